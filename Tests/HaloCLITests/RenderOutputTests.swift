import Foundation
import HaloIO
import Testing

/// `RenderOutput` (HaloIO): the kind an output's name says, shard file names, and the checks
/// its sinks make before the first frame.
struct RenderOutputTests {
    @Test func namesSayTheKind() {
        let cases: [(String, RenderOutput.Kind?)] = [
            ("-", .stream), ("a/b.y4m", .stream), ("x.PNG", .png), ("v.mp4", .video), ("v.webm", .video),
            ("v.mov", .video), ("p.gif", .video), ("p.apng", .video), ("frames", .sequence), ("out/", .sequence),
            ("v.avi", nil), ("notes.txt", nil),
        ]
        for (path, kind) in cases { #expect(RenderOutput.kind(of: path) == kind, "\(path)") }
        #expect(RenderOutput("v.avi") == nil)
    }

    @Test func framesAreCountedToTheNearestFrameWithinTheLimit() {
        #expect(FrameSelection.frameCount(duration: 2, fps: 60) == 120)
        #expect(FrameSelection.frameCount(duration: 1.0 / 60 * 0.6, fps: 60) == 1)
        #expect(FrameSelection.frameCount(duration: 1.0 / 60 * 0.4, fps: 60) == 0)
        #expect(FrameSelection.frameCount(duration: 166_666, fps: 60) == 9_999_960)
        #expect(FrameSelection.frameCount(duration: 166_667, fps: 60) == nil)
        for (d, f) in [(-1.0, 60.0), (1, 0), (.nan, 60), (1, .infinity)] {
            #expect(FrameSelection.frameCount(duration: d, fps: f) == nil, "\(d) s at \(f) fps")
        }
    }

    @Test func shardsOfFilesGetASuffixAndSequencesShareTheirDirectory() {
        func file(_ path: String, _ shard: (Int, Int)?) -> String {
            RenderOutput(path)!.file(for: FrameSelection(all: 0..<160, fps: 60, shard: shard)).lastPathComponent
        }
        #expect(file("glow.mp4", (3, 16)) == "glow.shard-03-of-16.mp4")
        #expect(file("glow.mp4", (2, 4)) == "glow.shard-2-of-4.mp4")
        #expect(file("s.y4m", (0, 100)) == "s.shard-00-of-100.y4m")
        #expect(file("glow.mp4", nil) == "glow.mp4")
        #expect(file("frames", (3, 16)) == "frames")
    }

    @Test func aSequenceRefusesExistingFramesUnlessResumingOrReplacing() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("deep/frames")
        let selection = FrameSelection(all: 0..<20, fps: 10, shard: nil)
        let output = try #require(RenderOutput(out.path))
        // The directory is made, parents too; an empty one takes frames.
        _ = try output.makeSink(selection: selection, width: 8, height: 8, settings: .init())
        try Data([1]).write(to: out.appendingPathComponent("frame_00007.png"))
        // The library says what is wrong, and what would help as a value (the CLI names its flags).
        #expect { try output.makeSink(selection: selection, width: 8, height: 8, settings: .init()) } throws: {
            "\($0)" == "\(out.path)/frame_00007.png exists" && OutputRemedy.of($0) == .resumeOrOverwrite
        }
        var resume = RenderOutput.Settings()
        resume.resume = true
        _ = try output.makeSink(selection: selection, width: 8, height: 8, settings: resume)
        // A shard whose frames do not include it does not care.
        let other = FrameSelection(all: 0..<20, fps: 10, shard: (1, 2))
        _ = try output.makeSink(selection: other, width: 8, height: 8, settings: .init())
        // One PNG is not a sink's.
        #expect(throws: OutputPaths.Refusal.self) {
            try RenderOutput(dir.appendingPathComponent("one.png").path)!
                .makeSink(selection: selection, width: 8, height: 8, settings: .init())
        }
    }
}
