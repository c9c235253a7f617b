import Foundation

extension ToggleStyleConfiguration {
    /// A toggle's label as a style is given it, as SwiftUI's `ToggleStyleConfiguration.Label`.
    public typealias Label = ButtonStyleConfiguration.Label
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, as SwiftUI's `Toggle(_:)`: its label and
    /// binding (and mixed state) drawn as iOS's switch, so a style can wrap the standard toggle
    /// from its `makeBody(configuration:)`.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
        isMixed = configuration.isMixed
        isFromConfiguration = true
    }
}

extension Toggle {
    /// A toggle standing for the `isOn` bindings of every element of `sources`, labelled by
    /// `label`, as SwiftUI's `init(sources:isOn:label:)`: on when every source is on, off when
    /// none is, mixed between (a style sees `isMixed`; iOS's switch draws a mixed toggle off);
    /// turning it sets every source (docs/semantics.md, "Initializers of controls").
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let all = Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in bindings.forEach { $0.wrappedValue = value } })
        self.init(isOn: all, label: label)
        let onCount = bindings.filter(\.wrappedValue).count
        isMixed = onCount > 0 && onCount < bindings.count
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by the key `titleKey` standing for every source's `isOn`, as SwiftUI's
    /// `init(_:sources:isOn:)` (on when all are, mixed when some are).
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled `title` as written standing for every source's `isOn`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == HaloUI.Label<Text, Image> {
    /// A toggle labelled by a title and a symbol, as SwiftUI's `init(_:systemImage:isOn:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HaloUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled by a title as written and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HaloUI.Label(title, systemImage: systemImage) }
    }

    /// A toggle labelled by a title and an asset-catalog image, as SwiftUI's `init(_:image:isOn:)`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }

    /// A toggle labelled by a title as written and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HaloUI.Label(title: { Text(title) }, icon: { Image(image) }) }
    }

    /// A toggle labelled by a title and a symbol standing for every source's `isOn`, as
    /// SwiftUI's `init(_:systemImage:sources:isOn:)`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { HaloUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled by a title as written and a symbol standing for every source's `isOn`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { HaloUI.Label(title, systemImage: systemImage) }
    }

    /// A toggle labelled by a title and an asset-catalog image standing for every source's
    /// `isOn`, as SwiftUI's `init(_:image:sources:isOn:)`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
    }

    /// A toggle labelled by a title as written and an asset-catalog image standing for every
    /// source's `isOn`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { HaloUI.Label(title: { Text(title) }, icon: { Image(image) }) }
    }
}

extension SwitchToggleStyle {
    /// A switch whose track is `tint` when on, as SwiftUI's `SwitchToggleStyle(tint:)`.
    public init(tint: Color) {
        self.init()
        onColor = tint
    }
}
