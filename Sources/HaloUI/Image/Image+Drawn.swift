import Foundation
import HaloCore
import HaloEffects

/// Images drawn by a closure into a `GraphicsContext`, as SwiftUI's
/// `Image(size:label:opaque:colorMode:renderer:)` (docs/semantics.md, "Images drawn by a
/// closure"): as a view, the drawing itself (vectors, on either backend); as a shader's
/// `.image` argument, its pixels, rasterized on the CPU by the renderer HaloRender registers.
extension Image {
    /// An image `size` points large whose content `renderer` draws, its origin at the image's
    /// top-left corner and anything outside the size cut off. `label` (accessibility), `opaque`
    /// and `colorMode` are accepted with no visible effect.
    public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        source = .drawn(Drawing(size: size, renderer: renderer))
        scale = 1
    }

    /// A closure's drawing of a given size.
    ///
    /// Sendable by hand, as SwiftUI's image is: the closure runs on the thread that lowers or
    /// renders the view that holds the image, never concurrently with itself.
    struct Drawing: @unchecked Sendable {
        let size: CGSize
        let renderer: (inout GraphicsContext) -> Void

        /// The size in points, each side finite and at least 0.
        var points: (width: Double, height: Double) {
            func side(_ v: CGFloat) -> Double { v.isFinite ? max(Double(v), 0) : 0 }
            return (side(size.width), side(size.height))
        }

        /// The drawing placed over `rect` (stretched from its own size), clipped to it.
        func items(in rect: Rect) -> [LayerItem] {
            let (w, h) = points
            guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { return [] }
            var context = GraphicsContext(sink: GraphicsContext.Sink(), size: CGSize(width: w, height: h))
            context.transform = CGAffineTransform(
                a: CGFloat(rect.width / w), b: 0, c: 0, d: CGFloat(rect.height / h), tx: CGFloat(rect.minX),
                ty: CGFloat(rect.minY))
            context.frame = rect
            LayoutNode.unflipped { renderer(&context) }
            guard !context.sink.items.isEmpty else { return [] }
            return [.layer(HaloCore.Layer(items: context.sink.items, clip: HaloCore.Shape(kind: .rect, frame: rect)))]
        }

        /// The drawing's pixels, one a point, or why there are none.
        func rasterized() -> Result<ImageSource, SceneError> {
            let (w, h) = points
            let label = "Image(size: \(w) x \(h), renderer:)"
            guard let rasterize = Rasterizer.shared.rasterize else {
                return .failure(
                    SceneError(path: label, message: "no rasterizer: its pixels are made by HaloRender's ViewRenderer"))
            }
            let (pw, ph) = (Int(w.rounded(.up)), Int(h.rounded(.up)))
            guard pw > 0, ph > 0, pw <= 16384, ph <= 16384 else {
                return .failure(SceneError(path: label, message: "the size must be 1 to 16384 points each way"))
            }
            let items = items(in: Rect(x: 0, y: 0, width: w, height: h))
            let scene = Scene(
                canvas: HaloCore.Canvas(width: Double(pw), height: Double(ph)), layers: [Layer(items: items)])
            do {
                let resolved = try EffectLibrary.resolve(scene, at: Ambient.time)
                let pixels = try rasterize(DisplayList(resolved))
                return .success(ImageSource(name: label, image: pixels))
            } catch {
                return .failure(SceneError(path: label, message: "\(error)"))
            }
        }
    }

    /// Where the pixels of images drawn by a closure are made: HaloRender sets it to the CPU
    /// renderer (HaloUI has no rasterizer of its own).
    package final class Rasterizer: @unchecked Sendable {
        /// The one rasterizer.
        package static let shared = Rasterizer()
        private let lock = NSLock()
        private var stored: (@Sendable (DisplayList) throws -> HaloCore.Image)?

        /// The function that renders a display list to pixels (nil: none registered).
        package var rasterize: (@Sendable (DisplayList) throws -> HaloCore.Image)? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
