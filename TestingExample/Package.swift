// swift-tools-version:6.0
// An app's package testing its animation with CadenceTesting, as a user's own package would: it
// depends on Cadence by path (a user would write `.package(url: …, from: "0.x.0")`).
import PackageDescription

// A path dependency's identity is its folder's name (`main`, or whatever the checkout is called),
// so products are looked up under that name.
let cadence = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "cadence").lowercased()

let package = Package(
    name: "LikeButton",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // The app code: SwiftUI on Apple platforms, CadenceUI elsewhere (only the import differs).
        .target(name: "LikeButton", dependencies: [.product(name: "CadenceUI", package: cadence)]),
        .testTarget(
            name: "LikeButtonTests",
            dependencies: [
                "LikeButton",
                .product(name: "CadenceUI", package: cadence),
                .product(name: "CadenceTesting", package: cadence),
                .product(name: "CadenceImageTesting", package: cadence),
                .product(name: "CadenceRender", package: cadence),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
