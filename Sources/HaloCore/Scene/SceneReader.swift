import Foundation

/// A place in a parsed scene document: a JSON value and the path that names it in errors
/// ("layers[0].items[2].paint"). Scene values decode themselves from nodes, once, into
/// `Varying` values (docs/scene-format.md, "Animated values").
public struct SceneNode: Sendable {
    /// The value as written.
    public let value: JSONValue
    /// Where it is, for messages.
    public let path: String

    /// The node of `value` at `path`.
    public init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// The path of a field of this node.
    func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// An error at this node.
    func error(_ message: String) -> SceneError { SceneError(path: path, message: message) }

    /// "expected `what`" at this node (", got null" for a null).
    func expected(_ what: String) -> SceneError {
        error(value == .null ? "expected \(what), got null" : "expected \(what)")
    }

    /// The object's fields, refusing any not in `allowed` (typos are errors, not silence).
    /// - Throws: `SceneError` for a value that is not an object, or an unknown field.
    public func fields(_ allowed: [String]) throws -> SceneFields {
        guard case .object(let o) = value else { throw expected("an object") }
        for k in o.keys.sorted() where !allowed.contains(k) {
            throw SceneError(
                path: path(k), message: "unknown field '\(k)' (expected one of \(allowed.joined(separator: ", ")))")
        }
        return SceneFields(node: self, object: o)
    }

    /// The elements of an array.
    /// - Throws: `SceneError` for a value that is not an array.
    public func elements() throws -> [SceneNode] {
        guard case .array(let a) = value else { throw expected("an array") }
        return a.enumerated().map { SceneNode($1, path: "\(path)[\($0)]") }
    }

    /// The animation written here, if the value is one (`{"from", "to", ...}` or keyframes).
    /// - Throws: `SceneError` for a bad animation field.
    func animation() throws -> AnimationSpec? {
        guard case .object(let o) = value, AnimationSpec.isAnimated(o) else { return nil }
        return try AnimationSpec(o, path: path)
    }

    /// A number.
    /// - Throws: `SceneError` ("expected a number") for anything else.
    public func number() throws -> Double {
        guard case .number(let n) = value else { throw expected("a number") }
        return n
    }

    /// A string.
    /// - Throws: `SceneError` ("expected a string") for anything else.
    public func string() throws -> String {
        guard case .string(let s) = value else { throw expected("a string") }
        return s
    }

    /// true or false.
    /// - Throws: `SceneError` ("expected true or false") for anything else.
    public func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw expected("true or false") }
        return b
    }

    /// The value decoded as a `T` that does not change with time (a kind, a name, a list).
    /// - Throws: `SceneError` naming an animation here, or the decoding problem.
    public func constant<T: SceneValue>(_ type: T.Type = T.self) throws -> T {
        let v = try T.varying(self)
        guard let c = v.constantValue else {
            throw error("cannot be animated here (an animation's values are plain values)")
        }
        return c
    }
}

/// The fields of an object node, read by name.
public struct SceneFields: Sendable {
    /// The object's node.
    public let node: SceneNode
    let object: [String: JSONValue]

    /// Whether the field `key` is there.
    public func has(_ key: String) -> Bool { object[key] != nil }

    /// The field `key`'s node, which must be there.
    /// - Throws: `SceneError` ("missing field 'key'") at the object.
    public func node(_ key: String) throws -> SceneNode {
        guard let v = object[key] else { throw node.error("missing field '\(key)'") }
        return SceneNode(v, path: node.path(key))
    }

    /// The field `key`'s node, if it is there.
    public func optionalNode(_ key: String) -> SceneNode? {
        object[key].map { SceneNode($0, path: node.path(key)) }
    }

    /// The field `key` as a value of time, which must be there.
    /// - Throws: `SceneError` naming the field.
    public func varying<T: SceneValue>(_ key: String, _ type: T.Type = T.self) throws -> Varying<T> {
        try T.varying(try node(key))
    }

    /// The field `key` as a value of time, or `value` when it is absent.
    /// - Throws: `SceneError` naming the field.
    public func varying<T: SceneValue>(_ key: String, default value: T) throws -> Varying<T> {
        guard let n = optionalNode(key) else { return .constant(value) }
        return try T.varying(n)
    }

    /// A bounded fraction (an opacity, a location): written values must lie in 0...1, and an
    /// animation's overshoot is clamped to it, as SwiftUI draws it.
    /// - Throws: `SceneError` naming a written value out of range.
    public func fraction(_ key: String, default value: Double) throws -> Varying<Double> {
        guard let n = optionalNode(key) else { return .constant(value) }
        return try Double.fraction(n)
    }

    /// The field `key` as a constant, or `value` when it is absent.
    /// - Throws: `SceneError` naming the field, or an animation there.
    public func constant<T: SceneValue>(_ key: String, default value: T) throws -> T {
        try optionalNode(key)?.constant(T.self) ?? value
    }

