import Foundation
import HaloCore
import Testing

/// The mix of a scene's clips: placement to the sample, trims, fades, volume in time, the sum and its clamp.
/// Every expected sample is computed here from the rule in docs/semantics.md ("Audio"), not by `AudioMix`.
@Suite struct AudioMixTests {
    /// A mono-like stereo source whose sample frame k holds `value(k)` in both channels.
    static func source(_ count: Int, _ value: (Int) -> Float) -> [Float] {
        (0..<count).flatMap { [value($0), value($0)] }
    }

    /// The left channel of a track.
    static func left(_ track: [Float]) -> [Float] { stride(from: 0, to: track.count, by: 2).map { track[$0] } }

    @Test func aClipStartsOnTheSampleOfItsStart() throws {
        let click = AudioMix.Source(samples: Self.source(10) { $0 == 0 ? 0.9 : 0 }, length: 10)
        let clips = [AudioClip(file: "click.wav", start: 0.25), AudioClip(file: "click.wav", start: 0.6)]
        let out = Self.left(try AudioMix.mix(clips, sources: [click, click], from: 0, frames: 48_000))
        #expect(out.count == 48_000)
        let heard = out.indices.filter { out[$0] != 0 }
        #expect(heard == [12_000, 28_800])
        #expect(out[12_000] == 0.9)
        // A track from t = 0.5 s hears only the second, at 0.1 s into it.
        let later = Self.left(try AudioMix.mix(clips, sources: [click, click], from: 0.5, frames: 24_000))
        #expect(later.indices.filter { later[$0] != 0 } == [4_800])
    }

    @Test func aTrimPlaysThePartOfTheFileFromItsStart() throws {
        // Sample k of the file holds k / 1e6; the clip plays the file from 0.5 s (frame 24,000) to 0.6 s.
        let clip = AudioClip(file: "ramp.wav", start: 0.1, trimStart: 0.5, trimEnd: 0.6)
        let needed = AudioMix.needed(clip, from: 0, frames: 48_000)
        #expect(needed == 0..<4_800)
        let file = Self.source(48_000) { Float($0) / 1e6 }
        let source = AudioMix.Source(samples: Array(file[(2 * 24_000)..<(2 * 28_800)]), length: 4_800)
        let out = Self.left(try AudioMix.mix([clip], sources: [source], from: 0, frames: 48_000))
        #expect(out[4_799] == 0)
        #expect(out[4_800] == Float(24_000) / 1e6)
        #expect(out[4_800 + 4_799] == Float(28_799) / 1e6)
        #expect(out[4_800 + 4_800] == 0)
    }

    @Test func fadesAreLinearFromAndToTheClipsEnds() throws {
        // A constant 0.5 for 1 s with a 0.1 s fade in and a 0.2 s fade out, at 1 s.
        let clip = AudioClip(file: "tone.wav", start: 1, fadeIn: 0.1, fadeOut: 0.2)
        let source = AudioMix.Source(samples: Self.source(48_000) { _ in 0.5 }, length: 48_000)
        let out = Self.left(try AudioMix.mix([clip], sources: [source], from: 0, frames: 3 * 48_000))
        let s = 48_000, n = 48_000, fadeIn = 4_800, fadeOut = 9_600
        for k in [0, 1, 2_400, 4_799, 4_800, 20_000, n - fadeOut - 1, n - fadeOut, n - 4_800, n - 1] {
            var gain = 1.0
            if k < fadeIn { gain *= Double(k) / Double(fadeIn) }
            if n - 1 - k < fadeOut { gain *= Double(n - 1 - k) / Double(fadeOut) }
            #expect(out[s + k] == Float(gain) * 0.5, "frame \(k) of the clip")
        }
        #expect(out[s + n] == 0 && out[s - 1] == 0)
    }

    @Test func anAnimatedVolumeIsReadAtEachSamplesTime() throws {
        // The volume rises linearly from 0 at t = 0 to 1 at t = 1 s (the scene's timing, not the clip's).
        let volume = Varying.animating(from: 0.0, to: 1.0, with: .linear(1))
        let clip = AudioClip(file: "tone.wav", start: 0.5, volume: volume)
        let source = AudioMix.Source(samples: Self.source(48_000) { _ in 1 }, length: 48_000)
        let out = Self.left(try AudioMix.mix([clip], sources: [source], from: 0, frames: 96_000))
        for i in [24_000, 30_000, 47_999] {
            #expect(abs(out[i] - Float(Double(i) / 48_000)) < 1e-6, "sample \(i)")
        }
        #expect(out[60_000] == 1)
    }

    @Test func clipsAddAndTheSumIsClamped() throws {
        let loud = AudioMix.Source(samples: Self.source(100) { _ in 0.75 }, length: 100)
        let clips = [AudioClip(file: "a.wav"), AudioClip(file: "b.wav", volume: .constant(0.5))]
        let out = Self.left(try AudioMix.mix(clips, sources: [loud, loud], from: 0, frames: 200))
        #expect(out[0] == 1)  // 0.75 + 0.375, clamped
        let quiet = AudioMix.Source(samples: Self.source(100) { _ in 0.25 }, length: 100)
        let sum = Self.left(try AudioMix.mix(clips, sources: [quiet, quiet], from: 0, frames: 200))
        #expect(sum[50] == 0.375 && sum[100] == 0)
    }

    @Test func aNegativeVolumeIsAnErrorNamingTheClip() throws {
        let clip = AudioClip(file: "a.wav", volume: .constant(-0.5), place: "audio[2]")
        let source = AudioMix.Source(samples: Self.source(10) { _ in 1 }, length: 10)
        #expect {
            try AudioMix.mix([clip], sources: [source], from: 0, frames: 10)
        } throws: { ($0 as? SceneError)?.path == "audio[2].volume" }
    }

    @Test func theNeededFramesAreAllTheMixReads() throws {
        // A source cut to what `needed` asks mixes as the whole file does, wherever the track starts.
        let file = Self.source(96_000) { Float(($0 * 7919) % 1000) / 1000 }
        let clip = AudioClip(file: "x.wav", start: 0.3, trimStart: 0.2, fadeIn: 0.05, fadeOut: 0.1)
        for t0 in [0.0, 0.4, 1.2, 1.9, 2.2] {
            let frames = 24_000
            let whole = AudioMix.Source(samples: Array(file[(2 * 9_600)...]), length: 96_000 - 9_600)
            let n = AudioMix.needed(clip, from: t0, frames: frames)
            // The file ends 86,400 frames after the trim start.
            let lo = min(n.lowerBound, 86_400), end = min(n.upperBound, 86_400)
            let cut = AudioMix.Source(
                samples: Array(file[(2 * (9_600 + lo))..<(2 * (9_600 + max(end, lo)))]), first: lo,
                length: end < n.upperBound ? end : nil)
            let a = try AudioMix.mix([clip], sources: [whole], from: t0, frames: frames)
            let b = try AudioMix.mix([clip], sources: [cut], from: t0, frames: frames)
            #expect(a == b, "from \(t0) s")
            // The clip plays 1.8 s of the file from 0.3 s: to 2.1 s.
            #expect(a.contains { $0 != 0 } == (t0 < 2.1))
        }
    }
}
