/// A frame to render: a canvas and a display list of layers of draws. Plain data, no GL.
///
/// The JSON form is documented in docs/scene-format.md; `Scene.load(json:)` and
/// `SceneDocument` read it with errors that name the field, and `validate()` checks every
/// value.
public struct Scene: Equatable, Sendable {
    /// The frame's size, scale and background.
    public var canvas: Canvas
    /// The layers, back to front.
    public var layers: [Layer] { didSet { lineage = nil } }
    /// The document this scene is a frame of, where its frames differ only in their draws'
    /// opacities (`SceneDocument.scene(at:)`): two scenes of one lineage have the same draws,
    /// layers, paints and geometry, so planning one after the other compares only which draws
    /// are visible (`GeometryCache`). Any change to the layers clears it; the canvas is compared.
    package var lineage: SceneLineage?

    /// A scene of `layers` on `canvas`.
    public init(canvas: Canvas, layers: [Layer]) {
        self.canvas = canvas
        self.layers = layers
    }

    /// Equal canvases and layers (whatever their lineage).
    public static func == (a: Scene, b: Scene) -> Bool { a.canvas == b.canvas && a.layers == b.layers }

    /// The largest canvas side in pixels Halo renders.
    public static let maxPixelSize = 16384
    /// The largest magnitude of a coordinate, translation, radius or length, in points.
    public static let maxCoordinate = 1e6
    /// The most times a dash pattern may repeat along one outline.
    public static let maxDashRepeats = 1e5
    /// The largest sweep of a path arc, in radians (16 turns).
    public static let maxArcSweep = 32 * Double.pi
}

/// The canvas: size in points, pixels per point, and the colour under everything.
public struct Canvas: Equatable, Sendable {
    /// Width, points.
    public var width: Double
    /// Height, points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The colour under everything (`.clear`: transparent).
    public var background: RGBA

    /// A canvas of `width` x `height` points.
    public init(width: Double, height: Double, scale: Double = 1, background: RGBA = .clear) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }

    /// The size in pixels: points x scale, rounded to the nearest pixel.
    public var pixelWidth: Int { Int(clamping: (width * scale).rounded(), to: 0...Int(Int32.max)) }
    /// The size in pixels: points x scale, rounded.
    public var pixelHeight: Int { Int(clamping: (height * scale).rounded(), to: 0...Int(Int32.max)) }
}

/// A group of items drawn in order, then its modifiers: blur, then clip, then opacity, then
/// its blend mode with what lies behind it.
///
/// A layer with no modifier draws its items straight into its parent. Otherwise its items are
/// drawn offscreen (over their bounds grown by 3 sigma), blurred, clipped, faded and composited
/// source-over. The transform applies to everything inside, clip shape included (it is pushed
/// down to the geometry, so it never resamples pixels).
public struct Layer: Equatable, Sendable {
    /// What the layer draws, back to front: draws, nested layers, effects and text.
    public var items: [LayerItem]
    /// 0...1.
    public var opacity: Double
    /// Gaussian standard deviation in points (SwiftUI's `blur(radius:)`); 0 is none.
    public var blur: Double
    /// Keeps only what lies inside this shape (after the blur).
    public var clip: Shape?
    /// The layer's transform; its anchor is in unit coordinates of the canvas.
    public var transform: DrawTransform
    /// A drop shadow its items cast, drawn behind them inside the layer (under its transform,
    /// opacity, blur and clip).
    public var shadow: Shadow?
    /// How its colour combines with what its parent drew before it (source-over: `.normal`).
    public var blendMode: BlendMode = .normal
    /// A colour filter on its pixels after the blur, before clip, opacity and mask (SwiftUI's
    /// `hueRotation`, `saturation` ...); nil for none.
    public var colorMatrix: ColorMatrix? = nil
    /// A projective map its content goes through before `transform`'s parent sees it (SwiftUI's
    /// `rotation3DEffect` and `projectionEffect`); nil for none.
    public var projection: Projection? = nil
    /// A shader over its pixels after the blur, before the colour filter (SwiftUI's
    /// `colorEffect`, `distortionEffect`, `layerEffect`); nil for none.
    public var shaderEffect: ShaderEffect? = nil
    /// Keeps the layer's pixels in proportion to this layer's alpha at each pixel (SwiftUI's
    /// `mask(alignment:_:)`), in the layer's coordinates; nil for none.
    public var mask: Layer? {
        get { masks.first }
        set { masks = newValue.map { [$0] } ?? [] }
    }
    /// Whether the layer is drawn offscreen even with no modifier (SwiftUI's `compositingGroup()`):
    /// blend modes inside combine with its own content only.
    public var isGroup = false
    /// `mask`'s storage (a layer cannot hold a layer but through an array).
    private var masks: [Layer] = []

