import HaloCore

/// A view whose shapes and text take a foreground style, as SwiftUI's `foregroundStyle(_:)`
/// and `foregroundColor(_:)` set it for everything inside that has no style of its own.
public struct ForegroundView<Content: View>: View, PrimitiveView {
    let content: Content
    let paint: Paint?

    /// None: an environment modifier is a primitive.
    public var body: Never { fatalError("ForegroundView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        FrameClock.$foreground.withValue(paint ?? FrameClock.foreground) { LayoutNode.nodes(of: content, time) }
    }
}

extension View {
    /// Shapes drawn without a style, and text without a colour, inside the view take `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ForegroundView<Self> {
        ForegroundView(content: self, paint: style.paint)
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
