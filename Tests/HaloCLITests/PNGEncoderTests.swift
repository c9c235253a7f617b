import Foundation
import HaloCore
import HaloIO
import Testing

/// Halo's PNG writer (libdeflate) read back by libpng, an independent decoder that checks
/// every chunk's CRC and the zlib stream's Adler-32.
@Suite struct PNGEncoderTests {
    /// A 67 x 23 image of random premultiplied colours with every kind of alpha.
    static let image: Image = {
        var state: UInt64 = 5
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var px = [UInt8](repeating: 0, count: 67 * 23 * 4)
        for i in stride(from: 0, to: px.count, by: 4) {
            let a = [0, 255, UInt64(next() % 256)][Int(next() % 3)]
            px[i + 3] = UInt8(a)
            for c in 0..<3 { px[i + c] = UInt8(a * (next() % 256) / 255) }
        }
        return Image(width: 67, height: 23, pixels: px)
    }()

    @Test(arguments: PNGEncoder.Filter.allCases, [0, 1, 6, 12])
    func everyFilterAndLevelDecodesToTheSameImage(_ filter: PNGEncoder.Filter, _ level: Int) throws {
        let bytes = try PNGEncoder(level: level, filter: filter).encode(Self.image)
        #expect(try PNG.decode(bytes) == Self.image)
    }

    @Test func theFileHasTheChunksOfAnSRGBImage() throws {
        let bytes = try PNG.encode(Self.image)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        #expect(Array(bytes[16..<26]) == [0, 0, 0, 67, 0, 0, 0, 23, 8, 6])
        #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "sRGB")
        #expect(String(decoding: bytes.suffix(8).prefix(4), as: UTF8.self) == "IEND")
    }

    /// `image` with every alpha 255 (colours kept: opaque premultiplied is straight).
    static let opaque = Image(
        width: 67, height: 23,
        pixels: image.pixels.enumerated().map { i, v in i % 4 == 3 ? 255 : v })

    @Test(arguments: PNGEncoder.Filter.allCases)
    func anOpaqueImageIsWrittenAsRGB(_ filter: PNGEncoder.Filter) throws {
        // Colour type 2, three bytes a pixel (a quarter less to compress), the same pixels.
        let bytes = try PNGEncoder(level: 6, filter: filter).encode(Self.opaque)
        #expect(Array(bytes[16..<26]) == [0, 0, 0, 67, 0, 0, 0, 23, 8, 2])
        #expect(try PNG.decode(bytes) == Self.opaque)
        // One pixel short of opaque keeps the alpha channel.
        var almost = Self.opaque
        almost.pixels[4 * 500 + 3] = 254
        let kept = try PNGEncoder(level: 6, filter: filter).encode(almost)
        #expect(kept[25] == 6)
        #expect(try PNG.decode(kept) == almost)
    }

    @Test func everyPixelCountsForTheLayout() throws {
        // Every position of an odd number of pixels (the layout test reads eight bytes at a time,
        // then the last pixel alone), each byte: an alpha under 255 keeps the alpha channel, and a
        // colour byte unlike the pixel's other two makes it colour.
        let white = Image(width: 3, height: 3, pixels: [UInt8](repeating: 255, count: 36))
        #expect(try PNGEncoder().encode(white)[25] == 0)
        for i in 0..<36 {
            var one = white
            if i % 4 == 3 {
                for c in i - 3...i { one.pixels[c] = 254 }  // premultiplied white at alpha 254
            } else {
                one.pixels[i] = 0
            }
            #expect(PNGEncoder.layout(of: one) == (i % 4 == 3 ? .greyAlpha : .rgb), "byte \(i)")
            #expect(try PNGEncoder().encode(one)[25] == (i % 4 == 3 ? 4 : 2), "byte \(i)")
            #expect(try PNG.decode(try PNGEncoder().encode(one)) == one, "byte \(i)")
        }
    }

    /// `image` made grey (green and blue set to red), opaque or with its alphas.
    static func grey(opaque: Bool) -> Image {
        var pixels = (opaque ? Self.opaque : Self.image).pixels
        for i in stride(from: 0, to: pixels.count, by: 4) { (pixels[i + 1], pixels[i + 2]) = (pixels[i], pixels[i]) }
        return Image(width: 67, height: 23, pixels: pixels)
    }

