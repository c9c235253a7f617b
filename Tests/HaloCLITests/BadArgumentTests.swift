import Foundation
import Testing

/// Bad command lines: each refused with its own message, a non-zero exit and no output.
/// Together with the scene files of BadScenes/ this is the bad-input corpus.
@Suite struct BadArgumentTests {
    static let cases: [(args: [String], message: String, environment: [String: String])] = [
        (["render", "--effect", "snake", "--frames", "9..2", "-o", "OUT/"], "--frames must be A..B or A..<B", [:]),
        (["render", "--effect", "snake", "--frames", "x", "-o", "OUT/"], "--frames must be A..B", [:]),
        (
            ["render", "--effect", "snake", "--duration", "1", "--shard", "4/4", "-o", "OUT/"],
            "--shard must be K/N with 0 <= K < N", [:]
        ),
        (["render", "--effect", "snake", "--duration", "1", "--shards", "4", "-o", "OUT/"], "neither is set", [:]),
        (
            ["render", "--effect", "snake", "--duration", "1", "--shards", "4", "-o", "OUT/"],
            "SLURM_ARRAY_TASK_ID=7 is not a shard index in 0..<4", ["SLURM_ARRAY_TASK_ID": "7"]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--fps", "0", "-o", "OUT/"],
            "--fps must be in (0, 1000]", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--png-compression", "13", "-o", "OUT/"],
            "--png-compression must be in 0...12", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--format", "gif", "-o", "OUT/x.y4m"],
            "--format must be y4m or raw", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--crf", "99", "-o", "OUT/x.mp4"],
            "--crf must be in 0...63", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "-o", "OUT/x.mp4"],
            "ffmpeg not found on PATH; install it (Debian: apt-get install ffmpeg)", ["PATH": "/nonexistent"]
        ),
        (
            ["render", "--effect", "snake", "--size", "121x61", "--duration", "1", "-o", "OUT/x.mp4"],
            "yuv420p needs an even width and height, got 121x61; use --chroma 444 or an even --size", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--resume", "-o", "OUT/x.mp4"],
            "--resume works with PNG sequences", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--color-matrix", "srgb", "-o", "OUT/x.mp4"],
            "--color-matrix must be bt709, bt601 or bt2020, got 'srgb'", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--range", "tv", "-o", "OUT/x.mp4"],
            "--range must be limited or full, got 'tv'", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--chroma", "422", "-o", "OUT/x.y4m"],
            "--chroma must be 420 or 444, got '422'", [:]
        ),
        (
            ["render", "--effect", "snake", "--duration", "1", "--alpha", "-o", "OUT/x.mp4"],
            "--alpha needs a .webm (VP9), .mov (ProRes 4444), .gif or .apng output", [:]
        ),
        (
            ["render", "--effect", "snake", "--background", "glass", "-o", "OUT/x.png"],
            "--background must be #RRGGBB, #RRGGBBAA, a colour name or transparent, got 'glass'", [:]
        ),
        (["render", "--effect", "snake", "--duration", "1", "-o", "OUT/x.avi"], "unknown kind of output", [:]),
        (["render", "--effect", "snake", "-o", "OUT/frames"], "give --duration S or --frames A..B", [:]),
        (["render", "--effect", "snake", "--duration", "1", "-o", "OUT/one.png"], "a .png output is one frame", [:]),
        (["render", "--effect", "sparkle", "-o", "OUT/x.png"], "unknown effect 'sparkle'", [:]),
        (["render", "--effect", "snake", "--param", "lineWidth", "-o", "OUT/x.png"], "--param must be k=v", [:]),
        (
            ["render", "--effect", "snake", "--param", "lineWidth=-4", "-o", "OUT/x.png"],
            "layers[0].items[0].lineWidth: must be >= 0, got -4", [:]
        ),
        (
            ["render", "--effect", "snake", "--param", "colour=red", "-o", "OUT/x.png"], "unknown parameter 'colour'",
            [:]
        ),
        (["render", "--effect", "snake", "--size", "0x10", "-o", "OUT/x.png"], "--size must be WxH", [:]),
        (["render", "--effect", "snake", "--time", "nan", "-o", "OUT/x.png"], "--time must be a finite number", [:]),
        (
            ["render", "--effect", "snake", "--duration", "1", "--resume", "--overwrite", "-o", "OUT/f"],
            "give --resume or --overwrite, not both", [:]
        ),
        (
            ["render", "--effect", "harmonic-button", "--param", "presses=[[2, 1]]", "-o", "OUT/x.png"],
            "the release (1) must come after the press (2)", [:]
        ),
        (["concat", "OUT/a.y4m", "-o", "OUT/b.mp4"], "is not a .mp4 file like the output", [:]),
        (["concat", "OUT/missing.y4m", "-o", "OUT/b.y4m"], "OUT/missing.y4m: no such file", [:]),
        (["sheet", "--effect", "snake", "--count", "0", "-o", "OUT/s.png"], "--count must be in 1...256", [:]),
        (
            ["sheet", "--effect", "snake", "--frames", "8", "-o", "OUT/s.png"],
            "sheet takes --count N, the number of stills", [:]
        ),
        (["compare", "--catalog", "--max-difference", "300"], "--max-difference must be in 0...255", [:]),
    ]

    @Test("A bad command line is refused with its message", arguments: 0..<cases.count)
    func refused(_ i: Int) throws {
        let c = Self.cases[i]
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = c.args.map { $0.replacingOccurrences(of: "OUT", with: dir.path) }
        let r = try HaloBinary.run(args, environment: c.environment)
        let message = c.message.replacingOccurrences(of: "OUT", with: dir.path)
        #expect(r.status != 0, "\(args): exit 0")
        #expect(r.stderr.contains(message), "\(args): stderr was \(r.stderr)")
        #expect(!r.stderr.contains("Fatal error"))
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(
            left.allSatisfy { !$0.hasSuffix(".png") && !$0.hasSuffix(".mp4") && !$0.hasSuffix(".tmp") },
            "\(args) left \(left)")
    }

    @Test func existingOutputIsRefusedWithoutOverwrite() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        try Data("keep me".utf8).write(to: out)
        let r = try HaloBinary.run(["render", "--effect", "snake", "-o", out.path])
        #expect(r.status != 0 && r.stderr.contains("exists; pass --overwrite"))
        #expect(try Data(contentsOf: out) == Data("keep me".utf8))
        #expect(
            try HaloBinary.run(["render", "--effect", "snake", "-o", out.path, "--overwrite", "--quiet"]).status == 0)
    }
}
