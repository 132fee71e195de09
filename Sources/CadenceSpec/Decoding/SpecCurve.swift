import Cadence

/// A timing curve as a spec writes it: a `UnitCurve` name or Bézier control points, with its Swift
/// spelling.
///
/// ```json
/// "timingCurve": "easeInOut"
/// "timingCurve": {"startControlPoint": {"x": 0.25, "y": 0.1}, "endControlPoint": {"x": 0.25, "y": 1}}
/// ```
///
/// Control points' x must lie in 0…1 (SwiftUI clamps it silently; a spec says what it means).
package struct SpecCurve: Sendable {
    package var curve: UnitCurve
    package var swift: String

    package init(curve: UnitCurve, swift: String) {
        self.curve = curve
        self.swift = swift
    }

    package static let names: [(String, UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
        ("circularEaseInOut", .circularEaseInOut),
    ]
    package static let form = "a timing curve: a name (\"linear\", \"easeIn\", \"easeOut\", \"easeInOut\", \"circularEaseIn\", \"circularEaseOut\", \"circularEaseInOut\") or {\"startControlPoint\": {\"x\", \"y\"}, \"endControlPoint\": {\"x\", \"y\"}}"

    package static func decode(_ node: SpecNode) throws(SpecError) -> SpecCurve {
        if node.isString {
            let name = try node.name("a timing curve", among: names.map(\.0))
            return SpecCurve(curve: names.first { $0.0 == name }!.1, swift: ".\(name)")
        }
        let (p1, p2, text) = try controlPoints(node)
        return SpecCurve(curve: .bezier(startControlPoint: p1, endControlPoint: p2), swift: ".bezier(\(text))")
    }

    /// The two control points of a Bézier object, and their Swift spelling.
    package static func controlPoints(_ node: SpecNode, extraKeys: [String] = []) throws(SpecError) -> (UnitPoint, UnitPoint, String) {
        let object = try node.object(form, keys: ["startControlPoint", "endControlPoint"] + extraKeys)
        func point(_ key: String) throws(SpecError) -> (UnitPoint, String) {
            let pointNode = try object.required(key, "{\"x\": 0…1, \"y\": …}")
            let point = try pointNode.object("a control point", keys: ["x", "y"])
            let xNode = try point.required("x", "a number between 0 and 1")
            let x = try xNode.number("a control point x between 0 and 1", in: 0...1)
            let y = try point.required("y", "a number").number("a control point y between -1000 and 1000", in: -1000...1000)
            return (UnitPoint(x: x, y: y), "\(xNode.node.summary), \(point["y"]!.node.summary)")
        }
        let (p1, t1) = try point("startControlPoint")
        let (p2, t2) = try point("endControlPoint")
        return (p1, p2, "\(t1), \(t2)")
    }
}
