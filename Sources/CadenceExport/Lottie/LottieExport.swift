import Cadence
import CadenceUI

/// A laid-out scene as a Lottie (Bodymovin 5) animation at 60 frames per second.
///
/// Every node is a layer: effect boxes are null layers (`ty: 3`) parented the way SwiftUI's
/// modifiers nest, leaves are shape layers (`ty: 4`, symbol paths as `sh` shapes) or text layers
/// (`ty: 5`). A layer's anchor (`a`) is its modifier's anchor, so its scale and rotation turn about
/// the same point as in SwiftUI, and its position (`p`) puts that anchor where the box is.
/// Parenting passes transforms down but not opacity, so each drawn layer gets the product of the
/// opacities of every box around it: the plan of a single opacity channel scaled by the constant
/// factors (the easing is a fraction of the change, so scaling keeps it exact), or a sampled
/// product where several channels multiply.
///
/// Markers: `intro` and `loop` when the first loops differ from the loop that repeats; `reduced
/// motion` over the frames after the animation that hold its reduced-motion variant (lottie-ios
/// plays that marker instead of the animation when Reduce Motion is on).
struct LottieExport {
    private(set) var json: JSONValue = .null
    private(set) var checks: [FidelityCheck] = []
    private(set) var notes: [String] = []

    private let scene: ExportScene
    private let plans: [ChannelPlan]
    private let bounds: ErrorBounds
    private var checkedChannels: Set<Int> = []
    private var layers: [JSONValue] = []
    private let presenceChannel: Int?

    /// - Parameters:
    ///   - animationDuration: seconds of the animation itself (the scene's duration, less the
    ///     reduced-motion variant laid after it).
    ///   - reducedMotion: the frames of the reduced-motion variant, if the scene has one.
    ///   - presenceChannel: the channel of the box that says whether the element is there
    ///     (`PresenceExpansion`): its layers are laid once per span it is there, with the span's frames
    ///     as their in and out points, instead of multiplying their opacity.
    init(root: SceneNode, scene: ExportScene, plans: [ChannelPlan], bounds: ErrorBounds, animationDuration: Double,
         reducedMotion: (start: Double, end: Double)?, presenceChannel: Int? = nil) {
        self.scene = scene
        self.plans = plans
        self.bounds = bounds
        self.presenceChannel = presenceChannel
        let frames = max(scene.duration * LottieKeyframes.frameRate, 1)
        var hasText = false
        let count = root.flattened.count
        if let presenceChannel {
            let spans = PresenceExpansion.visibleSpans(scene.channels[presenceChannel], duration: scene.duration)
            for (copy, span) in spans.enumerated() {
                let inOut = (span.start * LottieKeyframes.frameRate, max(span.end * LottieKeyframes.frameRate, span.start * LottieKeyframes.frameRate + 1e-3))
                addLayers(root, parent: nil, opacities: [], hasText: &hasText, indexBase: copy * count, inOut: inOut)
            }
            let list = spans.map { "\(NumberFormat.decimal($0.start * LottieKeyframes.frameRate, digits: 4))–\(NumberFormat.decimal($0.end * LottieKeyframes.frameRate, digits: 4))" }
            notes.append(spans.isEmpty ? "the element is never there, so it has no layers"
                         : "the element's layers are there in frames \(list.joined(separator: ", ")) (their in and out points, ip/op), once per span")
        } else {
            addLayers(root, parent: nil, opacities: [], hasText: &hasText, indexBase: 0, inOut: nil)
        }
        // `layers` is back to front; Lottie lists the front layer first.
        var all = Array(layers.reversed())
        if let background = scene.background {
            let copies = presenceChannel == nil ? 1 : max(1, layers.count / max(count, 1))
            all.append(Self.backgroundLayer(background, index: copies * count + 1, width: scene.width, height: scene.height, frames: frames))
        }
        var members: [(String, JSONValue)] = [
            ("v", .string("5.7.4")), ("nm", .string(scene.name)), ("fr", .number(LottieKeyframes.frameRate)),
            ("ip", .number(0)), ("op", .number(frames, digits: 4)),
            ("w", .number(scene.width.rounded(.up))), ("h", .number(scene.height.rounded(.up))),
            ("ddd", .number(0)), ("assets", .array([])),
        ]
        if hasText {
            members.append(("fonts", .object([("list", .array([
                .object([("fName", .string("DejaVuSans")), ("fFamily", .string("DejaVu Sans")), ("fStyle", .string("Book")), ("ascent", .number(76))]),
                .object([("fName", .string("DejaVuSans-Bold")), ("fFamily", .string("DejaVu Sans")), ("fStyle", .string("Bold")), ("ascent", .number(76))]),
            ]))])))
        }
        members.append(("layers", .array(all)))
        var markers: [JSONValue] = []
        if let start = scene.loopStart, start > 0, start < animationDuration {
            let split = start * LottieKeyframes.frameRate, end = animationDuration * LottieKeyframes.frameRate
            markers.append(.object([("tm", .number(0)), ("cm", .string("intro")), ("dr", .number(split, digits: 4))]))
            markers.append(.object([("tm", .number(split, digits: 4)), ("cm", .string("loop")), ("dr", .number(end - split, digits: 4))]))
        }
        if let (start, end) = reducedMotion {
            markers.append(.object([("tm", .number(start, digits: 4)), ("cm", .string("reduced motion")), ("dr", .number(end - start, digits: 4))]))
        }
        if !markers.isEmpty { members.append(("markers", .array(markers))) }
        json = .object(members)
    }

