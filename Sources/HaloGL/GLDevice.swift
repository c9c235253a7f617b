import CEGL
import Foundation

/// A headless OpenGL ES 3 context on its own thread, on the best EGL display available.
///
/// ```swift
/// let device = try GLDevice.open()
/// print(device.report.humanReadable())
/// try device.run { /* GL calls */ }
/// ```
/// The context lives on a dedicated thread; `run` is the only way to reach it.
/// The EGL display is never terminated, even when the device is released.
/// Sendable by hand: its properties are constants after init, and `session` is used only on the
/// GL thread, which other threads reach through `run` and `post`.
public final class GLDevice: @unchecked Sendable {
    /// What was chosen and what the context offers.
    public let report: ProbeReport
    /// The thread the context is current on.
    let thread: GLThread
    /// The display, context and surface; touched only on `thread`.
    private let session: EGLSession
    /// Fences other threads can wait on, where the display offers them.
    let fences: EGLFences?

    private init(report: ProbeReport, thread: GLThread, session: EGLSession) {
        self.report = report
        self.thread = thread
        self.session = session
        fences = EGLFences(display: session.display)
    }

    /// Chooses an EGL display, creates an OpenGL ES 3 context on a new GL thread and probes it.
    ///
    /// Display order: EGL devices (NVIDIA, then DRM, then Mesa software), GBM on
    /// /dev/dri/renderD*, Mesa surfaceless. `HALO_EGL_PLATFORM=device|gbm|surfaceless`
    /// tries only that platform; `HALO_EGL_DEVICE=<index>` picks one EGL device.
    /// - Parameter environment: where the overrides are read from.
    /// - Throws: `EGLOverrideError` for a bad override; `NoEGLDisplayError`, listing
    ///   every candidate and why it failed, when none gives a context; `GLError` when
    ///   the context then fails a basic query.
    public static func open(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GLDevice {
        try open(overrides: EGLOverrides(environment: environment))
    }

    /// Opens a device for already-parsed overrides; see `open(environment:)`.
    static func open(overrides: EGLOverrides) throws -> GLDevice {
        let thread = GLThread(name: "halo.gl")
        let (session, report) = try thread.sync { () throws -> (EGLSession, ProbeReport) in
            var chooser = EGLDisplayChooser(overrides: overrides)
            let chosen = try chooser.choose()
            do {
                let report = try probe(
                    chosen.session, platform: chosen.platform, device: chosen.device,
                    attempts: chooser.attempts)
                return (chosen.session, report)
            } catch {
                chosen.session.release()
                throw error
            }
        }
        return GLDevice(report: report, thread: thread, session: session)
    }

    /// Runs `body` on the GL thread, with the context current, and returns its result.
    ///
    /// Calls from inside `body` (already on the GL thread) run in place.
    /// - Throws: whatever `body` throws.
    public func run<T>(_ body: () throws -> T) throws -> T {
        try thread.sync(body)
    }

    /// Queues `body` to run on the GL thread, after the jobs queued before it, and returns at
    /// once. `body` handles its own errors.
    /// - Throws: `GLError` when the GL thread has stopped.
    func post(_ body: @escaping () -> Void) throws {
        try thread.post(body)
    }

    /// Releases the context on the GL thread (not the display), then stops the thread.
    deinit {
        let session = self.session
        try? thread.sync { session.release() }
    }

    /// Fills a report from GL queries on the current context.
    ///
    /// The corresponding GL calls are glGetString, glGetIntegerv and glGetStringi.
    private static func probe(
        _ session: EGLSession, platform: EGLPlatform, device: String?,
        attempts: [PlatformAttempt]
    ) throws -> ProbeReport {
        let extensions = try GL.extensions()
        var major = try GL.integer(GL_MAJOR_VERSION)
        var minor = try GL.integer(GL_MINOR_VERSION)
        if major == 0 {
            (major, minor) = session.requestedVersion
        }
        let float = extensions.contains("GL_EXT_color_buffer_float")
        return ProbeReport(
            platform: platform.rawValue,
            device: device,
            vendor: try GL.string(GL_VENDOR),
            renderer: try GL.string(GL_RENDERER),
            glVersion: try GL.string(GL_VERSION),
            glslVersion: try GL.string(GL_SHADING_LANGUAGE_VERSION),
            contextVersion: "\(major).\(minor)",
            maxTextureSize: try GL.integer(GL_MAX_TEXTURE_SIZE),
            floatRenderTargets: float,
            surfaceless: session.surfaceless,
            attempts: attempts)
    }
}
