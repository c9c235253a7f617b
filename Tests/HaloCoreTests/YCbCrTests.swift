import HaloCore
import Testing

/// The integer Y'CbCr conversion against the double-precision formula of the standards,
/// written out here independently of `YCbCr`'s fixed-point weights and of `VideoColor`'s.
@Suite struct YCbCrTests {
    /// The luma weights (Kr, Kg, Kb) as the standards print them, not read from the library:
    /// ITU-R BT.709-6 item 3.2, E'Y = 0.2126 E'R + 0.7152 E'G + 0.0722 E'B; ITU-R BT.601-7
    /// item 2.5.1, E'Y = 0.299 E'R + 0.587 E'G + 0.114 E'B; ITU-R BT.2020-2 table 4 (non-constant
    /// luminance), Y' = 0.2627 R' + 0.6780 G' + 0.0593 B'.
    static func standardWeights(_ matrix: VideoColor.Matrix) -> (kr: Double, kg: Double, kb: Double) {
        switch matrix {
        case .bt709: (0.2126, 0.7152, 0.0722)
        case .bt601: (0.299, 0.587, 0.114)
        case .bt2020: (0.2627, 0.6780, 0.0593)
        }
    }

    /// The exact (unrounded) Y', Cb, Cr of an 8-bit colour, clamped to the code range: Cb and Cr
    /// are (B' - Y') / (2 (1 - Kb)) and (R' - Y') / (2 (1 - Kr)) (BT.709's 1.8556 and 1.5748).
    static func exact(_ r: Double, _ g: Double, _ b: Double, _ color: VideoColor) -> SIMD3<Double> {
        let (kr, kg, kb) = standardWeights(color.matrix)
        let luma = kr * r + kg * g + kb * b
        let limited = color.range == .limited
        let ys = limited ? 219.0 / 255 : 1, cs = limited ? 224.0 / 255 : 1
        let v = SIMD3(
            (limited ? 16 : 0) + ys * luma,
            128 + cs * (b - luma) / (2 * (1 - kb)),
            128 + cs * (r - luma) / (2 * (1 - kr)))
        return v.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 255))
    }

    /// The worst |integer - exact| over every 8-bit colour whose red is a multiple of `step`
    /// (1: all 2^24), and how many samples differ from the exact value rounded.
    static func worstError(of converter: YCbCr, against color: VideoColor, step: Int = 1) -> (Double, Int) {
        var worst = 0.0, differing = 0
        for r in stride(from: 0, through: 255, by: step) {
            for g in 0...255 {
                for b in 0...255 {
                    let e = exact(Double(r), Double(g), Double(b), color)
                    let (u, v) = converter.chroma(Int32(r), Int32(g), Int32(b), extra: 0)
                    let got = SIMD3(Double(converter.luma(Int32(r), Int32(g), Int32(b))), Double(u), Double(v))
                    let d = got - e
                    worst = max(worst, abs(d.x), abs(d.y), abs(d.z))
                    if got != e.rounded(.toNearestOrAwayFromZero) { differing += 1 }
                }
            }
        }
        return (worst, differing)
    }

    /// Every red value in an optimised build (`make test-release`: all 2^24 colours), every 5th
    /// in a debug one (`swift test`: 52 x 2^16, the same loop at -Onone costing 30 s whole).
    static var everyRed: Int {
        #if DEBUG
            return 5
        #else
            return 1
        #endif
    }

    @Test func bt709LimitedOnEveryColour() {
        // All 2^24 colours of the default (optimised builds). The integer weights are within
        // 0.5/65536 of the formula's (green's 1.5/65536), so every sample is within
        // 0.5 + 255 * 2.5 / 65536 = 0.5097 code values of the exact value: never more than one
        // code value from it rounded.
        let color = VideoColor()
        let (worst, differing) = YCbCrTests.worstError(of: YCbCr(color), against: color, step: Self.everyRed)
        #expect(
            worst <= 0.5097,
            "bt709 limited: worst error \(worst) code values, \(differing) colours not the exact value rounded")
    }

    @Test(arguments: VideoColor.Matrix.allCases, VideoColor.Range.allCases)
    func everyMatrixAndRange(_ matrix: VideoColor.Matrix, _ range: VideoColor.Range) {
        // Every 17th red value (16 x 2^16 colours) of each combination.
        let color = VideoColor(matrix: matrix, range: range)
        let (worst, _) = YCbCrTests.worstError(of: YCbCr(color), against: color, step: 17)
        #expect(worst <= 0.5097, "\(color): worst \(worst)")
    }

    @Test(arguments: VideoColor.Matrix.allCases)
    func theWeightsAreTheStandards(_ matrix: VideoColor.Matrix) {
        let standard = Self.standardWeights(matrix)
        // Each standard's three weights sum to 1 as printed, so green is 1 - Kr - Kb.
        #expect(abs(standard.kr + standard.kg + standard.kb - 1) < 1e-12)
        let (kr, kb) = matrix.weights
        #expect(kr == standard.kr && kb == standard.kb, "\(matrix): (\(kr), \(kb))")
    }

    @Test func theCheckCatchesAWrongMatrix() {
        // BT.601 weights judged as BT.709 are off by far more than the bound.
        let (worst, _) = YCbCrTests.worstError(of: YCbCr(VideoColor(matrix: .bt601)), against: VideoColor(), step: 51)
        #expect(worst > 10)
    }

    @Test func fixedPointsOfTheRange() {
        let limited = YCbCr(VideoColor()), full = YCbCr(VideoColor(range: .full))
        #expect(limited.luma(0, 0, 0) == 16 && limited.luma(255, 255, 255) == 235)
        #expect(full.luma(0, 0, 0) == 0 && full.luma(255, 255, 255) == 255)
        for grey in Int32(0)...255 {
            #expect(limited.chroma(grey, grey, grey, extra: 0) == (128, 128))
            #expect(full.chroma(4 * grey, 4 * grey, 4 * grey, extra: 2) == (128, 128))
        }
        // The extremes of limited chroma: blue gives Cb 240, red Cr 240.
        #expect(limited.chroma(0, 0, 255, extra: 0).0 == 240 && limited.chroma(255, 0, 0, extra: 0).1 == 240)
    }

    @Test func chromaOf420IsTheBlockAverage() {
        // Random 2x2 blocks: each chroma sample is within the bound of the exact chroma of the
        // block's average colour, and every luma sample is its pixel's.
        var rng = SplitMix(seed: 7)
        let color = VideoColor(), converter = YCbCr(color)
        for _ in 0..<200 {
            var px = [UInt8](repeating: 255, count: 16)
            for i in 0..<16 where i % 4 != 3 { px[i] = UInt8(rng.next() % 256) }
            let planes = converter.planes(of: Image(width: 2, height: 2, pixels: px), source: .overBlack)
            #expect(planes.count == 6)
            var sum = SIMD3<Double>()
            for p in 0..<4 {
                let rgb = SIMD3(Double(px[4 * p]), Double(px[4 * p + 1]), Double(px[4 * p + 2]))
                sum += rgb
                let e = YCbCrTests.exact(rgb.x, rgb.y, rgb.z, color)
                #expect(abs(Double(planes[p]) - e.x) <= 0.5097)
            }
            let avg = sum / 4, e = YCbCrTests.exact(avg.x, avg.y, avg.z, color)
            #expect(abs(Double(planes[4]) - e.y) <= 0.5097 && abs(Double(planes[5]) - e.z) <= 0.5097)
        }
    }

    @Test func oddSizesRepeatTheEdgeAndBandsDoNotMatter() {
        // 5 x 3: chroma 3 x 2; the last column's and row's blocks repeat the edge pixels.
        var rng = SplitMix(seed: 3)
        let image = Image(width: 5, height: 3, pixels: (0..<60).map { $0 % 4 == 3 ? 255 : UInt8(rng.next() % 256) })
        let converter = YCbCr(VideoColor())
        let layout = VideoColor().layout(width: 5, height: 3, alpha: false)
        #expect(layout.chromaWidth == 3 && layout.chromaHeight == 2 && layout.bytes == 15 + 12)
        let planes = converter.planes(of: image, source: .overBlack)
        func px(_ x: Int, _ y: Int) -> SIMD3<Int32> {
            let p = image[x, y]
            return SIMD3(Int32(p.x), Int32(p.y), Int32(p.z))
        }
        let corner = px(4, 2) &* 4
        #expect(converter.chroma(corner.x, corner.y, corner.z, extra: 2) == (planes[15 + 5], planes[21 + 5]))
        let edge = px(4, 0) &* 2 &+ px(4, 1) &* 2
        #expect(converter.chroma(edge.x, edge.y, edge.z, extra: 2) == (planes[15 + 2], planes[21 + 2]))
        for bands in 1...3 {
            var other = [UInt8](repeating: 0, count: layout.bytes)
            other.withUnsafeMutableBytes { converter.convert(image, source: .overBlack, into: $0, bands: bands) }
            #expect(other == planes)
        }
    }

    @Test func straightColourBesideAnAlphaPlane() {
        // Half-transparent red, premultiplied (128, 0, 0, 128): the planes hold red's Y'CbCr
        // and alpha 128; over black it is dark red.
        let image = Image(
            width: 2, height: 2,
            pixels: [UInt8](repeating: 0, count: 16).enumerated().map {
                $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 128 : 0
            })
        let converter = YCbCr(VideoColor(chroma: .c444))
        let straight = converter.planes(of: image, source: .straight)
        #expect(straight.count == 16)
        #expect(straight[0] == converter.luma(255, 0, 0) && straight[12] == 128)
        let over = converter.planes(of: image, source: .overBlack)
        #expect(over.count == 12 && over[0] == converter.luma(128, 0, 0))
    }
}

