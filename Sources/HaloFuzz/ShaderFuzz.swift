import Foundation
import HaloCPU
import HaloCore

/// One fuzz input taken as a shader source: parsed; where it parses, its first `[[ stitchable ]]`
/// function that fits one of SwiftUI's three modifiers is emitted as GLSL and run on the CPU
/// over a small view with plain arguments (zeros, the bounds, a short float array).
///
/// A hostile source must end in a `ShaderError` in words (file, line, column, message), never a
/// trap, a hang or a raw error dump; a program that parses must emit and run. Any other outcome
/// traps here on purpose, so libFuzzer reports it with its input.
public enum ShaderFuzz {
    /// The view the shader runs over (points), small: an input costs its program, not pixels.
    static let side = 6.0

    /// The renderer the runs share (one thread: the fuzzer runs one input at a time).
    private static let renderer = CPURenderer(threads: 1)

    /// The image an `.image` argument gets: 3 x 2 texels of different colours.
    static let image = ImageSource(
        name: "fuzz-image",
        image: Image(width: 3, height: 2, pixels: (0..<24).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }))

    /// Runs one input.
    /// - Returns: whether it ran, or the refusal's message.
    /// - Note: Traps on an error that is not a clear refusal; that is the finding.
    public static func run(_ data: Data) -> SceneFuzz.Outcome {
        guard let text = String(data: data, encoding: .utf8) else { return .refused("not UTF-8") }
        let program: ShaderProgram
        do {
            program = try ShaderParser.parse(text, file: "fuzz.metal")
        } catch {
            guard SceneFuzz.isClear(error.description), error.file == "fuzz.metal", error.line >= 0,
                error.column >= 0
            else { fatalError("unclear refusal: \(error)") }
            return .refused(error.description)
        }
        var entry: ShaderEntry? = nil
        for f in program.functions where f.stitchable {
            for kind in ShaderEffectKind.allCases {
                if let e = try? ShaderEntry(program, function: f.name, kind: kind) {
                    entry = e
                    break
                }
            }
            if entry != nil { break }
        }
        guard let entry else { return .refused("no function fits a modifier") }
        let glsl = ShaderEffectsGLSL.source([entry])
        guard glsl.contains("shaderEffect(") else { fatalError("no dispatch in the emitted GLSL") }
        let arguments: [ShaderArgument] = entry.arguments.map { t in
            switch t {
            case .floatArray: .floatArray([0.5, -1, 2])
            case .colorArray: .colorArray([0.5, 0.25, 0, 0.5, 0, 0, 1, 1])
            case .texture: .image(image)
            case .vector(_, 4): .boundingRect
            default: .float(Array(repeating: 0.25, count: max(t.components, 1)))
            }
        }
        let bounds = Rect(x: 1, y: 1, width: side - 2, height: side - 2)
        var layer = Layer(items: [.draw(Draw(shape: Shape(kind: .circle, frame: bounds), paint: .solid(.white)))])
        layer.shaderEffect = ShaderEffect(
            entry: entry, arguments: arguments, bounds: bounds, maxSampleOffset: Point(1, 1))
        let scene = Scene(
            canvas: Canvas(width: side, height: side, background: .black), layers: [Layer(items: [.layer(layer)])])
        do {
            let image = try renderer.render(scene)
            guard image.pixels.count == Int(side * side) * 4 else { fatalError("\(image.pixels.count) bytes") }
        } catch {
            fatalError("a parsed shader did not render: \(error)")
        }
        let values: [[Float]] = arguments.map { a in
            switch a {
            case .floatArray(let v), .colorArray(let v): v.map { Float($0) }
            case .boundingRect: [0, 0, Float(side - 2), Float(side - 2)]
            case .float(let v): v.map { Float($0) }
            case .image: []
            }
        }
        if let lane = specialisedDiffers(entry, values) { fatalError("the specialised kernel differs at \(lane)") }
        return .rendered
    }

    /// The first word where the entry's kernel specialised for `values` (folded, unrolled, hoisted) differs
    /// from the plain kernel over a run of positions and colours; nil where they agree bit for bit.
    static func specialisedDiffers(_ entry: ShaderEntry, _ values: [[Float]]) -> Int? {
        let lanes = ShaderKernel.lanes
        let leading = entry.kind.leading
        let inputs = leading.map { t in
            UnsafeMutablePointer<Float>.allocate(capacity: max(t.components, 1) * lanes)
        }
        defer { inputs.forEach { $0.deallocate() } }
        for (t, p) in zip(leading, inputs) {
            for i in 0..<max(t.components, 1) * lanes { p[i] = Float(i % 11) * 0.75 - 2 }
        }
        let arguments: [ShaderKernel.Argument] =
            zip(leading, inputs).map { t, p in t == .layer ? .layer : .varying(UnsafePointer(p)) }
            + zip(entry.arguments, values).map { t, v in
                switch t {
                case .floatArray, .colorArray: .array(v)
                case .texture: .image(image.level(0))
                default: .uniform(v)
                }
            }
        let uniforms: [[Float]?] =
            leading.map { _ in nil }
            + zip(entry.arguments, values).map { t, v in t.isDeviceArray || t == .texture ? nil : v }
        let sample: (UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void = {
            xs, ys, n, out in
            for i in 0..<n {
                for k in 0..<4 { out[k * lanes + i] = xs[i] * 0.5 - ys[i] + Float(k) }
            }
        }
        let plain = ShaderKernel(entry.program, entry: entry.function)
        let specialised = ShaderKernel(
            entry.program, entry: entry.function,
            specialization: ShaderKernel.Specialization(uniforms: uniforms, columnX: true))
        let n = max(plain.resultComponents, 1) * lanes
        var a = [Float](repeating: 0, count: n), b = [Float](repeating: 0, count: n)
        a.withUnsafeMutableBufferPointer {
            plain.run(count: lanes, arguments: arguments, sample: sample, into: $0.baseAddress!)
        }
        b.withUnsafeMutableBufferPointer {
            specialised.run(count: lanes, arguments: arguments, sample: sample, into: $0.baseAddress!)
        }
        return (0..<n).first { a[$0].bitPattern != b[$0].bitPattern }
    }
}
