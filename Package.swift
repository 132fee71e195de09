// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Cadence",
    // Observation and ContinuousClock need macOS 14 / iOS 17. Apple builds are not verified on the
    // Linux machines this package is developed on.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Cadence", targets: ["Cadence"]),
        .library(name: "CadenceRuntime", targets: ["CadenceRuntime"]),
        .library(name: "CadenceUI", targets: ["CadenceUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "simd", targets: ["simd"]),
        .library(name: "CadenceExamples", targets: ["CadenceExamples"]),
        .library(name: "CadenceRender", targets: ["CadenceRender"]),
        .library(name: "CadenceExport", targets: ["CadenceExport"]),
        .library(name: "CadenceSpec", targets: ["CadenceSpec"]),
        .library(name: "CadenceTesting", targets: ["CadenceTesting"]),
        .library(name: "CadenceImageTesting", targets: ["CadenceImageTesting"]),
        .executable(name: "cadence", targets: ["cadence"]),
        .executable(name: "cadence-bench", targets: ["CadenceBenchmarks"]),
    ],
    targets: [
        // The model: SwiftUI's animation math (Spring, UnitCurve, Animation, keyframes). Toolchain only.
        .target(name: "Cadence"),
        // Drives animations over time: clocks, keyframe and phase players, triggers, Reduce Motion.
        .target(name: "CadenceRuntime", dependencies: ["Cadence"]),
        // The subset of Combine that app code uses around SwiftUI (publishers, `sink`, subjects,
        // `@Published`, `ObservableObject`, `Timer.publish`), for platforms without Combine, so
        // `import Combine` compiles; its timers and `Task.sleep` follow a stage's virtual clock.
        // Foundation only. (Named `Combine`: on Apple platforms it would shadow the system module;
        // Apple builds are not verified.)
        .target(name: "Combine"),
        // `UTType` for drag and drop and transfer representations, for platforms without the
        // UniformTypeIdentifiers framework, so `import UniformTypeIdentifiers` compiles. Foundation only.
        .target(name: "UniformTypeIdentifiers"),
        // The vector functions of Apple's `simd` module (`length`, `normalize`, `mix`, `clamp`, …) over
        // the standard library's SIMD types, for platforms without it, so `import simd` compiles.
        .target(name: "simd"),
        // Headless SwiftUI-shaped views, state, environment, layout and the stage; re-exports
        // Cadence, Combine and UserNotifications (which SwiftUI files see through UIKit).
        .target(name: "CadenceUI", dependencies: ["Cadence", "CadenceRuntime", "Combine", "UniformTypeIdentifiers", "UserNotifications", "CadenceMacros"]),
        // The compiler plug-in that expands CadenceUI's `#Preview`, `@Previewable` and `@Entry`. It
        // speaks the plug-in protocol itself: swift-syntax, which macros are usually built on, is an
        // outside package that cannot be fetched here.
        .macro(name: "CadenceMacros"),
        // Swift Charts for platforms without it, so `import Charts` compiles: marks, scales, axes
        // and legends drawn with CadenceUI's shapes and texts, animating as views do. (Named
        // `Charts`: on Apple platforms it would shadow the system module; Apple builds are not verified.)
        .target(name: "Charts", dependencies: ["CadenceUI"]),
        // PhotosUI's `PhotosPicker` for platforms without it, so `import PhotosUI` compiles: the
        // picker's label is a button that opens nothing (there is no photo library headless).
        .target(name: "PhotosUI", dependencies: ["CadenceUI"]),
        // Core Media's `CMTime`, for platforms without it (Foundation only).
        .target(name: "CoreMedia"),
        // The AVFoundation player types apps drive `VideoPlayer` with (`AVPlayer`, `AVPlayerItem`),
        // re-exporting CoreMedia: the player keeps its state (rate, time, volume), no media plays.
        .target(name: "AVFoundation", dependencies: ["CoreMedia"]),
        // AVKit's `VideoPlayer`, re-exporting AVFoundation: the view draws a placeholder under
        // the app's overlay.
        .target(name: "AVKit", dependencies: ["CadenceUI", "AVFoundation"]),
        // CoreLocation's coordinate types (`CLLocationCoordinate2D`, `CLLocation`), Foundation only.
        .target(name: "CoreLocation"),
        // MapKit's SwiftUI `Map`, re-exporting CoreLocation, for platforms without them: no
        // tiles, but the camera, markers and annotations are laid out by the Web Mercator
        // projection, so annotation views sit where they would on a real map.
        .target(name: "MapKit", dependencies: ["CadenceUI", "CoreLocation"]),
        // UIKit for platforms without it, so `import UIKit` compiles in SwiftUI files: re-exports
        // CadenceUI (which holds what SwiftUI names of UIKit: `UIView`, `UIViewController`, `UIColor`,
        // `UIImage`, `UIFont`, the representable protocols) and adds labels, buttons, text views,
        // blur effect views, the share sheet, windows and scenes, `UIView.animate`, `UIBezierPath`
        // and appearance proxies. Represented views draw as placeholders on a stage. (Named
        // `UIKit`: on Apple platforms it would shadow the system module; Apple builds are not verified.)
        .target(name: "UIKit", dependencies: ["CadenceUI"]),
        // Empty: the toolchain's swift-testing names `_Testing_UIKit` as its cross-import overlay
        // with UIKit, so a file importing both fails without a module of that name (see its file).
        .target(name: "_Testing_UIKit"),
        // SwiftData for platforms without it, so `import SwiftData` compiles: `@Model` classes
        // (expanded by CadenceMacros) observed as `@Observable` ones, a container and contexts that
        // keep every model in memory, `FetchDescriptor` with Foundation's `Predicate` and
        // `SortDescriptor`, and `@Query` and the `modelContainer` modifiers over CadenceUI's
        // environment. (Named `SwiftData`: on Apple platforms it would shadow the system module.)
        .target(name: "SwiftData", dependencies: ["CadenceUI", "CadenceMacros"]),
        // StoreKit's rating request for platforms without it, so `import StoreKit` compiles:
        // `@Environment(\.requestReview)`, `AppStore.requestReview(in:)` and
        // `SKStoreReviewController`, counted in `Stage.reviewRequests` (a stage shows no prompt).
        // (Named `StoreKit`: on Apple platforms it would shadow the system module.)
        .target(name: "StoreKit", dependencies: ["CadenceUI", "UIKit"]),
        // UserNotifications for platforms without it, so `import UserNotifications` compiles: a
        // center that keeps authorization, pending requests and the badge in memory and delivers
        // nothing. Foundation only. (Named `UserNotifications`: it would shadow the system module.)
        .target(name: "UserNotifications"),
        // OSLog for platforms without it, so `import OSLog` compiles: `Logger` and `os_log` record
        // messages in memory, private values redacted, and `OSLogStore` reads them back. Foundation
        // only. (Named `OSLog`: it would shadow the system module.)
        .target(name: "OSLog"),
        // BackgroundTasks for platforms without it, so `import BackgroundTasks` compiles: the
        // scheduler keeps submitted requests and registered handlers, and tests run a pending
        // request as the system would. Foundation only. (Named `BackgroundTasks`: it would shadow
        // the system module.)
        .target(name: "BackgroundTasks"),
        // WidgetKit for platforms without it, so `import WidgetKit` compiles: timelines and their
        // providers, widgets, configurations and bundles, the widget family environment, and a
        // center whose reloads reach the widgets a test adds to its simulated Home Screen, whose
        // views a stage hosts. (Named `WidgetKit`: it would shadow the system module.)
        .target(name: "WidgetKit", dependencies: ["CadenceUI", "CadenceMacros"]),
        // The gallery's examples as SwiftUI code (only the import differs), with stage scripts.
        .target(name: "CadenceExamples", dependencies: ["CadenceUI"]),
        // Pixels and files: Cairo for rasterising, zlib for PNG's deflate. The only module that links C libraries.
        // cairo-ft: Cairo's FreeType font backend, with fontconfig for finding faces and fallbacks.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev", "libfontconfig-dev", "libfreetype-dev"])]),
        // pixman (installed with Cairo): projective warps for rotation3DEffect and projection effects.
        .systemLibrary(name: "CPixman", path: "Sources/CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libwebp: animated WebP output (full colour and alpha, smaller than GIF).
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // Escaping for the text formats Cadence writes (HTML, SVG, CSS, JSON, the terminal): below the
        // renderer and the exporters, which both write them. Toolchain only.
        .target(name: "CadenceEscaping"),
        .target(name: "CadenceRender", dependencies: ["Cadence", "CadenceUI", "CadenceEscaping", "CCairo", "CPixman", "CZlib", "CWebP", "CPixelKernels"]),
        // The encoders' per-pixel loops in C, fast in debug builds too (see its header).
        .target(name: "CPixelKernels"),
        // Exporters: CSS @keyframes, Web Animations JSON, an HTML player and Lottie, with fidelity reports.
        // Reads the view layer (symbol geometry, text measuring); never the rasteriser or the CLI.
        .target(name: "CadenceExport", dependencies: ["Cadence", "CadenceRuntime", "CadenceUI", "CadenceEscaping", "CExportKernels"]),
        .target(name: "CExportKernels"),
        // The JSON spec language: parsing with source positions, typed decoding, validation, lint, and
        // the spec's scene as a view. Never the renderer or the CLI.
        .target(name: "CadenceSpec", dependencies: ["Cadence", "CadenceRuntime", "CadenceUI", "CadenceExport"]),
        // Snapshot and animation assertions for users' test suites (Swift Testing and XCTest): text
        // snapshots over time, value tables, event scripts. No Cairo: image snapshots are apart.
        .target(name: "CadenceTesting", dependencies: ["CadenceUI"]),
        // Image snapshots for CadenceTesting: PNGs through the renderer, per-pixel and per-image
        // tolerance, diff images and a GIF of the run on failure.
        .target(name: "CadenceImageTesting", dependencies: ["CadenceTesting", "CadenceRender", "CZlib"]),
        // The command-line tool as a library, so tests can run it in-process.
        .target(name: "CadenceCLI", dependencies: ["Cadence", "CadenceRuntime", "CadenceUI", "CadenceSpec", "CadenceRender", "CadenceExport", "CadenceExamples"]),
        .executableTarget(name: "cadence", dependencies: ["CadenceCLI"]),
        // Hand-written C doing the work of each benchmark case, so the benchmark prints every figure as
        // a ratio to C measured in the same process. Only the benchmark links it.
        .target(name: "CBenchReference"),
        .executableTarget(name: "CadenceBenchmarks", dependencies: ["Cadence", "CadenceTestSupport", "CadenceRuntime", "CadenceUI", "CadenceRender", "CadenceExamples", "CBenchReference"]),
        // Helpers and example fixtures the test targets and the benchmarks share (a test target cannot
        // import another); not a product.
        .target(name: "CadenceTestSupport", dependencies: ["Cadence"], path: "Tests/CadenceTestSupport"),
        // decodeSpec/specError/sceneStage, shared by the spec and command-line tests.
        .target(name: "CadenceSpecTestSupport", dependencies: ["CadenceSpec", "CadenceUI"], path: "Tests/CadenceSpecTestSupport"),
        // Display-list queries and tolerances for tests of views on a stage (the view-layer tests and
        // the compatibility tests).
        .target(name: "CadenceStageTestSupport", dependencies: ["CadenceUI", "CadenceTesting"], path: "Tests/CadenceStageTestSupport"),
        .testTarget(name: "CadenceTests", dependencies: ["Cadence", "CadenceTestSupport"]),
        .testTarget(name: "CadenceRuntimeTests", dependencies: ["CadenceRuntime", "CadenceTestSupport"]),
        .testTarget(name: "CadenceUITests", dependencies: ["CadenceUI", "CadenceExamples", "CadenceStageTestSupport", "CadenceTesting", "CadenceTestSupport"], exclude: ["__Snapshots__"]),
        // App code as people write it, hosted on a stage: compiled in Swift 5 language mode, as most app
        // code still is. Each file guards `import SwiftUI` / `import CadenceUI` with `#if canImport(SwiftUI)`.
        .testTarget(
            name: "CadenceCompatibilityTests",
            dependencies: ["CadenceUI", "Combine", "Charts", "PhotosUI", "AVKit", "AVFoundation", "CoreMedia", "MapKit", "CoreLocation", "UIKit", "_Testing_UIKit", "SwiftData", "StoreKit", "UserNotifications", "OSLog", "BackgroundTasks", "WidgetKit", "simd", "CadenceStageTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "CadenceRenderTests", dependencies: ["CadenceRender", "CadenceTestSupport", "CWebP"]),
        .testTarget(name: "CadenceExportTests", dependencies: ["CadenceExport", "CadenceUI", "CadenceRender", "Cadence", "CadenceSpec", "CadenceExamples", "CadenceTestSupport", "CadenceSpecTestSupport"]),
        .testTarget(name: "CadenceTestingTests", dependencies: ["CadenceTesting", "CadenceImageTesting", "CadenceRender"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CadenceCLITests", dependencies: ["CadenceCLI", "CadenceSpec", "CadenceTesting", "CadenceTestSupport", "CadenceSpecTestSupport"], exclude: ["Fixtures", "__Snapshots__"]),
        .testTarget(name: "CadenceSpecTests", dependencies: ["CadenceSpec", "CadenceTestSupport", "CadenceSpecTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
