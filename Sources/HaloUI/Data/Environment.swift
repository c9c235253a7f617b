import HaloCore

/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`: a type with a default,
/// read and written through `EnvironmentValues`' subscript.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view above sets one.
    static var defaultValue: Value { get }
}

/// The values views above a view set for it, as SwiftUI's `EnvironmentValues`: `colorScheme`
/// and others Halo knows, and a user's own keys through the subscript. A render's appearance is
/// light unless a view sets another (`environment(\.colorScheme, .dark)`).
///
/// Sendable by hand: it is a value passed down while a view is lowered on one thread; a user's
/// own values are theirs to keep Sendable, as SwiftUI's are.
public struct EnvironmentValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Every value at its default.
    public init() {}

    /// The value of `key`: the nearest view's above, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Light or dark appearance (light by default).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether controls take input (always true in a render unless a view says otherwise).
    public var isEnabled: Bool {
        get { self[EnabledKey.self] }
        set { self[EnabledKey.self] = newValue }
    }

    /// Pixels per point: 1 (a view reads the render's scale from its canvas).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Which way text and layout run, as SwiftUI's `layoutDirection` (left to right by default). Set, it is
    /// every text paragraph's direction; not set, a paragraph runs as its first strong character (Arabic,
    /// Hebrew: right to left; docs/semantics.md, "Text").
    public var layoutDirection: LayoutDirection {
        get { explicitLayoutDirection ?? .leftToRight }
        set { explicitLayoutDirection = newValue }
    }

    /// The layout direction a view above set, or nil. Stored, not keyed: every layout node
    /// reads it when it is made.
    private(set) var explicitLayoutDirection: LayoutDirection?

    /// The objects views above placed (`environment(_:)` of an `@Observable` object,
    /// `environmentObject(_:)`), by their type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The tint controls take (`tint(_:)`; nil: the accent colour).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
    private struct EnabledKey: EnvironmentKey { static let defaultValue = true }
    private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
}

/// Which way a layout runs, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance (a render's default).
    case light
    /// The dark appearance.
    case dark
}

/// A value read from the environment, as SwiftUI's `@Environment(\.colorScheme)`: the value
/// the views above set where the view is lowered, else the key's default.
///
/// `@Environment(Model.self)` reads an `@Observable` object a view above placed with
/// `environment(_:)`; see `Environment+Object.swift`.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable, StateProperty {
    private let read: (EnvironmentValues) -> Value
    /// The object a view above must have placed (`@Environment(Model.self)`), or nil.
    let required: ObjectIdentifier?

    /// The environment's value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let keyPath = keyPath
        read = { $0[keyPath: keyPath] }
        required = nil
    }

    /// The value `read` takes from the environment; `required`, an object it cannot do without.
    init(reading read: @escaping (EnvironmentValues) -> Value, requiring required: AnyObject.Type? = nil) {
        self.read = read
        self.required = required.map { ObjectIdentifier($0) }
    }

    /// Checks, before the view's body runs, that the object it requires is in the environment.
    func bind(key: UInt64, in runtime: ViewRuntime) {
        if let required { runtime.require(object: required, named: "\(Value.self)") }
    }

    /// The value now.
    public var wrappedValue: Value { read(Ambient.environment) }
}

/// A view whose environment has one value changed, as SwiftUI's `environment(_:_:)`.
public struct EnvironmentView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: @Sendable (inout EnvironmentValues) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        var values = Ambient.environment
        change(&values)
        // A foreground of `.tint` is read where the view is drawn: a tint set here reaches it.
        guard Ambient.foregroundIsTint, values.tint != Ambient.environment.tint else {
            return Ambient.$environment.withValue(values) { LayoutNode.nodes(of: content, time) }
        }
        let tint = (values.tint ?? .accentColor).paint
        return Ambient.$environment.withValue(values) {
            Ambient.$foreground.withValue(tint) { LayoutNode.nodes(of: content, time) }
        }
    }
}

extension View {
    /// The view with the environment's value at `keyPath` set to `value`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> EnvironmentView<Self> {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// The view, and the navigation stack or window around it, in `colorScheme`, as SwiftUI's
    /// `preferredColorScheme(_:)` (nil: light): in dark, text, symbols and shapes with no
    /// foreground style are white, and the stack or window fills with black (docs/semantics.md, "Colour
    /// scheme"). Halo's named colours (`.primary`, `.secondary` ...) stay the light appearance's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { values in
            if let bar = Ambient.navigation {
                if bar.preferredColorScheme == nil { bar.preferredColorScheme = colorScheme }
            } else {
                Ambient.window?.prefer(colorScheme)
            }
            values.colorScheme = colorScheme ?? .light
        }
    }

    /// Controls inside (progress views, toggles, sliders) in `tint` instead of the accent colour,
    /// as SwiftUI's `tint(_:)`.
    public func tint(_ tint: Color?) -> EnvironmentView<Self> { EnvironmentView(content: self) { $0.tint = tint } }

    /// Controls inside take input, or not (accepted: a render takes no input but its scripted
    /// taps, which still run).
    public func disabled(_ disabled: Bool) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { $0.isEnabled = !disabled }
    }
}
