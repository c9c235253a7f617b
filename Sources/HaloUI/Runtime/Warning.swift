import HaloCore
import Synchronization

/// Warnings about what a view asks for and Halo draws otherwise (a missing font design, a
/// material's blur): each written once per process to standard error, as `halo` warns, through
/// `StandardStream` (a closed or broken standard error loses the warning, not the render).
enum Warning {
    /// Writes "halo: warning: `message`" unless a warning under `key` was written already (a strict render
    /// hears it every time: `StrictWarnings`).
    static func once(_ key: String, _ message: String) {
        let first = written.withLock { $0.insert(key).inserted }
        StandardStream.warning(message, alreadyWritten: !first)
    }

    private static let written = Mutex<Set<String>>([])
}
