import Synchronization

/// Warnings as errors, for render farms (`halo render --strict`, `ViewRenderer(backend:strict:)`): every
/// warning goes through `StandardStream.warning`, which also hands it to the collector of the task it is
/// raised on; `StrictWarnings.checking` installs one around a piece of work and throws what it caught.
///
/// A warning said once per process (`Warning.once`, `TextWarnings`) still reaches the collector each time
/// it comes up (`StandardStream.warning(_:alreadyWritten:)`), so a second strict render fails like the first.
/// Work handed to other threads carries no collector: wrap each piece where it runs (a frame's display
/// list, `ViewRenderer`).
public enum StrictWarnings {
    /// The messages caught on the current task, nil outside `checking`.
    @TaskLocal static var collector: Collector?

    /// The messages one `checking` call caught.
    final class Collector: Sendable {
        let messages = Mutex<[String]>([])
    }

    /// Runs `body` and returns its result, or throws `StrictWarningError` naming every warning raised on
    /// this task while it ran (its result is dropped). Nested calls each catch what is raised inside them.
    /// - Throws: what `body` throws, else `StrictWarningError`.
    public static func checking<T>(_ body: () throws -> T) throws -> T {
        let collector = Collector()
        let value = try $collector.withValue(collector) { try body() }
        let caught = collector.messages.withLock { $0 }
        guard caught.isEmpty else { throw StrictWarningError(messages: caught) }
        return value
    }

    /// Hands `message` to the current task's collector, if there is one.
    static func note(_ message: String) {
        collector?.messages.withLock { $0.append(message) }
    }
}

/// The warnings a strict render raised: a render farm's frame fails rather than being silently other
/// than asked for.
public struct StrictWarningError: Error, CustomStringConvertible, Equatable {
    /// Each warning's message, in the order raised.
    public var messages: [String]

    /// The error of `messages`, for hosts that check warnings their own way.
    public init(messages: [String]) { self.messages = messages }

    /// "strict: N warnings as errors: ..." with every message.
    public var description: String {
        let n = messages.count
        return "strict: \(n) warning\(n == 1 ? "" : "s") as error\(n == 1 ? "" : "s"): "
            + messages.joined(separator: "; ")
    }
}
