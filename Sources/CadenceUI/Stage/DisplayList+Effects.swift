// What the display list carries besides flat colours: gradients and materials (`Shading`) that fill
// a shape, and effect layers (`Layer`) that a run of items is drawn into before being composited:
// blur, colour matrices, shadows, masks, blend modes, group opacity and projective warps.
//
// Layers keep the list flat: every item lists the layers it is drawn in, outermost first, and
// consecutive items that share a layer `id` share the layer. A renderer walks the items, opens a
// layer when an item enters it and closes (composites) it when the next item leaves it. Readers that
// do not care about effects (the accessibility tree, the audit, bounds queries) ignore `layers`.

extension DisplayList {
    /// One colour stop of a resolved gradient: a colour at `location` (0 = start, 1 = end).
    public struct GradientStop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color.Resolved
        /// Where the stop is along the gradient: 0 its start, 1 its end.
        public var location: CGFloat

        /// Makes a stop of `color` at `location`.
        public init(color: Color.Resolved, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// What fills or strokes a shape, in stage layout coordinates (the same space as the item's
    /// `rect`, before the item's transform). Gradients pad: beyond their ends they keep their end colours.
    public enum Shading: Hashable, Sendable {
        /// One colour.
        case color(Color.Resolved)
        /// Colours along the line from `start` to `end`.
        case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
        /// Circles about `center`: the first stop at `startRadius`, the last at `endRadius` (points).
        case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Ellipses about `center` with radii proportional to `radii`: the first stop at
        /// `startFraction` × radii, the last at `endFraction` × radii.
        case ellipticalGradient(stops: [GradientStop], center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
        /// Colours around `center`, clockwise on screen from `startAngle` to `endAngle` (radians from +x).
        case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
        /// A material: what is drawn behind the shape, blurred by `blurRadius` points, under `tint`.
        case material(blurRadius: CGFloat, tint: Color.Resolved)

        /// One colour standing for the shading: the colour itself, a gradient's first stop, a material's tint.
        public var representativeColor: Color.Resolved {
            switch self {
            case .color(let color), .material(_, let color): color
            case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
                 .ellipticalGradient(let stops, _, _, _, _), .angularGradient(let stops, _, _, _):
                stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
            }
        }
    }

    /// A layer a run of items is drawn into, composited with `effect` when the run ends. `id` is
    /// unique within one display list: two items are in the same layer exactly when they carry the
    /// same `id` at the same depth.
    public struct Layer: Hashable, Sendable {
        /// The layer's identity within the display list.
        public var id: Int
        /// How the layer is composited when its run ends.
        public var effect: LayerEffect

        /// Makes a layer `id` composited with `effect`.
        public init(id: Int, effect: LayerEffect) {
            self.id = id
            self.effect = effect
        }
    }

    /// How a layer is composited. Lengths and offsets are in stage coordinates (points, after the
    /// transforms above the effect).
    public enum LayerEffect: Hashable, Sendable {
        /// A Gaussian blur of standard deviation `radius` points. `opaque` blurs as if the edge
        /// pixels went on past the layer's edge (no transparent fringe).
        case blur(radius: CGFloat, opaque: Bool)
        /// Each pixel's un-premultiplied sRGB colour through `matrix`.
        case colorMatrix(ColorMatrix)
        /// A copy of the layer's alpha in `color`, blurred by `radius` and moved by `offset`, drawn
        /// beneath the layer.
        case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
        /// A shadow inside the layer's opaque part: its edges, blurred by `radius` and moved by
        /// `offset`, darkened with `color`, drawn over the layer and within its alpha.
        case innerShadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
        /// The layer composited at `opacity` (the group opacity of a `compositingGroup`).
        case opacity(Double)
        /// The layer composited with `mode`.
        case blendMode(BlendMode)
        /// The layer shown through the alpha of `items` (drawn with their own transforms).
        case mask([Item])
        /// The layer warped by a projective transform of the stage's coordinates.
        case projection(ProjectionTransform)
        /// The layer composited as it is (`compositingGroup`, `drawingGroup`).
        case group
        /// Each pixel of the layer whose opacity is within `min...max` painted `color`, every other
        /// pixel cleared (`GraphicsContext.Filter.alphaThreshold`).
        case alphaThreshold(min: Double, max: Double, color: Color.Resolved)
    }

    /// A 4 × 5 colour matrix on un-premultiplied (r, g, b, a) in 0…1: each output channel is
    /// `m[row][0]·r + m[row][1]·g + m[row][2]·b + m[row][3]·a + m[row][4]`, clamped to 0…1.
    public struct ColorMatrix: Hashable, Sendable {
        /// Row-major, 20 numbers.
        public var values: [Double]

        /// Makes a matrix from 20 numbers, row-major; any other count stops the program (a programming error).
        public init(_ values: [Double]) {
            precondition(values.count == 20, "a colour matrix has 4 rows of 5")
            self.values = values
        }

        /// The matrix that leaves every colour as it is.
        public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

        /// `other` applied after `self`.
        public func followed(by other: ColorMatrix) -> ColorMatrix {
            var result = [Double](repeating: 0, count: 20)
            for row in 0..<4 {
                for column in 0..<5 {
                    var sum = column == 4 ? other.values[row * 5 + 4] : 0
                    for k in 0..<4 { sum += other.values[row * 5 + k] * values[k * 5 + column] }
                    result[row * 5 + column] = sum
                }
            }
            return ColorMatrix(result)
        }
    }
}

extension DisplayList.Shading: CustomStringConvertible {
    public var description: String {
        func stops(_ stops: [DisplayList.GradientStop]) -> String {
            stops.map { "\($0.color)@\(DisplayNumber($0.location))" }.joined(separator: " ")
        }
        func point(_ p: CGPoint) -> String { "(\(DisplayNumber(p.x)), \(DisplayNumber(p.y)))" }
        switch self {
        case .color(let color): return "\(color)"
        case .linearGradient(let s, let start, let end): return "linear[\(stops(s))] \(point(start))→\(point(end))"
        case .radialGradient(let s, let center, let r0, let r1):
            return "radial[\(stops(s))] at \(point(center)) r=\(DisplayNumber(r0))→\(DisplayNumber(r1))"
        case .ellipticalGradient(let s, let center, let radii, let f0, let f1):
            return "elliptical[\(stops(s))] at \(point(center)) radii=(\(DisplayNumber(radii.width)), \(DisplayNumber(radii.height))) \(DisplayNumber(f0))→\(DisplayNumber(f1))"
        case .angularGradient(let s, let center, let a0, let a1):
            return "angular[\(stops(s))] at \(point(center)) \(DisplayNumber(a0))→\(DisplayNumber(a1))"
        case .material(let radius, let tint): return "material(blur \(DisplayNumber(radius)), \(tint))"
        }
    }
}

extension DisplayList.Layer: CustomStringConvertible {
    public var description: String {
        let effect: String = switch self.effect {
        case .blur(let radius, let opaque): "blur(\(DisplayNumber(radius))\(opaque ? ", opaque" : ""))"
        case .colorMatrix(let matrix): "colorMatrix(\(matrix.values.map { DisplayNumber($0).description }.joined(separator: " ")))"
        case .shadow(let color, let radius, let offset):
            "shadow(\(color), \(DisplayNumber(radius)), \(DisplayNumber(offset.width)), \(DisplayNumber(offset.height)))"
        case .innerShadow(let color, let radius, let offset):
            "innerShadow(\(color), \(DisplayNumber(radius)), \(DisplayNumber(offset.width)), \(DisplayNumber(offset.height)))"
        case .opacity(let opacity): "opacity(\(DisplayNumber(opacity)))"
        case .blendMode(let mode): "blendMode(\(mode))"
        case .mask(let items): "mask(\(items.count) items)"
        case .projection(let m): "projection(\(m))"
        case .group: "group"
        case .alphaThreshold(let min, let max, let color): "alphaThreshold(\(DisplayNumber(min))...\(DisplayNumber(max)), \(color))"
        }
        return "\(effect)#\(id)"
    }
}

extension DisplayList.Shading {
    /// The shading with every colour's opacity multiplied by `factor`.
    func fading(by factor: Float) -> DisplayList.Shading {
        guard factor != 1 else { return self }
        func fade(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
            stops.map { var stop = $0; stop.color.opacity *= factor; return stop }
        }
        switch self {
        case .color(var color): color.opacity *= factor; return .color(color)
        case .material(let radius, var tint): tint.opacity *= factor; return .material(blurRadius: radius, tint: tint)
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: fade(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
        case .ellipticalGradient(let s, let c, let r, let f0, let f1): return .ellipticalGradient(stops: fade(s), center: c, radii: r, startFraction: f0, endFraction: f1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
        }
    }
}
