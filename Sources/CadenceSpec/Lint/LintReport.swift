import Foundation

/// The findings of one `cadence lint` run in a machine-readable form: a JSON array, or a SARIF 2.1.0
/// log (what GitHub code scanning and other SARIF consumers read), with each rule's id, summary and
/// help from `LintRule`.
public struct LintReport: Sendable {
    /// One spec's findings, after disabled rules are dropped.
    public struct Entry: Sendable {
        /// The spec's file name, as the findings report it.
        public var file: String
        /// What was found in it (none for a clean spec).
        public var findings: [LintFinding]

        /// The findings of the spec `file`.
        public init(file: String, findings: [LintFinding]) {
            self.file = file
            self.findings = findings
        }
    }

    /// The specs linted, in the order they were checked.
    public var entries: [Entry] = []

    /// A report of `entries` (none by default).
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// `[{"file": …, "line": …, "column": …, "rule": …, "severity": …, "message": …, …}]`, keys sorted.
    public func json() -> String {
        let items: [[String: Any]] = entries.flatMap { entry in
            entry.findings.map { finding in
                var item: [String: Any] = ["file": entry.file, "rule": finding.rule.id, "severity": finding.severity.rawValue,
                                           "message": finding.message]
                if let location = finding.location { item["line"] = location.line; item["column"] = location.column }
                if let subject = finding.subject { item["subject"] = subject }
                if let time = finding.time, time.isFinite { item["time"] = time }
                if let size = finding.size, size.isFinite { item["size"] = size }
                if let trigger = finding.trigger { item["event"] = trigger }
                return item
            }
        }
        return Self.serialize(items)
    }

    /// A SARIF 2.1.0 log with one run: the tool (`cadence`, its version and every rule) and one
    /// result per finding (error → `error`, advisory → `warning`), located by file, line and column.
    /// - Parameter version: the tool version the log names (`cadence --version`'s number).
    public func sarif(version: String) -> String {
        let rules: [[String: Any]] = LintRule.all.map { rule in
            ["id": rule.id, "name": Self.pascalCase(rule.id), "shortDescription": ["text": rule.summary],
             "fullDescription": ["text": rule.summary], "help": ["text": rule.help],
             "defaultConfiguration": ["level": Self.level(rule.severity)]]
        }
        let results: [[String: Any]] = entries.flatMap { entry in
            entry.findings.map { finding in
                var region: [String: Any] = [:]
                if let location = finding.location { region = ["startLine": location.line, "startColumn": location.column] }
                var physical: [String: Any] = ["artifactLocation": ["uri": Self.uri(entry.file)]]
                if !region.isEmpty { physical["region"] = region }
                return ["ruleId": finding.rule.id, "ruleIndex": LintRule.all.firstIndex(of: finding.rule) ?? 0,
                        "level": Self.level(finding.severity),
                        "message": ["text": finding.message], "locations": [["physicalLocation": physical]]] as [String: Any]
            }
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "cadence", "version": version, "semanticVersion": version,
                                    "informationUri": "https://github.com/cadence-swift/cadence", "rules": rules]],
                "results": results,
            ]],
        ]
        return Self.serialize(log)
    }

    /// SARIF's level for a severity: `error`, or `warning` for an advisory.
    static func level(_ severity: LintFinding.Severity) -> String {
        switch severity {
        case .error: "error"
        case .advisory: "warning"
        }
    }

    /// A relative path as a URI reference (percent-encoded), an absolute one as a `file://` URI.
    package static func uri(_ path: String) -> String {
        if path == "-" { return "stdin" }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// `loop-seam` → `LoopSeam`, SARIF's `name`.
    package static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func serialize(_ value: Any) -> String {
        // The values are strings, numbers and nested arrays and dictionaries of them: always valid.
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "[]\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
