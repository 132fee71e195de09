extension ExportFormat {
    /// A CSS stylesheet of `@keyframes` on individual transform properties, and an HTML page.
    public static let css = ExportFormat(name: "css", writer: WebExportWriter(isStylesheet: true))
    /// Web Animations API JSON (`element.animate(keyframes, options)` arguments), and an HTML page.
    public static let waapi = ExportFormat(name: "waapi", writer: WebExportWriter(isStylesheet: false))
}

/// Writes CSS or Web Animations JSON, each with the HTML page and fragment that play it.
struct WebExportWriter: ExportWriter {
    /// CSS when true, Web Animations JSON when false.
    let isStylesheet: Bool

    func write(_ job: ExportJob) -> ExportResult {
        let (format, scene, root, plans, bounds, prefix, expansion) = (job.format, job.scene, job.root, job.plans, job.bounds, job.prefix, job.expansion)
        var notes = job.notes
        let animations = WebAnimation.animations(of: root, plans: plans, duration: scene.duration, loopStart: scene.loopStart) {
            prefix.node($0)
        }
        let used = Set(animations.map(\.channel))
        let checks = scene.channels.indices.filter(used.contains).map { index in
            FidelityCheck(name: scene.channels[index].name, unit: scene.channels[index].unit,
                          bound: bounds.bound(for: scene.channels[index].unit), plan: plans[index],
                          reference: scene.channels[index].reference, frameRate: scene.frameRate)
        }
        var reduced: ReducedWebMotion?
        var reducedChecks: [(FidelityCheck, Double)] = []
        if let variant = scene.reducedMotion, !animations.isEmpty {
            let reducedPlans = variant.channels.map { channel in
                let cut = variant.loopStart.map { channel.cut(at: $0) } ?? channel
                return ChannelPlan(cut, bound: bounds.bound(for: channel.unit), duration: variant.duration)
            }
            let web = ReducedWebMotion(variant, root: root, full: animations, plans: reducedPlans, prefix: prefix,
                                       transitionChannels: Set(expansion?.channels ?? []))
            reduced = web
            for index in Set(web.animations.map(\.channel)).sorted() {
                let channel = variant.channels[index]
                reducedChecks.append((FidelityCheck(name: channel.name + " (reduced motion)", unit: channel.unit,
                                                    bound: bounds.bound(for: channel.unit), plan: reducedPlans[index],
                                                    reference: channel.reference), variant.duration))
            }
            notes.append(Exporter.reducedMotionNote(variant, format: format))
        }
        var report = Exporter.report(scene, format: format, checks: checks, notes: notes)
        report.properties += reducedChecks.map { $0.0.measure(duration: $0.1) }
        let markup = SceneMarkup.html(root, scene: scene, prefix: prefix)
        if isStylesheet {
            let stylesheet = CSSExport.stylesheet(root, scene: scene, animations: animations, reduced: reduced, prefix: prefix)
            return ExportResult(format: format, content: stylesheet,
                                page: HTMLPage.css(stylesheet, markup: markup, scene: scene, report: report.text, prefix: prefix),
                                fragment: HTMLPage.cssFragment(stylesheet, markup: markup, scene: scene, prefix: prefix),
                                prefix: prefix, report: report)
        }
        let onDemand = expansion.map { StandaloneTransitions(expansion: $0, scene: scene, root: root, bounds: bounds, prefix: prefix) }
        let json = WAAPIExport.json(root, scene: scene, animations: animations, reduced: reduced, transitions: onDemand, prefix: prefix)
        let style = SceneMarkup.css(root, scene: scene, animations: [], prefix: prefix)
        return ExportResult(format: format, content: json.text(pretty: true) + "\n",
                            page: HTMLPage.waapi(json.text(), style: style, markup: markup, scene: scene, report: report.text, prefix: prefix),
                            fragment: HTMLPage.waapiFragment(json.text(), style: style, markup: markup, scene: scene, prefix: prefix),
                            prefix: prefix, report: report)
    }

    func reducedMotionNote(_ what: String, frames: (start: Double, end: Double)?) -> String {
        isStylesheet
            ? "with reduced motion (@media (prefers-reduced-motion: reduce)) the export \(what)"
            : "with reduced motion (matchMedia('(prefers-reduced-motion: reduce)') when the script runs) the export \(what)"
    }
}
