/// Places a frame's layer images in the atlas: shelves of rows across a fixed width, each
/// with its free stretches, so a region freed once the pass that reads it has run is used
/// again by a later layer (the idea of a shelf packer with deallocation, as in texture-atlas
/// allocators such as etagere's "shelf" allocator and vello_hybrid's scheduler, which reuses
/// its slots once a layer is composited).
///
/// A shelf takes regions no more than twice as tall as they are, so little height is wasted;
/// an empty shelf takes any region that fits. The atlas grows downwards as shelves open.
package struct AtlasAllocator {
    /// One row of regions: its top, its height, and the x ranges not in use, in order.
    struct Shelf {
        var y: Int
        var height: Int
        var free: [Range<Int>]
    }

    /// The atlas's width in texels.
    package let width: Int
    private var shelves: [Shelf] = []
    /// The height the shelves use so far.
    package private(set) var height = 0

    /// An allocator for an atlas `width` texels wide.
    package init(width: Int) {
        self.width = width
    }

    /// The top-left texel of a free region of `w` x `h` texels (w <= width).
    package mutating func allocate(_ w: Int, _ h: Int) -> (x: Int, y: Int) {
        precondition(w >= 1 && h >= 1 && w <= width, "a region of \(w) x \(h) in an atlas \(width) wide")
        var best: (shelf: Int, range: Int)? = nil
        for (i, s) in shelves.enumerated() where s.height >= h {
            let empty = s.free == [0..<width]
            guard empty || s.height <= 2 * h else { continue }
            guard let r = s.free.firstIndex(where: { $0.count >= w }) else { continue }
            // The shortest shelf that fits wastes the least height.
            if best == nil || s.height < shelves[best!.shelf].height { best = (i, r) }
        }
        guard let (i, r) = best else {
            shelves.append(Shelf(y: height, height: h, free: [w..<width].filter { !$0.isEmpty }))
            height += h
            return (0, height - h)
        }
        let range = shelves[i].free[r]
        if range.count == w {
            shelves[i].free.remove(at: r)
        } else {
            shelves[i].free[r] = (range.lowerBound + w)..<range.upperBound
        }
        return (range.lowerBound, shelves[i].y)
    }

    /// Returns the region at `x`, `y`, `w` texels wide, to its shelf.
    package mutating func free(x: Int, y: Int, w: Int) {
        guard let i = shelves.firstIndex(where: { $0.y == y }) else { return }
        var free = shelves[i].free
        let at = free.firstIndex { $0.lowerBound > x } ?? free.count
        free.insert(x..<(x + w), at: at)
        // Join neighbours.
        var joined: [Range<Int>] = []
        for r in free {
            if let last = joined.last, last.upperBound == r.lowerBound {
                joined[joined.count - 1] = last.lowerBound..<r.upperBound
            } else {
                joined.append(r)
            }
        }
        shelves[i].free = joined
    }
}
