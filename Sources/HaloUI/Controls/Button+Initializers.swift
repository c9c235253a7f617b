import Foundation

extension PrimitiveButtonStyleConfiguration {
    /// A button's label as a primitive style is given it, as SwiftUI's
    /// `PrimitiveButtonStyleConfiguration.Label`.
    public typealias Label = ButtonStyleConfiguration.Label
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, as SwiftUI's `Button(_:)`: its
    /// label, role and action, drawn by the `ButtonStyle` in force (iOS's borderless one by
    /// default), so a primitive style can wrap the standard button.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(action: configuration.trigger) { configuration.label }
        role = configuration.role
        isFromConfiguration = true
    }
}

extension Button where Label == HaloUI.Label<Text, Image> {
    /// A button of a role labelled with a title and a symbol, as SwiftUI's
    /// `Button(_:systemImage:role:action:)` (a destructive one's label red).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { HaloUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button of a role labelled with a title as written and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { HaloUI.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a title and an asset-catalog image, as SwiftUI's
    /// `Button(_:image:action:)`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }

    /// A button labelled with a title as written and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { HaloUI.Label(title: { Text(title) }, icon: { Image(image) }) }
    }

    /// A button of a role labelled with a title and an asset-catalog image, as SwiftUI's
    /// `Button(_:image:role:action:)`.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }

    /// A button of a role labelled with a title as written and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { HaloUI.Label(title: { Text(title) }, icon: { Image(image) }) }
    }
}
