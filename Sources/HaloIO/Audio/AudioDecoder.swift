import Foundation
import HaloCore

/// Sound files decoded by ffmpeg into the mix's samples (`AudioMix`: 48 kHz, stereo, 32-bit
/// float), each file once a process: a batch whose rows share a music bed decodes it once.
///
/// Sendable by hand: the cache is read and written under `lock`.
public final class AudioDecoder: @unchecked Sendable {
    /// A sound file ffmpeg cannot read, with its message.
    public struct DecodeError: Error, CustomStringConvertible {
        /// The file, the clip it is for and ffmpeg's reason.
        public let description: String
    }

    /// The decoder every render shares.
    public static let shared = AudioDecoder()

    /// A file's samples from its start, and whether they reach its end.
    private struct Entry {
        let stamp: String
        var samples: [Float]
        var complete: Bool
    }

    private let lock = NSLock()
    private var cache: [String: Entry] = [:]
    /// Samples kept at most (all files together); beyond, the cache starts again.
    private let limit: Int

    /// A decoder keeping at most `limit` samples decoded (default 256 MiB of them).
    public init(limit: Int = 64 << 20) { self.limit = limit }

    /// The sample frames `range` of `file` (numbered from its start, 48 kHz), fewer where the file ends.
    /// - Parameter place: the clip, for messages ("audio[0]").
    /// - Throws: `DecodeError` naming the file and ffmpeg's reason; `FFmpegSink.FFmpegError` without ffmpeg.
    public func frames(_ range: Range<Int>, of file: String, place: String) throws -> (samples: [Float], ended: Bool) {
        let c = AudioMix.channels
        let stamp = AudioDecoder.stamp(file)
        lock.lock()
        let hit = cache[file].flatMap {
            $0.stamp == stamp && ($0.complete || $0.samples.count >= range.upperBound * c) ? $0 : nil
        }
        lock.unlock()
        let entry: Entry
        if let hit {
            entry = hit
        } else {
            let samples = try AudioDecoder.decode(file, frames: range.upperBound, place: place)
            entry = Entry(stamp: stamp, samples: samples, complete: samples.count < range.upperBound * c)
            lock.lock()
            if cache.values.reduce(samples.count, { $0 + $1.samples.count }) > limit { cache.removeAll() }
            if samples.count <= limit { cache[file] = entry }
            lock.unlock()
        }
        let lo = min(range.lowerBound * c, entry.samples.count), hi = min(range.upperBound * c, entry.samples.count)
        return (Array(entry.samples[lo..<hi]), entry.complete && hi < range.upperBound * c)
    }

    /// What tells one version of a file from another: its size and modification time.
    private static func stamp(_ file: String) -> String {
        let a = try? FileManager.default.attributesOfItem(atPath: file)
        return "\(a?[.size] ?? 0) \((a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    }

    /// The first `count` sample frames of `file` (fewer where it ends), through ffmpeg: resampled to
    /// 48 kHz, a mono file's one channel played in both at its level, more than two mixed down to two.
    static func decode(_ file: String, frames count: Int, place: String) throws -> [Float] {
        let p = Process()
        p.executableURL = try FFmpegSink.executable()
        // WAV out, so its header says whether the file was mono (ffmpeg would lower a mono file 3 dB in stereo).
        p.arguments = [
            "-nostdin", "-hide_banner", "-loglevel", "error", "-i", file, "-vn", "-map_metadata", "-1",
            "-fflags", "+bitexact", "-af",
            "aresample=\(AudioMix.sampleRate),aformat=sample_fmts=flt:channel_layouts=mono|stereo,"
                + "atrim=end_sample=\(count)",
            "-c:a", "pcm_f32le", "-f", "wav", "-",
        ]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        let errors = StderrCollector()
        try p.run()
        errors.collect(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        func failure(_ why: String) -> DecodeError {
            DecodeError(description: "\(place).file: ffmpeg cannot decode the sound \(file): \(why)")
        }
        guard p.terminationStatus == 0, p.terminationReason == .exit else {
            throw failure(errors.text().split(separator: "\n").last.map(String.init) ?? FFmpegSink.ended(p))
        }
        guard let (channels, body) = wavData([UInt8](data)), (1...2).contains(channels) else {
            throw failure("ffmpeg's WAV output has no data of one or two channels")
        }
        var samples = [Float](repeating: 0, count: body.count / 4)
        _ = samples.withUnsafeMutableBytes { body.copyBytes(to: $0) }
        guard channels == 1 else { return samples }
        return samples.flatMap { [$0, $0] }
    }

    /// The channel count and data bytes of a WAV stream (RIFF chunks: `fmt ` then `data`, whose
    /// size a pipe leaves unknown).
    static func wavData(_ bytes: [UInt8]) -> (channels: Int, data: ArraySlice<UInt8>)? {
        func u32(_ i: Int) -> Int {
            Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 | Int(bytes[i + 3]) << 24
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8)
        else { return nil }
        var i = 12, channels: Int?
        while i + 8 <= bytes.count {
            let id = String(decoding: bytes[i..<i + 4], as: UTF8.self), size = u32(i + 4)
            if id == "fmt ", i + 12 <= bytes.count { channels = Int(bytes[i + 10]) | Int(bytes[i + 11]) << 8 }
            if id == "data", let channels, channels > 0 {
                let end = bytes.count - (bytes.count - i - 8) % (4 * channels)
                return (channels, bytes[(i + 8)..<end])
            }
            i += 8 + size + size % 2
        }
        return nil
    }
}
