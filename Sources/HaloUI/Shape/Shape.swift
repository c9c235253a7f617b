import Foundation
import HaloCore

/// An outline that fills the rectangle it is given, as SwiftUI's `Shape` (every HaloUI shape is
/// also an `InsettableShape`: `strokeBorder` works on all). Drawn as it is, a shape is filled
/// with the foreground style (black by default); `fill`, `stroke` and `strokeBorder` give it a
/// style.
///
/// A shape of your own implements SwiftUI's requirement:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// A shape is `Animatable`, as SwiftUI's: one that declares `animatableData` (with no
/// `Animatable` of its own) animates it, its path drawn at each frame's presented value; one that
/// declares none has `EmptyAnimatableData` (docs/semantics.md, "Animatable shapes").
public protocol Shape: Animatable, View, Sendable {
    /// The outline in a rectangle whose origin is the shape's top-left corner (points, y down).
    func path(in rect: CGRect) -> Path
}

extension Shape where AnimatableData == EmptyAnimatableData {
    /// Nothing: a shape that declares no `animatableData` does not animate (SwiftUI's default).
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A shape HaloUI outlines with the scene's own kinds (exact circles, rounded rectangles,
/// capsules), which strokes inset and gradients frame exactly.
protocol SceneShape {
    /// The outline in a rectangle of the canvas.
    func outline(in rect: Rect) -> HaloCore.Shape
}

extension Path {
    /// The path of a scene shape's outline.
    init(scene shape: HaloCore.Shape) {
        self.init(contours: shape.kind == .path ? shape.contours : shape.outline().map { [$0] } ?? [])
    }
}

extension Shape {
    /// The outline in a rectangle of the canvas: a built-in shape's own, or the path a shape of
    /// one's own makes for a rectangle of that size, moved to the rectangle.
    func sceneShape(in rect: Rect) -> HaloCore.Shape {
        if let shape = self as? any SceneShape { return shape.outline(in: rect) }
        // A shape's own code may walk its rectangle (`stride(from: 0, to: rect.width, by: 2)`): an
        // infinite one would never end, so it gets none, and draws nothing.
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else {
            Warning.once("shape-infinite-rect", "a \(Self.self) offered an infinite rectangle draws nothing")
            return Path().outline(in: Rect(x: 0, y: 0, width: 0, height: 0))
        }
        return path(in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height)).outline(in: rect)
    }

    /// The shape filled with the foreground style (the label colour unless `foregroundStyle` sets one).
    public var body: ShapeView<Self> {
        var view = fill(Color.black)
        view.takesForeground = true
        return view
    }

    /// The shape filled with the foreground style, as SwiftUI's `fill(style:)` with its default
    /// content (`.foreground`): the same as the shape drawn as a view.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self> { body }

    /// The shape filled with a colour or a gradient; a stroked shape (`stroke(style:)`) is
    /// filled along its stroke.
    public func fill<S: ShapeStyle>(_ content: S) -> ShapeView<Self> {
        let drawing = ShapeDrawing.of(self)
        return ShapeView(
            shape: self, operation: drawing.stroke == nil ? .fill : .stroke, style: drawing.stroke ?? StrokeStyle(),
            content: content, trim: drawing.trim)
    }

    /// The outline stroked `lineWidth` wide, centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: Double(lineWidth)))
    }

    /// The outline stroked with a style (width, caps, joins, dashes), centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, operation: .stroke, style: style, content: content, trim: ShapeDrawing.of(self).trim)
    }

    /// The outline stroked inside the shape: inset by half the width, as `InsettableShape`'s.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: Double(lineWidth)))
    }

    /// The outline stroked inside the shape with a style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(
            shape: self, operation: .strokeBorder, style: style, content: content, trim: ShapeDrawing.of(self).trim)
    }

    /// The stroke of the outline as a shape of its own, to fill: SwiftUI's `stroke(style:)`.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> { StrokedShape(base: self, style: style) }

    /// The stroke of the outline, `lineWidth` wide, as a shape to fill.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: Double(lineWidth)))
    }

    /// The part of the outline from `from` to `to` (fractions of its length, from its start).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: Double(from), to: Double(to))
    }
}

