import Foundation

/// Where the repository is, for tests that read its files (scenes, shaders, docs) or run what
/// it builds: found from this file's path, so it holds in any checkout.
public enum RepoPaths {
    /// The repository's root (this file is Tests/HaloTestSupport/RepoPaths.swift).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A path under the root.
    public static func file(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}
