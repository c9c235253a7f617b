import CDeflate
import Foundation
import HaloCore
import Testing

@testable import HaloIO

/// Deflate in parts joined into one zlib stream, read back by decoders that are not Halo's
/// (libdeflate's, and libpng's zlib through PNG files), and the block walk the join relies on.
@Suite struct ZlibPartsTests {
    /// `count` bytes of the kinds a frame's rows hold: runs of zeros, a repeated phrase, noise.
    static func data(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        let phrase = Array("Halo renders SwiftUI effects. ".utf8)
        while out.count < count {
            let run = Int(next() % 3000) + 1
            switch next() % 3 {
            case 0: out += repeatElement(0, count: run)
            case 1: out += (0..<run).map { phrase[$0 % phrase.count] }
            default: out += (0..<run).map { _ in UInt8(truncatingIfNeeded: next()) }
            }
        }
        return Array(out.prefix(count))
    }

    /// `data` in parts of `partSize` bytes, by `workers` threads (`ZlibParts`' parts pointing into it).
    static func compress(
        _ data: [UInt8], level: Int, partSize: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [UInt8] {
        try data.withUnsafeBytes { bytes in
            nonisolated(unsafe) let bytes = bytes
            return try ZlibParts.compress(
                parts: max(1, (bytes.count + partSize - 1) / partSize), capacity: 0, level: level, workers: workers
            ) { p, _ in
                UnsafeRawBufferPointer(rebasing: bytes[(p * partSize)..<min(bytes.count, (p + 1) * partSize)])
            }
        }
    }

    /// The data of a zlib stream by libdeflate's decompressor, nil when it refuses it.
    static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        guard let d = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(d) }
        var out = [UInt8](repeating: 0, count: count)
        var actual = 0
        let result = stream.withUnsafeBytes { s in
            out.withUnsafeMutableBytes { o in
                libdeflate_zlib_decompress(d, s.baseAddress, s.count, o.baseAddress, o.count, &actual)
            }
        }
        return result == LIBDEFLATE_SUCCESS && actual == count ? out : nil
    }

    /// The raw deflate stream of `data` by libdeflate at `level`.
    static func deflate(_ data: [UInt8], level: Int) -> [UInt8] {
        let c = libdeflate_alloc_compressor(Int32(level))!
        defer { libdeflate_free_compressor(c) }
        let bound = libdeflate_deflate_compress_bound(c, data.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, n in
            n = data.withUnsafeBytes {
                libdeflate_deflate_compress(c, $0.baseAddress, $0.count, out.baseAddress, bound)
            }
        }
    }

    @Test(arguments: [0, 1, 6, 12])
    func partsJoinIntoOneStream(level: Int) throws {
        // Five parts of 64 KiB and a short sixth, stored (level 0) or compressed.
        let data = Self.data(5 * 65536 + 1234, seed: UInt64(level) + 1)
        let stream = try Self.compress(data, level: level, partSize: 65536, workers: 2)
        #expect(Array(stream.prefix(2)) == ZlibParts.header(level: level))
        let readBack = Self.inflate(stream, count: data.count) == data  // not in #expect: it would print both
        #expect(readBack)
        // The same bytes whatever the number of threads that made them.
        for workers in [1, 3, 8] {
            let again = try Self.compress(data, level: level, partSize: 65536, workers: workers)
            let same = again == stream
            #expect(same, "\(workers) workers")
        }
    }

    @Test func oneStreamWhereThereIsOnePart() throws {
        // No larger than a part: libdeflate's own zlib stream, byte for byte.
        let data = Self.data(65536, seed: 9)
        let stream = try Self.compress(data, level: 6, partSize: 65536)
        let c = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(c) }
        let bound = libdeflate_zlib_compress_bound(c, data.count)
        let whole = [UInt8](unsafeUninitializedCapacity: bound) { out, n in
            n = data.withUnsafeBytes { libdeflate_zlib_compress(c, $0.baseAddress, $0.count, out.baseAddress, bound) }
        }
        let same = stream == whole
        #expect(same)
    }

    @Test func aLargeFrameReadsBackThroughLibpng() throws {
        // 1920 x 1080 of noise and flat colour: several parts, read back by libpng (zlib's inflate).
        let bytes = Self.data(1920 * 1080 * 4, seed: 3)
        let pixels = bytes.enumerated().map { i, v in i % 4 == 3 ? 255 : v }
        let image = Image(width: 1920, height: 1080, pixels: pixels)
        let same = try PNG.decode(try PNG.encode(image)) == image
        #expect(same)
    }

    @Test func adlerSumsCombine() {
        // Two pieces' sums and the second's length give the sum of both, wherever the cut.
        let data = Self.data(70_000, seed: 4)
        let whole = data.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, $0.count) }
        for cut in [0, 1, 5552, 65521, 65522, 69_999, 70_000] {
            let (a, b) = (Array(data[..<cut]), Array(data[cut...]))
            let sa = a.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, $0.count) }
            let sb = b.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, $0.count) }
            #expect(ZlibParts.combined(adler: sa, with: sb, count: b.count) == whole, "cut at \(cut)")
        }
    }

    @Test(arguments: PNGEncoder.Filter.allCases)
    func rowsFilterAcrossParts(_ filter: PNGEncoder.Filter) throws {
        // 300 x 2,000, RGBA: 1,201 bytes a row, 873 rows a part, three parts (RGB: 1,165 rows,
        // two). Each part's first row is filtered against the last row of the part before.
        let bytes = Self.data(300 * 2000 * 4, seed: 8)
        var pixels = bytes
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = 128 + Int(bytes[i + 3]) % 128
            pixels[i + 3] = UInt8(alpha)
            for c in 0..<3 { pixels[i + c] = UInt8(Int(bytes[i + c]) * alpha / 255) }
        }
        for opaque in [false, true] {
            let image = Image(
                width: 300, height: 2000,
                pixels: opaque ? pixels.enumerated().map { $0 % 4 == 3 ? 255 : $1 } : pixels)
            #expect(PNGEncoder.layout(of: image) == (opaque ? .rgb : .rgba))
            let same = try PNG.decode(try PNGEncoder(level: 1, filter: filter).encode(image)) == image
            #expect(same, "opaque: \(opaque)")
        }
    }

    @Test func theWalkFindsAHandMadeStreamsFinalBlock() throws {
        // A stored block "abc" (not final), then a final fixed-Huffman block of just its end code:
        // header bits 0, 00, padding; LEN 3, NLEN; "abc"; at bit 64: 1, 01 (LSB first), then code
        // 256, seven zero bits; the stream ends at bit 74.
        let stream: [UInt8] = [0, 3, 0, 0xFC, 0xFF] + Array("abc".utf8) + [0b0000_0011, 0]
        let blocks = try stream.withUnsafeBytes { try DeflateBlocks($0) }
        #expect(blocks.finalHeader == 64)
        #expect(blocks.end == 74)
        // libdeflate reads the same stream as "abc".
        let d = libdeflate_alloc_decompressor()!
        defer { libdeflate_free_decompressor(d) }
        var out = [UInt8](repeating: 0, count: 3)
        let result = stream.withUnsafeBytes { s in
            out.withUnsafeMutableBytes {
                libdeflate_deflate_decompress(d, s.baseAddress, s.count, $0.baseAddress, 3, nil)
            }
        }
        #expect(result == LIBDEFLATE_SUCCESS && out == Array("abc".utf8))
    }

    @Test(arguments: [0, 1, 6, 12])
    func theWalkEndsWhereLibdeflatesStreamDoes(level: Int) throws {
        // The final block's header is a set bit, and the stream ends in its last byte.
        let stream = Self.deflate(Self.data(200_000, seed: UInt64(level) + 7), level: level)
        let blocks = try stream.withUnsafeBytes { try DeflateBlocks($0) }
        #expect((blocks.end + 7) / 8 == stream.count)
        #expect(stream[blocks.finalHeader / 8] >> UInt8(blocks.finalHeader % 8) & 1 == 1)
        #expect(blocks.finalHeader < blocks.end)
    }

    @Test func malformedStreamsAreRefused() throws {
        #expect(throws: DeflateError.self) { try [UInt8]().withUnsafeBytes { try DeflateBlocks($0) } }
        // Block type 3.
        #expect(throws: DeflateError.self) { try [UInt8]([0b111]).withUnsafeBytes { try DeflateBlocks($0) } }
        // A stored block whose NLEN is not LEN's complement.
        #expect(throws: DeflateError.self) {
            try [UInt8]([1, 3, 0, 0, 0]).withUnsafeBytes { try DeflateBlocks($0) }
        }
        // Every strict prefix of a real stream ends early.
        let stream = Self.deflate(Self.data(5000, seed: 5), level: 6)
        for n in 0..<stream.count {
            #expect(throws: DeflateError.self, "\(n) bytes") {
                try Array(stream.prefix(n)).withUnsafeBytes { try DeflateBlocks($0) }
            }
        }
    }

    @Test func noiseNeverTraps() {
        // Random bytes: refused, or read to an end within them.
        var state: UInt64 = 11
        for k in 0..<3000 {
            let bytes = (0..<(k % 97 + 1)).map { _ -> UInt8 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
            if let blocks = try? bytes.withUnsafeBytes({ try DeflateBlocks($0) }) {
                #expect(blocks.finalHeader < blocks.end && blocks.end <= 8 * bytes.count)
            }
        }
    }
}
