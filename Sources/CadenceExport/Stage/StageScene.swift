import Foundation
import Cadence
import CadenceUI

/// A recording turned into the boxes and channels the writers take: one chain of boxes per thing
/// drawn, following it from frame to frame.
///
/// - **Following an item.** Display-list items carry no identity, so an item is known by what it
///   draws (a shape's kind and paint, a text's characters, a symbol's name) and by how many items
///   of that kind come before it in the same frame. An item that is missing from a frame (before
///   its insertion, after its removal) is at opacity 0 there; the drawing order is the order of the
///   frames, an item that appears later going in after the one drawn before it.
/// - **Its motion.** Each frame's transform, with the move and resizing of the item's frame folded
///   in, is split into a rotation and a scale per axis about the centre c of the item's frame and
///   the move of that centre (`M(p) = M(c) + R(θ) · S(sx, sy) · (p − c)`), each a box around the
///   next, so an error of angle or scale moves a point by no more than its distance from c; its blur layers into one blur (the
///   variances of Gaussian blurs add) and its colour's opacity, with the opacity of the
///   compositing groups around it, into the outermost boxes. Each number that moves is a channel
///   sampled at the recording's frames; one that never moves is a constant.
/// - **What it cannot say** goes into notes, one per kind, naming the items: gradients and
///   materials (one colour), clips, shadows, masks and the other layer effects, a shear or 3-D
///   projection, a colour or outline that changes, a size change that a scale does not reproduce,
///   unknown symbols, dashes.
struct StageScene {
    var root: SceneNode
    var channels: [ExportChannel]
    var notes: [String]
    /// What each of the root's children follows: the item in each frame (nil where it is missing).
    var followed: [[DisplayList.Item?]]

    init(_ recording: StageRecording) throws(ExportError) {
        var builder = Builder(recording: recording)
        try builder.follow()
        try builder.build()
        root = builder.root
        channels = builder.channels
        notes = builder.notes.text
        followed = builder.followed
    }
}

/// What the export leaves out, grouped by kind, each kind with the items it concerns.
private struct OmissionNotes {
    private var kinds: [String] = []
    private var items: [String: [String]] = [:]

    mutating func add(_ kind: String, _ item: String) {
        if items[kind] == nil { kinds.append(kind); items[kind] = [] }
        if !items[kind]!.contains(item) { items[kind]!.append(item) }
    }

    var text: [String] {
        kinds.map { kind in
            let list = items[kind]!
            let shown = list.prefix(4).joined(separator: ", ") + (list.count > 4 ? " and \(list.count - 4) more" : "")
            return "\(kind): \(shown)"
        }
    }
}

private struct Builder {
    struct Key: Hashable {
        var signature: String
        var occurrence: Int
    }

    /// One followed item: what it is in each frame (nil where it is missing).
    struct Track {
        var key: Key
        var label: String
        var items: [DisplayList.Item?]
    }

    let recording: StageRecording
    var tracks: [Track] = []
    var root = SceneNode(x: 0, y: 0, width: 0, height: 0)
    var channels: [ExportChannel] = []
    var notes = OmissionNotes()
    var followed: [[DisplayList.Item?]] = []

    init(recording: StageRecording) {
        self.recording = recording
        root.width = Double(recording.size.width)
        root.height = Double(recording.size.height)
    }

    static func signature(_ item: DisplayList.Item) -> (signature: String, label: String) {
        switch item.content {
        case .shape(let shape):
            let kind: String
            switch shape.geometry {
            case .rectangle: kind = "rectangle"
            case .roundedRectangle: kind = "rounded rectangle"
            case .capsule: kind = "capsule"
            case .ellipse: kind = "ellipse"
            case .circle: kind = "circle"
            case .path: kind = "path"
            }
            let paint: String
            if case .stroke = shape.paint { paint = "stroked" } else { paint = "filled" }
            return ("shape \(paint) \(kind)", "\(paint) \(kind)")
        case .text(let text):
            let shown = text.text.count > 24 ? String(text.text.prefix(23)) + "…" : text.text
            return ("text \(text.text)", "text \"\(shown.replacingOccurrences(of: "\n", with: " "))\"")
        case .symbol(let symbol):
            return ("symbol \(symbol.name)", "symbol \(symbol.name)")
        }
    }

