import Foundation
import HaloCore
import HaloIO
import Testing

/// The batch pipeline end to end: ranges, shards, resume, streams, video.
@Suite struct BatchTests {
    static let effect = ["--effect", "snake", "--size", "120x60", "--fps", "20"]

    static func pngs(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func rangesNameTheirFrames() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("f")
        let r = try HaloBinary.run(["render"] + Self.effect + ["--frames", "5..<9", "-o", out.path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.pngs(out) == ["frame_00005.png", "frame_00006.png", "frame_00007.png", "frame_00008.png"])
        let inclusive = dir.appendingPathComponent("g")
        _ = try HaloBinary.run(["render"] + Self.effect + ["--frames", "10..12", "-o", inclusive.path, "--quiet"])
        #expect(try Self.pngs(inclusive) == ["frame_00010.png", "frame_00011.png", "frame_00012.png"])
    }

    @Test func shardsTogetherAreTheWholeRenderByteForByte() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = dir.appendingPathComponent("whole"), sharded = dir.appendingPathComponent("sharded")
        #expect(
            try HaloBinary.run(["render"] + Self.effect + ["--duration", "1.15", "-o", whole.path, "--quiet"]).status
                == 0)
        var counts: [Int] = []
        for k in 0..<3 {
            let r = try HaloBinary.run(
                ["render"] + Self.effect + [
                    "--duration", "1.15", "--shard", "\(k)/3", "-o", sharded.path, "--json", "--quiet",
                ])
            #expect(r.status == 0, "\(r.stderr)")
            let summary = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            counts.append(summary?["rendered"] as? Int ?? -1)
        }
        #expect(counts == [7, 8, 8])  // 23 frames split contiguously
        // Without --quiet a task's log names its shard and frames (20 fps: frame 7 is at 0.35 s).
        let logged = try HaloBinary.run(
            ["render"] + Self.effect + [
                "--duration", "1.15", "--shard", "1/3",
                "-o", sharded.path, "--overwrite",
            ])
        #expect(
            logged.stderr.contains("halo: shard 1 of 3: frames 7..<15 of 0..<23, t = 0.35 s to 0.7 s"),
            "\(logged.stderr)")
        let names = try Self.pngs(whole)
        let shardedNames = try Self.pngs(sharded)
        #expect(names.count == 23 && names == shardedNames)
        for n in names {
            #expect(
                try Data(contentsOf: whole.appendingPathComponent(n))
                    == Data(contentsOf: sharded.appendingPathComponent(n)), "\(n) differs")
        }
        // The index can come from a batch system instead.
        let job = dir.appendingPathComponent("job")
        let r = try HaloBinary.run(
            ["render"] + Self.effect + ["--duration", "1.15", "--shards", "3", "-o", job.path, "--quiet"],
            environment: ["JOB_COMPLETION_INDEX": "2"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.pngs(job) == Array(names.suffix(8)))
    }

    @Test func resumeAfterKillGivesTheSameBytes() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("k"), full = dir.appendingPathComponent("full")
        let args = [
            "render", "--effect", "intelligence-glow", "--size", "120x60", "--fps", "30", "--duration", "4", "--quiet",
        ]
        let p = Process()
        p.executableURL = HaloBinary.url
        p.arguments = args + ["-o", out.path]
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Kill -9 once some frames are written.
        let deadline = Date().addingTimeInterval(60)
        while (try? Self.pngs(out).count) ?? 0 < 3 && Date() < deadline { usleep(20_000) }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let partial = try Self.pngs(out).count
        #expect(partial >= 3 && partial < 120, "killed after \(partial) frames")
        let resumed = try HaloBinary.run(args + ["-o", out.path, "--resume", "--json"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.contains("\"skipped\":\(partial)"))
        #expect(try HaloBinary.run(args + ["-o", full.path]).status == 0)
        let names = try Self.pngs(full)
        let resumedNames = try Self.pngs(out)
        #expect(names.count == 120 && resumedNames == names)
        for n in names {
            #expect(
                try Data(contentsOf: out.appendingPathComponent(n)) == Data(contentsOf: full.appendingPathComponent(n)))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    /// Ctrl-C exits 130 and a SIGTERM (scancel, kill) 143, as a shell reports a process those
    /// signals stopped; either way frames in flight finish first.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func interruptFinishesFramesAndSaysHowToResume(_ signal: Int32, _ status: Int32) throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("i")
        let p = Process()
        p.executableURL = HaloBinary.url
        p.arguments = [
            "render", "--effect", "intelligence-glow", "--size", "120x60", "--duration", "30",
            "-o", out.path, "--quiet",
        ]
        let err = Pipe()
        p.standardError = err
        try p.run()
        let deadline = Date().addingTimeInterval(60)
        while (try? Self.pngs(out).count) ?? 0 < 2 && Date() < deadline { usleep(20_000) }
        kill(p.processIdentifier, signal)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == status)
        #expect(message.contains("interrupted after") && message.contains("--resume"))
        for n in try Self.pngs(out) { #expect(throws: Never.self) { try PNG.read(out.appendingPathComponent(n)) } }
    }

    /// A stopped video is removed, with its temporary file, and the output says so without a
    /// summary line naming the file as if it were written.
    @Test func aStoppedVideoIsRemovedAndNotReportedAsWritten() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("v.mp4")
        let p = Process()
        p.executableURL = HaloBinary.url
        p.arguments = ["render", "--effect", "snake", "--size", "120x60", "--duration", "60", "-o", out.path]
        let (stdout, stderr) = (Pipe(), Pipe())
        p.standardOutput = stdout
        p.standardError = stderr
        try p.run()
        let deadline = Date().addingTimeInterval(60)
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        while temporaries().isEmpty && Date() < deadline { usleep(20_000) }
        usleep(300_000)
        kill(p.processIdentifier, SIGTERM)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let report = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 143, "\(message)")
        #expect(message.contains("the partial video was removed"))
        #expect(!report.contains(out.path) && !message.contains("\(out.path):"), "\(report)\n\(message)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(temporaries().isEmpty)
    }

    @Test func y4mStreamsHaveAValidHeaderAndEveryFrame() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("s.y4m")
        let r = try HaloBinary.run(["render"] + Self.effect + ["--duration", "0.5", "-o", out.path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        let data = [UInt8](try Data(contentsOf: out))
        let header = String(decoding: data.prefix(while: { $0 != 10 }), as: UTF8.self)
        #expect(header == "YUV4MPEG2 W120 H60 F20:1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED")
        let frame = 6 + 120 * 60 + 2 * 60 * 30
        #expect(data.count == header.utf8.count + 1 + 10 * frame)
        #expect(String(decoding: data[(header.utf8.count + 1)..<(header.utf8.count + 7)], as: UTF8.self) == "FRAME\n")
        // Raw RGBA to standard output: exactly frames x width x height x 4 bytes.
        let raw = try HaloBinary.run(
            ["render"] + Self.effect + ["--duration", "0.25", "-o", "-", "--format", "raw", "--quiet"])
        #expect(raw.status == 0 && raw.stdout.utf8.count > 0)
        // Shards of a stream join with halo concat into the whole stream.
        for k in 0..<2 {
            _ = try HaloBinary.run(
                ["render"] + Self.effect + [
                    "--duration", "0.5", "--shard", "\(k)/2", "-o", dir.appendingPathComponent("p.y4m").path, "--quiet",
                ])
        }
        let joined = dir.appendingPathComponent("joined.y4m")
        let c = try HaloBinary.run([
            "concat", dir.appendingPathComponent("p.shard-0-of-2.y4m").path,
            dir.appendingPathComponent("p.shard-1-of-2.y4m").path, "-o", joined.path,
        ])
        #expect(c.status == 0, "\(c.stderr)")
        #expect(try Data(contentsOf: joined) == Data(contentsOf: out))
    }

    static let ffprobe = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe")

    @Test(.enabled(if: ffprobe, "ffmpeg/ffprobe are not installed"))
    func mp4HasEveryFrameAtTheRightSize() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("v.mp4")
        let r = try HaloBinary.run(["render"] + Self.effect + ["--duration", "1", "-o", out.path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.probe(out) == "120,60,20")
        // Shards joined without re-encoding have every frame too.
        for k in 0..<2 {
            _ = try HaloBinary.run(
                ["render"] + Self.effect + [
                    "--duration", "1", "--shard", "\(k)/2", "-o", dir.appendingPathComponent("p.mp4").path, "--quiet",
                ])
        }
        let joined = dir.appendingPathComponent("joined.mp4")
        let c = try HaloBinary.run([
            "concat", dir.appendingPathComponent("p.shard-0-of-2.mp4").path,
            dir.appendingPathComponent("p.shard-1-of-2.mp4").path, "-o", joined.path,
        ])
        #expect(c.status == 0, "\(c.stderr)")
        #expect(try Self.probe(joined) == "120,60,20")
    }

    /// width,height,frame count of a video, by ffprobe.
    static func probe(_ url: URL) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        p.arguments = [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
            "stream=width,height,nb_read_frames", "-of", "csv=p=0", url.path,
        ]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(.enabled(if: getuid() == 0, "needs root to mount a small tmpfs"))
    func fullDiskNamesTheFrameAndLeavesNoPartialFrame() throws {
        let mountPoint = try HaloBinary.temporaryDirectory()
        defer {
            _ = try? HaloBinary.shell("umount \(mountPoint.path)")
            try? FileManager.default.removeItem(at: mountPoint)
        }
        try #require(
            (try? HaloBinary.shell("mount -t tmpfs -o size=400k tmpfs \(mountPoint.path)")) == 0,
            "mount -t tmpfs failed as root")
        let r = try HaloBinary.run([
            "render", "--effect", "harmonic-button", "--duration", "2", "-o", mountPoint.path, "--quiet",
            "--png-compression", "0",
        ])
        #expect(r.status != 0)
        #expect(r.stderr.contains("No space left on device") && r.stderr.contains("frame "), "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: mountPoint.path)
        #expect(!names.isEmpty && names.allSatisfy { $0.hasSuffix(".png") }, "\(names)")
        for n in names { #expect(throws: Never.self) { try PNG.read(mountPoint.appendingPathComponent(n)) } }
    }
}
