import Foundation
import HaloCore
import HaloTestSupport
import Testing

/// A scene's audio in videos: clips placed to the sample, the track as long as the video, sharded renders
/// joined with their sound mixed once, per-row sounds in a batch, and clear errors. Each track is decoded
/// back by ffmpeg and compared with samples computed here.
@Suite(.serialized) struct AudioTests {
    static let ffmpeg = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe")

    /// A scene `seconds` long playing click.wav (one sample of 0.9 at its start) at `starts`, the second
    /// and later ones at half volume.
    static func scene(starts: [String], seconds: Double = 1, props: String = "") -> String {
        let clips = starts.enumerated().map { i, s in
            #"{"file": "click.wav", "start": \#(s)\#(i > 0 ? #", "volume": 0.5"# : "")}"#
        }
        return """
            {\(props)"duration": \(seconds), "canvas": {"width": 32, "height": 32, "background": "white"},
             "audio": [\(clips.joined(separator: ", "))],
             "layers": [{"items": [{"shape": {"type": "rect", "frame": [0, 0, 16, 16]},
                                    "paint": {"from": "red", "to": "blue", "duration": \(seconds)}}]}]}
            """
    }

    /// A folder with click.wav (mono, 48 kHz) and text.wav (not a sound).
    static func setUp() throws -> URL {
        let dir = try HaloBinary.temporaryDirectory()
        let status = try HaloBinary.shell(
            "cd \(dir.path) && ffmpeg -v error -f lavfi -i \"aevalsrc='if(eq(n\\,0)\\,0.9\\,0)':s=48000:d=0.5\" "
                + "-c:a pcm_f32le click.wav && echo hello > text.wav")
        #expect(status == 0)
        return dir
    }

    /// The left channel of a file's sound, decoded by ffmpeg at 48 kHz.
    static func samples(_ url: URL) throws -> [Float] { try VideoProbe.leftChannel(url) }

    /// ffprobe's `entries` of each stream of a file, as text a stream ("codec_type=audio|duration=1.0").
    static func streams(_ url: URL, _ entries: String = "codec_type,duration") throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        p.arguments = ["-v", "error", "-show_entries", "stream=\(entries)", "-of", "compact=p=0", url.path]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The indices of the samples louder than 0.2, the clicks heard.
    static func clicks(_ s: [Float]) -> [Int] {
        s.indices.filter { i in
            abs(s[i]) > 0.2 && (i == 0 || abs(s[i]) >= abs(s[i - 1]))
                && (i + 1 == s.count || abs(s[i]) >= abs(s[i + 1]))
        }
    }

