import Foundation
import HaloCore

// Seed 003's `harmonicColorEffect`, ported 1:1 from Metal.
// Twin of Shaders/include/harmonic.glsl: same functions, constants and order of operations, in Float.

/// Metal's M_PI_F.
let harmonicPi: Float = 3.14159265358979

/// GLSL's mix: x (1 - a) + y a.
@inline(__always)
func mix(_ x: Float, _ y: Float, _ a: Float) -> Float { x * (1 - a) + y * a }

@inline(__always)
func mix(_ x: SIMD3<Float>, _ y: SIMD3<Float>, _ a: Float) -> SIMD3<Float> { x * (1 - a) + y * a }

/// The distance of uv from one harmonic wave.
@inline(__always)
func harmonicSDF(_ uv: SIMD2<Float>, _ a: Float, _ offset: Float, _ f: Float, _ phi: Float) -> Float {
    abs((uv.y - offset) + cos(uv.x * f + phi) * a)
}

/// The seed's glow: intensity / x^width.
@inline(__always)
func glow(_ x: Float, _ str: Float, _ dist: Float) -> Float {
    dist / pow(x, str)
}

/// The seed's six-colour table.
func getColor(_ t: Float) -> SIMD3<Float> {
    if t == 0 { return SIMD3(0.4823529412, 0.831372549, 0.8549019608) }
    if t == 1 { return SIMD3(0.4117647059, 0.4117647059, 0.8470588235) }
    if t == 2 { return SIMD3(0.9411764706, 0.3137254902, 0.4117647059) }
    if t == 3 { return SIMD3(0.2745098039, 0.4901960784, 0.9411764706) }
    if t == 4 { return SIMD3(0.0784313725, 0.862745098, 0.862745098) }
    if t == 5 { return SIMD3(0.7843137255, 0.6274509804, 0.5490196078) }
    return SIMD3(0, 0, 0)
}

/// The seed's alternative: a per-channel cosine palette.
func getColorCosine(_ t: Float) -> SIMD3<Float> {
    let r = 0.5 + 0.5 * cos(2 * harmonicPi * t)
    let g = 0.5 + 0.5 * cos(2 * harmonicPi * t + 2 * harmonicPi / 3)
    let b = 0.5 + 0.5 * cos(2 * harmonicPi * t + 4 * harmonicPi / 3)
    return SIMD3(r, g, b)
}

/// The colour at `pos` (points from the bounds' origin) of `bounds` (x, y, width, height);
/// palette 0 is the table, 1 the cosine palette. Unclamped, as the seed's half4.
func harmonicColorEffect(
    _ pos: SIMD2<Float>, _ bounds: SIMD4<Float>, _ wavesCount: Float, _ time: Float,
    _ amplitude: Float, _ mixCoeff: Float, _ palette: Int32
) -> SIMD3<Float> {
    var uv = pos / SIMD2(bounds.z, bounds.w)
    uv -= SIMD2(0.5, 0.5)
    let a = cos(uv.x * 3) * amplitude * 0.2
    let offset = sin(uv.x * 12 + time) * a * 0.1
    let frequency = mix(3, 12, mixCoeff)
    let glowWidth = mix(0.6, 0.9, mixCoeff)
    let glowIntensity = mix(0.02, 0.01, mixCoeff)
    var finalColor = SIMD3<Float>(0, 0, 0)
    var i: Float = 0
    while i < wavesCount {
        let phase = time + i * harmonicPi / wavesCount
        let sdfDist = glow(harmonicSDF(uv, a, offset, frequency, phase), glowWidth, glowIntensity)
        let waveColor = mix(SIMD3(1, 1, 1), palette == 1 ? getColorCosine(i) : getColor(i), mixCoeff)
        finalColor += waveColor * sdfDist
        i += 1
    }
    return finalColor
}

/// CPU only: `harmonicColorEffect` (clamped, as `PaintInput.harmonicColor`) for a draw
/// whose local x depends on the pixel column alone (no rotation or skew). What depends on
/// uv.x (the amplitude, the offset and each wave's cosine term) is computed once per column,
/// the rest per pixel, with the same operations in the same order: the same bits
/// (`HarmonicTests` compares them).
struct HarmonicColumns {
    /// The first pixel column, and how many.
    let first: Int
    let count: Int
    /// Per column: the offset, then each wave's `cos(uv.x * frequency + phase) * a`.
    let values: [Float]
    let waveColors: [SIMD3<Float>]
    let glowWidth: Float
    let glowIntensity: Float
    /// The paint's frame: its y and height.
    let frameY: Float
    let frameHeight: Float

    /// The columns `columns` of a draw; nil unless the paint is harmonic and local x does not
    /// depend on the pixel's y (`localX.y == 0`: then `localX.y * py` adds the same zero in
    /// every row with py > 0, the rows it may be used for).
    init?(_ paint: PaintInput, localX: SIMD3<Float>, columns: Range<Int>) {
        guard paint.kind == PaintPlan.harmonicKind, localX.y == 0, !columns.isEmpty else { return nil }
        let bounds = paint.frame
        let wavesCount = paint.params.x, time = paint.params.y, amplitude = paint.params.z, mixCoeff = paint.params.w
        let frequency = mix(3, 12, mixCoeff)
        glowWidth = mix(0.6, 0.9, mixCoeff)
        glowIntensity = mix(0.02, 0.01, mixCoeff)
        var phases: [Float] = [], colors: [SIMD3<Float>] = []
        var i: Float = 0
        while i < wavesCount {
            phases.append(time + i * harmonicPi / wavesCount)
            colors.append(mix(SIMD3(1, 1, 1), paint.variant == 1 ? getColorCosine(i) : getColor(i), mixCoeff))
            i += 1
        }
        var values: [Float] = []
        values.reserveCapacity(columns.count * (1 + phases.count))
        for x in columns {
            let px = Float(x) + 0.5, py: Float = 0.5
            let lx = localX.x * px + localX.y * py + localX.z
            let uvx = (lx - bounds.x) / bounds.z - 0.5
            let a = cos(uvx * 3) * amplitude * 0.2
            let offset = sin(uvx * 12 + time) * a * 0.1
            values.append(offset)
            for phase in phases { values.append(cos(uvx * frequency + phase) * a) }
        }
        first = columns.lowerBound
        count = columns.count
        self.values = values
        waveColors = colors
        frameY = bounds.y
        frameHeight = bounds.w
    }

    /// The clamped, opaque colour at pixel column x and local y; nil outside the columns.
    @inline(__always)
    func color(_ x: Int, ly: Float) -> SIMD4<Float>? {
        let c = x - first
        guard c >= 0, c < count else { return nil }
        let uvy = (ly - frameY) / frameHeight - 0.5
        let base = c * (1 + waveColors.count)
        let offset = values[base]
        var finalColor = SIMD3<Float>(0, 0, 0)
        for i in 0..<waveColors.count {
            let sdfDist = glow(abs((uvy - offset) + values[base + 1 + i]), glowWidth, glowIntensity)
            finalColor += waveColors[i] * sdfDist
        }
        return SIMD4(min(max(finalColor.x, 0), 1), min(max(finalColor.y, 0), 1), min(max(finalColor.z, 0), 1), 1)
    }
}
