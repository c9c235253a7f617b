import HaloCore

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: a drop shadow behind what the
/// style fills, or an inner shadow inside it.
public struct ShadowStyle: Equatable, Sendable {
    /// Behind the shape, or inside it.
    let inner: Bool
    /// The scene's shadow: colour, blur radius (sigma, points), offset.
    let shadow: Shadow

    /// "Drop shadows draw behind the source content by blurring, tinting and offsetting its
    /// per-pixel alpha values".
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(inner: false, shadow: Shadow(color: color.rgba, radius: Double(radius), x: Double(x), y: Double(y)))
    }

    /// Inner shadows draw on top of the source content "by blurring, tinting, inverting and
    /// offsetting its per-pixel alpha values".
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(inner: true, shadow: Shadow(color: color.rgba, radius: Double(radius), x: Double(x), y: Double(y)))
    }

    /// `item` with this shadow: in a layer that casts it, or followed by its inner shadow
    /// (`Shadow.inner(of:bounds:)`).
    func applied(to item: LayerItem, bounds: Rect) -> [LayerItem] {
        guard inner else { return [.layer(Layer(items: [item], shadow: shadow))] }
        return [item, .layer(shadow.inner(of: [item], bounds: bounds))]
    }
}

/// A shape style that casts a shadow (`ShapeStyle.shadow(_:)`).
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let style: ShadowStyle

    /// The base style's paint.
    public var paint: Paint { base.paint }
}

/// A shape style with a shadow (the marker `ShapeView` reads).
protocol ShadowCasting {
    var shadowStyle: ShadowStyle { get }
}

extension ShadowedShapeStyle: ShadowCasting {
    var shadowStyle: ShadowStyle { style }
}

extension ShapeStyle {
    /// This style casting `style`: a drop shadow behind what it fills, or an inner shadow inside.
    public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<Self> {
        ShadowedShapeStyle(base: self, style: style)
    }
}
