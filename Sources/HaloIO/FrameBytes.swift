import Foundation
import HaloCore

/// What one frame is in a stream or an ffmpeg pipe: Y'CbCr planes (over black, or straight
/// colour beside an alpha plane), or straight RGBA, after an optional per-frame prefix
/// (Y4M's "FRAME\n").
public struct FrameBytes: Sendable {
    /// How a frame's pixels are laid out.
    public enum Layout: Sendable, Equatable {
        /// Y', Cb, Cr planes, and an alpha plane with straight colour when `alpha`.
        case planes(VideoColor, alpha: Bool)
        /// Straight-alpha RGBA, 4 bytes a pixel.
        case rgba
    }

    /// The layout of every frame.
    public let layout: Layout
    public let width: Int, height: Int
    /// Bytes before each frame (Y4M's `FRAME\n`).
    public let prefix: [UInt8]
    let converter: YCbCr?

    /// Frames of `width` x `height` in `layout`, each after `prefix`.
    public init(_ layout: Layout, width: Int, height: Int, prefix: [UInt8] = []) {
        self.layout = layout
        self.width = width
        self.height = height
        self.prefix = prefix
        if case .planes(let color, _) = layout { converter = YCbCr(color) } else { converter = nil }
    }

    /// The bytes of a frame, prefix included.
    public var count: Int {
        switch layout {
        case .planes(let color, let alpha):
            prefix.count + color.layout(width: width, height: height, alpha: alpha).bytes
        case .rgba: prefix.count + width * height * 4
        }
    }

    /// Writes a frame's bytes into `buffer` (at least `count` bytes), converting in row bands
    /// on every core, and returns `count`.
    public func fill(_ image: Image, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        precondition(image.width == width && image.height == height, "frame size differs from the stream's")
        prefix.withUnsafeBytes { buffer.copyMemory(from: $0) }
        let body = UnsafeMutableRawBufferPointer(rebasing: buffer[prefix.count...])
        switch layout {
        case .planes(_, let alpha):
            converter!.convert(image, source: alpha ? .straight : .overBlack, into: body)
        case .rgba:
            FrameBytes.straightRGBA(image, into: body)
        }
        return count
    }

    /// Straight-alpha RGBA of a premultiplied image (as `Image.straightRGBA`), in row bands.
    static func straightRGBA(_ image: Image, into out: UnsafeMutableRawBufferPointer) {
        let n = image.width * image.height
        let bands = max(1, min(image.height, 4 * ProcessInfo.processInfo.activeProcessorCount))
        // Each band reads and writes its own pixels only, and the call waits for every band.
        nonisolated(unsafe) let dst = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
        image.pixels.withUnsafeBufferPointer { src in
            nonisolated(unsafe) let src = src
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let first = n * band / bands, end = n * (band + 1) / bands
                Image.unpremultiply(src.baseAddress! + 4 * first, into: dst + 4 * first, count: end - first)
            }
        }
    }
}
