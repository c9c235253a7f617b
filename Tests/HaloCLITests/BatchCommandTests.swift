import Foundation
import HaloCore
import HaloIO
import Testing

/// `halo batch`: a template once per row, failures reported and passed over, shards, resume after a kill.
@Suite(.serialized) struct BatchCommandTests {
    /// A small template: a card of colour `accent` titled `title`, `seconds` long.
    static let template = """
        {"props": {"title": {"type": "string", "default": "Hi"}, "accent": {"type": "color", "default": "red"},
                   "seconds": {"type": "number", "default": 0.2}},
         "duration": {"prop": "seconds"},
         "canvas": {"width": 96, "height": 48, "background": "white"},
         "layers": [{"items": [
           {"shape": {"type": "rect", "frame": [0, 0, 48, 48]},
            "paint": {"from": "black", "to": {"prop": "accent"}, "duration": 0.2}},
           {"text": {"prop": "title"}, "frame": [48, 8, 48, 32], "font": {"size": 12}, "color": "black"}]}]}
        """

    static func setUp() throws -> URL {
        let dir = try HaloBinary.temporaryDirectory()
        try Data(template.utf8).write(to: dir.appendingPathComponent("card.json"))
        return dir
    }

    static func report(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    /// The video's length in seconds, as ffprobe reads it.
    static func seconds(_ url: URL) throws -> Double? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", url.path]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func anEncoderFailingAsItDrainsFailsItsRowAlone() throws {
        // Each row's ffmpeg drains while the next row renders; the one writing b.mp4 reads all its
        // frames, then fails (the real ffmpeg runs the others).
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let wrapper = bin.appendingPathComponent("ffmpeg")
        try Data(
            """
            #!/bin/sh
            case "$*" in *.b.mp4.*) cat > /dev/null; echo "no space left on device (test)" >&2; exit 1;; esac
            exec /usr/bin/ffmpeg "$@"

            """.utf8
        ).write(to: wrapper)
        chmod(wrapper.path, 0o755)
        try Data("{\"id\": \"a\"}\n{\"id\": \"b\"}\n{\"id\": \"c\"}\n".utf8)
            .write(to: dir.appendingPathComponent("rows.jsonl"))
        let r = try HaloBinary.run(
            ["batch", "card.json", "--rows", "rows.jsonl", "-o", "out/{id}.mp4", "--fps", "20", "--backend", "cpu"],
            environment: ["PATH": "\(bin.path):/usr/bin:/bin"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = try Self.report(dir.appendingPathComponent("batch-report.jsonl"))
        #expect(lines.map { $0["id"] as? String } == ["a", "b", "c"])
        #expect(lines.map { $0["status"] as? String } == ["ok", "failed", "ok"])
        #expect((lines[1]["error"] as? String)?.contains("no space left on device (test)") == true, "\(lines[1])")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path)
        #expect(files.sorted() == ["a.mp4", "c.mp4"])
    }

    @Test func aFailingRowIsReportedAndTheOthersRender() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rows = """
            {"id": "a", "title": "One", "seconds": 0.5}
            {"id": "b", "accent": "no-colour"}
            {"id": "c", "title": 3}
            not json
            {"id": "d", "accent": "#00ff00", "seconds": 0.25}
            """
        try Data(rows.utf8).write(to: dir.appendingPathComponent("rows.jsonl"))
        let r = try HaloBinary.run(
            ["batch", "card.json", "--rows", "rows.jsonl", "-o", "out/{id}.mp4", "--fps", "20", "--backend", "cpu"],
            in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("halo: 2 rows rendered, 0 skipped, 3 failed; report: batch-report.jsonl"))
        let lines = try Self.report(dir.appendingPathComponent("batch-report.jsonl"))
        #expect(lines.map { $0["status"] as? String } == ["ok", "failed", "failed", "failed", "ok"])
        #expect((lines[1]["error"] as? String)?.contains("prop 'accent' in row 2 expects a colour") == true)
        #expect((lines[2]["error"] as? String)?.contains("prop 'title' in row 3 expects a string, got 3") == true)
        #expect((lines[3]["error"] as? String)?.contains("rows.jsonl:4: malformed JSON") == true)
        #expect(lines.map { $0["frames"] as? Int } == [10, nil, nil, nil, 5])
        // The rows that rendered are whole videos of their own length; the failed ones left nothing.
        #expect(try Self.seconds(dir.appendingPathComponent("out/a.mp4")) == 0.5)
        #expect(try Self.seconds(dir.appendingPathComponent("out/d.mp4")) == 0.25)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path)
        #expect(files.sorted() == ["a.mp4", "d.mp4"])
    }

    @Test func shardsSplitTheRowsAndTogetherRenderEachOnce() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv =
            "id,title,accent\n"
            + (1...5).map { "r\($0),Row \($0),\($0 % 2 == 0 ? "#0000ff" : "#00ff00")" }
            .joined(separator: "\n")
        try Data(csv.utf8).write(to: dir.appendingPathComponent("rows.csv"))
        var rendered: [Int] = []
        for k in 0..<2 {
            let s = try HaloBinary.run(
                [
                    "batch", "card.json", "--rows", "rows.csv", "-o", "png/{id}.png", "--time", "1", "--shards", "2",
                    "--backend", "cpu", "--quiet",
                ], environment: ["SLURM_ARRAY_TASK_ID": "\(k)"], in: dir)
            #expect(s.status == 0, "\(s.stderr)")
            let lines = try Self.report(dir.appendingPathComponent("batch-report.shard-\(k)-of-2.jsonl"))
            rendered += lines.compactMap { $0["row"] as? Int }
        }
        #expect(rendered.sorted() == [1, 2, 3, 4, 5])
        #expect(rendered == [1, 3, 5, 2, 4])
        // Row 2's accent is blue at t = 1 (the paint has finished its animation).
        let two = try PNG.read(dir.appendingPathComponent("png/r2.png"))
        #expect(Array(two.pixels[(24 * 96 + 24) * 4..<(24 * 96 + 24) * 4 + 3]) == [0, 0, 255])
        let three = try PNG.read(dir.appendingPathComponent("png/r3.png"))
        #expect(Array(three.pixels[(24 * 96 + 24) * 4..<(24 * 96 + 24) * 4 + 3]) != [0, 0, 255])
    }

    @Test func twoRowsWritingOneFileStopTheBatchBeforeAnyRenders() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{\"title\": \"x\"}\n{\"title\": \"x\"}\n".utf8).write(to: dir.appendingPathComponent("rows.jsonl"))
        let r = try HaloBinary.run(["batch", "card.json", "--rows", "rows.jsonl", "-o", "{title}.mp4"], in: dir)
        #expect(r.status != 0)
        #expect(r.stderr.contains("rows 1 and 2 both write x.mp4"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.mp4").path))
    }

