import CEGL

/// An initialized EGL display with an OpenGL ES 3 context current on the calling thread.
///
/// Made by `EGLSession.start(display:)` on the thread that will render; that
/// thread keeps the context current for the session's life. The display is never
/// terminated (no eglTerminate at exit: drivers tear down badly when asked to).
struct EGLSession {
    /// The display the context belongs to.
    let display: EGLDisplay
    /// The OpenGL ES context.
    let context: EGLContext
    /// The 1x1 pbuffer, or `nil` when the context is current with EGL_NO_SURFACE.
    let surface: EGLSurface?
    /// The version that eglCreateContext accepted, such as (3, 2).
    let requestedVersion: (major: Int, minor: Int)
    /// Whether the context was created with EGL_NO_CONFIG_KHR.
    let noConfig: Bool
    /// The EGL version of the display.
    let eglVersion: (major: Int, minor: Int)
    /// Keeps a GBM device (and its render node) open while the display uses it.
    var gbm: GBMDevice?

    /// Whether the context renders with no surface at all (EGL_KHR_surfaceless_context).
    var surfaceless: Bool { surface == nil }

    /// The OpenGL ES versions asked for, best first.
    static let versions: [(major: Int, minor: Int)] = [(3, 2), (3, 1), (3, 0)]

    /// Initializes `display`, creates the best OpenGL ES 3 context it offers and makes it current.
    ///
    /// Uses EGL_KHR_no_config_context and EGL_KHR_surfaceless_context where offered,
    /// else an ES3-renderable config and a 1x1 pbuffer. The corresponding EGL calls are
    /// eglInitialize, eglBindAPI, eglChooseConfig, eglCreateContext,
    /// eglCreatePbufferSurface and eglMakeCurrent.
    /// - Throws: `GLError` naming the step that failed; nothing is left current.
    /// - Parameter forcePbuffer: use a config and a pbuffer even where the display offers
    ///   no-config and surfaceless contexts (for tests).
    static func start(display: EGLDisplay, forcePbuffer: Bool = false) throws -> EGLSession {
        let eglVersion = try EGL.initialize(display)
        let extensions = EGL.extensions(display)
        try EGL.bindOpenGLES()

        let surfacelessOK = !forcePbuffer && extensions.contains("EGL_KHR_surfaceless_context")
        let noConfig = surfacelessOK && extensions.contains("EGL_KHR_no_config_context")
        var config: EGLConfig? = nil
        if !noConfig {
            let surfaceBits = surfacelessOK ? 0 : EGL_PBUFFER_BIT
            config = try EGL.chooseConfig(
                display,
                [
                    EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
                    EGL_SURFACE_TYPE, surfaceBits,
                    EGL_NONE,
                ])
        }

        let (context, version) = try createContext(
            display, config, eglVersion: eglVersion,
            extensions: extensions)
        var surface: EGLSurface? = nil
        do {
            if !surfacelessOK, let config {
                surface = try EGL.createPbuffer(display, config, width: 1, height: 1)
            }
            try EGL.makeCurrent(display, surface, context)
        } catch {
            if let surface { EGL.destroySurface(display, surface) }
            EGL.destroyContext(display, context)
            throw error
        }
        return EGLSession(
            display: display, context: context, surface: surface,
            requestedVersion: version, noConfig: noConfig,
            eglVersion: eglVersion, gbm: nil)
    }

    /// Creates a context for the first of `versions` the display accepts.
    ///
    /// EGL_CONTEXT_MAJOR_VERSION / MINOR need EGL 1.5 or EGL_KHR_create_context;
    /// without them only EGL_CONTEXT_CLIENT_VERSION 3 can be asked for.
    /// The corresponding EGL call is eglCreateContext.
    /// - Throws: `GLError` listing why each version was refused.
    private static func createContext(
        _ display: EGLDisplay, _ config: EGLConfig?, eglVersion: (major: Int, minor: Int),
        extensions: Set<String>
    ) throws -> (EGLContext, (major: Int, minor: Int)) {
        let minorVersions = eglVersion >= (1, 5) || extensions.contains("EGL_KHR_create_context")
        guard minorVersions else {
            let context = try EGL.createContext(display, config, [EGL_CONTEXT_CLIENT_VERSION, 3, EGL_NONE])
            return (context, (3, 0))
        }
        var refusals: [String] = []
        for version in versions {
            let attributes: [EGLint] = [
                EGL_CONTEXT_MAJOR_VERSION, EGLint(version.major),
                EGL_CONTEXT_MINOR_VERSION, EGLint(version.minor),
                EGL_NONE,
            ]
            do {
                return (try EGL.createContext(display, config, attributes), version)
            } catch let error as GLError {
                let code = error.code.map { eglErrorName($0) } ?? "no error code"
                refusals.append("\(version.major).\(version.minor): \(code)")
            }
        }
        throw GLError(
            call: "eglCreateContext",
            detail: "no OpenGL ES 3.x context (" + refusals.joined(separator: ", ") + ")")
    }

    /// Releases the context current on the calling thread, then the context and surface.
    ///
    /// The display stays initialized. The corresponding EGL calls are eglMakeCurrent
    /// (EGL_NO_CONTEXT), eglDestroySurface and eglDestroyContext.
    func release() {
        _ = eglMakeCurrent(display, nil, nil, nil)
        if let surface { EGL.destroySurface(display, surface) }
        EGL.destroyContext(display, context)
    }
}
