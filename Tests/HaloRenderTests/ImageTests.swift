import Foundation
import HaloCPU
import HaloCore
import HaloIO
import HaloTestSupport
import Testing

/// Images against references computed here, in Double, from the definition in
/// docs/semantics.md ("Images"): the level a pixel spans at most two texels of, made by an
/// area-weighted box filter; bilinear between the four nearest texel centres, edges clamped.
struct ImageTests {
    /// A premultiplied image whose straight colour and alpha come from `f(x, y)` (`TestImages`).
    static func image(_ w: Int, _ h: Int, _ f: (Int, Int) -> (Double, Double, Double, Double)) -> Image {
        TestImages.image(w, h, f)
    }

    /// `source` stretched over `frame` on a transparent canvas, on the CPU.
    static func render(_ source: ImageSource, _ frame: Rect, size: (Int, Int), nearest: Bool = false) throws -> Image {
        let draw = Draw(
            shape: Shape(kind: .rect, frame: frame),
            paint: .image(ImagePaint(source: source, interpolation: nearest ? .none : .linear)))
        let scene = Scene(
            canvas: Canvas(width: Double(size.0), height: Double(size.1), background: .clear),
            layers: [Layer(draws: [draw])])
        return try CPURenderer(threads: 1).render(scene)
    }

    /// The texels of `image` shrunk to w x h by an area-weighted box filter, in Double.
    static func boxLevel(_ image: Image, _ w: Int, _ h: Int) -> [[SIMD4<Double>]] {
        let rx = Double(image.width) / Double(w), ry = Double(image.height) / Double(h)
        return (0..<h).map { j in
            (0..<w).map { i in
                var sum = SIMD4<Double>.zero
                for sy in 0..<image.height {
                    let oy = min(Double(j + 1) * ry, Double(sy + 1)) - max(Double(j) * ry, Double(sy))
                    guard oy > 0 else { continue }
                    for sx in 0..<image.width {
                        let ox = min(Double(i + 1) * rx, Double(sx + 1)) - max(Double(i) * rx, Double(sx))
                        guard ox > 0 else { continue }
                        let p = image[sx, sy]
                        sum += SIMD4(Double(p.x), Double(p.y), Double(p.z), Double(p.w)) * (ox * oy)
                    }
                }
                return sum / (rx * ry) / 255
            }
        }
    }

    /// Bilinear sampling of `texels` (a level stretched over `frame`) at the pixel centres of
    /// `size`, as premultiplied bytes; outside the frame transparent. `shift` moves the sample
    /// point in texels (0 is the definition; tests use another to see a wrong rule caught).
    static func reference(
        _ texels: [[SIMD4<Double>]], _ frame: Rect, size: (Int, Int), shift: Double = -0.5
    ) -> Image {
        let h = texels.count, w = texels[0].count
        var out = Image(width: size.0, height: size.1)
        for y in 0..<size.1 {
            for x in 0..<size.0 {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                guard px > frame.x, py > frame.y, px < frame.x + frame.width, py < frame.y + frame.height else {
                    continue
                }
                let ux = (px - frame.x) * Double(w) / frame.width + shift
                let uy = (py - frame.y) * Double(h) / frame.height + shift
                let bx = ux.rounded(.down), by = uy.rounded(.down)
                let fx = ux - bx, fy = uy - by
                func t(_ i: Double, _ j: Double) -> SIMD4<Double> {
                    texels[min(max(Int(j), 0), h - 1)][min(max(Int(i), 0), w - 1)]
                }
                let c =
                    (t(bx, by) * (1 - fx) + t(bx + 1, by) * fx) * (1 - fy)
                    + (t(bx, by + 1) * (1 - fx) + t(bx + 1, by + 1) * fx) * fy
                let bytes = (c * 255).rounded(.toNearestOrAwayFromZero)
                out[x, y] = SIMD4<UInt8>(
                    UInt8(min(max(bytes.x, 0), 255)), UInt8(min(max(bytes.y, 0), 255)),
                    UInt8(min(max(bytes.z, 0), 255)),
                    UInt8(min(max(bytes.w, 0), 255)))
            }
        }
        return out
    }

    static let within2 = Tolerance(maxChannelDifference: 2, maxDifferingFraction: 1)

    /// A fine pattern with alpha (`TestImages.pattern`).
    static let pattern = TestImages.pattern

