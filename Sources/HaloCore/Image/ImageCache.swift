import Foundation

/// Image files decoded once and kept while they fit a memory budget: the sources that scene
/// files and views name by path share one decoded copy, until the file changes.
///
/// A source evicted here stays alive while a scene still holds it; only the cache forgets it
/// (least recently used first) when the decoded bytes it keeps pass `byteLimit`.
///
/// Sendable by hand: its state is read and written under `lock`.
public final class ImageCache: @unchecked Sendable {
    /// The cache scene files and HaloUI's `Image` read through.
    public static let shared = ImageCache()

    /// The decoded bytes kept at most (1 GiB unless set).
    public var byteLimit: Int {
        get { locked { limit } }
        set { locked { limit = newValue } }
    }

    private struct Key: Hashable {
        let path: String
        let size: Int
        let modified: Double
    }

    private let lock = NSLock()
    private var limit = 1 << 30
    private var entries: [Key: (source: ImageSource, used: Int)] = [:]
    private var named: [String: ImageSource] = [:]
    private var clock = 0

    /// An empty cache.
    public init() {}

    private func locked<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The decoded image at `path` (made absolute from the working directory), decoded the
    /// first time and again only when the file's size or modification time changes.
    /// - Throws: `ImageFileError` naming the file.
    public func source(at path: String) throws -> ImageSource {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let attributes = try? FileManager.default.attributesOfItem(atPath: absolute)
        let key = Key(
            path: absolute, size: (attributes?[.size] as? Int) ?? -1,
            modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
        if let hit = locked({ () -> ImageSource? in
            clock += 1
            entries[key]?.used = clock
            return entries[key]?.source
        }) {
            return hit
        }
        let source = ImageSource(name: path, image: try ImageFile.read(absolute))
        locked {
            entries[key] = (source, clock)
            var total = entries.values.reduce(0) { $0 + $1.source.byteCount }
            for (k, e) in entries.sorted(by: { $0.value.used < $1.value.used }) where total > limit && k != key {
                total -= e.source.byteCount
                entries[k] = nil
            }
        }
        return source
    }

    /// Makes `source` the image that scene files and views naming `source.name` draw, before
    /// any file: images made in memory (a catalog's, a generated one) read back from a scene
    /// written to JSON, as an asset catalog's names do. Kept until `removeAll`.
    public func register(_ source: ImageSource) { locked { named[source.name] = source } }

    /// The image registered under `name`, if any.
    public func registered(_ name: String) -> ImageSource? { locked { named[name] } }

    /// Forgets every image, registered ones too.
    public func removeAll() {
        locked {
            entries = [:]
            named = [:]
        }
    }
}
