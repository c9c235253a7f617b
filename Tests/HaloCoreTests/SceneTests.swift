import Foundation
import HaloCatalog
import Testing
@testable import HaloCore

/// The scene format: decoding with defaults, round trips, and errors that name the field.
@Suite struct SceneTests {
    @Test func decodesWithSwiftUIDefaults() throws {
        let json = """
            {"canvas": {"width": 100, "height": 50},
             "layers": [{"items": [{"shape": {"type": "roundedRect", "frame": [0, 0, 100, 50], "cornerRadius": 8},
                                    "operation": "stroke", "paint": "#ff000080"}]}]}
            """
        let s = try Scene.load(json: Data(json.utf8))
        let d = s.layers[0].draws[0]
        #expect(s.canvas.scale == 1 && s.canvas.background == .clear)
        #expect(d.shape.style == .continuous)
        #expect(
            d.style
                == StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0))
        #expect(d.paint == .solid(RGBA(1, 0, 0, 128.0 / 255)))
        #expect(d.opacity == 1 && d.transform == DrawTransform())
    }

    /// A layer's list is `items` (as `Layer.items`); `draws`, its earlier spelling, still reads.
    @Test func aLayersItemsHaveOneNameAndAnOldSpelling() throws {
        func scene(_ key: String) -> String {
            """
            {"canvas": {"width": 10, "height": 10}, "layers": [{"\(key)": [
              {"shape": {"type": "circle", "frame": [0, 0, 10, 10]}, "paint": "red"}]}]}
            """
        }
        let items = try Scene.load(json: Data(scene("items").utf8))
        let draws = try Scene.load(json: Data(scene("draws").utf8))
        #expect(items == draws && items.layers[0].items.count == 1)
        // Written as items.
        let written = String(decoding: try JSONEncoder().encode(items.layers[0]), as: UTF8.self)
        #expect(written.contains("\"items\"") && !written.contains("\"draws\""))
        let both = """
            {"canvas": {"width": 10, "height": 10}, "layers": [{"items": [], "draws": []}]}
            """
        do {
            _ = try Scene.load(json: Data(both.utf8))
            Issue.record("a layer with both items and draws was accepted")
        } catch {
            #expect("\(error)".contains("both items and draws"), "\(error)")
        }
    }

    @Test func aGroupLayerRoundTrips() throws {
        // A compositing group keeps its flag through a scene file (a shard renders from one).
        let json = """
            {"canvas": {"width": 10, "height": 10}, "layers": [{"items": [], "group": true}, {"items": []}]}
            """
        let scene = try Scene.load(json: Data(json.utf8))
        #expect(scene.layers.map(\.isGroup) == [true, false])
        #expect(scene.layers[0].isolated && !scene.layers[1].isolated)
        let again = try Scene.load(json: try JSONEncoder().encode(scene))
        #expect(again == scene)
    }

    @Test func angularGradientAngleSpansAFullTurn() throws {
        let json = """
            {"canvas": {"width": 10, "height": 10}, "layers": [{"items": [
              {"shape": {"type": "circle", "frame": [0, 0, 10, 10]},
              "paint": {"type": "angularGradient", "angle": 45, "colors": ["red", "blue", "red"]}}]}]}
            """
        let s = try Scene.load(json: Data(json.utf8))
        guard case let .angular(stops, center, start, end) = s.layers[0].draws[0].paint else {
            Issue.record("not angular")
            return
        }
        #expect(start == 45 && end == 405)
        #expect(center == Point(0.5, 0.5))
        #expect(stops.map(\.location) == [0, 0.5, 1])
    }

    /// Radial gradients read with SwiftUI's defaults (an elliptical gradient's end radius 0.5), and
    /// a missing or negative radius is named.
    @Test func radialGradientsReadWithDefaultsAndNameBadRadii() throws {
        func scene(_ paint: String) -> Data {
            Data(
                """
                {"canvas": {"width": 10, "height": 10}, "layers": [{"items": [
                  {"shape": {"type": "circle", "frame": [0, 0, 10, 10]}, "paint": \(paint)}]}]}
                """.utf8)
        }
        let radial = try Scene.load(
            json: scene(#"{"type": "radialGradient", "colors": ["red", "blue"], "endRadius": 5}"#))
        let stops = GradientStop.evenly([.named["red"]!, .named["blue"]!])
        #expect(
            radial.layers[0].draws[0].paint
                == .radial(stops: stops, center: Point(0.5, 0.5), startRadius: 0, endRadius: 5))
        let elliptical = try Scene.load(json: scene(#"{"type": "ellipticalGradient", "colors": ["red", "blue"]}"#))
        #expect(
            elliptical.layers[0].draws[0].paint
                == .elliptical(stops: stops, center: Point(0.5, 0.5), startRadiusFraction: 0, endRadiusFraction: 0.5))
        let bad: [(String, String)] = [
            (#"{"type": "radialGradient", "colors": ["red"]}"#, "endRadius"),
            (#"{"type": "radialGradient", "colors": ["red"], "endRadius": -1}"#, "endRadius: must be >= 0, got -1"),
            (#"{"type": "ellipticalGradient", "colors": ["red"], "startRadiusFraction": "x"}"#, "startRadiusFraction"),
        ]
        for (paint, message) in bad {
            #expect(throws: (any Error).self) { try Scene.load(json: scene(paint)) }
            do { _ = try Scene.load(json: scene(paint)) } catch { #expect("\(error)".contains(message), "\(error)") }
        }
    }

    @Test func everyCatalogSceneRoundTrips() throws {
        for entry in SceneCatalog.all {
            let data = try entry.scene.jsonData()
            let back = try Scene.load(json: data)
            #expect(back == entry.scene, "\(entry.name) changed through JSON")
        }
    }

    @Test func stopsSortStably() {
        let stops = [
            GradientStop(color: .white, location: 0.5), GradientStop(color: .black, location: 0.2),
            GradientStop(color: .clear, location: 0.5),
        ]
        #expect(GradientStop.sorted(stops).map(\.color) == [.black, .white, .clear])
    }

    @Test func errorsNameTheField() {
        let json = """
            {"canvas": {"width": 10, "height": 10}, "layers": [{"items": [
              {"shape": {"type": "rect", "frame": [0, 0, 5, 5]}, "paint": "red"},
              {"shape": {"type": "rect", "frame": [0, 0, 5, 5]}, "operation": "strokeBorder",
               "style": {"lineWidth": -1}, "paint": "red"}]}]}
            """
        #expect(
            throws: SceneError(
                file: "s.json", path: "layers[0].items[1].style.lineWidth", message: "must be >= 0, got -1")
        ) {
            try Scene.load(json: Data(json.utf8), file: "s.json")
        }
    }

    @Test func colorsParse() {
        #expect(RGBA(parsing: "#fff") == .white)
        #expect(RGBA(parsing: "#00000000") == .clear)
        #expect(RGBA(parsing: "blue") == RGBA(bytes: 0, 122, 255))
        #expect(RGBA(parsing: "#12345") == nil)
        #expect(RGBA(parsing: "bleu") == nil)
    }

    @Test func straightAndPremultipliedBytesRoundTrip() {
        // Every (colour, alpha) premultiplied byte pair survives straight alpha and back.
        var pixels: [UInt8] = []
        for a in 0...255 {
            for c in stride(from: 0, through: a, by: 3) { pixels += [UInt8(c), UInt8(c / 2), 0, UInt8(a)] }
        }
        let image = Image(width: pixels.count / 4, height: 1, pixels: pixels)
        let back = Image(width: image.width, height: 1, straight: image.straightRGBA())
        #expect(back == image)
    }
}
