import Foundation
import HaloCore

/// A view that draws a PNG or JPEG image, as SwiftUI's `Image`.
///
/// As in SwiftUI, an image is drawn at its own size (pixels over `scale`, in points) unless it
/// is `resizable()`, when it fills the space it is offered; `aspectRatio(contentMode:)`,
/// `scaledToFit()` and `scaledToFill()` keep its proportions. `renderingMode(.template)`
/// draws its alpha in the foreground style. Files are decoded once (`ImageCache`).
///
/// `Image("logo")` draws the image registered as "logo" (`ImageCache.shared.register`, Halo's
/// asset catalog), else looks, in order, in the bundle given, in each folder of the `HALO_IMAGE_PATH`
/// environment variable (colon-separated) and in the working directory, for `logo`,
/// `logo.png`, `logo.jpg` and `logo.jpeg`; `Image(path:)` names a file. An image that cannot be
/// found or decoded fails the frame with an error naming it, as a missing font does.
/// `Image(systemName:)` draws the open icon Halo's table maps the SF Symbols name to
/// (`symbolNodes`): SF Symbols' artwork is Apple's.
public struct Image: View, PrimitiveView, Sendable {
    /// How a resized image's texels are blended, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Sendable {
        /// The nearest texel: pixel art stays sharp.
        case none
        /// Bilinear filtering (of a pre-filtered level when shrunk more than 2x); `.medium` and
        /// `.high` draw the same (docs/semantics.md, "Images").
        case low, medium, high
    }

    /// Whether the image draws its own colours or its alpha in the foreground style.
    public enum TemplateRenderingMode: Sendable {
        /// The image's alpha in the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// How an image is sized: `capInsets` and tiling are not drawn (docs/library.md).
    public enum ResizingMode: Sendable {
        /// Tiled (drawn stretched here).
        case tile
        /// Stretched.
        case stretch
    }

    /// Where the pixels come from.
    enum Source: Sendable {
        case named(String, bundle: Bundle?)
        /// An asset symbol's (`ImageResource`): looked for as `named`, a placeholder if missing.
        case resource(String)
        case path(String)
        case symbol(String)
        case decoded(ImageSource)
        /// Drawn by a closure (`init(size:label:opaque:colorMode:renderer:)`).
        case drawn(Drawing)
    }

    let source: Source
    let scale: Double
    var isResizable = false
    var interpolation = Interpolation.medium
    var mode = TemplateRenderingMode.original

    /// The image named `name`, looked for in `bundle`, `HALO_IMAGE_PATH` and the working
    /// directory, with or without a `.png`, `.jpg` or `.jpeg` extension.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle)
        scale = 1
    }

    /// The image of an asset symbol Xcode generates (`Image(.photo)`), looked for as
    /// `init(_:bundle:)` looks; one found nowhere draws as a 100 x 100 point rectangle of
    /// `Color.missingAsset` (stretched when resizable), with one warning naming it, instead of
    /// failing the frame (docs/semantics.md, "Asset colours and images").
    public init(_ resource: ImageResource) {
        source = .resource(resource.name)
        scale = 1
    }

    /// The image named `name`, for decoration (drawn as `init(_:bundle:)` draws it).
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// The image in the PNG or JPEG file at `path`; `scale` pixels make a point (2 for an
    /// "@2x" image).
    public init(path: String, scale: CGFloat = 1) {
        source = .path(path)
        self.scale = Double(scale)
    }

    /// An image decoded already (`ImageSource`, `ImageFile`), `scale` pixels a point.
    public init(source: ImageSource, scale: CGFloat = 1) {
        self.source = .decoded(source)
        self.scale = Double(scale)
    }

    /// An SF Symbol: not drawable here (Apple's symbols are not on Linux); the frame fails
    /// saying so.
    public init(systemName: String) {
        source = .symbol(systemName)
        scale = 1
    }

    /// An SF Symbol with a variable value, as SwiftUI's `init(systemName:variableValue:)`: the
    /// value (0...1, which layers are highlighted) is accepted; the whole symbol is drawn.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The image resized to fill the space it is offered (cap insets and tiling are not drawn).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The image blended between texels by `interpolation`.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// The image drawn in its own colours or, as a template, its alpha in the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.mode = renderingMode ?? .original
        return copy
    }

    /// Accepted for SwiftUI's spelling: images are always antialiased at their edges here.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// What the view calls itself in errors.
    var label: String {
        switch source {
        case .named(let name, _): "Image(\"\(name)\")"
        case .resource(let name): "Image(ImageResource(name: \"\(name)\"))"
        case .path(let path): "Image(path: \"\(path)\")"
        case .symbol(let name): "Image(systemName: \"\(name)\")"
        case .decoded(let s): "Image(source: \(s.name))"
        case .drawn(let d): "Image(size: \(d.points.width) x \(d.points.height), renderer:)"
        }
    }

    /// The decoded image, or what is wrong.
    func decoded() -> Result<ImageSource, SceneError> {
        func failure(_ message: String) -> Result<ImageSource, SceneError> {
            .failure(SceneError(path: label, message: message))
        }
        switch source {
        case .decoded(let s):
            return .success(s)
        case .drawn(let drawing):
            return drawing.rasterized()
        case .symbol(let name):
            return failure("a symbol (\(name)) is drawn from the icon font, not decoded")
        case .path(let path):
            do { return .success(try ImageCache.shared.source(at: path)) } catch { return failure("\(error)") }
        case .resource(let name):
            return Image(name).decoded()
        case .named(let name, let bundle):
            if let registered = ImageCache.shared.registered(name) { return .success(registered) }
            let folders =
                [bundle?.resourcePath].compactMap { $0 }
                + (ProcessInfo.processInfo.environment["HALO_IMAGE_PATH"] ?? "").split(separator: ":").map(String.init)
                + [FileManager.default.currentDirectoryPath]
            let names = [name, name + ".png", name + ".jpg", name + ".jpeg"]
            for folder in folders {
                for candidate in names {
                    let path = URL(fileURLWithPath: folder).appendingPathComponent(candidate).path
                    guard FileManager.default.fileExists(atPath: path) else { continue }
                    do { return .success(try ImageCache.shared.source(at: path)) } catch { return failure("\(error)") }
                }
            }
            return failure(
                "\(Self.notFound) '\(name)' (tried \(names.joined(separator: ", ")) in "
                    + (bundle == nil ? "" : "the bundle, ") + "HALO_IMAGE_PATH and the working directory)")
        }
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        if case .symbol(let name) = source { return symbolNodes(name) }
        if case .drawn(let drawing) = source {
            let natural = drawing.points
            let resizable = isResizable
            return [
                LayoutNode(
                    size: { p in resizable ? (p.width ?? natural.width, p.height ?? natural.height) : natural },
                    draw: { rect in drawing.items(in: rect) })
            ]
        }
        let image: ImageSource
        switch decoded() {
        case .success(let s): image = s
        case .failure(let e):
            switch source {
            case .resource(let name),
                .named(let name, _) where e.message.hasPrefix(Self.notFound):
                return placeholderNodes(name, "\(e.path): \(e.message)")
            default: break
            }
            Ambient.report(e.path, e.message)
            return [LayoutNode(size: { _ in (0, 0) }, draw: { _ in [] })]
        }
        let natural = (width: Double(image.width) / scale, height: Double(image.height) / scale)
        let tint = mode == .template ? Ambient.foregroundColor : nil
        let paint = ImagePaint(source: image, interpolation: interpolation == .none ? .none : .linear, tint: tint)
        let resizable = isResizable
        return [
            LayoutNode(
                size: { p in resizable ? (p.width ?? natural.width, p.height ?? natural.height) : natural },
                draw: { rect in [.draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: rect), paint: .image(paint)))] })
        ]
    }

    /// Whether it names an asset (`Image("name")`, `Image(.resource)`): one found nowhere is a placeholder.
    var isAsset: Bool {
        switch source {
        case .named, .resource: true
        default: false
        }
    }

    /// How the error of a named image found nowhere begins.
    static let notFound = "no image named"

    /// A missing asset image: `Color.missingAsset`, 100 x 100 points unless resizable.
    private func placeholderNodes(_ name: String, _ why: String) -> [LayoutNode] {
        Warning.once("asset-image:\(name)", "\(why): drawn as a placeholder (Color.missingAsset)")
        let resizable = isResizable
        let paint = Paint.solid(Color.missingAsset.rgba)
        return [
            LayoutNode(
                size: { p in resizable ? (p.width ?? 100, p.height ?? 100) : (100, 100) },
                draw: { rect in [.draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: rect), paint: paint))] })
        ]
    }
}
