/// A control that shares an item, as SwiftUI's `ShareLink`: its label in the tint ("Share" with
/// `square.and.arrow.up` by default); the share sheet opens only when pressed.
public struct ShareLink<Label: View>: View {
    let label: Label
    @Environment(\.tintColor) private var tint

    /// A link sharing `item`, labelled by `label`.
    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A link sharing `items`, labelled by `label`.
    public init<Items: Sequence>(
        items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// The label in the tint.
    public var body: some View { label.foregroundStyle(tint) }
}

extension ShareLink where Label == HaloUI.Label<Text, Image> {
    /// A link sharing `item`, labelled "Share".
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        label = HaloUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    /// A link sharing `item`, titled `title`.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = HaloUI.Label(title, systemImage: "square.and.arrow.up")
    }
}
