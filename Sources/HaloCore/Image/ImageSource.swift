import Foundation

/// A decoded image that draws sample: its pixels (premultiplied RGBA8) and, made when a draw
/// first needs them, its pre-filtered smaller levels.
///
/// A draw that shrinks an image more than 2x samples a smaller level (`levelIndex`), made from
/// the full image by an area-weighted box filter on premultiplied texels, so minified images
/// do not alias; both backends sample the same level's texels. Images are compared by identity:
/// one file decoded once is one source (`ImageCache`).
///
/// Sendable by hand: `levels`, its only mutable state, is read and written under `lock`.
public final class ImageSource: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The file it came from, or the name it was made with.
    public let name: String
    /// The full-size pixels, premultiplied.
    public let image: Image
    private let lock = NSLock()
    private var levels: [Int: ImageLevel] = [:]

    /// An image source of premultiplied `image`, called `name` in messages and scene files.
    public init(name: String, image: Image) {
        self.name = name
        self.image = image
    }

    /// Pixels across.
    public var width: Int { image.width }
    /// Pixels down.
    public var height: Int { image.height }
    /// The name.
    public var description: String { name }

    /// The same object.
    public static func == (a: ImageSource, b: ImageSource) -> Bool { a === b }

    /// The bytes its pixels and the levels made so far take.
    public var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return image.pixels.count + levels.values.reduce(0) { $0 + $1.texels.count * 4 }
    }

    /// Level k: the image shrunk k times by two on each side (at least one pixel), 0 the image.
    package func level(_ k: Int) -> ImageLevel {
        lock.lock()
        defer { lock.unlock() }
        if let kept = levels[k] { return kept }
        let made =
            k == 0
            ? ImageLevel(image)
            : ImageLevel.boxFiltered(image, width: max(1, width >> k), height: max(1, height >> k))
        levels[k] = made
        return made
    }

    /// The level a draw samples when one of its pixels spans `texelsPerPixel` texels of the full
    /// image: the first whose texels a pixel spans at most two of (bilinear filtering of that
    /// level then reads every texel), or the 1x1 level.
    package func levelIndex(texelsPerPixel: Double) -> Int {
        var k = 0, s = texelsPerPixel
        while s > 2, (width >> k) > 1 || (height >> k) > 1 {
            s /= 2
            k += 1
        }
        return k
    }
}

/// One level of an image as the per-pixel stage reads it: premultiplied RGBA8 texels, one
/// word each (R in the low byte, as `packUnorm4x8` packs), rows top first.
package final class ImageLevel: Sendable {
    package let width: Int
    package let height: Int
    package let texels: [UInt32]

    /// The image's own pixels.
    init(_ image: Image) {
        width = image.width
        height = image.height
        texels = image.pixels.withUnsafeBytes { $0.bindMemory(to: UInt32.self).map { UInt32(littleEndian: $0) } }
    }

    /// A level of `width` x `height` texels (RGBA8, premultiplied, little-endian words).
    package init(width: Int, height: Int, texels: [UInt32]) {
        self.width = width
        self.height = height
        self.texels = texels
    }

    /// The source texels each of `to` cells covers when `from` texels are spread evenly over
    /// them, each with the fraction of the cell it fills.
    static func boxWeights(from: Int, to: Int) -> [[(index: Int, weight: Float)]] {
        let ratio = Double(from) / Double(to)
        return (0..<to).map { i in
            let lo = Double(i) * ratio, hi = Double(i + 1) * ratio
            return (Int(lo.rounded(.down))..<min(from, Int(hi.rounded(.up)))).compactMap { s in
                let overlap = min(hi, Double(s + 1)) - max(lo, Double(s))
                return overlap > 0 ? (s, Float(overlap / ratio)) : nil
            }
        }
    }

    /// `image` shrunk to `width` x `height` by an area-weighted box filter on its premultiplied
    /// bytes, each texel rounded to the nearest byte: one output row at a time, each source row
    /// filtered across as it is read.
    static func boxFiltered(_ image: Image, width: Int, height: Int) -> ImageLevel {
        let columns = boxWeights(from: image.width, to: width), rows = boxWeights(from: image.height, to: height)
        var texels = [UInt32](repeating: 0, count: width * height)
        var sum = [SIMD4<Float>](repeating: .zero, count: width)
        image.pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width { sum[x] = .zero }
                for (sy, wy) in rows[y] {
                    let row = sy * image.width * 4
                    for x in 0..<width {
                        var across = SIMD4<Float>.zero
                        for (sx, wx) in columns[x] {
                            let i = row + sx * 4
                            across += SIMD4(Float(p[i]), Float(p[i + 1]), Float(p[i + 2]), Float(p[i + 3])) * wx
                        }
                        sum[x] += across * wy
                    }
                }
                for x in 0..<width {
                    let c = SIMD4<UInt32>(
                        sum[x].rounded(.toNearestOrAwayFromZero).clamped(
                            lowerBound: .zero, upperBound: SIMD4(repeating: 255)))
                    texels[y * width + x] = c.x | c.y << 8 | c.z << 16 | c.w << 24
                }
            }
        }
        return ImageLevel(width: width, height: height, texels: texels)
    }
}
