import Foundation

// The share sheet opens only when the link is pressed: the subject, message and previews are
// what it would show, with no visible effect in a still. Each form draws its label in the tint as
// its siblings do, "Share" with `square.and.arrow.up` where it is given none.

extension ShareLink {
    /// A link sharing `item` previewed by `preview`, labelled by `label`, as SwiftUI's
    /// `init(item:subject:message:preview:label:)`.
    public init<I, PreviewImage, PreviewIcon>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject, message: message, label: label)
    }

    /// A link sharing `items`, each previewed by `preview`, labelled by `label`, as SwiftUI's
    /// `init(items:subject:message:preview:label:)`.
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == HaloUI.Label<Text, Image> {
    /// The standard label: "Share" with `square.and.arrow.up`, or `title` with it.
    static func standard(_ title: Text = Text("Share")) -> HaloUI.Label<Text, Image> {
        HaloUI.Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link sharing `items`, labelled "Share", as SwiftUI's `init(items:subject:message:)`.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { Self.standard() }
    }

    /// A link sharing `items` titled by the key `titleKey`, as SwiftUI's `init(_:items:subject:message:)`.
    public init<Data: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(items: items, subject: subject, message: message) { Self.standard(Text(titleKey)) }
    }

    /// A link sharing `items` titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol, Data: RandomAccessCollection>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(items: items, subject: subject, message: message) { Self.standard(Text(title)) }
    }

    /// A link sharing `items` titled by `title`.
    public init<Data: RandomAccessCollection>(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { Self.standard(title) }
    }

    /// A link sharing `item` previewed by `preview`, labelled "Share", as SwiftUI's
    /// `init(item:subject:message:preview:)`.
    public init<I, PreviewImage, PreviewIcon>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message) { Self.standard() }
    }

    /// A link sharing `item` previewed by `preview`, titled by the key `titleKey`, as SwiftUI's
    /// `init(_:item:subject:message:preview:)`.
    public init<I, PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message) { Self.standard(Text(titleKey)) }
    }

    /// A link sharing `item` previewed by `preview`, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol, I, PreviewImage, PreviewIcon>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message) { Self.standard(Text(title)) }
    }

    /// A link sharing `item` previewed by `preview`, titled by `title`.
    public init<I, PreviewImage, PreviewIcon>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message) { Self.standard(title) }
    }

    /// A link sharing `items`, each previewed by `preview`, labelled "Share", as SwiftUI's
    /// `init(items:subject:message:preview:)`.
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message) { Self.standard() }
    }

    /// A link sharing `items`, each previewed by `preview`, titled by the key `titleKey`, as
    /// SwiftUI's `init(_:items:subject:message:preview:)`.
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message) { Self.standard(Text(titleKey)) }
    }

    /// A link sharing `items`, each previewed by `preview`, titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol, Data: RandomAccessCollection, PreviewImage, PreviewIcon>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message) { Self.standard(Text(title)) }
    }

    /// A link sharing `items`, each previewed by `preview`, titled by `title`.
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message) { Self.standard(title) }
    }
}
