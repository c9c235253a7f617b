// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// AVX2 code generation for HaloRowsAVX2 on x86-64 (used only where the CPU has AVX2).
#if arch(x86_64)
    let avx2: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-mavx2"])]
#else
    let avx2: [SwiftSetting] = []
#endif

/// The per-pixel and per-segment loops (the CPU reference, the planner, the Y'CbCr rows) are
/// optimized in debug builds too: at -Onone they run 10-50 times slower, and the tests render
/// hundreds of frames through them. Breakpoints in these modules need a release-like reading.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Halo",
    products: [
        .executable(name: "halo", targets: ["halo"]),
        .library(name: "HaloCore", targets: ["HaloCore"]),
        .library(name: "HaloCPU", targets: ["HaloCPU"]),
        .library(name: "HaloGL", targets: ["HaloGL"]),
        .library(name: "HaloIO", targets: ["HaloIO"]),
        .library(name: "HaloEffects", targets: ["HaloEffects"]),
        .library(name: "HaloText", targets: ["HaloText"]),
        .library(name: "HaloUI", targets: ["HaloUI", "Combine", "CoreGraphics", "Metal"]),
        .library(name: "HaloRender", targets: ["HaloRender"]),
        .library(name: "HaloSnapshotTesting", targets: ["HaloSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // `#Preview` and `@Previewable` (HaloUIMacros).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.0"),
    ],
    targets: [
        // Tier 1: C modules that only include headers.
        .systemLibrary(
            name: "CEGL", path: "Sources/CEGL", pkgConfig: "egl",
            providers: [.apt(["libegl-dev", "libgles-dev", "libgbm-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),

        .systemLibrary(
            name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(
            name: "CUnibreak", path: "Sources/CUnibreak", pkgConfig: "libunibreak",
            providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        // Linux calls glibc declares only under _GNU_SOURCE (sync_file_range).
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),

        // The Y'CbCr row loops, compiled twice: for any CPU, and (one symlinked file) with AVX2,
        // which HaloCore picks at run time.
        // Elementary functions from IEEE arithmetic alone, the same bits on every CPU (no libm).
        .target(name: "HaloMath", swiftSettings: optimizedInDebug),
        .target(name: "HaloRows", dependencies: ["HaloMath"], swiftSettings: optimizedInDebug),
        .target(name: "HaloRowsAVX2", dependencies: ["HaloMath"], swiftSettings: avx2 + optimizedInDebug),
        // Scene model, geometry, colour, images: no GL; C only to decode image files (libpng,
        // libjpeg-turbo), which scene files name and documents read once.
        .target(
            name: "HaloCore", dependencies: ["HaloMath", "HaloRows", "HaloRowsAVX2", "CPNG", "CTurboJPEG"],
            swiftSettings: optimizedInDebug),
        // The CPU reference renderer: one Swift twin per shader.
        .target(
            name: "HaloCPU", dependencies: ["HaloCore", "HaloMath", "HaloRows", "HaloRowsAVX2"],
            swiftSettings: optimizedInDebug),
        // EGL display/context, GL objects, the GPU renderer.
        .target(name: "HaloGL", dependencies: ["HaloCore", "CEGL"]),
        // Fonts, shaping, layout (lines, runs, glyphs) and glyph outlines.
        .target(
            name: "HaloText",
            dependencies: ["HaloCore", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CUnibreak"]),
        // The seed effects as functions of time that build layers.
        .target(name: "HaloEffects", dependencies: ["HaloCore", "HaloText"]),
        // The named scenes every backend renders (tests, `halo compare --catalog`).
        .target(name: "HaloCatalog", dependencies: ["HaloCore", "HaloMath", "HaloEffects"]),
        // PNG and frame output.
        .target(name: "HaloIO", dependencies: ["HaloCore", "CLinux", "CDeflate"]),
        .executableTarget(
            name: "halo",
            dependencies: [
                "HaloCore", "HaloCPU", "HaloGL", "HaloIO", "HaloEffects", "HaloCatalog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // SwiftUI-shaped views that lower to scenes (docs/library.md, issue 18).
        // Views alone: no GL, no CPU renderer, no files.
        .target(
            name: "HaloUI",
            dependencies: ["HaloCore", "HaloMath", "HaloText", "HaloEffects", "HaloUIMacros", "CSwiftRuntime"],
            swiftSettings: optimizedInDebug),
        // `#Preview` and `@Previewable` expanded into types the preview registry finds (issue 49),
        // which walks the runtime's metadata sections (declared in CSwiftRuntime).
        .systemLibrary(name: "CSwiftRuntime", path: "Sources/CSwiftRuntime"),
        .macro(
            name: "HaloUIMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "HaloUIMacrosTests",
            dependencies: [
                "HaloUIMacros", .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]),
        // `import Combine` in a SwiftUI file: Apple's Combine is not on Linux; this module brings
        // HaloUI's timer publisher, as the HaloUI product's second module.
        .target(name: "Combine", dependencies: ["HaloUI"]),
        // `import CoreGraphics` in a SwiftUI file: on Linux its geometry types are Foundation's,
        // which this module, the HaloUI product's third, brings through HaloUI.
        .target(name: "CoreGraphics", dependencies: ["HaloUI"]),
        // `import Metal` / `#if canImport(Metal)` around a SwiftUI file's shaders: a module of that name
        // (no Metal API), the HaloUI product's fourth.
        .target(name: "Metal", dependencies: ["HaloUI"]),
        // Rendering views to images, frames and video on either backend (ViewRenderer).
        .target(name: "HaloRender", dependencies: ["HaloUI", "HaloCore", "HaloCPU", "HaloGL", "HaloIO"]),
        // Snapshot tests of views on Linux: swift-snapshot-testing's strategies for HaloUI views (docs/testing.md).
        .target(
            name: "HaloSnapshotTesting",
            dependencies: [
                "HaloUI", "HaloRender", "HaloCore", "HaloIO",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], swiftSettings: optimizedInDebug),
        // The seeds' views as examples/seeds ports them (there as its own module, SeedViews),
        // built here too so the tests compare them with the built-in effects.
        .target(name: "HaloSeedPorts", dependencies: ["HaloUI"], path: "examples/seeds/Sources/SeedViews"),
        // The compatibility corpus's views (examples/corpus), built here so tests render them.
        .target(
            name: "HaloCorpus", dependencies: ["HaloUI", "Combine"], path: "examples/corpus/Sources/CorpusViews",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The corpus's stills and host-stage timings (`make corpus-stills`, `make bench`).
        .executableTarget(
            name: "halo-corpus", dependencies: ["HaloCorpus", "HaloUI", "HaloRender", "HaloIO", "HaloCore"]),
        // Hostile scenes the whole way to pixels (tests, and `make fuzz` under libFuzzer).
        .target(name: "HaloFuzz", dependencies: ["HaloCore", "HaloCPU", "HaloEffects", "HaloText"]),
        .executableTarget(name: "halo-fuzz", dependencies: ["HaloFuzz", "HaloCatalog", "HaloEffects", "HaloCore"]),

        // Helpers the test targets share (the repository's paths, temporary directories, the
        // image comparison with its negative control, the GPU renderer the GPU tests share).
        .target(name: "HaloTestSupport", dependencies: ["HaloCore", "HaloGL"], path: "Tests/HaloTestSupport"),
        .testTarget(
            name: "HaloCoreTests",
            dependencies: ["HaloCore", "HaloMath", "HaloEffects", "HaloCatalog", "HaloText", "HaloTestSupport"]),
        .testTarget(
            name: "HaloRenderTests",
            dependencies: [
                "HaloCore", "HaloMath", "HaloCPU", "HaloGL", "HaloIO", "HaloEffects", "HaloCatalog", "HaloFuzz",
                "HaloText", "HaloUI", "HaloRender", "HaloTestSupport",
            ],
            exclude: [
                "Goldens", "FuzzCorpus", "ImageFuzzCorpus", "FuzzScene.dict", "ShaderFuzzCorpus", "ShaderFuzz.dict",
            ]),
        // HaloUI's views, laid out and drawn: folders as HaloUI's (Tests/HaloUITests/Layout ...).
        .testTarget(
            name: "HaloUITests",
            dependencies: [
                "HaloCore", "HaloCPU", "HaloGL", "HaloIO", "HaloEffects", "HaloText", "HaloUI", "HaloRender",
                "HaloSeedPorts", "HaloCorpus", "HaloTestSupport",
            ]),
        .testTarget(
            name: "HaloSnapshotTestingTests",
            dependencies: ["HaloSnapshotTesting", "HaloUI", "HaloCore", "HaloIO", "HaloTestSupport"]),
        .testTarget(
            name: "HaloCLITests", dependencies: ["HaloCore", "HaloIO", "CDeflate", "HaloTestSupport"],
            exclude: ["BadScenes"]),
    ],
    swiftLanguageModes: [.v6]
)
