/// The version of the Cadence package, as `cadence --version` prints it and `CHANGELOG.md` names its
/// newest release.
///
/// ```swift
/// print(CadenceVersion.current)   // "0.1.0"
/// ```
///
/// Cadence is numbered `0.MINOR.PATCH` while its API settles: a release that changes or removes
/// public API raises `MINOR`, one that only fixes or adds raises `PATCH`. Releases are tagged
/// `v0.MINOR.PATCH`.
public enum CadenceVersion {
    /// The version string, `MAJOR.MINOR.PATCH` (`"0.1.0"`).
    public static let current = "0.1.0"
}