    /// The field `key` as a constant, which must be there.
    /// - Throws: `SceneError` naming the field, or an animation there.
    public func constant<T: SceneValue>(_ key: String, _ type: T.Type = T.self) throws -> T {
        try node(key).constant(T.self)
    }
}

/// A value a scene document holds: decoded from a node into a value of time, animated through
/// `Interpolatable` (values that cannot be blended switch at the end, as a string does), with
/// its bounded parts clamped after an animation's overshoot.
public protocol SceneValue: Interpolatable, Equatable, Sendable {
    /// Decodes a node that is not itself an animation (its parts may be).
    /// - Throws: `SceneError` naming the field.
    static func parts(_ node: SceneNode) throws -> Varying<Self>
    /// Decodes a node: an animation of whole values, or a value whose parts may be animated.
    /// - Throws: `SceneError` naming the field.
    static func varying(_ node: SceneNode) throws -> Varying<Self>
    /// The value with its bounded parts (colour channels, gradient locations) kept to their
    /// range: what an animation that overshoots draws.
    func clamped() -> Self
}

extension SceneValue {
    /// Nothing bounded.
    public func clamped() -> Self { self }

    /// Decodes a node: an animation of whole values, or a value whose parts may be animated.
    /// - Throws: `SceneError` naming the field.
    public static func varying(_ node: SceneNode) throws -> Varying<Self> {
        try animation(node) ?? parts(node)
    }

    /// The animation written at `node`, its values decoded as `Self`, or nil for a plain value.
    /// - Throws: `SceneError` naming a bad animation field, or a written value out of range.
    static func animation(_ node: SceneNode) throws -> Varying<Self>? {
        guard let spec = try node.animation() else { return nil }
        func endpoint(_ v: JSONValue, _ name: String) throws -> Self { try Self.endpoint(v, name, of: node) }
        switch spec.timeline {
        case let .tween(from, to, animation):
            let a = try endpoint(from, "from"), b = try endpoint(to, "to")
            return .changing { animation.value(from: a, to: b, at: $0).clamped() }
        case let .keyframes(frames, repeats):
            let typed = try frames.enumerated().map { i, f in
                Keyframes.Frame(time: f.time, value: try endpoint(f.value, "keyframes[\(i)].value"), curve: f.curve)
            }
            let keyframes = Keyframes(typed, repeats: repeats)
            return .changing { keyframes.value(at: $0).clamped() }
        }
    }

    /// An animation's written value `name` ("from", "keyframes[2].value") at `node`, decoded.
    /// - Throws: `SceneError` naming it when it is out of range (only the overshoot between
    ///   written values is clamped).
    static func endpoint(_ v: JSONValue, _ name: String, of node: SceneNode) throws -> Self {
        let value = try SceneNode(v, path: "\(node.path).\(name)").constant(Self.self)
        guard value.clamped() == value else {
            let text = (try? v.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "\(v)"
            throw SceneError(
                path: "\(node.path).\(name)",
                message: "must be within 0...1 (only an animation's overshoot is clamped), got \(text)")
        }
        return value
    }

    /// Switches at the end of the animation: the value blended with one it cannot blend with.
    public func interpolated(to other: Self, _ f: Double) -> Self { f < 1 ? self : other }
}

extension Double: SceneValue {
    /// A number.
    public static func parts(_ node: SceneNode) throws -> Varying<Double> { .constant(try node.number()) }

    /// A number, or an animation of numbers, named at the time its values overflow.
    /// - Throws: `SceneError` naming the field.
    public static func varying(_ node: SceneNode) throws -> Varying<Double> {
        guard let animated = try animation(node) else { return try parts(node) }
        return animated.finite(node.path)
    }

    /// A fraction in 0...1 (an opacity, a location): a written value as it is (validation
    /// names it when out of range); an animation's values must lie in 0...1 and its overshoot
    /// is clamped, as SwiftUI draws it.
    /// - Throws: `SceneError` naming the field.
    public static func fraction(_ node: SceneNode) throws -> Varying<Double> {
        if let spec = try node.animation(), case let .tween(from, to, animation) = spec.timeline {
            // A fade, evaluated for every item of every frame: one closure of Doubles.
            let a = try Fraction.endpoint(from, "from", of: node).value
            let b = try Fraction.endpoint(to, "to", of: node).value
            let path = node.path
            return .changing { t in
                let v = min(max(animation.value(from: a, to: b, at: t), 0), 1)
                guard v.isFinite else { throw Varying.notFinite(path, at: t) }
                return v
            }
        }
        guard let animated = try Fraction.animation(node) else { return try parts(node) }
        guard case .changing(let f) = animated.form else { return animated.map { $0.value } }
        let path = node.path
        // One closure a time, not a map and a check: a fade is evaluated for every item.
        return .changing { t in
            let v = try f(t).value
            guard v.isFinite else { throw Varying.notFinite(path, at: t) }
            return v
        }
    }
}

extension Varying where Value == Double {
    /// The same value, refused at a time it is not finite (an animation between numbers too
    /// large for its arithmetic).
    func finite(_ path: String) -> Varying<Double> {
        guard case .changing(let f) = form else { return self }
        return .changing { t in
            let v = try f(t)
            guard v.isFinite else { throw Varying.notFinite(path, at: t) }
            return v
        }
    }

