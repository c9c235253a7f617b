/// Which frames a render produces: a range of frame numbers at a frame rate, optionally one
/// contiguous shard of it. Frame i is at time i / fps, whatever shard renders it, so shards
/// join without seams.
public struct FrameSelection: Equatable, Sendable {
    /// Every frame of the whole render (before sharding).
    public var all: Range<Int>
    /// Frames per second: frame i is at i / fps seconds.
    public var fps: Double
    /// This process's shard (index from 0) of `count`, or nil for all frames.
    public var shard: (index: Int, count: Int)?

    /// The most frames one render makes: 10 million (46 hours at 60 fps).
    public static let maxFrames = 10_000_000

    /// The number of frames in `duration` seconds at `fps`, to the nearest frame (zero for under
    /// half a frame); nil unless both are finite and positive and the count at most `maxFrames`.
    /// The CLI's `--duration` and the library's `ViewRenderer` count frames here.
    public static func frameCount(duration: Double, fps: Double) -> Int? {
        guard fps.isFinite, fps > 0, duration.isFinite, duration > 0 else { return nil }
        let count = (duration * fps).rounded()
        return count <= Double(maxFrames) ? Int(count) : nil
    }

    /// The frames `all` at `fps`, or shard `shard.index` of `shard.count` of them.
    public init(all: Range<Int>, fps: Double, shard: (index: Int, count: Int)? = nil) {
        self.all = all
        self.fps = fps
        self.shard = shard
    }

    /// Whether two selections are the same frames of the same render.
    public static func == (a: FrameSelection, b: FrameSelection) -> Bool {
        a.all == b.all && a.fps == b.fps && a.shard?.index == b.shard?.index && a.shard?.count == b.shard?.count
    }

    /// The frames this process renders: shard k of n gets [k C / n, (k + 1) C / n) of the C frames.
    public var frames: Range<Int> {
        guard let s = shard else { return all }
        let c = all.count
        return (all.lowerBound + s.index * c / s.count)..<(all.lowerBound + (s.index + 1) * c / s.count)
    }

    /// The time of frame i.
    public func time(of frame: Int) -> Double { Double(frame) / fps }

    /// Parses "A..B" (A through B) or "A..<B" (A up to B).
    public static func parseRange(_ text: String) -> Range<Int>? {
        if let r = text.range(of: "..<") {
            guard let a = Int(text[..<r.lowerBound]), let b = Int(text[r.upperBound...]), a >= 0, b > a else {
                return nil
            }
            return a..<b
        }
        if let r = text.range(of: "..") {
            guard let a = Int(text[..<r.lowerBound]), let b = Int(text[r.upperBound...]), a >= 0, b >= a, b < Int.max
            else { return nil }
            return a..<(b + 1)
        }
        return nil
    }

    /// Parses "K/N" (K from 0 to N - 1).
    public static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1_000_000, k >= 0, k < n
        else { return nil }
        return (k, n)
    }

    /// The shard index from a batch system: Kubernetes Indexed Jobs (JOB_COMPLETION_INDEX) or
    /// Slurm job arrays (SLURM_ARRAY_TASK_ID, run with --array=0-(N-1)).
    public static func shardIndex(from environment: [String: String]) -> (variable: String, value: String)? {
        for v in ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"] {
            if let value = environment[v] { return (v, value) }
        }
        return nil
    }
}
