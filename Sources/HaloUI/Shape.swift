import HaloCore

/// An outline that fills the rectangle it is given, as SwiftUI's `Shape` (every HaloUI shape is
/// also an `InsettableShape`: `strokeBorder` works on all). Drawn as it is, a shape is filled
/// black; `fill`, `stroke` and `strokeBorder` give it a style.
public protocol Shape: View {
    /// The outline in a rectangle (points, y down).
    func outline(in rect: Rect) -> HaloCore.Shape
}

extension Shape {
    /// The shape filled black (SwiftUI's default foreground).
    public var body: ShapeView<Self> { fill(Color.black) }

    /// The shape filled with a colour or a gradient.
    public func fill<S: ShapeStyle>(_ content: S) -> ShapeView<Self> {
        ShapeView(shape: self, operation: .fill, style: StrokeStyle(), paint: content.paint)
    }

    /// The outline stroked `lineWidth` wide, centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with a style (width, caps, joins, dashes), centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, operation: .stroke, style: style, paint: content.paint)
    }

    /// The outline stroked inside the shape: inset by half the width, as `InsettableShape`'s.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked inside the shape with a style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, operation: .strokeBorder, style: style, paint: content.paint)
    }
}

/// A shape drawn with a style: one draw of the scene, filling the space it is offered (10 x 10
/// points where the offer leaves a dimension open, as SwiftUI's shapes).
public struct ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    let operation: Operation
    let style: StrokeStyle
    let paint: Paint

    /// None: a styled shape is a primitive.
    public var body: Never { fatalError("ShapeView has no body") }

    func nodes() -> [LayoutNode] {
        [
            LayoutNode(
                size: { ($0.width ?? 10, $0.height ?? 10) },
                draw: { rect in
                    [.draw(Draw(shape: shape.outline(in: rect), operation: operation, style: style, paint: paint))]
                })
        ]
    }
}
