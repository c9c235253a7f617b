import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// Every `Stepper` initializer of SwiftUI, as public code calls them: the label leading, iOS's
/// 94 x 32 stepper trailing (docs/semantics.md, "Controls"), whatever the callbacks and format.
struct StepperInitializerTests {
    /// The stepper's background: (118, 118, 128) at 12%.
    static let box = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)

    static func frames<V: View>(of color: Color, in view: V) throws -> [Rect] {
        try NavigationTests.frames(of: color, in: view, width: 200, height: 100)
    }

    @Test func everyFormDrawsTheLabelAndTheStepper() throws {
        // 200 wide, 100 high: the 94 x 32 box at the trailing edge, centred (x 106, y 34).
        let expected = [Rect(x: 106, y: 34, width: 94, height: 32)]
        let reference = Stepper("Count", value: .constant(3), in: 0...10)
        #expect(try Self.frames(of: Self.box, in: reference) == expected)
        let forms: [AnyView] = [
            AnyView(Stepper(value: .constant(3), in: 0...10, label: { Text("Count") }, onEditingChanged: { _ in })),
            AnyView(Stepper(value: .constant(3), step: 2, label: { Text("Count") }, onEditingChanged: { _ in })),
            AnyView(Stepper(onIncrement: {}, onDecrement: {}) { Text("Count") }),
            AnyView(Stepper(onIncrement: nil, onDecrement: {}, onEditingChanged: { _ in }) { Text("Count") }),
            AnyView(Stepper(value: .constant(2.5), step: 0.5, format: .number) { Text("Count") }),
            AnyView(Stepper(value: .constant(2.5), in: 0...5, step: 0.5, format: .number) { Text("Count") }),
            AnyView(Stepper("Count", value: .constant(2.5), step: 0.5, format: .number)),
            AnyView(Stepper("Count", value: .constant(2.5), in: 0...5, format: .number, onEditingChanged: { _ in })),
        ]
        for form in forms {
            #expect(try Self.frames(of: Self.box, in: form) == expected)
            #expect(try ContainerControlsTests.scene(form) == ContainerControlsTests.scene(reference))
        }
        // A title held in a string draws as the literal does.
        let title: Substring = "Count"
        let held = Stepper(title, value: .constant(1.5), in: 0...5, step: 0.5, format: .number)
        #expect(try ContainerControlsTests.scene(held) == ContainerControlsTests.scene(reference))
    }
}
