import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// Colour filters (`Layer.colorMatrix`, HaloUI's `hueRotation` ... `luminanceToAlpha`) against
/// the W3C Filter Effects formulas and Apple's brightness rule, written out here by hand in
/// Double: each checked on a straight colour and on a half-transparent one (the matrix works on
/// straight colour), and wrong rules caught.
struct ColorFilterTests {
    /// The colour a solid rectangle of `color` on a transparent canvas becomes through `matrix`,
    /// read back as straight 0...1 values (the CPU renderer's middle pixel).
    static func filtered(_ color: RGBA, _ matrix: ColorMatrix) throws -> [Double] {
        var layer = Layer(items: [
            .draw(Draw(shape: Shape(kind: .rect, frame: frame(0, 0, 8, 8)), paint: .solid(color)))
        ])
        layer.colorMatrix = matrix
        let scene = Scene(
            canvas: Canvas(width: 8, height: 8, background: .clear), layers: [Layer(items: [.layer(layer)])])
        let p = try CPURenderer(threads: 1).render(scene)[4, 4]
        let a = Double(p.w) / 255
        guard a > 0 else { return [0, 0, 0, 0] }
        return [Double(p.x) / 255 / a, Double(p.y) / 255 / a, Double(p.z) / 255 / a, a]
    }

    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    static let colour = RGBA(0.8, 0.3, 0.2, 1)
    static let halfColour = RGBA(0.8, 0.3, 0.2, 0.5)

    /// Straight colour within `codes` bytes (premultiplied rounding over an alpha of 0.5 doubles
    /// a byte's step).
    static func expectClose(_ got: [Double], _ want: [Double], codes: Double = 2.5, _ what: String) {
        for (g, w) in zip(got, want) {
            #expect(abs(g - min(max(w, 0), 1)) <= codes / 255, "\(what): got \(got), want \(want)")
        }
    }

    @Test func hueRotationIsTheW3CMatrix() throws {
        // feColorMatrix type="hueRotate": the spec's coefficients, written out here.
        for degrees in [90.0, 180, -45] {
            let a = degrees * .pi / 180, c = cos(a), s = sin(a)
            let (r, g, b) = (0.8, 0.3, 0.2)
            let want = [
                (0.213 + c * 0.787 - s * 0.213) * r + (0.715 - c * 0.715 - s * 0.715) * g
                    + (0.072 - c * 0.072 + s * 0.928) * b,
                (0.213 - c * 0.213 + s * 0.143) * r + (0.715 + c * 0.285 + s * 0.140) * g
                    + (0.072 - c * 0.072 - s * 0.283) * b,
                (0.213 - c * 0.213 - s * 0.787) * r + (0.715 - c * 0.715 + s * 0.715) * g
                    + (0.072 + c * 0.928 + s * 0.072) * b, 1,
            ]
            Self.expectClose(try Self.filtered(Self.colour, .hueRotation(degrees: degrees)), want, "hue \(degrees)")
        }
    }

