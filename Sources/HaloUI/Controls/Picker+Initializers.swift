import Foundation

/// The selection of a picker whose sources disagree: equal to no option's tag.
private struct MixedSelection: Hashable {}

extension Picker {
    /// A picker standing for the `selection` bindings of every element of `sources`, labelled by
    /// `label`, as SwiftUI's `init(sources:selection:content:label:)`: the option they all
    /// select is shown, and none where they differ (mixed; docs/semantics.md, "Initializers of
    /// controls").
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(shown: Self.shared(sources, selection), label: label(), content: content())
    }

    /// The value every source selects, or a value matching no tag where they differ or there are none.
    static func shared<C: RandomAccessCollection>(
        _ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>
    ) -> AnyHashable {
        let values = sources.map { $0[keyPath: selection].wrappedValue }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return AnyHashable(MixedSelection()) }
        return AnyHashable(first)
    }
}

extension Picker where Label == Text {
    /// A picker titled by the key `titleKey` standing for every source's selection, as
    /// SwiftUI's `init(_:sources:selection:content:)`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title` as written standing for every source's selection.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == HaloUI.Label<Text, Image> {
    /// A picker titled by the key `titleKey` with a symbol, as SwiftUI's
    /// `init(_:systemImage:selection:content:)`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { HaloUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker titled `title` as written with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { HaloUI.Label(title, systemImage: systemImage) }
    }

    /// A picker titled by the key `titleKey` with an asset-catalog image, as SwiftUI's
    /// `init(_:image:selection:content:)`.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) {
            HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) })
        }
    }

    /// A picker titled `title` as written with an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) {
            HaloUI.Label(title: { Text(title) }, icon: { Image(image) })
        }
    }

    /// A picker titled by the key `titleKey` with a symbol standing for every source's
    /// selection, as SwiftUI's `init(_:systemImage:sources:selection:content:)`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HaloUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// A picker titled `title` as written with a symbol standing for every source's selection.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HaloUI.Label(title, systemImage: systemImage)
        }
    }

    /// A picker titled by the key `titleKey` with an asset-catalog image standing for every
    /// source's selection, as SwiftUI's `init(_:image:sources:selection:content:)`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HaloUI.Label(title: { Text(titleKey) }, icon: { Image(image) })
        }
    }

    /// A picker titled `title` as written with an asset-catalog image standing for every
    /// source's selection.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HaloUI.Label(title: { Text(title) }, icon: { Image(image) })
        }
    }
}
