import Foundation
import HaloCore

/// The sounds a view's replay plays: `.audio` clips from when their view appears to when it goes,
/// `.sound` clips at each change of their trigger, at the virtual time of each.
final class SoundLog {
    /// Every clip started, in the order started.
    private(set) var clips: [AudioClip] = []
    /// The clip each `.audio` view is playing, by its key.
    private var playing: [UInt64: Int] = [:]
    /// Whether any sound modifier was met.
    private(set) var met = false

    /// Notes that a sound modifier was met.
    func meet() { met = true }

    /// Starts `clip` at `now` (its `start` moved on by now), for the view at `key` when it plays while shown.
    func start(_ clip: AudioClip, at now: Double, key: UInt64? = nil) {
        if let key { playing[key] = clips.count }
        clips.append(clip.moved(by: now))
    }

    /// Ends the clip the view at `key` plays, at `now`: it is heard no longer than the view is shown.
    func stop(key: UInt64, at now: Double) {
        guard let i = playing.removeValue(forKey: key) else { return }
        clips[i] = clips[i].ending(at: now)
    }
}

extension AudioClip {
    /// The clip started `seconds` later.
    func moved(by seconds: Double) -> AudioClip {
        AudioClip(
            file: file, start: start + seconds, trimStart: trimStart, trimEnd: trimEnd, volume: volume,
            fadeIn: fadeIn, fadeOut: fadeOut, place: place)
    }

    /// The clip cut at timeline time t (its trim's end brought in; unchanged if it ends sooner).
    func ending(at t: Double) -> AudioClip {
        let end = trimStart + max(t - start, 0)
        guard trimEnd.map({ end < $0 }) ?? true else { return self }
        return AudioClip(
            file: file, start: start, trimStart: trimStart, trimEnd: end, volume: volume, fadeIn: fadeIn,
            fadeOut: fadeOut, place: place)
    }
}
