extension AnimationSpec {
    /// The top-level keys a spec may have.
    package static let topLevelKeys = ["version", "name", "description", "initialValue", "mode", "replay", "totalDuration",
                               "tracks", "phases", "reduceMotion", "scene", "lint"]
    package static let replayPolicies = ["restart", "ignoreWhileRunning", "queue", "coalesceLatest"]

    /// Parses and decodes a spec file.
    ///
    /// Every failure is one `SpecError` naming the file, line and column, and JSON path. Beyond
    /// JSON syntax it rejects: a missing or unknown `version`; unknown keys anywhere (with "did you
    /// mean"); unknown property types, keyframe kinds, curve, spring and animation names; key paths
    /// naming no property (or no component of one); values whose form does not match the track's
    /// property type; durations below 0 or above an hour; values beyond ±1e9; springs with NaN or ∞
    /// parameters or that never settle without a duration; both or neither of `tracks` and `phases`;
    /// counts beyond `SpecLimits`; and then whatever `SpecValidator` refuses (motion that comes out
    /// NaN or ∞, degenerate springs, phase animations that do not complete within an hour).
    ///
    /// ```swift
    /// let spec = try AnimationSpec.decode(Array(json.utf8), file: "like.json")
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8 JSON (at most 1 MiB).
    ///   - file: the name errors and findings use for the file.
    public static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> AnimationSpec {
        let root = try JSONParser.parse(bytes, file: file)
        let spec = try decode(SpecNode(node: root, path: .root, file: file))
        try SpecValidator.validate(spec)
        return spec
    }

    package static func decode(_ node: SpecNode) throws(SpecError) -> AnimationSpec {
        let object = try node.object("a spec object", keys: topLevelKeys)
        let versionNode = try object.required("version", "the spec format version, 1")
        let version = try versionNode.integer("the spec format version 1", in: 1...Int.max)
        guard version == AnimationSpec.version else {
            throw versionNode.error("expected the spec format version 1 (the only one this cadence reads), got \(version)")
        }
        let name = try object["name"]?.string("a name (a string)")
        let summary = try object["description"]?.string("a description (a string)")
        let properties = try decodeProperties(try object.required("initialValue", "the animated properties by name"))
        let mode = try object["mode"].map { n throws(SpecError) in
            AnimationSpec.Mode(rawValue: try n.name("a mode", among: Mode.allCases.map(\.rawValue)))!
        } ?? .trigger
        var replay: String?
        if let replayNode = object["replay"] {
            replay = try replayNode.name("a replay policy", among: replayPolicies)
            if mode == .repeating { throw replayNode.error("expected \"replay\" only with \"mode\": \"trigger\", got it on a repeating spec") }
        }
        let totalDuration = try object["totalDuration"]?.number("a total duration in seconds > 0 and ≤ 3600", above: 0, atMost: SpecLimits.seconds)
        let content: Content
        switch (object["tracks"], object["phases"]) {
        case (let tracks?, nil):
            content = .keyframes(try decodeTracks(tracks, properties: properties))
        case (nil, let phases?):
            content = .phases(try SpecPhase.decodeList(phases, properties: properties))
            if let total = object["totalDuration"] {
                throw total.error("expected \"totalDuration\" only with \"tracks\" (it is the duration the tracks share), got it on a phase animator")
            }
        case (.some, .some(let phases)):
            throw phases.error("expected either \"tracks\" (a keyframe animator) or \"phases\" (a phase animator), got both")
        case (nil, nil):
            throw node.error("expected \"tracks\" (a keyframe animator) or \"phases\" (a phase animator), got neither")
        }
        let reduceMotion = try object["reduceMotion"].map { n throws(SpecError) in
            try ReduceMotionSpec.decode(n, content: content, properties: properties)
        }
        let scene = try object["scene"].map { n throws(SpecError) in try SceneSpec.decode(n, properties: properties, mode: mode) }
        var spec = AnimationSpec(file: node.file, name: name, summary: summary, properties: properties, mode: mode, replay: replay,
                                 totalDuration: totalDuration, content: content, reduceMotion: reduceMotion, scene: scene)
        if let lint = object["lint"] { spec.lintDisabled = try decodeLint(lint) }
        return spec
    }

    /// `"lint": {"disable": ["loop-reset", …]}`: rules `cadence lint` does not report for this spec.
    package static func decodeLint(_ node: SpecNode) throws(SpecError) -> [LintRule] {
        let object = try node.object("lint settings, {\"disable\": [rule, …]}", keys: ["disable"])
        guard let disable = object["disable"] else { return [] }
        var rules: [LintRule] = []
        for entry in try disable.array("an array of lint rule ids", limit: LintRule.all.count * 2) {
            rules.append(LintRule.named(try entry.name("a lint rule", among: LintRule.all.map(\.id)))!)
        }
        return rules
    }

    /// `"initialValue": {"scale": {"type": "number", "value": 1}, "rotation": {"type": "angle", "value": {"degrees": 0}}}`
    package static func decodeProperties(_ node: SpecNode) throws(SpecError) -> [SpecProperty] {
        var properties: [SpecProperty] = []
        var slots: [PropertyType: Int] = [:]
        for entry in try node.dictionary("the animated properties by name", limit: SpecLimits.properties) {
            guard isIdentifier(entry.key) else {
                throw SpecError(file: node.file, at: entry.keyLocation, entry.value.path,
                                "expected a property name that is a Swift identifier (letters, digits, _), got \"\(entry.key)\"")
            }
            let object = try entry.value.object("a property, {\"type\": …, \"value\": …}", keys: ["type", "value"])
            let typeNode = try object.required("type", NameSuggestion.list(PropertyType.names))
            let type = PropertyType(name: try typeNode.name("a property type", among: PropertyType.names))!
            let value = try SpecValueDecoding.decode(try object.required("value", type.form), as: type)
            let storage: PropertyType = type == .opacity ? .number : type
            let slot = slots[storage, default: 0]
            slots[storage] = slot + 1
            properties.append(SpecProperty(name: entry.key, type: type, initial: value, slot: slot))
        }
        return properties
    }

    package static func decodeTracks(_ node: SpecNode, properties: [SpecProperty]) throws(SpecError) -> [SpecTrack] {
        var tracks: [SpecTrack] = []
        for trackNode in try node.array("an array of tracks", limit: SpecLimits.tracks) {
            tracks.append(try SpecTrack.decode(trackNode, properties: properties))
        }
        return tracks
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
    }
}
