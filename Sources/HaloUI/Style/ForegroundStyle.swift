import HaloCore

/// The foreground style in force, as SwiftUI's `ForegroundStyle` (`.foreground` where a shape
/// style is expected): the style `foregroundStyle(_:)` set around the view, black where none is.
public struct ForegroundStyle: ShapeStyle, Equatable {
    /// The foreground style.
    public init() {}

    /// The foreground style in force where the style is used (black where none is set).
    public var paint: Paint { Ambient.foreground ?? .solid(.black) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context, as SwiftUI's `ShapeStyle.foreground`.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A view whose shapes and text take a foreground style, as SwiftUI's `foregroundStyle(_:)`
/// and `foregroundColor(_:)` set it for everything inside that has no style of its own.
public struct ForegroundView<Content: View>: View, PrimitiveView {
    let content: Content
    let paint: Paint?
    /// A style read where the view is drawn rather than where it was made (`.tint`, `.secondary`).
    var drawTimeStyle: (any ShapeStyle)? = nil

    func nodes(_ time: Double) -> [LayoutNode] {
        let paint = drawTimeStyle?.paint ?? self.paint ?? Ambient.foreground
        let isTint = drawTimeStyle is TintShapeStyle || (self.paint == nil && Ambient.foregroundIsTint)
        return Ambient.$foreground.withValue(paint) {
            Ambient.$foregroundIsTint.withValue(isTint) { LayoutNode.nodes(of: content, time) }
        }
    }
}

extension View {
    /// Shapes drawn without a style, and text without a colour, inside the view take `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ForegroundView<Self> {
        // `.foreground` keeps the style in force around the view.
        ForegroundView(
            content: self, paint: style is ForegroundStyle ? nil : style.paint,
            drawTimeStyle: style is TintShapeStyle || style is HierarchicalShapeStyle ? style : nil)
    }

    /// The primary and secondary levels of the view's foreground, as SwiftUI's
    /// `foregroundStyle(_:_:)`: the primary draws everything that takes the foreground (Halo
    /// draws symbols and text in one level, so the secondary is accepted with no visible effect).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ForegroundView<Self>
    {
        ForegroundView(content: self, paint: primary.paint)
    }

    /// The three levels of the view's foreground, as SwiftUI's `foregroundStyle(_:_:_:)`: the
    /// primary draws (the secondary and tertiary are accepted, as for two levels).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ForegroundView<Self> {
        ForegroundView(content: self, paint: primary.paint)
    }

    /// The foreground colour of the view's shapes and text (nil: the one around it), as
    /// SwiftUI's deprecated `foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> ForegroundView<Self> {
        ForegroundView(content: self, paint: color?.paint)
    }
}

extension Text {
    /// The text in `color`, or the colour around it (nil), as SwiftUI's `foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Text {
        var t = self
        t.color = color?.rgba
        t.style = nil
        return t
    }
}

extension Paint {
    /// The one colour of a paint, for what takes one (text): a gradient's first stop.
    var leadingColor: RGBA {
        if case .solid(let c) = self { return c }
        return gradientStops?.first?.color ?? .black
    }
}
