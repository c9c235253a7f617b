/// A value of a scene document as a function of time: a constant, or something that changes
/// (an animation of the value itself, or a value built from parts some of which change).
///
/// A document is decoded into these once; a frame evaluates them at its time, with no JSON in
/// the loop. Parts that are all constant fold into a constant when the value is built, so a
/// document with nothing animated is one constant scene. (The name `Animated` is HaloUI's
/// property wrapper for view authors; this is the document's own type.)
///
/// ```swift
/// let angle = Varying.animating(from: 0.0, to: 360.0, with: .linear(3).repeatForever(autoreverses: false))
/// try angle.value(at: 1.5)  // 180
/// ```
public struct Varying<Value: Sendable>: Sendable {
    /// How the value is found for a time.
    enum Form: Sendable {
        case constant(Value)
        case changing(@Sendable (Double) throws -> Value)
    }

    let form: Form
    /// What changes with time: a document reader that knows sets `drawOpacities` (`Draw.parts`),
    /// and the lists, layers and scenes made of such values keep it; anything else is `anything`.
    package private(set) var reach = VaryingReach.anything

    /// A value that is the same at every time.
    public static func constant(_ value: Value) -> Varying { Varying(form: .constant(value)) }

    /// A changing value of which only `reach` changes.
    package static func changing(
        _ reach: VaryingReach, _ value: @escaping @Sendable (Double) throws -> Value
    ) -> Varying {
        var v = Varying(form: .changing(value))
        v.reach = reach
        return v
    }

    /// Whether the value is constant or changes only in its draws' opacities.
    package var changesOnlyDrawOpacities: Bool { isConstant || reach == .drawOpacities }

    /// A value computed for each time by `value` (which may throw `SceneError`).
    public static func changing(_ value: @escaping @Sendable (Double) throws -> Value) -> Varying {
        Varying(form: .changing(value))
    }

    /// The value at time t (seconds).
    /// - Throws: `SceneError` when the value at t is not one (an animation past finite numbers).
    @inline(__always)
    public func value(at t: Double) throws -> Value {
        switch form {
        case .constant(let v): return v
        case .changing(let f): return try f(t)
        }
    }

    /// The value when it never changes, else nil.
    public var constantValue: Value? {
        if case .constant(let v) = form { return v }
        return nil
    }

    /// Whether the value never changes.
    public var isConstant: Bool { constantValue != nil }

    /// The value passed through `transform` at every time (folded once when constant).
    /// - Throws: what `transform` throws for a constant.
    public func map<U: Sendable>(_ transform: @escaping @Sendable (consuming Value) throws -> U) rethrows -> Varying<U>
    {
        switch form {
        case .constant(let v): return .constant(try transform(v))
        case .changing(let f): return .changing { try transform(try f($0)) }
        }
    }

    /// A value made by `make` from parts: a constant (made now) when every part is, else made
    /// for each time. `make` reads the parts with `value(at:)` at the time it is given.
    /// - Throws: what `make` throws when the value is constant.
    public static func combining(
        _ parts: [any VaryingPart], _ make: @escaping @Sendable (Double) throws -> Value
    ) throws -> Varying {
        try combining(parts, reach: .anything, make)
    }

    /// A value made by `make` from parts, as `combining(_:_:)` makes it, of which only `reach` changes
    /// when it changes at all: the caller's word that `make` puts the parts where `reach` says.
    package static func combining(
        _ parts: [any VaryingPart], reach: VaryingReach, _ make: @escaping @Sendable (Double) throws -> Value
    ) throws -> Varying {
        parts.allSatisfy(\.isConstant) ? .constant(try make(0)) : .changing(reach, make)
    }

    /// The value passed through `wrap`, which changes nothing of it but its type (a draw made a
    /// list's item): what changes is what changed.
    package func wrapped<U: Sendable>(_ wrap: @escaping @Sendable (consuming Value) -> U) -> Varying<U> {
        var v = map(wrap)
        v.reach = reach
        return v
    }
}

extension Varying where Value: Interpolatable {
    /// An animation from `from` to `to` that begins at t = 0, through the one interpolation
    /// engine (`Animation.value(from:to:at:)`).
    public static func animating(from: Value, to: Value, with animation: Animation) -> Varying {
        .changing { animation.value(from: from, to: to, at: $0) }
    }
}

extension Varying: VaryingPart {}

/// What may change in a value of a scene document (`Varying.reach`): anything, or only the
/// opacities of its draws.
package enum VaryingReach: Sendable {
    /// Any part of the value.
    case anything
    /// Only the opacities of the draws in it (its own, a layer's items', a scene's layers'): its
    /// geometry, paints and structure are the same at every time.
    case drawOpacities
}

/// A part of a value built with `Varying.combining`, whatever its type.
public protocol VaryingPart: Sendable {
    /// Whether the part never changes.
    var isConstant: Bool { get }
}

extension Array {
    /// Each element's value at time t.
    /// - Throws: the first element's error.
    public func values<V>(at t: Double) throws -> [V] where Element == Varying<V> {
        try map { try $0.value(at: t) }
    }
}
