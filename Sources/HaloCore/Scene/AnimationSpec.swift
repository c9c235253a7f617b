import Foundation

/// An animated value as a scene file writes it: `{"from": a, "to": b, ...animation}` or
/// `{"keyframes": [{"time": 0, "value": a}, {"time": 1, "value": b, "curve": "easeIn"}], ...}`,
/// read once when the document is; its values are decoded into the field's own type by
/// `SceneReader` (numbers, colours, points, frames, stops, paints...), which then animates them
/// through the one interpolation engine (`Interpolatable`, `Animation`, `Keyframes`).
struct AnimationSpec {
    /// How the value changes: a tween between two values, or keyframes (values as written).
    enum Timeline {
        case tween(from: JSONValue, to: JSONValue, animation: Animation)
        /// Keyframes in time order, each with the curve that leads into it.
        case keyframes([(time: Double, value: JSONValue, curve: TimingCurve)], repeats: RepeatMode)
    }

    /// How the value changes.
    var timeline: Timeline

    /// Whether a JSON object is an animated value rather than a plain one.
    static func isAnimated(_ o: [String: JSONValue]) -> Bool {
        (o["from"] != nil && o["to"] != nil) || o["keyframes"] != nil
    }

    /// Reads an animated value; `path` names it in errors.
    /// - Throws: `SceneError` for a bad field.
    init(_ o: [String: JSONValue], path: String) throws {
        func number(_ key: String, default d: Double) throws -> Double {
            guard let v = o[key] else { return d }
            guard case .number(let n) = v, n.isFinite else {
                throw SceneError(path: "\(path).\(key)", message: "must be a finite number")
            }
            return n
        }
        let repeats = try AnimationSpec.repeatMode(o["repeat"], path: "\(path).repeat")
        if let frames = o["keyframes"] {
            let allowed: Set = ["keyframes", "repeat"]
            for k in o.keys where !allowed.contains(k) {
                throw SceneError(path: "\(path).\(k)", message: "unknown field '\(k)' (expected keyframes, repeat)")
            }
            guard case .array(let list) = frames, !list.isEmpty else {
                throw SceneError(path: "\(path).keyframes", message: "needs at least one keyframe")
            }
            var out: [(Double, JSONValue, TimingCurve)] = []
            for (i, f) in list.enumerated() {
                let p = "\(path).keyframes[\(i)]"
                guard case .object(let kf) = f, case .number(let time)? = kf["time"], time.isFinite,
                    let value = kf["value"]
                else {
                    throw SceneError(
                        path: p, message: "a keyframe is {\"time\": seconds, \"value\": ..., \"curve\": optional}")
                }
                for k in kf.keys where !["time", "value", "curve"].contains(k) {
                    throw SceneError(path: "\(p).\(k)", message: "unknown field '\(k)' (expected time, value, curve)")
                }
                if let last = out.last, time < last.0 {
                    throw SceneError(
                        path: "\(p).time",
                        message: "keyframe times must not decrease (\(fmt(last.0)) then \(fmt(time)))")
                }
                guard case .timing(let c) = try AnimationSpec.curve(kf["curve"], path: "\(p).curve") else {
                    throw SceneError(path: "\(p).curve", message: "keyframes take timing curves, not springs")
                }
                out.append((time, value, c))
            }
            timeline = .keyframes(out, repeats: repeats)
            return
        }
        let allowed: Set = ["from", "to", "curve", "duration", "delay", "speed", "repeat", "autoreverses"]
        for k in o.keys where !allowed.contains(k) {
            throw SceneError(
                path: "\(path).\(k)",
                message: "unknown field '\(k)' (expected \(allowed.sorted().joined(separator: ", ")))")
        }
        let curve = try AnimationSpec.curve(o["curve"], path: "\(path).curve")
        var duration = try number("duration", default: 0.35)
        if case .spring(let d, _) = curve, o["duration"] == nil { duration = d }
        try checkFinite(duration, "\(path).duration", min: 0)
        let delay = try number("delay", default: 0), speed = try number("speed", default: 1)
        try checkFinite(speed, "\(path).speed", above: 0)
        var autoreverses = false
        if let a = o["autoreverses"] {
            guard case .bool(let b) = a else {
                throw SceneError(path: "\(path).autoreverses", message: "must be true or false")
            }
            autoreverses = b
        }
        timeline = .tween(
            from: o["from"]!, to: o["to"]!,
            animation: Animation(
                curve: curve, duration: duration, delay: delay, speed: speed, repeats: repeats,
                autoreverses: autoreverses))
    }

