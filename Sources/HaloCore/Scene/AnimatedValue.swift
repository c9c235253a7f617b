import Foundation

/// A value in a scene file that changes with time: `{"from": a, "to": b, ...animation}` or
/// `{"keyframes": [{"time": 0, "value": a}, {"time": 1, "value": b, "curve": "easeIn"}], ...}`.
///
/// Values are any JSON the field takes: numbers, colours (names, "#hex" or arrays), points,
/// frames, gradient stops; they interpolate structurally (numbers linearly, colours in
/// gamma-encoded sRGB, arrays and objects element by element; anything else switches at the end).
public struct AnimatedValue: Equatable, Sendable {
    /// How the value changes: a tween between two values, or keyframes.
    public enum Timeline: Equatable, Sendable {
        case tween(from: JSONValue, to: JSONValue, animation: Animation)
        /// Keyframes in time order, each with the curve that leads into it; the loop length
        /// for repeats is the last keyframe's time.
        case keyframes([(time: Double, value: JSONValue, curve: TimingCurve)], repeats: RepeatMode)

        /// Whether two timelines are the same values, times and curves.
        public static func == (a: Timeline, b: Timeline) -> Bool {
            switch (a, b) {
            case let (.tween(f1, t1, a1), .tween(f2, t2, a2)): return f1 == f2 && t1 == t2 && a1 == a2
            case let (.keyframes(k1, r1), .keyframes(k2, r2)):
                return r1 == r2 && k1.count == k2.count
                    && zip(k1, k2).allSatisfy { $0.time == $1.time && $0.value == $1.value && $0.curve == $1.curve }
            default: return false
            }
        }
    }

    /// How the value changes.
    public var timeline: Timeline

    /// Whether a JSON object is an animated value rather than a plain one.
    public static func isAnimated(_ o: [String: JSONValue]) -> Bool {
        (o["from"] != nil && o["to"] != nil) || o["keyframes"] != nil
    }

    /// Reads an animated value; `path` names it in errors.
    /// - Throws: `SceneError` for a bad field.
    public init(_ o: [String: JSONValue], path: String) throws {
        func number(_ key: String, default d: Double) throws -> Double {
            guard let v = o[key] else { return d }
            guard case .number(let n) = v, n.isFinite else {
                throw SceneError(path: "\(path).\(key)", message: "must be a finite number")
            }
            return n
        }
        let repeats = try AnimatedValue.repeatMode(o["repeat"], path: "\(path).repeat")
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
                guard case .timing(let c) = try AnimatedValue.curve(kf["curve"], path: "\(p).curve") else {
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
        let curve = try AnimatedValue.curve(o["curve"], path: "\(path).curve")
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

    /// The plain value at time t.
    public func value(at t: Double) -> JSONValue {
        switch timeline {
        case let .tween(from, to, animation):
            return AnimatedValue.interpolate(from, to, animation.progress(at: t))
        case let .keyframes(frames, repeats):
            var local = t
            let loop = frames.last!.time
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
                let f = b.curve.value(at: (local - a.time) / (b.time - a.time))
                return AnimatedValue.interpolate(a.value, b.value, f)
            }
            return frames.last!.value
        }
    }

    /// Structural interpolation of two JSON values.
    public static func interpolate(_ a: JSONValue, _ b: JSONValue, _ f: Double) -> JSONValue {
        switch (a, b) {
        case let (.number(x), .number(y)):
            return .number(x + (y - x) * f)
        case let (.array(x), .array(y)) where x.count == y.count:
            return .array(zip(x, y).map { interpolate($0, $1, f) })
        case let (.object(x), .object(y)) where Set(x.keys) == Set(y.keys):
            return .object(Dictionary(uniqueKeysWithValues: x.map { k, v in (k, interpolate(v, y[k]!, f)) }))
        default:
            // A colour written as a name or "#hex" on either side interpolates as a colour.
            if isString(a) || isString(b), let ca = color(a), let cb = color(b) {
                return colorJSON(ca.interpolated(to: cb, f))
            }
            return f < 1 ? a : b
        }
    }

    static func isString(_ v: JSONValue) -> Bool {
        if case .string = v { return true }
        return false
    }

    static func color(_ v: JSONValue) -> RGBA? {
        switch v {
        case .string(let s): return RGBA(parsing: s)
        case .array(let a) where a.count == 3 || a.count == 4:
            let n = a.compactMap { if case .number(let x) = $0 { return x } else { return nil } }
            guard n.count == a.count else { return nil }
            return RGBA(n[0], n[1], n[2], n.count == 4 ? n[3] : 1)
        default: return nil
        }
    }

    static func colorJSON(_ c: RGBA) -> JSONValue {
        .array([c.r, c.g, c.b, c.a].map { .number(min(max($0, 0), 1)) })
    }
}
