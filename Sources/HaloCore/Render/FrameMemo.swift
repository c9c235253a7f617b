/// Values computed for one frame's items, kept for the next frame: the item at the same place
/// in the next frame reuses the value when its key is equal (`GeometryCache`, and the CPU
/// renderer's coverage cache).
///
/// Entries are kept in place: an item that matches leaves its entry as it is, one that does not
/// overwrites it, so a frame like the last copies no keys.
package struct FrameMemo<Key: Equatable, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    /// How many items the frame being made has had so far, and the last frame had.
    private var count = 0, lastCount = 0
    /// How many items of the frame being made did not reuse a value.
    private var misses = 0
    /// How many items have reused a value (for tests).
    package private(set) var reused = 0

    package init() {}

    /// Starts a frame: the last frame's items become the ones to match.
    package mutating func startFrame() {
        if count < keys.count {
            keys.removeSubrange(count...)
            values.removeSubrange(count...)
        }
        (lastCount, count, misses) = (count, 0, 0)
    }

    /// Whether the frame so far is the last frame item for item: as many items, each reusing
    /// the last frame's value at its place.
    package var matchesLastFrame: Bool { misses == 0 && count == lastCount }

    /// The next item's value: the last frame's at this place when the keys are equal (and
    /// `reused` true), else `make()`.
    package mutating func next(_ key: Key, _ make: () throws -> Value) rethrows -> (value: Value, reused: Bool) {
        let i = count
        if i < keys.count && keys[i] == key {
            count += 1
            reused += 1
            return (values[i], true)
        }
        let value = try make()
        misses += 1
        if i < keys.count {
            keys[i] = key
            values[i] = value
        } else {
            keys.append(key)
            values.append(value)
        }
        count += 1
        return (value, false)
    }

    /// The next item's value when the caller knows its key is the last frame's at this place (a frame
    /// that repeats the last one's, `GeometryCache.repeatsGeometry`): taken without a key made or
    /// compared. Nil past the last frame's items.
    package mutating func nextKept() -> Value? {
        let i = count
        guard i < lastCount, i < values.count else { return nil }
        count += 1
        reused += 1
        return values[i]
    }

    /// Replaces the value of the item `next` gave last (a part of it the key leaves out).
    package mutating func replaceLast(_ value: Value) {
        values[count - 1] = value
    }

    /// How many items the frame being made has had so far: the place of the next.
    package var position: Int { count }

    /// Replaces the value of the frame's item at `place` (a `position` `next` has passed): one made
    /// after the items behind it.
    package mutating func replace(at place: Int, with value: Value) {
        values[place] = value
    }
}
