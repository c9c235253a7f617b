import CEGL

/// GPU time of each pass of a frame from GL_EXT_disjoint_timer_query: one GL_TIME_ELAPSED_EXT
/// query around each pass (queries of that kind cannot nest, and the passes never do).
///
/// Created, used and released on the GL thread only. The results of a frame are read after
/// it finished; a frame during which the GPU reported a disjoint event (GL_GPU_DISJOINT_EXT:
/// a clock change, a context switch) has none.
final class PassTimer {
    private let queryResult: PFNGLGETQUERYOBJECTUI64VEXTPROC
    private var free: [GLuint] = []
    private var running: (name: String, query: GLuint)?
    private var done: [(name: String, query: GLuint)] = []

    /// A timer, or nil where the context lacks GL_EXT_disjoint_timer_query.
    /// The corresponding GL calls are glGetStringi(GL_EXTENSIONS) and eglGetProcAddress.
    init?() {
        guard (try? GL.extensions())?.contains("GL_EXT_disjoint_timer_query") == true,
            let result = try? EGL.procAddress("glGetQueryObjectui64vEXT", as: PFNGLGETQUERYOBJECTUI64VEXTPROC.self)
        else { return nil }
        queryResult = result
        var disjoint: GLint = 0
        glGetIntegerv(GLenum(GL_GPU_DISJOINT_EXT), &disjoint)  // clears the flag
    }

    /// Starts timing a pass named `name`, ending the one running.
    /// The corresponding GL calls are glGenQueries and glBeginQuery(GL_TIME_ELAPSED_EXT).
    func begin(_ name: String) {
        end()
        var q: GLuint = 0
        if let f = free.popLast() { q = f } else { glGenQueries(1, &q) }
        glBeginQuery(GLenum(GL_TIME_ELAPSED_EXT), q)
        running = (name, q)
    }

    /// Ends the pass being timed, if any. The corresponding GL call is glEndQuery.
    func end() {
        guard let r = running else { return }
        glEndQuery(GLenum(GL_TIME_ELAPSED_EXT))
        done.append(r)
        running = nil
    }

    /// The frame's passes in order with their GPU milliseconds, waiting for the results; nil
    /// when the GPU reported a disjoint event meanwhile. Resets for the next frame.
    /// The corresponding GL calls are glGetQueryObjectui64vEXT and glGetIntegerv(GL_GPU_DISJOINT_EXT).
    func collect() throws -> [(name: String, milliseconds: Double)]? {
        end()
        defer {
            free += done.map(\.query)
            done = []
        }
        var out: [(name: String, milliseconds: Double)] = []
        for (name, q) in done {
            var ns: GLuint64 = 0
            queryResult(q, GLenum(GL_QUERY_RESULT), &ns)
            out.append((name, Double(ns) / 1e6))
        }
        try glCheck("glGetQueryObjectui64vEXT", "\(done.count) pass timer queries")
        var disjoint: GLint = 0
        glGetIntegerv(GLenum(GL_GPU_DISJOINT_EXT), &disjoint)
        return disjoint != 0 ? nil : out
    }

    /// Deletes the queries. The corresponding GL call is glDeleteQueries.
    func release() {
        end()
        let all = free + done.map(\.query)
        if !all.isEmpty { glDeleteQueries(GLsizei(all.count), all) }
        free = []
        done = []
    }
}
