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

/// PNG files: encoded by `PNGEncoder` (libdeflate; 8 bits a channel, straight alpha, in the
/// fewest channels that hold the image: grey, grey and alpha, RGB or RGBA), decoded through
/// libpng's simplified API (8-bit RGBA, straight alpha, sRGB).
public enum PNG {

    /// Encodes an image as PNG bytes (`PNGEncoder`: libdeflate at `compression`, 0 fastest
    /// ... 12 smallest, or the default chosen by measurement).
    /// - Throws: `PNGError` when libdeflate fails.
    public static func encode(_ image: Image, compression: Int? = nil) throws -> [UInt8] {
        try PNGEncoder(level: compression ?? PNGEncoder.defaultLevel).encode(image)
    }

    /// Decodes PNG bytes into an image (any PNG format, converted to RGBA; `ImageFile.decodePNG`).
    /// - Parameter name: the name errors carry.
    /// - Throws: `PNGError` with libpng's message.
    public static func decode(_ data: [UInt8], name: String = "<memory>") throws -> Image {
        do {
            return try ImageFile.decodePNG(data, name: name)
        } catch let e as ImageFileError {
            throw PNGError(path: e.path, message: e.message)
        }
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
}
