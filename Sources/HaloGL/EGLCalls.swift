import CEGL

/// Thin wrappers, one per EGL call, that turn `EGL_FALSE` and null handles into `GLError`.
///
/// Extension entry points are looked up with eglGetProcAddress and cast to their
/// `PFN...PROC` types; a missing entry point is a `GLError` naming it.
enum EGL {
    /// The extension string of `display`, split into names; `nil` display gives client extensions.
    ///
    /// The corresponding EGL call is eglQueryString(display, EGL_EXTENSIONS). Client
    /// extensions (EGL_NO_DISPLAY) are absent on EGL 1.4 without EGL_EXT_client_extensions;
    /// that reads as an empty set and clears the pending EGL_BAD_DISPLAY.
    static func extensions(_ display: EGLDisplay?) -> Set<String> {
        guard let text = eglQueryString(display, EGL_EXTENSIONS) else {
            _ = eglGetError()
            return []
        }
        return Set(String(cString: text).split(separator: " ").map(String.init))
    }

    /// A string of `display` such as EGL_VENDOR or EGL_VERSION, or `nil`.
    ///
    /// The corresponding EGL call is eglQueryString.
    static func queryString(_ display: EGLDisplay?, _ name: Int32) -> String? {
        guard let text = eglQueryString(display, name) else {
            _ = eglGetError()
            return nil
        }
        return String(cString: text)
    }

    /// An extension entry point cast to its function-pointer type `T`.
    ///
    /// The corresponding EGL call is eglGetProcAddress.
    /// - Throws: `GLError` when the entry point does not exist.
    static func procAddress<T>(_ name: String, as type: T.Type) throws -> T {
        guard let address = eglGetProcAddress(name) else {
            throw GLError(call: "eglGetProcAddress", detail: "no entry point \(name)")
        }
        return unsafeBitCast(address, to: type)
    }

    /// A display on `platform` for `native`, which may be `nil` (EGL_DEFAULT_DISPLAY).
    ///
    /// The corresponding EGL call is eglGetPlatformDisplayEXT (EGL_EXT_platform_base).
    /// - Throws: `GLError` when the entry point is missing or no display comes back.
    static func platformDisplay(_ platform: Int32, _ native: UnsafeMutableRawPointer?) throws -> EGLDisplay {
        let get = try procAddress("eglGetPlatformDisplayEXT", as: PFNEGLGETPLATFORMDISPLAYEXTPROC.self)
        let attributes: [EGLint] = [EGL_NONE]
        guard let display = get(EGLenum(platform), native, attributes) else {
            throw eglError("eglGetPlatformDisplayEXT", "platform \(glHex(UInt32(platform)))")
        }
        return display
    }

    /// Initializes `display` and returns its EGL version as (major, minor).
    ///
    /// The corresponding EGL call is eglInitialize.
    static func initialize(_ display: EGLDisplay) throws -> (major: Int, minor: Int) {
        var major: EGLint = 0
        var minor: EGLint = 0
        try eglCheck(eglInitialize(display, &major, &minor), "eglInitialize")
        return (Int(major), Int(minor))
    }

    /// Releases the resources of `display`; only for displays this process owns alone.
    ///
    /// The corresponding EGL call is eglTerminate. Halo never calls it at exit.
    static func terminate(_ display: EGLDisplay) {
        _ = eglTerminate(display)
    }

    /// Makes OpenGL ES the current rendering API of the calling thread.
    ///
    /// The corresponding EGL call is eglBindAPI(EGL_OPENGL_ES_API).
    static func bindOpenGLES() throws {
        try eglCheck(eglBindAPI(EGLenum(EGL_OPENGL_ES_API)), "eglBindAPI")
    }

    /// The first config matching `attributes` (EGL_NONE-terminated).
    ///
    /// The corresponding EGL call is eglChooseConfig.
    /// - Throws: `GLError` when the call fails or no config matches.
    static func chooseConfig(_ display: EGLDisplay, _ attributes: [EGLint]) throws -> EGLConfig {
        var config: EGLConfig? = nil
        var count: EGLint = 0
        try eglCheck(eglChooseConfig(display, attributes, &config, 1, &count), "eglChooseConfig")
        guard count > 0, let config else {
            throw GLError(call: "eglChooseConfig", detail: "no config with an OpenGL ES 3 renderable type")
        }
        return config
    }

