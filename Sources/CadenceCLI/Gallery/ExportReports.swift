import CadenceSpec
import Dispatch
import Synchronization

/// The export fidelity reports of the gallery's specs, worked out on a thread of their own while the
/// calling thread records the stages (which must run on the main actor): the reports are pure
/// computation, a third of the gallery's work, and the page needs them only when their section is
/// put together.
///
/// ```swift
/// let reports = ExportReports(EmbeddedSpec.examples)   // starts at once
/// let text = reports.text(for: "floating-badge")       // waits for that one if need be
/// ```
final class ExportReports: Sendable {
    private let results: Mutex<[String: String]>
    private let ready: [String: DispatchSemaphore]

    /// Starts the reports of the specs with a scene, in order, on one background thread.
    init(_ specs: [EmbeddedSpec]) {
        let withScenes = specs.compactMap { example -> (name: String, spec: AnimationSpec)? in
            guard let spec = try? example.decode(), spec.scene != nil else { return nil }
            return (example.name, spec)
        }
        results = Mutex([:])
        ready = Dictionary(withScenes.map { ($0.name, DispatchSemaphore(value: 0)) }, uniquingKeysWith: { first, _ in first })
        let ready = self.ready
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            for (name, spec) in withScenes {
                let text = Self.report(spec)
                results.withLock { $0[name] = text }
                ready[name]?.signal()
            }
        }
    }

    /// The report of `name`'s spec (as `SpecExhibit.section` shows it: a failure is shown, not
    /// thrown), once it is done; `nil` for a spec that was not given or has no scene.
    func text(for name: String) -> String? {
        guard let semaphore = ready[name] else { return nil }
        semaphore.wait()
        semaphore.signal()
        return results.withLock { $0[name] }
    }

    /// The report of one spec, or what went wrong.
    static func report(_ spec: AnimationSpec) -> String {
        do { return try SpecExhibit.exportReports(spec) } catch { return "export failed: \(error)" }
    }
}
