/// A modifier that moves the drawing of its view by a projective transform of the view's size:
/// SwiftUI's `GeometryEffect`. The layout is not changed.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var travel: CGFloat = 10
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
/// Text("Wrong password").modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
///
/// `effectValue(size:)` is asked with the view's size, in the view's own coordinates (origin at its
/// top-left corner). Its `animatableData` animates (a change in an animated transaction presents the
/// interpolated effect each frame). An affine result moves the drawing like `transformEffect`; one with
/// perspective warps the view's pixels.
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// This effect, marked as not affecting layout (every geometry effect in Cadence draws only).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(self)
    }
}

/// A geometry effect that does not affect layout: what `ignoredByLayout()` returns.
public nonisolated struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }
}

extension ResolveContext {
    /// The content of a `GeometryEffect` modifier drawn through the effect's (animated) value.
    func resolveGeometryEffect(_ effect: any GeometryEffect, content: ContentResolver) -> [LayoutNode] {
        var inner = self
        inner.identity = identity.appending(.type(ObjectIdentifier(type(of: effect))))
        let presented = inner.presentingAnimatableData(of: effect, slot: DriverSlot.animatableModifier)
        return content(self).map { LayoutNode(.effect(.layer(.geometry(presented)), child: $0)) }
    }
}

/// `rotation3DEffect`: SwiftUI's `_Rotation3DEffect`. The view turns by `angle` about `axis` through
/// the point `anchor` (and `anchorZ` points along z), then is projected with the eye at
/// max(width, height) / `perspective` points from the view's plane (0: no perspective). Core
/// Animation's conventions: z points towards the viewer; about the z axis a positive angle turns
/// clockwise on screen, as `rotationEffect`; about the y axis a positive angle moves the trailing
/// edge away. Every parameter animates.
public nonisolated struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
            && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
        let longest = max(size.width, size.height)
        // Translate the anchor to the origin, rotate, project, translate back (row vectors, left first).
        var perspectiveMatrix = CATransform3D()
        perspectiveMatrix.m34 = longest > 0 && perspective.isFinite ? -perspective / longest : 0
        let toAnchor = CATransform3DMakeTranslation(-ax, -ay, -anchorZ)
        let rotation = CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z)
        let back = CATransform3DMakeTranslation(ax, ay, anchorZ)
        let full = CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toAnchor, rotation), perspectiveMatrix), back)
        return ProjectionTransform(full)
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>> {
        get {
            AnimatablePair(angle.animatableData, AnimatablePair(
                AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))
            ))
        }
        set {
            angle.animatableData = newValue.first
            axis = (newValue.second.first.first, newValue.second.first.second.first, newValue.second.first.second.second)
            anchor.animatableData = newValue.second.second.first
            anchorZ = newValue.second.second.second.first
            perspective = newValue.second.second.second.second
        }
    }
}

/// `projectionEffect`: a fixed projective transform of the view's own coordinates.
public nonisolated struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform

    public init(transform: ProjectionTransform) {
        self.transform = transform
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// `transformEffect`: a fixed affine transform of the view's own coordinates.
public nonisolated struct _TransformEffect: GeometryEffect, Equatable {
    public var transform: CGAffineTransform

    public init(transform: CGAffineTransform) {
        self.transform = transform
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

extension View {
    /// Draws the view as if turned by `angle` about `axis` in three dimensions, through `anchor` (a
    /// point of its frame) and `anchorZ`, with the vanishing point set by `perspective` (1: the eye
    /// max(width, height) points away; 0: none). See `_Rotation3DEffect` for the conventions.
    ///
    /// ```swift
    /// CardFace().rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    /// ```
    public nonisolated func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through `transform`, in its own coordinates (origin at its top-left corner).
    public nonisolated func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through the affine `transform`, in its own coordinates.
    public nonisolated func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
