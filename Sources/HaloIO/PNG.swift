import CHaloPNG
import CPNG
import Foundation
import HaloCore

/// A PNG read or write that failed, naming the file and libpng's message.
public struct PNGError: Error, CustomStringConvertible {
    public let path: String
    public let message: String
    public var description: String { "\(path): \(message)" }
}

/// PNG encoding and decoding through libpng's simplified API (8-bit RGBA, straight alpha, sRGB).
public enum PNG {
    /// libpng's PNG_FORMAT_RGBA (a macro Swift cannot import): colour and alpha flags.
    static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// The default zlib level of `encode` (libpng's default).
    public static let defaultCompression = 6

    /// Encodes an image as PNG bytes with a zlib compression level (0 fastest ... 9 smallest).
    /// The corresponding libpng calls are png_set_compression_level and png_write_png (through
    /// the CHaloPNG shim, which holds libpng's setjmp).
    /// - Throws: `PNGError` with libpng's message.
    public static func encode(_ image: Image, compression: Int) throws -> [UInt8] {
        let straight = image.straightRGBA()
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = straight.withUnsafeBufferPointer {
            halo_png_encode($0.baseAddress, Int32(image.width), Int32(image.height), Int32(min(max(compression, 0), 9)), &out, &size, &message)
        }
        guard status == 0, let bytes = out else {
            throw PNGError(path: "<memory>", message: String(cString: message))
        }
        defer { halo_png_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// Encodes an image as PNG bytes with libpng's simplified API (default compression).
    /// The corresponding libpng call is png_image_write_to_memory.
    /// - Throws: `PNGError` with libpng's message.
    public static func encode(_ image: Image) throws -> [UInt8] {
        var straight = image.straightRGBA()
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = rgbaFormat
        var size: png_alloc_size_t = 0
        let stride = Int32(image.width * 4)
        // First call sizes the buffer, second writes it.
        guard png_image_write_to_memory(&png, nil, &size, 0, &straight, stride, nil) != 0 else {
            throw PNGError(path: "<memory>", message: message(of: png))
        }
        var out = [UInt8](repeating: 0, count: Int(size))
        let ok = out.withUnsafeMutableBytes { buf in
            png_image_write_to_memory(&png, buf.baseAddress, &size, 0, &straight, stride, nil)
        }
        guard ok != 0 else { throw PNGError(path: "<memory>", message: message(of: png)) }
        png_image_free(&png)
        return Array(out.prefix(Int(size)))
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
        try AtomicFile.write(try compression.map { try encode(image, compression: $0) } ?? encode(image), to: url)
    }

    private static func message(of png: png_image) -> String {
        var m = png.message
        return withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
