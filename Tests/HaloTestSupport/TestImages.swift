import HaloCore

/// Images the tests of several targets draw from (image sampling, image views, canvases).
public enum TestImages {
    /// A premultiplied image whose straight colour and alpha come from `f(x, y)`.
    public static func image(_ w: Int, _ h: Int, _ f: (Int, Int) -> (Double, Double, Double, Double)) -> Image {
        var straight = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let (r, g, b, a) = f(x, y)
                for (k, v) in [r, g, b, a].enumerated() { straight[(y * w + x) * 4 + k] = UInt8((v * 255).rounded()) }
            }
        }
        return Image(width: w, height: h, straight: straight)
    }

    /// A fine pattern with alpha: every texel differs from its neighbours.
    public static let pattern = image(7, 5) { x, y in
        (Double(x) / 6, Double((x * 3 + y * 5) % 7) / 6, Double(y) / 4, 0.35 + 0.65 * Double((x + y) % 3) / 2)
    }
}
