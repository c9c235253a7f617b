import HaloCore

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How long the track is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the room the fixed tracks leave, kept within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in this track's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The track's size.
    public var size: Size
    /// Points to the next track (nil: 8).
    public var spacing: CGFloat?
    /// Where a cell's view sits in the cell (nil: centred).
    public var alignment: Alignment?

    /// A track.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in a grid, as SwiftUI's `LazyVGrid` (columns given, filled row by row) and `LazyHGrid`
/// (rows given, filled column by column). A render builds every cell. Tracks share the room
/// as Apple's `GridItem` sizes describe: fixed ones take their length; each adaptive one
/// becomes as many tracks of at least its minimum as fit in its share; flexible ones split what
/// is left equally, kept within their bounds (docs/semantics.md, Everyday modifiers).
public struct LazyGrid<Content: View>: View, PrimitiveView {
    let vertical: Bool
    let tracks: [GridItem]
    let spacing: Double
    let content: Content

    /// The tracks' lengths and the gaps after them, for `room` points across the tracks.
    static func lengths(_ items: [GridItem], room: Double) -> [(length: Double, gap: Double, item: GridItem)] {
        var expanded: [(GridItem, Double?)] = []
        let gapsTotal = items.dropLast().reduce(0) { $0 + Double($1.spacing ?? 8) }
        let fixed = items.reduce(0.0) { if case .fixed(let l) = $1.size { $0 + Double(l) } else { $0 } }
        let shared = items.filter { if case .fixed = $0.size { false } else { true } }.count
        let share = shared > 0 ? max(room - fixed - gapsTotal, 0) / Double(shared) : 0
        for item in items {
            switch item.size {
            case .fixed(let l): expanded.append((item, Double(l)))
            case .flexible: expanded.append((item, nil))
            case .adaptive(let minimum, let maximum):
                let gap = Double(item.spacing ?? 8), lo = max(Double(minimum), 1)
                let n = max(1, Int(((share + gap) / (lo + gap)).rounded(.down)))
                let each = min((share - Double(n - 1) * gap) / Double(n), Double(maximum))
                for _ in 0..<min(n, 1000) { expanded.append((item, max(each, lo))) }
            }
        }
        let taken = expanded.reduce(0.0) { $0 + ($1.1 ?? 0) }
        let flexible = expanded.filter { $0.1 == nil }.count
        let allGaps = expanded.dropLast().reduce(0.0) { $0 + Double($1.0.spacing ?? 8) }
        let each = flexible > 0 ? max(room - taken - allGaps, 0) / Double(flexible) : 0
        return expanded.map { item, length in
            var l = length ?? each
            if case .flexible(let lo, let hi) = item.size { l = min(max(l, Double(lo)), Double(hi)) }
            return (l, Double(item.spacing ?? 8), item)
        }
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let children = Ambient.$stackAxis.withValue(nil) {
            ViewRuntime.containing { LayoutNode.nodes(of: content, time) }
        }
        let (items, vertical, spacing) = (tracks.isEmpty ? [GridItem()] : tracks, self.vertical, self.spacing)
        /// The tracks for an offer across them (10 points a track where it is open), and the
        /// lines of cells along: each line's length is its longest cell's.
        func layout(_ across: Double?) -> (tracks: [(length: Double, gap: Double, item: GridItem)], lines: [Double]) {
            let t = Self.lengths(items, room: across ?? Double(items.count) * 10)
            var lines: [Double] = []
            for (i, child) in children.enumerated() {
                let k = i % t.count
                let s =
                    vertical
                    ? child.size(ProposedSize(width: t[k].length, height: nil))
                    : child.size(ProposedSize(width: nil, height: t[k].length))
                let along = vertical ? s.height : s.width
                if k == 0 { lines.append(along) } else { lines[lines.count - 1] = max(lines[lines.count - 1], along) }
            }
            return (t, lines)
        }
        func extent(_ l: (tracks: [(length: Double, gap: Double, item: GridItem)], lines: [Double])) -> (Double, Double)
        {
            let across = l.tracks.reduce(0) { $0 + $1.length } + l.tracks.dropLast().reduce(0) { $0 + $1.gap }
            let along = l.lines.reduce(0, +) + Double(max(l.lines.count - 1, 0)) * spacing
            return (across, along)
        }
        return [
            LayoutNode(
                size: { p in
                    let offer = vertical ? p.width : p.height
                    let (across, along) = extent(layout(offer))
                    let a = offer ?? across
                    return vertical ? (a, along) : (along, a)
                },
                draw: { rect in
                    let l = layout(vertical ? rect.width : rect.height)
                    let (across, _) = extent(l)
                    // The tracks centred across the grid; lines from its start.
                    var starts: [Double] = []
                    var x = ((vertical ? rect.width : rect.height) - across) / 2
                    for t in l.tracks {
                        starts.append(x)
                        x += t.length + t.gap
                    }
                    var frames: [Rect] = []
                    var lineStart = 0.0
                    for (i, child) in children.enumerated() {
                        let k = i % l.tracks.count, line = i / l.tracks.count
                        if k == 0 && line > 0 { lineStart += l.lines[line - 1] + spacing }
                        let t = l.tracks[k]
                        let cell =
                            vertical
                            ? Rect(
                                x: rect.minX + starts[k], y: rect.minY + lineStart, width: t.length,
                                height: l.lines[line])
                            : Rect(
                                x: rect.minX + lineStart, y: rect.minY + starts[k], width: l.lines[line],
                                height: t.length)
                        let s = child.size(ProposedSize(width: cell.width, height: cell.height))
                        frames.append(cell.placed(width: s.width, height: s.height, t.item.alignment ?? .center))
                    }
                    return LayoutNode.drawn(children) { frames[$0] }
                })
        ]
    }
}

/// A grid of views in columns, filled row by row, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: View {
    let grid: LazyGrid<Content>

    /// A grid of the views `content` builds in `columns`, its rows `spacing` apart (8 by default).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = LazyGrid(vertical: true, tracks: columns, spacing: Double(spacing ?? 8), content: content())
    }

    /// The grid.
    public var body: LazyGrid<Content> { grid }
}

/// A grid of views in rows, filled column by column, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View {
    let grid: LazyGrid<Content>

    /// A grid of the views `content` builds in `rows`, its columns `spacing` apart (8 by default).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = LazyGrid(vertical: false, tracks: rows, spacing: Double(spacing ?? 8), content: content())
    }

    /// The grid.
    public var body: LazyGrid<Content> { grid }
}
