import Foundation
import HaloCore

/// The package `halo previews` builds: the copied files as one module, and the runner that renders
/// their previews, against a Halo checkout by path.
struct ScratchPackage {
    /// The package's folder.
    let folder: URL
    /// The Halo checkout it depends on.
    let halo: URL
    /// The files it copies.
    let sources: PreviewSources

    /// The runner's target (and product) name.
    static let runner = "halo-previews-runner"

    var moduleFolder: URL { folder.appendingPathComponent("Sources/\(sources.module)") }

    /// Writes the manifest, the runner and the copies; a copy whose text is unchanged is left as it is (so
    /// a rebuild skips it), and a copy whose original is gone is removed.
    func write() throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
            try Self.update(folder.appendingPathComponent("Package.swift"), manifest)
            let runnerFolder = folder.appendingPathComponent("Sources/\(Self.runner)")
            try manager.createDirectory(at: runnerFolder, withIntermediateDirectories: true)
            try Self.update(
                runnerFolder.appendingPathComponent("main.swift"), ScratchPackage.runnerSource(sources.module))
            let wanted = Set(sources.files.map(\.relative))
            for stale in PreviewSources.swiftFiles(under: moduleFolder) where !wanted.contains(stale) {
                try manager.removeItem(at: moduleFolder.appendingPathComponent(stale))
            }
            for file in sources.files {
                let copy = moduleFolder.appendingPathComponent(file.relative)
                try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.update(copy, file.text)
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(
                "--work \(folder.path): cannot write the scratch package there: \(error.localizedDescription)")
        }
    }

    /// Writes `text` to `url` unless it holds that already.
    static func update(_ url: URL, _ text: String) throws {
        if let old = FileManager.default.contents(atPath: url.path), old == Data(text.utf8) { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// The manifest: the module (Swift 5 language mode, as Xcode projects mostly are) and the runner.
    var manifest: String {
        let identity = halo.lastPathComponent.lowercased()
        let module = sources.module
        return """
            // swift-tools-version:6.0
            // Made by `halo previews` from \(sources.input.path): its files as one module, and the runner.
            import PackageDescription

            let package = Package(
                name: "HaloPreviews",
                dependencies: [.package(path: "\(halo.path)")],
                targets: [
                    .target(
                        name: "\(module)", dependencies: [.product(name: "HaloUI", package: "\(identity)")],
                        path: "Sources/\(module)"),
                    .executableTarget(
                        name: "\(Self.runner)",
                        dependencies: [
                            "\(module)", .product(name: "HaloUI", package: "\(identity)"),
                            .product(name: "HaloRender", package: "\(identity)"),
                        ],
                        path: "Sources/\(Self.runner)"),
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// Builds the runner (debug).
    /// - Throws: `CLIError` with the compiler's first errors, their paths the originals', when it fails.
    func build() throws {
        let log = folder.appendingPathComponent("build.log")
        let status = try Self.run(
            "/usr/bin/env", ["swift", "build", "--package-path", folder.path, "--product", Self.runner], log: log)
        guard status != 0 else { return }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw CLIError(
            "the previews do not build (swift build exited \(status); all of it in \(log.path)):\n"
                + firstErrors(text))
    }

    /// The first errors of a build's output (each with the source line and caret after it), paths in the
    /// copies replaced by the originals'; the output's last lines when no error line is found.
    func firstErrors(_ output: String, limit: Int = 5) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var picked: [String] = []
        var seen: Set<String> = []
        var count = 0
        for (i, line) in lines.enumerated() where line.contains("error:") && !seen.contains(line) {
            // The driver's "emit-module command failed": the errors that follow say why.
            if line.hasPrefix("error:") && line.contains("command failed") { continue }
            seen.insert(line)
            picked.append(original(line))
            // The compiler's excerpt: numbered source lines and the caret, up to the next blank line.
            var k = i + 1
            while k < lines.count, k < i + 8, !lines[k].isEmpty, !lines[k].contains("error:"),
                !lines[k].hasPrefix("[")
            {
                picked.append(original(lines[k]))
                k += 1
            }
            count += 1
            if count == limit { break }
        }
        if picked.isEmpty { picked = Array(lines.suffix(20)) }
        return picked.joined(separator: "\n")
    }

    /// `line` with the copies' paths replaced by their originals'.
    func original(_ line: String) -> String {
        var out = line
        for file in sources.files {
            let copy = moduleFolder.appendingPathComponent(file.relative).path
            if out.contains(copy) { out = out.replacingOccurrences(of: copy, with: file.original.path) }
        }
        return out
    }

    /// Runs the built runner with `arguments`; its rows, in order. A preview that crashes the runner gets a
    /// row saying so, with the runtime's message, and the runner starts again after it (at most 100 times).
    /// What the runner says on standard error (warnings) is passed on; a crash's backtrace stays in
    /// runner.err in the work folder.
    func runRunner(arguments: [String]) throws -> [PreviewRow] {
        var rows: [PreviewRow] = []
        for _ in 0..<100 {
            let (done, crashed, listed) = try runRunnerOnce(arguments: arguments + ["--from", String(rows.count)])
            rows += done
            guard let crashed else { return rows }
            rows.append(crashed)
            if rows.count >= listed { return rows }
        }
        return rows
    }

    /// One run of the runner from the preview at `--from`: the rows it finished, the row of the preview it
    /// crashed on (nil when it ended well), and how many previews it listed in all.
    func runRunnerOnce(arguments: [String]) throws -> (done: [PreviewRow], crashed: PreviewRow?, listed: Int) {
        let executable = folder.appendingPathComponent(".build/debug/\(Self.runner)")
        let output = folder.appendingPathComponent("runner.jsonl")
        let errors = folder.appendingPathComponent("runner.err")
        let status = try Self.run(executable.path, arguments, log: output, errorLog: errors)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        var rows: [PreviewRow] = []
        var listed = 0
        var started: PreviewRow?
        for line in text.split(separator: "\n") {
            guard let row = try? JSONDecoder().decode(PreviewRow.self, from: Data(line.utf8)) else { continue }
            switch row.event {
            case "list": listed += 1
            case "start": started = row
            default:
                rows.append(row)
                started = nil
            }
        }
        guard status != 0 else {
            StandardStream.error.write(said)
            return (rows, nil, listed)
        }
        let how = (status > 128 ? "crashed (signal \(status - 128))" : "exited \(status)")
        guard var crashed = started else {
            throw CLIError("the preview runner \(how) outside any preview:\n\(said.prefix(2000))")
        }
        // The runtime's own line ("Fatal error: Index out of range"), before its backtrace.
        let fatal = said.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("fatal error") }
        crashed.error =
            "the runner \(how) while drawing it" + (fatal.map { ": \($0)" } ?? "") + " (all of it in \(errors.path))"
        return (rows, crashed, listed)
    }

    /// Runs `executable` with `arguments`, its standard output to `log` and its standard error to `errorLog`
    /// (else to `log` too); its exit status, or 128 + the signal that ended it.
    static func run(_ executable: String, _ arguments: [String], log: URL, errorLog: URL? = nil) throws -> Int32 {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: log) else { throw CLIError("cannot write \(log.path)") }
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = handle
        var errorHandle = handle
        if let errorLog {
            _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
            guard let opened = try? FileHandle(forWritingTo: errorLog) else {
                throw CLIError("cannot write \(errorLog.path)")
            }
            errorHandle = opened
        }
        defer { if errorLog != nil { try? errorHandle.close() } }
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CLIError("cannot run \(executable): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }
}
