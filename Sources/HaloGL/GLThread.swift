import Foundation

/// A dedicated thread that owns a GL context: work reaches it only through `sync`.
///
/// An EGL context is current on one thread at a time; Halo keeps one context current
/// on this thread for its whole life, so every GL call goes through here. Sendable by hand:
/// its only state is the constant `mailbox`, which guards its jobs with its own condition.
final class GLThread: @unchecked Sendable {
    /// The job queue the thread serves; shared with the thread, not owning it.
    private let mailbox: Mailbox

    /// Starts a thread named `name` with an 8 MiB stack (GLSL compilers recurse deeply).
    init(name: String) {
        let mailbox = Mailbox()
        self.mailbox = mailbox
        let thread = Thread { mailbox.serve() }
        thread.name = name
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Stops the thread once its queued jobs have run.
    deinit {
        mailbox.stop()
    }

    /// Whether the caller is running on this GL thread.
    var isCurrent: Bool { mailbox.isServingThread }

    /// Runs `body` on the GL thread, waits for it, and returns its result or rethrows its error.
    ///
    /// Called from the GL thread itself, it runs `body` in place (no deadlock).
    /// - Throws: whatever `body` throws, or `GLError` when the thread has stopped.
    func sync<T>(_ body: () throws -> T) throws -> T {
        if mailbox.isServingThread {
            return try body()
        }
        return try withoutActuallyEscaping(body) { body in
            // `body` cannot outlive this call: the job drops it before signalling,
            // and we wait for that signal before returning.
            let job = Job(body)
            guard mailbox.post({ job.run() }) else {
                throw GLError(call: "GLThread.sync", detail: "the GL thread has stopped")
            }
            job.done.wait()
            guard let result = job.result else {
                throw GLError(call: "GLThread.sync", detail: "the GL thread finished a job without a result")
            }
            return try result.get()
        }
    }

    /// Queues `body` on the GL thread and returns at once; jobs run in the order queued.
    /// - Throws: `GLError` when the thread has stopped.
    func post(_ body: @escaping () -> Void) throws {
        guard mailbox.post(body) else {
            throw GLError(call: "GLThread.post", detail: "the GL thread has stopped")
        }
    }
}

/// One `sync` call in flight: the closure, then its result.
///
/// Sendable by hand: the GL thread runs it once, writing `body` and `result` before it signals
/// `done`, and the calling thread reads `result` only after waiting on `done`.
private final class Job<T>: @unchecked Sendable {
    private var body: (() throws -> T)?
    private(set) var result: Result<T, Error>?
    let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping () throws -> T) {
        self.body = body
    }

    /// Runs the closure, releases it, then wakes the caller.
    func run() {
        if let body {
            result = Result { try body() }
        }
        body = nil
        done.signal()
    }
}

/// The jobs waiting for a `GLThread`, guarded by a condition variable.
///
/// Sendable by hand: `jobs`, `stopped` and `servingThread` are read and written only while
/// `condition` is locked.
private final class Mailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var stopped = false
    private var servingThread: pthread_t? = nil

    /// Whether the caller is the thread running `serve()`.
    var isServingThread: Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let servingThread else { return false }
        return pthread_equal(servingThread, pthread_self()) != 0
    }

    /// Queues `job`; returns `false` (and drops it) once stopped.
    func post(_ job: @escaping () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return false }
        jobs.append(job)
        condition.signal()
        return true
    }

    /// Asks `serve()` to return after the jobs already queued.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs in order until stopped; the body of the GL thread.
    func serve() {
        condition.lock()
        servingThread = pthread_self()
        condition.unlock()
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped {
                condition.wait()
            }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
