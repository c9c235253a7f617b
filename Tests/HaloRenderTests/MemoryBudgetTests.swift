import HaloCore
import HaloCPU
import Testing

/// The CPU backend refuses a frame whose float targets would not fit in the memory available,
/// naming the size, the need and what is available, and accepts one that fits.
struct MemoryBudgetTests {
    @Test func aFrameAboveTheMemoryAvailableIsRefusedByName() throws {
        #expect {
            try MemoryBudget.check(width: 16384, height: 16384, available: 3_000_000_000)
        } throws: { error in
            "\(error)" == "canvas: a 16384x16384 frame needs at least 5.4 GB on the CPU backend, above the 3.0 GB "
                + "of memory available; render it smaller, at a lower scale, or on the GPU"
        }
        #expect(throws: SceneError.self) { try MemoryBudget.check(width: Int.max, height: 2, available: Int.max) }
        try MemoryBudget.check(width: 1920, height: 1080, available: 1920 * 1080 * MemoryBudget.bytesPerPixel)
        #expect(throws: SceneError.self) {
            try MemoryBudget.check(width: 1920, height: 1080, available: 1920 * 1080 * MemoryBudget.bytesPerPixel - 1)
        }
        // This machine's own figure is there and positive.
        #expect((MemoryBudget.available() ?? 0) > 0)
    }
}
