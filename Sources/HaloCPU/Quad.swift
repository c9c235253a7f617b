import HaloCore

// Twin of Shaders/quad.vert: the pixels a rectangle pass covers in a target.

/// The pixels of `rect` inside `target`, row by row.
func quadPixels(_ rect: PixelRect, in target: PixelRect) -> PixelRect {
    rect.intersection(target)
}
