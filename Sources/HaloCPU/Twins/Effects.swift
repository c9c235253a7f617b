import Foundation
import HaloCore

// Twin of Shaders/include/effects.glsl as HaloCore's `ShaderEffectsGLSL` generates it for a
// frame: `shaderEffect` (the fine twin's, one pixel) and `EffectSampler` (the CPU renderer's,
// a row at a time), the same steps.

/// A layer's shader effect on the CPU: the steps of effects.glsl's `shaderEffect` per pixel
/// (the position from the pixel's centre, the layer's colour or samples of it, the program run
/// by `ShaderKernel`, the colour kept 0...1), for a block of up to `ShaderKernel.lanes` columns
/// over a band of rows at a time: the kernel is specialised for the frame's arguments, and its
/// column steps run once per block. Twin of the generated Shaders/include/effects.glsl (HaloCore's
/// `ShaderEffectsGLSL`).
///
/// One per thread: it owns the registers its kernel runs in.
struct EffectSampler: @unchecked Sendable {
    let kernel: ShaderKernel
    let workspace: ShaderKernel.Workspace
    let kind: ShaderEffectKind
    /// The effect's plan: its maps between pixels and positions, and its extent.
    let plan: EffectPlan
    /// Points per pixel along each axis (`EffectPlan.cover`'s divisors).
    let perPixel: SIMD2<Float>
    /// Whether a colour effect names its colour: where it does not, no colour is read.
    let readsColor: Bool

    /// Kernels compiled so far, by entry and specialisation.
    private static let kernels = KernelCache()

    /// The sampler of `plan`, with the kernel's copy `copy` (one per thread running it at once).
    init(_ plan: EffectPlan, copy: Int = 0) {
        kind = plan.entry.kind
        self.plan = plan
        readsColor = kind == .color && plan.entry.readsLayer
        perPixel = plan.perPixel
        let leading = kind.leading.count
        let pairs = zip(plan.arguments, plan.entry.arguments)
        let uniforms =
            Array(repeating: nil, count: leading)
            + pairs.map { values, type in
                type.isDeviceArray || type == .texture ? nil : values
            }
        // The position's x is the same down a column where the map from pixels takes nothing from y.
        let specialization = ShaderKernel.Specialization(uniforms: uniforms, columnX: plan.position.0.y == 0)
        kernel = Self.kernels.kernel(plan.entry, specialization, copy: copy)
        let image = plan.image
        let arguments: [ShaderKernel.Argument] =
            Array(repeating: .layer, count: leading)
            + pairs.map { values, type in
                switch type {
                case .floatArray, .colorArray: .array(values)
                case .texture: image.map { .image($0) } ?? .array([])
                default: .uniform(values)
                }
            }
        workspace = ShaderKernel.Workspace(kernel, arguments: arguments)
    }

