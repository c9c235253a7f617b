import Foundation
import HaloCore

// Twin of Shaders/include/effects.glsl as HaloCore's `ShaderEffectsGLSL` generates it for a
// frame: `shaderEffect` (the fine twin's, one pixel) and `EffectSampler` (the CPU renderer's,
// a row at a time), the same steps.

/// A layer's shader effect on the CPU: the steps of effects.glsl's `shaderEffect` per pixel
/// (the position from the pixel's centre, the layer's colour or samples of it, the program run
/// by `ShaderKernel`, the colour kept 0...1), `ShaderKernel.lanes` pixels of a row at a time.
/// Twin of the generated Shaders/include/effects.glsl (HaloCore's `ShaderEffectsGLSL`).
struct EffectSampler: @unchecked Sendable {
    let kernel: ShaderKernel
    let kind: ShaderEffectKind
    /// The effect's plan: its maps between pixels and positions, and its extent.
    let plan: EffectPlan
    /// The arguments after SwiftUI's, as the kernel takes them.
    let arguments: [ShaderKernel.Argument]

    /// Kernels compiled so far, by entry (a program is compiled once per process).
    private static let kernels = KernelCache()

    /// The sampler of `plan`, with the kernel's copy `copy` (one per thread running it at once).
    init(_ plan: EffectPlan, copy: Int = 0) {
        kernel = Self.kernels.kernel(plan.entry, copy: copy)
        kind = plan.entry.kind
        self.plan = plan
        arguments = zip(plan.arguments, plan.entry.arguments).map { values, type in
            type == .floatArray ? .array(values) : .uniform(values)
        }
    }

    /// The effect's colour at pixels x0 ..< x0 + count of row y (count <= `ShaderKernel.lanes`),
    /// reading the layer's colour at whole pixels through `color`.
    func shade(
        row y: Int, from x0: Int, count: Int, color: (Int, Int) -> SIMD4<Float>,
        into out: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let lanes = ShaderKernel.lanes
        withoutActuallyEscaping(color) { color in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: lanes * 10) { scratch in
                let positions = scratch.baseAddress!, colors = positions + 2 * lanes, result = positions + 6 * lanes
                for i in 0..<count {
                    let p1 = SIMD3(Float(x0 + i) + 0.5, Float(y) + 0.5, 1)
                    positions[i] = (plan.position.0 * p1).sum()
                    positions[lanes + i] = (plan.position.1 * p1).sum()
                }
                var leading: [ShaderKernel.Argument] = [.varying(UnsafePointer(positions))]
                switch kind {
                case .color:
                    for i in 0..<count {
                        let c = color(x0 + i, y)
                        for k in 0..<4 { colors[k * lanes + i] = c[k] }
                    }
                    leading.append(.varying(UnsafePointer(colors)))
                case .layer: leading.append(.layer)
                case .distortion: break
                }
                let sample: (UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void = {
                    xs, ys, n, into in
                    for i in 0..<n {
                        let c = sampled(SIMD2(xs[i], ys[i]), color)
                        for k in 0..<4 { into[k * lanes + i] = c[k] }
                    }
                }
                kernel.run(
                    count: count, arguments: leading + arguments, sample: kind == .layer ? sample : nil, into: result)
                for i in 0..<count {
                    let cover = plan.cover(SIMD2(positions[i], positions[lanes + i]))
                    if kind == .distortion {
                        out[i] = sampled(SIMD2(result[i], result[lanes + i]), color) * cover
                    } else {
                        out[i] =
                            clean(SIMD4(result[i], result[lanes + i], result[2 * lanes + i], result[3 * lanes + i]))
                            * cover
                    }
                }
            }
        }
    }

    /// The layer's colour at a position in points: bilinear between the four pixels around
    /// it, transparent where the position is off the layer or not a number (`hs_sample`).
    func sampled(_ p: SIMD2<Float>, _ color: (Int, Int) -> SIMD4<Float>) -> SIMD4<Float> {
        let p1 = SIMD3(p.x, p.y, 1)
        return FinePass.bilinearColor((plan.pixel.0 * p1).sum() - 0.5, (plan.pixel.1 * p1).sum() - 0.5, color)
    }

    /// A shader's colour as the layer keeps it: each channel 0...1, NaN as 0 (`hs_clean`).
    @inline(__always)
    func clean(_ c: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(
            c.x >= 0 ? min(c.x, 1) : 0, c.y >= 0 ? min(c.y, 1) : 0, c.z >= 0 ? min(c.z, 1) : 0,
            c.w >= 0 ? min(c.w, 1) : 0)
    }
}

/// Compiled kernels by entry and copy, shared by threads.
final class KernelCache: @unchecked Sendable {
    /// A kernel's key: its entry, and which copy.
    private struct Key: Hashable {
        let entry: ShaderEntry
        let copy: Int
    }

    private var kernels: [Key: ShaderKernel] = [:]
    private let lock = NSLock()

    /// Copy `copy` of the kernel of `entry`, compiled on first use. Copies compute the same; each
    /// has its own steps, so threads running different copies share no reference counts.
    func kernel(_ entry: ShaderEntry, copy: Int = 0) -> ShaderKernel {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(entry: entry, copy: copy)
        if let k = kernels[key] { return k }
        if kernels.count >= 256 { kernels = [:] }
        let k = ShaderKernel(entry.program, entry: entry.function)
        kernels[key] = k
        return k
    }
}

extension FinePass {
    /// Layer l's colour at a pixel through its shader effect (the record at w index `record`):
    /// the generated `shaderEffect` of effects.glsl, one pixel through `EffectSampler`.
    func shaderEffect(_ l: Int, _ record: Int, _ px: Int, _ py: Int) -> SIMD4<Float> {
        let qx = px - frame.layerWord(l, .boundsX), qy = py - frame.layerWord(l, .boundsY)
        if qx < 0 || qy < 0 || qx >= frame.layerWord(l, .boundsWidth) || qy >= frame.layerWord(l, .boundsHeight) {
            return .zero
        }
        let program = Int(frame.w(record + ShaderEffectField.program.rawValue))
        let entry = entries[program]
        func row(_ f: ShaderEffectField, _ k: Int = 0) -> SIMD3<Float> {
            let at = record + f.rawValue + 3 * k
            return SIMD3((0..<3).map { Float(bitPattern: frame.w(at + $0)) })
        }
        var arguments: [[Float]] = []
        var at = record + ShaderEffectField.arguments.rawValue
        for type in entry.arguments {
            if type == .floatArray {
                let array = Int(frame.w(at))
                arguments.append((0..<Int(frame.w(array))).map { Float(bitPattern: frame.w(array + 1 + $0)) })
                at += 1
            } else {
                arguments.append((0..<type.components).map { Float(bitPattern: frame.w(at + $0)) })
                at += type.components
            }
        }
        let plan = EffectPlan(
            entry: entry, arguments: arguments, position: (row(.positionX), row(.positionY)),
            pixel: (row(.pixelX), row(.pixelY)),
            extent: SIMD4((0..<4).map { Float(bitPattern: frame.w(record + ShaderEffectField.extent.rawValue + $0)) }))
        var color = SIMD4<Float>.zero
        EffectSampler(plan).shade(row: py, from: px, count: 1, color: { layerColor(l, $0, $1) }, into: &color)
        return color
    }
}