    /// The error of a number at `path` that is not finite at time t.
    static func notFinite(_ path: String, at t: Double) -> SceneError {
        SceneError(
            path: path,
            message: "is not a finite number at t = \(t) s: its animation's values are too large to interpolate")
    }
}

/// A number in 0...1 whose animation's overshoot is clamped.
struct Fraction: SceneValue {
    var value: Double
    static func parts(_ node: SceneNode) throws -> Varying<Fraction> { .constant(Fraction(value: try node.number())) }
    func interpolated(to other: Fraction, _ f: Double) -> Fraction {
        Fraction(value: value.interpolated(to: other.value, f))
    }
    func clamped() -> Fraction { Fraction(value: min(max(value, 0), 1)) }
}

extension String: SceneValue {
    /// A string.
    public static func parts(_ node: SceneNode) throws -> Varying<String> { .constant(try node.string()) }
}

extension Bool: SceneValue {
    /// true or false.
    public static func parts(_ node: SceneNode) throws -> Varying<Bool> { .constant(try node.bool()) }
}

extension Array: SceneValue where Element: SceneValue {
    /// An array whose elements may each be animated.
    public static func parts(_ node: SceneNode) throws -> Varying<[Element]> {
        let items = try node.elements().map(Element.varying)
        // A list of a fixed length: only its draws' opacities change when only its items' do.
        let reach: VaryingReach = items.allSatisfy(\.changesOnlyDrawOpacities) ? .drawOpacities : .anything
        return try .combining(items, reach: reach) { t in try items.values(at: t) }
    }

    /// Each element clamped.
    public func clamped() -> [Element] { map { $0.clamped() } }
}

extension RGBA: SceneValue {
    /// "#RRGGBB", "#RRGGBBAA", a SwiftUI name, or [r, g, b(, a)].
    public static func parts(_ node: SceneNode) throws -> Varying<RGBA> {
        if case .string(let text) = node.value {
            guard let c = RGBA(parsing: text) else {
                throw node.error(
                    "unknown colour '\(text)' (use #RRGGBB, #RRGGBBAA, [r, g, b, a] or one of "
                        + "\(RGBA.named.keys.sorted().joined(separator: ", ")))")
            }
            return .constant(c)
        }
        guard case .array(let a) = node.value else { throw node.expected("a colour") }
        guard a.count == 3 || a.count == 4 else {
            throw node.error("a colour array needs 3 or 4 numbers, got \(a.count)")
        }
        let channels = try node.elements().map { try Double.varying($0) }
        return try .combining(channels) { t in
            let v = try channels.values(at: t)
            return RGBA(v[0], v[1], v[2], v.count == 4 ? v[3] : 1)
        }
    }

    /// Channels kept to 0...1.
    public func clamped() -> RGBA {
        func c(_ v: Double) -> Double { min(max(v, 0), 1) }
        return RGBA(c(r), c(g), c(b), c(a))
    }
}

extension Point: SceneValue {
    /// `[x, y]`, either number possibly animated.
    public static func parts(_ node: SceneNode) throws -> Varying<Point> {
        let xy = try node.elements()
        guard xy.count == 2 else { throw node.error("expected [x, y], got \(xy.count) numbers") }
        let x = try Double.varying(xy[0]), y = try Double.varying(xy[1])
        return try .combining([x, y]) { t in Point(try x.value(at: t), try y.value(at: t)) }
    }

    /// Component-wise.
    public func interpolated(to o: Point, _ f: Double) -> Point {
        Point(x.interpolated(to: o.x, f), y.interpolated(to: o.y, f))
    }
}

extension Rect: SceneValue {
    /// `[x, y, width, height]`, any number possibly animated.
    public static func parts(_ node: SceneNode) throws -> Varying<Rect> {
        let parts = try node.elements()
        guard parts.count == 4 else {
            throw node.error("expected [x, y, width, height], got \(parts.count) numbers")
        }
        let v = try parts.map { try Double.varying($0) }
        return try .combining(v) { t in
            let n = try v.values(at: t)
            return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
    }

    /// Component-wise.
    public func interpolated(to o: Rect, _ f: Double) -> Rect {
        Rect(
            x: x.interpolated(to: o.x, f), y: y.interpolated(to: o.y, f),
            width: width.interpolated(to: o.width, f), height: height.interpolated(to: o.height, f))
    }
}
