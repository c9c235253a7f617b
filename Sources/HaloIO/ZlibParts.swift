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
    /// Bytes of data a part: 1 MiB.
    static let partSize = 1 << 20

    /// The zlib stream of `data` at a libdeflate level, in parts of `partSize` bytes (one call
    /// to libdeflate's zlib compressor when it is no larger) made by `workers` threads.
    /// - Throws: `PNGError` when libdeflate cannot allocate a compressor or its output is unreadable.
    static func compress(
        _ data: UnsafeRawBufferPointer, level: Int, partSize: Int = ZlibParts.partSize,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [UInt8] {
        nonisolated(unsafe) let data = data
        return try compress(
            parts: max(1, (data.count + partSize - 1) / partSize), capacity: 0, level: level, workers: workers
        ) { p, _ in
            UnsafeRawBufferPointer(rebasing: data[(p * partSize)..<min(data.count, (p + 1) * partSize)])
        }
    }

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
        // Each part's raw deflate stream, its blocks, Adler-32 and length, written by the worker that made it.
        nonisolated(unsafe) var streams = [[UInt8]](repeating: [], count: parts)
        nonisolated(unsafe) var blocks = [DeflateBlocks?](repeating: nil, count: parts)
        nonisolated(unsafe) var sums = [(adler: UInt32, count: Int)](repeating: (1, 0), count: parts)
        nonisolated(unsafe) var failures = [String?](repeating: nil, count: parts)
        let workers = max(1, min(parts, workers))
        streams.withUnsafeMutableBufferPointer { streamsOut in
            blocks.withUnsafeMutableBufferPointer { blocksOut in
                sums.withUnsafeMutableBufferPointer { sumsOut in
                    failures.withUnsafeMutableBufferPointer { failuresOut in
                        nonisolated(unsafe) let (s, b, a, f) = (streamsOut, blocksOut, sumsOut, failuresOut)
                        DispatchQueue.concurrentPerform(iterations: workers) { worker in
                            guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
                                f[worker] = "libdeflate could not allocate a level-\(level) compressor"
                                return
                            }
                            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
                            defer {
                                buffer.deallocate()
                                libdeflate_free_compressor(compressor)
                            }
                            for p in stride(from: worker, to: parts, by: workers) {
                                let bytes = part(p, buffer)
                                a[p] = (libdeflate_adler32(1, bytes.baseAddress, bytes.count), bytes.count)
                                let bound = libdeflate_deflate_compress_bound(compressor, bytes.count)
                                s[p] = [UInt8](unsafeUninitializedCapacity: bound) { out, n in
                                    n = libdeflate_deflate_compress(
                                        compressor, bytes.baseAddress, bytes.count, out.baseAddress, bound)
                                }
                                guard !s[p].isEmpty else {
                                    f[p] = "libdeflate could not compress part \(p)"
                                    continue
                                }
                                guard p < parts - 1 else { continue }
                                do {
                                    b[p] = try s[p].withUnsafeBytes { try DeflateBlocks($0) }
                                } catch {
                                    f[p] = "libdeflate's part \(p) does not read back: \(error)"
                                }
                            }
                        }
                    }
                }
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw PNGError(path: "<memory>", message: failure) }
        var stream = header(level: level)
        stream.reserveCapacity(streams.reduce(2 + 4) { $0 + $1.count + 5 })
        for p in 0..<parts {
            guard p < parts - 1, let b = blocks[p] else {
                stream += streams[p]
                continue
            }
            // The part to its end, the final bit cleared, then 3 zero bits (a stored block, not
            // final), zeros to the byte boundary, and LEN 0, NLEN 0xFFFF.
            let at = stream.count
            stream += streams[p][..<((b.end + 7) / 8)]
            stream[at + b.finalHeader / 8] &= ~UInt8(1 << (b.finalHeader % 8))
            if b.end % 8 != 0 { stream[at + b.end / 8] &= UInt8(1 << (b.end % 8)) - 1 }
            let padded = (b.end + 3 + 7) / 8
            stream += repeatElement(0, count: at + padded - stream.count)
            stream += [0, 0, 0xFF, 0xFF]
        }
        let adler = sums.dropFirst().reduce(sums[0].adler) { combined(adler: $0, with: $1.adler, count: $1.count) }
        stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 255), UInt8(adler >> 8 & 255), UInt8(adler & 255)]
        return stream
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
