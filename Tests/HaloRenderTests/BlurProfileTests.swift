import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import Testing

/// A blurred hard edge against the Gaussian's own profile. A layer's `blur` of radius r at
/// canvas scale s is a Gaussian of sigma = r x s pixels (docs/semantics.md, "Layers and blur"),
/// so across the straight edge of an opaque white half-plane over black, the pixel whose centre
/// is d pixels past the edge is 255 Phi(d / sigma), Phi(x) = (1 + erf(x / sqrt 2)) / 2: the
/// step convolved with the Gaussian, which no code under test computes.
///
/// Tolerance: the sampled kernel (half-width ceil(3 sigma), normalised) is within 0.72/255 of
/// the continuous profile for sigma >= 2 pixels, and the bytes round by 0.5: 1.25/255 on the
/// CPU; the GPU's blur scenes are within 1/255 of the CPU's, so 2.25/255 there. A sigma 10%
/// off moves the profile by about 6/255: outside both.
@Suite struct BlurProfileTests {
    /// (radius in points, canvas scale): sigma 6 pixels at scales 1 and 2, and a narrow 2.5.
    static let cases: [(Double, Double)] = [(6, 1), (3, 2), (2.5, 1)]

    /// White from x = 100 points to past the canvas's right edge, over all its height and more,
    /// blurred by `radius`, on a 200 x 120 point black canvas at `scale`.
    static func scene(radius: Double, scale: Double) -> Scene {
        let white = Draw(
            shape: Shape(kind: .rect, frame: Rect(x: 100, y: -100, width: 300, height: 320)), paint: .solid(.white))
        return Scene(
            canvas: Canvas(width: 200, height: 120, scale: scale, background: .black),
            layers: [Layer(items: [.layer(Layer(items: [.draw(white)], blur: radius))])])
    }

    /// 255 Phi(d / sigma) for the pixel whose centre is d pixels past the edge.
    static func profile(_ d: Double, sigma: Double) -> Double {
        255 * 0.5 * (1 + erf(d / (sigma * 2.0.squareRoot())))
    }

    /// The largest |red - profile| along the middle row, over the pixels within 4 sigma of the
    /// edge (x = 100 x scale pixels), judged against a Gaussian of `sigma` pixels.
    static func worstError(_ image: Image, scale: Double, sigma: Double) -> Double {
        let edge = 100 * scale, row = image.height / 2
        let span = Int((4 * sigma).rounded(.up))
        return (Int(edge) - span...Int(edge) + span).map { x in
            abs(Double(image[x, row].x) - profile(Double(x) + 0.5 - edge, sigma: sigma))
        }.max()!
    }

    @Test(arguments: cases)
    func theCPUsEdgeIsTheErfProfile(_ radius: Double, _ scale: Double) throws {
        let image = try CPURenderer(threads: 2).render(Self.scene(radius: radius, scale: scale))
        let sigma = radius * scale
        let worst = Self.worstError(image, scale: scale, sigma: sigma)
        #expect(worst <= 1.25, "radius \(radius) at scale \(scale): \(worst)/255 from the erf profile")
        // The control: the same pixels judged against a sigma 10% wider or narrower are rejected.
        for wrong in [sigma * 1.1, sigma / 1.1] {
            let off = Self.worstError(image, scale: scale, sigma: wrong)
            #expect(off > 1.25, "sigma \(wrong) instead of \(sigma) is only \(off)/255 off")
        }
        // Ink: the row runs from black to white across the edge.
        let row = image.height / 2
        #expect(image[Int(60 * scale), row].x == 0 && image[Int(140 * scale), row].x == 255)
    }

    @Test(.enabled(if: SharedGPU.available, "no EGL display: the GPU's blur is not measured"), arguments: cases)
    func theGPUsEdgeIsTheErfProfile(_ radius: Double, _ scale: Double) throws {
        let image = try SharedGPU.renderer().render(Self.scene(radius: radius, scale: scale))
        let sigma = radius * scale
        let worst = Self.worstError(image, scale: scale, sigma: sigma)
        #expect(worst <= 2.25, "radius \(radius) at scale \(scale): \(worst)/255 from the erf profile")
        for wrong in [sigma * 1.1, sigma / 1.1] {
            let off = Self.worstError(image, scale: scale, sigma: wrong)
            #expect(off > 2.25, "sigma \(wrong) instead of \(sigma) is only \(off)/255 off")
        }
    }
}