    /// A layer of `items`, with SwiftUI's modifiers as values: opacity, blur(radius:), clipShape,
    /// a transform and a shadow.
    public init(
        items: [LayerItem] = [], opacity: Double = 1, blur: Double = 0, clip: Shape? = nil,
        transform: DrawTransform = DrawTransform(), shadow: Shadow? = nil
    ) {
        self.items = items
        self.opacity = opacity
        self.blur = blur
        self.clip = clip
        self.transform = transform
        self.shadow = shadow
    }

    /// A layer of draws only.
    public init(draws: [Draw]) { self.init(items: draws.map(LayerItem.draw)) }

    /// The draws directly inside (not in nested layers or effects).
    public var draws: [Draw] {
        items.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    /// The draws inside, nested layers' included, in drawing order (not effects' or text's:
    /// resolve those first).
    public var allDraws: [Draw] {
        items.flatMap { item -> [Draw] in
            switch item {
            case .draw(let d): return [d]
            case .layer(let l): return l.allDraws
            case .effect, .text: return []
            }
        }
    }

    /// Whether the layer needs an offscreen pass.
    public var isolated: Bool {
        opacity < 1 || blur > 0 || clip != nil || blendMode != .normal || mask != nil || colorMatrix != nil
            || shaderEffect != nil || isGroup
    }
}

/// One entry of a layer: a draw, a nested layer, or an effect that expands into layers at a time.
public indirect enum LayerItem: Equatable, Sendable {
    case draw(Draw)
    case layer(Layer)
    case effect(EffectItem)
    /// Text, laid out and turned into glyph draws by HaloText before planning.
    case text(TextItem)

    /// The item with `change` applied to every draw in it, nested layers' included (effects
    /// and text, not yet draws, as they are).
    public func mappingDraws(_ change: (Draw) -> Draw) -> LayerItem {
        switch self {
        case .draw(let d): return .draw(change(d))
        case .layer(var l):
            l.items = l.items.map { $0.mappingDraws(change) }
            return .layer(l)
        case .effect, .text: return self
        }
    }
}

/// An effect placed in a scene: its name and its parameters as written. HaloEffects turns it
/// into layers for a given time.
public struct EffectItem: Equatable, Sendable {
    /// The effect's name (either spelling, `EffectLibrary`).
    public var name: String
    /// Its parameters as the scene gives them.
    public var parameters: [String: JSONValue]