    /// A context for `config` (`nil` is EGL_NO_CONFIG_KHR) with `attributes` (EGL_NONE-terminated).
    ///
    /// The corresponding EGL call is eglCreateContext.
    static func createContext(_ display: EGLDisplay, _ config: EGLConfig?, _ attributes: [EGLint]) throws -> EGLContext
    {
        guard let context = eglCreateContext(display, config, nil, attributes) else {
            throw eglError("eglCreateContext")
        }
        return context
    }

    /// Destroys `context`; failures are ignored (used for clean-up only).
    ///
    /// The corresponding EGL call is eglDestroyContext.
    static func destroyContext(_ display: EGLDisplay, _ context: EGLContext) {
        _ = eglDestroyContext(display, context)
    }

    /// A `width` x `height` pbuffer surface for `config`.
    ///
    /// The corresponding EGL call is eglCreatePbufferSurface.
    static func createPbuffer(_ display: EGLDisplay, _ config: EGLConfig, width: Int32, height: Int32) throws
        -> EGLSurface
    {
        let attributes: [EGLint] = [EGL_WIDTH, width, EGL_HEIGHT, height, EGL_NONE]
        guard let surface = eglCreatePbufferSurface(display, config, attributes) else {
            throw eglError("eglCreatePbufferSurface")
        }
        return surface
    }

    /// Destroys `surface`; failures are ignored (used for clean-up only).
    ///
    /// The corresponding EGL call is eglDestroySurface.
    static func destroySurface(_ display: EGLDisplay, _ surface: EGLSurface) {
        _ = eglDestroySurface(display, surface)
    }

    /// Makes `context` current on the calling thread with `surface` (`nil` is EGL_NO_SURFACE).
    ///
    /// The corresponding EGL call is eglMakeCurrent.
    static func makeCurrent(_ display: EGLDisplay, _ surface: EGLSurface?, _ context: EGLContext?) throws {
        try eglCheck(eglMakeCurrent(display, surface, surface, context), "eglMakeCurrent")
    }

    /// The devices the EGL implementation exposes, in its order.
    ///
    /// The corresponding EGL call is eglQueryDevicesEXT (EGL_EXT_device_enumeration).
    static func queryDevices() throws -> [EGLDeviceEXT] {
        let query = try procAddress("eglQueryDevicesEXT", as: PFNEGLQUERYDEVICESEXTPROC.self)
        var count: EGLint = 0
        try eglCheck(query(0, nil, &count), "eglQueryDevicesEXT")
        guard count > 0 else { return [] }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        try eglCheck(query(count, &devices, &count), "eglQueryDevicesEXT")
        return devices.prefix(Int(count)).compactMap { $0 }
    }

    /// A string of `device`, such as EGL_EXTENSIONS or EGL_DRM_RENDER_NODE_FILE_EXT, or `nil`.
    ///
    /// The corresponding EGL call is eglQueryDeviceStringEXT (EGL_EXT_device_query).
    static func deviceString(_ device: EGLDeviceEXT, _ name: Int32) throws -> String? {
        let query = try procAddress("eglQueryDeviceStringEXT", as: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        guard let text = query(device, name) else {
            _ = eglGetError()
            return nil
        }
        return String(cString: text)
    }

    /// An integer attribute of `device`, such as EGL_CUDA_DEVICE_NV, or `nil`.
    ///
    /// The corresponding EGL call is eglQueryDeviceAttribEXT (EGL_EXT_device_query).
    static func deviceAttribute(_ device: EGLDeviceEXT, _ name: Int32) throws -> Int? {
        let query = try procAddress("eglQueryDeviceAttribEXT", as: PFNEGLQUERYDEVICEATTRIBEXTPROC.self)
        var value: EGLAttrib = 0
        guard query(device, name, &value) == EGLBoolean(EGL_TRUE) else {
            _ = eglGetError()
            return nil
        }
        return Int(value)
    }
}
