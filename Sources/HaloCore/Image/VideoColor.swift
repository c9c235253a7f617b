/// How a frame's gamma-encoded sRGB becomes video Y'CbCr: the matrix, the code range and the
/// chroma subsampling (docs/semantics.md, "Video colour"), with the names files and
/// ffmpeg tag them by.
public struct VideoColor: Sendable, Hashable, CustomStringConvertible {
    /// The luma weights of a standard (ITU-R BT.709, BT.601, BT.2020 non-constant luminance).
    public enum Matrix: String, Sendable, CaseIterable {
        case bt709, bt601, bt2020

        /// The red and blue luma weights (Kr, Kb); green's is 1 - Kr - Kb.
        public var weights: (kr: Double, kb: Double) {
            switch self {
            case .bt709: (0.2126, 0.0722)
            case .bt601: (0.299, 0.114)
            case .bt2020: (0.2627, 0.0593)
            }
        }

        /// ffmpeg's `-colorspace` name of the matrix.
        public var ffmpegColorspace: String {
            ["bt709": "bt709", "bt601": "smpte170m", "bt2020": "bt2020nc"][rawValue]!
        }
        /// ffmpeg's `-color_primaries` name of the standard.
        public var ffmpegPrimaries: String { ["bt709": "bt709", "bt601": "smpte170m", "bt2020": "bt2020"][rawValue]! }
        /// ffmpeg's `-color_trc` name of the standard's transfer function.
        public var ffmpegTransfer: String {
            ["bt709": "bt709", "bt601": "smpte170m", "bt2020": "bt2020-10"][rawValue]!
        }
    }

    /// The code range: limited (Y 16-235, C 16-240) or full (0-255).
    public enum Range: String, Sendable, CaseIterable {
        case limited, full
        /// ffmpeg's `-color_range` name.
        public var ffmpegName: String { self == .limited ? "tv" : "pc" }
        /// The Y4M `XCOLORRANGE` value.
        public var y4mName: String { self == .limited ? "LIMITED" : "FULL" }
    }

    /// Chroma subsampling: 4:2:0 (each 2x2 block's average, centre sited) or 4:4:4.
    public enum Chroma: String, Sendable, CaseIterable {
        case c420 = "420", c444 = "444"
        /// The Y4M `C` tag (4:2:0 as JPEG/MPEG-1 sites it: centred).
        public var y4mTag: String { self == .c420 ? "C420jpeg" : "C444" }
    }

    /// The Y'CbCr matrix (BT.709 by default).
    public var matrix: Matrix
    /// Limited (16-235) or full code range.
    public var range: Range
    /// 4:2:0 or 4:4:4.
    public var chroma: Chroma

    /// BT.709, limited range, 4:2:0 unless told otherwise: HD video's defaults.
    public init(matrix: Matrix = .bt709, range: Range = .limited, chroma: Chroma = .c420) {
        self.matrix = matrix
        self.range = range
        self.chroma = chroma
    }

    /// "bt709 limited range 420".
    public var description: String { "\(matrix.rawValue) \(range.rawValue) range \(chroma.rawValue)" }

    /// The ffmpeg options that tag a stream with this colour: matrix, primaries, transfer,
    /// range and, for 4:2:0, centre chroma siting.
    public var ffmpegTags: [String] {
        var tags = [
            "-colorspace", matrix.ffmpegColorspace, "-color_primaries", matrix.ffmpegPrimaries,
            "-color_trc", matrix.ffmpegTransfer, "-color_range", range.ffmpegName,
        ]
        if chroma == .c420 { tags += ["-chroma_sample_location", "center"] }
        return tags
    }

    /// The planar pixel format ffmpeg calls this layout, with or without an alpha plane.
    public func ffmpegPixelFormat(alpha: Bool) -> String {
        (alpha ? "yuva" : "yuv") + (chroma == .c420 ? "420p" : "444p")
    }

    /// The planes of a width x height frame.
    public func layout(width: Int, height: Int, alpha: Bool) -> PlaneLayout {
        PlaneLayout(width: width, height: height, subsampled: chroma == .c420, alpha: alpha)
    }
}

/// Where the planes of one Y'CbCr frame lie in its buffer: Y, Cb, Cr (and A), one byte a
/// sample, rows packed, as Y4M and ffmpeg's planar formats hold them.
public struct PlaneLayout: Sendable, Equatable {
    public let width: Int, height: Int
    /// The chroma planes' size: half of the luma's, rounded up, when subsampled.
    public let chromaWidth: Int, chromaHeight: Int
    /// Whether an alpha plane follows.
    public let alpha: Bool

    /// The planes of a `width` x `height` frame, chroma halved when `subsampled`.
    public init(width: Int, height: Int, subsampled: Bool, alpha: Bool) {
        self.width = width
        self.height = height
        self.alpha = alpha
        chromaWidth = subsampled ? (width + 1) / 2 : width
        chromaHeight = subsampled ? (height + 1) / 2 : height
    }

    /// The luma plane's size.
    public var lumaBytes: Int { width * height }
    /// One chroma plane's size.
    public var chromaBytes: Int { chromaWidth * chromaHeight }
    /// Where the Cb plane starts.
    public var cbOffset: Int { lumaBytes }
    /// Where the Cr plane starts.
    public var crOffset: Int { lumaBytes + chromaBytes }
    /// Where the alpha plane starts.
    public var alphaOffset: Int { lumaBytes + 2 * chromaBytes }
    /// Every plane's bytes.
    public var bytes: Int { lumaBytes + 2 * chromaBytes + (alpha ? lumaBytes : 0) }
}
