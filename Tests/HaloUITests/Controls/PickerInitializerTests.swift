import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// Every `Picker` initializer of SwiftUI, as public code calls them: a title with a symbol or
/// asset image, and pickers standing for several sources, their shared selection shown, none
/// where they differ (segmented, so the selection's white thumb can be measured).
struct PickerInitializerTests {
    static func thumbs<V: View>(_ view: V) throws -> [Rect] {
        try NavigationTests.frames(of: .white, in: view, width: 200, height: 100)
    }

    /// The second of two segments selected, 200 wide: its thumb 2 points in, 28 tall, centred.
    static let second = [Rect(x: 102, y: 36, width: 96, height: 28)]

    @Test func aSymbolOrImageTitleKeepsTheSelection() throws {
        let symbol = Picker("Fruit", systemImage: "leaf", selection: .constant(1)) {
            Text("Apple").tag(0)
            Text("Kiwi").tag(1)
        }
        #expect(try Self.thumbs(symbol.pickerStyle(.segmented)) == Self.second)
        let explicit = Picker(selection: .constant(1)) {
            Text("Apple").tag(0)
            Text("Kiwi").tag(1)
        } label: {
            Label("Fruit", systemImage: "leaf")
        }
        #expect(try ContainerControlsTests.scene(symbol) == ContainerControlsTests.scene(explicit))
        let resource = ImageResource(name: "halo-missing-image", bundle: .main)
        let image = Picker("Fruit", image: resource, selection: .constant(1)) {
            Text("Apple").tag(0)
            Text("Kiwi").tag(1)
        }
        #expect(try Self.thumbs(image.pickerStyle(.segmented)) == Self.second)
    }

    @Test func sourcesShowTheirSharedSelection() throws {
        let agreeing = [Binding.constant(1), Binding.constant(1)]
        let differing = [Binding.constant(0), Binding.constant(1)]
        let picker = { (sources: [Binding<Int>]) in
            Picker("Fruit", sources: sources, selection: \.self) {
                Text("Apple").tag(0)
                Text("Kiwi").tag(1)
            }
            .pickerStyle(.segmented)
        }
        #expect(try Self.thumbs(picker(agreeing)) == Self.second)
        #expect(try Self.thumbs(picker(differing)).isEmpty)
        let symbol = Picker("Fruit", systemImage: "leaf", sources: agreeing, selection: \.self) {
            Text("Apple").tag(0)
            Text("Kiwi").tag(1)
        }
        #expect(try Self.thumbs(symbol.pickerStyle(.segmented)) == Self.second)
        let labelled = Picker(sources: differing, selection: \.self) {
            Text("Apple").tag(0)
            Text("Kiwi").tag(1)
        } label: {
            Text("Fruit")
        }
        #expect(try Self.thumbs(labelled.pickerStyle(.segmented)).isEmpty)
    }
}
