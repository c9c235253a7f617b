import CPNG
import CTurboJPEG
import Foundation

/// An image file that could not be read or decoded, naming the file and what was wrong.
public struct ImageFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file (or the name given to bytes in memory).
    public let path: String
    /// What was wrong: the decoder's message, or the limit the image broke.
    public let message: String

    /// A problem with the image file at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// "PATH: MESSAGE".
    public var description: String { "\(path): \(message)" }
}

/// PNG and JPEG files decoded into premultiplied RGBA8 images: PNG through libpng's simplified
/// API (any PNG format, converted to 8-bit sRGB RGBA), JPEG through libjpeg-turbo's TurboJPEG
/// API (accurate DCT; a truncated or corrupt stream is an error, not a grey band). The format
/// is told by the file's first bytes, not its name.
public enum ImageFile {
    /// The widest or tallest image accepted, in pixels (GL_MAX_TEXTURE_SIZE of the GPUs Halo targets).
    public static let maxSide = 16384
    /// The largest file read, in bytes (a 16384 x 16384 PNG of noise is about 1 GiB).
    public static let maxFileBytes = 1 << 30

    /// Which decoder a file's first bytes call for.
    enum Format {
        case png, jpeg

        init?(_ bytes: [UInt8]) {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else {
                return nil
            }
        }
    }

    /// Reads and decodes the image file at `path`.
    /// - Throws: `ImageFileError` for a missing or unreadable file, a file that is neither PNG
    ///   nor JPEG, a truncated or corrupt image, or one over `maxSide` on a side.
    public static func read(_ path: String) throws -> Image {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageFileError(path: path, message: "no such image file")
        }
        guard !isDirectory.boolValue else { throw ImageFileError(path: path, message: "is a directory, not an image") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw ImageFileError(path: path, message: "not a regular file (a device, FIFO or socket is not an image)")
        }
        let size = (attributes?[.size] as? Int) ?? 0
        guard size <= maxFileBytes else {
            throw ImageFileError(path: path, message: "the file is \(size) bytes, over the limit of \(maxFileBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageFileError(path: path, message: "cannot read the file (permission?)")
        }
        return try decode([UInt8](data), name: path)
    }

    /// Decodes PNG or JPEG bytes.
    /// - Parameter name: the name errors carry.
    /// - Throws: `ImageFileError` as `read` does.
    public static func decode(_ bytes: [UInt8], name: String) throws -> Image {
        switch Format(bytes) {
        case .png: return try decodePNG(bytes, name: name)
        case .jpeg: return try decodeJPEG(bytes, name: name)
        case nil:
            let what = bytes.isEmpty ? "the file is empty" : "not a PNG or JPEG file (unknown signature)"
            throw ImageFileError(path: name, message: "\(what); images must be PNG or JPEG")
        }
    }

    /// Refuses a size over `maxSide` or with a zero side, before any pixel is allocated.
    static func checkSize(_ w: Int, _ h: Int, name: String) throws {
        guard w > 0, h > 0 else { throw ImageFileError(path: name, message: "the image is empty (\(w)x\(h))") }
        guard w <= maxSide, h <= maxSide else {
            throw ImageFileError(path: name, message: "the image is \(w)x\(h), over the limit of \(maxSide) on a side")
        }
    }

    /// libpng's PNG_FORMAT_RGBA (a macro Swift cannot import): colour and alpha flags.
    static let pngRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// Decodes PNG bytes (8-bit RGBA, straight alpha, sRGB) and premultiplies them.
    /// The corresponding libpng calls are png_image_begin_read_from_memory and png_image_finish_read.
    /// - Throws: `ImageFileError` with libpng's message.
    public static func decodePNG(_ data: [UInt8], name: String) throws -> Image {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, data.count) }
        guard began != 0 else { throw ImageFileError(path: name, message: "bad PNG: \(message(of: png))") }
        let w = Int(png.width), h = Int(png.height)
        do { try checkSize(w, h, name: name) } catch {
            png_image_free(&png)
            throw error
        }
        png.format = pngRGBA
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let ok = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(w * 4), nil) }
        }
        guard ok != 0 else { throw ImageFileError(path: name, message: "bad PNG: \(message(of: png))") }
        return Image(width: w, height: h, straight: pixels)
    }

    private static func message(of png: png_image) -> String {
        var m = png.message
        return withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Decodes JPEG bytes (opaque RGB; greyscale and CMYK converted by libjpeg-turbo).
    /// The corresponding TurboJPEG calls are tjInitDecompress, tjDecompressHeader3 and
    /// tjDecompress2 (TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING: a truncated stream fails).
    /// - Throws: `ImageFileError` with TurboJPEG's message.
    public static func decodeJPEG(_ data: [UInt8], name: String) throws -> Image {
        guard let handle = tjInitDecompress() else {
            throw ImageFileError(path: name, message: "libjpeg-turbo could not start a decompressor")
        }
        defer { tjDestroy(handle) }
        func failure(_ what: String) -> ImageFileError {
            let why = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
            return ImageFileError(path: name, message: "bad JPEG: \(what): \(why)")
        }
        var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = data.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt(data.count), &w, &h, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure("header") }
        guard w > 0, h > 0 else {
            throw ImageFileError(path: name, message: "bad JPEG: the file ends before its image size (truncated?)")
        }
        try checkSize(Int(w), Int(h), name: name)
        var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
        let flags = Int32(TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING)
        let done = data.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                tjDecompress2(
                    handle, src.baseAddress, UInt(data.count), dst.baseAddress, w, w * 4, h, Int32(TJPF_RGBA.rawValue),
                    flags)
            }
        }
        guard done == 0 else { throw failure("data") }
        return Image(width: Int(w), height: Int(h), pixels: pixels)
    }
}
