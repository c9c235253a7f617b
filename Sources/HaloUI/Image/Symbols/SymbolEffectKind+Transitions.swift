import Foundation

/// SwiftUI's transition symbol effects (`.appear`, `.disappear`, `.replace`, `.automatic`), the
/// variants iOS 17 and 18 add, and the effect types' names: each of SwiftUI's effect types
/// (`WiggleSymbolEffect` ...) is `SymbolEffectKind` here, so `.wiggle.byLayer.left` typed as
/// `WiggleSymbolEffect` is the same value (docs/semantics.md, "Symbol effects").
extension SymbolEffectKind {
    /// The symbol comes in: hidden while the effect is inactive, shown while active.
    public static let appear = SymbolEffectKind(effect: .appear)
    /// The symbol goes away: hidden (shrunk to half and faded out over 0.35 s) while active.
    public static let disappear = SymbolEffectKind(effect: .disappear)
    /// One symbol replaced by another (a content transition: drawn as a cross-fade).
    public static let replace = SymbolEffectKind(effect: .replace)
    /// The system's choice of transition (drawn as `.replace`).
    public static let automatic = SymbolEffectKind(effect: .automatic)

    /// Whether the effect hides or shows the symbol, and holds it so.
    var isTransition: Bool { [.appear, .disappear, .replace, .automatic].contains(effect) }

    /// Forwards (a wiggle's turn clockwise): the default.
    public var forward: SymbolEffectKind { self }
    /// Backwards (a wiggle's turn counter-clockwise).
    public var backward: SymbolEffectKind { with(direction: -1) }
    /// The old symbol going down, the new one coming up (drawn as the effect).
    public var downUp: SymbolEffectKind { self }
    /// The old symbol going up, the new one coming up (drawn as the effect).
    public var upUp: SymbolEffectKind { self }
    /// The old symbol going off, the new one coming up (drawn as the effect).
    public var offUp: SymbolEffectKind { self }
    /// A wiggle to and fro along an axis at `angle` (drawn as the wiggle's turn).
    public static func wiggle(_ angle: Angle) -> SymbolEffectKind { .wiggle }
    /// The symbol's layers pulse together while breathing (drawn as `.breathe`).
    public var pulse: SymbolEffectKind { self }
    /// Only the layers that change in a replacement move (drawn as the effect).
    public var magic: SymbolEffectKind { self }

    /// A replacement that moves only what changes, falling back to `fallback` (drawn as the effect).
    public func magic(fallback: SymbolEffectKind) -> SymbolEffectKind { self }
}

/// SwiftUI's `SymbolEffect` type names, each Halo's one kind of effect.
public typealias AppearSymbolEffect = SymbolEffectKind
/// SwiftUI's `DisappearSymbolEffect`.
public typealias DisappearSymbolEffect = SymbolEffectKind
/// SwiftUI's `ReplaceSymbolEffect`.
public typealias ReplaceSymbolEffect = SymbolEffectKind
/// SwiftUI's `AutomaticSymbolEffect`.
public typealias AutomaticSymbolEffect = SymbolEffectKind
/// SwiftUI's `BounceSymbolEffect`.
public typealias BounceSymbolEffect = SymbolEffectKind
/// SwiftUI's `PulseSymbolEffect`.
public typealias PulseSymbolEffect = SymbolEffectKind
/// SwiftUI's `VariableColorSymbolEffect`.
public typealias VariableColorSymbolEffect = SymbolEffectKind
/// SwiftUI's `ScaleSymbolEffect`.
public typealias ScaleSymbolEffect = SymbolEffectKind
/// SwiftUI's `WiggleSymbolEffect` (iOS 18).
public typealias WiggleSymbolEffect = SymbolEffectKind
/// SwiftUI's `BreatheSymbolEffect` (iOS 18).
public typealias BreatheSymbolEffect = SymbolEffectKind
/// SwiftUI's `RotateSymbolEffect` (iOS 18).
public typealias RotateSymbolEffect = SymbolEffectKind

extension ContentTransition {
    /// A symbol replaced by `effect`, as SwiftUI's `ContentTransition.symbolEffect(_:options:)`:
    /// drawn as a cross-fade (`.opacity`), the old symbol fading out as the new one fades in.
    public static func symbolEffect(
        _ effect: SymbolEffectKind = .automatic, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .opacity
    }
}

extension AnyTransition {
    /// A symbol inserted or removed by `effect`, as SwiftUI's `Transition.symbolEffect`: drawn as
    /// the transition effects' pose, scaled to half and faded out when away.
    public static func symbolEffect(
        _ effect: SymbolEffectKind = .automatic, options: SymbolEffectOptions = .default
    ) -> AnyTransition {
        .opacity.combined(with: .scale(scale: 0.5))
    }

    /// The system's symbol transition (as `symbolEffect(.automatic)`).
    public static var symbolEffect: AnyTransition { symbolEffect(.automatic) }
}
