import HaloCore

/// A shader function with its arguments, as SwiftUI's `Shader`: for now the one the seeds use,
/// seed 003's `harmonicColorEffect` (Halo's GLSL port and its CPU twin), which `colorEffect`
/// paints a view's shapes with.
public struct Shader: Equatable, Sendable {
    /// One argument, as SwiftUI's `Shader.Argument`.
    public enum Argument: Equatable, Sendable {
        /// The view's bounds: the shader's `float4 bounds`.
        case boundingRect
        /// A number.
        case float(Double)
    }

    /// The shader's parameters.
    var paint: HarmonicPaint
    /// What is wrong with the arguments, named when the view is drawn.
    var problem: String?
}

/// The shaders Halo ships, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.default.name(...)`.
public struct ShaderLibrary: Sendable {
    /// Halo's shaders (the seeds').
    public static let `default` = ShaderLibrary()

    /// Seed 003's oscillating strings: `(.boundingRect, .float(waves), .float(time))`, then
    /// optionally `.float(amplitude)` (0.5) and `.float(press)` (0: white strings; 1: the
    /// palette's colours), as the article's successive versions take them.
    public func harmonicColorEffect(_ arguments: Shader.Argument...) -> Shader {
        harmonicColorEffect(arguments, palette: .table)
    }

    /// `harmonicColorEffect` with the article's alternative, cosine palette.
    public func harmonicColorEffectCosine(_ arguments: Shader.Argument...) -> Shader {
        harmonicColorEffect(arguments, palette: .cosine)
    }

    func harmonicColorEffect(_ arguments: [Shader.Argument], palette: HarmonicPaint.Palette) -> Shader {
        var paint = HarmonicPaint(palette: palette)
        let usage =
            "harmonicColorEffect takes (.boundingRect, .float(waves), .float(time)[, .float(amplitude)"
            + "[, .float(press)]])"
        guard (3...5).contains(arguments.count), arguments[0] == .boundingRect else {
            return Shader(paint: paint, problem: "\(usage), got \(arguments.count) arguments")
        }
        var numbers: [Double] = []
        for a in arguments.dropFirst() {
            guard case .float(let v) = a, v.isFinite else {
                return Shader(paint: paint, problem: "\(usage); an argument is not a finite .float: \(a)")
            }
            numbers.append(v)
        }
        paint.waves = numbers[0]
        paint.time = numbers[1]
        if numbers.count > 2 { paint.amplitude = numbers[2] }
        if numbers.count > 3 { paint.press = numbers[3] }
        guard (0...64).contains(paint.waves) else {
            return Shader(paint: paint, problem: "waves must be 0 to 64, got \(paint.waves)")
        }
        return Shader(paint: paint, problem: nil)
    }
}

/// A view whose shapes are painted by a shader, as SwiftUI's `colorEffect(_:)`: every pixel the
/// view covers takes the shader's colour at its position in the shape's frame (the view's
/// bounds, for a `Rectangle`), at the view's coverage.
public struct ColorEffectView<Content: View>: View, PrimitiveView {
    let content: Content
    let shader: Shader

    /// None: a colour effect is a primitive.
    public var body: Never { fatalError("ColorEffectView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let shader = self.shader
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    if let problem = shader.problem { FrameClock.report("colorEffect", problem) }
                    return child.draw(rect).map { item in
                        item.mappingDraws { d in
                            var d = d
                            d.paint = .harmonic(shader.paint)
                            return d
                        }
                    }
                })
        ]
    }
}

extension View {
    /// The view's shapes painted by `shader` (SwiftUI's `colorEffect(_:)`).
    public func colorEffect(_ shader: Shader) -> ColorEffectView<Self> {
        ColorEffectView(content: self, shader: shader)
    }
}
