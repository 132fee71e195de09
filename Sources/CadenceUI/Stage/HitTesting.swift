/// What the pointer can hit in one frame: the drawn items and content shapes, topmost last, each
/// with the gestures and buttons around it (outermost first). Built alongside the display list.
struct HitFrame {
    /// A gesture or a button around a hit target.
    enum Link: Equatable {
        case gesture(Int)
        case button(Int)
    }

    /// A gesture attached to a view, with the view's coordinate spaces as drawn in this frame.
    struct GestureScope {
        var attachment: GestureAttachment
        var space: GestureSpace
    }

    /// Something the pointer can hit.
    struct Target {
        var region: Region
        var chain: [Link]
    }

    enum Region {
        /// A rectangle in the item's own coordinates; `toLocal` maps stage points into them.
        case rect(CGRect, toLocal: AffineTransform2D)
        /// A filled path in the item's own coordinates.
        case path(Path, toLocal: AffineTransform2D, eoFill: Bool)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .rect(let rect, let toLocal):
                let local = toLocal.apply(to: point)
                return local.x >= rect.minX && local.x <= rect.maxX && local.y >= rect.minY && local.y <= rect.maxY
            case .path(let path, let toLocal, let eoFill):
                return path.containsPoint(toLocal.apply(to: point), eoFill: eoFill)
            }
        }
    }

    var gestures: [GestureScope] = []
    var targets: [Target] = []
    var buttons: [TappableButton] = []

    /// The chain of gestures and buttons at `point` (outermost first), from the topmost target
    /// containing it; `nil` when nothing there can be hit.
    func chain(at point: CGPoint) -> [Link]? {
        targets.last { $0.region.contains(point) }?.chain
    }
}

/// The part of the display-list builder's state that concerns the pointer.
struct HitTestState {
    var chain: [HitFrame.Link] = []
    var isHittable = true
    var isEnabled = true
    /// Gestures of views inside are disabled (`gesture(_:including: .gesture)` above).
    var innerGesturesDisabled = false
    var namedSpaces: [AnyHashable: AffineTransform2D] = [:]
}

extension HitFrame {
    /// Adds a drawn item at `frame` under `transform` as a target, if it can be hit.
    mutating func addItem(_ content: DisplayList.Content, frame: CGRect, transform: AffineTransform2D, opacity: Double, state: HitTestState) {
        guard state.isHittable, opacity > 0, !state.chain.isEmpty, let toLocal = transform.inverted() else { return }
        switch content {
        case .shape(let shape):
            guard shape.paint.color.opacity > 0 else { return }
            targets.append(Target(region: .rect(frame, toLocal: toLocal), chain: state.chain))
        case .text, .symbol:
            targets.append(Target(region: .rect(frame, toLocal: toLocal), chain: state.chain))
        }
    }

    /// Enters an interaction attachment on a view laid out at `frame` under `transform`.
    mutating func enter(_ attachment: InteractionAttachment, frame: CGRect, transform: AffineTransform2D, state: inout HitTestState) {
        guard let toStage = Optional(AffineTransform2D(translationX: frame.minX, y: frame.minY).concatenating(transform)),
              let toLocal = toStage.inverted() else { return }
        switch attachment {
        case .gesture(let gesture):
            guard state.isEnabled, !state.innerGesturesDisabled else { return }
            if gesture.mask.contains(.gesture) {
                gestures.append(GestureScope(attachment: gesture, space: GestureSpace(toLocal: toLocal, size: frame.size, named: state.namedSpaces)))
                state.chain.append(.gesture(gestures.count - 1))
            }
            if !gesture.mask.contains(.subviews) { state.innerGesturesDisabled = true }
        case .contentShape(let shape, let eoFill):
            guard state.isHittable, !state.chain.isEmpty, let inverse = transform.inverted() else { return }
            targets.append(Target(region: .path(shape.path(in: frame), toLocal: inverse, eoFill: eoFill), chain: state.chain))
        case .hitTesting(let enabled):
            if !enabled { state.isHittable = false }
        case .disabled(let disabled):
            if disabled { state.isEnabled = false }
        case .coordinateSpace(let name):
            state.namedSpaces[name] = toLocal
        }
    }

    /// Notes a button at `index` of `buttons` around what follows.
    mutating func enterButton(_ index: Int, state: inout HitTestState) {
        state.chain.append(.button(index))
    }
}

extension AffineTransform2D {
    /// The transform undoing this one, or `nil` when it collapses the plane (a zero scale).
    func inverted() -> AffineTransform2D? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return AffineTransform2D(
            a: d / determinant, b: -b / determinant,
            c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant
        )
    }
}

extension Path {
    /// Whether `point` is inside the filled path (non-zero winding, or even-odd), with curves
    /// flattened into 16 segments each.
    func containsPoint(_ point: CGPoint, eoFill: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        var start = CGPoint.zero
        var current = CGPoint.zero
        func edge(_ p: CGPoint, _ q: CGPoint) {
            guard (p.y <= point.y) != (q.y <= point.y) else { return }
            let x = p.x + (point.y - p.y) / (q.y - p.y) * (q.x - p.x)
            if x > point.x {
                crossings += 1
                winding += q.y > p.y ? 1 : -1
            }
        }
        forEach { element in
            switch element {
            case .move(let to):
                edge(current, start)
                start = to
                current = to
            case .line(let to):
                edge(current, to)
                current = to
            case .quadCurve(let to, let control):
                var previous = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let p = CGPoint(x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
                                    y: u * u * current.y + 2 * u * t * control.y + t * t * to.y)
                    edge(previous, p)
                    previous = p
                }
                current = to
            case .curve(let to, let control1, let control2):
                var previous = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let p = CGPoint(
                        x: u * u * u * current.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * to.x,
                        y: u * u * u * current.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * to.y)
                    edge(previous, p)
                    previous = p
                }
                current = to
            case .closeSubpath:
                edge(current, start)
                current = start
            }
        }
        edge(current, start)
        return eoFill ? crossings % 2 == 1 : winding != 0
    }
}
