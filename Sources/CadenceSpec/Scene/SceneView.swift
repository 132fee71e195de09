import CadenceUI

/// A spec's scene as a CadenceUI view: the element with its modifiers, driven by the spec's
/// keyframe or phase animator, with the spec's Reduce Motion policy, as a Swift author would write it:
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .keyframeAnimator(initialValue: values, trigger: trigger) { content, value in
///         content.font(.system(size: 44)).foregroundStyle(.pink).scaleEffect(value.scale) …
///     } keyframes: { _ in KeyframeTrack(\.scale) { … } … }
/// ```
///
/// The trigger is `EnvironmentValues.sceneTrigger`, which a scripted `trigger` event increments (see
/// `SceneStage`): an environment value rather than a button, so a trigger reaches the animator even
/// when the content is transparent or hidden behind an offset, where a tap would miss.
package struct SceneView: View {
    package let spec: AnimationSpec
    package let scene: SceneSpec
    /// Whether the content sits in an `if` driven by `sceneInserted`, for `insert` and `remove`
    /// events; otherwise the view is exactly the animated content.
    package var hostsInsertion = false

    @Environment(\.sceneTrigger) private var scriptedTriggers
    @Environment(\.sceneInserted) private var inserted
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Triggers from the scene's tap and long-press gestures.
    @State private var gestureTriggers = 0

    /// The animator's trigger: scripted `trigger` events and the content's tap or long-press gestures.
    private var trigger: Int { scriptedTriggers &+ gestureTriggers }

    package var body: some View {
        if hostsInsertion {
            insertion
        } else {
            withGestures(policy(animated))
        }
    }

    /// The content with the scene's gestures (`SceneGestures`) attached.
    private func withGestures(_ view: AnyView) -> AnyView {
        guard let gestures = scene.gestures else { return view }
        let announcements = SceneStage.announcements(in: scene.content), initialCount = scene.initialCount
        return AnyView(SceneGestureView(gestures: gestures, content: view) {
            gestureTriggers &+= 1
            let count = initialCount &+ trigger
            for text in announcements { AccessibilityNotification.Announcement(text.text(count: count)).post() }
        })
    }

    /// `if inserted { content.transition(…) }`, as a Swift author writes a view that comes and goes,
    /// with the scene's Reduce Motion policy for transitions around it.
    @ViewBuilder private var insertion: some View {
        let transition = scene.content.transition?.anyTransition
        let content = ZStack {
            if inserted {
                if let transition {
                    withGestures(policy(animated)).transition(transition)
                } else {
                    withGestures(policy(animated))
                }
            }
        }
        if let choice = scene.reduceMotion {
            content.transitionReduceMotionPolicy(choice.policy)
        } else {
            content
        }
    }

    private var animated: AnyView {
        let element = scene.content
        let properties = spec.properties
        let count = scene.initialCount &+ trigger
        let base = SceneElementView.base(element)
        switch spec.content {
        case .keyframes(let tracks):
            let initial = spec.initialValues
            let content: @Sendable (PlaceholderContentView<AnyView>, SpecValues) -> AnyView = { placeholder, value in
                SceneElementView.modify(AnyView(placeholder), element, values: properties.map(value.components(of:)), count: count)
            }
            if spec.mode == .repeating {
                return AnyView(base.keyframeAnimator(initialValue: initial, repeating: true, content: content) { _ in
                    SpecKeyframes(tracks, properties: properties)
                })
            }
            return AnyView(base.keyframeAnimator(initialValue: initial, trigger: trigger, content: content) { _ in
                SpecKeyframes(tracks, properties: properties)
            })
        case .phases:
            // A phase variant is the usual `if reduceMotion { … } else { … }`: the view layer has no
            // typed phase policy, so the view picks the phases itself, each list an animator of its
            // own (a new identity), as two branches of an `if` would be.
            let (phases, variantPlays) = spec.playedPhases(reduceMotion: reduceMotion)!
            let keys = phases.indices.map { ScenePhase(index: $0, values: phases[$0].values) }
            let animations = phases.map { $0.animation?.animation }
            let content = { (placeholder: PlaceholderContentView<AnyView>, phase: ScenePhase) in
                SceneElementView.modify(AnyView(placeholder), element, values: phase.values, count: count)
            }
            if spec.mode == .repeating {
                return AnyView(base.phaseAnimator(keys, content: content) { animations[$0.index] }.id(variantPlays))
            }
            return AnyView(base.phaseAnimator(keys, trigger: trigger, content: content) { animations[$0.index] }.id(variantPlays))
        }
    }

    /// The spec's Reduce Motion choice as the view layer's policy.
    private func policy(_ view: AnyView) -> AnyView {
        guard let choice = spec.reduceMotion else { return view }
        switch choice.policy {
        case .ignore:
            return view
        case .skipToEnd:
            return AnyView(view.reduceMotionPolicy(.skipToEnd))
        case .crossFade:
            return AnyView(view.reduceMotionPolicy(.crossFade))
        case .simplified:
            guard case .keyframes? = choice.variant else { return view }
            return AnyView(view.reduceMotionPolicy(spec.keyframeReduceMotion))
        }
    }
}

/// A spec phase as the animator's phase. Two phases with the same values are equal, whatever their
/// names: they draw the same, so moving from one to the other changes nothing and takes no time, as
/// SwiftUI's phase animator does for a repeated value.
private struct ScenePhase: Equatable {
    package let index: Int
    package let values: [[Double]]

    package static func == (a: ScenePhase, b: ScenePhase) -> Bool { a.values == b.values }
}

private struct SceneTriggerKey: EnvironmentKey {
    package static let defaultValue = 0
}

private struct SceneInsertedKey: EnvironmentKey {
    package static let defaultValue = true
}

extension EnvironmentValues {
    /// How many `trigger` events a scene has received: the trigger of its animator.
    package var sceneTrigger: Int {
        get { self[SceneTriggerKey.self] }
        set { self[SceneTriggerKey.self] = newValue }
    }

    /// Whether a scene's content is in (an `insert` event sets it, a `remove` clears it).
    package var sceneInserted: Bool {
        get { self[SceneInsertedKey.self] }
        set { self[SceneInsertedKey.self] = newValue }
    }
}

/// A scene's content with its gestures: a tap or long press runs `onTrigger`; a drag, magnification
/// or rotation moves, scales or turns the content while it lasts, and the release takes it back in
/// `withAnimation(release)`, which picks up the gesture's velocity, as a Swift author writes it:
///
/// ```swift
/// content
///     .scaleEffect(magnification).rotationEffect(angle).offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation }
///                           .onEnded { _ in withAnimation(.spring) { offset = .zero } })
/// ```
package struct SceneGestureView: View {
    package let gestures: SceneGestures
    package let content: AnyView
    package let onTrigger: @MainActor () -> Void

    @State private var offset = CGSize.zero
    @State private var magnification: CGFloat = 1
    @State private var angle = Angle.zero

    package var body: some View {
        var view = AnyView(content.scaleEffect(magnification).rotationEffect(angle).offset(offset))
        if let release = gestures.drag {
            view = AnyView(view.gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(release) { offset = .zero } }
            ))
        }
        if let release = gestures.magnify {
            view = AnyView(view.simultaneousGesture(
                MagnifyGesture()
                    .onChanged { magnification = $0.magnification }
                    .onEnded { _ in withAnimation(release) { magnification = 1 } }
            ))
        }
        if let release = gestures.rotate {
            view = AnyView(view.simultaneousGesture(
                RotateGesture()
                    .onChanged { angle = $0.rotation }
                    .onEnded { _ in withAnimation(release) { angle = .zero } }
            ))
        }
        if let minimumDuration = gestures.longPressDuration {
            view = AnyView(view.onLongPressGesture(minimumDuration: minimumDuration) { onTrigger() })
        }
        if let count = gestures.tapCount {
            view = AnyView(view.onTapGesture(count: count) { onTrigger() })
        }
        return view
    }
}
