import HaloCore
import Testing

/// The planner takes a display list: a scene with an effect or text left in it is refused by
/// name and place before planning.
@Suite struct DisplayListTests {
    static let box = Draw(
        shape: Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.white))

    @Test func aSceneOfDrawsAndLayersIsADisplayList() throws {
        let scene = Scene(
            canvas: Canvas(width: 8, height: 8),
            layers: [Layer(items: [.draw(Self.box), .layer(Layer(draws: [Self.box]))])])
        #expect(try DisplayList(scene).scene == scene)
    }

    @Test func anEffectOrTextLeftInIsNamedWithItsPlace() {
        let nested = Layer(items: [.draw(Self.box), .effect(EffectItem(name: "snake"))])
        let scene = Scene(
            canvas: Canvas(width: 8, height: 8), layers: [Layer(items: [.draw(Self.box), .layer(nested)])])
        #expect {
            try DisplayList(scene)
        } throws: {
            "\($0)" == "layers[0].items[1].layer.items[1]: effect 'snake' must be resolved for a time before planning "
                + "(HaloEffects)"
        }
        let text = Scene(
            canvas: Canvas(width: 8, height: 8),
            layers: [
                Layer(items: [.text(TextItem(spans: [.init(text: "a")], frame: Rect(x: 0, y: 0, width: 8, height: 8)))])
            ])
        #expect(throws: Planner.UnresolvedEffect.self) { try DisplayList(text) }
    }
}
