import Foundation
import HaloCore
import HaloUI

extension View {
    /// Plays the sound file at `path` while the view is shown: from the moment it appears (0 for a view there
    /// from the start) to the moment it leaves, mixed into videos that `ViewRenderer` writes
    /// (docs/semantics.md, "Audio"). Halo's own modifier, in HaloRender so that code
    /// importing HaloUI alone sees SwiftUI's names only: SwiftUI plays sound through AVFoundation.
    /// - Parameters:
    ///   - path: any file ffmpeg decodes (WAV, MP3, AAC, FLAC ...); a relative path is from the working directory.
    ///   - delay: seconds after the view appears that the sound starts.
    ///   - trim: the seconds of the file played (from its start to its end when nil).
    ///   - volume: the gain, 1 as recorded.
    ///   - fadeIn: seconds of linear fade in from the clip's start.
    ///   - fadeOut: seconds of linear fade out to the clip's end.
    public func audio(
        _ path: String, delay: Double = 0, trim: ClosedRange<Double>? = nil, volume: Double = 1,
        fadeIn: Double = 0, fadeOut: Double = 0
    ) -> HandlerView<Self> {
        let clip = AudioClip(
            file: URL(fileURLWithPath: path).path, start: delay, trimStart: trim?.lowerBound ?? 0,
            trimEnd: trim?.upperBound, volume: .constant(volume), fadeIn: fadeIn, fadeOut: fadeOut,
            place: "audio(\"\(path)\")")
        return playing(clip)
    }

    /// Plays the sound file at `path` once each time `trigger` changes, at the virtual time of the change, as
    /// SwiftUI's `sensoryFeedback(_:trigger:)` plays its feedback (Halo's own modifier: SwiftUI plays sound
    /// through AVFoundation).
    /// - Parameters:
    ///   - path: any file ffmpeg decodes; a relative path is from the working directory.
    ///   - trigger: the value watched; a change from one re-evaluation to the next plays the sound.
    ///   - volume: the gain, 1 as recorded.
    public func sound<T: Equatable>(_ path: String, trigger: T, volume: Double = 1) -> HandlerView<Self> {
        let clip = AudioClip(
            file: URL(fileURLWithPath: path).path, volume: .constant(volume), place: "sound(\"\(path)\")")
        return playing(clip, whenChanges: trigger)
    }
}
