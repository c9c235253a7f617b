import Foundation
import HaloCPU
import HaloCore
import HaloEffects
import HaloIO
import HaloTestSupport
import Testing

/// Image files as scene files and views meet them: decoded from real PNG and JPEG bytes (the
/// JPEG made by ffmpeg), and every bad file refused by name without a trap.
struct ImageFileTests {
    static let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static func run(_ tool: String, _ arguments: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " "))")
    }

    static func error(_ body: () throws -> Image) -> ImageFileError? {
        do {
            _ = try body()
            return nil
        } catch let e as ImageFileError {
            return e
        } catch {
            Issue.record("not an ImageFileError: \(error)")
            return nil
        }
    }

    @Test func aPNGWithAlphaDecodesToThePixelsItWasWrittenFrom() throws {
        let pixels = ImageTests.pattern
        let decoded = try ImageFile.decode(try PNG.encode(pixels), name: "pattern.png")
        #expect(decoded == pixels)
    }

    @Test(.enabled(if: ffmpeg != nil, "ffmpeg is not installed (scripts/setup.sh installs it)"))
    func aJPEGOfOneColourDecodesToThatColourOpaque() throws {
        try TemporaryDirectory.with { dir in
            let path = dir.appendingPathComponent("blue.jpg").path
            try Self.run(
                Self.ffmpeg!,
                [
                    "-v", "error", "-f", "lavfi", "-i", "color=c=0x3366cc:s=32x16", "-frames:v", "1",
                    "-q:v", "2", path,
                ])
            let image = try ImageFile.read(path)
            #expect(image.width == 32 && image.height == 16)
            for (x, y) in [(0, 0), (16, 8), (31, 15)] {
                let p = image[x, y]
                #expect(abs(Int(p.x) - 0x33) <= 3 && abs(Int(p.y) - 0x66) <= 3 && abs(Int(p.z) - 0xCC) <= 3, "\(p)")
                #expect(p.w == 255)
            }
            // Cut in half, the stream is refused rather than padded with grey.
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let cut = Self.error { try ImageFile.decode(Array(bytes.prefix(bytes.count / 2)), name: "cut.jpg") }
            #expect(cut?.message.hasPrefix("bad JPEG") == true, "\(String(describing: cut))")
            // Cut inside its header, it is refused as cut, not as an empty image.
            let head = Self.error { try ImageFile.decode(Array(bytes.prefix(100)), name: "head.jpg") }
            #expect(head?.message.hasPrefix("bad JPEG") == true, "\(String(describing: head))")
        }
    }

    @Test func badFilesAreRefusedByNameAndReason() throws {
        let png = try PNG.encode(ImageTests.pattern)
        let truncated = Self.error { try ImageFile.decode(Array(png.prefix(png.count / 2)), name: "t.png") }
        #expect(
            truncated?.path == "t.png" && truncated?.message.hasPrefix("bad PNG") == true,
            "\(String(describing: truncated))")
        let huge = Self.error { try ImageFile.decode(try PNG.encode(Image(width: 16385, height: 1)), name: "wide.png") }
        #expect(huge?.message == "the image is 16385x1, over the limit of 16384 on a side")
        let text = Self.error { try ImageFile.decode(Array("hello".utf8), name: "notes.png") }
        #expect(text?.message == "not a PNG or JPEG file (unknown signature); images must be PNG or JPEG")
        let empty = Self.error { try ImageFile.decode([], name: "empty.png") }
        #expect(empty?.message == "the file is empty; images must be PNG or JPEG")
        let missing = Self.error { try ImageFile.read("/nonexistent/logo.png") }
        #expect(missing == ImageFileError(path: "/nonexistent/logo.png", message: "no such image file"))
        let directory = Self.error { try ImageFile.read("/tmp") }
        #expect(directory?.message == "is a directory, not an image")
        let device = Self.error { try ImageFile.read("/dev/zero") }
        #expect(device?.message.hasPrefix("not a regular file") == true)
    }

    /// A scene file's image paths are relative to the file; a missing one names the scene file,
    /// the item and the image.
    @Test func sceneFilesReadImagesBesideThemAndNameAMissingOne() throws {
        try TemporaryDirectory.with { dir in
            try PNG.write(ImageTests.pattern, to: dir.appendingPathComponent("pattern.png"))
            let scene = dir.appendingPathComponent("card.json")
            try Data(
                """
                {"canvas": {"width": 16, "height": 12, "background": "clear"},
                 "layers": [{"items": [{"image": "pattern.png", "frame": [4, 6, 7, 5]}]}]}
                """.utf8
            ).write(to: scene)
            let image = try CPURenderer(threads: 1).render(try SceneTimeline(contentsOf: scene).scene(at: 0))
            #expect(image[4, 6] == ImageTests.pattern[0, 0] && image[10, 10] == ImageTests.pattern[6, 4])
            try Data(#"{"canvas": {"width": 9, "height": 9}, "layers": [{"items": [{"image": "logo.png"}]}]}"#.utf8)
                .write(to: scene)
            #expect {
                _ = try SceneTimeline(contentsOf: scene)
            } throws: { e in
                "\(e)" == "card.json: layers[0].items[0].image: image 'logo.png': no such image file"
            }
        }
    }

    @Test func fitAndFillKeepTheAspectRatioAndCentreTheImage() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 100)
        #expect(ImageFit.fit.placed(width: 40, height: 20, in: frame) == Rect(x: 10, y: 45, width: 100, height: 50))
        #expect(ImageFit.fill.placed(width: 40, height: 20, in: frame) == Rect(x: -40, y: 20, width: 200, height: 100))
        #expect(ImageFit.stretch.placed(width: 40, height: 20, in: frame) == frame)
    }
}
