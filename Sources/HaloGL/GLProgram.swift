import CEGL

/// A linked GLSL ES program, built from a vertex and a fragment shader of a `ShaderLibrary`.
///
/// Programs belong to the GL thread: create them, use them and release the last
/// reference inside `GLDevice.run`. `deinit` calls glDeleteProgram on whatever
/// thread releases the program; off the GL thread no context is current there and
/// the program would leak (GL ignores calls without a context).
public final class GLProgram {
    /// The GL program name.
    public let id: GLuint
    /// The vertex shader's path in the library.
    public let vertex: String
    /// The fragment shader's path in the library.
    public let fragment: String
    /// Uniform locations looked up so far.
    private var uniforms: [String: GLint] = [:]

    /// Expands, compiles and links `vertex` and `fragment` from `library`.
    ///
    /// The corresponding GL calls are glCreateShader, glShaderSource, glCompileShader,
    /// glCreateProgram, glAttachShader and glLinkProgram.
    /// - Parameters:
    ///   - vertex: the vertex shader's path in the library, such as `draw.vert`.
    ///   - fragment: the fragment shader's path, such as `stroke.frag`.
    ///   - library: where the sources and their includes come from.
    ///   - defines: `#define` lines for the fragment shader (a specialised variant).
    /// - Throws: `ShaderIncludeError` for a bad include; `GLError` from glCompileShader
    ///   whose detail gives the original file and line of each message
    ///   (`Shaders/include/area.glsl:12: error: ...`); `GLError` from glLinkProgram.
    public init(vertex: String, fragment: String, library: ShaderLibrary, defines: [(name: String, value: Int)] = []) throws {
        let vertexShader = try Self.compile(vertex, type: GL_VERTEX_SHADER, library: library)
        defer { GL.deleteShader(vertexShader) }
        let fragmentShader = try Self.compile(fragment, type: GL_FRAGMENT_SHADER, library: library, defines: defines)
        defer { GL.deleteShader(fragmentShader) }

        let program = try GL.createProgram()
        do {
            try GL.attachShader(program, vertexShader)
            try GL.attachShader(program, fragmentShader)
            guard try GL.linkProgram(program) else {
                let log = GL.programInfoLog(program).trimmingTrailingWhitespace()
                throw GLError(call: "glLinkProgram", detail:
                    "\(library.displayName(vertex)) + \(library.displayName(fragment)): "
                    + (log.isEmpty ? "no info log" : log))
            }
        } catch {
            GL.deleteProgram(program)
            throw error
        }
        self.id = program
        self.vertex = vertex
        self.fragment = fragment
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
    static func compile(_ name: String, type: Int32, library: ShaderLibrary, defines: [(name: String, value: Int)] = []) throws -> GLuint {
        let expanded = try library.expand(name, defines: defines)
        let shader = try GL.createShader(type)
        do {
            guard try GL.compileShader(shader, expanded.source) else {
                let log = GL.shaderInfoLog(shader)
                let mapped = ShaderLog.map(log, through: expanded, fallbackFile: library.displayName(name))
                throw GLError(call: "glCompileShader",
                              detail: mapped.isEmpty ? "\(library.displayName(name)): no info log" : mapped)
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
