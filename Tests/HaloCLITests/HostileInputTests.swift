import Foundation
import Testing

/// Numbers far outside any sensible range, and a standard error nobody reads, must not trap:
/// the render ends with a status and its output (issue: hostile input, reproducers A to D).
/// Coordinates past the limits are refused by name (BadScenes/huge_geometry.json, checked by
/// BadInputTests; HugeGeometryTests renders it unvalidated).
@Suite struct HostileInputTests {
    @Test func aTimeOf1e19RendersTheGlow() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("glow.png")
        let r = try HaloBinary.run([
            "render", "--effect", "intelligenceGlow", "--time", "1e19", "--size", "160x90",
            "--backend", "cpu", "-o", out.path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: ["2>&-", "2>/dev/full"])
    func aClosedOrFullStandardErrorLosesNoFrame(_ redirect: String) throws {
        // Progress lines go to standard error; when it is closed or full they are lost, the
        // frames are not.
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        let status = try HaloBinary.shell(
            "'\(HaloBinary.url.path)' render --effect snake --size 96x64 "
                + "--duration 0.5 --fps 10 --backend cpu -o '\(frames.path)' \(redirect)")
        #expect(status == 0, "exit \(status) with \(redirect)")
        let written = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }
        #expect(written.count == 5)
    }

    @Test func anOutputDirectoryThatCannotBeMadeIsNamedWithTheReason() throws {
        // Its parent is a regular file: named in the system's words, not Foundation's dump.
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file")
        try Data().write(to: file)
        let frames = file.appendingPathComponent("frames")
        let r = try HaloBinary.run([
            "render", "--effect", "snake", "--size", "96x64", "--duration", "0.2",
            "--backend", "cpu", "-o", frames.path,
        ])
        #expect(r.status == 1)
        #expect(
            r.stderr.contains("cannot create the directory \(frames.path): \(file.path) is not a directory"),
            "\(r.stderr)")
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
    }

    /// A scene in `dir` of "hi" in the font file `font`.
    static func textScene(font: URL, in dir: URL) throws -> URL {
        let scene = dir.appendingPathComponent("scene.json")
        try Data(
            #"""
            {"canvas": {"width": 60, "height": 40}, "layers": [{"items": [
              {"text": "hi", "font": {"file": "\#(font.path)"}, "frame": [0, 0, 60, 40]}]}]}
            """#.utf8
        ).write(to: scene)
        return scene
    }

    /// A FIFO (or any non-regular file) named as a font file is refused, not opened and waited on.
    @Test func aFIFOAsAFontFileIsRefused() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("font.ttf")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let scene = try Self.textScene(font: fifo, in: dir)
        let r = try HaloBinary.run(["render", scene.path, "-o", dir.appendingPathComponent("x.png").path], timeout: 60)
        #expect(r.status == 1, "\(r.status): \(r.stderr)")
        #expect(r.stderr.contains("layers[0].items[0].font: font file \(fifo.path) is not a regular file"))
    }

    @Test func aFileThatIsNotAFontIsNamed() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let font = dir.appendingPathComponent("font.ttf")
        try Data("not a font at all".utf8).write(to: font)
        let scene = try Self.textScene(font: font, in: dir)
        let out = dir.appendingPathComponent("x.png")
        let r = try HaloBinary.run(["render", scene.path, "-o", out.path], timeout: 60)
        #expect(r.status == 1, "\(r.status): \(r.stderr)")
        #expect(r.stderr.contains("layers[0].items[0].font: FT_New_Face failed for \(font.path)"))
        #expect(r.stderr.contains("not a font file"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aMegabyteOfTextIsRefusedWithItsLength() throws {
        // A megabyte of mixed scripts in one text item: refused before any layout, with the limit.
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = String(repeating: "Hello مرحبا 中文 👋🏽 ", count: 40_000)
        #expect(text.utf8.count > 1_000_000)
        let scene = dir.appendingPathComponent("scene.json")
        let json: [String: Any] = [
            "canvas": ["width": 200, "height": 100],
            "layers": [["items": [["text": text, "frame": [0, 0, 200, 100]]]]],
        ]
        try JSONSerialization.data(withJSONObject: json).write(to: scene)
        let r = try HaloBinary.run(["render", scene.path, "-o", dir.appendingPathComponent("x.png").path], timeout: 60)
        #expect(r.status == 1, "\(r.status): \(r.stderr)")
        #expect(
            r.stderr.contains("layers[0].items[0].text: at most 100000 characters, got \(text.count)"),
            "\(r.stderr)")
    }

    /// Ten million frames to a directory are checked for existing frames with one listing: a
    /// frame near the end is found at once (one look-up per frame took minutes of silence).
    @Test func aHugeRangeFindsAnExistingFrameAtOnce() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let existing = out.appendingPathComponent("frame_09999999.png")
        try Data([1]).write(to: existing)
        // A file that is not a frame of the render (other padding) is not mistaken for one.
        try Data([1]).write(to: out.appendingPathComponent("frame_9999999.png"))
        let r = try HaloBinary.run(
            [
                "render", "--effect", "snake", "--size", "40x20", "--frames", "0..10000000",
                "-o", out.path,
            ], timeout: 120)
        #expect(r.status == 1, "\(r.status): \(r.stderr)")
        #expect(r.stderr.contains("\(existing.path) exists; pass --resume"))
    }

    /// A symbolic link whose target is missing is an existing output: refused without
    /// --overwrite before any frame is rendered, and kept as it is.
    @Test(arguments: ["one.png", "stream.y4m", "video.mp4"])
    func aDanglingLinkAsOutputIsNotReplaced(_ name: String) throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent(name)
        let target = dir.appendingPathComponent("missing-" + name).path
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        let duration = name.hasSuffix(".png") ? [] : ["--duration", "0.2"]
        let r = try HaloBinary.run(
            ["render", "--effect", "snake", "--size", "40x20", "-o", link.path] + duration,
            timeout: 120)
        #expect(r.status == 1, "\(r.status): \(r.stderr)")
        #expect(
            r.stderr.contains(
                "\(link.path) exists (a symbolic link to \(target), which does not exist); "
                    + "pass --overwrite"), "\(r.stderr)")
        #expect(!r.stderr.contains("frames"), "refused after rendering: \(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target)
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
