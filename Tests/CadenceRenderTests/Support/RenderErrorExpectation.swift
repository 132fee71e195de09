import CadenceRender
import Testing

/// Expects `body` to throw a `RenderError` of the kind `matches` accepts (for cases with payloads a
/// test does not want to spell out, such as the limits in `.invalidSize`).
func expectRenderError<T>(_ kind: String, sourceLocation: SourceLocation = #_sourceLocation,
                          _ body: () throws(RenderError) -> T, where matches: (RenderError) -> Bool) {
    do {
        _ = try body()
        Issue.record("expected \(kind), but nothing was thrown", sourceLocation: sourceLocation)
    } catch {
        #expect(matches(error), "expected \(kind), got \(error)", sourceLocation: sourceLocation)
    }
}