    /// The effect's colours at columns x0 ..< x0 + count (count <= `ShaderKernel.lanes`) of each row
    /// in `rows`, reading the layer's colour at whole pixels from `source`: `body(y, colours)` per row.
    func shade<Source: EffectSource>(
        columns x0: Int, count: Int, rows: Range<Int>, source: Source,
        _ body: (Int, UnsafePointer<SIMD4<Float>>) -> Void
    ) {
        let lanes = ShaderKernel.lanes
        let n = min(max(count, 0), lanes)
        guard n > 0, !rows.isEmpty, let xs = kernel.input(workspace, 0, 0), let ys = kernel.input(workspace, 0, 1)
        else { return }
        let columnX = kernel.isColumnInput(0, 0)
        // A map that keeps the axes: y is the same along a row, and the cover factors apart.
        let axes = plan.position.0.y == 0 && plan.position.1.x == 0
        /// The position of pixel (x, y)'s centre.
        func position(_ x: Int, _ y: Int) -> SIMD2<Float> {
            let p1 = SIMD3(Float(x) + 0.5, Float(y) + 0.5, 1)
            return SIMD2((plan.position.0 * p1).sum(), (plan.position.1 * p1).sum())
        }
        if columnX {
            // The same bits on every row: the map's y term is a zero of one sign times a positive y.
            for i in 0..<n { xs[i] = position(x0 + i, rows.lowerBound).x }
        }
        kernel.runColumns(workspace, count: n)
        // A colour effect that never names its colour reads none (most of a frame's memory traffic).
        let colors = readsColor ? (0..<4).map { kernel.input(workspace, 1, $0) } : []
        let sample: ((UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void)? =
            kind != .layer
            ? nil
            : { px, py, m, into in
                for i in 0..<m {
                    let c = sampled(SIMD2(px[i], py[i]), source)
                    for k in 0..<4 { into[k * lanes + i] = c[k] }
                }
            }
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 5 * lanes) { scratch in
            let out = UnsafeMutableRawPointer(scratch.baseAddress!).assumingMemoryBound(to: SIMD4<Float>.self)
            let coverX = scratch.baseAddress! + 4 * lanes
            if axes {
                let y = position(x0, rows.lowerBound).y
                for i in 0..<n {
                    let p = SIMD2(position(x0 + i, rows.lowerBound).x, y)
                    coverX[i] = plan.coverFactors(p, perPixel: perPixel).x
                }
            }
            for y in rows {
                if axes {
                    let p = position(x0, y)
                    for i in 0..<n { ys[i] = p.y }
                    if !columnX {
                        for i in 0..<n { xs[i] = position(x0 + i, y).x }
                    }
                } else {
                    for i in 0..<n {
                        let p = position(x0 + i, y)
                        if !columnX { xs[i] = p.x }
                        ys[i] = p.y
                    }
                }
                let coverY = axes ? plan.coverFactors(SIMD2(xs[0], ys[0]), perPixel: perPixel).y : 1
                /// The cover of lane i: the cached x factor times the row's y factor where the axes are kept.
                func cover(_ i: Int) -> Float {
                    axes ? coverX[i] * coverY : plan.cover(SIMD2(xs[i], ys[i]), perPixel: perPixel)
                }
                if colors.count == 4, let r = colors[0], let g = colors[1], let b = colors[2], let a = colors[3] {
                    source.colors(row: y, from: x0, count: n, into: (r, g, b, a))
                }
                kernel.runRow(workspace, sample: sample)
                let r0 = kernel.output(workspace, 0), r1 = kernel.output(workspace, 1)
                if kind == .distortion {
                    for i in 0..<n { out[i] = sampled(SIMD2(r0[i], r1[i]), source) * cover(i) }
                } else {
                    let r2 = kernel.output(workspace, 2), r3 = kernel.output(workspace, 3)
                    for i in 0..<n { out[i] = clean(SIMD4(r0[i], r1[i], r2[i], r3[i])) * cover(i) }
                }
                body(y, out)
            }
        }
    }

    /// The effect's colour at pixels x0 ..< x0 + count of row y (count <= `ShaderKernel.lanes`),
    /// reading the layer's colour at whole pixels through `color`.
    func shade(
        row y: Int, from x0: Int, count: Int, color: (Int, Int) -> SIMD4<Float>,
        into out: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        withoutActuallyEscaping(color) { color in
            shade(columns: x0, count: count, rows: y..<(y + 1), source: ClosureSource(color: color)) { _, colors in
                out.update(from: colors, count: min(max(count, 0), ShaderKernel.lanes))
            }
        }
    }

    /// The layer's colour at a position in points: bilinear between the four pixels around
    /// it, transparent where the position is off the layer or not a number (`hs_sample`).
    func sampled<Source: EffectSource>(_ p: SIMD2<Float>, _ source: Source) -> SIMD4<Float> {
        let p1 = SIMD3(p.x, p.y, 1)
        return FinePass.bilinearColor((plan.pixel.0 * p1).sum() - 0.5, (plan.pixel.1 * p1).sum() - 0.5, source.color)
    }

    /// A shader's colour as the layer keeps it: each channel 0...1, NaN as 0 (`hs_clean`).
    @inline(__always)
    func clean(_ c: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(clean(c.x), clean(c.y), clean(c.z), clean(c.w))
    }

    /// A channel 0...1, NaN as 0 (and -0 kept): `x >= 0 ? min(x, 1) : 0` without a branch, as Swift's
    /// `max(0, y)` is `y >= 0 ? y : 0` and `min(x, 1)` keeps a NaN.
    @inline(__always)
    func clean(_ x: Float) -> Float { max(0, min(x, 1)) }
}

/// Four rows of floats, a colour's channels (r, g, b, a), lane i of each at [i].
typealias ChannelRows = (
    UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>
)

