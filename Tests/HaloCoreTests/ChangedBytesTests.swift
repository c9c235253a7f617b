import HaloCore
import Testing

/// The span of a buffer the GPU renderer sends again: every changed byte inside it, whole words.
struct ChangedBytesTests {
    static func range(_ old: [UInt8], _ new: [UInt8]) -> Range<Int>? {
        old.withUnsafeBytes { o in new.withUnsafeBytes { ChangedBytes.range(from: o, to: $0) } }
    }

    @Test func equalBuffersSendNothing() {
        let a = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(Self.range(a, a) == nil)
        #expect(Self.range([], []) == nil)
    }

    @Test func theSpanCoversEveryChangeInWholeWords() {
        let a = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        for changes in [[0], [9_999], [4_096], [5_001], [13, 8_191], [4_095, 4_096], [0, 9_999]] {
            var b = a
            for i in changes { b[i] &+= 1 }
            let r = Self.range(a, b)
            let lo = changes.min()! / 4 * 4, hi = min((changes.max()! / 4 + 1) * 4, a.count)
            #expect(r == lo..<hi, "changes at \(changes)")
        }
    }

    @Test func aBufferThatGrowsOrShrinksSendsWhatFollowsItsFirstChange() {
        let a = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(Self.range([1, 2, 3, 4], [1, 2, 3, 4, 5, 6]) == 4..<6)
        #expect(Self.range([1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]) == 4..<6)
        #expect(Self.range([1, 2, 3, 4, 5, 6], [1, 2, 3, 4]) == nil)
        #expect(Self.range([1, 2], []) == nil)
        #expect(Self.range([], [1, 2]) == 0..<2)
        var b = Array(a[..<9_000])
        b[5_001] &+= 1
        #expect(Self.range(a, b) == 5_000..<9_000)
        #expect(Self.range(a, b + [9]) == 5_000..<9_001)
        #expect(Self.range(Array(a[..<6_000]), a) == 6_000..<10_000)
    }
}
