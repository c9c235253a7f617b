import Dispatch
import CDeflate
import Foundation
import HaloCore

/// PNG encoding with libdeflate: 8 bits a channel in the fewest channels that hold the image
/// exactly (`Layout`: grey, grey and alpha, RGB or RGBA with straight alpha), an sRGB chunk,
/// every row filtered with one filter, and the whole image one zlib stream in one IDAT chunk,
/// filtered and compressed in parts on every core (`ZlibParts`) (PNG specification, sections
/// 5, 7.3, 9 and 11.3.3.5).
public struct PNGEncoder: Sendable {
    /// A row filter (PNG specification, section 9.2), or the per-row choice of the smallest
    /// sum of absolute differences (section 12.8's heuristic, as libpng's adaptive mode).
    public enum Filter: String, Sendable, CaseIterable {
        case none, sub, up, paeth, adaptive
    }

    /// libdeflate's compression level, 0 (stored) to 12 (smallest).
    public var level: Int
    /// The row filter.
    public var filter: Filter

    /// The default: chosen by measurement (docs/performance.md, "PNG").
    public init(level: Int = PNGEncoder.defaultLevel, filter: Filter = PNGEncoder.defaultFilter) {
        self.level = min(max(level, PNGEncoder.levels.lowerBound), PNGEncoder.levels.upperBound)
        self.filter = filter
    }

    /// The default level, 6: zlib 6's size at 2-4x its speed (docs/performance.md).
    public static let defaultLevel = 6
    /// libdeflate's levels: 0 (stored) to 12 (smallest).
    public static let levels = 0...12
    /// The default filter, sub: the size of adaptive filtering, faster.
    public static let defaultFilter = Filter.sub

    /// The channels a PNG carries (section 11.2.2's colour types, 8 bits each): the fewest that
    /// hold an image exactly, as encoders that reduce the colour type (lodepng's auto-convert,
    /// OptiPNG) choose. Grey when every pixel's red, green and blue are equal, as in black text on
    /// white: a quarter of RGBA's bytes to filter and compress.
    public enum Layout: Sendable, CaseIterable {
        case grey, greyAlpha, rgb, rgba

