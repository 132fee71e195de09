import Cadence

/// A view modifier of an exported element, in SwiftUI's meaning. Modifiers are listed innermost
/// first, as a Swift chain reads (`.frame(…).scaleEffect(…).offset(…)` is frame, scale, offset), and
/// each one acts on everything before it.
///
/// ```swift
/// [.frame(width: 100, height: 100), .scale(x: .constant(1), y: .channel(0), anchor: .bottom),
///  .offset(x: .constant(0), y: .channel(1))]
/// ```
///
/// Layout modifiers (`frame`, `padding`) change the box the modifiers after them see; the effects
/// (`offset`, `scale`, `rotation`, `opacity`, `blur`) draw the content moved, scaled, turned or
/// faded without changing the layout, as in SwiftUI; `overlay` places another element in the box.
/// Anchors and alignments are unit points of the box (`UnitPoint.bottom` is (0.5, 1)).
public enum ExportModifier: Sendable {
    /// `.frame(width:height:)`: a box of that size (nil keeps the content's), content centred.
    case frame(width: Double?, height: Double?)
    /// `.padding(_:)`: the box grows by the amount on every side.
    case padding(Double)
    /// `.offset(x:y:)`, in points.
    case offset(x: ExportValue, y: ExportValue)
    /// `.scaleEffect(x:y:anchor:)`.
    case scale(x: ExportValue, y: ExportValue, anchor: UnitPoint)
    /// `.rotationEffect(_:anchor:)`, in degrees, clockwise on screen (y down), as SwiftUI turns.
    case rotation(degrees: ExportValue, anchor: UnitPoint)
    /// `.opacity(_:)`: multiplies the opacity of everything before it.
    case opacity(ExportValue)
    /// `.blur(radius:)`, in points. Exported to CSS as a filter; Lottie has no portable blur.
    case blur(radius: ExportValue)
    /// `.overlay(alignment:content:)`: another element in the box, aligned.
    case overlay(ExportElement, alignment: UnitPoint)
}