    /// Adds the node's layer and its children's, back to front. `opacities` are the opacity effects
    /// of the boxes around it.
    /// `indexBase` is added to every layer's index (a copy of the layers for another span), and
    /// `inOut` gives the layers' in and out frames (nil: the whole animation).
    private mutating func addLayers(_ node: SceneNode, parent: Int?, opacities: [ExportValue], hasText: inout Bool,
                                    indexBase: Int, inOut: (Double, Double)?) {
        let index = node.id + 1 + indexBase
        var opacities = opacities
        if case .opacity(let value) = node.effect, value.channelIndex == nil || value.channelIndex != presenceChannel { opacities.append(value) }
        var members: [(String, JSONValue)] = [("ddd", .number(0)), ("ind", .number(Double(index)))]
        let type: Int
        switch node.drawing {
        case nil: type = 3
        case .text?: type = 5; hasText = true
        default: type = 4
        }
        members.append(("ty", .number(Double(type))))
        members.append(("nm", .string(name(of: node))))
        if let parent { members.append(("parent", .number(Double(parent)))) }
        members.append(("sr", .number(1)))
        members.append(("ks", transform(node, opacity: node.drawing == nil ? nil : opacities)))
        members.append(("ao", .number(0)))
        switch node.drawing {
        case .text(let text, let size, let bold, _)?:
            let document = JSONValue.object([
                ("s", .number(size)), ("f", .string(bold ? "DejaVuSans-Bold" : "DejaVuSans")), ("t", .string(text)),
                ("j", .number(2)), ("tr", .number(0)), ("lh", .number(size * 1.2)), ("ls", .number(0)),
                ("fc", .array([.number(node.color.red), .number(node.color.green), .number(node.color.blue)])),
            ])
            members.append(("t", .object([
                ("d", .object([("k", .array([.object([("s", document), ("t", .number(0))])]))])),
                ("p", .object([])), ("m", .object([("g", .number(1)), ("a", LottieKeyframes.constant([0, 0]))])), ("a", .array([])),
            ])))
        case let drawing?:
            members.append(("shapes", .array([LottieShapes.group(drawing, width: node.width, height: node.height, color: node.color)])))
        case nil:
            break
        }
        let (inPoint, outPoint) = inOut ?? (0, max(scene.duration * LottieKeyframes.frameRate, 1))
        members += [("ip", .number(inPoint, digits: 4)), ("op", .number(outPoint, digits: 4)),
                    ("st", .number(0)), ("bm", .number(0))]
        layers.append(.object(members))
        for child in node.children {
            addLayers(child, parent: index, opacities: opacities, hasText: &hasText, indexBase: indexBase, inOut: inOut)
        }
    }

    private func name(of node: SceneNode) -> String {
        let channel = node.effect.channel.map { " (\(scene.channels[$0].name))" } ?? ""
        switch node.effect {
        case .none: break
        case .translate: return "offset" + channel
        case .scale: return "scaleEffect" + channel
        case .rotate: return "rotationEffect" + channel
        case .opacity: return "opacity" + channel
        case .blur: return "blur (not exported)"
        }
        switch node.drawing {
        case .symbol(let symbol)?: return symbol.name
        case .shape?, .path?: return "shape"
        case .text(let text, _, _, _)?: return "text \(text)"
        case nil: return "box"
        }
    }

    /// The layer's `ks`: anchor, position, scale, rotation and opacity.
    private mutating func transform(_ node: SceneNode, opacity factors: [ExportValue]?) -> JSONValue {
        var anchor = (0.0, 0.0)
        var position: JSONValue
        var scale = LottieKeyframes.constant([100, 100, 100])
        var rotation = LottieKeyframes.constant([0])
        var origin = (node.x, node.y)
        if case .text(_, _, _, let ascent)? = node.drawing {
            // A centred text layer draws its baseline's midpoint at the layer's origin.
            origin = (node.x + node.width / 2, node.y + ascent)
        }
        switch node.effect {
        case .scale(_, _, let a), .rotate(_, let a):
            let point = node.point(a)
            anchor = point
            origin = (node.x + point.x, node.y + point.y)
        default:
            break
        }
        position = LottieKeyframes.constant([origin.0, origin.1, 0])
        switch node.effect {
        case .translate(let x, let y):
            let (ox, oy) = origin
            if let channel = node.effect.channel {
                check(channel)
                position = LottieKeyframes.property(plans[channel], kind: .spatial) { v in
                    [ox + Self.resolve(x, v), oy + Self.resolve(y, v), 0]
                }
            } else {
                position = LottieKeyframes.constant([ox + Self.resolve(x, 0), oy + Self.resolve(y, 0), 0])
            }
        case .scale(let x, let y, _):
            if let channel = node.effect.channel {
                check(channel)
                scale = LottieKeyframes.property(plans[channel], kind: .vector(3)) { v in
                    [100 * Self.resolve(x, v), 100 * Self.resolve(y, v), 100]
                }
            } else {
                scale = LottieKeyframes.constant([100 * Self.resolve(x, 0), 100 * Self.resolve(y, 0), 100])
            }
        case .rotate(let degrees, _):
            if let channel = node.effect.channel {
                check(channel)
                rotation = LottieKeyframes.property(plans[channel], kind: .scalar) { [$0] }
            } else {
                rotation = LottieKeyframes.constant([Self.resolve(degrees, 0)])
            }
        default:
            break
        }
        return .object([("a", LottieKeyframes.constant([anchor.0, anchor.1, 0])), ("p", position), ("s", scale),
                        ("r", rotation), ("o", opacity(factors ?? []))])
    }

