import Foundation
import HaloCore

/// `.audio(_:)`: a clip heard while its view is shown, from the moment it appears.
struct AudioHandler: Handler {
    let clip: AudioClip

    func met(at now: Double, key: UInt64, in runtime: ViewRuntime) { runtime.sounds.meet() }

    func appeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        runtime.sounds.start(clip, at: now, key: key)
    }

    func disappeared(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        runtime.sounds.stop(key: key, at: now)
    }
}

/// `.sound(_:trigger:)`: a clip played each time the trigger's value changes.
struct SoundHandler: Handler {
    let clip: AudioClip
    let trigger: any Equatable

    func met(at now: Double, key: UInt64, in runtime: ViewRuntime) {
        runtime.sounds.meet()
        let old = runtime.exchange(IdentityPath.mix(key, IdentityPath.Slot.soundTrigger.rawValue), trigger)
        if let old, !trigger.isEqual(to: old) { runtime.sounds.start(clip, at: now) }
    }
}

extension View {
    /// The view playing `clip` while it is shown, from the moment it appears (`start` after it) to the
    /// moment it leaves: HaloRender's `audio(_:delay:trim:volume:fadeIn:fadeOut:)`.
    package func playing(_ clip: AudioClip) -> HandlerView<Self> {
        HandlerView(content: self) { AudioHandler(clip: clip) }
    }

    /// The view playing `clip` each time `trigger` changes: HaloRender's `sound(_:trigger:volume:)`.
    package func playing<T: Equatable>(_ clip: AudioClip, whenChanges trigger: T) -> HandlerView<Self> {
        HandlerView(content: self) { SoundHandler(clip: clip, trigger: trigger) }
    }
}
