/// A drop shadow, as SwiftUI's `shadow(color:radius:x:y:)`: the alpha of what a layer draws,
/// blurred, tinted and offset, drawn behind it.
///
/// Drawn as a layer of the same items with every paint tinted (`LayerItem.tinted(_:)`): each
/// keeps its alpha and takes the shadow's colour, so what they composite to is the shadow's
/// colour times their joint alpha, exactly; then blurred by `radius` and moved by (x, y).
public struct Shadow: Equatable, Sendable {
    /// The shadow's colour; its alpha scales the content's.
    public var color: RGBA
    /// The blur's standard deviation in points, as `blur(radius:)`'s; 0 is a sharp shadow.
    public var radius: Double
    /// How far right of the content the shadow falls, in points.
    public var x: Double
    /// How far below the content the shadow falls, in points.
    public var y: Double

    /// SwiftUI's default colour, `Color(.sRGBLinear, white: 0, opacity: 0.33)`: black (0 is 0
    /// in any transfer function) at alpha 0.33.
    public static let defaultColor = RGBA(0, 0, 0, 0.33)

    /// A shadow of `color` blurred by `radius`, moved by (x, y).
    public init(color: RGBA = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    /// The layer that draws this shadow of `items`: tinted, blurred, offset.
    public func layer(of items: [LayerItem]) -> Layer {
        Layer(
            items: items.map { $0.tinted(color) }, blur: radius,
            transform: DrawTransform(translate: Point(x, y)))
    }
}

extension Layer {
    /// The layer with its shadow drawn as its first item (and no `shadow` left).
    public var castingShadow: Layer {
        guard let shadow else { return self }
        var l = self
        l.shadow = nil
        l.items = [.layer(shadow.layer(of: items))] + items
        return l
    }
}

extension LayerItem {
    /// The item drawn in `tint`: every paint takes the tint's colour and keeps its alpha times
    /// the tint's; nested layers keep their opacity, blur, clip, transform and shadow (tinted).
    public func tinted(_ tint: RGBA) -> LayerItem {
        switch self {
        case .draw(var d):
            d.paint = d.paint.tinted(tint)
            return .draw(d)
        case .layer(var l):
            l.items = l.items.map { $0.tinted(tint) }
            if let inner = l.shadow?.color { l.shadow?.color = tint.opacity(inner.a) }
            return .layer(l)
        case .effect, .text:
            // Resolved before planning, where shadows are drawn (`DisplayList`).
            return self
        }
    }
}

extension Paint {
    /// The paint in `tint`'s colour, its alpha (per stop for a gradient) times the tint's; a
    /// shader, opaque, becomes the tint.
    public func tinted(_ tint: RGBA) -> Paint {
        switch self {
        case .solid(let c): return .solid(tint.opacity(c.a))
        case .harmonic: return .solid(tint)
        case .image(var i):
            // The image's alpha in the tint, times a template's own tint alpha.
            i.tint = tint.opacity(i.tint?.a ?? 1)
            return .image(i)
        case .mesh(var m):
            m.colors = m.colors.map { tint.opacity($0.a) }
            m.background = tint.opacity(m.background.a)
            return .mesh(m)
        default:
            let stops = gradientStops ?? []
            return replacingStops(
                stops.map { GradientStop(color: tint.opacity($0.color.a), location: $0.location) })
        }
    }
}

extension Shadow {
    /// The inner shadow of `items` (within `bounds`), to draw over them: the shadow's colour
    /// everywhere but where the items are (a cover less the items, by `destinationOut`), blurred
    /// and offset, kept where the items are (their alpha, as a mask). SwiftUI's inner shadow
    /// style: "blurring, tinting, inverting and offsetting" the content's alpha, "on top of" it.
    public func inner(of items: [LayerItem], bounds: Rect) -> Layer {
        let grow = 3 * radius + abs(x) + abs(y) + 1
        let cover = Draw(
            shape: Shape(
                kind: .rect,
                frame: Rect(
                    x: bounds.x - grow, y: bounds.y - grow, width: bounds.width + 2 * grow,
                    height: bounds.height + 2 * grow)),
            paint: .solid(color))
        var hole = Layer(items: items)
        hole.blendMode = .destinationOut
        let inverted = Layer(
            items: [.draw(cover), .layer(hole)], blur: radius,
            transform: DrawTransform(translate: Point(x, y), anchor: .zero))
        var inside = Layer(items: [.layer(inverted)])
        inside.mask = Layer(items: items)
        return inside
    }
}