    /// The effect `name` with `parameters`.
    public init(name: String, parameters: [String: JSONValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}

/// What a draw does with its shape.
public enum Operation: String, Codable, CaseIterable, Sendable {
    /// Fill the inside (nonzero winding).
    case fill
    /// Stroke centred on the outline.
    case stroke
    /// Stroke the outline inset by half the line width, so the stroke stays inside the frame.
    case strokeBorder
}

/// A draw's transform: scale and rotate about an anchor, then translate (SwiftUI's
/// `scaleEffect`, `rotationEffect`, `offset`).
public struct DrawTransform: Equatable, Sendable {
    /// Offset in points.
    public var translate: Point = .zero
    /// Rotation in degrees, clockwise on screen.
    public var rotate: Double = 0
    /// Scale factor across, and down too unless `scaleY` is given; negative mirrors.
    public var scale: Double = 1
    /// The scale down, for SwiftUI's `scaleEffect(x:y:)`; nil: `scale`.
    public var scaleY: Double? = nil
    /// The fixed point of rotation and scale, in unit coordinates of the shape's frame.
    public var anchor: Point = Point(0.5, 0.5)

    /// A transform: scale and rotate about `anchor`, then translate.
    public init(
        translate: Point = .zero, rotate: Double = 0, scale: Double = 1, scaleY: Double? = nil,
        anchor: Point = Point(0.5, 0.5)
    ) {
        self.translate = translate
        self.rotate = rotate
        self.scale = scale
        self.scaleY = scaleY
        self.anchor = anchor
    }

    /// The scale down.
    public var verticalScale: Double { scaleY ?? scale }

    /// The scale of lengths in every direction alike: `scale`'s size, or the geometric mean of
    /// the two sizes for a non-uniform one (what a blur under it is scaled by: docs/semantics.md).
    public var meanScale: Double { scaleY.map { abs(scale * $0).squareRoot() } ?? abs(scale) }

    /// The affine map from the shape's local points to canvas points.
    public func matrix(frame: Rect) -> Transform2D {
        let a = frame.point(unit: anchor)
        return Transform2D.translation(a.x + translate.x, a.y + translate.y)
            .concatenating(after: .rotation(rotate * Double.pi / 180))
            .concatenating(after: .scale(scale, verticalScale))
            .concatenating(after: .translation(-a.x, -a.y))
    }
}

/// One shape drawn with one operation and one paint.
public struct Draw: Equatable, Sendable {
    /// What is drawn.
    public var shape: Shape
    /// The stroke's style.
    public var style: StrokeStyle
    /// A colour, a gradient or the harmonic shader.
    public var paint: Paint
    /// Fill, stroke or strokeBorder. (After the paint, in the byte its tag leaves: a draw is copied
    /// several times a frame, and padding with it.)
    public var operation: Operation
    /// Scale and rotation about the anchor, then translation.
    public var transform: DrawTransform
    /// Multiplies the paint's alpha.
    public var opacity: Double
    /// SwiftUI's `trim(from:to:)`: the part of the outline between these fractions of its
    /// length (0, 1: all of it). On a closed outline, fractions outside 0...1 wrap past the start.
    public var trimFrom: Double
    /// Where the trimmed outline ends, a fraction of its length.
    public var trimTo: Double

    /// A draw: SwiftUI's `shape.fill(paint)`, `.stroke(paint, style:)` or `.strokeBorder`, with
    /// `.trim(from:to:)`, opacity and a transform.
    public init(
        shape: Shape, operation: Operation = .fill, style: StrokeStyle = StrokeStyle(),
        paint: Paint, transform: DrawTransform = DrawTransform(), opacity: Double = 1,
        trimFrom: Double = 0, trimTo: Double = 1
    ) {
        self.shape = shape
        self.operation = operation
        self.style = style
        self.paint = paint
        self.transform = transform
        self.opacity = opacity
        self.trimFrom = trimFrom
        self.trimTo = trimTo
    }

    /// Whether the draw keeps only part of its outline.
    public var isTrimmed: Bool { trimFrom != 0 || trimTo != 1 }
}

/// A problem with a scene, naming where it is ("layers[0].draws[2].style.lineWidth").
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file the scene came from, when there is one.
    public var file: String?
    /// The path of the bad field, or "" for the whole document.
    public var path: String
    /// What is wrong.
    public var message: String

    /// A problem with the field at `path` of `file`.
    public init(file: String? = nil, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// "FILE: PATH: MESSAGE".
    public var description: String {
        let place = [file, path.isEmpty ? nil : path].compactMap { $0 }.joined(separator: ": ")
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
