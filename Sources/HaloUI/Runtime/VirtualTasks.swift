/// The `.task` actions of one runtime, run on the virtual clock: each is a Swift task whose
/// jobs go to this executor, which runs them on the replaying thread, in order, at the event
/// that resumes them; `Task.sleep` (HaloUI's) suspends until an event at now + its duration.
/// So an action's steps happen at virtual times, between the runtime's other events, the same
/// on every run.
///
/// Sendable by hand: it is a `TaskExecutor`; jobs are enqueued and run only while the runtime
/// that owns it replays events, on that runtime's thread.
final class VirtualTasks: TaskExecutor, @unchecked Sendable {
    private var jobs: [UnownedJob] = []
    private var running: [UInt64: Task<Void, Never>] = [:]
    /// Each sleeping action's continuation, by its view's key, with the sleep's number.
    private var sleeping: [UInt64: (id: Int, continuation: UnsafeContinuation<Void, any Error>)] = [:]
    private var sleeps = 0
    /// How many times each cancelled action has slept since its cancellation (each sleep throws).
    private var cancelledSleeps: [UInt64: Int] = [:]
    /// The actions parked for good: cancelled, they kept sleeping (`try? await Task.sleep` in a
    /// loop ignores the cancellation) past `cancelledSleepLimit`; they never resume.
    private var parked: [UnsafeContinuation<Void, any Error>] = []
    /// The sleeps a cancelled action may make (each throwing at once) before it is parked.
    static let cancelledSleepLimit = 1000

    func enqueue(_ job: consuming ExecutorJob) { jobs.append(UnownedJob(job)) }

    /// Runs every job that is ready, and those they make ready, until all wait.
    func drain() {
        while !jobs.isEmpty {
            jobs.removeFirst().runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Starts the action of the view at `key` (in the runtime's task-local scope, which the
    /// action's task inherits), and runs it to its first suspension.
    func start(key: UInt64, _ action: @escaping @Sendable () async -> Void) {
        cancel(key)
        cancelledSleeps[key] = nil
        running[key] = Ambient.$taskKey.withValue(key) { Task(executorPreference: self) { await action() } }
        drain()
    }

    /// Cancels the action of the view at `key`: a sleep it is in ends at once, throwing.
    func cancel(_ key: UInt64) {
        guard let task = running.removeValue(forKey: key) else { return }
        task.cancel()
        if let sleeper = sleeping.removeValue(forKey: key) {
            sleeper.continuation.resume(throwing: CancellationError())
            drain()
        }
    }

    /// Cancels every action (the runtime is done): they finish, and release what they hold.
    func cancelAll() {
        for key in running.keys.sorted() { cancel(key) }
    }

    /// Suspends the running action for `seconds` of virtual time.
    /// A cancelled action's sleep throws at once, as Swift's does; one that goes on sleeping
    /// regardless (a loop of `try? await Task.sleep`, which spins forever once its view leaves)
    /// is parked after `cancelledSleepLimit` such sleeps, so a render never hangs on it.
    func sleep(_ seconds: Double, key: UInt64, in runtime: ViewRuntime) async throws {
        if Task.isCancelled {
            let count = cancelledSleeps[key, default: 0] + 1
            cancelledSleeps[key] = count
            if count > Self.cancelledSleepLimit {
                try await withUnsafeThrowingContinuation { parked.append($0) }
            }
            throw CancellationError()
        }
        sleeps += 1
        let id = sleeps
        try await withUnsafeThrowingContinuation { continuation in
            sleeping[key] = (id, continuation)
            runtime.schedule(at: runtime.now + max(seconds, 0)) { _ in
                guard let sleeper = self.sleeping[key], sleeper.id == id else { return }
                self.sleeping[key] = nil
                sleeper.continuation.resume()
                self.drain()
            }
        }
    }
}

/// `.task`: starts its action when the view appears, cancels it when the view leaves the tree;
/// with an `id`, cancels and starts it again when the id changes.
struct TaskHandler: Handler {
    let id: (any Equatable)?
    let action: @Sendable () async -> Void

    func met(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        guard let id else { return }
        let old = runtime.exchange(IdentityPath.mix(key, IdentityPath.Slot.taskID.rawValue), id)
        guard let old, !id.isEqual(to: old) else { return }
        let action = self.action
        runtime.schedule(at: now) { runtime in runtime.tasks.start(key: key, action) }
    }

    func appeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        let action = self.action
        runtime.schedule(at: now) { runtime in runtime.tasks.start(key: key, action) }
    }

    func disappeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        runtime.schedule(at: now) { runtime in runtime.tasks.cancel(key) }
    }
}

extension View {
    /// Runs `action` when the view appears and cancels it when the view leaves, as SwiftUI's
    /// `task(priority:_:)`: on the virtual clock, its `Task.sleep`s lasting virtual time.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> HandlerView<Self>
    {
        HandlerView(content: self) { TaskHandler(id: nil, action: action) }
    }

    /// Runs `action` when the view appears, and again (the running one cancelled) whenever
    /// `id` changes, as SwiftUI's `task(id:priority:_:)`.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> HandlerView<Self> {
        HandlerView(content: self) { TaskHandler(id: value, action: action) }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends for `nanoseconds`: in a `.task` action under a render, of the render's virtual
    /// clock (the action resumes at the event now + the duration); elsewhere, of the real one.
    /// - Throws: `CancellationError` when the action is cancelled (its view left the tree).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends for `duration`, as `sleep(nanoseconds:)`.
    public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    private static func sleep(seconds: Double) async throws {
        guard let runtime = Ambient.runtime, let key = Ambient.taskKey else {
            try await ContinuousClock().sleep(for: .nanoseconds(Int64(max(seconds, 0) * 1e9)))
            return
        }
        try await runtime.tasks.sleep(seconds, key: key, in: runtime)
    }
}
