import Foundation

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's configuration describes, as SwiftUI's `Menu(_:)`: drawn as its label.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension Menu where Label == Text {
    /// A menu titled by the key `titleKey` whose tap runs `primaryAction`, as SwiftUI's
    /// `init(_:content:primaryAction:)`: drawn as its siblings are; the primary action is an
    /// interaction effect only.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled `title` as written whose tap runs `primaryAction` (an interaction effect only).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == HaloUI.Label<Text, Image> {
    /// A menu titled by the key `titleKey` with a symbol whose tap runs `primaryAction`, as
    /// SwiftUI's `init(_:systemImage:content:primaryAction:)`; the primary action is an
    /// interaction effect only.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { HaloUI.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }

    /// A menu titled by the key `titleKey` with an asset-catalog image, as SwiftUI's
    /// `init(_:image:content:)`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }

    /// A menu titled `title` as written with an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HaloUI.Label(title: { Text(title) }, icon: { Image(image) }) }
    }

    /// A menu titled by the key `titleKey` with an asset-catalog image whose tap runs
    /// `primaryAction`, as SwiftUI's `init(_:image:content:primaryAction:)`; the primary action
    /// is an interaction effect only.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) },
            primaryAction: primaryAction)
    }
}
