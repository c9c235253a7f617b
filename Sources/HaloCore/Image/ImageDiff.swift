import Foundation
import HaloMath

/// How far apart two images may be and still count as the same frame.
public struct Tolerance: Equatable, Sendable, CustomStringConvertible {
    /// Largest allowed per-channel difference, in 1/255 steps.
    public var maxChannelDifference: Int
    /// Largest allowed share (0...1) of pixels with any channel differing by more than 1/255.
    public var maxDifferingFraction: Double

    /// At most `maxChannelDifference` codes on any channel, and at most `maxDifferingFraction`
    /// of pixels differing by more than 1.
    public init(maxChannelDifference: Int, maxDifferingFraction: Double) {
        self.maxChannelDifference = maxChannelDifference
        self.maxDifferingFraction = maxDifferingFraction
    }

    /// GPU vs CPU, every scene: <= 2/255 per channel, <= 0.1% of pixels over 1/255.
    public static let standard = Tolerance(maxChannelDifference: 2, maxDifferingFraction: 0.001)
    /// Byte-identical.
    public static let exact = Tolerance(maxChannelDifference: 0, maxDifferingFraction: 0)

    /// Whether the metrics are inside this tolerance.
    public func accepts(_ m: ImageDiff.Metrics) -> Bool {
        m.sameSize && m.maxChannelDifference <= maxChannelDifference && m.differingFraction <= maxDifferingFraction
    }

    /// The limits, in words.
    public var description: String {
        "max \(maxChannelDifference)/255, <= \(maxDifferingFraction * 100)% of pixels over 1/255"
    }
}

/// Image comparison: metrics on premultiplied RGBA bytes, and a picture of the difference.
public enum ImageDiff {
    /// What differs between two images.
    public struct Metrics: Equatable, Sendable, Encodable {
        /// Whether the images are the same size (nothing else is compared when not).
        public var sameSize: Bool
        /// The images' width.
        public var width: Int
        /// The images' height.
        public var height: Int
        /// Largest difference of any channel of any pixel, in 1/255 steps.
        public var maxChannelDifference: Int
        /// Mean absolute difference over all channels, in 1/255 steps.
        public var meanAbsoluteDifference: Double
        /// Peak signal-to-noise ratio in dB (infinity when identical).
        public var psnr: Double
        /// Pixels with any channel differing by more than 1/255.
        public var differingPixels: Int
        /// `differingPixels` over the pixel count.
        public var differingFraction: Double
        /// Where the largest difference is (x, y), or nil when identical.
        public var worstPixel: [Int]?

        /// The metrics in one line: max, mean, PSNR, pixels over 1/255.
        public var summary: String {
            guard sameSize else { return "sizes differ" }
            let p = psnr.isInfinite ? "inf" : String(format: "%.2f", psnr)
            return String(
                format: "max %d/255, mean %.4f/255, PSNR %@ dB, %d px (%.4f%%) over 1/255",
                maxChannelDifference, meanAbsoluteDifference, p, differingPixels, differingFraction * 100)
        }

        /// Encodes the metrics as JSON (`halo compare --json`).
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: FieldKey.self)
            try c.encode(sameSize, forKey: FieldKey("sameSize"))
            try c.encode(maxChannelDifference, forKey: FieldKey("maxChannelDifference"))
            try c.encode(meanAbsoluteDifference, forKey: FieldKey("meanAbsoluteDifference"))
            try c.encode(psnr.isFinite ? psnr : 999, forKey: FieldKey("psnr"))
            try c.encode(differingPixels, forKey: FieldKey("differingPixels"))
            try c.encode(differingFraction, forKey: FieldKey("differingFraction"))
            try c.encodeIfPresent(worstPixel, forKey: FieldKey("worstPixel"))
        }
    }

    /// Compares two images channel by channel.
    public static func compare(expected: Image, actual: Image) -> Metrics {
        guard expected.width == actual.width, expected.height == actual.height else {
            return Metrics(
                sameSize: false, width: actual.width, height: actual.height, maxChannelDifference: 255,
                meanAbsoluteDifference: 255, psnr: 0, differingPixels: actual.width * actual.height,
                differingFraction: 1, worstPixel: nil)
        }
        let a = expected.pixels, b = actual.pixels
        var maxDiff = 0, worst = -1, sum = 0, squares = 0, differing = 0
        for px in 0..<(a.count / 4) {
            var pixelMax = 0
            for c in 0..<4 {
                let d = abs(Int(a[px * 4 + c]) - Int(b[px * 4 + c]))
                sum += d
                squares += d * d
                pixelMax = max(pixelMax, d)
            }
            if pixelMax > 1 { differing += 1 }
            if pixelMax > maxDiff {
                maxDiff = pixelMax
                worst = px
            }
        }
        let n = Double(max(a.count, 1))
        let mse = Double(squares) / n
        let psnr = mse == 0 ? Double.infinity : 10 * PortableMath.log10(255 * 255 / mse)
        let pixels = max(a.count / 4, 1)
        return Metrics(
            sameSize: true, width: expected.width, height: expected.height,
            maxChannelDifference: maxDiff, meanAbsoluteDifference: Double(sum) / n, psnr: psnr,
            differingPixels: differing, differingFraction: Double(differing) / Double(pixels),
            worstPixel: worst >= 0 ? [worst % expected.width, worst / expected.width] : nil)
    }

    /// expected | difference | actual side by side, on an opaque grey so transparency shows.
    /// The middle panel is black where equal, and the largest channel difference x 32 in red
    /// elsewhere (any difference at all is at least 64/255 bright).
    public static func sideBySide(expected: Image, actual: Image) -> Image {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        var out = Image(width: w * 3 + 8, height: h)
        for y in 0..<h {
            for x in 0..<(w * 3 + 8) { out[x, y] = SIMD4(96, 96, 96, 255) }
        }
        func paste(_ img: Image, _ ox: Int) {
            for y in 0..<img.height {
                for x in 0..<img.width {
                    let p = img[x, y]
                    let k = 255 - Int(p.w)
                    out[ox + x, y] = SIMD4(
                        UInt8(Int(p.x) + 96 * k / 255), UInt8(Int(p.y) + 96 * k / 255), UInt8(Int(p.z) + 96 * k / 255),
                        255)
                }
            }
        }
        paste(expected, 0)
        paste(actual, 2 * w + 8)
        for y in 0..<h {
            for x in 0..<w {
                let inA = x < expected.width && y < expected.height, inB = x < actual.width && y < actual.height
                var d = 255
                if inA && inB {
                    let a = expected[x, y], b = actual[x, y]
                    d = 0
                    for c in 0..<4 { d = max(d, abs(Int(a[c]) - Int(b[c]))) }
                }
                let v = d == 0 ? 0 : min(255, 32 + d * 32)
                out[w + 4 + x, y] = SIMD4(UInt8(v), 0, 0, 255)
            }
        }
        return out
    }
}
