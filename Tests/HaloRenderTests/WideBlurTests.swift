import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import Testing

/// Blurs wider than the exact kernel's 16 pixels (sigma), drawn at 1 / 2^k of the resolution and sampled back
/// (docs/semantics.md, "Layers and blur"), against the exact blur computed here from its definition: the
/// sampled Gaussian of half-width ceil(3 sigma), normalised, applied across then down to the pixels' coverage.
///
/// The scene is the corner of an opaque white rectangle over black at the canvas's centre, reaching 4 sigma
/// past the top-left corner: its coverage is 1 for pixels x < 200, y < 200 (and from -4 sigma), so the exact
/// blur at a pixel is the product of two one-dimensional sums, `exact(_:sigma:)`, which no code under test
/// computes. Tolerance 1/255: the bytes round by 0.5, the downsampling adds at most the bound measured here.
@Suite struct WideBlurTests {
    /// The canvas, 400 x 400 points at scale 1; the corner at (200, 200).
    static let size = 400, corner = 200

    static func scene(sigma: Double) -> Scene {
        let far = 4 * sigma
        let white = Draw(
            shape: Shape(
                kind: .rect, frame: Rect(x: -far, y: -far, width: far + Double(corner), height: far + Double(corner))),
            paint: .solid(.white))
        return Scene(
            canvas: Canvas(width: Double(size), height: Double(size), background: .black),
            layers: [Layer(items: [.layer(Layer(items: [.draw(white)], blur: sigma))])])
    }

    /// The exact blur along one axis at each pixel 0..<size: the sum over taps -r...r (r = ceil(3 sigma)) of
    /// the normalised weight times the coverage (1 for pixels from -4 sigma to `corner`, else 0).
    static func exact(sigma: Double) -> [Double] {
        let r = Int((3 * sigma).rounded(.up))
        var w = (0...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = w[0] + 2 * w.dropFirst().reduce(0, +)
        w = w.map { $0 / total }
        let from = -Int((4 * sigma).rounded(.up))
        return (0..<size).map { x in
            (-r...r).reduce(0.0) { sum, i in
                let p = x + i
                return p >= from && p < corner ? sum + w[abs(i)] : sum
            }
        }
    }

    /// The largest |red - 255 exact| over the canvas, the exact blur that of `sigma`.
    static func worstError(_ image: Image, sigma: Double) -> Double {
        let e = exact(sigma: sigma)
        var worst = 0.0
        for y in 0..<size {
            for x in 0..<size { worst = max(worst, abs(Double(image[x, y].x) - 255 * e[x] * e[y])) }
        }
        return worst
    }

    static let tolerance = 1.0

    @Test(arguments: [16.5, 24.0, 33.0, 48.0, 80.0, 100.0, 200.0, 400.0])
    func aWideBlurIsTheExactBlur(_ sigma: Double) throws {
        let image = try CPURenderer(threads: 2).render(Self.scene(sigma: sigma))
        let worst = Self.worstError(image, sigma: sigma)
        print(
            "wide blur: sigma \(sigma) px, downsampled by \(GaussianKernel.downsampling(sigma: sigma)): "
                + "\(worst)/255 at most from the exact blur")
        #expect(worst <= Self.tolerance, "sigma \(sigma): \(worst)/255 from the exact blur")
        // The control: a blur 10% narrower or wider than asked is rejected.
        for wrong in [sigma / 1.1, sigma * 1.1] {
            let off = Self.worstError(image, sigma: wrong)
            #expect(off > Self.tolerance, "sigma \(wrong) instead of \(sigma) is only \(off)/255 off")
        }
    }

    /// The widest exact blur is left as it was: 16 pixels is drawn at full resolution.
    @Test func sixteenPixelsIsExact() throws {
        let image = try CPURenderer(threads: 2).render(Self.scene(sigma: 16))
        #expect(Self.worstError(image, sigma: 16) <= 0.51)
    }

    @Test(
        .enabled(if: SharedGPU.available, "no EGL display: the GPU's wide blur is not measured"),
        arguments: [24.0, 48.0, 100.0, 400.0])
    func theGPUsWideBlurIsTheExactBlur(_ sigma: Double) throws {
        let image = try SharedGPU.renderer().render(Self.scene(sigma: sigma))
        let worst = Self.worstError(image, sigma: sigma)
        #expect(worst <= Self.tolerance + 1, "sigma \(sigma): \(worst)/255 from the exact blur on the GPU")
        for wrong in [sigma / 1.1, sigma * 1.1] {
            #expect(Self.worstError(image, sigma: wrong) > Self.tolerance + 1)
        }
    }

    /// A shadow is a blur too: 40 points at scale 3 (sigma 120 pixels, drawn at 1/8 of the resolution) around a
    /// white card 60 points wide. Left of the card, on its middle row, the shadow of the card's coverage
    /// (pixels 60..<240 both ways) is 255 (Phi((240 - x) / s) - Phi((60 - x) / s)) times the same down, Phi
    /// the normal distribution (the truncated kernel is within 0.34/255 of it), and the card is white.
    @Test func aWideShadowIsTheCardsBlur() throws {
        let card = Draw(
            shape: Shape(kind: .rect, frame: Rect(x: 20, y: 20, width: 60, height: 60)), paint: .solid(.white))
        func render(_ radius: Double) throws -> Image {
            try CPURenderer(threads: 2).render(
                Scene(
                    canvas: Canvas(width: 100, height: 100, scale: 3, background: .black),
                    layers: [
                        Layer(items: [
                            .layer(Layer(items: [.draw(card)], shadow: Shadow(color: .white, radius: radius)))
                        ])
                    ]))
        }
        func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }
        func worst(_ image: Image, sigma: Double) -> Double {
            let down = phi((240 - 150.5) / sigma) - phi((60 - 150.5) / sigma)
            return (0..<60).map { x in
                let across = phi((240 - Double(x) - 0.5) / sigma) - phi((60 - Double(x) - 0.5) / sigma)
                return abs(Double(image[x, 150].x) - 255 * across * down)
            }.max()!
        }
        let image = try render(40)
        #expect(image[150, 150].x == 255)
        #expect(worst(image, sigma: 120) <= 1.5, "\(worst(image, sigma: 120))/255")
        #expect(worst(image, sigma: 132) > 1.5 && worst(image, sigma: 109) > 1.5)
    }
}
