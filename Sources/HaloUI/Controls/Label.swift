import HaloCore

/// A title with an icon, as SwiftUI's `Label`: the icon, then the title, side by side (8 points
/// apart, centred), or one of them by `labelStyle(_:)`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// What it draws, by the label style in force.
    public var body: some View {
        let style = Ambient.text.labelStyle ?? .titleAndIcon
        return Group {
            if style == .tabItem {
                VStack(spacing: 2) {
                    icon.font(.system(size: 22))
                    title.font(.system(size: 10, weight: .medium))
                }
            } else {
                HStack(spacing: 8) {
                    if style != .titleOnly { icon }
                    if style != .iconOnly { title }
                }
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of text and a symbol, as SwiftUI's `Label(_:systemImage:)`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label of text and a named image, as SwiftUI's `Label(_:image:)`.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label of the key `titleKey` and a symbol, as SwiftUI's `Label(_:systemImage:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label of the key `titleKey` and a named image, as SwiftUI's `Label(_:image:)`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// Which parts of a label show, as SwiftUI's label styles.
public struct LabelStyleChoice: Hashable, Sendable {
    let name: String
    /// The icon and the title.
    public static let titleAndIcon = LabelStyleChoice(name: "titleAndIcon")
    /// The title alone.
    public static let titleOnly = LabelStyleChoice(name: "titleOnly")
    /// The icon alone.
    public static let iconOnly = LabelStyleChoice(name: "iconOnly")
    /// A tab bar item's: the icon (22 points) over the title (10-point medium).
    static let tabItem = LabelStyleChoice(name: "tabItem")
    /// The platform's choice: the icon and the title.
    public static let automatic = LabelStyleChoice(name: "titleAndIcon")
}

extension View {
    /// The labels inside show their title, icon or both, as SwiftUI's `labelStyle(_:)`.
    public func labelStyle(_ style: LabelStyleChoice) -> FontView<Self> {
        FontView(content: self) { $0.labelStyle = style }
    }
}
