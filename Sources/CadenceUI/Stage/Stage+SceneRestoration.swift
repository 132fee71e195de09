import Foundation

/// What a scene's `@SceneStorage` properties hold at one moment: the state iOS saves when it
/// discards a scene and gives back when it makes the scene again. Cadence addition.
///
/// ```swift
/// let before = Stage(size: size) { RecipeBrowser() }
/// try before.tap(label: "Open pancakes")
/// var environment = EnvironmentValues()
/// environment.restoredSceneStorage = before.sceneStorageSnapshot
/// let relaunched = Stage(size: size, environment: environment) { RecipeBrowser() }
/// ```
///
/// A stage restored from a snapshot starts with those values in its scene storage before its views
/// first appear (keys its views have already written keep their own values); its app storage is its
/// own, as every stage's is.
public struct SceneStorageSnapshot: @unchecked Sendable {
    // `@unchecked`: the values are the property types `SceneStorage` allows (strings, numbers,
    // URLs, data, raw-representable enumerations and their optionals), all values.
    let values: [String: Any]

    /// The keys that hold a value, sorted.
    public var keys: [String] { values.keys.sorted() }

    /// Whether no key holds a value.
    public var isEmpty: Bool { values.isEmpty }
}

extension Stage {
    /// The stage's scene storage now, to restore another stage with (see ``SceneStorageSnapshot``).
    public var sceneStorageSnapshot: SceneStorageSnapshot {
        SceneStorageSnapshot(values: interaction.storage.scene.filter { $0.key != SceneStorageRestoration.marker })
    }
}

private struct RestoredSceneStorageKey: EnvironmentKey {
    static var defaultValue: SceneStorageSnapshot? { nil }
}

extension EnvironmentValues {
    /// The scene storage a stage's scene is restored with, given in the environment the stage is
    /// made with (`nil`: a scene made for the first time). Cadence addition.
    public var restoredSceneStorage: SceneStorageSnapshot? {
        get { self[RestoredSceneStorageKey.self] }
        set { self[RestoredSceneStorageKey.self] = newValue }
    }
}

/// Fills a stage's scene storage from the environment's snapshot, once per stage.
enum SceneStorageRestoration {
    /// The key that marks a scene store as restored (kept out of snapshots).
    static let marker = "cadence.sceneStorage.restored"

    @MainActor
    static func restoreIfNeeded(_ store: StageStorage, from environment: EnvironmentValues) {
        guard store.scene[marker] == nil else { return }
        store.scene[marker] = true
        guard let snapshot = environment.restoredSceneStorage else { return }
        for (key, value) in snapshot.values where store.scene[key] == nil {
            store.scene[key] = value
        }
    }
}
