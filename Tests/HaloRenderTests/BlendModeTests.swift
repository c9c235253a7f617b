import Foundation
import HaloCPU
import HaloCore
import Testing

/// Every blend mode against the W3C Compositing and Blending Level 1 formulas (and Core
/// Graphics' plusDarker and plusLighter), written here again in Double from the spec's text:
/// a layer of one colour over a backdrop of another, rendered, against the formula's bytes.
struct BlendModeTests {
    typealias RGB = (Double, Double, Double)

    /// The spec's B(Cb, Cs) for the separable and non-separable modes, on straight colour.
    static func mix(_ mode: BlendMode, _ cb: RGB, _ cs: RGB) -> RGB {
        func each(_ f: (Double, Double) -> Double) -> RGB { (f(cb.0, cs.0), f(cb.1, cs.1), f(cb.2, cs.2)) }
        func hard(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : 1 - (1 - b) * (1 - (2 * s - 1)) }
        func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
        func clip(_ c: RGB) -> RGB {
            let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
            var r = [c.0, c.1, c.2]
            if n < 0 { r = r.map { l + ($0 - l) * l / (l - n) } }
            if x > 1 { r = r.map { l + ($0 - l) * (1 - l) / (x - l) } }
            return (r[0], r[1], r[2])
        }
        func withLum(_ c: RGB, _ l: Double) -> RGB {
            let d = l - lum(c)
            return clip((c.0 + d, c.1 + d, c.2 + d))
        }
        func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
        func withSat(_ c: RGB, _ s: Double) -> RGB {
            // Cmax = s, Cmid scaled, Cmin = 0.
            let lo = min(c.0, c.1, c.2), hi = max(c.0, c.1, c.2)
            guard hi > lo else { return (0, 0, 0) }
            let f = { (v: Double) in (v - lo) * s / (hi - lo) }
            return (f(c.0), f(c.1), f(c.2))
        }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { b, s in hard(s, b) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hard)
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return withLum(withSat(cs, sat(cb)), lum(cb))
        case .saturation: return withLum(withSat(cb, sat(cs)), lum(cb))
        case .color: return withLum(cs, lum(cb))
        case .luminosity: return withLum(cb, lum(cs))
        default: return cs
        }
    }

    /// The result, premultiplied, of source (cs, as) over backdrop (cb, ab) by `mode`.
    static func expected(_ mode: BlendMode, _ cs: RGB, _ sa: Double, _ cb: RGB, _ ba: Double) -> [Double] {
        let s = [cs.0 * sa, cs.1 * sa, cs.2 * sa], b = [cb.0 * ba, cb.1 * ba, cb.2 * ba]
        let union = sa + ba - sa * ba
        switch mode {
        case .normal: return (0..<3).map { s[$0] + b[$0] * (1 - sa) } + [union]
        case .sourceAtop: return (0..<3).map { s[$0] * ba + b[$0] * (1 - sa) } + [ba]
        case .destinationOver: return (0..<3).map { s[$0] * (1 - ba) + b[$0] } + [union]
        case .destinationOut: return (0..<3).map { b[$0] * (1 - sa) } + [ba * (1 - sa)]
        case .plusLighter: return (0..<3).map { min(1, s[$0] + b[$0]) } + [min(1, sa + ba)]
        // Porter-Duff, from Apple's GraphicsContext.BlendMode equations (clear as coverage: 1 - Sa).
        case .clear: return (0..<3).map { b[$0] * (1 - sa) } + [ba * (1 - sa)]
        case .copy: return s + [sa]
        case .sourceIn: return s.map { $0 * ba } + [sa * ba]
        case .sourceOut: return s.map { $0 * (1 - ba) } + [sa * (1 - ba)]
        case .destinationIn: return b.map { $0 * sa } + [ba * sa]
        case .destinationAtop:
            let alpha: Double = sa * (1 - ba) + ba * sa
            return (0..<3).map { (i: Int) -> Double in s[i] * (1 - ba) + b[i] * sa } + [alpha]
        case .xor:
            let alpha: Double = sa * (1 - ba) + ba * (1 - sa)
            return (0..<3).map { (i: Int) -> Double in s[i] * (1 - ba) + b[i] * (1 - sa) } + [alpha]
        case .plusDarker:
            // Apple's R = max(0, 1 - ((1 - D) + (1 - S))), with each 1 the colour's own alpha.
            return (0..<3).map { max(0, union - ((sa - s[$0]) + (ba - b[$0]))) } + [union]
        default:
            let m = mix(mode, cb, cs)
            let mixed = [m.0, m.1, m.2]
            return (0..<3).map { (i: Int) -> Double in
                let kept: Double = s[i] * (1 - ba) + b[i] * (1 - sa)
                return kept + sa * ba * mixed[i]
            } + [union]
        }
    }

    /// The rendered pixel of a source layer blended over a backdrop, on a transparent canvas.
    static func rendered(_ mode: BlendMode, _ cs: RGB, _ sa: Double, _ cb: RGB, _ ba: Double) throws -> [Int] {
        let rect = Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 4, height: 4))
        var source = Layer(items: [.draw(Draw(shape: rect, paint: .solid(RGBA(cs.0, cs.1, cs.2, sa))))])
        source.blendMode = mode
        let scene = Scene(
            canvas: Canvas(width: 4, height: 4, background: .clear),
            layers: [
                Layer(items: [.draw(Draw(shape: rect, paint: .solid(RGBA(cb.0, cb.1, cb.2, ba)))), .layer(source)])
            ])
        let image = try CPURenderer(threads: 1).render(scene)
        return (0..<4).map { Int(image.pixels[(1 * 4 + 1) * 4 + $0]) }
    }

    /// Colours that take both branches of the piecewise modes (channels below and above 0.5,
    /// a backdrop channel under 0.25 for softLight), half-transparent and opaque backdrops.
    static let cases: [(RGB, Double, RGB, Double)] = [
        ((0.8, 0.3, 0.6), 0.7, (0.2, 0.5, 0.9), 0.6),
        ((0.1, 0.9, 0.45), 1, (0.7, 0.15, 0.4), 1),
        ((0.95, 0.6, 0.05), 0.5, (0.3, 0.8, 0.6), 1),
    ]

    @Test(arguments: BlendMode.allCases)
    func theModeMatchesItsFormula(_ mode: BlendMode) throws {
        for (cs, sa, cb, ba) in Self.cases {
            let want = Self.expected(mode, cs, sa, cb, ba).map { Int(($0 * 255).rounded()) }
            let got = try Self.rendered(mode, cs, sa, cb, ba)
            // Source colours and the backdrop are rounded to bytes once on the way: 1 code.
            let off = zip(want, got).map { abs($0 - $1) }.max()!
            #expect(off <= 1, "\(mode): source \(cs) @ \(sa) over \(cb) @ \(ba): want \(want), got \(got)")
        }
    }

    /// Modes easy to confuse give results 3 codes apart or more on these colours, so the test
    /// above tells them apart (a swapped overlay, a darken for plusDarker, would fail it).
    /// The constant the per-pixel composites compare with is normal's code, and no other mode's.
    @Test func normalCodeIsNormals() {
        #expect(BlendMode.normalCode == BlendMode.normal.code)
        #expect(BlendMode.allCases.filter { $0.code == BlendMode.normalCode } == [.normal])
    }

    @Test func confusableModesDifferOnTheTestColours() {
        let pairs: [(BlendMode, BlendMode)] = [
            (.overlay, .hardLight), (.softLight, .overlay), (.hue, .saturation), (.color, .luminosity),
            (.colorDodge, .screen), (.colorBurn, .multiply), (.plusDarker, .darken), (.plusLighter, .screen),
            (.sourceAtop, .normal), (.destinationOver, .normal), (.difference, .exclusion),
            (.copy, .normal), (.sourceIn, .sourceAtop), (.destinationIn, .destinationOut), (.xor, .sourceOut),
            (.destinationAtop, .destinationOver),
        ]
        for (a, b) in pairs {
            let apart = Self.cases.map { c in
                zip(Self.expected(a, c.0, c.1, c.2, c.3), Self.expected(b, c.0, c.1, c.2, c.3))
                    .map { abs($0 - $1) * 255 }.max()!
            }.max()!
            #expect(apart >= 3, "\(a) and \(b) differ by \(apart) codes at most")
        }
    }

    /// Scene files name a layer's mode, and an unknown name is refused where it is written.
    @Test func scenesReadTheModeByName() throws {
        let json = #"""
            {"canvas": {"width": 4, "height": 4},
             "layers": [{"items": [{"layer": {"items": [], "blendMode": "plusLighter"}}]}]}
            """#
        let scene = try SceneDocument(json: Data(json.utf8)).scene(at: 0)
        guard case .layer(let l) = scene.layers[0].items[0] else {
            Issue.record("no layer")
            return
        }
        #expect(l.blendMode == .plusLighter)
        let bad = #"{"canvas": {"width": 4, "height": 4}, "layers": [{"items": [], "blendMode": "burn"}]}"#
        #expect {
            _ = try SceneDocument(json: Data(bad.utf8))
        } throws: { e in
            "\(e)".hasPrefix("layers[0].blendMode: unknown blend mode 'burn'")
        }
    }
}
