import CEGL

/// One entry of eglQueryDevicesEXT's list, classified for Halo's device order.
struct EGLDeviceInfo {
    /// What kind of device it is, in the order Halo tries them.
    enum Kind: Int, Comparable {
        /// An NVIDIA GPU (EGL_NV_device_cuda).
        case cuda
        /// A GPU with a DRM node (EGL_EXT_device_drm_render_node or EGL_EXT_device_drm).
        /// Classified by a node that the query returns, not by the extension name alone.
        case drm
        /// Mesa's software rasterizer (EGL_MESA_device_software).
        case software
        /// A device with none of the extensions above.
        case other

        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// The index in eglQueryDevicesEXT's list (what HALO_EGL_DEVICE names).
    let index: Int
    /// The device handle.
    let device: EGLDeviceEXT
    /// The device extensions (eglQueryDeviceStringEXT(EGL_EXTENSIONS)).
    let extensions: Set<String>
    /// The kind, from the extensions.
    let kind: Kind
    /// The DRM render node (or, failing that, the DRM device file), if the device has one.
    let drmNode: String?
    /// The CUDA device number, for NVIDIA devices.
    let cudaDevice: Int?

    /// Queries `device`'s extensions, node and CUDA number; failed queries read as absent.
    ///
    /// The corresponding EGL calls are eglQueryDeviceStringEXT and eglQueryDeviceAttribEXT.
    init(index: Int, device: EGLDeviceEXT) {
        self.index = index
        self.device = device
        let text = (try? EGL.deviceString(device, EGL_EXTENSIONS)) ?? nil
        let extensions = Set((text ?? "").split(separator: " ").map(String.init))
        self.extensions = extensions

        var node: String? = nil
        if extensions.contains("EGL_EXT_device_drm_render_node") {
            node = (try? EGL.deviceString(device, EGL_DRM_RENDER_NODE_FILE_EXT)) ?? nil
        }
        if node == nil, extensions.contains("EGL_EXT_device_drm") {
            node = (try? EGL.deviceString(device, EGL_DRM_DEVICE_FILE_EXT)) ?? nil
        }
        drmNode = node
        cudaDevice =
            extensions.contains("EGL_NV_device_cuda")
            ? ((try? EGL.deviceAttribute(device, EGL_CUDA_DEVICE_NV)) ?? nil) : nil

        // Mesa 22.3 lists EGL_EXT_device_drm_render_node on its software device too
        // (the query then returns null), so a node that answers counts, not the name.
        if extensions.contains("EGL_NV_device_cuda") {
            kind = .cuda
        } else if node != nil {
            kind = .drm
        } else if extensions.contains("EGL_MESA_device_software") {
            kind = .software
        } else if extensions.contains("EGL_EXT_device_drm") {
            kind = .drm
        } else {
            kind = .other
        }
    }

    /// A short name for reports: `#0 (CUDA 0, /dev/dri/renderD128)`, `#1 (software)`.
    var label: String {
        var parts: [String] = []
        switch kind {
        case .cuda: parts.append(cudaDevice.map { "CUDA \($0)" } ?? "CUDA")
        case .software: parts.append("software")
        case .other: parts.append("unknown kind")
        case .drm: break
        }
        if let drmNode { parts.append(drmNode) }
        if parts.isEmpty { parts.append("DRM") }
        return "#\(index) (" + parts.joined(separator: ", ") + ")"
    }
}
