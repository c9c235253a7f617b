import HaloCore
import Synchronization

/// Text warnings said once per process (a character no installed font has): every path that lays text out
/// (scene files' checks, frames resolving text items, HaloUI's text renderers) asks here first, so a render
/// names each problem once.
public enum TextWarnings {
    private static let said = Mutex<Set<String>>([])

    /// Whether `message` is new (and now noted as said).
    public static func first(_ message: String) -> Bool {
        said.withLock { $0.insert(message).inserted }
    }

    /// Writes "halo: warning: `message`" to standard error unless it was said already (through
    /// `StandardStream`, which never traps: a closed or broken standard error loses the warning).
    public static func once(_ message: String) {
        StandardStream.warning(message, alreadyWritten: !first(message))
    }
}
