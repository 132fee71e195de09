/// A self-contained HTML page that plays a CSS or Web Animations export, with play/pause, restart
/// and a scrubber that seeks every animation through the Web Animations API.
///
/// `page.html?t=0.25` opens paused at 0.25 s: how tests and screenshots seek deterministically
/// (`--virtual-time-budget` does not advance CSS animations in headless Chromium).
enum HTMLPage {
    /// The page for a stylesheet export: the CSS inline, exactly as in the `.css` file.
    static func css(_ stylesheet: String, markup: String, scene: ExportScene, report: String, prefix: ExportPrefix) -> String {
        page(style: stylesheet, markup: markup, setup: "", scene: scene, report: report, prefix: prefix)
    }

    /// The page for a Web Animations export: the JSON inline, and a script that calls `animate()`.
    static func waapi(_ json: String, style: String, markup: String, scene: ExportScene, report: String, prefix: ExportPrefix) -> String {
        let setup = "<script type=\"application/json\" id=\"\(prefix.part("waapi"))\">\(json)</script>\n" + WAAPIExport.player(dataID: prefix.part("waapi"))
        return page(style: style, markup: markup, setup: setup, scene: scene, report: report, prefix: prefix)
    }

    /// A snippet to paste into a page of one's own: the stylesheet in a `<style>` element, then the
    /// markup. Everything it defines starts with the prefix, so it can sit beside other exports.
    static func cssFragment(_ stylesheet: String, markup: String, scene: ExportScene, prefix: ExportPrefix) -> String {
        fragmentComment(scene, prefix: prefix, plays: "CSS animations") + "<style>\n\(stylesheet)</style>\n" + markup
    }

    /// A snippet to paste into a page of one's own: the static style, the markup, the Web
    /// Animations JSON and the script that plays it.
    static func waapiFragment(_ json: String, style: String, markup: String, scene: ExportScene, prefix: ExportPrefix) -> String {
        fragmentComment(scene, prefix: prefix, plays: "a script calling element.animate()")
            + "<style>\n\(style)</style>\n" + markup
            + "<script type=\"application/json\" id=\"\(prefix.part("waapi"))\">\(json)</script>\n" + WAAPIExport.player(dataID: prefix.part("waapi"))
    }

    private static func fragmentComment(_ scene: ExportScene, prefix: ExportPrefix, plays: String) -> String {
        "<!-- \(SceneMarkup.escape(scene.name)): exported by Cadence, played by \(plays). Every id, class and animation name starts with "
            + "\"\(prefix)-\", so it can share a page with other exports. -->\n"
    }

    private static func page(style: String, markup: String, setup: String, scene: ExportScene, report: String, prefix: ExportPrefix) -> String {
        let controls = prefix.part("controls"), toggle = prefix.part("toggle"), restart = prefix.part("restart")
        let scrub = prefix.part("scrub"), time = prefix.part("time")
        let scrubEnd = scene.loopStart.map { scene.duration + (scene.duration - min(max($0, 0), scene.duration)) } ?? scene.duration
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(SceneMarkup.escape(scene.name))</title>
        <style>
        body { margin: 12px; font: 13px/1.4 "DejaVu Sans", system-ui, sans-serif; color: #222; background: #F4F4F6; }
        .\(controls) { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
        .\(controls) input { width: 160px; }
        .\(prefix.stage) { outline: 1px solid #D0D0D6; }
        pre { font-size: 11px; }
        </style>
        <style>
        \(style)</style>
        </head>
        <body>
        \(markup)<div class="\(controls)">
          <button id="\(toggle)" type="button">Pause</button>
          <button id="\(restart)" type="button">Restart</button>
          <input id="\(scrub)" type="range" min="0" max="\(NumberFormat.decimal(scrubEnd * 1000, digits: 3))" step="1" value="0" aria-label="Time">
          <output id="\(time)">0.000 s</output>
        </div>
        <details><summary>\(SceneMarkup.escape(scene.name)): fidelity</summary><pre>\(SceneMarkup.escape(report))</pre></details>
        \(setup)<script>
        (() => {
          const stage = document.querySelector('.\(prefix.stage)');
          const animations = () => stage.getAnimations({subtree: true});
          const scrub = document.getElementById('\(scrub)');
          const label = document.getElementById('\(time)');
          const toggle = document.getElementById('\(toggle)');
          const show = (seconds) => { label.textContent = seconds.toFixed(3) + ' s'; scrub.value = String(seconds * 1000); };
          const seek = (seconds) => {
            for (const a of animations()) { a.pause(); a.currentTime = seconds * 1000; }
            toggle.textContent = 'Play';
            show(seconds);
          };
          toggle.addEventListener('click', () => {
            const running = animations().some((a) => a.playState === 'running');
            for (const a of animations()) { if (running) a.pause(); else a.play(); }
            toggle.textContent = running ? 'Play' : 'Pause';
          });
          document.getElementById('\(restart)').addEventListener('click', () => {
            for (const a of animations()) { a.currentTime = 0; a.play(); }
            toggle.textContent = 'Pause';
          });
          scrub.addEventListener('input', () => seek(Number(scrub.value) / 1000));
          const tick = () => {
            const first = animations()[0];
            if (first && first.playState === 'running') show(first.currentTime / 1000);
            requestAnimationFrame(tick);
          };
          const t = new URLSearchParams(location.search).get('t');
          if (t !== null) seek(Number(t));
          requestAnimationFrame(tick);
        })();
        </script>
        </body>
        </html>

        """
    }
}
