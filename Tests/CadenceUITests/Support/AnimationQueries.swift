import CadenceUI
import Foundation

// Reading animated parameters back out of display-list transforms (`uniformScale` and
// `rotationDegrees` come from CadenceTesting), and building expected values from the model (Cadence)
// independently of the view layer.

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
