import Foundation

/// The Swift files `halo previews` copies: a package's Sources/ or a folder's files, as one module, each
/// with `import SwiftUI` swapped for `import HaloUI` and `@main` dropped (the copies only).
struct PreviewSources {
    /// One file: where it came from, where its copy goes in the module's folder, the copy's text.
    struct File {
        let original: URL
        let relative: String
        let text: String
    }

    /// What was given (a package, a folder or one file).
    let input: URL
    /// The module's name: the one target's (Sources/NAME/), else the folder's, as an identifier.
    let module: String
    /// The files, by relative path.
    let files: [File]
    /// The files left out: an app's entry point (`@main` on an `App`, which HaloUI does not declare).
    let appFiles: [URL]

    /// The sources of `input`.
    /// - Throws: `CLIError` for a path that does not exist or holds no Swift file, or a file that is not UTF-8.
    init(_ input: URL) throws {
        self.input = input
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isFolder) else {
            throw CLIError("\(input.path): no such file or folder (give a Swift package or a folder of .swift files)")
        }
        var scanRoot = input
        var found: [String]
        if !isFolder.boolValue {
            guard input.pathExtension == "swift" else {
                throw CLIError("\(input.path): not a Swift file, package or folder")
            }
            scanRoot = input.deletingLastPathComponent()
            found = [input.lastPathComponent]
        } else {
            if FileManager.default.fileExists(atPath: input.appendingPathComponent("Package.swift").path) {
                scanRoot = input.appendingPathComponent("Sources")
                guard FileManager.default.fileExists(atPath: scanRoot.path) else {
                    throw CLIError("\(input.path): a package without a Sources folder")
                }
            }
            found = Self.swiftFiles(under: scanRoot)
        }
        guard !found.isEmpty else { throw CLIError("\(input.path): no .swift files there") }
        // One target's folder (Sources/NAME/... or, in a package, NAME/...) names the module.
        let inPackage = scanRoot != input && scanRoot.lastPathComponent == "Sources"
        let prefix = inPackage ? "" : "Sources/"
        let targets = Set(found.map { Self.firstFolder(of: $0, after: prefix) })
        let single = targets.count == 1 ? targets.first ?? nil : nil
        let name =
            single ?? (isFolder.boolValue ? input.lastPathComponent : input.deletingPathExtension().lastPathComponent)
        module = Self.identifier(name)
        let siblings = Set(targets.compactMap { $0 }).subtracting([module])
        var files: [File] = []
        var appFiles: [URL] = []
        for relative in found {
            let original = scanRoot.appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: original.path),
                let text = String(data: data, encoding: .utf8)
            else { throw CLIError("\(original.path): cannot read it as UTF-8 text") }
            if Self.isAppEntry(text) {
                appFiles.append(original)
                continue
            }
            let copyPath = single.map { String(relative.dropFirst(prefix.count + $0.count + 1)) } ?? relative
            files.append(File(original: original, relative: copyPath, text: Self.adapted(text, dropping: siblings)))
        }
        guard !files.isEmpty else { throw CLIError("\(input.path): no .swift files there but the app's entry point") }
        self.files = files
        self.appFiles = appFiles
    }

    /// Whether `text` declares an app's entry point: `@main` on a type conforming to `App`.
    static func isAppEntry(_ text: String) -> Bool {
        text.range(of: #"(?m)^\s*@main\b[^{]*:\s*(SwiftUI\.)?App\b"#, options: .regularExpression) != nil
    }

    /// The `.swift` files under `root` (relative paths, sorted), leaving out hidden folders, `.build` and
    /// manifests.
    static func swiftFiles(under root: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let relative = walk.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walk.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") && name != "Package.swift" { found.append(relative) }
        }
        return found.sorted()
    }

    /// The folder right after `prefix` in `relative` ("Sources/A/x.swift" after "Sources/": "A"); nil when
    /// the file is not in one.
    static func firstFolder(of relative: String, after prefix: String) -> String? {
        guard relative.hasPrefix(prefix) else { return nil }
        let parts = relative.dropFirst(prefix.count).split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : nil
    }

    /// `name` as a module name: letters, digits and underscores, not starting with a digit.
    static func identifier(_ name: String) -> String {
        var out = String(
            name.unicodeScalars.map {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_"
            })
        if out.isEmpty || out.first?.isNumber == true { out = "_" + out }
        return out
    }

    /// A file's text as the copy has it: `import SwiftUI` (any spelling) becomes `import HaloUI`, imports of
    /// the package's other targets (now the same module) go, and `@main` is dropped (the runner is the
    /// program), each on its own line so compiler messages keep their line numbers.
    static func adapted(_ text: String, dropping siblings: Set<String>) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let importAt = words.firstIndex(of: "import"), importAt + 1 < words.count,
                words[..<importAt].allSatisfy({ $0.hasPrefix("@") })
            else {
                if trimmed.hasPrefix("@main") && (trimmed.count == 5 || trimmed.dropFirst(5).first?.isLetter == false) {
                    return String(line).replacingOccurrences(of: "@main", with: "     ")
                }
                return String(line)
            }
            let kinds: Set = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let nameAt = kinds.contains(words[importAt + 1]) ? importAt + 2 : importAt + 1
            guard nameAt < words.count else { return String(line) }
            let module = words[nameAt].split(separator: ".").first.map(String.init) ?? ""
            if module == "SwiftUI" {
                return String(line).replacingOccurrences(of: "SwiftUI", with: "HaloUI")
            }
            return siblings.contains(module) ? "" : String(line)
        }
        return lines.joined(separator: "\n")
    }
}
