/// A self-contained HTML page that plays a CSS or Web Animations export, with play/pause, restart
/// and a scrubber that seeks every animation through the Web Animations API.
///
/// `page.html?t=0.25` opens paused at 0.25 s: how tests and screenshots seek deterministically
/// (`--virtual-time-budget` does not advance CSS animations in headless Chromium).
enum HTMLPage {
    /// The page for a stylesheet export: the CSS inline, exactly as in the `.css` file.
    static func css(_ stylesheet: String, markup: String, scene: ExportScene, report: String) -> String {
        page(style: stylesheet, markup: markup, setup: "", scene: scene, report: report)
    }

    /// The page for a Web Animations export: the JSON inline, and a script that calls `animate()`.
    static func waapi(_ json: String, style: String, markup: String, scene: ExportScene, report: String) -> String {
        let setup = """
        <script type="application/json" id="cadence-waapi">\(json)</script>
        <script>
        (() => {
          const data = JSON.parse(document.getElementById('cadence-waapi').textContent);
          for (const entry of data.animations) {
            const options = Object.assign({}, entry.options);
            if (options.iterations === 'Infinity') options.iterations = Infinity;
            document.querySelector(entry.target).animate(entry.keyframes, options);
          }
        })();
        </script>

        """
        return page(style: style, markup: markup, setup: setup, scene: scene, report: report)
    }

    private static func page(style: String, markup: String, setup: String, scene: ExportScene, report: String) -> String {
        let scrubEnd = scene.loopStart.map { scene.duration + (scene.duration - min(max($0, 0), scene.duration)) } ?? scene.duration
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(SceneMarkup.escape(scene.name))</title>
        <style>
        body { margin: 12px; font: 13px/1.4 "DejaVu Sans", system-ui, sans-serif; color: #222; background: #F4F4F6; }
        .cadence-controls { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
        .cadence-controls input { width: 160px; }
        .cadence-stage { outline: 1px solid #D0D0D6; }
        pre { font-size: 11px; }
        </style>
        <style>
        \(style)</style>
        </head>
        <body>
        \(markup)<div class="cadence-controls">
          <button id="cadence-toggle" type="button">Pause</button>
          <button id="cadence-restart" type="button">Restart</button>
          <input id="cadence-scrub" type="range" min="0" max="\(NumberFormat.decimal(scrubEnd * 1000, digits: 3))" step="1" value="0" aria-label="Time">
          <output id="cadence-time">0.000 s</output>
        </div>
        <details><summary>\(SceneMarkup.escape(scene.name)): fidelity</summary><pre>\(SceneMarkup.escape(report))</pre></details>
        \(setup)<script>
        (() => {
          const animations = () => document.getAnimations();
          const scrub = document.getElementById('cadence-scrub');
          const label = document.getElementById('cadence-time');
          const toggle = document.getElementById('cadence-toggle');
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
          document.getElementById('cadence-restart').addEventListener('click', () => {
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
