import Foundation
import HaloCore
import HaloEffects

/// Where a `Canvas` or a `TextRenderer` draws, as SwiftUI's `GraphicsContext`: fills and strokes
/// of paths with shadings, text, images, and a text renderer's lines, runs and glyphs, under a
/// transform, opacity, blend mode, clips and filters that apply to what is drawn after they are
/// set.
///
/// A context is a value: a copy has its own state and draws into the same canvas. Each drawing
/// operation becomes the scene's items (a draw, in layers for the state it needs), so Canvas
/// output renders, animates and is checked as any view's. A text renderer's context draws its
/// glyphs through `TextPen`, as the built-in text effects do (uniform scales only).
public struct GraphicsContext {
    /// Where the drawing goes: shared by the copies of one context.
    final class Sink {
        var items: [LayerItem] = []
    }

    /// How colours combine with what is already drawn (SwiftUI's `GraphicsContext.BlendMode`).
    public typealias BlendMode = HaloCore.BlendMode

    /// What fills or strokes a path (SwiftUI's `GraphicsContext.Shading`); gradients' points are
    /// in the context's coordinates.
    public struct Shading: Sendable {
        let make: @Sendable (Rect) -> Paint

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading { _ in .solid(color.rgba) } }

        /// The foreground style where the canvas is (black where none is set).
        public static var foreground: Shading { Shading { _ in Ambient.foreground ?? .solid(.black) } }

