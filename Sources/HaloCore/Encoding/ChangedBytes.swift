import Foundation

/// Where a buffer's new bytes differ from what was sent last: the GPU renderer uploads only that
/// span (a frame whose draws only fade rewrites its draw records, not its segments or lists).
package enum ChangedBytes {
    /// How many bytes `memcmp` compares at a time before the span is narrowed byte by byte.
    static let chunk = 4096

    /// The smallest range of byte offsets outside which `old` and `new` are equal, widened to
    /// whole 4-byte words; nil when they are equal. Where their sizes differ, the range runs from
    /// the first byte that differs to the end of `new` (nil where `new` is the start of `old`): a
    /// frame whose words after its first layers change in number keeps those layers' words.
    package static func range(from old: UnsafeRawBufferPointer, to new: UnsafeRawBufferPointer) -> Range<Int>? {
        let n = min(old.count, new.count)
        guard n > 0, let a = old.baseAddress, let b = new.baseAddress else {
            return new.isEmpty ? nil : 0..<new.count
        }
        func equal(_ at: Int, _ count: Int) -> Bool { memcmp(a + at, b + at, count) == 0 }
        var lo = 0
        while lo < n && equal(lo, min(chunk, n - lo)) { lo += chunk }
        guard old.count == new.count else {
            guard lo < n else { return n == new.count ? nil : (n & ~3)..<new.count }
            while old[lo] == new[lo] { lo += 1 }
            return (lo & ~3)..<new.count
        }
        guard lo < n else { return nil }
        while old[lo] == new[lo] { lo += 1 }
        var hi = n
        while hi - chunk > lo && equal(hi - chunk, chunk) { hi -= chunk }
        while old[hi - 1] == new[hi - 1] { hi -= 1 }
        return (lo & ~3)..<min((hi + 3) & ~3, n)
    }
}
