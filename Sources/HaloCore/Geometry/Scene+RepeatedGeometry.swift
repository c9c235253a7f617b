// Whether a frame's scene plans to the last frame's geometry: the check that lets a
// `GeometryCache` take every draw's plan from its place in the last frame without making or
// comparing its key (`GeometryCache.repeatsGeometry`).

extension Scene {
    /// Whether this scene plans to the geometry `last` planned to: equal to it but for its draws'
    /// paints and opacities, with the same draws visible (opacity above 0), and every paint that
    /// changed one that only colours its draw's pixels (`Paint.onlyColours`) with the same
    /// choice of glyph mask (`Planner.masks`). Then every draw, layer and tile of the plan is the
    /// last one's, and only paints and opacities are planned again.
    /// Two frames of one lineage (`Scene.lineage`: a document whose draws' opacities alone change)
    /// are compared only for which draws they show.
    package func repeatsGeometry(of last: Scene) -> Bool {
        guard canvas == last.canvas, layers.count == last.layers.count else { return false }
        if SceneLineage.same(lineage, last.lineage) {
            for i in layers.indices where !layers[i].showsTheDraws(of: last.layers[i]) { return false }
            return true
        }
        for i in layers.indices where !layers[i].repeatsGeometry(of: last.layers[i]) { return false }
        return true
    }
}

extension Layer {
    /// Whether the layer is `last` but for its draws' paints and opacities
    /// (`Scene.repeatsGeometry(of:)`); its own opacity, blur, clip and every other field equal.
    func repeatsGeometry(of last: Layer) -> Bool {
        // The items and the mask first, where a frame that changes its geometry usually does.
        guard matches(last, item: { $0.repeatsGeometry(of: $1) }, mask: { $0.repeatsGeometry(of: $1) }) else {
            return false
        }
        // Every field but the items and the mask, whatever fields a layer gains.
        var own = self, other = last
        own.items = []
        other.items = []
        own.mask = nil
        other.mask = nil
        return own == other
    }

    /// Whether the layer shows the draws `last` shows, a layer of the same lineage
    /// (`Scene.repeatsGeometry(of:)`): each draw visible (opacity above 0) where `last`'s is.
    func showsTheDraws(of last: Layer) -> Bool {
        matches(last, item: { $0.showsTheDraws(of: $1) }, mask: { $0.showsTheDraws(of: $1) })
    }

    /// Whether each item matches `last`'s at its place by `item` (the same array, a layer that never
    /// changes, needs no comparing) and both masks are absent or match by `mask`.
    @inline(__always)
    private func matches(
        _ last: Layer, item: (LayerItem, LayerItem) -> Bool, mask masks: (Layer, Layer) -> Bool
    ) -> Bool {
        guard items.count == last.items.count else { return false }
        let same = items.withUnsafeBufferPointer { a in
            last.items.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress }
        }
        if !same {
            for i in items.indices where !item(items[i], last.items[i]) { return false }
        }
        switch (mask, last.mask) {
        case (nil, nil): return true
        case let (a?, b?): return masks(a, b)
        default: return false
        }
    }
}

extension LayerItem {
    /// Whether the item shows the draws `last` shows, an item of the same lineage
    /// (`Layer.showsTheDraws(of:)`); effects and text of a lineage never change.
    func showsTheDraws(of last: LayerItem) -> Bool {
        switch self {
        case .draw(let a):
            guard case .draw(let b) = last else { return false }
            return (a.opacity > 0) == (b.opacity > 0)
        case .layer(let a):
            guard case .layer(let b) = last else { return false }
            return a.showsTheDraws(of: b)
        case .effect, .text:
            return true
        }
    }

    /// Whether the item is `last` but for its draws' paints and opacities; effects and text are
    /// resolved before planning, so they never are.
    func repeatsGeometry(of last: LayerItem) -> Bool {
        switch (self, last) {
        case let (.draw(a), .draw(b)): a.repeatsGeometry(of: b)
        case let (.layer(a), .layer(b)): a.repeatsGeometry(of: b)
        default: false
        }
    }
}

extension Draw {
    /// Whether the draw is `last` but for its paint and opacity (`Scene.repeatsGeometry(of:)`).
    /// Every field of a draw is named here: `RepeatedGeometryTests` fails when a draw gains one.
    func repeatsGeometry(of last: Draw) -> Bool {
        // The paint first: one that changes into another kind (the harmonic's time) ends it at once.
        let samePaint = paint == last.paint
        guard samePaint || (paint.onlyColours && last.paint.onlyColours) else { return false }
        guard shape == last.shape, operation == last.operation, style == last.style, transform == last.transform,
            trimFrom == last.trimFrom, trimTo == last.trimTo, (opacity > 0) == (last.opacity > 0)
        else { return false }
        return samePaint || Planner.masks(self) == Planner.masks(last)
    }
}

extension Paint {
    /// Whether the paint only colours the pixels its draw covers, so a draw that changes from one
    /// such paint to another keeps its geometry: a colour or a gradient. An image or a mesh is
    /// placed by the draw's map, and the harmonic and shaders are planned as layers of their own.
    var onlyColours: Bool {
        switch self {
        case .solid, .linear, .angular, .radial, .elliptical: true
        case .harmonic, .image, .mesh, .shader: false
        }
    }
}
