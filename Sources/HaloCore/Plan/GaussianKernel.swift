import Foundation
import HaloMath

/// The reference blur kernel of docs/semantics.md: a sampled Gaussian of standard deviation sigma
/// (pixels), half-width ceil(3 sigma), weights normalised to sum 1, applied separably.
package struct GaussianKernel: Equatable, Sendable {
    /// Sigma in pixels.
    package let sigma: Double
    /// Taps on each side of the centre.
    package let radius: Int
    /// Weights for offsets 0...radius (the kernel is symmetric), summing to 1 over -radius...radius.
    package let weights: [Float]

    /// The most taps on a side (keep in sync with `maxRadius` in Shaders/blur.frag).
    package static let maxRadius = 256

    /// The widest blur (sigma, pixels) run as it is; wider ones run at 1 / `downsampling(sigma:)` of the
    /// resolution (`Planner.downsampled`), so no blur costs more than this one (docs/performance.md, "Blurs
    /// at constant cost"). Within `maxRadius`: ceil(3 x 16) = 48.
    package static let maxExactSigma = 16.0

    /// The least power of two 2^k (k >= 1) that brings `sigma` (pixels, above `maxExactSigma`) within
    /// `maxExactSigma` once divided by it: the downsampling of a wide blur.
    package static func downsampling(sigma: Double) -> Int {
        var factor = 2
        while sigma / Double(factor) > maxExactSigma, factor < 1 << 20 { factor *= 2 }
        return factor
    }

    package init(sigma: Double) {
        self.sigma = sigma
        guard sigma > 0 else {
            radius = 0
            weights = [1]
            return
        }
        let r = Int(clamping: (3 * sigma).rounded(.up), to: 0...GaussianKernel.maxRadius)
        radius = r
        var w = (0...r).map { i in PortableMath.exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = w[0] + 2 * w.dropFirst().reduce(0, +)
        w = w.map { $0 / total }
        weights = w.map(Float.init)
    }
}
