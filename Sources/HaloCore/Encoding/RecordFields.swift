/// The words of a layer record in `FrameBuffers.w`, in order: each case's raw value is its
/// offset. Shaders/include/constants.glsl names each `layer` + the case (`layerOpacity`),
/// generated from here; both sides read fields by these names.
package enum LayerField: Int, CaseIterable, Sendable {
    /// The layer's bounds in frame pixels: x, y, width, height.
    case boundsX, boundsY, boundsWidth, boundsHeight
    /// The atlas texel of its content's first pixel.
    case contentX, contentY
    /// The atlas texel of its blur's rows (its content again without a blur).
    case rowsX, rowsY
    /// The blur's radius in taps (0: none), and the f index of its weights.
    case radius, weights
    /// The w index of the occupancy its vertical pass (or, without blur, its composite) reads.
    case columnOccupancy
    /// The occupancy grid's columns, and the frame pixel of its first tile.
    case columns, originX, originY
    /// The opacity's bits.
    case opacity
    /// The w index of its content's occupancy.
    case contentOccupancy
    /// How it combines with its parent's colour (`BlendMode.code`).
    case blendMode
    /// The layer whose alpha keeps its pixels, -1 for none.
    case mask
    /// 1 for a layer drawn flat and projected (`LayerPlan.resample`), else 0.
    case resampled
    /// The resample map's rows, three Floats' bits each: a parent pixel's centre (x, y, 1) goes
    /// to (x-row . q, y-row . q) / (w-row . q) in the layer's own pixels.
    case resampleX, resampleY = 22, resampleW = 25
    /// The w index of its colour matrix's 20 Floats' bits (`ColorMatrix`, row by row), -1 for none.
    case colorMatrix = 28
    /// The w index of its shader effect's record (`ShaderEffectField`), -1 for none.
    case effect

    /// Words of a layer record.
    package static var stride: Int { effect.rawValue + 1 }
}

/// The words of a shader effect's record in `FrameBuffers.w` (`effect` + the case in
/// constants.glsl): which program of the frame's set runs, the maps between pixels and the
/// shader's positions (three Floats' bits a row), the extent, then the arguments.
package enum ShaderEffectField: Int, CaseIterable, Sendable {
    /// The program's index in the frame's set (`FrameEncoding.shaderEntries`).
    case program
    /// A pixel's centre (x, y, 1) to the position in points the shader gets: two rows.
    case positionX, positionY = 4
    /// A position in points back to pixels (where `sample` and a distortion read): two rows.
    case pixelX = 7, pixelY = 10
    /// The layer the shader colours in its positions (`EffectPlan.extent`): four Floats' bits.
    case extent = 13
    /// The arguments in order: a float vector's components' bits, a float array's w index
    /// (its count, then its values' bits).
    case arguments = 17
}

/// The vec4s of a draw record in `FrameBuffers.v4`, in order: each case's raw value is its
/// offset (`draw` + the case in constants.glsl). The stop colours take `Paint.maxStops`
/// vec4s from `colors`, their locations 4 a vec4 after them (`locations`).
package enum DrawField: Int, CaseIterable, Sendable {
    /// The pixel -> local rows: (a, c, tx) and the opacity; (b, d, ty); (g, h, i), the divisor's
    /// ((0, 0, 1) but under a projection).
    case localX, localY, localW
    /// The paint's parameters, and the shape's frame in local points.
    case params, frame
    /// (kind, stop count, variant, 0).
    case info
    /// The first stop colour.
    case colors

    /// The vec4 of the first four stop locations.
    package static var locations: Int { colors.rawValue + Paint.maxStops }
    /// vec4s of a draw record.
    package static var stride: Int { locations + Paint.maxStops / 4 }
}

/// The words of an image record in `FrameBuffers.w`, from `imageBase`, in order
/// (`image` + the case in constants.glsl).
package enum ImageField: Int, CaseIterable, Sendable {
    /// The index of its first texel in the texel buffer.
    case texels
    /// Its level's size in texels.
    case width, height
}

/// The words of a mesh gradient's record (`MeshPatches.words`), in order: each case's raw value
/// is its offset (`mesh` + the case in constants.glsl). Counts are whole words, the rest Floats'
/// bits; the last five give where the record's arrays start, counted from the record's start.
package enum MeshField: Int, CaseIterable, Sendable {
    /// Vertices per row and per column.
    case columns, rows
    /// Quads of the tessellation along each side of a patch.
    case subdivisions
    /// 1 where colours are cubic across a patch, 0 where bilinear.
    case smooth
    /// The cell grid over the tessellation: its columns and rows, its top-left corner in local
    /// points, and a cell's size.
    case cellColumns, cellRows, originX, originY, cellWidth, cellHeight
    /// How far (local points) a point kept on the mesh's outline may lie from it and be on it.
    case tolerance
    /// The vertex records (`MeshVertexField`), row by row.
    case vertices
    /// The tessellation's points, x and y, row by row: (columns - 1) x subdivisions + 1 a row.
    case tessellation
    /// Per cell, the index in `quads` of its first quad; one more entry ends the last cell's.
    case cells
    /// The quads each cell meets, as their index in the tessellation (row by row).
    case quads
}

/// The Floats of a mesh vertex's record, from `MeshField.vertices`: each case's raw value is its
/// offset (`meshVertex` + the case in constants.glsl).
package enum MeshVertexField: Int, CaseIterable, Sendable {
    /// Its position in local points (x, y).
    case position = 0
    /// The tangent of the edge to the next vertex of its row, and of the edge arriving from the
    /// previous one (x, y each): the derivative along the row, in points a patch.
    case outU = 2, inU = 4
    /// The same along its column.
    case outV = 6, inV = 8
    /// Its colour, straight alpha (r, g, b, a).
    case color = 10
    /// The colour's tangents along its row and its column.
    case colorU = 14, colorV = 18

    /// Floats of a vertex record.
    package static let stride = 22
}
