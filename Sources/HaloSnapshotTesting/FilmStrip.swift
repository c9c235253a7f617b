import Foundation
import HaloCore
import HaloUI

/// Frames side by side, each over a label with its time: the picture a `.frames(at:)` snapshot stores.
enum FilmStrip {
    /// The label band's height in points.
    static let labelHeight = 18.0
    /// The gap between cells in points.
    static let gap = 4.0

    /// The strip of `frames` (each `width` pixels wide), labelled by `label` at `scale`, and each cell's columns.
    /// - Throws: `SceneError` when a label cannot be drawn (no font).
    static func compose(
        _ frames: [(time: Double, image: HaloCore.Image)], scale: Double,
        label: (String, Double, Double) throws -> HaloCore.Image
    ) throws -> (HaloCore.Image, [SnapshotImage.Frame]) {
        let w = frames.map(\.image.width).max() ?? 0, h = frames.map(\.image.height).max() ?? 0
        let band = Int((labelHeight * scale).rounded()), space = Int((gap * scale).rounded())
        let width = frames.count * w + max(0, frames.count - 1) * space
        var strip = HaloCore.Image(width: max(width, 1), height: h + band)
        fill(&strip, x: 0, y: 0, width: strip.width, height: strip.height, grey: 200)
        var cells: [SnapshotImage.Frame] = []
        for (k, frame) in frames.enumerated() {
            let x = k * (w + space)
            fill(&strip, x: x, y: 0, width: w, height: h + band, grey: 255)
            paste(frame.image, into: &strip, x: x, y: 0)
            let text = try label(String(format: "%.2f s", frame.time), Double(w) / scale, labelHeight)
            paste(text, into: &strip, x: x, y: h)
            cells.append(SnapshotImage.Frame(time: frame.time, x: x, width: w))
        }
        return (strip, cells)
    }

    /// Paints a rectangle an opaque grey.
    private static func fill(_ image: inout HaloCore.Image, x: Int, y: Int, width: Int, height: Int, grey: UInt8) {
        for row in y..<min(y + height, image.height) {
            for col in x..<min(x + width, image.width) { image[col, row] = SIMD4(grey, grey, grey, 255) }
        }
    }

    /// Draws `source` over `image` at (x, y) (premultiplied source-over).
    private static func paste(_ source: HaloCore.Image, into image: inout HaloCore.Image, x: Int, y: Int) {
        for row in 0..<min(source.height, image.height - y) {
            for col in 0..<min(source.width, image.width - x) {
                let s = SIMD4<Int>(truncatingIfNeeded: source[col, row])
                let d = SIMD4<Int>(truncatingIfNeeded: image[x + col, y + row])
                let out = s &+ (d &* (255 &- s[3]) &+ 127) / 255
                image[x + col, y + row] = SIMD4<UInt8>(truncatingIfNeeded: out)
            }
        }
    }
}
