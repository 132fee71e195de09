@testable import CadenceUI

// Views for the accessibility tests, in SwiftUI's spellings, loosely after the seed articles: a like
// button whose value carries the count, save badges that confirm in different ways, a status dot
// that tells its state by colour. Until the animation modifiers are wired into the views, motion
// comes from `TestBounce` and `TestSpin`, stand-ins built on the same driver seam.

/// Scales its content up and back down over `duration` seconds each time `trigger` changes (not on
/// first appearance), as a trigger-driven keyframe animation would.
struct TestBounce<Trigger: Equatable, Content: View>: View, PrimitiveView {
    typealias Body = Never
    var trigger: Trigger
    var duration: Double = 0.5
    @ViewBuilder var content: Content

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let driver = context.driver { BounceDriver(trigger: trigger, time: context.time) }
        driver.update(trigger: trigger, duration: duration, at: context.time)
        return context.resolve(content.scaleEffect(driver.scale), at: .child(0))
    }

    final class BounceDriver: AnimationDriver {
        private var trigger: Trigger
        private var started: Double?
        private var duration = 0.5
        private var time: Double

        init(trigger: Trigger, time: Double) {
            self.trigger = trigger
            self.time = time
        }

        func update(trigger: Trigger, duration: Double, at time: Double) {
            self.duration = duration
            guard trigger != self.trigger else { return }
            self.trigger = trigger
            started = time
        }

        var scale: CGFloat {
            guard let started, time - started < duration else { return 1 }
            return 1 + 0.25 * sin(.pi * (time - started) / duration)
        }

        func advance(to time: Double) -> Bool {
            let before = scale
            self.time = time
            return scale != before
        }

        func nextChange(after time: Double) -> Double? {
            guard let started, time < started + duration else { return nil }
            return min(time + 1.0 / 240, started + duration)
        }
    }
}

/// Turns its content forever, a full turn per second: a decorative loop.
struct TestSpin<Content: View>: View, PrimitiveView {
    typealias Body = Never
    @ViewBuilder var content: Content

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let driver = context.driver { SpinDriver() }
        return context.resolve(content.rotationEffect(.degrees(360 * driver.turns)), at: .child(0))
    }

    final class SpinDriver: AnimationDriver {
        private var time = 0.0
        var turns: Double { time - time.rounded(.down) }

        func advance(to time: Double) -> Bool {
            self.time = time
            return true
        }

        func nextChange(after time: Double) -> Double? { time + 1.0 / 240 }
    }
}

/// The seeds' like button: a heart that bounces on each tap, labelled once and valued with the count,
/// with success feedback. With Reduce Motion on it does not bounce; everything else is the same.
struct AccessibleLikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var likes = 0

    var body: some View {
        Button {
            likes += 1
        } label: {
            TestBounce(trigger: reduceMotion ? 0 : likes) {
                Image(systemName: "heart.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.pink)
            }
        }
        .tapTarget("like")
        .accessibilityLabel("Like")
        .accessibilityValue("\(likes) likes")
        .sensoryFeedback(.success, trigger: likes)
    }
}

/// A save button with a badge that bounces when a save completes. How the save is confirmed beyond
/// the bounce is configurable, to test each channel.
struct SaveBadge: View {
    enum Confirmation {
        /// Nothing but the bounce.
        case bounceOnly
        /// An announcement posted from the button's action.
        case announcement
        /// The badge's value says whether the draft is saved.
        case value
        /// The bounce is marked decorative (and nothing else changes).
        case decorative
    }

    var confirmation: Confirmation
    @State private var saves = 0

    var body: some View {
        VStack(spacing: 12) {
            badge
            Button("Save") {
                saves += 1
                if confirmation == .announcement {
                    AccessibilityNotification.Announcement("Draft saved").post()
                }
            }
        }
    }

    @ViewBuilder private var badge: some View {
        let bouncing = TestBounce(trigger: saves, duration: 0.4) {
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 32))
                .foregroundStyle(.green)
        }
        switch confirmation {
        case .bounceOnly, .announcement:
            bouncing
        case .value:
            bouncing.accessibilityValue(saves > 0 ? "Saved" : "Not saved")
        case .decorative:
            bouncing.accessibilityDecorativeAnimation()
        }
    }
}

/// A dot that turns from grey to green when "Sync" is tapped. With `symbolWithoutColor`, it also shows
/// a checkmark when Differentiate Without Colour is on, as it should.
struct SyncStatus: View {
    var symbolWithoutColor: Bool
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @State private var synced = false

    var body: some View {
        HStack {
            ZStack {
                Circle()
                    .fill(synced ? Color.green : Color.gray)
                    .frame(width: 20, height: 20)
                if synced && symbolWithoutColor && differentiateWithoutColor {
                    Image(systemName: "checkmark")
                        .font(.system(size: 12))
                        .foregroundStyle(.white)
                }
            }
            Button("Sync") { synced = true }
        }
    }
}

/// A card whose content fades from 60 % to full opacity once "Load" is tapped, and nothing else.
struct FadingCard: View {
    @State private var loaded = false

    var body: some View {
        VStack {
            Rectangle()
                .fill(Color.blue)
                .frame(width: 80, height: 40)
                .opacity(loaded ? 1 : 0.6)
            Button("Load") { loaded = true }
        }
    }
}
