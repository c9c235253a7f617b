import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// Every `Toggle` initializer of SwiftUI, as public code calls them, and `SwitchToggleStyle(tint:)`:
/// the switch at the trailing edge (51 x 31, green when on), a toggle of several sources on only
/// when all are, mixed between (docs/semantics.md, "Initializers of controls").
struct ToggleInitializerTests {
    struct Alarm: Identifiable {
        let id: Int
        var isOn: Bool
    }

    /// A style drawing a red square for a mixed toggle, a blue one otherwise.
    struct MixedMark: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            (configuration.isMixed ? Color.red : Color.blue).frame(width: 10, height: 10)
        }
    }

    /// A style that wraps the standard toggle in 10 points of padding.
    struct Padded: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(10) }
    }

    static func frames<V: View>(of color: Color, in view: V) throws -> [Rect] {
        try NavigationTests.frames(of: color, in: view, width: 200, height: 100)
    }

    /// The switch's track, on, 200 x 100: at the trailing edge, centred.
    static let track = [Rect(x: 149, y: 34.5, width: 51, height: 31)]

    @Test func aSymbolOrImageLabelIsALabel() throws {
        let on = Binding.constant(true)
        let symbol = Toggle("Wi-Fi", systemImage: "wifi", isOn: on)
        #expect(try Self.frames(of: .green, in: symbol) == Self.track)
        let explicit = Toggle(isOn: on) { Label("Wi-Fi", systemImage: "wifi") }
        #expect(try ContainerControlsTests.scene(symbol) == ContainerControlsTests.scene(explicit))
        let title: String = "Wi-Fi"
        #expect(
            try ContainerControlsTests.scene(Toggle(title, systemImage: "wifi", isOn: on))
                == ContainerControlsTests.scene(Toggle(isOn: on) { Label(title, systemImage: "wifi") }))
        let resource = ImageResource(name: "halo-missing-image", bundle: .main)
        #expect(
            try ContainerControlsTests.scene(Toggle("Photo", image: resource, isOn: on))
                == ContainerControlsTests.scene(
                    Toggle(isOn: on) { Label(title: { Text("Photo") }, icon: { Image(resource) }) }))
    }

    @Test func severalSourcesAreOnOnlyWhenAllAre() throws {
        let all = [Alarm(id: 0, isOn: true), Alarm(id: 1, isOn: true)].map { Binding.constant($0) }
        let some = [Alarm(id: 0, isOn: true), Alarm(id: 1, isOn: false)].map { Binding.constant($0) }
        let none = [Alarm(id: 0, isOn: false), Alarm(id: 1, isOn: false)].map { Binding.constant($0) }
        #expect(try Self.frames(of: .green, in: Toggle("Alarms", sources: all, isOn: \.isOn)) == Self.track)
        #expect(try Self.frames(of: .green, in: Toggle("Alarms", sources: some, isOn: \.isOn)).isEmpty)
        #expect(try Self.frames(of: .green, in: Toggle("Alarms", sources: none, isOn: \.isOn)).isEmpty)
        #expect(
            try Self.frames(of: .green, in: Toggle("Alarms", systemImage: "alarm", sources: all, isOn: \.isOn))
                == Self.track)
        // A style sees the mixed state: only the toggle of some sources on is mixed.
        let mark = { (sources: [Binding<Alarm>]) in
            Toggle(sources: sources, isOn: \.isOn) { Text("Alarms") }.toggleStyle(MixedMark())
        }
        let square = [Rect(x: 95, y: 45, width: 10, height: 10)]
        #expect(try Self.frames(of: .red, in: mark(some)) == square)
        #expect(try Self.frames(of: .blue, in: mark(all)) == square)
        #expect(try Self.frames(of: .blue, in: mark(none)) == square)
    }

    @Test func aStyleCanWrapTheStandardToggle() throws {
        let wrapped = Toggle("Sound", isOn: .constant(true)).toggleStyle(Padded())
        let explicit = Toggle("Sound", isOn: .constant(true)).padding(10)
        #expect(try ContainerControlsTests.scene(wrapped) == ContainerControlsTests.scene(explicit))
        // The switch, 10 in from the trailing edge.
        #expect(try Self.frames(of: .green, in: wrapped) == [Rect(x: 139, y: 34.5, width: 51, height: 31)])
    }

    @Test func aSwitchStyleTintsTheTrack() throws {
        let tinted = Toggle("Sound", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
        #expect(try Self.frames(of: .orange, in: tinted) == Self.track)
        #expect(try Self.frames(of: .green, in: tinted).isEmpty)
        // Off, the track is its off grey whatever the tint.
        let off = Toggle("Sound", isOn: .constant(false)).toggleStyle(SwitchToggleStyle(tint: .orange))
        #expect(try Self.frames(of: .orange, in: off).isEmpty)
    }
}