    @Test func aKilledBatchResumesWithNoRowRenderedTwiceAndNoneMissing() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Rows long enough that a kill lands mid-batch.
        let rows = (1...12).map { #"{"id": "v\#($0)", "seconds": 1.5}"# }.joined(separator: "\n")
        try Data(rows.utf8).write(to: dir.appendingPathComponent("rows.jsonl"))
        let arguments = [
            "batch", "card.json", "--rows", "rows.jsonl", "-o", "v/{id}.mp4", "--backend", "cpu", "--quiet",
        ]
        let p = Process()
        p.executableURL = HaloBinary.url
        p.arguments = arguments
        p.currentDirectoryURL = dir
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Killed (SIGKILL: no chance to tidy) once some rows are done.
        let report = dir.appendingPathComponent("batch-report.jsonl")
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, (try? Self.report(report).count) ?? 0 < 3 { usleep(20_000) }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let first = try Self.report(report)
        #expect(first.count >= 3 && first.count < 12, "the kill landed after \(first.count) rows")
        // Only whole videos are left (a cut row's temporary file is not one): those reported, and at
        // most the one whose line the kill kept from being written.
        let out = dir.appendingPathComponent("v")
        let whole = Set(
            try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".mp4") }
                .map { Int($0.dropFirst().dropLast(4))! })
        let reported = Set(first.compactMap { $0["row"] as? Int })
        #expect(reported.isSubset(of: whole) && whole.count <= reported.count + 1)
        let r = try HaloBinary.run(arguments + ["--resume"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let second = try Self.report(report).dropFirst(first.count)
        #expect(second.count == 12)
        // Each row rendered exactly once over the two runs: what the first finished is skipped.
        for line in second {
            let row = line["row"] as! Int
            #expect(line["status"] as? String == (whole.contains(row) ? "skipped" : "ok"), "row \(row)")
        }
        for k in 1...12 { #expect(try Self.seconds(out.appendingPathComponent("v\(k).mp4")) == 1.5) }
    }
}
