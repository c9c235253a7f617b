import Foundation

/// New, empty directories for a test's files, each its own.
public enum TemporaryDirectory {
    /// Makes `PREFIX-UUID` in the system's temporary directory.
    /// - Throws: the file system's error when it cannot be made.
    public static func make(_ prefix: String = "halo-test") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `body` with a new directory and removes it afterwards, whatever `body` does.
    public static func with<R>(_ prefix: String = "halo-test", _ body: (URL) throws -> R) throws -> R {
        let dir = try make(prefix)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try body(dir)
    }
}
