/// How a shared item is shown in the share sheet, as SwiftUI's `SharePreview`: a title with an
/// optional image and icon. The share sheet opens only when a `ShareLink` is pressed, so a still
/// never draws one; `Never` stands for a part not given.
public struct SharePreview<Image, Icon> {
    /// The preview's title.
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled by the key `titleKey` with `image` and `icon`.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// A preview titled `title` as written with `image` and `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// A preview titled by `title` with `image` and `icon`.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled by the key `titleKey`.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }

    /// A preview titled `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }

    /// A preview titled by `title`.
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    /// A preview titled by the key `titleKey` with `image`.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// A preview titled `title` as written with `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }

    /// A preview titled by `title` with `image`.
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    /// A preview titled by the key `titleKey` with `icon`.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }

    /// A preview titled `title` as written with `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }

    /// A preview titled by `title` with `icon`.
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}
