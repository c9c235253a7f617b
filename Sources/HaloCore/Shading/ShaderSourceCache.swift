import Foundation

/// Parsed shader programs by their source text, shared: a source read once is parsed once, so
/// a scene's or view's effect costs no parse per frame.
public final class ShaderSourceCache: @unchecked Sendable {
    /// The process's cache.
    public static let shared = ShaderSourceCache()

    private var programs: [String: ShaderProgram] = [:]
    private let lock = NSLock()

    /// The most programs kept (the oldest are dropped past it).
    static let limit = 256

    /// `source` parsed (`ShaderParser.parse`), from the cache when the same text was parsed
    /// under the same name from the same place.
    /// - Parameters:
    ///   - path: where `source` was read from (its folder is searched first by `#include "..."`).
    ///   - includePaths: the folders `#include "..."` searches next.
    /// - Throws: `ShaderError` with the line and column of the first problem.
    public func program(_ source: String, file: String, path: String? = nil, includePaths: [String] = [])
        throws(ShaderError) -> ShaderProgram
    {
        let key = ([file, path ?? ""] + includePaths + [source]).joined(separator: "\u{0}")
        lock.lock()
        let kept = programs[key]
        lock.unlock()
        if let kept { return kept }
        let made = try ShaderParser.parse(source, file: file, path: path, includePaths: includePaths)
        lock.lock()
        if programs.count >= Self.limit { programs = [:] }
        programs[key] = made
        lock.unlock()
        return made
    }

    /// Halo's own shader `file` (`Shaders/metal/`, built in), parsed; nil where none is named so.
    /// - Throws: `ShaderError` for a built-in shader that does not parse (a Halo bug).
    public func builtIn(_ file: String) throws(ShaderError) -> ShaderProgram? {
        guard let text = MetalSources.files[file] else { return nil }
        return try program(text, file: file)
    }

    /// The names of Halo's own shaders (`Shaders/metal/*.metal`).
    public static var builtInNames: [String] { MetalSources.files.keys.sorted() }

    /// The program in `file`: one of Halo's own shaders by that name, else the file read
    /// relative to `directory` (nil: the working directory).
    /// - Throws: `ShaderError` for a file that cannot be read or does not parse.
    public func program(file: String, relativeTo directory: String?) throws(ShaderError) -> ShaderProgram {
        let path =
            file.hasPrefix("/") || directory == nil
            ? file : URL(fileURLWithPath: directory!).appendingPathComponent(file).path
        if !FileManager.default.fileExists(atPath: path), let own = try builtIn(file) { return own }
        guard let text = try Self.text(atPath: path, file: file) else {
            let known = Self.builtInNames.joined(separator: ", ")
            throw ShaderError(
                file: file, line: 0, column: 0, message: "cannot read the shader file (built in: \(known))")
        }
        return try program(text, file: file, path: path)
    }

    /// The text of the shader source at `path` (named `file` in errors); nil where it cannot be
    /// read.
    /// - Throws: `ShaderError` for a source over `ShaderLexer.maxSourceBytes` or not UTF-8.
    public static func text(atPath path: String, file: String) throws(ShaderError) -> String? {
        // The size is checked before reading: a huge file is refused, not loaded.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let limit = ShaderLexer.maxSourceBytes
        guard size <= limit else {
            throw ShaderError(
                file: file, line: 0, column: 0,
                message: "the source is \(size) bytes; Halo reads shader sources up to \(limit)")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= limit else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ShaderError(file: file, line: 0, column: 0, message: "the file is not UTF-8 text")
        }
        return text
    }
}