        /// A shape style (a colour or a gradient, placed in the filled path's bounds).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            let paint = style.paint
            return Shading { _ in paint }
        }

        /// A shader's colour at each pixel, as SwiftUI's `shader(_:bounds:)`: the function,
        /// `half4 name(float2 position, args...)`, gets the context's coordinates; `bounds` is what
        /// `.boundingRect` gives it (Halo passes (0, 0, maxX, maxY) of it: positions start at the
        /// context's origin).
        public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading {
            let paint = shader.paint
            let b = Rect(bounds)
            return Shading { _ in
                guard case .shader(var effect) = paint else { return paint }
                effect.bounds = Rect(x: 0, y: 0, width: max(b.maxX, 0), height: max(b.maxY, 0))
                return .shader(effect)
            }
        }

        /// A linear gradient from `startPoint` to `endPoint`.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            let stops = gradient.sceneStops
            return Shading { frame in
                .linear(stops: stops, start: frame.unit(of: Point(startPoint)), end: frame.unit(of: Point(endPoint)))
            }
        }

        /// A radial gradient about `center`, from `startRadius` to `endRadius` points.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            let stops = gradient.sceneStops
            return Shading { frame in
                .radial(
                    stops: stops, center: frame.unit(of: Point(center)), startRadius: Double(startRadius),
                    endRadius: Double(endRadius))
            }
        }

        /// A conic gradient about `center`, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            let stops = gradient.sceneStops
            return Shading { frame in
                .angular(
                    stops: stops, center: frame.unit(of: Point(center)), startAngle: angle.degrees,
                    endAngle: angle.degrees + 360)
            }
        }
    }

    /// Gradient options (accepted; Halo's gradients pad with their end colours).
    public struct GradientOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// A filter on what is drawn after it is added (SwiftUI's `GraphicsContext.Filter`): its
    /// factories are in `GraphicsContext+Filter.swift`.
    public struct Filter: Equatable, Sendable {
        /// What the filter does.
        enum Kind: Equatable, Sendable {
            /// A Gaussian blur of standard deviation `radius` points.
            case blur(Double)
            /// A drop shadow behind what is drawn.
            case shadow(color: RGBA, radius: Double, x: Double, y: Double)
            /// A colour matrix on the pixels.
            case colorMatrix(ColorMatrix)
            /// Pixels whose alpha is at least `min` become `color`, the rest transparent.
            case alphaThreshold(min: Double, max: Double, color: RGBA)
            /// A shader run as a colour effect, a distortion or a layer effect.
            case shader(Shader, ShaderEffectKind, maxSampleOffset: CGSize)
        }

        let kind: Kind
    }

    let sink: Sink
    /// A text renderer's drawing state (its opacity is the context's); nil for a Canvas's.
    var pen: TextPen? = nil
    /// The canvas's size in points.
    let size: CGSize
    /// The canvas's frame in the scene (what a shader filter's bounds are); a text renderer's:
    /// the text's frame.
    var frame: Rect
    /// How far past `frame` a text renderer's drawing may reach (its glyphs moved, blurred): the
    /// points a shader filter's region grows by on each side (0 for a Canvas, which its frame
    /// holds).
    var reach = 0.0
    /// The map from the context's coordinates to the canvas's.
    public var transform = CGAffineTransform.identity
    /// Multiplies the alpha of what is drawn after it is set (setting it replaces the last value);
    /// drawn clamped into 0...1 (docs/semantics.md, "Opacity out of range").
    public var opacity: Double {
        get { pen?.opacity ?? canvasOpacity }
        set {
            if pen != nil { pen!.opacity = newValue } else { canvasOpacity = newValue }
        }
    }
    private var canvasOpacity: Double = 1
    /// How what is drawn after it is set combines with what is there.
    public var blendMode: BlendMode = .normal
    /// Clip shapes in the canvas's coordinates, and filters, for what is drawn after them.
    var clips: [Clip] = []
    var filters: [Filter] = []
    /// The canvas's symbol views, by tag (`resolveSymbol(id:)`).
    var symbols: [AnyHashable: LayoutNode] = [:]

    /// A Canvas's context of `size` points.
    init(sink: Sink, size: CGSize) {
        self.sink = sink
        self.size = size
        frame = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    }

    /// A text renderer's context for text in `frame` (its size and symbols empty) whose drawing
    /// may reach `reach` points past it.
    init(sink: Sink, text frame: Rect, reach: Double) {
        self.sink = sink
        size = .zero
        self.frame = frame
        self.reach = reach
        pen = TextPen()
    }

    /// Moves the coordinates by (x, y).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
        pen?.translateBy(x: Double(x), y: Double(y))
    }

    /// Scales the coordinates by x across and y down (a text renderer's must be uniform).
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        if pen != nil {
            guard x == y else {
                Ambient.report(
                    "textRenderer", "scaleBy(x: \(x), y: \(y)): Halo draws uniform scales only (x equal to y)")
                return
            }
            pen!.scaleBy(Double(x))
        }
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns the coordinates by `angle` (clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }

    /// Applies `matrix` to the coordinates before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Keeps what is drawn after it inside `path` (nonzero winding), as the transform places it
    /// now; with `.inverse`, outside it (docs/semantics.md, "Canvas: inverse clips").
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let m = transform.scene
        let shape = HaloCore.Shape(contours: path.contours.map { $0.transformed(by: m) })
        clips.append(Clip(shape: shape, isInverse: options.contains(.inverse)))
    }

    /// How a clip shape is read, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shape's coverage inverted: drawing is kept where the shape is not (1 - alpha).
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// A clip shape in the canvas's coordinates, kept inside or (`isInverse`) outside.
    struct Clip {
        let shape: HaloCore.Shape
        let isInverse: Bool

        /// `items` clipped: a clip layer, or for an inverse clip a layer masked by a cover of
        /// `bounds` (grown by its size each way, for drawing past the canvas) less the shape.
        func applied(to items: [LayerItem], bounds: Rect) -> LayerItem {
            guard isInverse else { return .layer(HaloCore.Layer(items: items, clip: shape)) }
            let grow = max(bounds.width, bounds.height, 1)
            let cover = Rect(
                x: bounds.x - grow, y: bounds.y - grow, width: bounds.width + 2 * grow,
                height: bounds.height + 2 * grow)
            var hole = HaloCore.Layer(items: [.draw(Draw(shape: shape, paint: .solid(RGBA(1, 1, 1, 1))))])
            hole.blendMode = .destinationOut
            var clipped = HaloCore.Layer(items: items)
            clipped.mask = HaloCore.Layer(items: [
                .draw(Draw(shape: HaloCore.Shape(kind: .rect, frame: cover), paint: .solid(RGBA(1, 1, 1, 1)))),
                .layer(hole),
            ])
            return .layer(clipped)
        }
    }

    /// Adds a filter to what is drawn after it; the filters added later apply first (nearest the
    /// drawing), so `alphaThreshold` added before `blur` thresholds the blurred drawing. In a
    /// text renderer's context a blur goes to its pen (each glyph draw blurred) and the other
    /// filters apply to each run or glyph drawn, outside its blurs (docs/semantics.md,
    /// "Text renderer filters").
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        guard pen != nil, case .blur(let radius) = filter.kind else { return filters.append(filter) }
        guard radius.isFinite, radius >= 0 else {
            Ambient.report("textRenderer", "blur radius must be a finite number >= 0, got \(radius)")
            return
        }
        pen!.blurs.append(radius)
    }

    /// Filter options (accepted).
    public struct FilterOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Fills `path` with `shading` (nonzero winding; an even-odd `FillStyle` is drawn nonzero).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let shape = HaloCore.Shape(contours: path.contours)
        emit([.draw(Draw(shape: shape, paint: shading.make(shape.frame)))])
    }

    /// Strokes `path` with `shading` in `style` (its width in the context's coordinates).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let shape = HaloCore.Shape(contours: path.contours)
        emit([.draw(Draw(shape: shape, operation: .stroke, style: style, paint: shading.make(shape.frame)))])
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: Double(lineWidth)))
    }

    /// Draws `text` with its anchor point (unit coordinates of its size) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let node = LayoutNode.of(text, Ambient.time)
        let s = node.size(ProposedSize(width: nil, height: nil))
        let origin = Point(Double(point.x) - s.width * anchor.x, Double(point.y) - s.height * anchor.y)
        emit(node.draw(Rect(x: origin.x, y: origin.y, width: s.width, height: s.height)))
    }

    /// Draws `text` laid out in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        let node = LayoutNode.of(text, Ambient.time)
        let s = node.size(ProposedSize(width: Double(rect.width), height: Double(rect.height)))
        emit(node.draw(Rect(x: Double(rect.minX), y: Double(rect.minY), width: s.width, height: s.height)))
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        emit(LayoutNode.of(image.resizable(), Ambient.time).draw(Rect(rect)))
    }

    /// Draws `image` at its own size with its anchor point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let node = LayoutNode.of(image, Ambient.time)
        let s = node.size(ProposedSize(width: nil, height: nil))
        emit(
            node.draw(
                Rect(
                    x: Double(point.x) - s.width * anchor.x, y: Double(point.y) - s.height * anchor.y, width: s.width,
                    height: s.height)))
    }

    /// Draws what `content` draws into a new context as one layer, to which this context's
    /// opacity, blend mode, clips and filters apply together (its transform carries into it).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(sink: Sink(), size: size)
        inner.frame = frame
        inner.transform = transform
        inner.symbols = symbols
        try content(&inner)
        emit(inner.sink.items, transformed: false)
    }

    /// Adds items drawn in the context's coordinates (`transformed`) or the canvas's, under the
    /// context's filters, clips, opacity and blend mode.
    func emit(_ items: [LayerItem], transformed: Bool = true) {
        guard !items.isEmpty else { return }
        var items = items
        if transformed, !transform.isIdentity {
            guard let mapped = HaloCore.Layer.affine(items, transform.scene) else {
                Ambient.report("Canvas", "a transform that is not finite is not drawn")
                return
            }
            items = [.layer(mapped)]
        }
        // The filter added last is nearest the drawing: applied first (docs/semantics.md, "Canvas").
        for filter in filters.reversed() { items = filter.applied(to: items, bounds: frame) }
        for clip in clips { items = [clip.applied(to: items, bounds: frame)] }
        let alpha = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        if alpha < 1 || blendMode != .normal {
            var layer = HaloCore.Layer(items: items, opacity: alpha)
            layer.blendMode = blendMode
            items = [.layer(layer)]
        }
        sink.items += items
    }
}

/// How a path is filled, as SwiftUI's `FillStyle` (Halo fills with nonzero winding).
public struct FillStyle: Equatable, Sendable {
    /// Even-odd filling (accepted; drawn nonzero: docs/library.md).
    public var isEOFilled: Bool
    /// Antialiasing (always on).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Rect {
    /// A point's unit coordinates in this rectangle (0 where a side is flat).
    func unit(of p: Point) -> Point {
        Point(width > 0 ? (p.x - x) / width : 0, height > 0 ? (p.y - y) / height : 0)
    }
}
