import CEGL
import Foundation
import Glibc

/// A GBM device on an open DRM render node; closes both when released.
///
/// A GBM display keeps using its device, so a session that uses one keeps this
/// object alive for as long as the display lives (for Halo: the process).
final class GBMDevice {
    /// The render node, such as `/dev/dri/renderD128`.
    let path: String
    /// The open file descriptor of the render node.
    let fd: Int32
    /// The `struct gbm_device *`.
    let handle: OpaquePointer

    /// Opens `path` read-write and creates a GBM device on it.
    ///
    /// The corresponding C calls are open(O_RDWR | O_CLOEXEC) and gbm_create_device.
    /// - Throws: `GLError` naming the failed call and the errno text.
    init(path: String) throws {
        let fd = Glibc.open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw GLError(call: "open", detail: "\(path): \(reason)")
        }
        guard let handle = gbm_create_device(fd) else {
            let reason = String(cString: strerror(errno))
            _ = Glibc.close(fd)
            throw GLError(call: "gbm_create_device", detail: "\(path): \(reason)")
        }
        self.path = path
        self.fd = fd
        self.handle = handle
    }

    /// The render nodes that exist, `/dev/dri/renderD128` through `renderD191`, in order.
    static func renderNodes() -> [String] {
        (128...191).map { "/dev/dri/renderD\($0)" }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    deinit {
        gbm_device_destroy(handle)
        _ = Glibc.close(fd)
    }
}
