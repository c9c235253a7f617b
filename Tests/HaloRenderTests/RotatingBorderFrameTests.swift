import HaloCore
import HaloCPU
import HaloEffects
import Testing

/// The rotating border takes any card through `frame`, as the other effects do.
@Suite struct RotatingBorderFrameTests {
    static func render(_ parameters: [String: JSONValue]) throws -> Image {
        let item = EffectItem(name: "rotatingBorder", parameters: parameters)
        let scene = Scene(
            canvas: Canvas(width: 480, height: 320, background: .white),
            layers: [Layer(items: [.effect(item)])])
        return try CPURenderer().render(try EffectLibrary.resolve(scene, at: 0.4))
    }

    @Test func aCardOf400By240() throws {
        let image = try Self.render(["frame": .array([40, 40, 400, 240].map(JSONValue.number)), "label": .null])
        let black = SIMD4<UInt8>(0, 0, 0, 255), white = SIMD4<UInt8>(255, 255, 255, 255)
        // Inside the card, far from the 250 x 150 a fixed card would cover: its black fill.
        #expect(image[60, 160] == black && image[420, 260] == black && image[350, 60] == black)
        // Outside: the canvas; on the edges: the border's colours.
        #expect(image[20, 20] == white && image[460, 300] == white)
        for (x, y) in [(240, 40), (440, 160), (240, 280), (40, 160)] {
            #expect(image[x, y] != white && image[x, y] != black, "(\(x), \(y)) is \(image[x, y])")
        }
        // The origin form is still the seed's 250 x 150 card.
        let fixed = try Self.render(["origin": .array([40, 40].map(JSONValue.number)), "label": .null])
        #expect(fixed[60, 160] == black && fixed[350, 60] == white)
    }

    @Test func frameAndOriginTogetherAreRefused() {
        #expect(throws: SceneError.self) {
            try Self.render([
                "frame": .array([0, 0, 10, 10].map(JSONValue.number)),
                "origin": .array([0, 0].map(JSONValue.number)),
            ])
        }
        #expect(throws: SceneError.self) { try Self.render(["frame": .array([0, 0, 10].map(JSONValue.number))]) }
    }
}
