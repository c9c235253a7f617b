/// A raw deflate stream that `DeflateBlocks` cannot read: what was wrong and at which bit.
struct DeflateError: Error, CustomStringConvertible {
    /// What was wrong.
    let message: String
    /// The bit offset where it was found.
    let bit: Int
    var description: String { "deflate stream, bit \(bit): \(message)" }
}

/// Where a raw deflate stream's final block starts and where the stream ends (RFC 1951), found
/// by decoding its codes without writing the data they stand for. A stream's blocks have no
/// lengths to skip by, so finding the last one means reading every code before it; leaving the
/// data unmade keeps that to a table lookup a code.
struct DeflateBlocks {
    /// The bit offset of the final block's header (its BFINAL bit), counting each byte from its
    /// least significant bit.
    let finalHeader: Int
    /// The bit offset just past the final block.
    let end: Int

    /// Reads the blocks of the stream in `bytes`.
    /// - Throws: `DeflateError` where the stream is malformed or ends early.
    init(_ bytes: UnsafeRawBufferPointer) throws(DeflateError) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw DeflateError(message: "the stream is empty", bit: 0)
        }
        var reader = BitReader(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        while true {
            let header = reader.position
            let final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                try reader.skipStored()
            case 1:
                try reader.skipCodes(literals: Huffman.fixedLiterals, distances: Huffman.fixedDistances)
            case 2:
                let (literals, distances) = try reader.dynamicTables()
                try reader.skipCodes(literals: literals, distances: distances)
            default:
                throw DeflateError(message: "block type 3 is reserved", bit: header + 1)
            }
            if final {
                finalHeader = header
                end = reader.position
                return
            }
        }
    }
}

/// Bits from a byte buffer, least significant first (RFC 1951 section 3.1.1).
private struct BitReader {
    let base: UnsafePointer<UInt8>
    let bitCount: Int
    let byteCount: Int
    var position = 0

    init(_ base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        byteCount = count
        bitCount = count * 8
    }

    /// The next 32 bits or fewer, without taking them; zeros past the end.
    @inline(__always) func peek() -> UInt32 {
        let byte = position >> 3
        var word: UInt64 = 0
        if byte &+ 8 <= byteCount {
            word = UInt64(littleEndian: UnsafeRawPointer(base + byte).loadUnaligned(as: UInt64.self))
        } else {
            for k in 0..<max(0, byteCount - byte) { word |= UInt64(base[byte + k]) << (8 * k) }
        }
        return UInt32(truncatingIfNeeded: word >> UInt64(position & 7))
    }

    /// Takes `n` bits (at most 16), the first the least significant.
    @inline(__always) mutating func bits(_ n: Int) throws(DeflateError) -> Int {
        guard position &+ n <= bitCount else { throw DeflateError(message: "the stream ends early", bit: position) }
        let v = Int(peek() & ((1 << UInt32(n)) &- 1))
        position &+= n
        return v
    }

    /// Takes a stored block's body: to the byte boundary, LEN, NLEN and LEN bytes.
    mutating func skipStored() throws(DeflateError) {
        position = (position + 7) & ~7
        let length = try bits(16), complement = try bits(16)
        guard length == ~complement & 0xFFFF else {
            throw DeflateError(message: "a stored block's LEN and NLEN disagree", bit: position - 32)
        }
        guard position + 8 * length <= bitCount else {
            throw DeflateError(message: "a stored block runs past the end", bit: position)
        }
        position += 8 * length
    }

    /// Decodes one symbol of `code`.
    @inline(__always) mutating func symbol(_ code: Huffman) throws(DeflateError) -> Int {
        let entry = code.fast[Int(peek() & Huffman.fastMask)]
        if entry != 0 {
            let length = Int(entry & 15)
            guard position &+ length <= bitCount else {
                throw DeflateError(message: "the stream ends early", bit: position)
            }
            position &+= length
            return Int(entry >> 4)
        }
        return try code.slowSymbol(&self)
    }

    /// Takes codes up to and including the end of block, literal and length codes from
    /// `literals`, distance codes from `distances`, and the extra bits after them. The loop
    /// reads the tables in place and takes a length code, its extra bits, a distance code and
    /// its extra bits (at most 48 bits) from one read of 8 bytes where the fast tables hold them.
    mutating func skipCodes(literals: Huffman, distances: Huffman) throws(DeflateError) {
        while true {
            let end = literals.fast.withUnsafeBufferPointer { lit in
                distances.fast.withUnsafeBufferPointer { dist in fastSkip(lit, dist) }
            }
            switch end {
            case .endOfBlock:
                return
            case .slow:
                // A code longer than the fast tables, or bits near the end: one code at a time.
                let s = try symbol(literals)
                if s < 256 { continue }
                if s == 256 { return }
                guard s <= 285 else { throw DeflateError(message: "length code \(s) is not defined", bit: position) }
                position += Huffman.lengthExtraBits(s)
                let d = try symbol(distances)
                guard d < 30 else { throw DeflateError(message: "distance code \(d) is not defined", bit: position) }
                position += Huffman.distanceExtraBits(d)
                guard position <= bitCount else { throw DeflateError(message: "the stream ends early", bit: bitCount) }
            }
        }
    }

    /// How `fastSkip` stopped.
    enum FastEnd { case endOfBlock, slow }

