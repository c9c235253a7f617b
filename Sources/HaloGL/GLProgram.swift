import CEGL

/// A linked GLSL ES compute program, built from a compute shader of a `GLSLSourceTree`.
///
/// Programs belong to the GL thread: create them, use them and release the last
/// reference inside `GLDevice.run`. `deinit` calls glDeleteProgram on whatever
/// thread releases the program; off the GL thread no context is current there and
/// the program would leak (GL ignores calls without a context).
public final class GLProgram {
    /// The GL program name.
    public let id: GLuint
    /// The shader's path in its source tree.
    public let shaders: [String]
    /// Uniform locations looked up so far.
    private var uniforms: [String: GLint] = [:]

    /// Expands, compiles and links the compute shader `compute` from `sources`.
    ///
    /// The corresponding GL calls are glCreateShader, glShaderSource, glCompileShader (a
    /// GL_COMPUTE_SHADER), glCreateProgram, glAttachShader and glLinkProgram.
    /// - Parameters:
    ///   - compute: the shader's path in `sources`, such as `fine.comp`.
    ///   - sources: where the shader and its includes come from.
    ///   - defines: `#define` lines for the shader (a specialised variant).
    /// - Throws: `ShaderIncludeError` for a bad include; `GLError` from glCompileShader
    ///   whose detail gives the original file and line of each message
    ///   (`Shaders/include/area.glsl:12: error: ...`); `GLError` from glLinkProgram.
    public init(compute: String, sources: GLSLSourceTree, defines: [(name: String, value: Int)] = []) throws {
        let shader = try Self.compile(compute, type: GL_COMPUTE_SHADER, sources: sources, defines: defines)
        defer { GL.deleteShader(shader) }
        id = try Self.link([shader], names: [compute], sources: sources)
        shaders = [compute]
    }

    /// A program of the compiled `shaders`, linked.
    private static func link(_ shaders: [GLuint], names: [String], sources: GLSLSourceTree) throws -> GLuint {
        let program = try GL.createProgram()
        do {
            for s in shaders { try GL.attachShader(program, s) }
            guard try GL.linkProgram(program) else {
                let log = GL.programInfoLog(program).trimmingTrailingWhitespace()
                let shaders = names.map(sources.displayName).joined(separator: " + ")
                throw GLError(call: "glLinkProgram", detail: shaders + ": " + (log.isEmpty ? "no info log" : log))
            }
        } catch {
            GL.deleteProgram(program)
            throw error
        }
        return program
    }

    /// Deletes the program; must run on the GL thread (see the type's notes).
    ///
    /// The corresponding GL call is glDeleteProgram.
    deinit {
        GL.deleteProgram(id)
    }

    /// The location of uniform `name`, or -1 when the program has no such active uniform.
    ///
    /// Looked up once, then cached. The corresponding GL call is glGetUniformLocation.
    public func uniform(_ name: String) -> GLint {
        if let location = uniforms[name] { return location }
        let location = GL.uniformLocation(id, name)
        uniforms[name] = location
        return location
    }

    /// Compiles the expanded `name` as a `type` shader and returns the shader object.
    ///
    /// On failure the info log is mapped back to original files and lines.
    /// The corresponding GL calls are glCreateShader, glShaderSource and glCompileShader.
    static func compile(
        _ name: String, type: Int32, sources: GLSLSourceTree, defines: [(name: String, value: Int)] = []
    ) throws -> GLuint {
        let expanded = try sources.expand(name, defines: defines)
        let shader = try GL.createShader(type)
        do {
            guard try GL.compileShader(shader, expanded.source) else {
                let log = GL.shaderInfoLog(shader)
                let mapped = ShaderLog.map(log, through: expanded, fallbackFile: sources.displayName(name))
                throw GLError(
                    call: "glCompileShader",
                    detail: mapped.isEmpty ? "\(sources.displayName(name)): no info log" : mapped)
            }
        } catch {
            GL.deleteShader(shader)
            throw error
        }
        return shader
    }
}

extension String {
    /// The string without trailing spaces and newlines.
    func trimmingTrailingWhitespace() -> String {
        var text = self
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
