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
        _ = try? GL.disjoint()  // clears the flag
    }

    /// Starts timing a pass named `name`, ending the one running (`GL.beginTimer`).
    func begin(_ name: String) throws {
        try end()
        running = (name, try GL.beginTimer(reusing: free.popLast()))
    }

    /// Ends the pass being timed, if any (`GL.endTimer`).
    func end() throws {
        guard let r = running else { return }
        running = nil
        done.append(r)
        try GL.endTimer()
    }

    /// The frame's passes in order with their GPU milliseconds, waiting for the results; nil
    /// when the GPU reported a disjoint event meanwhile. Resets for the next frame.
    /// (`GL.timerResults`, `GL.disjoint`).
    func collect() throws -> [(name: String, milliseconds: Double)]? {
        defer {
            free += done.map(\.query)
            done = []
        }
        try end()
        let ns = try GL.timerResults(done.map(\.query), queryResult)
        let out = zip(done, ns).map { ($0.name, Double($1) / 1e6) }
        return try GL.disjoint() ? nil : out
    }

    /// Deletes the queries (`GL.deleteQueries`).
    func release() {
        try? end()
        GL.deleteQueries(free + done.map(\.query))
        free = []
        done = []
    }
}