    static func repeatMode(_ v: JSONValue?, path: String) throws -> RepeatMode {
        switch v {
        case nil: return .once
        case .string("forever")?: return .forever
        case .number(let n)? where n >= 1 && n == n.rounded() && n < 1e9: return .count(Int(n))
        default: throw SceneError(path: path, message: "must be \"forever\" or a whole number of passes >= 1")
        }
    }

    static func curve(_ v: JSONValue?, path: String) throws -> AnimationCurve {
        switch v {
        case nil: return .timing(.easeInOut)
        case .string("linear")?: return .timing(.linear)
        case .string("easeIn")?: return .timing(.easeIn)
        case .string("easeOut")?: return .timing(.easeOut)
        case .string("easeInOut")?: return .timing(.easeInOut)
        case .string("spring")?: return .spring(duration: 0.5, bounce: 0)
        case .array(let a)? where a.count == 4:
            let n = a.compactMap { if case .number(let x) = $0, x.isFinite { return x } else { return nil } }
            guard n.count == 4, (0...1).contains(n[0]), (0...1).contains(n[2]) else {
                throw SceneError(path: path, message: "a custom curve is [x1, y1, x2, y2] with x1 and x2 in 0...1")
            }
            return .timing(TimingCurve(n[0], n[1], n[2], n[3]))
        case .object(let o)?:
            guard case .object(let s)? = o["spring"], o.count == 1 else { break }
            func get(_ k: String, _ d: Double) throws -> Double {
                guard let v = s[k] else { return d }
                guard case .number(let n) = v, n.isFinite else {
                    throw SceneError(path: "\(path).spring.\(k)", message: "must be a finite number")
                }
                return n
            }
            for k in s.keys where !["duration", "bounce", "response", "dampingFraction"].contains(k) {
                throw SceneError(
                    path: "\(path).spring.\(k)",
                    message: "unknown field '\(k)' (expected duration and bounce, or response and dampingFraction)")
            }
            if s["response"] != nil || s["dampingFraction"] != nil {
                let r = try get("response", 0.5), z = try get("dampingFraction", 0.825)
                try checkFinite(r, "\(path).spring.response", above: 0)
                try checkFinite(z, "\(path).spring.dampingFraction", above: 0)
                return .spring(response: r, dampingFraction: z)
            }
            let d = try get("duration", 0.5), b = try get("bounce", 0)
            try checkFinite(d, "\(path).spring.duration", above: 0)
            try checkFinite(b, "\(path).spring.bounce", above: -1, max: 1)
            return .spring(duration: d, bounce: b)
        default: break
        }
        throw SceneError(
            path: path,
            message:
                "unknown curve (expected linear, easeIn, easeOut, easeInOut, spring, [x1, y1, x2, y2] or "
                + "{\"spring\": {...}})"
        )
    }
}

/// A typed value through keyframes: each interpolated from the one before with its own curve;
/// with `repeats`, looping with the last keyframe's time as the period.
public struct Keyframes<Value: Interpolatable> {
    /// One keyframe: the value at a time, reached with `curve` from the keyframe before.
    public struct Frame {
        /// Seconds.
        public var time: Double
        /// The value at `time`.
        public var value: Value
        /// The curve leading into this keyframe.
        public var curve: TimingCurve

        /// A keyframe of `value` at `time`.
        public init(time: Double, value: Value, curve: TimingCurve = .easeInOut) {
            self.time = time
            self.value = value
            self.curve = curve
        }
    }

    /// The keyframes in time order (at least one).
    public var frames: [Frame]
    /// Once, a number of loops, or forever.
    public var repeats: RepeatMode

    /// Keyframes in time order (at least one).
    public init(_ frames: [Frame], repeats: RepeatMode = .once) {
        precondition(!frames.isEmpty, "keyframes need at least one frame")
        self.frames = frames
        self.repeats = repeats
    }

    /// The value at time t.
    public func value(at t: Double) -> Value {
        var local = t
        let loop = frames[frames.count - 1].time
        if loop > 0, local > loop {
            switch repeats {
            case .once: break
            case .forever: local = local.truncatingRemainder(dividingBy: loop)
            case .count(let n): if local < loop * Double(n) { local = local.truncatingRemainder(dividingBy: loop) }
            }
        }
        if local <= frames[0].time { return frames[0].value }
        for i in 1..<frames.count where local < frames[i].time {
            let a = frames[i - 1], b = frames[i]
            return a.value.interpolated(to: b.value, b.curve.value(at: (local - a.time) / (b.time - a.time)))
        }
        return frames[frames.count - 1].value
    }
}

extension Keyframes: Sendable where Value: Sendable {}
extension Keyframes.Frame: Sendable where Value: Sendable {}
