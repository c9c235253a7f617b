import CEGL

/// An EGL or OpenGL ES call that failed, with the call's name, the error code and context.
///
/// Every GL and EGL failure in HaloGL surfaces as this error; `description` reads like
/// `glTexImage2D failed: GL_INVALID_VALUE (0x0501)` or
/// `eglInitialize failed: EGL_NOT_INITIALIZED (0x3001): <detail>`.
public struct GLError: Error, CustomStringConvertible, Sendable {
    /// The C call (or step) that failed, such as `glCompileShader` or `eglInitialize`.
    public let call: String
    /// The code from `glGetError` or `eglGetError`, if there was one.
    public let code: UInt32?
    /// Extra context: an info log, the display or device, what was being attempted.
    public let detail: String

    /// Creates an error for `call` with an optional code and detail.
    public init(call: String, code: UInt32? = nil, detail: String = "") {
        self.call = call
        self.code = code
        self.detail = detail
    }

    /// The GL call and its error.
    public var description: String {
        var text = "\(call) failed"
        if let code {
            let name = call.hasPrefix("egl") ? eglErrorName(code) : glErrorName(code)
            text += ": \(name) (\(glHex(code)))"
        }
        if !detail.isEmpty {
            text += ": \(detail)"
        }
        return text
    }
}

/// Drains `glGetError` and throws for the first error it reports, naming `call`.
///
/// GL keeps a set of error flags; all are cleared so a later check does not blame
/// the wrong call. The corresponding GL call is glGetError.
/// - Throws: `GLError` with the first pending error code.
func glCheck(_ call: String, _ detail: @autoclosure () -> String = "") throws {
    var first: GLenum = GLenum(GL_NO_ERROR)
    // At most a handful of flags exist; the bound guards against a broken driver
    // (or no current context under some dispatchers) returning errors forever.
    for _ in 0..<16 {
        let code = glGetError()
        if code == GLenum(GL_NO_ERROR) { break }
        if first == GLenum(GL_NO_ERROR) { first = code }
    }
    if first != GLenum(GL_NO_ERROR) {
        throw GLError(call: call, code: first, detail: detail())
    }
}

/// Throws the pending `eglGetError` code, naming `call`, when `ok` is `EGL_FALSE`.
///
/// The corresponding EGL call is eglGetError.
/// - Throws: `GLError` with the EGL error code.
func eglCheck(_ ok: EGLBoolean, _ call: String, _ detail: @autoclosure () -> String = "") throws {
    if ok == EGLBoolean(EGL_FALSE) {
        throw eglError(call, detail())
    }
}

/// The `GLError` for an EGL call that just failed, with the code from eglGetError.
func eglError(_ call: String, _ detail: String = "") -> GLError {
    let code = eglGetError()
    let pending: UInt32? = code == EGL_SUCCESS ? nil : UInt32(bitPattern: code)
    return GLError(call: call, code: pending, detail: detail)
}

/// The symbolic name of an EGL error code, such as `EGL_BAD_DISPLAY`.
func eglErrorName(_ code: UInt32) -> String {
    eglErrorNames[code] ?? "unknown EGL error"
}

/// The symbolic name of a GL error code, such as `GL_INVALID_ENUM`.
func glErrorName(_ code: UInt32) -> String {
    glErrorNames[code] ?? "unknown GL error"
}

/// A code as four or more hex digits: `0x0501`, `0x3001`.
func glHex(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// EGL 1.5 error codes (eglGetError).
let eglErrorNames: [UInt32: String] = [
    0x3000: "EGL_SUCCESS",
    0x3001: "EGL_NOT_INITIALIZED",
    0x3002: "EGL_BAD_ACCESS",
    0x3003: "EGL_BAD_ALLOC",
    0x3004: "EGL_BAD_ATTRIBUTE",
    0x3005: "EGL_BAD_CONFIG",
    0x3006: "EGL_BAD_CONTEXT",
    0x3007: "EGL_BAD_CURRENT_SURFACE",
    0x3008: "EGL_BAD_DISPLAY",
    0x3009: "EGL_BAD_MATCH",
    0x300A: "EGL_BAD_NATIVE_PIXMAP",
    0x300B: "EGL_BAD_NATIVE_WINDOW",
    0x300C: "EGL_BAD_PARAMETER",
    0x300D: "EGL_BAD_SURFACE",
    0x300E: "EGL_CONTEXT_LOST",
    0x322B: "EGL_BAD_DEVICE_EXT",
]

/// OpenGL ES 3.2 error codes (glGetError).
let glErrorNames: [UInt32: String] = [
    0x0500: "GL_INVALID_ENUM",
    0x0501: "GL_INVALID_VALUE",
    0x0502: "GL_INVALID_OPERATION",
    0x0503: "GL_STACK_OVERFLOW",
    0x0504: "GL_STACK_UNDERFLOW",
    0x0505: "GL_OUT_OF_MEMORY",
    0x0506: "GL_INVALID_FRAMEBUFFER_OPERATION",
    0x0507: "GL_CONTEXT_LOST",
]
