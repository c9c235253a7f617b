import CDeflate
import Dispatch
import Foundation

/// A zlib stream (RFC 1950) compressed by libdeflate in parts, on every core, and joined into
/// one stream: each part but the last has its final block's BFINAL bit cleared
/// (found by `DeflateBlocks`) and is followed by an empty stored block, which brings the next
/// part to a byte boundary. A part starts with no history, so the stream is a little larger
/// than one compressed whole (each part's first matches are missed). Where the parts are is
/// the caller's (a fixed size, or a PNG's rows by the image's width), so the bytes depend on
/// the data and the level alone, not on the cores that made them.
enum ZlibParts {
    /// About how many bytes of data a part holds: 1 MiB (`PNGEncoder` fits whole rows in it).
    static let partSize = 1 << 20

    /// The zlib stream of the data of `parts` parts, in order, at a libdeflate level: `part`
    /// gives part p's bytes, made in (or pointing past) a worker's buffer of `capacity` bytes,
    /// on `workers` threads. The stream's bytes depend on the parts' bytes alone.
    /// - Throws: `PNGError` when libdeflate cannot allocate a compressor or its output is unreadable.
    static func compress(
        parts: Int, capacity: Int, level: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        part: @Sendable (Int, UnsafeMutableRawBufferPointer) -> UnsafeRawBufferPointer
    ) throws -> [UInt8] {
        guard parts > 1 else {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
            defer { buffer.deallocate() }
            return try whole(part(0, buffer), level: level)
        }
        var results = [Part](repeating: Part(), count: parts)
        let workers = max(1, min(parts, workers))
        results.withUnsafeMutableBufferPointer { out in
            // Each worker writes the results of its own parts only.
            nonisolated(unsafe) let out = out
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
                    out[worker].failure = "libdeflate could not allocate a level-\(level) compressor"
                    return
                }
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
                defer {
                    buffer.deallocate()
                    libdeflate_free_compressor(compressor)
                }
                for p in stride(from: worker, to: parts, by: workers) {
                    out[p] = Part(part(p, buffer), compressor: compressor, last: p == parts - 1)
                }
            }
        }
        if let failure = results.lazy.compactMap(\.failure).first {
            throw PNGError(path: "<memory>", message: failure)
        }
        var stream = header(level: level)
        stream.reserveCapacity(results.reduce(2 + 4) { $0 + $1.stream.count + 5 })
        for r in results {
            guard let b = r.blocks else {
                stream += r.stream
                continue
            }
            // The part to its end, the final bit cleared, then 3 zero bits (a stored block, not
            // final), zeros to the byte boundary, and LEN 0, NLEN 0xFFFF.
            let at = stream.count
            stream += r.stream[..<((b.end + 7) / 8)]
            stream[at + b.finalHeader / 8] &= ~UInt8(1 << (b.finalHeader % 8))
            if b.end % 8 != 0 { stream[at + b.end / 8] &= UInt8(1 << (b.end % 8)) - 1 }
            let padded = (b.end + 3 + 7) / 8
            stream += repeatElement(0, count: at + padded - stream.count)
            stream += [0, 0, 0xFF, 0xFF]
        }
        let adler = results.dropFirst().reduce(results[0].adler) {
            combined(adler: $0, with: $1.adler, count: $1.count)
        }
        stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 255), UInt8(adler >> 8 & 255), UInt8(adler & 255)]
        return stream
    }

    /// A part made: its raw deflate stream, its blocks (where it is not the last part, whose final
    /// bit stays), its data's Adler-32 and length, or why it could not be made.
    private struct Part {
        var stream: [UInt8] = []
        var blocks: DeflateBlocks?
        var adler: UInt32 = 1
        var count = 0
        var failure: String?

        init() {}

        /// `bytes` compressed by `compressor`, and read back for their blocks unless `last`.
        init(_ bytes: UnsafeRawBufferPointer, compressor: OpaquePointer, last: Bool) {
            adler = libdeflate_adler32(1, bytes.baseAddress, bytes.count)
            count = bytes.count
            let bound = libdeflate_deflate_compress_bound(compressor, bytes.count)
            stream = [UInt8](unsafeUninitializedCapacity: bound) { out, n in
                n = libdeflate_deflate_compress(compressor, bytes.baseAddress, bytes.count, out.baseAddress, bound)
            }
            guard !stream.isEmpty else {
                failure = "libdeflate could not compress a part"
                return
            }
            guard !last else { return }
            do {
                blocks = try stream.withUnsafeBytes { try DeflateBlocks($0) }
            } catch {
                failure = "libdeflate's part does not read back: \(error)"
            }
        }
    }

    /// The Adler-32 of two pieces of data one after the other, from each one's and the second's
    /// length (RFC 1950 section 9's sums, as zlib's `adler32_combine`).
    static func combined(adler first: UInt32, with second: UInt32, count: Int) -> UInt32 {
        let base: UInt64 = 65521
        let rem = UInt64(count) % base
        let (a1, b1) = (UInt64(first & 0xFFFF), UInt64(first >> 16))
        let (a2, b2) = (UInt64(second & 0xFFFF), UInt64(second >> 16))
        let a = (a1 + a2 + base - 1) % base
        let b = (rem * a1 % base + b1 + b2 + base - rem) % base
        return UInt32(b << 16 | a)
    }

    /// The data in one zlib stream.
    private static func whole(_ data: UnsafeRawBufferPointer, level: Int) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw PNGError(path: "<memory>", message: "libdeflate could not allocate a level-\(level) compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        let stream = [UInt8](unsafeUninitializedCapacity: bound) { out, n in
            n = libdeflate_zlib_compress(compressor, data.baseAddress, data.count, out.baseAddress, bound)
        }
        guard !stream.isEmpty else { throw PNGError(path: "<memory>", message: "libdeflate could not compress") }
        return stream
    }

    /// The zlib header libdeflate writes at a level: deflate with a 32 KiB window, and the level
    /// band in FLEVEL (RFC 1950 section 2.2), FCHECK making the pair a multiple of 31.
    static func header(level: Int) -> [UInt8] {
        let flevel = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        let cmf = 0x78, flg = flevel << 6
        return [UInt8(cmf), UInt8(flg + (31 - (cmf * 256 + flg) % 31) % 31)]
    }
}
