/// A button that shows a menu, as SwiftUI's `Menu`: a still draws its label in the tint, as a
/// borderless button (the menu opens only when pressed).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    @Environment(\.tintColor) private var tint

    /// A menu of `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A menu with a primary action (accepted).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
    }

    /// The label in the tint.
    public var body: some View { label.foregroundStyle(tint) }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled by the key `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == HaloUI.Label<Text, Image> {
    /// A menu titled `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HaloUI.Label(title, systemImage: systemImage) }
    }

    /// A menu titled by the key `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HaloUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// A menu's look, as SwiftUI's menu styles: accepted.
public struct MenuStyleChoice: Sendable {
    /// The platform's.
    public static let automatic = MenuStyleChoice()
    /// A button.
    public static let button = MenuStyleChoice()
    /// Borderless.
    public static let borderlessButton = MenuStyleChoice()
}

extension View {
    /// Accepted: menus are drawn as their labels (`menuStyle(_:)`).
    public func menuStyle(_ style: MenuStyleChoice) -> Self { self }
}
