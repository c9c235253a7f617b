import Foundation
import Testing

@testable import HaloUI

/// Every `Menu` initializer of SwiftUI, as public code calls them: a still draws the label in
/// the tint whatever the primary action; a style's configuration draws its label.
struct MenuInitializerTests {
    @Test func aPrimaryActionDrawsNothing() throws {
        let plain = Menu("File") { Button("Open") {} }
        #expect(
            try ContainerControlsTests.scene(Menu("File", content: { Button("Open") {} }, primaryAction: {}))
                == ContainerControlsTests.scene(plain))
        let title: String = "File"
        #expect(
            try ContainerControlsTests.scene(Menu(title, content: { Button("Open") {} }, primaryAction: {}))
                == ContainerControlsTests.scene(plain))
        #expect(
            try ContainerControlsTests.scene(
                Menu("File", systemImage: "doc", content: { Button("Open") {} }, primaryAction: {}))
                == ContainerControlsTests.scene(Menu("File", systemImage: "doc") { Button("Open") {} }))
        // Drawn as its label in the tint.
        #expect(
            try ContainerControlsTests.scene(plain)
                == ContainerControlsTests.scene(Text("File").foregroundStyle(Color.accentColor)))
    }

    @Test func anAssetImageLabelIsALabel() throws {
        let resource = ImageResource(name: "halo-missing-image", bundle: .main)
        let explicit = Menu {
            Button("Open") {}
        } label: {
            Label(title: { Text("Photos") }, icon: { Image(resource) })
        }
        #expect(
            try ContainerControlsTests.scene(Menu("Photos", image: resource) { Button("Open") {} })
                == ContainerControlsTests.scene(explicit))
        #expect(
            try ContainerControlsTests.scene(
                Menu("Photos", image: resource, content: { Button("Open") {} }, primaryAction: {}))
                == ContainerControlsTests.scene(explicit))
    }

    @Test func aConfigurationDrawsItsLabel() throws {
        let configuration = MenuStyleConfiguration(label: Text("Sort"), content: Button("Name") {})
        #expect(
            try ContainerControlsTests.scene(Menu(configuration))
                == ContainerControlsTests.scene(Text("Sort").foregroundStyle(Color.accentColor)))
    }
}
