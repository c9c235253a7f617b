import CEGL

/// The calls of `ReadbackRing` and `PassTimer`: buffers copied into and read on the host,
/// fences, and timer queries.
extension GL {
    /// A new buffer object's name. The corresponding GL call is glGenBuffers.
    static func genBuffer(_ what: @autoclosure () -> String) throws -> GLuint {
        var buffer: GLuint = 0
        glGenBuffers(1, &buffer)
        try glCheck("glGenBuffers", what())
        return buffer
    }

    /// Deletes a buffer, unmapping it first where `mapped`; on teardown, so errors are not
    /// reported. The corresponding GL calls are glUnmapBuffer and glDeleteBuffers.
    static func deleteBuffer(_ buffer: GLuint, mapped: Bool) {
        if mapped {
            glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), buffer)
            glUnmapBuffer(GLenum(GL_COPY_WRITE_BUFFER))
        }
        var name = buffer
        glDeleteBuffers(1, &name)
    }

    /// Queues the copy of the first `bytes` of `source` to the start of `target`.
    /// The corresponding GL call is glCopyBufferSubData.
    static func copyBuffer(
        from source: GLuint, to target: GLuint, bytes: Int, _ detail: @autoclosure () -> String
    ) throws {
        glBindBuffer(GLenum(GL_COPY_READ_BUFFER), source)
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), target)
        glCopyBufferSubData(GLenum(GL_COPY_READ_BUFFER), GLenum(GL_COPY_WRITE_BUFFER), 0, 0, GLsizeiptr(bytes))
        try glCheck("glCopyBufferSubData", detail())
    }

    /// Gives `buffer` `bytes` of storage the host reads once per frame.
    /// The corresponding GL call is glBufferData(GL_STREAM_READ).
    static func readBufferData(_ buffer: GLuint, bytes: Int) throws {
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), buffer)
        glBufferData(GLenum(GL_COPY_WRITE_BUFFER), GLsizeiptr(bytes), nil, GLenum(GL_STREAM_READ))
        try glCheck("glBufferData", "\(bytes) byte readback buffer")
    }

    /// Gives `buffer` `bytes` of immutable storage mapped for reading for good, persistently and
    /// coherently, and returns the mapping.
    /// The corresponding GL calls are glBufferStorageEXT (through `storage`) and glMapBufferRange.
    static func persistentReadBuffer(
        _ buffer: GLuint, bytes: Int, storage: PFNGLBUFFERSTORAGEEXTPROC
    ) throws -> UnsafeMutableRawPointer {
        let flags = GLbitfield(GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT_EXT | GL_MAP_COHERENT_BIT_EXT)
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), buffer)
        storage(GLenum(GL_COPY_WRITE_BUFFER), GLsizeiptr(bytes), nil, flags)
        try glCheck("glBufferStorageEXT", "\(bytes) byte readback buffer")
        let mapped = glMapBufferRange(GLenum(GL_COPY_WRITE_BUFFER), 0, GLsizeiptr(bytes), flags)
        try glCheck("glMapBufferRange", "\(bytes) bytes, persistent")
        guard let mapped else {
            throw GLError(call: "glMapBufferRange", detail: "\(bytes) bytes could not be mapped persistently")
        }
        return mapped
    }

    /// Maps the first `bytes` of `buffer` for reading, hands them to `read`, and unmaps.
    /// The corresponding GL calls are glMapBufferRange(GL_MAP_READ_BIT) and glUnmapBuffer.
    static func withMappedBuffer<R>(
        _ buffer: GLuint, bytes: Int, _ read: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), buffer)
        let map = glMapBufferRange(GLenum(GL_COPY_WRITE_BUFFER), 0, GLsizeiptr(bytes), GLbitfield(GL_MAP_READ_BIT))
        guard let mapped = map else {
            try glCheck("glMapBufferRange", "\(bytes) bytes")
            throw GLError(call: "glMapBufferRange", detail: "\(bytes) bytes could not be mapped")
        }
        defer {
            glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), buffer)
            glUnmapBuffer(GLenum(GL_COPY_WRITE_BUFFER))
        }
        return try read(UnsafeRawBufferPointer(start: mapped, count: bytes))
    }

    /// A fence after the commands queued so far, which are then flushed.
    /// The corresponding GL calls are glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE) and glFlush.
    static func fence() throws -> GLsync {
        guard let fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            try glCheck("glFenceSync")
            throw GLError(call: "glFenceSync", detail: "no fence object")
        }
        glFlush()
        return fence
    }

    /// Waits until `fence` is signalled, a second at a time.
    /// The corresponding GL call is glClientWaitSync(GL_SYNC_FLUSH_COMMANDS_BIT).
    static func wait(_ fence: GLsync) throws {
        while true {
            let r = glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), 1_000_000_000)
            if r == GLenum(GL_ALREADY_SIGNALED) || r == GLenum(GL_CONDITION_SATISFIED) { return }
            if r == GLenum(GL_WAIT_FAILED) {
                try glCheck("glClientWaitSync")
                throw GLError(call: "glClientWaitSync", detail: "wait failed")
            }
        }
    }

    /// Deletes a fence. The corresponding GL call is glDeleteSync.
    static func delete(_ fence: GLsync) {
        glDeleteSync(fence)
    }

    /// Flushes the commands queued so far. The corresponding GL call is glFlush.
    static func flush() {
        glFlush()
    }

    /// Starts a GL_TIME_ELAPSED_EXT query, a new one when `reuse` is nil.
    /// The corresponding GL calls are glGenQueries and glBeginQuery(GL_TIME_ELAPSED_EXT).
    static func beginTimer(reusing reuse: GLuint?) throws -> GLuint {
        var q: GLuint = reuse ?? 0
        if reuse == nil { glGenQueries(1, &q) }
        glBeginQuery(GLenum(GL_TIME_ELAPSED_EXT), q)
        try glCheck("glBeginQuery", "GL_TIME_ELAPSED_EXT")
        return q
    }

    /// Ends the running GL_TIME_ELAPSED_EXT query.
    /// The corresponding GL call is glEndQuery(GL_TIME_ELAPSED_EXT).
    static func endTimer() throws {
        glEndQuery(GLenum(GL_TIME_ELAPSED_EXT))
        try glCheck("glEndQuery", "GL_TIME_ELAPSED_EXT")
    }

    /// The nanoseconds of each finished timer query, waiting for them, through `result`
    /// (glGetQueryObjectui64vEXT).
    static func timerResults(_ queries: [GLuint], _ result: PFNGLGETQUERYOBJECTUI64VEXTPROC) throws -> [UInt64] {
        let ns = queries.map { q in
            var ns: GLuint64 = 0
            result(q, GLenum(GL_QUERY_RESULT), &ns)
            return UInt64(ns)
        }
        try glCheck("glGetQueryObjectui64vEXT", "\(queries.count) pass timer queries")
        return ns
    }

    /// Whether the GPU reported a disjoint event (a clock change, a context switch) since the
    /// last call, which clears the flag.
    /// The corresponding GL call is glGetIntegerv(GL_GPU_DISJOINT_EXT).
    static func disjoint() throws -> Bool {
        try integer(GL_GPU_DISJOINT_EXT) != 0
    }

    /// Deletes queries. The corresponding GL call is glDeleteQueries.
    static func deleteQueries(_ queries: [GLuint]) {
        if !queries.isEmpty { glDeleteQueries(GLsizei(queries.count), queries) }
    }
}
