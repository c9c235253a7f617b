import Foundation
import Testing

/// Every command in README's "Using it" runs as written, from the repository's files, with
/// `halo` on PATH: durations, the frame range and the bench size made small. A line that fails,
/// or that names an output (`-o`, `--diff`) it does not write, fails the test.
struct ReadmeTests {
    /// The lines of the first `sh` block under "## Using it".
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: HaloBinary.repo.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = readme.range(of: "## Using it\n"),
            let open = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
            let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
        else { return [] }
        return readme[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            // The comment starts at the first " #" (no command here has a '#' of its own).
            String(line.components(separatedBy: " #")[0]).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// A command made small: every duration a quarter second, the Y4M range six frames, the bench
    /// tiny. Each replacement must apply somewhere, so a README edit cannot slip past it.
    static let smaller: [(pattern: String, replacement: String)] = [
        (#"--duration [0-9.]+"#, "--duration 0.25"),
        (#"--frames 0\.\.[0-9]+"#, "--frames 0..5"),
        (#"halo bench --size [0-9x]+"#, "halo bench --size 64x36 --frames 2 --warmup 1"),
    ]

    /// The outputs a command names (a shard's with its `.shard-K-of-N` suffix).
    static func outputs(_ command: String) -> [String] {
        let words = command.split(separator: " ").map(String.init)
        let pairs = zip(words, words.dropFirst())
        let shard = pairs.first { $0.0 == "--shard" }?.1.replacingOccurrences(of: "/", with: "-of-")
        return pairs.filter { ["-o", "--diff"].contains($0.0) && $0.1 != "-" }.map { _, name in
            guard let shard, let dot = name.lastIndex(of: ".") else { return name }
            return name[..<dot] + ".shard-\(shard)" + name[dot...]
        }
    }

    @Test func usingItRunsAsWritten() throws {
        let lines = try Self.commands()
        #expect(lines.count >= 15, "README's Using it block is missing or short: \(lines)")
        for (pattern, _) in Self.smaller {
            #expect(
                lines.contains { $0.range(of: pattern, options: .regularExpression) != nil },
                "no README command matches \(pattern): update ReadmeTests")
        }
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let examples = HaloBinary.repo.appendingPathComponent("examples")
        let link = dir.appendingPathComponent("examples")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: examples)
        let environment = ProcessInfo.processInfo.environment
        let path = HaloBinary.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        for line in lines {
            var command = line
            for (pattern, replacement) in Self.smaller {
                command = command.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
            }
            let log = dir.appendingPathComponent("command.log")
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            p.arguments = ["-c", #"timeout 300 bash -o pipefail -c "$0" > command.log 2>&1"#, command]
            p.currentDirectoryURL = dir
            p.environment = environment.merging(["PATH": path]) { $1 }
            try p.run()
            p.waitUntilExit()
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(p.terminationStatus == 0, "\(command): exit \(p.terminationStatus)\n\(output)")
            for name in Self.outputs(command) {
                let url = dir.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
                #expect(exists && (isDirectory.boolValue || size > 0), "\(command): wrote no \(name)")
            }
        }
        // The scene from standard input is the scene from the file.
        let piped = try Data(contentsOf: dir.appendingPathComponent("piped.png"))
        #expect(piped == (try Data(contentsOf: dir.appendingPathComponent("frame.png"))))
        #expect(Self.outputs("halo render --shard 1/2 -o part.mp4") == ["part.shard-1-of-2.mp4"])
    }
}
