/// Values computed for one frame's items, kept for the next frame: the item at the same place
/// in the next frame reuses the value when its key is equal (`GeometryCache`, and the CPU
/// renderer's coverage cache).
package struct FrameMemo<Key: Equatable, Value> {
    private var last: [(key: Key, value: Value)] = []
    private var current: [(key: Key, value: Value)] = []
    /// How many items have reused a value (for tests).
    package private(set) var reused = 0

    package init() {}

    /// Starts a frame: the last frame's items become the ones to match.
    package mutating func startFrame() {
        last = current
        current = []
        current.reserveCapacity(last.count)
    }

    /// The next item's value: the last frame's at this place when the keys are equal (and
    /// `reused` true), else `make()`.
    package mutating func next(_ key: Key, _ make: () throws -> Value) rethrows -> (value: Value, reused: Bool) {
        let i = current.count
        let kept = i < last.count && last[i].key == key
        let value = kept ? last[i].value : try make()
        if kept { reused += 1 }
        current.append((key, value))
        return (value, kept)
    }

    /// Replaces the value of the item `next` gave last (a part of it the key leaves out).
    package mutating func replaceLast(_ value: Value) {
        current[current.count - 1].value = value
    }
}
