import Foundation

/// UIKit's image, as SwiftUI code reaches for it (`Image(uiImage: UIImage(named: "photo")!)`): a name, a
/// symbol or a file, drawn by `Image(uiImage:)` as the matching `Image` initializer draws it. The image is
/// looked up when it is drawn, not when it is made, so `UIImage(named:)` is never nil here: a name found
/// nowhere fails the frame with an error naming it, as `Image(_:)` does (docs/semantics.md, "UIImage").
public final class UIImage: Sendable {
    /// Where the image comes from.
    enum Origin: Sendable {
        case named(String, bundle: Bundle?)
        case symbol(String)
        case file(String)
    }

    let origin: Origin
    /// Pixels per point (2 for an "@2x" file).
    public let scale: CGFloat

    init(_ origin: Origin, scale: CGFloat = 1) {
        self.origin = origin
        self.scale = scale
    }

    /// The asset or file named `name` (looked up as `Image(_:bundle:)` looks, when drawn).
    public convenience init?(named name: String) { self.init(.named(name, bundle: nil)) }

    /// The asset named `name` in `bundle`; the trait collection is accepted (no traits here).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
        self.init(.named(name, bundle: bundle))
    }

    /// The SF Symbol `name`, drawn as `Image(systemName:)` draws it.
    public convenience init?(systemName name: String) { self.init(.symbol(name)) }

    /// The PNG or JPEG file at `path`; nil when no file is there.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(.file(path))
    }
}

extension Image {
    /// The UIKit image `uiImage`, as SwiftUI's `init(uiImage:)`: drawn as the `Image` of its name, symbol or file.
    public init(uiImage: UIImage) {
        switch uiImage.origin {
        case .named(let name, let bundle): self.init(name, bundle: bundle)
        case .symbol(let name): self.init(systemName: name)
        case .file(let path): self.init(path: path, scale: uiImage.scale)
        }
    }
}