    /// Matches the items of every frame to tracks.
    mutating func follow() throws(ExportError) {
        var index: [Key: Int] = [:]
        var order: [Int] = []
        for (frame, list) in recording.frames.enumerated() {
            var seen: [String: Int] = [:]
            var previous: Int?
            for item in list.items {
                let (signature, label) = Self.signature(item)
                let occurrence = seen[signature, default: 0]
                seen[signature] = occurrence + 1
                let key = Key(signature: signature, occurrence: occurrence)
                let track: Int
                if let known = index[key] {
                    track = known
                } else {
                    guard tracks.count < StageRecording.maximumItems else {
                        throw ExportError("expected at most \(StageRecording.maximumItems) things drawn over the recording, got more by frame \(frame) (\(Self.seconds(recording.time(ofFrame: frame))))")
                    }
                    track = tracks.count
                    index[key] = track
                    tracks.append(Track(key: key, label: label + (occurrence > 0 ? " #\(occurrence + 1)" : ""),
                                        items: Array(repeating: nil, count: recording.frames.count)))
                    let position = previous.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                    order.insert(track, at: position)
                }
                tracks[track].items[frame] = item
                previous = track
            }
        }
        tracks = order.map { tracks[$0] }
    }

    static func seconds(_ time: Double) -> String { NumberFormat.decimal(time, digits: 4) + " s" }

    mutating func build() throws(ExportError) {
        var next = 0
        for track in tracks {
            guard let node = try node(for: track) else { continue }
            var numbered = node
            number(&numbered, next: &next)
            root.children.append(numbered)
            followed.append(track.items)
        }
        root.id = next
    }

    private func number(_ node: inout SceneNode, next: inout Int) {
        node.id = next
        next += 1
        for index in node.children.indices { number(&node.children[index], next: &next) }
    }

