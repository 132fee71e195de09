import CadenceUI

/// A scene element as a view: its base (a symbol, shape or text) and its modifiers applied in order,
/// each with its arguments read from the animated value's components, so effects compose exactly as
/// the same Swift modifier chain does.
package enum SceneElementView {
    /// The element without modifiers.
    package static func base(_ element: SceneElement) -> AnyView {
        switch element.kind {
        case .symbol(let name): AnyView(Image(systemName: name))
        case .text(let text): AnyView(Text(verbatim: text))
        case .shape(let name, let radius):
            switch name {
            case "circle": AnyView(Circle())
            case "ellipse": AnyView(Ellipse())
            case "capsule": AnyView(Capsule())
            case "roundedRectangle": AnyView(RoundedRectangle(cornerRadius: radius))
            default: AnyView(Rectangle())
            }
        }
    }

    /// The element, base and modifiers, for `values` (every property's components) and the scene's
    /// `count` (what accessibility texts read as `{count}`, and the trigger of sensory feedback).
    package static func view(_ element: SceneElement, values: [[Double]], count: Int) -> AnyView {
        modify(base(element), element, values: values, count: count)
    }

    /// `view` with the element's modifiers applied in order (the first innermost, as in a Swift chain).
    package static func modify(_ view: AnyView, _ element: SceneElement, values: [[Double]], count: Int) -> AnyView {
        var view = view
        for modifier in element.modifiers {
            view = apply(modifier.kind, to: view, values: values, count: count)
        }
        return view
    }

    private static func apply(_ kind: SceneModifier.Kind, to view: AnyView, values: [[Double]], count: Int) -> AnyView {
        func number(_ argument: SceneArgument, _ component: Int = 0) -> Double {
            let components: [Double]
            switch argument {
            case .literal(let c): components = c
            case .property(let p): components = values[p]
            }
            return components.indices.contains(component) ? components[component] : components.first ?? 0
        }
        switch kind {
        case .font(let size, let weight, let style):
            return AnyView(view.font(font(size: size, weight: weight, style: style)))
        case .foregroundStyle(let color):
            return AnyView(view.foregroundStyle(self.color(color, values: values)))
        case .frame(let width, let height):
            return AnyView(view.frame(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }))
        case .padding(let amount):
            return AnyView(view.padding(CGFloat(amount)))
        case .scaleEffect(let x, let y, let uniform, let anchor):
            let point = unitPoint(anchor)
            if case .property(let p)? = uniform, values[p].count == 2 {
                return AnyView(view.scaleEffect(CGSize(width: values[p][0], height: values[p][1]), anchor: point))
            }
            return AnyView(view.scaleEffect(x: CGFloat(number(x)), y: CGFloat(number(y)), anchor: point))
        case .rotationEffect(let angle, let anchor):
            return AnyView(view.rotationEffect(Angle(radians: number(angle)), anchor: unitPoint(anchor)))
        case .offset(let x, let y, let point):
            if let point {
                return AnyView(view.offset(x: CGFloat(number(point, 0)), y: CGFloat(number(point, 1))))
            }
            return AnyView(view.offset(x: CGFloat(number(x)), y: CGFloat(number(y))))
        case .opacity(let argument):
            return AnyView(view.opacity(number(argument)))
        case .blur:
            // The view layer draws no blur; `RenderCommand` says so once per render.
            return view
        case .overlay(let element, let alignment):
            return AnyView(view.overlay(alignment: self.alignment(alignment)) { self.view(element, values: values, count: count) })
        case .accessibility(let modifier):
            return accessibility(modifier, to: view, count: count)
        }
    }

    private static func accessibility(_ modifier: SceneAccessibility, to view: AnyView, count: Int) -> AnyView {
        switch modifier {
        case .label(let text): AnyView(view.accessibilityLabel(text.text(count: count)))
        case .value(let text): AnyView(view.accessibilityValue(text.text(count: count)))
        case .hint(let text): AnyView(view.accessibilityHint(text.text(count: count)))
        case .hidden(let hidden): AnyView(view.accessibilityHidden(hidden))
        case .addTraits(let names): AnyView(view.accessibilityAddTraits(traits(names)))
        case .decorativeAnimation(let decorative): AnyView(view.accessibilityDecorativeAnimation(decorative))
        // The count changes with every trigger and only then, so it is the trigger SwiftUI code would pass.
        case .sensoryFeedback(let feedback): AnyView(view.sensoryFeedback(self.feedback(feedback), trigger: count))
        // Posted by the trigger's action (`SceneStage`), not by the view.
        case .announceOnTrigger: view
        }
    }

    package static func traits(_ names: [String]) -> AccessibilityTraits {
        let all: [String: AccessibilityTraits] = [
            "isButton": .isButton, "isHeader": .isHeader, "isSelected": .isSelected, "isLink": .isLink, "isSearchField": .isSearchField,
            "isImage": .isImage, "playsSound": .playsSound, "isKeyboardKey": .isKeyboardKey, "isStaticText": .isStaticText,
            "isSummaryElement": .isSummaryElement, "updatesFrequently": .updatesFrequently, "startsMediaSession": .startsMediaSession,
            "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn, "isModal": .isModal,
            "isToggle": .isToggle, "isTabBar": .isTabBar,
        ]
        return names.reduce(into: AccessibilityTraits()) { $0.formUnion(all[$1] ?? []) }
    }

    package static func feedback(_ feedback: SceneAccessibility.Feedback) -> SensoryFeedback {
        switch feedback {
        case .named(let name):
            let named: [String: SensoryFeedback] = [
                "success": .success, "warning": .warning, "error": .error, "selection": .selection, "increase": .increase,
                "decrease": .decrease, "start": .start, "stop": .stop, "alignment": .alignment, "levelChange": .levelChange,
                "pathComplete": .pathComplete, "impact": .impact,
            ]
            return named[name] ?? .impact
        case .impact(let weight?, _, let intensity):
            let weights: [String: SensoryFeedback.Weight] = ["light": .light, "medium": .medium, "heavy": .heavy]
            return .impact(weight: weights[weight] ?? .medium, intensity: intensity)
        case .impact(nil, let flexibility, let intensity):
            let flexibilities: [String: SensoryFeedback.Flexibility] = ["rigid": .rigid, "solid": .solid, "soft": .soft]
            return .impact(flexibility: flexibilities[flexibility ?? "solid"] ?? .solid, intensity: intensity)
        }
    }

    package static func font(size: Double?, weight: String?, style: String?) -> Font {
        let weights: [String: Font.Weight] = ["ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
                                              "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black]
        if let size {
            return .system(size: CGFloat(size), weight: weight.flatMap { weights[$0] } ?? .regular)
        }
        let styles: [String: Font] = ["largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3,
                                      "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
                                      "footnote": .footnote, "caption": .caption, "caption2": .caption2]
        return styles[style ?? "body"] ?? .body
    }

    /// A scene colour as the view layer's: SwiftUI's named colours are CadenceUI's own.
    package static func color(_ color: SceneColor, values: [[Double]]) -> Color {
        let components: [Double]
        switch color {
        case .named(let name):
            let named: [String: Color] = ["black": .black, "blue": .blue, "brown": .brown, "clear": .clear, "cyan": .cyan,
                                          "gray": .gray, "green": .green, "indigo": .indigo, "mint": .mint, "orange": .orange,
                                          "pink": .pink, "primary": .primary, "purple": .purple, "red": .red,
                                          "secondary": .secondary, "teal": .teal, "white": .white, "yellow": .yellow]
            return named[name] ?? .primary
        case .literal(let c): components = c
        case .property(let p): components = values[p]
        }
        return Color(red: components[0], green: components[1], blue: components[2], opacity: components[3])
    }

    /// The point a spec's anchor or alignment name stands for (`"topLeading"` → `.topLeading`);
    /// the decoder admits only these names, so the `.center` fallback is never reached by a spec.
    package static func unitPoint(_ name: String) -> UnitPoint {
        let points: [String: UnitPoint] = ["center": .center, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
                                           "topLeading": .topLeading, "topTrailing": .topTrailing,
                                           "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing]
        return points[name] ?? .center
    }

    package static func alignment(_ name: String) -> Alignment {
        let alignments: [String: Alignment] = ["center": .center, "top": .top, "bottom": .bottom, "leading": .leading,
                                               "trailing": .trailing, "topLeading": .topLeading, "topTrailing": .topTrailing,
                                               "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing]
        return alignments[name] ?? .center
    }
}
