import Foundation

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

    package init(sigma: Double) {
        self.sigma = sigma
        guard sigma > 0 else {
            radius = 0
            weights = [1]
            return
        }
        let r = Int(clamping: (3 * sigma).rounded(.up), to: 0...GaussianKernel.maxRadius)
        radius = r
        var w = (0...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = w[0] + 2 * w.dropFirst().reduce(0, +)
        w = w.map { $0 / total }
        weights = w.map(Float.init)
    }
}