    @Test(arguments: PNGEncoder.Filter.allCases, [true, false])
    func aGreyImageIsWrittenAsGrey(_ filter: PNGEncoder.Filter, opaque: Bool) throws {
        // Colour type 0 (one byte a pixel) or 4 (grey and alpha), the same pixels read back.
        let grey = Self.grey(opaque: opaque)
        let bytes = try PNGEncoder(level: 6, filter: filter).encode(grey)
        #expect(bytes[25] == (opaque ? 0 : 4))
        #expect(try PNG.decode(bytes) == grey)
        // One pixel's blue off by one makes it colour.
        var tinted = grey
        tinted.pixels[4 * 500 + 2] ^= 1
        let kept = try PNGEncoder(level: 6, filter: filter).encode(tinted)
        #expect(kept[25] == (opaque ? 2 : 6))
        #expect(try PNG.decode(kept) == tinted)
    }

    @Test func greyTextIsAQuarterOfTheBytesToCompress() throws {
        // Black strokes on white, anti-aliased: a grey file is smaller than the same pixels as RGB.
        let w = 256, h = 64
        let pixels = (0..<(w * h)).flatMap { i -> [UInt8] in
            let v = UInt8(255 - (i % 7 == 0 ? (i / w * 37) % 256 : 0))
            return [v, v, v, 255]
        }
        let grey = try PNGEncoder().encode(Image(width: w, height: h, pixels: pixels))
        var tinted = pixels
        tinted[2] ^= 1
        let rgb = try PNGEncoder().encode(Image(width: w, height: h, pixels: tinted))
        #expect(grey[25] == 0 && rgb[25] == 2)
        #expect(grey.count < rgb.count, "grey \(grey.count) bytes, RGB \(rgb.count)")
    }

    @Test(arguments: PNGEncoder.Filter.allCases)
    func tallImagesAreFilteredInBandsThatMeet(_ filter: PNGEncoder.Filter) throws {
        // 322 rows: bands of rows on each core (on a machine with two or more), each band's first row
        // filtered against the last row of the band above (the up, Paeth and adaptive filters read it).
        var pixels: [UInt8] = []
        for _ in 0..<14 { pixels += Self.image.pixels }
        let tall = Image(width: 67, height: 23 * 14, pixels: pixels)
        #expect(try PNG.decode(try PNGEncoder(level: 1, filter: filter).encode(tall)) == tall)
        let opaque = Image(
            width: 67, height: 23 * 14, pixels: pixels.enumerated().map { i, v in i % 4 == 3 ? 255 : v })
        #expect(try PNG.decode(try PNGEncoder(level: 1, filter: filter).encode(opaque)) == opaque)
        for opaque in [true, false] {
            var greys: [UInt8] = []
            for _ in 0..<14 { greys += Self.grey(opaque: opaque).pixels }
            let grey = Image(width: 67, height: 23 * 14, pixels: greys)
            #expect(try PNG.decode(try PNGEncoder(level: 1, filter: filter).encode(grey)) == grey)
        }
    }

    @Test func aDamagedFileIsRefused() throws {
        // The decoder this suite trusts does check: one flipped byte inside the image data fails.
        var bytes = try PNG.encode(Self.image)
        bytes[60] ^= 0x5A
        #expect(throws: PNGError.self) { try PNG.decode(bytes) }
    }

    @Test func filtersShrinkSmoothImages() throws {
        // A horizontal ramp: the sub filter turns rows into constant differences.
        let ramp = Image(
            width: 256, height: 64,
            pixels: (0..<(256 * 64)).flatMap { i -> [UInt8] in
                let v = UInt8(i % 256)
                return [v, v / 2, 255 - v, 255]
            })
        let none = try PNGEncoder(level: 6, filter: .none).encode(ramp).count
        let sub = try PNGEncoder(level: 6, filter: .sub).encode(ramp).count
        #expect(sub < none / 4, "sub \(sub) bytes, none \(none)")
    }
}
