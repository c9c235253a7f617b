import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `GraphicsContext.resolve(_:)`, `resolveSymbol(id:)` with a Canvas's `symbols`, the
/// Porter-Duff blend modes and opacities out of 0...1, against pixels worked out by hand from
/// Apple's documentation (docs/semantics.md, "Canvas: resolved values").
struct CanvasResolveTests {
    static func render<V: View>(_ view: V, width: Double = 60, height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
        Path(CGRect(x: x, y: y, width: w, height: h))
    }

    /// The bounds of the pixels with alpha over half.
    static func inkBox(_ image: HaloCore.Image) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)? = nil
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].w > 127 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @Test func opacitiesOutOfRangeAreClampedNotErrors() throws {
        // A star fading through a negative opacity (the TwinkleStars corpus file's sine).
        let canvas = Canvas { context, _ in
            context.fill(Self.rect(0, 0, 10, 10), with: .color(.white.opacity(-0.33)))
            var over = context
            over.opacity = 1.7
            over.fill(Self.rect(20, 0, 10, 10), with: .color(.white))
            var under = context
            under.opacity = -0.5
            under.fill(Self.rect(40, 0, 10, 10), with: .color(.white))
        }
        let image = try Self.render(canvas)
        #expect(image[5, 5].w == 0)
        #expect(image[25, 5] == SIMD4(255, 255, 255, 255))
        #expect(image[45, 5].w == 0)
    }

    @Test func porterDuffModesComposeByApplesEquations() throws {
        // A white square, then a 10-point square drawn over its corner in each mode.
        func canvas(_ mode: GraphicsContext.BlendMode) -> some View {
            Canvas { context, _ in
                context.fill(Self.rect(0, 0, 20, 20), with: .color(.white))
                context.blendMode = mode
                context.fill(Self.rect(10, 10, 20, 20), with: .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5)))
            }
        }
        // clear: R = 0 where the source draws, the source's alpha read as its coverage (an
        // opaque fill clears, a half-transparent one halves: docs/semantics.md); outside it the
        // backdrop stays.
        let cleared = try Self.render(canvas(.clear))
        #expect(abs(Int(cleared[15, 15].w) - 128) <= 1 && cleared[5, 5] == SIMD4(255, 255, 255, 255))
        let erased = try Self.render(
            Canvas { context, _ in
                context.fill(Self.rect(0, 0, 20, 20), with: .color(.white))
                context.blendMode = .clear
                context.fill(Self.rect(10, 10, 20, 20), with: .color(.white))
            })
        #expect(erased[15, 15].w == 0 && erased[25, 25].w == 0 && erased[5, 5].w == 255)
        // copy: R = S, half-transparent red (premultiplied 128, 0, 0, 128) over the white.
        let copied = try Self.render(canvas(.copy))
        #expect(abs(Int(copied[15, 15].x) - 128) <= 1 && copied[15, 15].y == 0 && abs(Int(copied[15, 15].w) - 128) <= 1)
        // sourceIn: S x Da, red where the white was, nothing past it (Da = 0 there).
        let sourceIn = try Self.render(canvas(.sourceIn))
        #expect(abs(Int(sourceIn[15, 15].w) - 128) <= 1 && sourceIn[25, 25].w == 0)
        // xor: S (1 - Da) + D (1 - Sa): half white where both are, half red past the white.
        let xor = try Self.render(canvas(.xor))
        #expect(abs(Int(xor[15, 15].y) - 128) <= 1 && abs(Int(xor[15, 15].w) - 128) <= 1)
        #expect(abs(Int(xor[25, 25].x) - 128) <= 1 && xor[25, 25].y == 0)
        // destinationIn: D x Sa, the white at half where the red is.
        let destinationIn = try Self.render(canvas(.destinationIn))
        #expect(abs(Int(destinationIn[15, 15].y) - 128) <= 1 && destinationIn[25, 25].w == 0)
    }

    @Test func resolvedTextMeasuresAndDrawsWithItsShading() throws {
        var size = CGSize.zero
        var wide = CGSize.zero
        var baselines: (CGFloat, CGFloat) = (0, 0)
        let canvas = Canvas { context, canvasSize in
            var text = context.resolve(Text("Hello").font(.system(size: 20)))
            size = text.measure(in: canvasSize)
            wide = context.resolve(Text("HelloHello").font(.system(size: 20))).measure(in: canvasSize)
            let lines = context.resolve(Text("A\nB").font(.system(size: 20)))
            baselines = (lines.firstBaseline(in: canvasSize), lines.lastBaseline(in: canvasSize))
            text.shading = .color(Color(red: 1, green: 0, blue: 0))
            context.draw(text, at: CGPoint(x: 60, y: 30), anchor: .center)
        }
        let image = try Self.render(canvas, width: 120, height: 60)
        // Twice the letters, twice the width; one line of a 20-point font is 20 to 30 points tall.
        #expect(abs(wide.width - 2 * size.width) < 1, "\(size) \(wide)")
        #expect(size.height >= 20 && size.height <= 30, "\(size)")
        // The second baseline one line below the first.
        #expect(abs((baselines.1 - baselines.0) - size.height) < 2, "\(baselines)")
        #expect(baselines.0 > 10 && baselines.0 < size.height)
        // The ink centred on (60, 30) within a few points, in the shading's red.
        let box = try #require(Self.inkBox(image))
        #expect(abs(Double(box.0 + box.2) / 2 - 60) <= 3, "\(box)")
        #expect(abs(Double(box.1 + box.3) / 2 - 30) <= 4, "\(box)")
        var reds = 0
        for y in box.1...box.3 {
            for x in box.0...box.2 where image[x, y].w == 255 {
                #expect(image[x, y].y == 0 && image[x, y].x == 255)
                reds += 1
            }
        }
        #expect(reds > 20)
    }

    @Test func symbolsAreFoundByTagAndDrawnWhereTheRendererSays() throws {
        var missing = false
        var symbolSize = CGSize.zero
        let canvas = Canvas { context, _ in
            guard let square = context.resolveSymbol(id: 1) else { return }
            symbolSize = square.size
            missing = context.resolveSymbol(id: 3) == nil
            context.draw(square, at: CGPoint(x: 30, y: 20), anchor: .center)
        } symbols: {
            Color.red.frame(width: 10, height: 10).tag(1)
            Color.blue.frame(width: 20, height: 20).tag(2)
        }
        let image = try Self.render(canvas)
        #expect(symbolSize == CGSize(width: 10, height: 10))
        #expect(missing)
        // The red square 25..<35 by 15..<25; the symbols are not drawn otherwise.
        #expect(image[25, 15] == SIMD4(255, 59, 48, 255) || image[25, 15].x > 200)
        #expect(image[24, 20].w == 0 && image[35, 20].w == 0 && image[30, 14].w == 0)
        #expect(image[5, 5].w == 0)
    }

    @Test func blurThenThresholdJoinsNearbySymbolsAsMetaballs() throws {
        // Two 16-point discs 4 points apart: blurred, the gap between them rises past half
        // alpha, and the threshold makes it solid; without the filters the gap stays empty.
        func canvas(_ metaball: Bool) -> some View {
            Canvas { context, size in
                if metaball {
                    context.addFilter(.alphaThreshold(min: 0.3, color: .green))
                    context.addFilter(.blur(radius: 5))
                }
                context.drawLayer { layer in
                    for (id, x) in [(1, 20.0), (2, 40.0)] {
                        if let disc = context.resolveSymbol(id: id) {
                            layer.draw(disc, at: CGPoint(x: x, y: 20))
                        }
                    }
                }
            } symbols: {
                Circle().fill(.black).frame(width: 16, height: 16).tag(1)
                Circle().fill(.black).frame(width: 16, height: 16).tag(2)
            }
        }
        let joined = try Self.render(canvas(true))
        let apart = try Self.render(canvas(false))
        #expect(apart[30, 20].w == 0)
        #expect(joined[30, 20].w == 255 && joined[30, 20].y > 100 && joined[30, 20].x < 100, "\(joined[30, 20])")
        // Far from both discs it stays transparent.
        #expect(joined[5, 2].w == 0 && joined[55, 38].w == 0)
    }
}
