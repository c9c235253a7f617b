import Foundation
import HaloIO
import HaloTestSupport
import Testing

/// Warnings never end a render (issue 47, item 6): a warning written to a standard error that is
/// closed, or a pipe whose reader is gone, is lost and the frames are written; and a warning is
/// said only for text that is drawn in the frames being rendered.
///
/// The warnings are real ones: fontconfig is given DejaVu alone (`DejaVuOnly`), so CJK text has
/// no font. The label of `rotatingBorder` is text its effect makes at render time, laid out and
/// warned about by the libraries (HaloEffects, HaloText), not by the command line's own checks.
@Suite(.enabled(if: DejaVuOnly.available, "needs DejaVu in \(DejaVuOnly.fonts)"))
struct WarningStreamTests {
    /// A render whose effect draws CJK text under DejaVu alone: it warns.
    static let warningRender = [
        "render", "--effect", "rotatingBorder", "--param", "label=日本語", "--size", "200x120", "--backend", "cpu",
    ]
    /// What the warning about `warningRender`'s label says.
    static let warning = "no installed font covers U+65E5 (Hani)"

    @Test func theRenderWarns() throws {
        // The premise of the tests below: the render does write a warning.
        let fonts = try DejaVuOnly()
        defer { fonts.remove() }
        let out = fonts.directory.appendingPathComponent("out.png")
        let r = try HaloBinary.run(Self.warningRender + ["-o", out.path], environment: fonts.environment)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("halo: warning: " + Self.warning), "\(r.stderr)")
    }

    @Test func aWarningToAClosedStandardErrorIsLostNotTheRender() throws {
        // Before StandardStream: exit 132 (SIGILL, Foundation's FileHandle trapping) and no PNG.
        let fonts = try DejaVuOnly()
        defer { fonts.remove() }
        let out = fonts.directory.appendingPathComponent("out.png")
        let arguments = (Self.warningRender + ["-o", out.path]).map { "'\($0)'" }.joined(separator: " ")
        let status = try HaloBinary.shell(
            "FONTCONFIG_FILE='\(fonts.file.path)' '\(HaloBinary.url.path)' \(arguments) 2>&-")
        #expect(status == 0, "exit \(status) with standard error closed")
        let image = try PNG.read(out)
        #expect(image.width == 200 && image.height == 120)
    }

    @Test func aWarningToABrokenPipeIsLostNotTheRender() throws {
        // Before StandardStream: killed by SIGILL (status 4, uncaught signal) and no PNG.
        let fonts = try DejaVuOnly()
        defer { fonts.remove() }
        let out = fonts.directory.appendingPathComponent("out.png")
        let (status, reason) = try Self.runWithBrokenStandardError(
            HaloBinary.url, Self.warningRender + ["-o", out.path], environment: fonts.environment)
        #expect(reason == .exit && status == 0, "\(reason == .exit ? "exit" : "signal") \(status)")
        let image = try PNG.read(out)
        #expect(image.width == 200 && image.height == 120)
    }

    @Test func aBrokenPipeDoesNotKillAToolThatKeepsSIGPIPE() throws {
        // `halo` ignores SIGPIPE; `halo-fuzz` keeps its default action, as a program that embeds
        // the libraries may. Its usage line to a broken pipe must end in its usage status (2),
        // not SIGPIPE (before StandardStream: killed by signal 13).
        let fuzz = HaloBinary.url.deletingLastPathComponent().appendingPathComponent("halo-fuzz")
        try #require(FileManager.default.isExecutableFile(atPath: fuzz.path), "no \(fuzz.path)")
        let (status, reason) = try Self.runWithBrokenStandardError(
            URL(fileURLWithPath: "/usr/bin/env"), ["--default-signal=PIPE", fuzz.path])
        #expect(reason == .exit && status == 2, "\(reason == .exit ? "exit" : "signal") \(status)")
    }

    @Test func latinTextAloneWarnsOfNothing() throws {
        // `halo compare` laid out the whole catalog (CJK, Thai, emoji) for any scene; it warned
        // seven times for this one.
        let fonts = try DejaVuOnly()
        defer { fonts.remove() }
        let scene = try Self.textScene("hi there", in: fonts.directory)
        let r = try HaloBinary.run(["compare", scene.path], environment: fonts.environment)
        #expect(r.status == 0 || !HaloBinary.gpu, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
    }

    @Test func catalogScenesWithoutTextWarnOfNothing() throws {
        let fonts = try DejaVuOnly()
        defer { fonts.remove() }
        let r = try HaloBinary.run(
            ["compare", "--catalog", "--match", "fill_rect_solid"], environment: fonts.environment)
        #expect(r.status == 0 || !HaloBinary.gpu, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
    }

    @Test func cjkTextWarnsOnce() throws {
        let fonts = try DejaVuOnly()
        defer { fonts.remove() }
        let scene = try Self.textScene("hi 日本語", in: fonts.directory)
        let r = try HaloBinary.run(["compare", scene.path], environment: fonts.environment)
        #expect(r.status == 0 || !HaloBinary.gpu, "\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings[0].contains(Self.warning), "\(r.stderr)")
    }

    /// A scene in `dir` of one text item, `text`.
    static func textScene(_ text: String, in dir: URL) throws -> URL {
        let scene = dir.appendingPathComponent("scene.json")
        try Data(
            #"""
            {"canvas": {"width": 120, "height": 40}, "layers": [{"items": [
              {"text": "\#(text)", "frame": [0, 0, 120, 40]}]}]}
            """#.utf8
        ).write(to: scene)
        return scene
    }

    /// Runs `executable` with standard error a pipe whose reading end is closed before it starts
    /// (standard output discarded); returns how it ended.
    static func runWithBrokenStandardError(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (status: Int32, reason: Process.TerminationReason) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0, "pipe: errno \(errno)")
        close(ends[0])
        let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = writer
        try p.run()
        try writer.close()
        p.waitUntilExit()
        return (p.terminationStatus, p.terminationReason)
    }
}
