import Foundation
import HaloCore
import HaloRender
import HaloTestSupport
import HaloUI
import Testing

/// Views' sounds: `.audio` heard while its view is shown, `.sound` at each change of its trigger, at the
/// virtual time of each, and mixed into the videos `ViewRenderer` writes.
@Suite(.serialized) struct ViewSoundTests {
    @Test func soundsStartAtTheVirtualTimeOfTheirChange() {
        let clips = ViewTimeline(SoundingViews.Counter(), width: 40, height: 20).sounds(frames: 60, fps: 60)
        let named = clips.map { (URL(fileURLWithPath: $0.file).lastPathComponent, $0.start) }
        #expect(named.map(\.0) == ["bed.wav", "click.wav"])
        #expect(named.map(\.1) == [0.25, 0.5])
        #expect(clips[0].volume.constantValue == 0.5)
        // A view with no sound has none, and is not drawn to find that out.
        #expect(ViewTimeline(Text("quiet"), width: 40, height: 20).sounds(frames: 60, fps: 60).isEmpty)
    }

    @Test func aViewsAudioEndsWhenItLeaves() {
        let clips = ViewTimeline(SoundingViews.Badge(), width: 40, height: 20).sounds(frames: 60, fps: 60)
        #expect(clips.count == 1)
        // Appeared at 0.2 s, heard from 0.3 s, gone at 0.6 s: 0.3 s of the file.
        #expect(abs(clips[0].start - 0.3) < 1e-12)
        #expect(clips[0].trimStart == 0)
        #expect(abs((clips[0].trimEnd ?? 0) - 0.3) < 1e-12)
        #expect(clips[0].fadeOut == 0.05)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "ffmpeg is not installed"))
    func aVideoOfAViewCarriesItsSoundsOnTheirSamples() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("halo-view-sound-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // click.wav: one sample of 0.9; bed.wav: silence (a bed is heard, not seen in the peaks).
        for (name, expression) in [("click.wav", "if(eq(n\\,0)\\,0.9\\,0)"), ("bed.wav", "0")] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            p.arguments = [
                "-v", "error", "-f", "lavfi", "-i", "aevalsrc='\(expression)':s=48000:d=0.3", "-c:a", "pcm_f32le",
                dir.appendingPathComponent(name).path,
            ]
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
        }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(dir.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let renderer = try ViewRenderer(backend: .cpu)
        let out = dir.appendingPathComponent("counter.mp4")
        try renderer.write(SoundingViews.Counter(), width: 40, height: 20, fps: 30, duration: 1, to: out.path)
        let s = try VideoProbe.leftChannel(out)
        // The track is the video's second; the one click (the count's change at 0.5 s) peaks on sample 24,000.
        #expect(abs(s.count - 48_000) <= 1_600, "\(s.count) samples")
        let peak = s.indices.max { abs(s[$0]) < abs(s[$1]) }
        #expect(peak.map { abs($0 - 24_000) <= 1 } == true, "peak at \(String(describing: peak))")
        // A sound file that is not there is an error naming the modifier, and no video is written.
        struct Missing: View {
            var body: some View { Color.red.audio("nope.wav") }
        }
        #expect {
            try renderer.write(Missing(), width: 8, height: 8, fps: 10, duration: 0.5, to: "missing.mp4")
        } throws: { "\($0)".contains("audio(\"nope.wav\")") }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("missing.mp4").path))
    }
}
