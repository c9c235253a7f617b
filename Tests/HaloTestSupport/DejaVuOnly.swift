import Foundation

/// A fontconfig configuration that lists DejaVu alone, as on a machine without CJK, Thai or emoji
/// fonts: text in those scripts has no font, and the render warns. Pass `environment` to the
/// process that renders (`FONTCONFIG_FILE`); the configuration keeps its cache in its own directory.
public struct DejaVuOnly: Sendable {
    /// DejaVu's folder (Debian's fonts-dejavu-core).
    public static let fonts = "/usr/share/fonts/truetype/dejavu"
    /// Whether DejaVu Sans is installed there.
    public static var available: Bool { FileManager.default.fileExists(atPath: fonts + "/DejaVuSans.ttf") }

    /// A new temporary directory: the configuration, its cache, and room for a test's files.
    public let directory: URL
    /// The configuration file.
    public let file: URL
    /// `FONTCONFIG_FILE` naming the configuration, for a child process's environment.
    public var environment: [String: String] { ["FONTCONFIG_FILE": file.path] }

    /// Writes the configuration in a new temporary directory.
    /// - Throws: the file system's error when the directory or the file cannot be made.
    public init() throws {
        directory = try TemporaryDirectory.make("halo-dejavu-only")
        file = directory.appendingPathComponent("fonts.conf")
        try Data(
            """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>\(Self.fonts)</dir>
              <cachedir>\(directory.appendingPathComponent("cache").path)</cachedir>
            </fontconfig>
            """.utf8
        ).write(to: file)
    }

    /// Removes the temporary directory and what a test left in it.
    public func remove() { try? FileManager.default.removeItem(at: directory) }
}
