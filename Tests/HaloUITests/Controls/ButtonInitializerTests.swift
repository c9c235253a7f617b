import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// Every `Button` initializer of SwiftUI, as public code calls them: a label of a title and a
/// symbol or asset image, a destructive one red, and the button a primitive style wraps.
struct ButtonInitializerTests {
    /// A primitive style that wraps the standard button in 10 points of padding.
    struct Padded: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(10) }
    }

    /// A primitive style that draws the standard button over a purple square.
    struct OnPurple: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).background(Color.purple.frame(width: 10, height: 10))
        }
    }

    @Test func aDestructiveButtonWithASymbolIsRed() throws {
        let button = Button("Delete", systemImage: "trash", role: .destructive) {}
        let explicit = Button(action: {}) { Label("Delete", systemImage: "trash").foregroundStyle(Color.red) }
        #expect(try ContainerControlsTests.scene(button) == ContainerControlsTests.scene(explicit))
        // Red, not the accent colour: some of its draws are red, none in the tint.
        let draws = try NavigationTests.draws(button, width: 200, height: 100)
        #expect(draws.contains { $0.paint == .solid(Color.red.rgba) })
        #expect(!draws.contains { $0.paint == .solid(Color.accentColor.rgba) })
        // A cancel button is drawn in the tint, as one without a role.
        #expect(
            try ContainerControlsTests.scene(Button("Back", systemImage: "chevron.left", role: .cancel) {})
                == ContainerControlsTests.scene(Button("Back", systemImage: "chevron.left") {}))
    }

    @Test func anAssetImageLabelIsALabel() throws {
        let resource = ImageResource(name: "halo-missing-image", bundle: .main)
        let explicit = Button(action: {}) { Label(title: { Text("Photo") }, icon: { Image(resource) }) }
        #expect(
            try ContainerControlsTests.scene(Button("Photo", image: resource) {})
                == ContainerControlsTests.scene(explicit))
        #expect(
            try ContainerControlsTests.scene(Button("Photo", image: resource, role: nil) {})
                == ContainerControlsTests.scene(explicit))
        let title: String = "Photo"
        #expect(
            try ContainerControlsTests.scene(Button(title, image: resource, role: .destructive) {})
                == ContainerControlsTests.scene(
                    Button(action: {}) {
                        Label(title: { Text("Photo") }, icon: { Image(resource) }).foregroundStyle(Color.red)
                    }))
    }

    @Test func aPrimitiveStyleCanWrapTheStandardButton() throws {
        let wrapped = Button("Go") {}.buttonStyle(Padded())
        #expect(try ContainerControlsTests.scene(wrapped) == ContainerControlsTests.scene(Button("Go") {}.padding(10)))
        // The wrapped button is the standard one, drawn once: one purple square, centred.
        let marked = Button("Go") {}.buttonStyle(OnPurple())
        let squares = try NavigationTests.frames(of: .purple, in: marked, width: 200, height: 100)
        #expect(squares == [Rect(x: 95, y: 45, width: 10, height: 10)], "\(squares)")
    }
}
