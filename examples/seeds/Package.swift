// swift-tools-version:6.0
import Foundation
import PackageDescription

// The five seeds' SwiftUI views ported to HaloUI, depending on Halo through SwiftPM by path
// (docs/library.md). SwiftPM names a path dependency after its folder, so the product's
// package is the name of the folder Halo is checked out in.
let halo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let haloIdentity = halo.lastPathComponent.lowercased()

let package = Package(
    name: "HaloSeeds",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(name: "SeedViews", dependencies: [.product(name: "HaloUI", package: haloIdentity)]),
        .executableTarget(
            name: "halo-seeds",
            dependencies: [
                "SeedViews", .product(name: "HaloUI", package: haloIdentity),
                .product(name: "HaloRender", package: haloIdentity),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