    /// The chain of boxes that draws `track`, or nil for one the export cannot draw at all.
    private mutating func node(for track: Track) throws(ExportError) -> SceneNode? {
        // The item is drawn as it is in its largest frame and scaled from there: a frame that grows
        // from nothing (a panel opening) is then a scale from 0, not a scale of nothing. Among
        // frames as large, the last: where an outline changes (a trim filling a ring), the state
        // the animation comes to rest in.
        func area(_ item: DisplayList.Item?) -> Double { item.map { Double(abs($0.rect.width * $0.rect.height)) } ?? -1 }
        guard let firstFrame = track.items.firstIndex(where: { $0 != nil }) else { return nil }
        let largest = track.items.indices.reduce(firstFrame) { area(track.items[$1]) >= area(track.items[$0]) ? $1 : $0 }
        guard let first = track.items[largest] else { return nil }
        let rect0 = first.rect
        let label = track.label
        var leaves: [SceneNode]
        var color = first.content.color
        switch first.content {
        case .symbol(let item):
            guard let symbol = SymbolShape.named(item.name) else {
                notes.add("symbols Cadence has no drawing for are left out", label)
                return nil
            }
            leaves = [SceneNode(x: 0, y: 0, width: Double(rect0.width), height: Double(rect0.height), drawing: .symbol(symbol))]
        case .text(let text):
            leaves = text.lines.map { line in
                SceneNode(x: Double(line.rect.minX - rect0.minX), y: Double(line.rect.minY - rect0.minY),
                          width: Double(line.rect.width), height: Double(line.rect.height),
                          drawing: .text(line.text, size: Double(text.font.pointSize), bold: [.semibold, .bold, .heavy, .black].contains(text.font.weight),
                                         ascent: Double(line.baseline - line.rect.minY)))
            }
            if !text.runs.isEmpty { notes.add("text in several styles is exported in its first style", label) }
            if text.tracking != 0 { notes.add("tracking is not exported", label) }
            if text.shading != nil { notes.add("gradient text is exported in one colour, its first stop's", label) }
        case .shape(let shape):
            var stroke: ScenePath.Stroke?
            if case .stroke(_, let width) = shape.paint {
                let style = shape.strokeStyle
                stroke = ScenePath.Stroke(width: Double(style?.lineWidth ?? width), cap: style?.lineCap ?? .butt,
                                          join: style?.lineJoin ?? .miter, miterLimit: Double(style?.miterLimit ?? 10))
                if let dash = style?.dash, !dash.isEmpty { notes.add("dashed strokes are exported solid", label) }
            }
            let path = ScenePath(elements: Self.elements(shape.path, origin: rect0.origin), evenOdd: shape.fillStyle.isEOFilled, stroke: stroke)
            leaves = [SceneNode(x: 0, y: 0, width: Double(rect0.width), height: Double(rect0.height), drawing: .path(path))]
            if shape.shading != nil { notes.add("gradients and materials are exported in one colour, their first stop's", label) }
        }
        color.opacity = 1
        for index in leaves.indices { leaves[index].color = ExportColor(color) }

        // The numbers, frame by frame.
        let count = recording.frames.count
        var tx = [Double](repeating: 0, count: count), ty = tx, angle = tx, sx = tx, sy = tx, alpha = tx, blur = tx
        var lastAngle = 0.0
        let center = CGPoint(x: rect0.midX, y: rect0.midY)
        var present = [Bool](repeating: false, count: count)
        for (frame, item) in track.items.enumerated() {
            guard let item else { continue }
            present[frame] = true
            let rect = item.rect
            let scaleX = rect0.width == 0 ? 1 : rect.width / rect0.width
            let scaleY = rect0.height == 0 ? 1 : rect.height / rect0.height
            let local = AffineTransform2D(translationX: -rect0.minX, y: -rect0.minY)
                .concatenating(AffineTransform2D(scaleX: scaleX, y: scaleY))
                .concatenating(AffineTransform2D(translationX: rect.minX, y: rect.minY))
            let m = local.concatenating(item.transform)
            let numbers = [m.a, m.b, m.c, m.d, m.tx, m.ty].map(Double.init)
            guard numbers.allSatisfy(\.isFinite), rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
                throw ExportError("expected finite positions and transforms, got NaN or an infinity for \(label) at \(Self.seconds(recording.time(ofFrame: frame)))")
            }
            let (a, b, c, d) = (numbers[0], numbers[1], numbers[2], numbers[3])
            let length = hypot(a, b)
            var theta = length > 1e-12 ? atan2(b, a) : lastAngle
            // Keep the angle continuous from frame to frame: a turn past 180° goes on, not back.
            while theta - lastAngle > .pi { theta -= 2 * .pi }
            while theta - lastAngle < -.pi { theta += 2 * .pi }
            lastAngle = theta
            let shear = c * cos(theta) + d * sin(theta)
            let second = -c * sin(theta) + d * cos(theta)
            if abs(shear) > 1e-6 * max(1, abs(second)) { notes.add("shears and 3-D projections are not exported (the item keeps its rotation and scale)", label) }
            // Turned and scaled about the centre of the item's frame, then moved: errors of angle and
            // scale then shift its points by at most their distance from the centre, not from the
            // canvas's corner.
            let moved = m.apply(to: center)
            (tx[frame], ty[frame]) = (Double(moved.x - center.x), Double(moved.y - center.y))
            (angle[frame], sx[frame], sy[frame]) = (theta * 180 / .pi, length, second)
            var opacity = Double(item.content.color.opacity)
            var blurVariance = 0.0
            for layer in item.layers {
                switch layer.effect {
                case .opacity(let value): opacity *= value
                case .group: break
                // Gaussian blurs one after another are one blur: their variances add.
                case .blur(let radius, _): blurVariance += Double(radius * radius)
                case .shadow, .innerShadow: notes.add("shadows are not exported", label)
                case .mask: notes.add("masks are not exported (drawn unmasked)", label)
                case .projection: notes.add("shears and 3-D projections are not exported (the item keeps its rotation and scale)", label)
                case .colorMatrix: notes.add("colour effects (saturation, brightness, hue, colour matrices) are not exported", label)
                case .blendMode: notes.add("blend modes are not exported (drawn normally)", label)
                case .alphaThreshold: notes.add("alpha thresholds are not exported (drawn unfiltered)", label)
                }
            }
            if item.layers.contains(where: { if case .opacity = $0.effect { return true }; return false }) {
                notes.add("a compositing group's opacity is applied to each item in it: where they overlap, the overlap shows through", label)
            }
            alpha[frame] = min(max(opacity, 0), 1)
            blur[frame] = blurVariance.squareRoot()
            if !item.clips.isEmpty { notes.add("clip shapes are not exported (drawn unclipped)", label) }
            let colour = item.content.color
            if max(abs(colour.red - first.content.color.red), abs(colour.green - first.content.color.green),
                   abs(colour.blue - first.content.color.blue)) > 0.5 / 255 {
                notes.add("colour changes are not exported (it keeps the colour of its largest frame)", label)
            }
            switch Self.change(item, from: first, scale: (Double(scaleX), Double(scaleY))) {
            case .none: break
            case .outline: notes.add("outlines that change as they animate (a trim, a morph, new corner radii) are exported as drawn in their largest frame", label)
            case .size: notes.add("size changes that a scale does not reproduce (corners, line widths, text) are exported as a scale", label)
            }
        }
        // Where the item is missing, it holds its nearest values and is transparent.
        fill(&tx, present)
        fill(&ty, present)
        fill(&angle, present)
        fill(&sx, present)
        fill(&sy, present)
        fill(&blur, present)

