import Foundation
import HaloCore

/// A shader function with its arguments, as SwiftUI's `Shader`, for `colorEffect`,
/// `distortionEffect` and `layerEffect`.
public struct Shader: Equatable, Sendable {
    /// One argument, as SwiftUI's `Shader.Argument`: what the function's parameter after the
    /// ones SwiftUI passes receives.
    public struct Argument: Equatable, Sendable {
        /// What the argument holds.
        enum Value: Equatable, Sendable {
            /// 1 to 4 floats (`.color` premultiplied).
            case floats([Double])
            /// A `device const float *` with its count.
            case array([Double])
            /// A `device const half4 *` with its count: premultiplied colours, four numbers each.
            case colors([Double])
            /// `.data`'s bytes, for a `device const void *` with its size.
            case bytes(Int)
            /// The view's bounds.
            case boundingRect
            /// An image's pixels, as a `texture2d<half>`.
            case image(ImageSource)
            /// An image that could not be read, and why.
            case unreadable(String)
        }

        let value: Value

        /// A `float`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
            Argument(value: .floats([Double(x)]))
        }

        /// A `float2`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }

        /// A `float2` of a point.
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }

        /// A `float2` of a size.
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }

        /// A `float3`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }

        /// A `float4`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }

        /// A colour as a premultiplied `half4` (its sRGB components times its opacity).
        public static func color(_ color: Color) -> Argument {
            let c = color.rgba
            return Argument(value: .floats([c.r * c.a, c.g * c.a, c.b * c.a, c.a]))
        }

        /// A `device const float *` and its `int` count.
        public static func floatArray(_ array: [Float]) -> Argument {
            Argument(value: .array(array.map(Double.init)))
        }

        /// A `device const half4 *` and its `int` count: each colour premultiplied, as `.color` passes one.
        public static func colorArray(_ array: [Color]) -> Argument {
            Argument(
                value: .colors(
                    array.flatMap { color in
                        let c = color.rgba
                        return [c.r * c.a, c.g * c.a, c.b * c.a, c.a]
                    }))
        }

        /// Raw bytes for a `device const void *` and its `int` size in bytes. Accepted, but a frame that
        /// passes one fails naming it: Halo's shaders cannot cast a pointer to read the bytes.
        public static func data(_ data: Data) -> Argument {
            Argument(value: .bytes(data.count))
        }

        /// The view's bounds as `float4(x, y, width, height)`, in the shader's positions:
        /// (0, 0, width, height).
        public static var boundingRect: Argument { Argument(value: .boundingRect) }

        /// An image as a `texture2d<half>` (its own pixels, premultiplied; SwiftUI passes one a shader). An
        /// asset image found nowhere is a 1 x 1 texture of `Color.missingAsset`, with one warning naming it (as
        /// `Image("name")` draws a placeholder); an image that cannot be read fails the frame, naming it.
        public static func image(_ image: Image) -> Argument {
            switch image.decoded() {
            case .success(let source): return Argument(value: .image(source))
            case .failure(let error):
                guard image.isAsset, error.message.hasPrefix(Image.notFound) else {
                    return Argument(value: .unreadable("\(error)"))
                }
                Warning.once(
                    "asset-image:\(error.path)",
                    "\(error.path): \(error.message): passed to the shader as a placeholder (Color.missingAsset)")
                let grey = Color.missingAsset.rgba
                let texel = [grey.r, grey.g, grey.b].map { UInt8(($0 * 255).rounded()) } + [255]
                let placeholder = HaloCore.Image(width: 1, height: 1, pixels: texel)
                return Argument(value: .image(ImageSource(name: "missingAsset", image: placeholder)))
            }
        }

        /// The scene's argument, argument `index` of the shader.
        /// - Throws: `ShaderError` for a number that is not finite, or a kind Halo does not pass.
        func resolved(_ index: Int) throws(ShaderError) -> ShaderArgument {
            func fail(_ message: String) -> ShaderError {
                ShaderError(file: "Shader.Argument", line: 0, column: 0, message: "argument \(index): \(message)")
            }
            switch value {
            case .boundingRect: return .boundingRect
            case .floats(let v), .array(let v), .colors(let v):
                if let bad = v.first(where: { !$0.isFinite }) { throw fail("\(bad) is not a finite number") }
                if case .array = value { return .floatArray(v) }
                if case .colors = value { return .colorArray(v) }
                return .float(v)
            case .bytes(let count):
                throw fail(
                    ".data (\(count) bytes) is not supported: a device const void * needs a pointer cast to read, "
                        + "which Halo's shaders do not have; pass .floatArray")
            case .image(let source): return .image(source)
            case .unreadable(let why): throw fail(".image: \(why)")
            }
        }
    }

    /// The function the shader runs.
    public var function: ShaderFunction
    /// Its arguments, after the ones SwiftUI passes.
    public var arguments: [Argument]

    /// A shader running `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// The scene's effect running the shader as `kind` over `bounds`; nil, with a warning naming the
    /// function, what it declares and what it was given, when the arguments do not fit its parameters or its
    /// signature is not the one `kind` calls (the view is then drawn without the effect, as a shader that
    /// fails to build is on Apple's platforms).
    /// - Throws: `ShaderError` when the function cannot be found or read, or an argument cannot be passed at
    ///   all (a number that is not finite, an unreadable image).
    func effect(_ kind: ShaderEffectKind, bounds: Rect, maxSampleOffset: Point) throws(ShaderError) -> ShaderEffect? {
        let program = try function.library.program(defining: function.name)
        let entry: ShaderEntry
        do {
            entry = try ShaderEntry(program, function: function.name, kind: kind)
        } catch {
            // A signature SwiftUI cannot call: the same warning and the view as it is.
            guard error.isSignatureMismatch else { throw error }
            let message = "\(kind.rawValue): \(error); the view is drawn without the effect"
            Warning.once(message, message)
            return nil
        }
        var values: [ShaderArgument] = []
        for (i, a) in arguments.enumerated() { values.append(try a.resolved(i)) }
        let effect = ShaderEffect(entry: entry, arguments: values, bounds: bounds, maxSampleOffset: maxSampleOffset)
        if let problem = effect.mismatch() {
            let message = "\(kind.rawValue): \(program.file): \(problem); the view is drawn without the effect"
            Warning.once(message, message)
            return nil
        }
        return effect
    }
}
