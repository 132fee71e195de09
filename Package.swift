// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Cadence",
    products: [
        .library(name: "Cadence", targets: ["Cadence"]),
        .library(name: "CadenceUI", targets: ["CadenceUI"]),
        .executable(name: "cadence", targets: ["cadence"]),
        .executable(name: "cadence-bench", targets: ["CadenceBenchmarks"]),
    ],
    targets: [
        // The model: SwiftUI's animation math (Spring, UnitCurve, Animation, keyframes). Toolchain only.
        .target(name: "Cadence"),
        // The command-line tool as a library, so tests can run it in-process.
        .target(name: "CadenceCLI", dependencies: ["Cadence"]),
        // Headless SwiftUI-shaped views, state, environment, layout and the stage that yields display lists.
        .target(name: "CadenceUI", dependencies: ["Cadence"]),
        .executableTarget(name: "cadence", dependencies: ["CadenceCLI"]),
        .executableTarget(name: "CadenceBenchmarks", dependencies: ["Cadence"]),
        .testTarget(name: "CadenceTests", dependencies: ["Cadence"]),
        .testTarget(name: "CadenceCLITests", dependencies: ["CadenceCLI"]),
        .testTarget(name: "CadenceUITests", dependencies: ["CadenceUI"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
