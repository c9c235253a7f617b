import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// Every `Slider` initializer of SwiftUI, as public code calls them: value labels either side of
/// the track, 8 points from it, the label not drawn (geometry worked out by hand).
struct SliderInitializerTests {
    static func frames<V: View>(of color: Color, in view: V) throws -> [Rect] {
        try NavigationTests.frames(of: color, in: view, width: 200, height: 100)
    }

    @Test func valueLabelsSitEitherSideOfTheTrack() throws {
        // 200 wide: a 20-point label, 8, the track, 8, a 30-point label: the track 134 wide, the
        // thumb travelling 106 of it, half way at 0.5: 20 + 8 + 53 = 81. The row is the thumb's
        // 28 high, centred in 100 (y 36); each 10-point label centred in it (y 45).
        let slider = Slider(
            value: .constant(0.5), in: 0...1, minimumValueLabel: Color.red.frame(width: 20, height: 10),
            maximumValueLabel: Color.purple.frame(width: 30, height: 10)
        ) { Text("Volume") }
        #expect(try Self.frames(of: .red, in: slider) == [Rect(x: 0, y: 45, width: 20, height: 10)])
        let purple = try Self.frames(of: .purple, in: slider)
        #expect(purple == [Rect(x: 170, y: 45, width: 30, height: 10)], "\(purple)")
        #expect(try Self.frames(of: .white, in: slider) == [Rect(x: 81, y: 36, width: 28, height: 28)])
        // SwiftUI's newer spelling, the label and the value labels as builders, draws the same.
        let built = Slider(value: .constant(0.5), in: 0...1) {
            Text("Volume")
        } minimumValueLabel: {
            Color.red.frame(width: 20, height: 10)
        } maximumValueLabel: {
            Color.purple.frame(width: 30, height: 10)
        }
        #expect(try ContainerControlsTests.scene(built) == ContainerControlsTests.scene(slider))
        // With a step: 0.25 of 0...2 with no labels, the thumb 172 * 0.125 along.
        let stepped = Slider(
            value: .constant(0.25), in: 0...2, step: 0.25, onEditingChanged: { _ in },
            minimumValueLabel: Color.red.frame(width: 20, height: 10),
            maximumValueLabel: Color.purple.frame(width: 30, height: 10)
        ) { EmptyView() }
        #expect(try Self.frames(of: .white, in: stepped) == [Rect(x: 28 + 106 * 0.125, y: 36, width: 28, height: 28)])
    }

    @Test func theLabelIsNotDrawn() throws {
        // The thumb of a bare slider at 0.75 of 0...2 is 172 * 0.375 along; a label changes nothing.
        let bare = Slider(value: .constant(0.75), in: 0...2)
        #expect(try Self.frames(of: .white, in: bare) == [Rect(x: 64.5, y: 36, width: 28, height: 28)])
        let forms: [AnyView] = [
            AnyView(Slider(value: .constant(0.75), in: 0...2) { Text("Speed") }),
            AnyView(Slider(value: .constant(0.75), in: 0...2, label: { Text("Speed") }, onEditingChanged: { _ in })),
            AnyView(Slider(value: .constant(0.75), in: 0...2, step: 0.25) { Text("Speed") }),
            AnyView(Slider(value: .constant(0.75), in: 0...2, step: 0.25, label: { Text("Speed") })),
            AnyView(Slider(value: .constant(0.75), in: 0...2, onEditingChanged: { _ in })),
            AnyView(Slider(value: .constant(0.75), in: 0...2, step: 0.5, onEditingChanged: { _ in })),
        ]
        for form in forms {
            #expect(try Self.frames(of: .white, in: form) == [Rect(x: 64.5, y: 36, width: 28, height: 28)])
            #expect(try ContainerControlsTests.scene(form) == ContainerControlsTests.scene(bare))
        }
    }
}