/// Where a shader effect reads the layer's colour: at whole pixels, transparent off the layer.
protocol EffectSource {
    /// The colour at pixel (x, y).
    func color(_ x: Int, _ y: Int) -> SIMD4<Float>
    /// The colours of pixels x0 ..< x0 + count of row y, channel k of pixel i at `into.k[i]`.
    func colors(
        row y: Int, from x0: Int, count: Int,
        into: ChannelRows)
}

extension EffectSource {
    func colors(
        row y: Int, from x0: Int, count: Int,
        into: ChannelRows
    ) {
        pixelByPixel(row: y, from: x0, count: count, into: into)
    }

    /// `colors(row:from:count:into:)` through `color(_:_:)`, a pixel at a time.
    func pixelByPixel(
        row y: Int, from x0: Int, count: Int,
        into: ChannelRows
    ) {
        for i in 0..<count {
            let c = color(x0 + i, y)
            into.0[i] = c.x
            into.1[i] = c.y
            into.2[i] = c.z
            into.3[i] = c.w
        }
    }
}

/// A layer's colours read through a function.
struct ClosureSource: EffectSource {
    let color: (Int, Int) -> SIMD4<Float>
    func color(_ x: Int, _ y: Int) -> SIMD4<Float> { color(x, y) }
}

/// A layer's colours read from a target, transparent outside it.
struct TargetSource: EffectSource, @unchecked Sendable {
    let target: Target

    @inline(__always)
    func color(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let b = target.rect
        return x < b.x || y < b.y || x >= b.maxX || y >= b.maxY ? .zero : target.fetch(x, y)
    }

    func colors(
        row y: Int, from x0: Int, count: Int,
        into: ChannelRows
    ) {
        let b = target.rect
        guard y >= b.y, y < b.maxY, x0 >= b.x, x0 + count <= b.maxX else {
            return pixelByPixel(row: y, from: x0, count: count, into: into)
        }
        let row = UnsafePointer(target.floats.baseAddress! + ((y - b.y) * b.width + (x0 - b.x)) * 4)
        for i in 0..<count {
            into.0[i] = row[4 * i]
            into.1[i] = row[4 * i + 1]
            into.2[i] = row[4 * i + 2]
            into.3[i] = row[4 * i + 3]
        }
    }
}

/// Compiled kernels by entry, specialisation and copy, shared by threads.
final class KernelCache: @unchecked Sendable {
    /// A kernel's key: its entry, what it is specialised for, and which copy.
    private struct Key: Hashable {
        let entry: ShaderEntry
        let specialization: ShaderKernel.Specialization?
        let copy: Int
    }

    private var kernels: [Key: ShaderKernel] = [:]
    private let lock = NSLock()

    /// Copy `copy` of the kernel of `entry` specialised for `specialization`, compiled on first use.
    /// Copies compute the same; each has its own steps, so threads running different copies share no
    /// reference counts.
    func kernel(_ entry: ShaderEntry, _ specialization: ShaderKernel.Specialization?, copy: Int = 0) -> ShaderKernel {
        let key = Key(entry: entry, specialization: specialization, copy: copy)
        lock.lock()
        if let k = kernels[key] {
            lock.unlock()
            return k
        }
        lock.unlock()
        let k = ShaderKernel(entry.program, entry: entry.function, specialization: specialization)
        lock.lock()
        defer { lock.unlock() }
        if kernels.count >= 256 { kernels = [:] }
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
        var image: ImageLevel? = nil
        var at = record + ShaderEffectField.arguments.rawValue
        for type in entry.arguments {
            if type == .texture {
                image = frame.image(Int(frame.w(at)))
                arguments.append([])
                at += 1
            } else if type.isDeviceArray {
                let array = Int(frame.w(at))
                arguments.append((0..<Int(frame.w(array))).map { Float(bitPattern: frame.w(array + 1 + $0)) })
                at += 1
            } else {
                arguments.append((0..<type.components).map { Float(bitPattern: frame.w(at + $0)) })
                at += type.components
            }
        }
        var plan = EffectPlan(
            entry: entry, arguments: arguments, position: (row(.positionX), row(.positionY)),
            pixel: (row(.pixelX), row(.pixelY)),
            extent: SIMD4((0..<4).map { Float(bitPattern: frame.w(record + ShaderEffectField.extent.rawValue + $0)) }))
        plan.image = image
        var color = SIMD4<Float>.zero
        EffectSampler(plan).shade(row: py, from: px, count: 1, color: { layerColor(l, $0, $1) }, into: &color)
        return color
    }
}
