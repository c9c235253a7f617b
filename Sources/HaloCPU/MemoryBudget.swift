import Foundation
import HaloCore

/// Whether a frame's float targets fit in the memory available, checked before the CPU
/// backend renders it: a frame it cannot hold would otherwise run for minutes and swap (a
/// 16384 x 16384 frame needs 5.4 GB before any layer).
public enum MemoryBudget {
    /// Bytes a frame pixel takes at least: its RGBA32F target and its resolved RGBA8 bytes.
    public static let bytesPerPixel = 20

    /// Refuses a `width` x `height` frame whose targets need more than `available` bytes.
    /// - Throws: `SceneError` at "canvas" naming the size, the need and what is available.
    public static func check(width: Int, height: Int, available: Int? = MemoryBudget.available()) throws {
        guard let available else { return }
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (need, o2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        guard o1 || o2 || need > available else { return }
        func gb(_ bytes: Int) -> String { String(format: "%.1f GB", Double(bytes) / 1e9) }
        throw SceneError(
            path: "canvas",
            message: "a \(width)x\(height) frame needs at least "
                + "\(o1 || o2 ? "more than 9e18 bytes" : gb(need)) on the CPU backend, above the "
                + "\(gb(available)) of memory available; render it smaller, at a lower scale, or on the GPU")
    }

    /// The memory this process may still use: MemAvailable from /proc/meminfo, less where the
    /// control group's limit (memory.max less memory.current) is lower; nil where neither is
    /// readable.
    public static func available() -> Int? {
        func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        var best: Int? = nil
        if let info = read("/proc/meminfo"),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
            let kb = Int(line.split(separator: " ").dropFirst().first ?? "")
        {
            best = kb.multipliedReportingOverflow(by: 1024).overflow ? nil : kb * 1024
        }
        func number(_ path: String) -> Int? {
            read(path).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        if let max = number("/sys/fs/cgroup/memory.max"), let current = number("/sys/fs/cgroup/memory.current") {
            best = min(best ?? Int.max, Swift.max(0, max - current))
        }
        return best
    }
}