    @Test func anImagePlacedAtItsOwnSizeOnWholePixelsReproducesItsPixelsExactly() throws {
        let source = ImageSource(name: "pattern", image: Self.pattern)
        let out = try Self.render(source, Rect(x: 4, y: 6, width: 7, height: 5), size: (16, 12))
        for y in 0..<5 {
            for x in 0..<7 { #expect(out[x + 4, y + 6] == Self.pattern[x, y], "texel \(x), \(y)") }
        }
        #expect(out[3, 6] == SIMD4(0, 0, 0, 0))
        #expect(out[11, 10] == SIMD4(0, 0, 0, 0))
    }

    @Test func aMagnifiedImageIsBilinearBetweenTexelCentresAndAShiftedRuleIsCaught() throws {
        let source = ImageSource(name: "pattern", image: Self.pattern)
        let frame = Rect(x: 5, y: 5, width: 70, height: 50)
        let out = try Self.render(source, frame, size: (80, 60))
        let level = Self.boxLevel(Self.pattern, 7, 5)
        // The control: sampling at texel corners instead of centres (no half-texel shift).
        ImageCheck.match(
            expected: Self.reference(level, frame, size: (80, 60)), actual: out,
            control: Self.reference(level, frame, size: (80, 60), shift: 0), tolerance: Self.within2)
    }

    @Test func nearestInterpolationTakesTheTexelUnderThePixelCentre() throws {
        let source = ImageSource(name: "pattern", image: Self.pattern)
        let out = try Self.render(source, Rect(x: 0, y: 0, width: 70, height: 50), size: (70, 50), nearest: true)
        for (x, y) in [(0, 0), (9, 9), (10, 10), (35, 24), (69, 49)] {
            #expect(out[x, y] == Self.pattern[x / 10, y / 10], "pixel \(x), \(y)")
        }
    }

    /// A 1-texel checkerboard over a wash: bilinear sampling of the full image aliases.
    static let checker = image(300, 200) { x, y in
        let on = (x + y) % 2 == 0 ? 1.0 : 0.0
        return (on, Double(x) / 299, 1 - on, 1)
    }

    @Test func aMinifiedImageSamplesABoxFilteredLevelAndSkippingItIsCaught() throws {
        let source = ImageSource(name: "checker", image: Self.checker)
        // 200 texels over 23 pixels: 8.7 a pixel; three halvings leave 1.09, so level 3
        // (37 x 25), which spans 300 / 37 = 8.1 texels across.
        #expect(source.levelIndex(texelsPerPixel: 200.0 / 23) == 3)
        let frame = Rect(x: 1, y: 2, width: 37, height: 23)
        let out = try Self.render(source, frame, size: (40, 28))
        let inside = Rect(x: 1, y: 2, width: 37, height: 23)
        func crop(_ i: Image) -> Image {
            var c = Image(width: Int(inside.width), height: Int(inside.height))
            for y in 0..<c.height { for x in 0..<c.width { c[x, y] = i[x + 1, y + 2] } }
            return c
        }
        // The control: the full image sampled without its levels (aliased).
        ImageCheck.match(
            expected: crop(Self.reference(Self.boxLevel(Self.checker, 37, 25), frame, size: (40, 28))),
            actual: crop(out),
            control: crop(Self.reference(Self.boxLevel(Self.checker, 300, 200), frame, size: (40, 28))),
            tolerance: Self.within2)
    }

    @Test func theLevelIsTheFirstAPixelSpansAtMostTwoTexelsOf() {
        let source = ImageSource(name: "checker", image: Self.checker)
        for (span, level) in [(0.25, 0), (1.0, 0), (2.0, 0), (2.01, 1), (4.0, 1), (4.5, 2), (1000.0, 8), (1e9, 8)] {
            #expect(source.levelIndex(texelsPerPixel: span) == level, "span \(span)")
        }
        // 300 x 200 halves to 1 x 1 after 8 levels (300 >> 8 = 1, 200 >> 8 = 0 -> 1).
        let last = source.level(8)
        #expect(last.width == 1 && last.height == 1)
    }

    @Test func levelsAverageThePremultipliedTexelsTheyCover() {
        // 3 x 1 -> 1 x 1: each texel a third; straight red at alpha 0 adds nothing.
        let three = Image(width: 3, height: 1, pixels: [255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255])
        let one = ImageSource(name: "three", image: three).level(1)
        #expect(one.width == 1 && one.height == 1)
        // (255 + 0 + 0) / 3 = 85 red, 255 / 3 = 85 blue, (255 + 0 + 255) / 3 = 170 alpha.
        let expected: UInt32 = 85 | 85 << 16 | 170 << 24
        #expect(one.texels == [expected])
        // 4 x 2 -> 2 x 1: 2 x 2 boxes.
        let four = Image(width: 4, height: 2, pixels: [UInt8]((0..<32).map { UInt8($0 * 8) }))
        let two = ImageSource(name: "four", image: four).level(1)
        // Texel 0 averages bytes at pixels 0, 1, 4, 5: red 0, 32, 128, 160 -> 80.
        #expect(two.texels[0] & 0xFF == 80)
    }
}
