import CEGL

/// Thin wrappers, one per OpenGL ES call, that turn GL errors into `GLError`.
///
/// All of them must run on the GL thread (inside `GLDevice.run`).
enum GL {
    /// A GL string such as GL_VERSION.
    ///
    /// The corresponding GL call is glGetString.
    /// - Throws: `GLError` when GL returns null (no current context, bad enum).
    static func string(_ name: Int32) throws -> String {
        guard let text = glGetString(GLenum(name)) else {
            try glCheck("glGetString", "\(glHex(UInt32(name)))")
            throw GLError(call: "glGetString", detail: "\(glHex(UInt32(name))) returned null; is a context current?")
        }
        return String(cString: UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self))
    }

    /// An integer state value such as GL_MAX_TEXTURE_SIZE.
    ///
    /// The corresponding GL call is glGetIntegerv.
    static func integer(_ name: Int32) throws -> Int {
        var value: GLint = 0
        glGetIntegerv(GLenum(name), &value)
        try glCheck("glGetIntegerv", "\(glHex(UInt32(name)))")
        return Int(value)
    }

    /// The context's extensions, one name per GL_NUM_EXTENSIONS index.
    ///
    /// The corresponding GL call is glGetStringi(GL_EXTENSIONS, i).
    static func extensions() throws -> Set<String> {
        let count = try integer(GL_NUM_EXTENSIONS)
        var names = Set<String>()
        for index in 0..<max(count, 0) {
            if let text = glGetStringi(GLenum(GL_EXTENSIONS), GLuint(index)) {
                names.insert(String(cString: UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self)))
            }
        }
        try glCheck("glGetStringi", "GL_EXTENSIONS")
        return names
    }

    /// A new shader object of `type` (GL_COMPUTE_SHADER).
    ///
    /// The corresponding GL call is glCreateShader.
    static func createShader(_ type: Int32) throws -> GLuint {
        let shader = glCreateShader(GLenum(type))
        try glCheck("glCreateShader")
        guard shader != 0 else {
            throw GLError(call: "glCreateShader", detail: "returned 0 for type \(glHex(UInt32(type)))")
        }
        return shader
    }

    /// Sets `shader`'s source to `source` and compiles it; returns whether it compiled.
    ///
    /// The corresponding GL calls are glShaderSource, glCompileShader and glGetShaderiv(GL_COMPILE_STATUS).
    static func compileShader(_ shader: GLuint, _ source: String) throws -> Bool {
        var bytes = Array(source.utf8CString)
        let length = GLint(bytes.count - 1)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var pointer: UnsafePointer<GLchar>? = UnsafePointer(buffer.baseAddress)
            var lengthValue = length
            glShaderSource(shader, 1, &pointer, &lengthValue)
        }
        try glCheck("glShaderSource")
        glCompileShader(shader)
        try glCheck("glCompileShader")
        var status: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
        try glCheck("glGetShaderiv")
        return status == GL_TRUE
    }

    /// The info log of `shader` (compiler messages), possibly empty.
    ///
    /// The corresponding GL calls are glGetShaderiv(GL_INFO_LOG_LENGTH) and glGetShaderInfoLog.
    static func shaderInfoLog(_ shader: GLuint) -> String {
        var length: GLint = 0
        glGetShaderiv(shader, GLenum(GL_INFO_LOG_LENGTH), &length)
        guard length > 1 else { return "" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        glGetShaderInfoLog(shader, length, nil, &buffer)
        return String(cString: buffer)
    }

    /// Deletes `shader`.
    ///
    /// The corresponding GL call is glDeleteShader.
    static func deleteShader(_ shader: GLuint) {
        glDeleteShader(shader)
    }

    /// A new, empty program object.
    ///
    /// The corresponding GL call is glCreateProgram.
    static func createProgram() throws -> GLuint {
        let program = glCreateProgram()
        try glCheck("glCreateProgram")
        guard program != 0 else {
            throw GLError(call: "glCreateProgram", detail: "returned 0")
        }
        return program
    }

    /// Attaches `shader` to `program`.
    ///
    /// The corresponding GL call is glAttachShader.
    static func attachShader(_ program: GLuint, _ shader: GLuint) throws {
        glAttachShader(program, shader)
        try glCheck("glAttachShader")
    }

    /// Links `program`; returns whether it linked.
    ///
    /// The corresponding GL calls are glLinkProgram and glGetProgramiv(GL_LINK_STATUS).
    static func linkProgram(_ program: GLuint) throws -> Bool {
        glLinkProgram(program)
        try glCheck("glLinkProgram")
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        try glCheck("glGetProgramiv")
        return status == GL_TRUE
    }

    /// The info log of `program` (linker messages), possibly empty.
    ///
    /// The corresponding GL calls are glGetProgramiv(GL_INFO_LOG_LENGTH) and glGetProgramInfoLog.
    static func programInfoLog(_ program: GLuint) -> String {
        var length: GLint = 0
        glGetProgramiv(program, GLenum(GL_INFO_LOG_LENGTH), &length)
        guard length > 1 else { return "" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        glGetProgramInfoLog(program, length, nil, &buffer)
        return String(cString: buffer)
    }

    /// Deletes `program` (a no-op for 0).
    ///
    /// The corresponding GL call is glDeleteProgram.
    static func deleteProgram(_ program: GLuint) {
        glDeleteProgram(program)
    }

    /// The location of uniform `name` in `program`, or -1 when it is not an active uniform.
    ///
    /// The corresponding GL call is glGetUniformLocation.
    static func uniformLocation(_ program: GLuint, _ name: String) -> GLint {
        glGetUniformLocation(program, name)
    }
}