    /// Takes codes while both fast tables hold them and 8 bytes remain to read; stops before a
    /// code they do not hold, or at the end of the block (taken).
    @inline(__always) private mutating func fastSkip(
        _ lit: UnsafeBufferPointer<UInt16>, _ dist: UnsafeBufferPointer<UInt16>
    ) -> FastEnd {
        let mask = UInt64(Huffman.fastMask)
        while (position >> 3) &+ 8 <= byteCount {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + (position >> 3)).loadUnaligned(as: UInt64.self))
            var bits = word >> UInt64(position & 7)  // at least 57 bits
            let entry = lit[Int(bits & mask)]
            guard entry != 0 else { return .slow }
            let symbol = Int(entry >> 4), length = Int(entry & 15)
            if symbol < 256 {
                position &+= length
                continue
            }
            if symbol == 256 {
                position &+= length
                return .endOfBlock
            }
            guard symbol <= 285 else { return .slow }
            // Length code (<= 10 bits here) + 5 extra + distance code (<= 10) + 13 extra: 38 bits.
            let lengthExtra = Huffman.lengthExtraBits(symbol)
            bits >>= UInt64(length &+ lengthExtra)
            let d = dist[Int(bits & mask)]
            guard d != 0, Int(d >> 4) < 30 else { return .slow }
            position &+= length &+ lengthExtra &+ Int(d & 15) &+ Huffman.distanceExtraBits(Int(d >> 4))
        }
        return .slow
    }

    /// Reads a dynamic block's code lengths (section 3.2.7) and builds its two codes.
    mutating func dynamicTables() throws(DeflateError) -> (Huffman, Huffman) {
        let start = position
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, lengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw DeflateError(message: "a dynamic block has too many codes", bit: start)
        }
        var lengthLengths = [UInt8](repeating: 0, count: 19)
        for k in 0..<lengthCount { lengthLengths[Huffman.lengthOrder[k]] = UInt8(try bits(3)) }
        let lengthCode = try Huffman(lengthLengths, at: start)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let s = try symbol(lengthCode)
            switch s {
            case 0...15:
                lengths.append(UInt8(s))
            case 16:
                guard let previous = lengths.last else {
                    throw DeflateError(message: "a repeat with no length before it", bit: position)
                }
                lengths += repeatElement(previous, count: 3 + (try bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + (try bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] != 0 else {
            throw DeflateError(message: "a dynamic block's code lengths are malformed", bit: start)
        }
        return (
            try Huffman(Array(lengths[..<literalCount]), at: start),
            try Huffman(Array(lengths[literalCount...]), at: start)
        )
    }
}

/// A canonical Huffman code (RFC 1951 section 3.2.2) for decoding: a table of the codes up to
/// `fastBits` long by their next bits, and the counts and symbols that decode longer ones a bit
/// at a time.
private struct Huffman {
    static let fastBits = 10
    static let fastMask = UInt32(1 << fastBits - 1)
    /// By the next `fastBits` bits: symbol << 4 | code length, or 0 where a longer code starts.
    let fast: [UInt16]
    /// How many codes of each length, 0...15.
    let counts: [Int]
    /// The symbols in code order.
    let symbols: [Int]

    /// The code of these code lengths (0: no code) read at `bit`, refused when over-subscribed
    /// (more codes of a length than the shorter ones leave room for).
    init(_ lengths: [UInt8], at bit: Int) throws(DeflateError) {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths { counts[Int(l)] += 1 }
        var left = 1
        for l in 1...15 {
            left = left * 2 - counts[l]
            guard left >= 0 else { throw DeflateError(message: "a Huffman code is over-subscribed", bit: bit) }
        }
        self.init(valid: lengths)
    }

    /// The code of code lengths known to be valid.
    private init(valid lengths: [UInt8]) {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths { counts[Int(l)] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (s, l) in lengths.enumerated() where l != 0 {
            symbols[offsets[Int(l)]] = s
            offsets[Int(l)] += 1
        }
        var fast = [UInt16](repeating: 0, count: 1 << Huffman.fastBits)
        var code = 0, index = 0
        for l in 1...Huffman.fastBits {
            for _ in 0..<counts[l] {
                // Codes are sent most significant bit first: the table is indexed by them reversed.
                var reversed = 0
                for k in 0..<l where code & (1 << k) != 0 { reversed |= 1 << (l - 1 - k) }
                let entry = UInt16(symbols[index] << 4 | l)
                for k in stride(from: reversed, to: 1 << Huffman.fastBits, by: 1 << l) { fast[k] = entry }
                code += 1
                index += 1
            }
            code <<= 1
        }
        self.fast = fast
        self.counts = counts
        self.symbols = symbols
    }

    /// Decodes a symbol a bit at a time (puff's method): for codes longer than `fastBits`, and
    /// bits no code starts with.
    func slowSymbol(_ reader: inout BitReader) throws(DeflateError) -> Int {
        var code = 0, first = 0, index = 0
        for l in 1...15 {
            code |= try reader.bits(1)
            let count = counts[l]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw DeflateError(message: "no code matches the bits", bit: reader.position)
    }

    /// The fixed codes (section 3.2.6).
    static let fixedLiterals = Huffman(
        valid: [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8))
    static let fixedDistances = Huffman(valid: [UInt8](repeating: 5, count: 30))
    /// The order the code length code's lengths are sent in.
    static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// Extra bits after length code `s` (257...285): 0 to 5 (RFC 1951 section 3.2.5).
    @inline(__always) static func lengthExtraBits(_ s: Int) -> Int {
        s < 265 || s == 285 ? 0 : (s &- 261) >> 2
    }
    /// Extra bits after distance code `d` (0...29): 0 to 13.
    @inline(__always) static func distanceExtraBits(_ d: Int) -> Int { d < 4 ? 0 : (d >> 1) &- 1 }
}