    /// A drawn layer's opacity: the product of the boxes' opacities around it, in percent.
    private mutating func opacity(_ factors: [ExportValue]) -> JSONValue {
        let constant = factors.reduce(1.0) { product, value in
            if case .constant(let c) = value { return product * c }
            return product
        }
        let channels = factors.compactMap(\.channelIndex)
        guard let first = channels.first else { return LottieKeyframes.constant([100 * constant]) }
        let plan: ChannelPlan
        if channels.count == 1 {
            if constant == 1 {
                plan = plans[first]
                check(first)
            } else {
                plan = plans[first].scaled(by: constant)
                let reference = scene.channels[first].reference
                checks.append(FidelityCheck(name: "\(scene.channels[first].name) × \(NumberFormat.decimal(constant, digits: 4))",
                                            unit: .opacity, bound: bounds.opacity, plan: plan,
                                            reference: { constant * reference($0) }, frameRate: scene.frameRate))
            }
        } else {
            let references = channels.map { scene.channels[$0].reference }
            let name = channels.map { scene.channels[$0].name }.joined(separator: " × ") + (constant == 1 ? "" : " × \(NumberFormat.decimal(constant, digits: 4))")
            let product: @Sendable (Double) -> Double = { time in references.reduce(constant) { $0 * $1(time) } }
            // One sampled segment between each two segment boundaries of the factors, each starting at
            // the value just after its start, so a factor's jump stays a jump.
            var cuts: Set<Double> = [0, scene.duration]
            for index in channels {
                for segment in scene.channels[index].segments where segment.start > 0 && segment.start < scene.duration { cuts.insert(segment.start) }
            }
            let times = cuts.sorted()
            let segments = zip(times, times.dropFirst()).map { start, end in
                ExportSegment(start: start, duration: end - start, startValue: product(start == 0 ? 0 : start + 1e-9),
                              endValue: product(end), shape: .sampled)
            }
            let channel = ExportChannel(name: name, unit: .opacity, segments: segments, reference: product)
            plan = ChannelPlan(channel, bound: bounds.opacity, duration: scene.duration)
            // Several drawn layers (and copies of them for each span the element is there) share a product.
            if !checks.contains(where: { $0.name == name }) {
                checks.append(FidelityCheck(name: name, unit: .opacity, bound: bounds.opacity, plan: plan, reference: product, frameRate: scene.frameRate))
                notes.append("\(name): Lottie parents do not pass opacity on, so the product is sampled")
            }
        }
        return LottieKeyframes.property(plan, kind: .scalar) { [100 * $0] }
    }

    /// Measures `channel` once, however many layers use it.
    private mutating func check(_ channel: Int) {
        guard checkedChannels.insert(channel).inserted else { return }
        let source = scene.channels[channel]
        checks.append(FidelityCheck(name: source.name, unit: source.unit, bound: bounds.bound(for: source.unit),
                                    plan: plans[channel], reference: source.reference, frameRate: scene.frameRate))
    }

    private static func resolve(_ value: ExportValue, _ animated: Double) -> Double {
        if case .constant(let c) = value { return c }
        return animated
    }

    private static func backgroundLayer(_ color: ExportColor, index: Int, width: Double, height: Double, frames: Double) -> JSONValue {
        .object([
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(4)), ("nm", .string("background")), ("sr", .number(1)),
            ("ks", .object([("a", LottieKeyframes.constant([0, 0, 0])), ("p", LottieKeyframes.constant([0, 0, 0])),
                            ("s", LottieKeyframes.constant([100, 100, 100])), ("r", LottieKeyframes.constant([0])),
                            ("o", LottieKeyframes.constant([100]))])),
            ("ao", .number(0)),
            ("shapes", .array([LottieShapes.group(.shape(.rectangle), width: width, height: height, color: color)])),
            ("ip", .number(0)), ("op", .number(frames, digits: 4)), ("st", .number(0)), ("bm", .number(0)),
        ])
    }
}
