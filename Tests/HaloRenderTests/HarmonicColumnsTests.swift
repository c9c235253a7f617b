@testable import HaloCore
@testable import HaloCPU
import Testing

/// The CPU computes the harmonic paint's uv.x terms once per pixel column
/// (`HarmonicColumns`); its colours must be the twin's (`PaintInput.harmonicColor`) bit for bit.
@Suite struct HarmonicColumnsTests {
    /// A harmonic paint over `frame` (x, y, width, height in points).
    static func paint(
        waves: Float, time: Float, amplitude: Float, press: Float, palette: Int32,
        frame: SIMD4<Float>
    ) -> PaintInput {
        var p = PaintPlan(
            kind: PaintPlan.harmonicKind, colors: [SIMD4(1, 1, 1, 1)], locations: [0],
            params: SIMD4(waves, time, amplitude, press))
        p.frame = frame
        p.variant = palette
        return PaintInput(p)
    }

    /// Pixels of columns `xs` and rows `ys` where the column terms and the twin differ.
    static func differences(
        _ columns: HarmonicColumns, _ paint: PaintInput, localX: SIMD3<Float>,
        localY: SIMD3<Float>, xs: Range<Int>, ys: StrideTo<Int>
    ) -> Int {
        var n = 0
        for y in ys {
            let py = Float(y) + 0.5
            for x in xs {
                let px = Float(x) + 0.5
                let lx = localX.x * px + localX.y * py + localX.z
                let ly = localY.x * px + localY.y * py + localY.z
                let twin = paint.harmonicColor(lx, ly)
                guard let fast = columns.color(x, ly: ly) else {
                    n += 1
                    continue
                }
                if !fast.indices.allSatisfy({ fast[$0].bitPattern == twin[$0].bitPattern }) { n += 1 }
            }
        }
        return n
    }

    /// Waves, time, amplitude, press and palette.
    static let cases: [(Float, Float, Float, Float, Int32)] = [
        (6, 0.45, 0.5, 0, 0),
        (6, 29.0 / 60, 0.5, 0, 0),
        (5.5, 1.3, 0.8, 0.4, 1),
        (3, 2.2, 0.3, 1, 0),
        (1, 7.9, 1, 0.7, 1),
    ]

    @Test(arguments: cases)
    func columnTermsEqualTheTwinBitForBit(waves: Float, time: Float, amplitude: Float, press: Float, palette: Int32)
        throws
    {
        let frame = SIMD4<Float>(12, 8, 300, 90)
        let paint = Self.paint(
            waves: waves, time: time, amplitude: amplitude, press: press, palette: palette, frame: frame)
        // Points to pixels at scale 2, shifted: local = pixel / 2 + (3, -1).
        let localX = SIMD3<Float>(0.5, 0, 3), localY = SIMD3<Float>(0, 0.5, -1)
        let xs = 10..<640
        let columns = try #require(HarmonicColumns(paint, localX: localX, columns: xs))
        #expect(
            Self.differences(
                columns, paint, localX: localX, localY: localY, xs: xs, ys: stride(from: 0, to: 200, by: 7)) == 0)
    }

    @Test func otherTermsAreCaught() throws {
        // Columns made for another time must differ: the comparison can fail.
        let frame = SIMD4<Float>(0, 0, 200, 100)
        let paint = Self.paint(waves: 6, time: 0.5, amplitude: 0.5, press: 0, palette: 0, frame: frame)
        let other = Self.paint(waves: 6, time: 0.5 + 1.0 / 60, amplitude: 0.5, press: 0, palette: 0, frame: frame)
        let localX = SIMD3<Float>(1, 0, 0), localY = SIMD3<Float>(0, 1, 0)
        let columns = try #require(HarmonicColumns(other, localX: localX, columns: 0..<200))
        #expect(
            Self.differences(
                columns, paint, localX: localX, localY: localY, xs: 0..<200, ys: stride(from: 0, to: 100, by: 5)) > 0)
    }

    @Test func rotatedOrNonHarmonicDrawsHaveNone() {
        let frame = SIMD4<Float>(0, 0, 200, 100)
        let paint = Self.paint(waves: 6, time: 0.5, amplitude: 0.5, press: 0, palette: 0, frame: frame)
        #expect(HarmonicColumns(paint, localX: SIMD3(0.9, 0.1, 0), columns: 0..<10) == nil)
        let solid = PaintInput(
            PaintPlan(kind: PaintPlan.solidKind, colors: [SIMD4(1, 0, 0, 1)], locations: [0], params: .zero))
        #expect(HarmonicColumns(solid, localX: SIMD3(1, 0, 0), columns: 0..<10) == nil)
    }
}
