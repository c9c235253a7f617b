import Foundation
import Synchronization

/// Warnings about what a view asks for and Halo draws otherwise (a missing font design, a
/// material's blur): each written once per process to standard error, as `halo` warns.
enum Warning {
    /// Writes "halo: warning: `message`" unless a warning under `key` was written already.
    static func once(_ key: String, _ message: String) {
        let first = written.withLock { $0.insert(key).inserted }
        if first { FileHandle.standardError.write(Data("halo: warning: \(message)\n".utf8)) }
    }

    private static let written = Mutex<Set<String>>([])
}
