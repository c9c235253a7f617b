import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import HaloTestSupport
import Testing
import HaloTestSupport

/// Shader effects, GPU against CPU: the catalog's pass (CatalogTests); here, that a wrong
/// operator or a wrong order in the emitted program is caught, and the effect's region.
@Suite(.enabled(if: SharedGPU.available)) struct ShaderEffectTests {
    /// The catalog scene `name` with its effect's program changed by `change` (the CPU and the
    /// GPU then run different programs).
    static func scene(_ name: String, _ change: (inout ShaderProgram) -> Void) -> (Scene, Scene) {
        let scene = SceneCatalog.shaders.first { $0.name == name }!.scene
        var changed = scene
        guard case .layer(var layer) = changed.layers[0].items[0], var effect = layer.shaderEffect else {
            fatalError("a shader scene holds a layer with an effect")
        }
        var program = effect.entry.program
        change(&program)
        program.fingerprint &+= 2
        effect.entry = try! ShaderEntry(
            program, function: program.functions[effect.entry.function].name, kind: effect.entry.kind)
        layer.shaderEffect = effect
        changed.layers[0].items[0] = .layer(layer)
        return (scene, changed)
    }

    /// The first binary operation `op` in `statements`, replaced by `replacement`.
    static func replacing(_ op: ShaderBinary, by replacement: ShaderBinary, in e: ShaderExpression) -> ShaderExpression?
    {
        switch e {
        case .binary(let o, let a, let b, let t):
            if o == op { return .binary(replacement, a, b, t) }
            if let x = replacing(op, by: replacement, in: a) { return .binary(o, x, b, t) }
            if let y = replacing(op, by: replacement, in: b) { return .binary(o, a, y, t) }
            return nil
        case .call(let f, let args, let t):
            for (i, a) in args.enumerated() {
                if let x = replacing(op, by: replacement, in: a) {
                    var args = args
                    args[i] = x
                    return .call(f, args, t)
                }
            }
            return nil
        case .builtin(let f, let args, let t):
            for (i, a) in args.enumerated() {
                if let x = replacing(op, by: replacement, in: a) {
                    var args = args
                    args[i] = x
                    return .builtin(f, args, t)
                }
            }
            return nil
        default: return nil
        }
    }

    @Test func aWrongOperatorIsCaught() throws {
        // The harmonic's `(uv.y - offset) + cos(...) * a` in harmonicSDF with `-` on the GPU only.
        let (right, wrong) = Self.scene("shader_harmonicColorEffect") { p in
            let f = p.function(named: "harmonicSDF")!
            guard case .returnValue(let e?) = p.functions[f].body[0] else { return }
            p.functions[f].body[0] = .returnValue(Self.replacing(.add, by: .subtract, in: e)!)
        }
        let gpu = try SharedGPU.renderer(), cpu = CPURenderer()
        // The control: the GPU's frame with the swapped operator.
        ImageCheck.match(
            expected: try cpu.render(right), actual: try gpu.render(right), control: try gpu.render(wrong),
            "a swapped operator")
    }

    @Test func aWrongOrderIsCaught() throws {
        // The sepia with its `mix` arguments swapped on the GPU only.
        let (right, wrong) = Self.scene("shader_sepia") { p in
            let f = p.function(named: "sepia")!
            p.functions[f].body = p.functions[f].body.map { s in
                guard case .assign(let place, .builtin(.mix, let args, let t)) = s else { return s }
                return .assign(place, .builtin(.mix, [args[1], args[0], args[2]], t))
            }
        }
        let gpu = try SharedGPU.renderer(), cpu = CPURenderer()
        ImageCheck.rejects(expected: try cpu.render(right), actual: try gpu.render(wrong), "swapped arguments")
    }

    @Test func theEffectShadesItsBoundsOnly() throws {
        // The harmonic returns opaque colours: exactly the bounds (10, 10, 140, 100) turn opaque
        // grey-white; the canvas around them keeps its background.
        let scene = SceneCatalog.shaders.first { $0.name == "shader_harmonicColorEffect" }!.scene
        for image in [try CPURenderer().render(scene), try SharedGPU.renderer().render(scene)] {
            func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 160 + x) * 4..<(y * 160 + x) * 4 + 3]) }
            #expect(pixel(9, 60) == [13, 13, 18] && pixel(150, 60) == [13, 13, 18])
            #expect(pixel(80, 9) == [13, 13, 18] && pixel(80, 110) == [13, 13, 18])
            #expect(pixel(10, 60) != [13, 13, 18] && pixel(149, 60) != [13, 13, 18])
        }
    }
}
