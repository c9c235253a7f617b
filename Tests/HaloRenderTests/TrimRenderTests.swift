import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import Testing

/// Trim at the image level: the whole range is the full stroke, an empty range draws nothing.
@Suite struct TrimRenderTests {
    static func scene(_ from: Double, _ to: Double, dash: [Double] = []) -> Scene {
        Scene(
            canvas: Canvas(width: 120, height: 80, background: .black),
            layers: [
                Layer(draws: [
                    Draw(
                        shape: Shape(
                            kind: .roundedRect, frame: Rect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 14),
                        operation: .stroke, style: StrokeStyle(lineWidth: 4, dash: dash), paint: .solid(.white),
                        trimFrom: from, trimTo: to)
                ])
            ])
    }

    @Test func fullTrimIsTheFullStroke() throws {
        let cpu = CPURenderer()
        // A scene file with "trim": [0, 1] and one without it.
        let json = { (trim: String) in
            """
            {"canvas": {"width": 120, "height": 80, "background": "black"}, "layers": [{"items": [
              {"shape": {"type": "roundedRect", "frame": [10, 10, 100, 60], "cornerRadius": 14}, "operation": "stroke",
               "style": {"lineWidth": 4, "dash": [7, 3]}, "paint": "white"\(trim)}]}]}
            """
        }
        let trimmed = try Scene.load(json: Data(json(#", "trim": [0, 1]"#).utf8))
        let plain = try Scene.load(json: Data(json("").utf8))
        let full = try cpu.render(plain)
        #expect(try cpu.render(trimmed) == full)
        // A whole turn starting elsewhere is the whole closed outline too (no caps, no seam).
        let turn = try cpu.render(Self.scene(0.25, 1.25))
        #expect(turn == (try cpu.render(Self.scene(0, 1))))
        // And it is not what half a turn draws.
        #expect(try cpu.render(Self.scene(0.25, 0.75)) != turn)
    }

    @Test(arguments: [0.0, 0.3, 1.0])
    func emptyTrimDrawsNothing(_ a: Double) throws {
        let blank = Scene(canvas: Canvas(width: 120, height: 80, background: .black), layers: [])
        let cpu = CPURenderer()
        #expect(try cpu.render(Self.scene(a, a)) == cpu.render(blank))
        #expect(try cpu.render(Self.scene(a + 0.2, a)) == cpu.render(blank))
    }

    @Test func aTrimIsPartOfTheStroke() throws {
        let cpu = CPURenderer()
        let full = try cpu.render(Self.scene(0, 1)), part = try cpu.render(Self.scene(0.2, 0.6))
        var inside = true, lit = 0
        for i in stride(from: 0, to: part.pixels.count, by: 4) where part.pixels[i] > 0 {
            lit += 1
            if full.pixels[i] == 0 { inside = false }
        }
        #expect(inside)
        // About 40% of the stroke's pixels (butt ends).
        let fullLit = stride(from: 0, to: full.pixels.count, by: 4).filter { full.pixels[$0] > 0 }.count
        #expect(abs(Double(lit) / Double(fullLit) - 0.4) < 0.05)
    }
}
