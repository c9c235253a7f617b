import Foundation
import HaloCore

/// How a snapshot is compared with its reference: swift-snapshot-testing's `precision` (the fraction of
/// pixels that must match) and `perceptualPrecision` (how close a pixel must be to match: 1 is exact,
/// below 1 a CIE94 colour difference of at most (1 - perceptualPrecision) x 100).
///
/// docs/testing.md, "Precision", gives both in pixels and channel steps.
struct SnapshotComparison: Sendable {
    /// The fraction of pixels that must match, 0...1.
    var precision: Float
    /// How close a pixel must be to its reference to match, 0...1 (1: every channel equal).
    var perceptualPrecision: Float

    /// nil when `actual` matches `reference`, else what differs: the pixels over the precision, the
    /// largest channel difference and where, and, in a film strip, the first frame that differs.
    func failure(reference: SnapshotImage, actual: SnapshotImage) -> String? {
        if let problem = actual.problem ?? reference.problem { return problem }
        let (a, b) = (reference.image, actual.image)
        guard a.width == b.width, a.height == b.height else {
            return "The snapshot is \(b.width)x\(b.height) pixels; the reference is \(a.width)x\(a.height)."
        }
        if a.pixels == b.pixels { return nil }
        let threshold = perceptualPrecision >= 1 ? 0 : Double(1 - perceptualPrecision) * 100
        var differing = 0, largest = 0, worst = -1
        var perFrame = [Int](repeating: 0, count: actual.frames.count)
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for px in 0..<(a.width * a.height) {
                    let i = px * 4
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
                    guard d > 0 else { continue }
                    if d > largest { (largest, worst) = (d, px) }
                    if threshold > 0,
                        PerceptualDifference.matches(
                            SIMD4(pa[i], pa[i + 1], pa[i + 2], pa[i + 3]),
                            SIMD4(pb[i], pb[i + 1], pb[i + 2], pb[i + 3]), within: threshold)
                    {
                        continue
                    }
                    differing += 1
                    let x = px % a.width
                    if let f = actual.frames.firstIndex(where: { x >= $0.x && x < $0.x + $0.width }) {
                        perFrame[f] += 1
                    }
                }
            }
        }
        let total = a.width * a.height
        let allowed = allowedPixels(of: total)
        guard differing > allowed else { return nil }
        return describe(
            differing: differing, of: total, allowed: allowed, largest: largest, at: worst, reference: a, actual: b,
            frames: actual.frames, perFrame: perFrame)
    }

    /// The pixels that may differ: (1 - precision) x total, rounded down, with a margin of a thousandth of
    /// a pixel so that a `Float` such as 0.99 allows the 1% it says.
    func allowedPixels(of total: Int) -> Int {
        let p = min(max(Double(precision), 0), 1)
        return min(total, Int(((1 - p) * Double(total) + 1e-3).rounded(.down)))
    }

    /// The failure's lines.
    private func describe(
        differing: Int, of total: Int, allowed: Int, largest: Int, at worst: Int, reference a: HaloCore.Image,
        actual b: HaloCore.Image, frames: [SnapshotImage.Frame], perFrame: [Int]
    ) -> String {
        let percent = String(format: "%.4f", 100 * Double(differing) / Double(total))
        let rule =
            perceptualPrecision >= 1
            ? "a pixel matches when every channel is equal"
            : "a pixel matches within a CIE94 difference of \(Double(1 - perceptualPrecision) * 100)"
        var lines = [
            "\(differing) of \(total) pixels differ (\(percent)%); "
                + "precision \(precision) allows \(allowed), and \(rule)."
        ]
        if worst >= 0 {
            let (x, y) = (worst % a.width, worst / a.width)
            lines.append(
                "Largest channel difference: \(largest) of 255, at pixel (\(x), \(y)): reference "
                    + "\(Self.rgba(a, x, y)), snapshot \(Self.rgba(b, x, y)).")
        }
        if let f = perFrame.firstIndex(where: { $0 > 0 }) {
            let t = String(format: "%.2f", frames[f].time)
            lines.append(
                "First frame that differs: frame \(f + 1) of \(frames.count), at t = \(t) s (\(perFrame[f]) pixels).")
        }
        return lines.joined(separator: "\n")
    }

    /// A pixel as straight rgba(r, g, b, a), the way the PNG stores it.
    static func rgba(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> String {
        let i = (y * image.width + x) * 4
        var straight = [UInt8](repeating: 0, count: 4)
        image.pixels.withUnsafeBufferPointer { p in
            straight.withUnsafeMutableBufferPointer { d in
                HaloCore.Image.unpremultiply(p.baseAddress! + i, into: d.baseAddress!, count: 1)
            }
        }
        return "rgba(\(straight.map(String.init).joined(separator: ", ")))"
    }
}
