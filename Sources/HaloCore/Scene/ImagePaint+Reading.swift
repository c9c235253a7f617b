import Foundation

// How scene files name images: an image paint, an image item, and where their files are found.

extension ImagePaint.Interpolation: SceneKeyword {
    /// "interpolation".
    public static var keywordName: String { "interpolation" }
}

extension SceneDocument {
    /// The folder that image paths in the document being read are relative to (the scene
    /// file's; nil: the working directory).
    @TaskLocal static var imageDirectory: String?

    /// The image a scene file names at `node`: one registered under that name
    /// (`ImageCache.register`), else the file relative to the scene file's folder, through the
    /// shared `ImageCache` (decoded once).
    /// - Throws: `SceneError` at `node` naming the file and what is wrong with it.
    static func imageSource(_ node: SceneNode) throws -> ImageSource {
        let name = try node.string()
        guard !name.isEmpty else { throw node.error("expected the path of a PNG or JPEG file, got \"\"") }
        if let registered = ImageCache.shared.registered(name) { return registered }
        let path =
            name.hasPrefix("/") || imageDirectory == nil
            ? name : URL(fileURLWithPath: imageDirectory!).appendingPathComponent(name).path
        do {
            return try ImageCache.shared.source(at: path)
        } catch let e as ImageFileError {
            throw node.error("image '\(name)': \(e.message)")
        }
    }
}

extension ImagePaint {
    /// A paint's `{"type": "image", "image": "logo.png", "interpolation", "tint"}` fields.
    static func parts(_ c: SceneFields, _ node: SceneNode) throws -> Varying<Paint> {
        let source = try SceneDocument.imageSource(c.node("image"))
        let interpolation = try c.constant("interpolation", default: Interpolation.linear)
        guard let tintNode = c.optionalNode("tint") else {
            return .constant(.image(ImagePaint(source: source, interpolation: interpolation)))
        }
        return try RGBA.varying(tintNode).map {
            .image(ImagePaint(source: source, interpolation: interpolation, tint: $0))
        }
    }
}

extension Draw {
    /// An image item, `{"image": "logo.png", "frame": [x, y, width, height], "contentMode",
    /// "interpolation", "tint", "opacity", "transform"}`: a rectangle filled with the image,
    /// placed in the frame (the image's own size in points at the origin when absent) by the
    /// content mode (stretch unless given).
    static func image(_ node: SceneNode) throws -> Varying<Draw> {
        let c = try node.fields(["image", "frame", "contentMode", "interpolation", "tint", "opacity", "transform"])
        let source = try SceneDocument.imageSource(c.node("image"))
        let (w, h) = (Double(source.width), Double(source.height))
        let frame = try c.varying("frame", default: Rect(x: 0, y: 0, width: w, height: h))
        let fit = try c.constant("contentMode", default: ImageFit.stretch)
        let interpolation = try c.constant("interpolation", default: ImagePaint.Interpolation.linear)
        let tint: Varying<RGBA?> = try c.optionalNode("tint").map { try RGBA.varying($0).map { $0 } } ?? .constant(nil)
        let transform = try c.varying("transform", default: DrawTransform())
        let opacity = try c.fraction("opacity", default: 1)
        let path = node.path
        return try .combining([frame, tint, transform, opacity]) { t in
            let placed = fit.placed(width: w, height: h, in: try frame.value(at: t))
            let d = Draw(
                shape: Shape(kind: .rect, frame: placed),
                paint: .image(ImagePaint(source: source, interpolation: interpolation, tint: try tint.value(at: t))),
                transform: try transform.value(at: t), opacity: try opacity.value(at: t))
            try d.validate(path: path)
            return d
        }
    }
}
