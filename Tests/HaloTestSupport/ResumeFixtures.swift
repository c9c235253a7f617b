import HaloCore

/// Frames that share their first layers: the scene the encoding tests and the GPU tests both
/// resume (`EncodedFrame.update`).
public enum ResumeFixtures {
    /// The still photo.
    public static let photo = ImageSource(
        name: "resumed-photo",
        image: Image(width: 4, height: 3, pixels: (0..<48).map { UInt8(truncatingIfNeeded: $0 &* 37) }))

    /// A shadowed photo that never changes, then a card `cardHeight` points tall moved down by
    /// `t`, a capsule whose gradient turns with `t`, and (from t = 0.5) a rectangle: its draws come
    /// and go.
    public static func scene(_ t: Double, cardHeight: Double = 12) -> Scene {
        var still = Layer(
            draws: [
                Draw(
                    shape: Shape(kind: .rect, frame: Rect(x: 4, y: 4, width: 40, height: 30)),
                    paint: .image(ImagePaint(source: photo)))
            ])
        still.shadow = Shadow(color: RGBA(0, 0, 0, 0.4), radius: 3, x: 0, y: 2)
        var card = Layer(
            draws: [
                Draw(
                    shape: Shape(
                        kind: .roundedRect, frame: Rect(x: 56, y: 4, width: 30, height: cardHeight), cornerRadius: 4),
                    paint: .solid(.white), transform: DrawTransform(translate: Point(0, 9.3 * t)))
            ])
        card.shadow = Shadow(color: RGBA(0, 0, 0, 0.3), radius: 2, x: 0, y: 1)
        let capsule = Draw(
            shape: Shape(kind: .capsule, frame: Rect(x: 92, y: 8, width: 24, height: 10)),
            paint: .linear(
                stops: GradientStop.evenly([RGBA(1, 0, 0, 1), RGBA(0, 0, 1, 1)]), start: Point(t, 0),
                end: Point(1, 1)))
        var items: [LayerItem] = [.draw(capsule)]
        if t >= 0.5 {
            let rect = Shape(kind: .rect, frame: Rect(x: 96, y: 30, width: 12, height: 8))
            items.append(.draw(Draw(shape: rect, paint: .solid(.white))))
        }
        return Scene(
            canvas: Canvas(width: 120, height: 48, background: .black), layers: [still, card, Layer(items: items)])
    }
}
