import Foundation
import HaloCore

/// SwiftUI's `GraphicsContext.Filter` factories: blurs, shadows, colour filters (the view
/// modifiers' matrices), the alpha threshold and shaders (docs/semantics.md, "Canvas").
extension GraphicsContext.Filter {
    /// A Gaussian blur of standard deviation `radius` points (as `blur(radius:)`).
    public static func blur(radius: CGFloat) -> Self { Self(kind: .blur(Double(radius))) }

    /// A drop shadow behind what is drawn (as `shadow(color:radius:x:y:)`); `blendMode` and
    /// `options` are accepted (the shadow is drawn normally, behind the drawing).
    public static func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
        blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = []
    ) -> Self {
        Self(kind: .shadow(color: color.rgba, radius: Double(radius), x: Double(x), y: Double(y)))
    }

    /// Hues turned by `angle` (as `hueRotation(_:)`).
    public static func hueRotation(_ angle: Angle) -> Self {
        Self(kind: .colorMatrix(.hueRotation(degrees: angle.degrees)))
    }

    /// Saturation scaled by `amount` (as `saturation(_:)`).
    public static func saturation(_ amount: Double) -> Self { Self(kind: .colorMatrix(.saturation(amount))) }

    /// `amount` added to each colour component (as `brightness(_:)`).
    public static func brightness(_ amount: Double) -> Self { Self(kind: .colorMatrix(.brightness(amount))) }

    /// Contrast scaled by `amount` about mid-grey (as `contrast(_:)`).
    public static func contrast(_ amount: Double) -> Self { Self(kind: .colorMatrix(.contrast(amount))) }

    /// Colour drained by `amount` (as `grayscale(_:)`).
    public static func grayscale(_ amount: Double) -> Self { Self(kind: .colorMatrix(.grayscale(amount))) }

    /// Colours multiplied by `color`'s (as `colorMultiply(_:)`).
    public static func colorMultiply(_ color: Color) -> Self { Self(kind: .colorMatrix(.multiply(color.rgba))) }

    /// Colours inverted by `amount` (1 fully: c becomes 1 - c; 0 unchanged; between, the mix).
    public static func colorInvert(_ amount: Double = 1) -> Self {
        let a = min(max(amount, 0), 1)
        let k = 1 - 2 * a
        return Self(kind: .colorMatrix(ColorMatrix([k, 0, 0, 0, a, 0, k, 0, 0, a, 0, 0, k, 0, a, 0, 0, 0, 1, 0])))
    }

    /// Black, with the colour's luminance as alpha (as `luminanceToAlpha()`).
    public static var luminanceToAlpha: Self { Self(kind: .colorMatrix(.luminanceToAlpha)) }

    /// Pixels whose alpha lies in `min...max` replaced by `color`, the others transparent, as
    /// SwiftUI's `alphaThreshold(min:max:color:)` (the metaball filter: a blur, then this).
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Self {
        Self(kind: .alphaThreshold(min: min, max: max, color: color.rgba))
    }

    /// The pixels recoloured by `shader`, as `colorEffect(_:)`.
    public static func colorShader(_ shader: Shader) -> Self {
        Self(kind: .shader(shader, .color, maxSampleOffset: .zero))
    }

    /// The pixels moved by `shader`, as `distortionEffect(_:maxSampleOffset:)`.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Self {
        Self(kind: .shader(shader, .distortion, maxSampleOffset: maxSampleOffset))
    }

    /// The drawing as a layer `shader` reads, as `layerEffect(_:maxSampleOffset:)`.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Self {
        Self(kind: .shader(shader, .layer, maxSampleOffset: maxSampleOffset))
    }

    /// How steeply `alphaThreshold`'s matrix takes alpha from 0 to 1 past `min`: an alpha
    /// 1/1024 below `min` is transparent, `min` and above opaque (a step, as the filter's).
    static let thresholdSlope = 1024.0

    /// The alpha threshold as a colour matrix: `color`'s red, green and blue, alpha
    /// clamp(slope x (a - min) + 1), 0 below min - 1/slope and 1 from min up (`color`'s own
    /// alpha is the layer's opacity).
    static func thresholdMatrix(min: Double, color: RGBA) -> ColorMatrix {
        let s = thresholdSlope
        return ColorMatrix([0, 0, 0, 0, color.r, 0, 0, 0, 0, color.g, 0, 0, 0, 0, color.b, 0, 0, 0, s, 1 - s * min])
    }

    /// `items` (in the canvas's coordinates; the canvas's frame `bounds`) under the filter; a
    /// shader's region is `bounds` grown by `reach` points on each side (positions still from
    /// `bounds`' origin).
    func applied(to items: [LayerItem], bounds: Rect, reach: Double = 0) -> [LayerItem] {
        switch kind {
        case .blur(let radius): return [.layer(HaloCore.Layer(items: items, blur: radius))]
        case let .shadow(color, radius, x, y):
            return [.layer(HaloCore.Layer(items: items, shadow: Shadow(color: color, radius: radius, x: x, y: y)))]
        case .colorMatrix(let matrix):
            var layer = HaloCore.Layer(items: items)
            layer.colorMatrix = matrix
            return [.layer(layer)]
        case let .alphaThreshold(lower, upper, color):
            if upper < 1 {
                Ambient.report("Canvas", "alphaThreshold(max: \(upper)): Halo thresholds at min only (max 1)")
            }
            var layer = HaloCore.Layer(items: items, opacity: min(max(color.a, 0), 1))
            layer.colorMatrix = Self.thresholdMatrix(min: lower, color: color)
            return [.layer(layer)]
        case let .shader(shader, kind, offset):
            do {
                var layer = HaloCore.Layer(items: items)
                let grown = Point(Double(offset.width) + reach, Double(offset.height) + reach)
                layer.shaderEffect = try shader.effect(kind, bounds: bounds, maxSampleOffset: grown)
                return [.layer(layer)]
            } catch {
                Ambient.report(kind.rawValue, "\(error)")
                return items
            }
        }
    }
}

extension GraphicsContext {
    /// Shadow options (accepted: Halo draws a shadow behind the drawing).
    public struct ShadowOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
}
