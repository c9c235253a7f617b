import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import HaloIO
import HaloTestSupport

/// Where the repository and the test folders are, found from this file's path.
enum Paths {
    static let testsDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repo = RepoPaths.root
    static let goldens = testsDir.appendingPathComponent("Goldens")
    static let shaders = repo.appendingPathComponent("Shaders")
    static let cpuSources = repo.appendingPathComponent("Sources/HaloCPU")
    /// Failing comparisons write expected | difference | actual here.
    static let failures = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["HALO_TEST_ARTIFACTS"]
            ?? repo.appendingPathComponent("out/test-failures").path)
}

/// Writes expected | difference | actual for a failing comparison and returns its path.
@discardableResult
func writeFailure(_ name: String, expected: Image, actual: Image) -> String {
    try? FileManager.default.createDirectory(at: Paths.failures, withIntermediateDirectories: true)
    let url = Paths.failures.appendingPathComponent("\(name).png")
    try? PNG.write(ImageDiff.sideBySide(expected: expected, actual: actual), to: url)
    return url.path
}

/// Frames of catalog scenes, rendered once per test run by one backend and shared by the
/// tests that compare them (the golden test, the GPU test, the planes test), so the slow
/// debug-build CPU and llvmpipe render each scene once.
///
/// Sendable by hand: `frames` is read and written under `lock` only, and `render` is a
/// constant `@Sendable` closure.
final class CatalogFrames: @unchecked Sendable {
    // Unchecked: `frames` is read and written under `lock` only.
    private let lock = NSLock()
    private var frames: [String: Image] = [:]
    private let render: @Sendable (Scene) throws -> Image

    init(_ render: @escaping @Sendable (Scene) throws -> Image) {
        self.render = render
    }

    /// The scene's frame, rendered on first use.
    func frame(_ entry: SceneCatalog.Entry) throws -> Image {
        lock.lock()
        if let f = frames[entry.name] {
            lock.unlock()
            return f
        }
        lock.unlock()
        let f = try render(entry.scene)
        lock.lock()
        frames[entry.name] = f
        lock.unlock()
        return f
    }
}

/// The CPU's frames of catalog scenes (`CatalogFrames`).
enum CPUFrames {
    static let shared = CatalogFrames { try CPURenderer().render($0) }
    static func frame(_ entry: SceneCatalog.Entry) throws -> Image { try shared.frame(entry) }
}

/// The GPU's frames of catalog scenes (`CatalogFrames`), where an EGL display can be made.
enum GPUFrames {
    static let shared = CatalogFrames { try SharedGPU.renderer().render($0) }
    static func frame(_ entry: SceneCatalog.Entry) throws -> Image { try shared.frame(entry) }
}
