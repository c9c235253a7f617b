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
}

/// Builds keyframes from tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<K: Keyframes>(_ k: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(tracks: k.tracks)
    }
    /// Tracks played together.
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
        KeyframeTracks(tracks: parts.flatMap(\.tracks))
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
