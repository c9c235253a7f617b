import Foundation
import Testing

@testable import HaloUI

/// `Label(_:)`, `LabeledContent(_:)` and `Form(_:)`, the views a style builds from its
/// configuration: each draws as the view the configuration came from.
struct StyleConfigurationInitializerTests {
    @Test func aLabelFromItsConfiguration() throws {
        let configuration = LabelStyleConfiguration(title: Text("Star"), icon: Image(systemName: "star"))
        #expect(
            try ContainerControlsTests.scene(Label(configuration))
                == ContainerControlsTests.scene(Label("Star", systemImage: "star")))
        #expect(
            try ContainerControlsTests.scene(Label(configuration).labelStyle(.titleOnly))
                == ContainerControlsTests.scene(Text("Star")))
    }

    @Test func labeledContentFromItsConfiguration() throws {
        let configuration = LabeledContentStyleConfiguration(label: Text("Size"), content: Text("12"))
        #expect(
            try ContainerControlsTests.scene(LabeledContent(configuration))
                == ContainerControlsTests.scene(LabeledContent("Size", value: "12")))
    }

    @Test func aFormFromItsConfiguration() throws {
        let configuration = FormStyleConfiguration(content: Section("Account") { Text("Name") })
        #expect(
            try ContainerControlsTests.scene(Form(configuration))
                == ContainerControlsTests.scene(Form { Section("Account") { Text("Name") } }))
    }
}
