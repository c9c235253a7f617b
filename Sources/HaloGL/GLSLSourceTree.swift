import Foundation

/// GLSL sources by path under one root, with `#include "path"` expansion and a map back to
/// original lines: what `GLProgram` compiles from (not HaloUI's `ShaderLibrary` of Metal
/// functions, SwiftUI's name).
///
/// Paths are relative to the shader root (`Shaders/`): `fine.comp`,
/// `include/area.glsl`. `#include` paths are relative to that root too, are
/// expanded recursively and only once each (include-guard semantics), and the
/// top-level file's `#version` line is kept first.
public struct GLSLSourceTree: Sendable {
    /// Source text by path relative to the root.
    public let files: [String: String]
    /// The root as shown in messages, such as `Shaders`.
    public let root: String

    /// A tree of `files` (path relative to `root` -> source).
    public init(files: [String: String], root: String = "Shaders") {
        self.files = files
        self.root = root
    }

    /// The shaders built into Halo from `Shaders/` by scripts/embed-shaders.sh.
    public static var builtIn: GLSLSourceTree {
        GLSLSourceTree(files: ShaderSources.files)
    }

    /// A place in an original file: its path as shown (`Shaders/include/area.glsl`) and 1-based line.
    public struct Location: Equatable, Sendable, CustomStringConvertible {
        /// The file as shown in messages, root included.
        public let file: String
        /// The 1-based line in that file.
        public let line: Int

        /// "file:line".
        public var description: String { "\(file):\(line)" }
    }

    /// A shader with its includes expanded, and where each of its lines came from.
    public struct Expanded: Sendable {
        /// The source to hand to the GL compiler.
        public let source: String
        /// `lineMap[n - 1]` is the origin of expanded line `n`.
        public let lineMap: [Location]

        /// The origin of 1-based expanded line `line`, or `nil` when out of range.
        public func location(ofLine line: Int) -> Location? {
            lineMap.indices.contains(line - 1) ? lineMap[line - 1] : nil
        }
    }

    /// `path` as shown in messages: `Shaders/include/area.glsl`.
    public func displayName(_ path: String) -> String {
        root.isEmpty ? path : root + "/" + path
    }

    /// Expands the includes of `name`, keeping its `#version` line first, followed by one
    /// `#define NAME VALUE` line per define (a specialised variant of the shader).
    /// - Throws: `ShaderIncludeError` for a missing file or include, an include cycle,
    ///   or a `#version` outside the top-level file.
    public func expand(_ name: String, defines: [(name: String, value: Int)] = []) throws -> Expanded {
        guard let text = files[name] else {
            throw ShaderIncludeError(
                file: displayName(name), line: nil,
                message: "no such shader in the source tree")
        }
        var state = ExpansionState()
        let lines = Self.split(text)
        // GLSL wants #version before anything but comments; hoist it to line 1.
        if let versionIndex = lines.firstIndex(where: { Self.directive($0) == "version" }) {
            state.emit(lines[versionIndex], Location(file: displayName(name), line: versionIndex + 1))
            for d in defines { state.emit("#define \(d.name) \(d.value)", Location(file: "<defines>", line: 1)) }
            try append(name, lines: lines, skipping: versionIndex, into: &state)
        } else {
            try append(name, lines: lines, skipping: nil, into: &state)
        }
        let source = state.lines.joined(separator: "\n") + "\n"
        return Expanded(source: source, lineMap: state.map)
    }

    // MARK: - Expansion

    /// The lines and map built so far, and which files are open or done.
    private struct ExpansionState {
        var lines: [String] = []
        var map: [Location] = []
        var included: Set<String> = []
        var stack: [String] = []

        mutating func emit(_ line: String, _ location: Location) {
            lines.append(line)
            map.append(location)
        }
    }

    /// Appends `name`'s lines (all but `skipping`), expanding its includes in place.
    private func append(
        _ name: String, lines: [String], skipping: Int?,
        into state: inout ExpansionState
    ) throws {
        state.stack.append(name)
        state.included.insert(name)
        defer { state.stack.removeLast() }
        let shown = displayName(name)
        for (index, line) in lines.enumerated() where index != skipping {
            let location = Location(file: shown, line: index + 1)
            switch Self.directive(line) {
            case "include":
                guard let target = Self.includePath(line) else {
                    throw ShaderIncludeError(
                        file: shown, line: index + 1,
                        message: "malformed #include; expected #include \"path\"")
                }
                if state.stack.contains(target) {
                    let cycle = (state.stack + [target]).joined(separator: " -> ")
                    throw ShaderIncludeError(file: shown, line: index + 1, message: "include cycle: \(cycle)")
                }
                if state.included.contains(target) { continue }
                guard let text = files[target] else {
                    throw ShaderIncludeError(
                        file: shown, line: index + 1,
                        message: "included file \"\(target)\" not found in \(root)/")
                }
                try append(target, lines: Self.split(text), skipping: nil, into: &state)
            case "version" where state.stack.count > 1:
                throw ShaderIncludeError(
                    file: shown, line: index + 1,
                    message: "#version belongs only in the top-level shader")
            default:
                state.emit(line, location)
            }
        }
    }

    /// `text` split into lines, without a trailing empty line or `\r`.
    static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The directive name of a preprocessor line (`include`, `version`), or `nil`.
    static func directive(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "#" else { return nil }
        let rest = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter }
        return name.isEmpty ? nil : String(name)
    }

    /// The quoted path of an `#include "path"` line, without a leading `./`.
    static func includePath(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let afterOpen = line.index(after: open)
        guard let close = line[afterOpen...].firstIndex(of: "\"") else { return nil }
        var path = String(line[afterOpen..<close])
        let tail = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty, tail.isEmpty || tail.hasPrefix("//") else { return nil }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
