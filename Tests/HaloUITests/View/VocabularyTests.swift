import HaloCorpus
import enum HaloCore.Paint
import struct HaloCore.Rect
import struct HaloCore.Scene
import HaloUI
import Testing

/// SwiftUI's everyday spellings mean what their explicit forms mean (the views are
/// examples/corpus's Vocabulary.swift).
struct VocabularyTests {
    static func scene<V: View>(_ view: V, at t: Double = 0) throws -> Scene {
        try ViewScene.scene(of: view, width: 200, height: 100, at: t)
    }

    @Test func foregroundColorAndEdgePaddingAreTheirExplicitForms() throws {
        #expect(try Self.scene(ForegroundCard()) == Self.scene(ForegroundCardExplicit()))
        // A different colour is a different scene: the comparison can fail; an inner colour wins.
        #expect(try Self.scene(Circle().foregroundColor(.green)) != Self.scene(Circle().fill(Color.red)))
        #expect(try Self.scene(Circle().foregroundStyle(.green)) == Self.scene(Circle().fill(Color.green)))
        #expect(try Self.scene(Text("A").foregroundColor(.red)) == Self.scene(Text("A").foregroundStyle(Color.red)))
        #expect(
            try Self.scene(VStack { Text("A") }.foregroundColor(.red))
                == Self.scene(VStack { Text("A").foregroundStyle(.red) }))
        #expect(
            try Self.scene(Circle().foregroundColor(.blue).foregroundColor(.red))
                == Self.scene(Circle().fill(Color.blue)))
        // The stack is 20 + 4 + 10 high, 46 with the top padding, centred at y = (100 - 46) / 2 = 27:
        // the circle 12 below that.
        let circle = try Self.scene(ForegroundCard()).layers.flatMap(\.allDraws)[0].shape.frame
        #expect(circle == Rect(x: 90, y: 39, width: 20, height: 20))
    }

    @Test func aCGFloatStateAnimatesAndOffsetTakesASize() throws {
        let draws = try Self.scene(CGFloatGrow(), at: 0.5).layers.flatMap(\.allDraws)
        try #require(draws.count == 2)
        // The background (red, behind, not moved) then the square moved by 50.
        #expect(draws[0].shape.frame == Rect(x: 95, y: 45, width: 10, height: 10))
        #expect(draws[1].shape.frame == Rect(x: 145, y: 45, width: 10, height: 10))
        #expect(draws[0].paint == .solid(Color.red.rgba))
    }
}