        // Outermost first: opacity, blur, translation, rotation, scale, then the drawing; every box
        // is the item's frame, the outermost placed where the frame is, so anchors are its centre.
        let width = Double(rect0.width), height = Double(rect0.height)
        var inner: SceneNode
        if leaves.count == 1 {
            inner = leaves[0]
        } else {
            inner = SceneNode(x: 0, y: 0, width: width, height: height, children: leaves)
        }
        func wrap(_ child: SceneNode, _ effect: SceneNode.Effect) -> SceneNode {
            SceneNode(x: 0, y: 0, width: width, height: height, effect: effect, children: [child])
        }
        let scaleX = value(sx, name: "\(label) scale.x", unit: .factor, identity: 1)
        let sameScale = zip(sx, sy).allSatisfy { abs($0 - $1) <= 1e-12 }
        let scaleY = sameScale ? scaleX : value(sy, name: "\(label) scale.y", unit: .factor, identity: 1)
        if let scaleX, let scaleY, scaleX.channelIndex != nil, scaleY.channelIndex != nil, scaleX != scaleY {
            inner = wrap(wrap(inner, .scale(x: scaleX, y: .constant(1), anchor: .center)), .scale(x: .constant(1), y: scaleY, anchor: .center))
        } else if scaleX != nil || scaleY != nil {
            inner = wrap(inner, .scale(x: scaleX ?? .constant(1), y: scaleY ?? .constant(1), anchor: .center))
        }
        if let rotation = value(angle, name: "\(label) rotation", unit: .degrees, identity: 0) {
            inner = wrap(inner, .rotate(degrees: rotation, anchor: .center))
        }
        let x = value(tx, name: "\(label) x", unit: .points, identity: 0)
        let y = value(ty, name: "\(label) y", unit: .points, identity: 0)
        if let x, let y, x.channelIndex != nil, y.channelIndex != nil {
            inner = wrap(wrap(inner, .translate(x: x, y: .constant(0))), .translate(x: .constant(0), y: y))
        } else if x != nil || y != nil {
            inner = wrap(inner, .translate(x: x ?? .constant(0), y: y ?? .constant(0)))
        }
        if let radius = value(blur, name: "\(label) blur", unit: .points, identity: 0) {
            inner = wrap(inner, .blur(radius: radius))
        }
        if let opacity = value(alpha, name: "\(label) opacity", unit: .opacity, identity: 1) {
            inner = wrap(inner, .opacity(opacity))
        }
        inner.x = Double(rect0.minX)
        inner.y = Double(rect0.minY)
        return inner
    }

    /// Fills the frames where an item is missing with the values of the nearest frame before
    /// (or, before its first frame, after) where it is drawn.
    private func fill(_ values: inout [Double], _ present: [Bool]) {
        guard let first = present.firstIndex(of: true) else { return }
        var held = values[first]
        for index in values.indices {
            if present[index] { held = values[index] } else { values[index] = held }
        }
    }

    /// A constant, a channel sampled at the frames, or nil when the number is its identity throughout.
    private mutating func value(_ samples: [Double], name: String, unit: ExportUnit, identity: Double) -> ExportValue? {
        let firstValue = samples.first ?? identity
        let tolerance = 1e-9 * max(1, abs(firstValue))
        if samples.allSatisfy({ abs($0 - firstValue) <= tolerance }) {
            return abs(firstValue - identity) <= 1e-12 ? nil : .constant(firstValue)
        }
        let frames = FrameSamples(rate: recording.frameRate, duration: recording.duration, values: samples)
        channels.append(ExportChannel(name: name, unit: unit, frames: frames))
        return .channel(channels.count - 1)
    }

    /// How what an item draws differs from its reference frame's (its largest) beyond the scale of
    /// its frame.
    enum Change { case none, outline, size }

    /// Whether `item` draws what `first` draws stretched by `scale` about its frame's corner: the
    /// same outline (for a shape), the same lines (for a text), and a stroke a scale leaves as it
    /// is. `.outline` when the outline differs at the first frame's size too (a trim, a morph),
    /// `.size` when only the stretching is not a scale's.
    static func change(_ item: DisplayList.Item, from first: DisplayList.Item, scale: (x: Double, y: Double)) -> Change {
        let unscaled = abs(scale.x - 1) < 1e-9 && abs(scale.y - 1) < 1e-9
        switch (item.content, first.content) {
        case (.shape(let shape), .shape(let original)):
            let now = elements(shape.path, origin: shape.rect.origin)
            func matches(_ x: Double, _ y: Double) -> Bool {
                let then = elements(original.path, origin: original.rect.origin).map { $0.scaled(x: x, y: y) }
                return now.count == then.count && zip(now, then).allSatisfy { $0.isClose(to: $1, within: 0.01) }
            }
            if matches(scale.x, scale.y) {
                if case .stroke = shape.paint, !unscaled { return .size }
                return .none
            }
            if unscaled { return .outline }
            // The same outline laid out in the new frame (a rounded rectangle growing) is a size change.
            let laidOut = elements(original.geometry.path(in: shape.rect), origin: shape.rect.origin)
            let same = laidOut.count == now.count && zip(laidOut, now).allSatisfy { $0.isClose(to: $1, within: 0.01) }
            return same ? .size : .outline
        case (.text(let text), .text(let original)):
            if text.lines.map(\.text) != original.lines.map(\.text) { return .outline }
            return unscaled ? .none : .size
        default:
            return .none
        }
    }

    /// A path as move/line/cubic/close elements relative to `origin` (quadratic curves raised to
    /// cubics, which is exact).
    static func elements(_ path: Path, origin: CGPoint) -> [PathElement] {
        var result: [PathElement] = []
        var current = CGPoint.zero
        let ox = Double(origin.x), oy = Double(origin.y)
        path.forEach { element in
            switch element {
            case .move(let p):
                result.append(.move(x: Double(p.x) - ox, y: Double(p.y) - oy))
                current = p
            case .line(let p):
                result.append(.line(x: Double(p.x) - ox, y: Double(p.y) - oy))
                current = p
            case .quadCurve(let p, let control):
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (control.x - p.x), y: p.y + 2 / 3 * (control.y - p.y))
                result.append(.cubic(x1: Double(c1.x) - ox, y1: Double(c1.y) - oy, x2: Double(c2.x) - ox, y2: Double(c2.y) - oy,
                                     x: Double(p.x) - ox, y: Double(p.y) - oy))
                current = p
            case .curve(let p, let c1, let c2):
                result.append(.cubic(x1: Double(c1.x) - ox, y1: Double(c1.y) - oy, x2: Double(c2.x) - ox, y2: Double(c2.y) - oy,
                                     x: Double(p.x) - ox, y: Double(p.y) - oy))
                current = p
            case .closeSubpath:
                result.append(.close)
            }
        }
        return result
    }
}

private extension DisplayList.Content {
    var color: Color.Resolved {
        switch self {
        case .shape(let shape): shape.paint.color
        case .text(let text): text.color
        case .symbol(let symbol): symbol.color
        }
    }
}

private extension PathElement {
    func scaled(x sx: Double, y sy: Double) -> PathElement {
        switch self {
        case let .move(x, y): .move(x: x * sx, y: y * sy)
        case let .line(x, y): .line(x: x * sx, y: y * sy)
        case let .cubic(x1, y1, x2, y2, x, y): .cubic(x1: x1 * sx, y1: y1 * sy, x2: x2 * sx, y2: y2 * sy, x: x * sx, y: y * sy)
        case .close: .close
        }
    }

    func isClose(to other: PathElement, within tolerance: Double) -> Bool {
        switch (self, other) {
        case (.close, .close): return true
        case (.move, .move), (.line, .line), (.cubic, .cubic):
            return zip(points, other.points).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
        default: return false
        }
    }
}

private extension ExportColor {
    init(_ color: Color.Resolved) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.opacity))
    }
}