/// A small deterministic generator for test data.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension YCbCrTests {
    @Test(
        arguments: [VideoColor(), VideoColor(matrix: .bt2020, range: .full), VideoColor(chroma: .c444)],
        [YCbCr.Source.overBlack, .straight])
    func wideRowsEqualThePixelByPixelFormula(_ color: VideoColor, _ source: YCbCr.Source) {
        // 53 x 6 of random colours and alphas: the 16-lane and 8-block loops and their tails
        // give what the one-pixel functions give.
        var rng = SplitMix(seed: 11)
        let (w, h) = (53, 6)
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for i in stride(from: 0, to: px.count, by: 4) {
            let a = UInt8(rng.next() % 4 == 0 ? 255 : rng.next() % 256)
            px[i + 3] = a
            for c in 0..<3 { px[i + c] = UInt8(UInt64(a) * (rng.next() % 256) / 255) }
        }
        let image = Image(width: w, height: h, pixels: px)
        let straight = image.straightRGBA()
        let rgb = source == .straight ? straight : px
        let converter = YCbCr(color)
        let planes = converter.planes(of: image, source: source)
        let layout = color.layout(width: w, height: h, alpha: source == .straight)
        func at(_ x: Int, _ y: Int) -> SIMD3<Int32> {
            let i = 4 * (y * w + x)
            return SIMD3(Int32(rgb[i]), Int32(rgb[i + 1]), Int32(rgb[i + 2]))
        }
        var mismatches = 0
        for y in 0..<h {
            for x in 0..<w {
                let c = at(x, y)
                if planes[y * w + x] != converter.luma(c.x, c.y, c.z) { mismatches += 1 }
                if source == .straight && planes[layout.alphaOffset + y * w + x] != px[4 * (y * w + x) + 3] {
                    mismatches += 1
                }
            }
        }
        let sub = color.chroma == .c420 ? 2 : 1
        for cy in 0..<layout.chromaHeight {
            for cx in 0..<layout.chromaWidth {
                var sum = SIMD3<Int32>()
                for dy in 0..<sub {
                    for dx in 0..<sub { sum &+= at(min(cx * sub + dx, w - 1), min(cy * sub + dy, h - 1)) }
                }
                let (u, v) = converter.chroma(sum.x, sum.y, sum.z, extra: sub == 2 ? 2 : 0)
                let o = cy * layout.chromaWidth + cx
                if planes[layout.cbOffset + o] != u || planes[layout.crOffset + o] != v { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}

extension YCbCrTests {
    @Test(.enabled(if: YCbCr.cpuHasAVX2, "this CPU has no AVX2: only the baseline row loops can run"))
    func bothBuildsOfTheRowLoopsGiveTheSameBytes() {
        // HaloRows and its AVX2 build over every layout.
        var rng = SplitMix(seed: 23)
        let (w, h) = (203, 37)
        let image = Image(
            width: w, height: h,
            pixels: (0..<(w * h * 4)).map { i in
                i % 4 == 3 ? UInt8(rng.next() % 2 == 0 ? 255 : rng.next() % 256) : UInt8(rng.next() % 256)
            }.enumerated().map { $0.element })
        let kept = YCbCr.avx2
        defer { YCbCr.avx2 = kept }
        for color in [VideoColor(), VideoColor(matrix: .bt2020, range: .full)] {
            for source in [YCbCr.Source.overBlack, .straight] {
                YCbCr.avx2 = false
                let baseline = YCbCr(color).planes(of: image, source: source)
                YCbCr.avx2 = true
                #expect(YCbCr(color).planes(of: image, source: source) == baseline, "\(color) \(source)")
            }
        }
    }

    @Test func thePixelTwinReadsWhatTheRowLoopsRead() {
        // ycbcr.comp's `pixel`, twinned: over black it is the bytes; straight, the row loops'
        // unpremultiplied bytes; past the edge, the last row and column.
        var image = Image(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 {
                let a = UInt8([0, 1, 77, 254, 255][x])
                let c = { (v: Int) in UInt8(min(Int(a), v * (y + 1) * 13 % 256)) }
                image[x, y] = SIMD4(c(x + 1), c(x + 7), c(x + 3), a)
            }
        }
        let twin = YCbCr(VideoColor())
        var straight = [UInt8](repeating: 0, count: 5 * 4)
        for y in 0..<3 {
            image.pixels.withUnsafeBufferPointer { p in
                Image.unpremultiply(p.baseAddress! + 4 * 5 * y, into: &straight, count: 5)
            }
            for x in 0..<5 {
                let over = twin.pixel(image, x, y, source: .overBlack)
                #expect(over == SIMD4<Int32>(truncatingIfNeeded: image[x, y]))
                let s = twin.pixel(image, x, y, source: .straight)
                #expect(
                    s
                        == SIMD4<Int32>(
                            truncatingIfNeeded: SIMD4(
                                straight[4 * x], straight[4 * x + 1], straight[4 * x + 2], straight[4 * x + 3])))
            }
        }
        #expect(twin.pixel(image, 9, 9, source: .overBlack) == SIMD4<Int32>(truncatingIfNeeded: image[4, 2]))
        // Rounding, not truncating: 1 x 255 / 2 is 127.5, drawn 128 (a twin that truncated
        // would give 127 and fail the comparison above on such a pixel).
        var half = Image(width: 1, height: 1)
        half[0, 0] = SIMD4(1, 1, 1, 2)
        #expect(twin.pixel(half, 0, 0, source: .straight) == SIMD4(128, 128, 128, 2))
    }
}
