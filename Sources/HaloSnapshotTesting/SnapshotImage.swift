import Foundation
import HaloCore
import HaloIO

/// A snapshot as its PNG holds it: the pixels a reference file stores (8 bits a channel, straight alpha,
/// read back premultiplied), and, for a film strip, where each frame lies.
///
/// A new snapshot is encoded and decoded once, so it compares with a reference read from disk exactly as
/// it will compare after it is recorded.
public struct SnapshotImage: Sendable {
    /// One frame of a film strip: its time and its columns of pixels (its label below it included).
    public struct Frame: Sendable, Equatable {
        /// The frame's time in seconds.
        public var time: Double
        /// The first column of the frame's cell.
        public var x: Int
        /// The cell's width in pixels.
        public var width: Int
    }

    /// The pixels, as the PNG stores them.
    public let image: HaloCore.Image
    /// The frames of a film strip, left to right; empty for one image and for a reference read from disk.
    public let frames: [Frame]
    /// The PNG file's bytes.
    let png: [UInt8]
    /// Why there are no pixels: a view that could not be drawn, a reference that could not be read.
    let problem: String?

    /// `image` as its PNG stores it.
    /// - Throws: `PNGError` when encoding fails.
    init(encoding image: HaloCore.Image, frames: [Frame] = []) throws {
        png = try PNG.encode(image)
        self.image = try PNG.decode(png, name: "the snapshot")
        self.frames = frames
        problem = nil
    }

    /// A reference's bytes, read back; a file that is not a readable PNG keeps its error as the problem.
    init(reading data: Data) {
        png = [UInt8](data)
        frames = []
        do {
            image = try PNG.decode(png, name: "the reference")
            problem = nil
        } catch {
            image = HaloCore.Image(width: 0, height: 0)
            problem = "the reference is not a PNG Halo can read (\(error)); record it again"
        }
    }

    /// A snapshot that could not be made, saying why.
    init(problem: String) {
        png = []
        frames = []
        image = HaloCore.Image(width: 0, height: 0)
        self.problem = problem
    }
}
