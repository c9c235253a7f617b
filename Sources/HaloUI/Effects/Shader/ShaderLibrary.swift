import Foundation
import HaloCore
import Synchronization

/// Metal shader sources whose `[[ stitchable ]]` functions views run, as SwiftUI's
/// `ShaderLibrary`: `ShaderLibrary.default.ripple(.float(t))` names the function `ripple`.
///
/// SwiftUI's libraries are compiled `.metallib` files; Halo reads the `.metal` sources (its
/// language is docs/library.md's "Shader effects"). `default` searches, in order, the folders
/// of `HALO_SHADER_PATH` (colon-separated), the main bundle's resources and the SwiftPM
/// resource bundles beside the executable (`*.resources`), then Halo's own shaders
/// (`Shaders/metal/`): the first source defining the function gives it. A source's
/// `#include "file"` reads its own folder, then the library's folders.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    /// Where the library's sources are.
    enum Source: Hashable, Sendable {
        /// The default library's search (`ShaderLibrary.default`).
        case main
        /// A `.metal` file or a folder of them, then Halo's own shaders.
        case url(URL)
        /// One source's text.
        case data(Data)
    }

    let source: Source

    /// The default library: the user's sources (`HALO_SHADER_PATH`, the main bundle, SwiftPM
    /// resource bundles), then Halo's own.
    public static let `default` = ShaderLibrary(source: .main)

    /// The library of `bundle`'s resources (SwiftPM's `Bundle.module`), then Halo's own shaders;
    /// the main bundle's is `default` ("the default shader library of the main bundle", so it
    /// searches `HALO_SHADER_PATH` too).
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        if bundle == Bundle.main { return .default }
        return ShaderLibrary(source: .url(bundle.resourceURL ?? bundle.bundleURL))
    }

    /// The library of the `.metal` file at `url`, or of every `.metal` file in the folder at
    /// `url`, then Halo's own shaders.
    public init(url: URL) { source = .url(url) }

    /// The library of one Metal source, as UTF-8 text (SwiftUI takes a compiled library here).
    public init(data: Data) { source = .data(data) }

    init(source: Source) { self.source = source }

    /// The function `name` of the library, as `ShaderLibrary.default.name`.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function `name` of the default library, as `ShaderLibrary.name`.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The parsed program defining `name`: the first source that does, in search order.
    /// - Throws: `ShaderError` naming a source that defines it but does not parse, or the
    ///   places searched when none defines it.
    func program(defining name: String) throws(ShaderError) -> ShaderProgram {
        let key = Lookup(source: source, name: name)
        if let kept = Self.found.withLock({ $0[key] }) { return try kept.get() }
        let result = Result { () throws(ShaderError) in try search(name) }
        Self.found.withLock { $0[key] = result }
        return try result.get()
    }

    /// The search itself, uncached.
    private func search(_ name: String) throws(ShaderError) -> ShaderProgram {
        var firstProblem: ShaderError? = nil
        let files = try userFiles()
        // `#include "..."` looks in the including file's folder, then in the library's folders.
        var folders: [String] = []
        if case .main = source {
            let env = ProcessInfo.processInfo.environment["HALO_SHADER_PATH"] ?? ""
            folders = env.split(separator: ":").map { URL(fileURLWithPath: String($0)).standardized.path }
        }
        for file in files where !folders.contains(file.deletingLastPathComponent().path) {
            folders.append(file.deletingLastPathComponent().path)
        }
        func defines(_ text: String, _ file: String, path: String? = nil) -> ShaderProgram? {
            // Only sources naming the function are parsed: a library of many files parses one.
            guard text.contains(name) else { return nil }
            do {
                let program = try ShaderSourceCache.shared.program(
                    text, file: file, path: path, includePaths: folders)
                return program.function(named: name) == nil ? nil : program
            } catch {
                firstProblem = firstProblem ?? error
                return nil
            }
        }
        if case .data(let data) = source {
            guard let text = String(data: data, encoding: .utf8) else {
                throw ShaderError(file: "data", line: 0, column: 0, message: "the shader source is not UTF-8 text")
            }
            if let p = defines(text, "data") { return p }
        }
        for file in files {
            guard let text = try ShaderSourceCache.text(atPath: file.path, file: file.path) else { continue }
            if let p = defines(text, file.lastPathComponent, path: file.path) { return p }
        }
        if let problem = firstProblem { throw problem }
        for file in ShaderSourceCache.builtInNames {
            if let p = try ShaderSourceCache.shared.builtIn(file), p.function(named: name) != nil { return p }
        }
        let places = (files.isEmpty ? [] : ["\(files.count) .metal files"]) + ["Halo's own shaders"]
        throw ShaderError(
            file: "ShaderLibrary", line: 0, column: 0,
            message: "no function '\(name)' in \(places.joined(separator: " or ")) (\(describe))")
    }

    /// The library in messages.
    private var describe: String {
        switch source {
        case .main: "ShaderLibrary.default: HALO_SHADER_PATH, the main bundle, *.resources beside the executable"
        case .url(let url): "ShaderLibrary(url: \(url.path))"
        case .data: "ShaderLibrary(data:)"
        }
    }

    /// The user's `.metal` files, in search order.
    private func userFiles() throws(ShaderError) -> [URL] {
        switch source {
        case .data: return []
        case .url(let url):
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw ShaderError(file: url.path, line: 0, column: 0, message: "no such shader file or folder")
            }
            if url.pathExtension == "metallib" {
                throw ShaderError(
                    file: url.path, line: 0, column: 0,
                    message: "a compiled .metallib cannot be read: Halo runs Metal sources (.metal)")
            }
            return isFolder.boolValue ? Self.metalFiles(in: url) : [url]
        case .main:
            let env = ProcessInfo.processInfo.environment["HALO_SHADER_PATH"] ?? ""
            var folders = env.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
            if let resources = Bundle.main.resourceURL {
                folders.append(resources)
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
                folders += inside.filter { $0.hasSuffix(".resources") }.sorted().map {
                    resources.appendingPathComponent($0)
                }
            }
            return folders.flatMap(Self.metalFiles)
        }
    }

    /// The `.metal` files of a folder, by name (none where it cannot be listed).
    static func metalFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".metal") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// A function looked up in a library.
    struct Lookup: Hashable, Sendable {
        let source: Source
        let name: String
    }

    /// Lookups done: a library's folders are searched once per function, not per frame.
    private static let found = Mutex<[Lookup: Result<ShaderProgram, ShaderError>]>([:])
}
