import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint.
public struct Link<Label: View>: View {
    let label: Label
    @Environment(\.tintColor) private var tint

    /// A link to `destination`, labelled by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

    /// The label in the tint.
    public var body: some View { label.foregroundStyle(tint) }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }

    /// A link titled by the key `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
}
