/// What a stage keeps for input and sequencing: the last frame's hit targets, the pointer sequence in
/// progress with its gestures, the run loop, and the in-memory stores of `@AppStorage` and
/// `@SceneStorage`.
@MainActor
final class StageInteraction {
    var hitFrame = HitFrame()
    var pointer: PointerSession?
    /// The last tap, for multi-tap counting.
    var lastTap: (location: CGPoint, time: Double, streak: Int)?
    /// A tap gesture's callbacks held until a multi-tap gesture before it fails (see
    /// `PointerSession.finish()`): run when the next tap comes too late or elsewhere, or at
    /// `deadline`; dropped when the next tap makes a gesture win.
    var heldTap: (effects: [@MainActor () -> Void], deadline: Double, location: CGPoint)?
    let runLoop = StageRunLoop()
    let storage = StageStorage()
    /// Whether the woken-task issue was reported (once per stage).
    var reportedSynchronousWake = false
    /// Whether a task that never got back to the stage's clock was reported (once per stage).
    var reportedStalledTask = false
    /// How long `settleTasks` waits in real time for a `.task` that never sleeps again or returns
    /// before it reports it and goes on (shorter in tests of that report). Ten seconds: with 3, a
    /// task that only waited for its turn of the main actor, shared by a whole test suite running
    /// in parallel on two cores, was reported now and then.
    var settleLimit: Duration = .seconds(10)
    /// Inside `play(to:)`: woken tasks get to run, so waking them is expected.
    var isPlaying = false

    nonisolated init() {}
}

/// The gestures following one pointer sequence (down … up), and which of them has won.
@MainActor
final class PointerSession {
    struct Entry {
        var recognizer: ErasedRecognizer
        var space: GestureSpace
        var isSimultaneous: Bool
        /// Callbacks held while a higher-priority gesture could still win.
        var held: [@MainActor () -> Void] = []
        /// It has begun (changed or ended) and wants to win.
        var wantsToWin = false
    }

    /// Exclusive gestures in priority order, then simultaneous ones.
    var entries: [Entry]
    var winner: Int?
    var location: CGPoint
    var start: CGPoint
    var touchCount: Int

    init(entries: [Entry], location: CGPoint, touchCount: Int) {
        self.entries = entries
        self.location = location
        start = location
        self.touchCount = touchCount
    }

    /// The earliest tick a recognizer asked for.
    var deadline: Double? {
        entries.filter { $0.recognizer.isTracking() }.compactMap { $0.recognizer.deadline() }.min()
    }

    /// Feeds `input` to every gesture and settles which one wins; returns the callbacks to run, in
    /// order.
    func dispatch(_ input: PointerInput) -> [@MainActor () -> Void] {
        var effects: [@MainActor () -> Void] = []
        var alongside: [@MainActor () -> Void] = []
        for index in entries.indices {
            let (outcome, produced) = entries[index].recognizer.receive(input, entries[index].space)
            if entries[index].isSimultaneous {
                alongside += produced
                continue
            }
            if winner == index {
                effects += produced
                continue
            }
            guard winner == nil else { continue }
            switch outcome {
            case .changed, .ended:
                entries[index].held += produced
                entries[index].wantsToWin = true
            case .failed:
                // Held callbacks never ran; its reset has nothing to undo.
                entries[index].held = []
                entries[index].wantsToWin = false
            case .none:
                entries[index].held += produced
            }
        }
        if winner == nil { effects += settle() }
        // Exclusive gestures' callbacks first, then those of the gestures recognised alongside.
        return effects + alongside
    }

    /// Picks the winner: the first exclusive gesture that wants to win once every gesture before it
    /// has failed. The others are cancelled.
    private func settle() -> [@MainActor () -> Void] {
        for index in entries.indices where !entries[index].isSimultaneous {
            if entries[index].wantsToWin {
                winner = index
                var effects = entries[index].held
                entries[index].held = []
                for other in entries.indices where other != index && !entries[other].isSimultaneous {
                    effects += entries[other].recognizer.cancel()
                    entries[other].held = []
                }
                return effects
            }
            // A gesture that can still win blocks those after it.
            if entries[index].recognizer.isTracking() { return [] }
        }
        return []
    }

    /// Ends the sequence: gestures still tracking are cancelled. A gesture that wanted to win but
    /// waited only on multi-tap gestures that need another tap (a single tap under a double tap)
    /// hands back its callbacks as `held`: SwiftUI runs them once the double tap fails.
    func finish() -> (effects: [@MainActor () -> Void], held: [@MainActor () -> Void]?) {
        var held: [@MainActor () -> Void]?
        if winner == nil {
            var waitsOnTaps = false
            for index in entries.indices where !entries[index].isSimultaneous {
                if entries[index].wantsToWin {
                    if waitsOnTaps { held = entries[index].held }
                    break
                }
                guard entries[index].recognizer.isTracking() else { continue }
                guard entries[index].recognizer.awaitsAnotherTap() else { break }
                waitsOnTaps = true
            }
        }
        var effects: [@MainActor () -> Void] = []
        for index in entries.indices where entries[index].recognizer.isTracking() {
            effects += entries[index].recognizer.cancel()
        }
        return (effects, held)
    }
}

/// The in-memory stores behind `@AppStorage` (per stage, like `UserDefaults.standard` for one app
/// run) and `@SceneStorage` (per stage, like one scene). Writing a key invalidates the views.
@MainActor
final class StageStorage {
    var app: [String: Any] = [:]
    var scene: [String: Any] = [:]
    /// The focused values `@FocusedValue` reads (the stage is one scene).
    let focusedValues = FocusedValuesStore()
    nonisolated init() {}
}