    @Test(.enabled(if: ffmpeg, "ffmpeg is not installed"))
    func clicksLandOnTheirSampleInPCM() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(starts: ["0.25", "0.6"]).utf8).write(to: dir.appendingPathComponent("s.json"))
        let r = try HaloBinary.run(
            ["render", "s.json", "-o", "s.mov", "--audio-codec", "pcm_f32le", "--backend", "cpu", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let s = try Self.samples(dir.appendingPathComponent("s.mov"))
        // 1 s at 48 kHz; 0.25 s and 0.6 s fall on samples 12,000 and 28,800; a mono file is heard at its level.
        #expect(s.count == 48_000)
        #expect(s.indices.filter { s[$0] != 0 } == [12_000, 28_800])
        #expect(s[12_000] == 0.9 && s[28_800] == 0.45)
        // No temporary sound file is left beside the video.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
                "click.wav", "s.json", "s.mov", "text.wav",
            ])
    }

    @Test(.enabled(if: ffmpeg, "ffmpeg is not installed"))
    func aacAndOpusTracksAreAsLongAsTheVideoAndPlaceClicksWithinASample() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(starts: ["0.25", "0.6"], seconds: 1.5).utf8).write(to: dir.appendingPathComponent("s.json"))
        for name in ["s.mp4", "s.webm"] {
            let r = try HaloBinary.run(
                ["render", "s.json", "-o", name, "--fps", "30", "--backend", "cpu", "--quiet"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let url = dir.appendingPathComponent(name)
            let streams = try Self.streams(url, "codec_type,codec_name")
            #expect(streams.count == 2 && streams[1].contains("codec_type=audio"), "\(streams)")
            // The track's length is the video's to within one frame (ffprobe's container duration per stream
            // for .mp4; the decoded samples for both).
            let s = try Self.samples(url)
            #expect(abs(Double(s.count) / 48_000 - 1.5) <= 1.0 / 30, "\(name): \(s.count) samples")
            let heard = Self.clicks(s)
            #expect(heard.count == 2, "\(name): \(heard)")
            if heard.count == 2 {
                #expect(abs(heard[0] - 12_000) <= 1 && abs(heard[1] - 28_800) <= 1, "\(name): \(heard)")
            }
        }
    }

    @Test(.enabled(if: ffmpeg, "ffmpeg is not installed"))
    func shardsCarryNoSoundAndConcatMixesItOnceOverTheWhole() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A click at 0.5 s: exactly where the two shards of 1 s meet.
        try Data(Self.scene(starts: ["0.5"]).utf8).write(to: dir.appendingPathComponent("s.json"))
        for k in 0..<2 {
            let r = try HaloBinary.run(
                ["render", "s.json", "-o", "s.mov", "--shard", "\(k)/2", "--backend", "cpu", "--quiet"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains("halo concat --audio"))
            let part = dir.appendingPathComponent("s.shard-\(k)-of-2.mov")
            #expect(try Self.streams(part).count == 1)
        }
        let c = try HaloBinary.run(
            [
                "concat", "s.shard-0-of-2.mov", "s.shard-1-of-2.mov", "-o", "whole.mov", "--audio", "s.json",
                "--audio-codec", "pcm_f32le",
            ], in: dir)
        #expect(c.status == 0, "\(c.stderr)")
        let s = try Self.samples(dir.appendingPathComponent("whole.mov"))
        #expect(s.count == 48_000)
        #expect(s.indices.filter { s[$0] != 0 } == [24_000])
    }

    @Test(.enabled(if: ffmpeg, "ffmpeg is not installed"))
    func eachRowOfABatchHasItsOwnSound() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let props = #""props": {"at": {"type": "number", "default": 0.1}, "sound": {"type": "audio"}}, "#
        let template = Self.scene(starts: [#"{"prop": "at"}"#], seconds: 0.5, props: props)
            .replacingOccurrences(of: #""file": "click.wav""#, with: #""file": {"prop": "sound"}"#)
        try Data(template.utf8).write(to: dir.appendingPathComponent("t.json"))
        try Data("id,at,sound\na,0.1,click.wav\nb,0.3,click.wav\nc,0.2,missing.wav\nd,0.2,text.wav\n".utf8)
            .write(to: dir.appendingPathComponent("rows.csv"))
        let r = try HaloBinary.run(
            [
                "batch", "t.json", "--rows", "rows.csv", "-o", "{id}.mov", "--audio-codec", "pcm_f32le",
                "--backend", "cpu", "--quiet",
            ], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        for (id, at) in [("a", 4_800), ("b", 14_400)] {
            let s = try Self.samples(dir.appendingPathComponent("\(id).mov"))
            #expect(s.indices.filter { s[$0] != 0 } == [at], "row \(id)")
        }
        let report = try String(contentsOf: dir.appendingPathComponent("batch-report.jsonl"), encoding: .utf8)
        #expect(report.split(separator: "\n").count == 4, "\(report)")
        #expect(report.contains("missing.wav': no such file"), "\(report)")
        #expect(report.contains("ffmpeg cannot decode the sound"), "\(report)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("c.mov").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.mov").path))
    }

    @Test(.enabled(if: ffmpeg, "ffmpeg is not installed"))
    func anAudioPropGivenNothingIsSilence() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let props = #""props": {"sound": {"type": "audio", "default": null}}, "#
        let template = Self.scene(starts: ["0.1"], seconds: 0.5, props: props)
            .replacingOccurrences(of: #""file": "click.wav""#, with: #""file": {"prop": "sound"}"#)
        try Data(template.utf8).write(to: dir.appendingPathComponent("t.json"))
        // A row with a sound, one with an empty field, one with none.
        try Data("id,sound\na,click.wav\nb,\n".utf8).write(to: dir.appendingPathComponent("rows.csv"))
        let r = try HaloBinary.run(
            ["batch", "t.json", "--rows", "rows.csv", "-o", "{id}.mp4", "--backend", "cpu", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.streams(dir.appendingPathComponent("a.mp4")).count == 2)
        #expect(try Self.streams(dir.appendingPathComponent("b.mp4")).count == 1)
        let plain = try HaloBinary.run(["render", "t.json", "-o", "c.mp4", "--backend", "cpu", "--quiet"], in: dir)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try Self.streams(dir.appendingPathComponent("c.mp4")).count == 1)
    }

    @Test(.enabled(if: ffmpeg, "ffmpeg is not installed"))
    func badClipsAreErrorsNamingTheField() throws {
        let dir = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String)] = [
            (#"{"file": "nope.wav"}"#, "audio[0].file: sound 'nope.wav': no such file"),
            (#"{"file": "click.wav", "trim": [2, 1]}"#, "audio[0].trim: expected [FROM] or [FROM, TO]"),
            (#"{"file": "click.wav", "fade": {"in": -1}}"#, "audio[0].fade: fades are seconds >= 0"),
            (#"{"file": "click.wav", "gain": 2}"#, "audio[0].gain: unknown field 'gain'"),
            (
                #"{"file": "click.wav", "volume": {"from": 1, "to": -1, "duration": 0.4}}"#,
                "s.json: audio[0].volume: is -"
            ),
            (#"{"file": "text.wav"}"#, "audio[0].file: ffmpeg cannot decode the sound"),
        ]
        for (clip, message) in cases {
            let scene = Self.scene(starts: ["0"]).replacingOccurrences(
                of: #"{"file": "click.wav", "start": 0}"#, with: clip)
            try Data(scene.utf8).write(to: dir.appendingPathComponent("s.json"))
            let r = try HaloBinary.run(
                ["render", "s.json", "-o", "bad.mp4", "--overwrite", "--backend", "cpu", "--quiet"], in: dir)
            #expect(r.status != 0 && r.stderr.contains(message), "\(clip): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.mp4").path))
        }
        // A GIF carries no sound: said, and the frames are written.
        try Data(Self.scene(starts: ["0"]).utf8).write(to: dir.appendingPathComponent("s.json"))
        let g = try HaloBinary.run(["render", "s.json", "-o", "s.gif", "--fps", "10", "--backend", "cpu"], in: dir)
        #expect(g.status == 0 && g.stderr.contains("s.gif carries no sound"), "\(g.stderr)")
    }
}
