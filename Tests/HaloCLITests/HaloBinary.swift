import Foundation
import HaloTestSupport

/// Runs the built `halo` binary and captures what it prints.
struct HaloBinary {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let repo = RepoPaths.root

    /// The binary: $HALO_BINARY, or `halo` beside the test bundle (SwiftPM's products folder).
    static let url: URL = {
        if let p = ProcessInfo.processInfo.environment["HALO_BINARY"] { return URL(fileURLWithPath: p) }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("halo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return repo.appendingPathComponent(".build/debug/halo")
    }()

    /// What `halo probe` says when no EGL platform gives an OpenGL ES 3 context at all
    /// (`NoEGLDisplayError`, through ProbeCommand): the one failure that skips GPU tests.
    static let noDisplay = "Error: no EGL display could be opened."

    /// Whether GPU tests run, asked once (`.enabled(if: HaloBinary.gpu, ...)`): false only when
    /// `halo probe` exits 1 saying there is no EGL display. Any other failure of the probe (a
    /// display that cannot be used, a bad HALO_EGL_DEVICE, a crash, no binary) runs them, so
    /// they fail and show it instead of passing as skipped.
    static let gpu: Bool = {
        guard let probe = try? run(["probe"]) else { return true }
        return !Self.saysNoDisplay(probe)
    }()

    /// Whether a `halo probe` result is the no-display failure: exit 1 and `noDisplay` first.
    static func saysNoDisplay(_ probe: Result) -> Bool {
        probe.status == 1 && probe.stderr.hasPrefix(noDisplay)
    }

    /// Runs `halo` (or `executable`) with `arguments`, the extra `environment` added to this
    /// process's; with a `timeout` (seconds), under timeout(1), so a hang ends as status 124
    /// instead of never.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
        timeout: Int? = nil, executable: URL = url
    ) throws -> Result {
        let p = Process()
        p.executableURL = timeout == nil ? executable : URL(fileURLWithPath: "/usr/bin/timeout")
        p.arguments = timeout.map { [String($0), executable.path] + arguments } ?? arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let d = directory { p.currentDirectoryURL = d }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(
            status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    /// Runs a shell command; returns its exit status.
    @discardableResult
    static func shell(_ command: String) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    /// A new empty temporary directory (`TemporaryDirectory`).
    static func temporaryDirectory() throws -> URL { try TemporaryDirectory.make("halo-cli") }
}
