import CEGL

/// The wrappers of the calls the compute path makes each frame: one function per GL call,
/// each turning a GL error into a `GLError` that names the call (through `glCheck`).
extension GL {
    /// Makes `program` current. The corresponding GL call is glUseProgram.
    static func useProgram(_ program: GLuint) throws {
        glUseProgram(program)
        try glCheck("glUseProgram", "program \(program)")
    }

    /// Sets an int uniform of the current program. The corresponding GL call is glUniform1i.
    static func uniform(_ location: GLint, _ value: Int, _ name: String) throws {
        glUniform1i(location, GLint(truncatingIfNeeded: value))
        try glCheck("glUniform1i", name)
    }

    /// Sets an ivec4 uniform of the current program. The corresponding GL call is glUniform4i.
    static func uniform(_ location: GLint, _ value: SIMD4<Int32>, _ name: String) throws {
        glUniform4i(location, value.x, value.y, value.z, value.w)
        try glCheck("glUniform4i", name)
    }

    /// Sets an ivec3 uniform of the current program. The corresponding GL call is glUniform3i.
    static func uniform(_ location: GLint, _ value: SIMD3<Int32>, _ name: String) throws {
        glUniform3i(location, value.x, value.y, value.z)
        try glCheck("glUniform3i", name)
    }

    /// Sets an ivec2 uniform of the current program. The corresponding GL call is glUniform2i.
    static func uniform(_ location: GLint, _ value: SIMD2<Int32>, _ name: String) throws {
        glUniform2i(location, value.x, value.y)
        try glCheck("glUniform2i", name)
    }

    /// Sets a vec4 uniform of the current program. The corresponding GL call is glUniform4f.
    static func uniform(_ location: GLint, _ value: SIMD4<Float>, _ name: String) throws {
        glUniform4f(location, value.x, value.y, value.z, value.w)
        try glCheck("glUniform4f", name)
    }

    /// Binds `texture` to texture unit `unit`.
    /// The corresponding GL calls are glActiveTexture and glBindTexture.
    static func bindTexture(_ texture: GLuint, unit: Int32) throws {
        glActiveTexture(GLenum(GL_TEXTURE0 + unit))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        try glCheck("glBindTexture", "texture \(texture) on unit \(unit)")
    }

    /// Binds level 0 of `texture` to image unit `unit` for `access` in `format`.
    /// The corresponding GL call is glBindImageTexture.
    static func bindImageTexture(_ unit: GLuint, _ texture: GLuint, access: Int32, format: Int32) throws {
        glBindImageTexture(unit, texture, 0, GLboolean(GL_FALSE), 0, GLenum(access), GLenum(format))
        try glCheck("glBindImageTexture", "texture \(texture) on image unit \(unit)")
    }

    /// Runs the current compute program over `x` by `y` workgroups.
    /// The corresponding GL call is glDispatchCompute.
    static func dispatchCompute(_ x: Int, _ y: Int, _ detail: @autoclosure () -> String) throws {
        glDispatchCompute(GLuint(x), GLuint(y), 1)
        try glCheck("glDispatchCompute", detail())
    }

    /// Orders shader writes before the later uses named by `bits`.
    /// The corresponding GL call is glMemoryBarrier.
    static func memoryBarrier(_ bits: Int32) throws {
        glMemoryBarrier(GLbitfield(bits))
        try glCheck("glMemoryBarrier")
    }

    /// Binds `buffer` to shader storage binding `index`.
    /// The corresponding GL call is glBindBufferBase(GL_SHADER_STORAGE_BUFFER).
    static func bindStorageBuffer(_ index: Int, _ buffer: GLuint) throws {
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), GLuint(index), buffer)
        try glCheck("glBindBufferBase", "storage buffer \(index)")
    }

    /// Gives the bound storage buffer `bytes` of new, undefined storage.
    /// The corresponding GL call is glBufferData(GL_SHADER_STORAGE_BUFFER).
    static func storageBufferData(_ buffer: GLuint, bytes: Int) throws {
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        glBufferData(GLenum(GL_SHADER_STORAGE_BUFFER), GLsizeiptr(bytes), nil, GLenum(GL_DYNAMIC_DRAW))
        try glCheck("glBufferData", "\(bytes) bytes of storage buffer")
    }

    /// Writes `data` into storage buffer `buffer` from byte `offset`.
    /// The corresponding GL call is glBufferSubData(GL_SHADER_STORAGE_BUFFER).
    static func storageBufferSubData(_ buffer: GLuint, offset: Int = 0, _ data: UnsafeRawBufferPointer) throws {
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), GLintptr(offset), GLsizeiptr(data.count), data.baseAddress)
        try glCheck("glBufferSubData", "\(data.count) bytes of storage buffer at byte \(offset)")
    }

    /// A new 2D texture with immutable storage of `format`, sampled at the nearest texel.
    /// The corresponding GL calls are glGenTextures, glTexParameteri and glTexStorage2D.
    static func immutableTexture(width: Int, height: Int, format: Int32) throws -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(format), GLsizei(width), GLsizei(height))
        do {
            try glCheck("glTexStorage2D", "\(width)x\(height) texture")
        } catch {
            glDeleteTextures(1, &texture)
            throw error
        }
        return texture
    }

    /// Deletes a texture (0 is ignored); on teardown, so errors are not reported.
    /// The corresponding GL call is glDeleteTextures.
    static func deleteTexture(_ texture: GLuint) {
        var name = texture
        glDeleteTextures(1, &name)
    }

    /// Waits until the GL has finished every command. The corresponding GL call is glFinish.
    static func finish() throws {
        glFinish()
        try glCheck("glFinish")
    }
}
