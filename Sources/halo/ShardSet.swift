import Foundation

/// The shard files given to `halo concat`, checked as one render's: names
/// `BASE.shard-K-of-N.EXT` (as `halo render --shard` writes them) with one base and one N,
/// every K from 0 to N - 1 once, in order.
struct ShardSet {
    /// One input's place in its render, parsed from its name.
    struct Shard: Equatable {
        let base: String, index: Int, count: Int
    }

    /// The shard a file name says it is, or nil for a name without `.shard-K-of-N.`.
    static func parse(_ path: String) -> Shard? {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let r = name.range(of: #"\.shard-[0-9]+-of-[0-9]+$"#, options: .regularExpression) else { return nil }
        let parts = name[r].dropFirst(".shard-".count).components(separatedBy: "-of-")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n > 0, k < n else { return nil }
        return Shard(base: String(name[..<r.lowerBound]), index: k, count: n)
    }

    /// Checks `paths` are a whole render's shards in order (or, with `allowPartial`, some of
    /// them in order); files not named as shards are joined as given.
    /// - Throws: `CLIError` naming what is missing, repeated, out of order or mixed.
    static func check(_ paths: [String], allowPartial: Bool) throws {
        let shards = paths.map(parse)
        guard let first = shards.compactMap({ $0 }).first else { return }
        for (path, s) in zip(paths, shards) {
            guard let s else {
                throw CLIError("\(path) is not named as a shard (NAME.shard-K-of-N.EXT), unlike the others")
            }
            guard s.base == first.base, s.count == first.count else {
                throw CLIError(
                    "\(path) is a shard of another render than \(paths[0]) "
                        + "(\(s.base), \(s.count) shards against \(first.base), \(first.count))")
            }
        }
        let indices = shards.map { $0!.index }
        for (i, k) in indices.enumerated() where indices[..<i].contains(k) {
            throw CLIError("\(paths[i]) is given twice (shard \(k) of \(first.count))")
        }
        for i in 1..<max(indices.count, 1) where indices[i] < indices[i - 1] {
            throw CLIError(
                "\(paths[i]) comes after \(paths[i - 1]) but shard \(indices[i]) goes before shard "
                    + "\(indices[i - 1]): give the shards in order")
        }
        let missing = (0..<first.count).filter { !indices.contains($0) }
        if !missing.isEmpty && !allowPartial {
            let list = missing.map(String.init).joined(separator: ", ")
            throw CLIError(
                "shard\(missing.count == 1 ? "" : "s") \(list) of "
                    + "\(first.count) missing: \(paths.count) of \(first.count) given; render the missing "
                    + "ones (--shard K/\(first.count)), or pass --allow-partial to join these anyway")
        }
    }
}
