import CPNG
import Foundation
import HaloCore

/// A PNG read or write that failed, naming the file and libpng's message.
public struct PNGError: Error, CustomStringConvertible {
    /// The file read or written.
    public let path: String
    /// libpng's message, or what was wrong.
    public let message: String
    /// The file and the message.
    public var description: String { "\(path): \(message)" }
}

/// PNG files: encoded by `PNGEncoder` (libdeflate), decoded through libpng's simplified API
/// (8-bit RGBA, straight alpha, sRGB).
public enum PNG {
    /// libpng's PNG_FORMAT_RGBA (a macro Swift cannot import): colour and alpha flags.
    static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// Encodes an image as PNG bytes (`PNGEncoder`: libdeflate at `compression`, 0 fastest
    /// ... 12 smallest, or the default chosen by measurement).
    /// - Throws: `PNGError` when libdeflate fails.
    public static func encode(_ image: Image, compression: Int? = nil) throws -> [UInt8] {
        try PNGEncoder(level: compression ?? PNGEncoder.defaultLevel).encode(image)
    }

    /// Decodes PNG bytes into an image (any PNG format, converted to RGBA).
    /// The corresponding libpng calls are png_image_begin_read_from_memory and png_image_finish_read.
    /// - Parameter name: the name errors carry.
    /// - Throws: `PNGError` with libpng's message.
    public static func decode(_ data: [UInt8], name: String = "<memory>") throws -> Image {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, data.count) }
        guard began != 0 else { throw PNGError(path: name, message: message(of: png)) }
        png.format = rgbaFormat
        let w = Int(png.width), h = Int(png.height)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let ok = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(w * 4), nil) }
        }
        guard ok != 0 else { throw PNGError(path: name, message: message(of: png)) }
        return Image(width: w, height: h, straight: pixels)
    }

    /// Reads a PNG file.
    public static func read(_ url: URL) throws -> Image {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PNGError(path: url.path, message: "cannot read: \(error.localizedDescription)")
        }
        return try decode([UInt8](data), name: url.path)
    }

    /// Writes a PNG file atomically: a temporary file in the same directory, then a rename,
    /// so a failure (full disk, no permission, interruption) leaves no partial file.
    public static func write(_ image: Image, to url: URL, compression: Int? = nil) throws {
        try AtomicFile.write(try encode(image, compression: compression), to: url)
    }

    private static func message(of png: png_image) -> String {
        var m = png.message
        return withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
