/// The words of one fine-stage command: two groups of four `UInt32`, as both the GPU's
/// `Shaders/fine.comp` and the CPU twin `HaloCPU/Twins/Fine.swift` decode them.
///
/// - draw: `[drawTag, draw, list start, list count]`, `[cover index, 0, 0, 0]`: the draw's
///   coverage in this tile (its segments at `list[start ..< start + count]`, the row covers
///   from `covers[cover index]`) times its paint, blended source-over.
/// - layer: `[layerTag, layer, 0, 0]`, `[0, clip list start, clip list count, clip cover
///   index]` (`noClip` for a layer without a clip): the layer's image at the pixel (its
///   blur's vertical pass when it has one), times the clip's coverage and its opacity,
///   blended source-over.
///
/// Keep in sync with the constants at the top of Shaders/fine.comp (a test asserts them).
package enum FineCommand {
    package static let wordCount = 8
    package static let drawTag: UInt32 = 1
    package static let layerTag: UInt32 = 2
    /// The clip cover index of a layer without a clip.
    package static let noClip = UInt32.max

    /// The words of a draw command.
    static func draw(_ draw: Int, list: Range<Int>, cover: Int) -> SIMD8<UInt32> {
        SIMD8(drawTag, UInt32(draw), UInt32(list.lowerBound), UInt32(list.count), UInt32(cover), 0, 0, 0)
    }

    /// The words of a layer command; `clip` is the clip draw's list range and cover index here.
    static func layer(_ layer: Int, clip: (list: Range<Int>, cover: Int)?) -> SIMD8<UInt32> {
        SIMD8(
            layerTag, UInt32(layer), 0, 0, 0, UInt32(clip?.list.lowerBound ?? 0), UInt32(clip?.list.count ?? 0),
            clip.map { UInt32($0.cover) } ?? noClip)
    }
}
