import Foundation
import HaloCore
import Testing

/// A document whose frames differ only in their draws' opacities gives every frame one lineage
/// (`Scene.lineage`), and a `GeometryCache` then compares only which draws two frames show. The
/// plans must be a fresh planning's, a draw that appears or vanishes included, and a document that
/// changes anything else must have no lineage.
@Suite struct SceneLineageTests {
    /// A scene file of `items` in one layer, and a nested layer of `nested` (JSON text of items).
    static func document(_ items: String, nested: String = "", layer: String = "") throws -> SceneDocument {
        let json = """
            {"canvas": {"width": 96, "height": 40, "background": "#101014"},
             "layers": [{\(layer) "items": [\(items)
               \(nested.isEmpty ? "" : ", {\"layer\": {\"items\": [\(nested)]}}")]}]}
            """
        return try SceneDocument(json: Data(json.utf8))
    }

    static func card(_ x: Int, _ colour: String = "\"#ff2d55\"", opacity: String = "1") -> String {
        """
        {"shape": {"type": "roundedRect", "frame": [\(x), 4, 24, 16], "cornerRadius": 5}, "paint": \(colour),
         "opacity": \(opacity)}
        """
    }

    /// Fades out over the first second.
    static let fadingOut = #"{"from": 1, "to": 0, "duration": 1}"#
    /// Hidden for a second, then fades in.
    static let fadingIn = #"{"from": 0, "to": 1, "duration": 1, "delay": 1}"#

    /// Two fading cards, a still one, and a fading one in a nested layer.
    static func fades() throws -> SceneDocument {
        try document(
            [card(4, opacity: fadingOut), card(34), card(64, opacity: fadingIn)].joined(separator: ","),
            nested: card(4, "\"#30d158\"", opacity: #"{"from": 0.2, "to": 1, "duration": 2}"#))
    }

    @Test func aDocumentWhoseDrawsOnlyFadeHasOneLineage() throws {
        let doc = try Self.fades()
        let a = try doc.scene(at: 0), b = try doc.scene(at: 0.5)
        #expect(a.lineage != nil)
        #expect(SceneLineage.same(a.lineage, b.lineage))
        // Another document read from the same text is another lineage.
        #expect(!SceneLineage.same(a.lineage, try Self.fades().scene(at: 0).lineage))
    }

    @Test func aDocumentThatChangesAnythingElseHasNone() throws {
        let moving = #"{"from": [4, 4, 24, 16], "to": [40, 4, 24, 16], "duration": 1}"#
        let documents: [(String, SceneDocument)] = [
            ("nothing animated", try Self.document(Self.card(4))),
            (
                "a moving shape",
                try Self.document(#"{"shape": {"type": "rect", "frame": \#(moving)}, "paint": "white"}"#)
            ),
            ("a colour", try Self.document(Self.card(4, #"{"from": "red", "to": "blue", "duration": 1}"#))),
            (
                "a layer's opacity",
                try Self.document(Self.card(4), layer: #""opacity": {"from": 0.5, "to": 1, "duration": 1},"#)
            ),
            (
                "a fade beside a move",
                try Self.document(
                    Self.card(4, opacity: Self.fadingOut) + ","
                        + #"{"shape": {"type": "rect", "frame": \#(moving)}, "paint": "white"}"#)
            ),
        ]
        for (what, doc) in documents {
            #expect(try doc.scene(at: 0.5).lineage == nil, "\(what)")
        }
    }

    @Test func changingTheLayersEndsTheLineage() throws {
        var scene = try Self.fades().scene(at: 0.5)
        scene.canvas.scale = 2  // compared with the last frame's, so kept
        #expect(scene.lineage != nil)
        scene.layers[0].opacity = 0.5
        #expect(scene.lineage == nil)
        var other = try Self.fades().scene(at: 0.5)
        let square = Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 4, height: 4))
        other.layers[0].items.append(.draw(Draw(shape: square, paint: .solid(.white))))
        #expect(other.lineage == nil)
    }

    @Test func framesOfALineagePlanAsFreshOnesAsDrawsVanishAndAppear() throws {
        let doc = try Self.fades()
        // 0.5: the same draws shown; 1: the first card gone; 1.5: the third come; 1.75: the same again.
        let frames = try [0, 0.5, 1, 1.5, 1.75].map { try doc.scene(at: $0) }
        let cache = try RepeatedGeometryTests.planned(frames)
        #expect(cache.repeatedFrames == 2)
    }
}
