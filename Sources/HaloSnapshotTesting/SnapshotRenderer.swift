import Foundation
import HaloCore
import HaloRender
import HaloUI

/// The renderers snapshots share in a test process: one CPU renderer, and one GPU renderer opened the
/// first time a snapshot asks for it. Renders take turns (each already uses every core).
final class SnapshotRenderer: @unchecked Sendable {
    /// The process's renderers.
    static let shared = SnapshotRenderer()

    private let lock = NSLock()
    private var cpu: ViewRenderer?
    private var gpu: Result<ViewRenderer, any Error>?

    /// `view` drawn at time t on a canvas of `size` points at `scale` over `background`.
    /// - Throws: `SceneError` for a view that cannot be drawn; with `.gpu`, `SnapshotError` when no GPU
    ///   opens or its frame differs from the CPU's beyond the standard tolerance.
    func image<V: View>(
        of view: V, size: CGSize, scale: Double, background: Color, at time: Double, backend: SnapshotBackend
    ) throws -> HaloCore.Image {
        lock.lock()
        defer { lock.unlock() }
        if cpu == nil { cpu = try ViewRenderer(backend: .cpu) }
        let reference = try cpu!.image(of: view, size: size, scale: scale, background: background, at: time)
        guard backend == .gpu else { return reference }
        if gpu == nil { gpu = Result { try ViewRenderer(backend: .gpu) } }
        let device: ViewRenderer
        do { device = try gpu!.get() } catch {
            throw SnapshotError("backend .gpu: no GPU opened (\(error)); use the default backend, .cpu")
        }
        let frame = try device.image(of: view, size: size, scale: scale, background: background, at: time)
        let metrics = ImageDiff.compare(expected: reference, actual: frame)
        guard Tolerance.standard.accepts(metrics) else {
            throw SnapshotError(
                "backend .gpu: the GPU's frame at t = \(time) s differs from the CPU's beyond the standard "
                    + "tolerance (\(Tolerance.standard)): \(metrics.summary)")
        }
        return reference
    }

    /// The ideal size of `view` at time t, whole points (`ViewScene.idealSize(of:screen:at:)`).
    func idealSize<V: View>(of view: V, at time: Double) -> CGSize {
        let size = ViewScene.idealSize(of: view, at: time)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}

/// A snapshot that could not be made, saying why and what to do.
struct SnapshotError: Error, CustomStringConvertible {
    /// What went wrong, with a remedy.
    let description: String
    /// An error saying `description`.
    init(_ description: String) { self.description = description }
}
