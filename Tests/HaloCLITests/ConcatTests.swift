import Foundation
import Testing

/// `halo concat` joins a whole render's shards, in order: a missing shard, one given twice or
/// out of order, or a shard of another render is refused by name; `--allow-partial` joins
/// what is given. Videos must share codec, size, pixel format and frame rate.
@Suite struct ConcatTests {
    static let effect = ["--effect", "snake", "--size", "96x64", "--backend", "cpu", "--quiet", "--duration", "0.4"]

    /// Renders shard files of a 4-shard Y4M render into `dir`; returns their paths in order.
    static func shards(_ dir: URL, name: String = "p", extra: [String] = []) throws -> [String] {
        try (0..<4).map { k in
            let r = try HaloBinary.run(
                ["render"] + effect + extra + [
                    "--shard", "\(k)/4", "-o",
                    dir.appendingPathComponent("\(name).y4m").path,
                ])
            #expect(r.status == 0, "\(r.stderr)")
            return dir.appendingPathComponent("\(name).shard-\(k)-of-4.y4m").path
        }
    }

    @Test func incompleteRepeatedOrUnorderedShardsAreRefusedByName() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = try Self.shards(dir)
        let out = dir.appendingPathComponent("joined.y4m").path
        func concat(_ files: [String], _ extra: [String] = []) throws -> HaloBinary.Result {
            try HaloBinary.run(["concat"] + files + ["-o", out] + extra)
        }
        let missing = try concat([s[0], s[1], s[2]])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("shard 3 of 4 missing: 3 of 4 given"), "\(missing.stderr)")
        let twice = try concat([s[0], s[1], s[1], s[2], s[3]])
        #expect(twice.stderr.contains("\(s[1]) is given twice (shard 1 of 4)"), "\(twice.stderr)")
        let unordered = try concat([s[0], s[2], s[1], s[3]])
        #expect(
            unordered.stderr.contains("\(s[1]) comes after \(s[2]) but shard 1 goes before shard 2"),
            "\(unordered.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // A shard of another render (another base name) is not mixed in.
        let other = try Self.shards(dir, name: "q")
        let mixed = try concat([s[0], s[1], s[2], other[3]])
        #expect(mixed.stderr.contains("\(other[3]) is a shard of another render"), "\(mixed.stderr)")
        // With --allow-partial the shards given are joined, in order.
        let partial = try concat([s[0], s[1], s[2]], ["--allow-partial"])
        #expect(partial.status == 0, "\(partial.stderr)")
        let whole = try concat(s, ["--overwrite"])
        #expect(whole.status == 0, "\(whole.stderr)")
    }

    @Test(.enabled(if: BatchTests.ffprobe, "ffmpeg/ffprobe are not installed"))
    func videoShardsOfDifferentSizesAreRefused() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for (k, size) in [(0, "96x64"), (1, "128x64")] {
            let name = dir.appendingPathComponent("v.mp4").path
            let r = try HaloBinary.run([
                "render", "--effect", "snake", "--size", size, "--backend", "cpu", "--quiet",
                "--duration", "0.4", "--shard", "\(k)/2", "-o", name,
            ])
            #expect(r.status == 0, "\(r.stderr)")
            files.append(dir.appendingPathComponent("v.shard-\(k)-of-2.mp4").path)
        }
        let r = try HaloBinary.run(["concat"] + files + ["-o", dir.appendingPathComponent("v.mp4").path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(files[1]) has a video stream") && r.stderr.contains("width=128"), "\(r.stderr)")
    }
}