        /// Bytes a pixel.
        public var channels: Int {
            switch self {
            case .grey: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// IHDR's colour type.
        public var colourType: UInt8 {
            switch self {
            case .grey: 0
            case .greyAlpha: 4
            case .rgb: 2
            case .rgba: 6
            }
        }

        /// Whether alpha is dropped: every pixel is opaque.
        var opaque: Bool { self == .grey || self == .rgb }
    }

    /// The PNG bytes of an image. Its rows are filtered and compressed part by part on every
    /// core (`ZlibParts`): a part is the rows that fill about `ZlibParts.partSize` bytes, made
    /// straight and filtered into a worker's buffer (its first row against the row above it)
    /// and compressed there, so the whole filtered image is never stored.
    /// - Throws: `PNGError` when libdeflate cannot allocate a compressor.
    public func encode(_ image: Image) throws -> [UInt8] {
        let (w, h) = (image.width, image.height)
        let layout = PNGEncoder.layout(of: image)
        let rowBytes = layout.channels * w
        // Rows a part: fixed by the image's width and layout alone, so the bytes do not depend
        // on the cores.
        let rows = max(1, ZlibParts.partSize / (rowBytes + 1))
        let filter = self.filter
        let stream = try image.pixels.withUnsafeBufferPointer { src in
            nonisolated(unsafe) let source = src.baseAddress!
            return try ZlibParts.compress(
                parts: (h + rows - 1) / rows, capacity: rows * (rowBytes + 1), level: level
            ) { part, buffer in
                let range = (part * rows)..<min(h, (part + 1) * rows)
                let out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
                PNGEncoder.filterRows(range, of: source, width: w, layout: layout, filter: filter, into: out)
                return UnsafeRawBufferPointer(start: out, count: range.count * (rowBytes + 1))
            }
        }
        var header = PNGEncoder.bigEndian(UInt32(w)) + PNGEncoder.bigEndian(UInt32(h))
        // 8 bits, the layout's colour type, deflate, adaptive filtering method, no interlace
        header += [8, layout.colourType, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(png.count + 25 + 13 + 12 + stream.count + 12)
        PNGEncoder.chunk("IHDR", header, to: &png)
        PNGEncoder.chunk("sRGB", [0], to: &png)  // perceptual rendering intent
        PNGEncoder.chunk("IDAT", stream, to: &png)
        PNGEncoder.chunk("IEND", [], to: &png)
        return png
    }

    /// Rows `rows` of an image's premultiplied RGBA pixels (`width` a row) made straight in
    /// `layout`'s channels and filtered into `out`, each row its filter's type byte and bytes;
    /// the first row is filtered against the row above it (zeros above row 0).
    static func filterRows(
        _ rows: Range<Int>, of source: UnsafePointer<UInt8>, width w: Int, layout: Layout, filter: Filter,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let channels = layout.channels, rowBytes = channels * w
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes + 4 * w)
        defer { scratch.deallocate() }
        let rgba = scratch + 2 * rowBytes  // a straight RGBA row, for grey and alpha
        /// Row y, straight, into `row`.
        func straight(_ y: Int, into row: UnsafeMutablePointer<UInt8>) {
            let pixels = source + y * 4 * w
            switch layout {
            case .rgba:
                Image.unpremultiply(pixels, into: row, count: w)
            case .greyAlpha:
                Image.unpremultiply(pixels, into: rgba, count: w)
                for x in 0..<w {
                    row[2 &* x] = rgba[4 &* x]
                    row[2 &* x &+ 1] = rgba[4 &* x &+ 3]
                }
            case .rgb, .grey:
                // Premultiplied and straight are the same at alpha 255.
                for x in 0..<w {
                    for c in 0..<channels { row[channels &* x &+ c] = pixels[4 &* x &+ c] }
                }
            }
        }
        if layout.opaque && filter == .sub {
            // One pass from each RGBA row: each byte less the one a pixel left of it.
            for (i, y) in rows.enumerated() {
                subFilterOpaque(source + y * 4 * w, count: w, channels: channels, into: out + i * (rowBytes + 1))
            }
            return
        }
        // The row above the first, which the up, Paeth and adaptive filters read.
        let first = rows.lowerBound
        let previous = scratch + ((first + 1) % 2) * rowBytes
        if first == 0 {
            previous.initialize(repeating: 0, count: rowBytes)
        } else {
            straight(first - 1, into: previous)
        }
        for (i, y) in rows.enumerated() {
            let row = scratch + (y % 2) * rowBytes, above = scratch + ((y + 1) % 2) * rowBytes
            straight(y, into: row)
            filterRow(
                row, above: above, count: rowBytes, bytesPerPixel: channels, filter: filter,
                into: out + i * (rowBytes + 1))
        }
    }

    /// The layout that holds an image exactly, from one pass over its pixels eight bytes (two
    /// pixels) at a time: the words ANDed together (opaque when both alpha bytes of the result are
    /// 255), and each word XORed with itself a byte along ORed together (grey when the red-green
    /// and green-blue differences of both pixels are all zero). Premultiplied channels that are
    /// equal stay equal made straight, so the test on premultiplied bytes is exact for grey.
    public static func layout(of image: Image) -> Layout {
        image.pixels.withUnsafeBytes { p in
            var all = UInt64.max, differ: UInt64 = 0
            let words = p.count / 8
            let base = p.baseAddress!
            for i in 0..<words {
                let v = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
                all &= v
                differ |= v ^ (v >> 8)
            }
            var alpha = UInt8(truncatingIfNeeded: all >> 24) & UInt8(truncatingIfNeeded: all >> 56)
            var grey = differ & 0x0000_FFFF_0000_FFFF == 0
            for i in stride(from: words * 8, to: p.count, by: 4) {
                alpha &= p[i + 3]
                grey = grey && p[i] == p[i + 1] && p[i + 1] == p[i + 2]
            }
            switch (alpha == 255, grey) {
            case (true, true): return .grey
            case (true, false): return .rgb
            case (false, true): return .greyAlpha
            case (false, false): return .rgba
            }
        }
    }

    /// The sub filter (type 1) of an opaque RGBA row of `count` pixels written as its first
    /// `channels` bytes a pixel (3, RGB; 1, grey): the type byte, then each byte less the same
    /// byte of the pixel left of it (0 for the first); `filterRow(.sub)` of those bytes, without the copy.
    static func subFilterOpaque(
        _ rgba: UnsafePointer<UInt8>, count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        out[0] = 1
        let d = out + 1
        guard count > 0 else { return }
        if channels == 1 {
            d[0] = rgba[0]
            for x in 1..<count { d[x] = rgba[4 &* x] &- rgba[4 &* x &- 4] }
            return
        }
        d[0] = rgba[0]
        d[1] = rgba[1]
        d[2] = rgba[2]
        for x in 1..<count {
            let s = rgba + 4 &* x, o = d + 3 &* x
            o[0] = s[0] &- s[-4]
            o[1] = s[1] &- s[-3]
            o[2] = s[2] &- s[-2]
        }
    }

    /// Filters one row of `count` bytes (`bytesPerPixel` a pixel) into `out`: the filter's type
    /// byte, then the row.
    static func filterRow(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int = 4,
        filter: Filter, into out: UnsafeMutablePointer<UInt8>
    ) {
        @inline(__always) func left(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt8 { i >= bpp ? p[i - bpp] : 0 }
        @inline(__always) func paeth(_ i: Int) -> UInt8 {
            let a = Int(left(row, i)), b = Int(above[i]), c = Int(left(above, i))
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            return UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
        }
        let d = out + 1
        switch filter {
        case .none:
            out[0] = 0
            d.update(from: row, count: count)
        case .sub:
            out[0] = 1
            for i in 0..<count { d[i] = row[i] &- left(row, i) }
        case .up:
            out[0] = 2
            for i in 0..<count { d[i] = row[i] &- above[i] }
        case .paeth:
            out[0] = 4
            for i in 0..<count { d[i] = row[i] &- paeth(i) }
        case .adaptive:
            var best = Int.max
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 1)
            defer { scratch.deallocate() }
            for f in [Filter.none, .sub, .up, .paeth] {
                filterRow(row, above: above, count: count, bytesPerPixel: bpp, filter: f, into: scratch)
                var cost = 0
                for i in 1...count { cost += Int(Int8(bitPattern: scratch[i]).magnitude) }
                if cost < best {
                    best = cost
                    out.update(from: scratch, count: count + 1)
                }
            }
        }
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count)) + typeBytes
        png += data
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        png += bigEndian(crc)
    }
}
