/// Stills side by side in one image (a film strip, or a grid), for a quick look at how a scene
/// moves: `halo sheet`.
public enum ContactSheet {
    /// The gap between stills, in pixels.
    public static let gap = 4
    /// The colour of the gaps and of the cells a last row leaves empty.
    public static let background = SIMD4<UInt8>(40, 40, 40, 255)

    /// The stills in rows of `columns` (all in one row when 0), in order, each cell the size of
    /// the first still (a larger one is cropped, a smaller one leaves the background).
    public static func compose(_ stills: [Image], columns: Int = 0) -> Image {
        guard let first = stills.first else { return Image(width: 0, height: 0) }
        let cols = columns <= 0 ? stills.count : min(columns, stills.count)
        let rows = (stills.count + cols - 1) / cols
        let (w, h) = (first.width, first.height)
        var sheet = Image(width: cols * w + (cols - 1) * gap, height: rows * h + (rows - 1) * gap)
        for y in 0..<sheet.height {
            for x in 0..<sheet.width { sheet[x, y] = background }
        }
        for (i, still) in stills.enumerated() {
            let (ox, oy) = ((i % cols) * (w + gap), (i / cols) * (h + gap))
            for y in 0..<min(h, still.height) {
                for x in 0..<min(w, still.width) { sheet[ox + x, oy + y] = still[x, y] }
            }
        }
        return sheet
    }
}
