import HaloCore

/// The keyframes of one property, as SwiftUI's `KeyframeTrack`: they play from the property's
/// value when the keyframes start, one segment after another; after the last the value stays.
public struct KeyframeTrack<Root, Value: Interpolatable>: Keyframes {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    /// Keyframes of the property at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>,
        @KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent<Value>
    ) {
        self.keyPath = keyPath
        segments = content().segments
    }

    /// The track's length, seconds.
    public var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    /// The tracks: this one.
    public var tracks: [AnyKeyframeTrack<Root>] {
        let (keyPath, segments) = (self.keyPath, self.segments)
        return [
            AnyKeyframeTrack(duration: duration) { root, t in
                var r = root
                r[keyPath: keyPath] = KeyframeCurve(start: root[keyPath: keyPath], segments: segments).value(at: t)
                return r
            }
        ]
    }
}

extension KeyframeTrack where Root == Value {
    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> some KeyframeTrackContent<Value>) {
        self.init(\.self, content: content)
    }
}

/// What keyframes are, as SwiftUI's `Keyframes`: tracks of a value's properties, played
/// together; their length is the longest track's.
public protocol Keyframes<Value> {
    /// The value the tracks change.
    associatedtype Value
    /// The tracks.
    var tracks: [AnyKeyframeTrack<Value>] { get }
}

/// A track with its property and keyframes hidden: the value at a time since the keyframes began.
public struct AnyKeyframeTrack<Root> {
    /// Its length, seconds.
    let duration: Double
    /// The root with this track's property at its value t seconds in.
    let apply: (Root, Double) -> Root
}

/// Several tracks played together (what the keyframes builder makes).
public struct KeyframeTracks<Value>: Keyframes {
    /// The tracks.
    public let tracks: [AnyKeyframeTrack<Value>]
    /// Whether these are keyframes of the whole value written with no track around them: they
    /// play one after another with the keyframes beside them, not together.
    var isWholeValue = false
}

extension AnyKeyframeTrack {
    /// This track, then `next` from where this one ends.
    func then(_ next: AnyKeyframeTrack<Root>) -> AnyKeyframeTrack<Root> {
        let (first, length) = (apply, duration)
        return AnyKeyframeTrack(duration: duration + next.duration) { root, t in
            t <= length ? first(root, t) : next.apply(first(root, length), t - length)
        }
    }
}

/// Builds keyframes from tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<K: Keyframes>(_ k: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(tracks: k.tracks)
    }
    /// A keyframe of the whole value, written with no `KeyframeTrack` around it (SwiftUI's
    /// builder takes keyframe track content too): a track of the whole value.
    public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> KeyframeTracks<Value>
    where C.Value == Value, Value: Interpolatable {
        KeyframeTracks(tracks: KeyframeTrack(content: { content }).tracks, isWholeValue: true)
    }
    /// Tracks played together; keyframes of the whole value side by side play one after another.
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
        var tracks: [AnyKeyframeTrack<Value>] = []
        var run: AnyKeyframeTrack<Value>?
        for part in parts {
            guard part.isWholeValue else {
                tracks += part.tracks
                continue
            }
            for track in part.tracks { run = run.map { $0.then(track) } ?? track }
        }
        return KeyframeTracks(tracks: tracks + (run.map { [$0] } ?? []), isWholeValue: tracks.isEmpty && run != nil)
    }
    /// Tracks under an `if`.
    public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
        part ?? KeyframeTracks(tracks: [])
    }
    /// The first branch.
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    /// The second branch.
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
}

/// Keyframes evaluated directly at a time, as SwiftUI's `KeyframeTimeline`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [AnyKeyframeTrack<Value>]

    /// The keyframes `content` builds, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks
    }

    /// How long the keyframes last: the longest track's length.
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds after the keyframes began (before 0, the initial value; after
    /// the end, the last keyframes' values).
    public func value(time: Double) -> Value {
        tracks.reduce(initialValue) { $1.apply($0, time) }
    }

    /// The value a fraction `progress` of the way through the keyframes.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
