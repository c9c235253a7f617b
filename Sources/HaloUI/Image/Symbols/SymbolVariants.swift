import Foundation

/// A variant of an SF Symbol, as SwiftUI's `SymbolVariants`: a shape it is enclosed in
/// (`.circle`, `.square`, `.rectangle`), `.fill` and `.slash`, combined (`.circle.fill`).
/// `symbolVariant(_:)` makes the symbols inside take it: `Image(systemName: "heart")` becomes
/// `heart.circle.fill`, or the nearest name Halo's symbol table has (docs/semantics.md,
/// "Symbol variants").
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape's suffix ("circle", "square", "rectangle"), if any.
    var shape: String?
    /// Whether the symbol is filled.
    var isFilled = false
    /// Whether the symbol is slashed.
    var isSlashed = false

    /// No variant: the symbols as named.
    public static let none = SymbolVariants()
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: "square")
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed.
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants, also enclosed in a circle.
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// These variants, also enclosed in a square.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// These variants, also enclosed in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// These variants, also filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// These variants, also slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether these variants include `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var v = self
        change(&v)
        return v
    }

    /// Both sets of variants (`other`'s shape where it names one).
    func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The names to try for the symbol `name` in these variants, the fullest first: Apple's
    /// order of suffixes (`.slash`, then the shape, then `.fill`), then with fewer of them, the
    /// plain name last. Suffixes the name has already are not added again.
    func candidates(for name: String) -> [String] {
        guard self != .none else { return [name] }
        let parts = name.split(separator: ".").map(String.init)
        let slash = isSlashed && !parts.contains("slash")
        let shape = self.shape.flatMap { parts.contains($0) ? nil : $0 }
        let fill = isFilled && !parts.contains("fill")
        var names: [String] = []
        for keepSlash in slash ? [true, false] : [false] {
            for keepShape in shape != nil ? [true, false] : [false] {
                for keepFill in fill ? [true, false] : [false] {
                    var n = name
                    if keepSlash { n += ".slash" }
                    if keepShape, let shape { n += "." + shape }
                    if keepFill { n += ".fill" }
                    if !names.contains(n) { names.append(n) }
                }
            }
        }
        return names
    }

    /// The symbol name drawn for `name` in these variants: the first candidate the table knows
    /// (`known`), else `name`.
    func resolved(_ name: String, known: (String) -> Bool) -> String {
        candidates(for: name).first(where: known) ?? name
    }
}

/// Where `symbolVariant(_:)` keeps the variants in force.
private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

/// Where `symbolEffectsRemoved(_:)` keeps whether symbol effects are off.
private struct SymbolEffectsRemovedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The symbol variants in force (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// Whether symbol effects inside are removed (`symbolEffectsRemoved(_:)`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

extension View {
    /// The symbols inside drawn in `variant`, added to the variants in force.
    public func symbolVariant(_ variant: SymbolVariants) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { $0.symbolVariants = $0.symbolVariants.union(variant) }
    }

    /// The symbol effects inside (`symbolEffect(_:options:value:)` ...) not run where
    /// `isEnabled`: their symbols rest.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { $0.symbolEffectsRemoved = isEnabled }
    }
}

/// How a symbol's variable value shows, as SwiftUI's `SymbolVariableValueMode` (accepted: Halo
/// draws the whole symbol).
public struct SymbolVariableValueMode: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SymbolVariableValueMode(name: "automatic")
    /// Layers coloured by the value.
    public static let color = SymbolVariableValueMode(name: "color")
    /// Layers drawn up to the value.
    public static let draw = SymbolVariableValueMode(name: "draw")
}

extension View {
    /// Accepted with no visible effect: the symbols inside are drawn whole (`variableValue` is
    /// not shown).
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Self { self }
}
