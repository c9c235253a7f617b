/// The size of controls, as SwiftUI's `ControlSize`: it sets a bordered button's padding and
/// font (docs/semantics.md, "Controls").
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest (drawn as large).
    case extraLarge
}

extension EnvironmentValues {
    /// The size of controls inside (`controlSize(_:)`; regular by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
}

extension View {
    /// The controls inside drawn at `size`, as SwiftUI's `controlSize(_:)`.
    public func controlSize(_ size: ControlSize) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { $0.controlSize = size }
    }

    /// Controls inside in `color` instead of the accent colour, as SwiftUI's deprecated
    /// `accentColor(_:)` (the same as `tint(_:)`).
    public func accentColor(_ color: Color?) -> EnvironmentView<Self> { tint(color) }
}
