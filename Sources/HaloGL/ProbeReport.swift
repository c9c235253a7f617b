/// What `GLDevice.open` found: the EGL display and context chosen, and every candidate tried.
///
/// `halo probe` prints `humanReadable()`, or the report as JSON.
public struct ProbeReport: Codable, Sendable, Equatable {
    /// The EGL platform used: `device`, `gbm` or `surfaceless`.
    public var platform: String
    /// The device used, such as `/dev/dri/renderD128` or `EGL device 1 (software)`; `nil` for surfaceless.
    public var device: String?
    /// GL_VENDOR.
    public var vendor: String
    /// GL_RENDERER.
    public var renderer: String
    /// GL_VERSION, such as `OpenGL ES 3.2 Mesa 22.3.6`.
    public var glVersion: String
    /// GL_SHADING_LANGUAGE_VERSION.
    public var glslVersion: String
    /// The OpenGL ES version of the context, such as `3.2`.
    public var contextVersion: String
    /// GL_MAX_TEXTURE_SIZE.
    public var maxTextureSize: Int
    /// Whether float colour attachments render (GL_EXT_color_buffer_float).
    public var floatRenderTargets: Bool
    /// Whether the context is current with no surface (EGL_KHR_surfaceless_context).
    public var surfaceless: Bool
    /// Every candidate tried, in order; the one used has `used == true`.
    public var attempts: [PlatformAttempt]

    /// Whether the context runs compute shaders: OpenGL ES 3.1 or later.
    public var hasCompute: Bool {
        let parts = contextVersion.split(separator: ".").compactMap { Int($0) }
        return parts.count == 2 && (parts[0] > 3 || (parts[0] == 3 && parts[1] >= 1))
    }

    /// Whether GL_RENDERER names a software rasterizer (Mesa's llvmpipe or softpipe, lavapipe,
    /// SwiftShader): the GPU path then runs on the CPU's cores, slower than the CPU backend.
    public var isSoftwareRasterizer: Bool {
        let r = renderer.lowercased()
        return ["llvmpipe", "softpipe", "lavapipe", "swiftshader", "software rasterizer"].contains { r.contains($0) }
    }

    /// Creates a report; `GLDevice.open` fills it from EGL and GL queries.
    public init(
        platform: String, device: String?, vendor: String, renderer: String,
        glVersion: String, glslVersion: String, contextVersion: String,
        maxTextureSize: Int, floatRenderTargets: Bool, surfaceless: Bool, attempts: [PlatformAttempt]
    ) {
        self.platform = platform
        self.device = device
        self.vendor = vendor
        self.renderer = renderer
        self.glVersion = glVersion
        self.glslVersion = glslVersion
        self.contextVersion = contextVersion
        self.maxTextureSize = maxTextureSize
        self.floatRenderTargets = floatRenderTargets
        self.surfaceless = surfaceless
        self.attempts = attempts
    }

    /// The report as aligned `label: value` lines, then one line per attempt.
    public func humanReadable() -> String {
        let rows: [(String, String)] = [
            ("EGL platform", platform),
            ("Device", device ?? "-"),
            ("Vendor", vendor),
            ("Renderer", renderer),
            ("GL version", glVersion),
            ("GLSL version", glslVersion),
            ("Context", "OpenGL ES \(contextVersion), " + (surfaceless ? "surfaceless" : "1x1 pbuffer")),
            ("Max texture", "\(maxTextureSize) px"),
            ("Float targets", floatRenderTargets ? "yes" : "no"),
            ("Compute shaders", hasCompute ? "yes (the GPU path runs here)" : "no: the GPU path needs OpenGL ES 3.1"),
            ("Software rasterizer", isSoftwareRasterizer ? "yes (--backend auto renders on the CPU)" : "no"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        var lines = rows.map { label, value in
            label + ":" + String(repeating: " ", count: width - label.count + 1) + value
        }
        lines.append("Attempts:")
        lines += attempts.map { "  " + $0.summary }
        return lines.joined(separator: "\n")
    }
}

/// One display candidate `GLDevice.open` tried, and how it went.
public struct PlatformAttempt: Codable, Sendable, Equatable {
    /// The EGL platform: `device`, `gbm` or `surfaceless`.
    public var platform: String
    /// The device or render node tried, if the platform has one.
    public var device: String?
    /// Whether this candidate is the one in use.
    public var used: Bool
    /// Why it failed, or for the one used, what it gave.
    public var reason: String

    /// Creates an attempt record.
    public init(platform: String, device: String?, used: Bool, reason: String) {
        self.platform = platform
        self.device = device
        self.used = used
        self.reason = reason
    }

    /// One line: `[used] surfaceless: ...` or `[failed] gbm /dev/dri/renderD128: ...`.
    public var summary: String {
        let mark = used ? "[used]  " : "[failed]"
        let target = device.map { "\(platform) \($0)" } ?? platform
        return "\(mark) \(target): \(reason)"
    }
}
