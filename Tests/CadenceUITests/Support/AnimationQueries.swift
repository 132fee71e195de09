import CadenceUI
import Foundation

// Reading animated parameters back out of display-list transforms, and building expected values from
// the model (Cadence) independently of the view layer.

extension AffineTransform2D {
    /// The uniform scale of a scale-then-rotate transform: the length of its first column.
    var uniformScale: Double { Double(hypot(a, b)) }

    /// The rotation of a scale-then-rotate transform, in degrees (clockwise on screen).
    var rotationDegrees: Double { Double(atan2(b, a)) * 180 / .pi }
}

extension DisplayList {
    /// The transform of the one symbol named `name`; fails the test when there is not exactly one.
    func transform(ofSymbol name: String, sourceLocation: SourceLocation = #_sourceLocation) -> AffineTransform2D? {
        let matches = items.filter { if case .symbol(let item) = $0.content { item.name == name } else { false } }
        guard matches.count == 1 else {
            Issue.record("expected one \(name) symbol, found \(matches.count)", sourceLocation: sourceLocation)
            return nil
        }
        return matches[0].transform
    }

    /// The symbol items named `name`, in drawing order.
    func symbols(named name: String) -> [DisplayList.Item] {
        items.filter { if case .symbol(let item) = $0.content { item.name == name } else { false } }
    }

    /// The colour of the one symbol named `name`.
    func color(ofSymbol name: String) -> Color.Resolved? {
        symbols.first { $0.name == name }?.color
    }
}

/// The value `animation` presents `time` seconds after it started moving `from` → `to` from rest.
func animatedValue(_ animation: Animation, from: Double, to: Double, at time: Double) -> Double {
    var evaluator = AnimationEvaluator(animation, from: from, to: to)
    return evaluator.sample(at: time).value
}

import Testing
import CadenceStageTestSupport