/// What shape modifiers add to an outline: a trim, a stroke to fill.
struct ShapeDrawing {
    var trim: (from: Double, to: Double) = (0, 1)
    var stroke: StrokeStyle?

    /// What `shape`'s modifiers add (nothing for a plain shape).
    static func of<S: Shape>(_ shape: S) -> ShapeDrawing {
        (shape as? any ModifiedShape)?.drawing ?? ShapeDrawing()
    }
}

/// A shape that modifies the outline of another.
protocol ModifiedShape {
    /// The trim and stroke, the wrapped shape's included.
    var drawing: ShapeDrawing { get }
}

/// The part of a shape's outline between two fractions of its length, as SwiftUI's
/// `trim(from:to:)`.
public struct TrimmedShape<Base: Shape>: Shape, SceneShape, ModifiedShape {
    let base: Base
    let from: Double
    let to: Double

    /// The wrapped shape's path (the trim applies when it is drawn).
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    func outline(in rect: Rect) -> HaloCore.Shape { base.sceneShape(in: rect) }

    var drawing: ShapeDrawing {
        var d = ShapeDrawing.of(base)
        d.trim = (from, to)
        return d
    }
}

/// A shape's stroke as a shape to fill, as SwiftUI's `stroke(style:)` on a shape.
public struct StrokedShape<Base: Shape>: Shape, SceneShape, ModifiedShape {
    let base: Base
    let style: StrokeStyle

    /// The wrapped shape's path (stroked when it is drawn).
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    func outline(in rect: Rect) -> HaloCore.Shape { base.sceneShape(in: rect) }

    var drawing: ShapeDrawing {
        var d = ShapeDrawing.of(base)
        d.stroke = style
        return d
    }
}

/// A shape drawn with a style: one draw of the scene, filling the space it is offered (10 x 10
/// points where the offer leaves a dimension open, as SwiftUI's shapes).
public struct ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    let operation: HaloCore.Operation
    let style: StrokeStyle
    let paint: Paint
    let trim: (from: Double, to: Double)
    /// Whether it is filled with the foreground style in force (a shape drawn without a style).
    var takesForeground = false
    /// The shadow its style casts (`ShapeStyle.shadow(_:)`), if any.
    var shadow: ShadowStyle? = nil

    func nodes(_ time: Double) -> [LayoutNode] {
        let shape = (self.shape as? any Animatable).map { ShapeView.presented($0) as! Content } ?? self.shape
        let own = takesForeground ? Ambient.foreground ?? .solid(Ambient.labelColor) : self.paint
        let paint = ViewRuntime.animated(own, .paint)
        let ends = ViewRuntime.animated(AnimatablePair(trim.from, trim.to), .trim)
        let trim = (from: ends.first, to: ends.second)
        var style = self.style
        style.lineWidth = ViewRuntime.animated(style.lineWidth, .lineWidth)
        let shadow = self.shadow
        return [
            LayoutNode(
                size: { ($0.width ?? 10, $0.height ?? 10) },
                draw: { rect in
                    let item = LayerItem.draw(
                        Draw(
                            shape: shape.sceneShape(in: rect), operation: operation, style: style, paint: paint,
                            trimFrom: trim.from, trimTo: trim.to))
                    return shadow.map { $0.applied(to: item, bounds: rect) } ?? [item]
                })
        ]
    }

    /// An animatable shape with its data at its presentation value.
    static func presented<A: Animatable>(_ shape: A) -> A { ViewRuntime.animatedData(shape) }
}

extension ShapeView {
    /// `shape` drawn with a style: its paint, and the shadow it casts (`ShapeStyle.shadow(_:)`).
    init<S: ShapeStyle>(
        shape: Content, operation: HaloCore.Operation, style: StrokeStyle, content: S,
        trim: (from: Double, to: Double)
    ) {
        self.init(shape: shape, operation: operation, style: style, paint: content.paint, trim: trim)
        shadow = (content as? any ShadowCasting)?.shadowStyle
        // `.foreground` is the style in force where the shape is lowered, not where it is written.
        takesForeground = content is ForegroundStyle
    }
}
