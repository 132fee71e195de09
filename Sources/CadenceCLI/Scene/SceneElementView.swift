import CadenceUI

/// A scene element as a view: its base (a symbol, shape or text) and its modifiers applied in order,
/// each with its arguments read from the animated value's components, so effects compose exactly as
/// the same Swift modifier chain does.
enum SceneElementView {
    /// The element without modifiers.
    static func base(_ element: SceneElement) -> AnyView {
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

    /// The element, base and modifiers, for `values` (every property's components).
    static func view(_ element: SceneElement, values: [[Double]]) -> AnyView {
        modify(base(element), element, values: values)
    }

    /// `view` with the element's modifiers applied in order (the first innermost, as in a Swift chain).
    static func modify(_ view: AnyView, _ element: SceneElement, values: [[Double]]) -> AnyView {
        var view = view
        for modifier in element.modifiers {
            view = apply(modifier.kind, to: view, values: values)
        }
        return view
    }

    private static func apply(_ kind: SceneModifier.Kind, to view: AnyView, values: [[Double]]) -> AnyView {
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
            return AnyView(view.overlay(alignment: self.alignment(alignment)) { self.view(element, values: values) })
        }
    }

    static func font(size: Double?, weight: String?, style: String?) -> Font {
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
    static func color(_ color: SceneColor, values: [[Double]]) -> Color {
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

    static func unitPoint(_ name: String) -> UnitPoint {
        ExportCommand.SceneBuilder.unitPoint(name)
    }

    static func alignment(_ name: String) -> Alignment {
        let alignments: [String: Alignment] = ["center": .center, "top": .top, "bottom": .bottom, "leading": .leading,
                                               "trailing": .trailing, "topLeading": .topLeading, "topTrailing": .topTrailing,
                                               "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing]
        return alignments[name] ?? .center
    }
}
