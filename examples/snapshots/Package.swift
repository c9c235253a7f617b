// swift-tools-version:6.0
import Foundation
import PackageDescription

// A SwiftUI team's views and their snapshot tests, run on Linux against Halo (docs/testing.md).
// The views' module is built in the Swift 5 language mode, as many app targets still are; the Swift
// Testing tests in Swift 6, the XCTest tests in Swift 5. SwiftPM names a path dependency after its
// folder, so the products' package is the name of the folder Halo is checked out in.
let halo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let haloIdentity = halo.lastPathComponent.lowercased()

let package = Package(
    name: "TeamSnapshots",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "TeamViews", dependencies: [.product(name: "HaloUI", package: haloIdentity)],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // `make bench-snapshots`: the first snapshot in a fresh process, and each further one (docs/testing.md).
        .executableTarget(
            name: "snapshot-bench",
            dependencies: ["TeamViews", .product(name: "HaloSnapshotTesting", package: haloIdentity)]),
        .testTarget(
            name: "TeamViewsTests",
            dependencies: ["TeamViews", .product(name: "HaloSnapshotTesting", package: haloIdentity)],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "TeamViewsXCTests",
            dependencies: ["TeamViews", .product(name: "HaloSnapshotTesting", package: haloIdentity)],
            exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
