import Foundation
import HaloCore
import HaloMath

extension SceneCatalog {
    /// A 24 x 16 swatch: colour bars across, alpha fading down the lower half, a one-texel
    /// white frame (sharp edges that show the filter).
    static let swatch: ImageSource = {
        var image = Image(width: 24, height: 16)
        let bars: [SIMD4<UInt8>] = [
            SIMD4(230, 60, 60, 255), SIMD4(250, 200, 40, 255), SIMD4(60, 200, 90, 255), SIMD4(40, 120, 240, 255),
        ]
        for y in 0..<16 {
            for x in 0..<24 {
                let edge = x == 0 || y == 0 || x == 23 || y == 15
                var c = edge ? SIMD4<UInt8>(255, 255, 255, 255) : bars[x / 6]
                if !edge && y >= 8 {
                    // Straight colour at alpha a, premultiplied (the image holds premultiplied bytes).
                    let a = UInt32(255 - (y - 7) * 28)
                    c = SIMD4(
                        UInt8((UInt32(c.x) * a + 127) / 255), UInt8((UInt32(c.y) * a + 127) / 255),
                        UInt8((UInt32(c.z) * a + 127) / 255), UInt8(a))
                }
                image[x, y] = c
            }
        }
        return registered(ImageSource(name: "catalog-swatch", image: image))
    }()

    /// A 480 x 360 "photo": concentric rings, finer outwards, over a diagonal wash, opaque: a
    /// minified copy aliases into moire unless it is pre-filtered.
    static let rings: ImageSource = {
        var image = Image(width: 480, height: 360)
        for y in 0..<360 {
            for x in 0..<480 {
                let dx = Double(x) - 240, dy = Double(y) - 180
                let r2 = (dx * dx + dy * dy) / 120
                let ring = 0.5 + 0.5 * PortableMath.cos(r2)
                let wash = Double(x + y) / 840
                image[x, y] = SIMD4(
                    UInt8((255 * ring).rounded()), UInt8((255 * wash).rounded()),
                    UInt8((255 * (1 - ring) * (1 - wash)).rounded()), 255)
            }
        }
        return registered(ImageSource(name: "catalog-rings", image: image))
    }()

    /// `source`, registered under its name so that the catalog's scenes read back from JSON.
    static func registered(_ source: ImageSource) -> ImageSource {
        ImageCache.shared.register(source)
        return source
    }

    static func picture(
        _ source: ImageSource, _ frame: Rect, shape: ShapeKind = .rect,
        interpolation: ImagePaint.Interpolation = .linear,
        tint: RGBA? = nil, transform: DrawTransform = DrawTransform(), opacity: Double = 1
    ) -> Draw {
        Draw(
            shape: Shape(kind: shape, frame: frame),
            paint: .image(ImagePaint(source: source, interpolation: interpolation, tint: tint)), transform: transform,
            opacity: opacity)
    }

    /// Images placed, magnified, minified (through pre-filtered levels), rotated, tinted and shadowed.
    public static let images: [Entry] = [
        Entry(name: "image_identity", scene: scene([picture(swatch, frame(20, 30, 24, 16))])),
        Entry(name: "image_magnified_bilinear", scene: scene([picture(swatch, frame(8, 12, 144, 96))])),
        Entry(
            name: "image_magnified_nearest",
            scene: scene([picture(swatch, frame(8, 12, 144, 96), interpolation: .none)])),
        Entry(
            name: "image_minified_levels",
            scene: scene([
                picture(rings, frame(4, 10, 100, 75)), picture(rings, frame(110, 10, 44, 33)),
                picture(rings, frame(110, 60, 20, 15)),
            ])),
        Entry(
            name: "image_rotated_in_circle",
            scene: scene([
                picture(
                    rings, frame(30, 10, 100, 100), shape: .circle, transform: DrawTransform(rotate: 25, scale: 0.9),
                    opacity: 0.85)
            ])),
        Entry(
            name: "image_template_tint",
            scene: scene([
                picture(swatch, frame(10, 20, 66, 44), tint: .named["orange"]!),
                picture(swatch, frame(84, 20, 66, 44), tint: RGBA(0.3, 0.8, 1, 0.6)),
            ])),
        Entry(
            name: "image_shadowed",
            scene: Scene(
                canvas: Canvas(width: 160, height: 120, background: .white),
                layers: [
                    Layer(items: [
                        .layer(
                            Layer(
                                items: [.draw(picture(swatch, frame(30, 25, 96, 64)))],
                                shadow: Shadow(color: RGBA(0, 0, 0, 0.5), radius: 6, x: 6, y: 8)))
                    ])
                ])),
    ]
}