    @Test func saturationGrayscaleBrightnessContrast() throws {
        let (r, g, b) = (0.8, 0.3, 0.2)
        func saturate(_ s: Double) -> [Double] {
            [
                (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b,
                (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b,
                (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b, 1,
            ]
        }
        Self.expectClose(try Self.filtered(Self.colour, .saturation(0.25)), saturate(0.25), "saturation 0.25")
        Self.expectClose(try Self.filtered(Self.colour, .saturation(1.5)), saturate(1.5), "saturation 1.5")
        // grayscale(1) is every channel the luminance: no colour left.
        let grey = 0.213 * r + 0.715 * g + 0.072 * b
        Self.expectClose(try Self.filtered(Self.colour, .grayscale(1)), [grey, grey, grey, 1], "grayscale 1")
        Self.expectClose(try Self.filtered(Self.colour, .grayscale(0.4)), saturate(0.6), "grayscale 0.4")
        // Apple: brightness adds the amount to each component.
        Self.expectClose(try Self.filtered(Self.colour, .brightness(0.15)), [0.95, 0.45, 0.35, 1], "brightness")
        // Contrast about mid-grey; a negative amount inverts as it scales.
        Self.expectClose(try Self.filtered(Self.colour, .contrast(1.5)), [0.95, 0.2, 0.05, 1], "contrast 1.5")
        Self.expectClose(try Self.filtered(Self.colour, .contrast(-1)), [0.2, 0.7, 0.8, 1], "contrast -1")
    }

    @Test func multiplyInvertAndLuminanceToAlpha() throws {
        Self.expectClose(
            try Self.filtered(Self.colour, .multiply(RGBA(0.5, 1, 0.25, 1))), [0.4, 0.3, 0.05, 1], "multiply")
        Self.expectClose(try Self.filtered(Self.colour, .invert), [0.2, 0.7, 0.8, 1], "invert")
        // luminanceToAlpha: black, alpha the spec's luminance (0.2125, 0.7154, 0.0721).
        let l = 0.2125 * 0.8 + 0.7154 * 0.3 + 0.0721 * 0.2
        let got = try Self.filtered(Self.colour, .luminanceToAlpha)
        #expect(abs(got[3] - l) <= 1.0 / 255, "alpha \(got[3]) vs \(l)")
        #expect(got[0] < 0.02 && got[1] < 0.02 && got[2] < 0.02, "not black: \(got)")
    }

    @Test func theMatrixWorksOnStraightColour() throws {
        // A half-transparent colour inverts to the straight inverse at the same alpha. Inverting
        // the premultiplied colour instead gives (0.6, 0.85, 0.9): caught by more than 20 codes.
        let got = try Self.filtered(Self.halfColour, .invert)
        Self.expectClose(got, [0.2, 0.7, 0.8, 0.5], codes: 3, "straight invert")
        #expect(abs(got[0] - 0.6) > 20.0 / 255, "the premultiplied rule gives the same: the test cannot tell")
        // Brightness on straight colour: 0.8 + 0.1 = 0.9 at alpha 0.5 (premultiplied would be
        // 0.4 + 0.1 = 0.5, read back as 1.0).
        Self.expectClose(try Self.filtered(Self.halfColour, .brightness(0.1)), [0.9, 0.4, 0.3, 0.5], codes: 3, "b")
    }

    @Test func aTransparentPixelStaysTransparent() throws {
        // Brightness and inversion have offsets: outside the rectangle nothing may appear.
        for m in [ColorMatrix.brightness(0.5), .invert, .contrast(0)] {
            var layer = Layer(items: [
                .draw(Draw(shape: Shape(kind: .rect, frame: Self.frame(0, 0, 4, 8)), paint: .solid(Self.colour)))
            ])
            layer.colorMatrix = m
            let scene = Scene(
                canvas: Canvas(width: 8, height: 8, background: .clear), layers: [Layer(items: [.layer(layer)])])
            let image = try CPURenderer(threads: 1).render(scene)
            #expect(image[6, 4] == .zero, "\(m): \(image[6, 4])")
        }
    }

    @Test func viewsLowerToLayersWithTheirMatrix() throws {
        func matrix<V: View>(_ view: V) throws -> ColorMatrix? {
            let scene = try ViewScene.scene(of: view, width: 8, height: 8)
            for item in scene.layers[0].items { if case .layer(let l) = item { return l.colorMatrix } }
            return nil
        }
        let square = Rectangle().fill(Color.red)
        #expect(try matrix(square.hueRotation(.degrees(30))) == .hueRotation(degrees: 30))
        #expect(try matrix(square.saturation(0.2)) == .saturation(0.2))
        #expect(try matrix(square.brightness(0.1)) == .brightness(0.1))
        #expect(try matrix(square.contrast(2)) == .contrast(2))
        #expect(try matrix(square.grayscale(0.5)) == .grayscale(0.5))
        #expect(try matrix(square.colorMultiply(.blue)) == .multiply(Color.blue.rgba))
        #expect(try matrix(square.colorInvert()) == .invert)
        #expect(try matrix(square.luminanceToAlpha()) == .luminanceToAlpha)
    }

    /// A hue turned by `withAnimation(.linear(duration: 1))` in `onAppear` from 0 to 90 degrees
    /// is 45 degrees at 0.5 s.
    struct TurningHue: View {
        @State var turned = false
        var body: some View {
            Rectangle().fill(Color.red)
                .hueRotation(.degrees(turned ? 90 : 0))
                .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
        }
    }

    @Test func theAmountAnimates() throws {
        let scene = try ViewScene.scene(of: TurningHue(), width: 8, height: 8, at: 0.5)
        guard case .layer(let l) = scene.layers[0].items.first, let m = l.colorMatrix else {
            Issue.record("no filtered layer: \(scene.layers[0].items)")
            return
        }
        let want = ColorMatrix.hueRotation(degrees: 45).values
        for (g, w) in zip(m.values, want) { #expect(abs(g - w) < 1e-9, "\(m.values) vs \(want)") }
    }

    @Test func sceneFilesReadWriteAndRefuseIt() throws {
        let json = """
            {"canvas": {"width": 8, "height": 8}, "layers": [{"colorMatrix": \
            [1,0,0,0,0.1, 0,1,0,0,0, 0,0,1,0,0, 0,0,0,1,0], "items": [{"shape": {"type": "rect", \
            "frame": [0,0,8,8]}, "paint": "red"}]}]}
            """
        let scene = try SceneDocument(json: Data(json.utf8)).scene(at: 0)
        let m = try #require(scene.layers[0].colorMatrix)
        #expect(m.values[4] == 0.1 && m.values.count == 20)
        let written = try JSONEncoder().encode(scene)
        #expect(try SceneDocument(json: written).scene(at: 0) == scene)
        let bad = json.replacingOccurrences(of: "0,0,0,1,0]", with: "0,0,0,1]")
        #expect {
            _ = try SceneDocument(json: Data(bad.utf8)).scene(at: 0)
        } throws: { error in
            "\(error)".contains("layers[0].colorMatrix") && "\(error)".contains("20 numbers")
        }
    }
}
