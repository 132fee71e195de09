import Foundation

// CGFloat, CGPoint, CGSize and CGRect come from Foundation on every platform (CoreGraphics on Apple's).
// Their conformances match SwiftUI's: CGFloat is a vector; the others animate as pairs.

extension CGFloat: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// (x, y).
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// (width, height).
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// ((x, y), (width, height)).
    @inlinable
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
