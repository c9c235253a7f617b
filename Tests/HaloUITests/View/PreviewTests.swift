import Foundation
import HaloCore
import HaloRender
import HaloTestSupport
import HaloUI
import Testing

// Previews written the way Xcode projects write them: each `#Preview` form, `@Previewable` state, a
// preview inside `#if DEBUG`, and a `PreviewProvider`. `PreviewTests` finds them in the registry.

#Preview {
    Color.red.frame(width: 10, height: 10)
}

#Preview("Named") { Color.blue }

#Preview(traits: .sizeThatFitsLayout) {
    Color.green.frame(width: 30, height: 20)
}

#Preview("Turned", traits: .landscapeLeft, .fixedLayout(width: 120, height: 80)) {
    Text("turned")
}

#Preview("Landscape device", traits: .landscapeRight) { Color.blue }

#Preview("Statements") {
    let side = 12.0
    let colors = [Color.red, Color.blue]
    HStack(spacing: 0) {
        ForEach(0..<colors.count, id: \.self) { i in colors[i].frame(width: side, height: side) }
    }
}

#Preview("Counter", traits: .fixedLayout(width: 20, height: 20)) {
    @Previewable @State var count = 0
    (count == 1 ? Color.green : Color.red)
        .onAppear { count += 1 }
}

#if DEBUG
    #Preview("Debug only") { Text("debug") }
#endif

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Color.orange.frame(width: 8, height: 8)
    }
}

struct Themes_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Color.red.frame(width: 8, height: 8).previewDisplayName("Red")
            Color.blue.frame(width: 10, height: 6).previewLayout(.sizeThatFits)
        }
        .previewInterfaceOrientation(.landscapeLeft)
    }
}

@Suite struct PreviewTests {
    static let items = PreviewRegistry.previews(inModule: "HaloUITests")

    static func item(_ name: String) throws -> PreviewItem {
        try #require(items.first { $0.name == name }, "no preview named \(name) in \(items.map(\.name))")
    }

    /// The line of this file whose text starts with `prefix` (1-based), read from the file itself.
    static func line(startingWith prefix: String) throws -> Int {
        let text = try String(contentsOf: RepoPaths.file("Tests/HaloUITests/View/PreviewTests.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix(prefix) }) + 1
    }

    @Test func everyFormRegistersWithItsNameAndPlace() throws {
        let unnamed = try Self.line(startingWith: "#Preview {")
        let fits = try Self.line(startingWith: "#Preview(traits: .sizeThatFitsLayout)")
        let macros = Self.items.filter { $0.fileID != nil }.map(\.name)
        #expect(
            macros == [
                "PreviewTests.swift:\(unnamed)", "Named", "PreviewTests.swift:\(fits)", "Turned", "Landscape device",
                "Statements", "Counter", "Debug only",
            ])
        let named = try Self.item("Named")
        #expect(named.module == "HaloUITests")
        #expect(named.fileID == "HaloUITests/PreviewTests.swift")
        #expect(named.line == (try Self.line(startingWith: "#Preview(\"Named\")")))
        #expect(named.source == "PreviewTests.swift:\(named.line ?? 0)")
    }

    @Test func traitsSetTheCanvas() async throws {
        let fits = try #require(Self.items.first { $0.traits.layout == .sizeThatFits })
        let turned = try Self.item("Turned")
        #expect(turned.traits.layout == .fixed(width: 120, height: 80))
        #expect(turned.traits.orientation == .landscapeLeft)
        let sizes = await MainActor.run {
            [
                fits.canvasSize(), turned.canvasSize(), try? Self.item("Named").canvasSize(),
                try? Self.item("Landscape device").canvasSize(),
            ]
        }
        // The view's frame; the fixed size (a fixed layout does not turn); the iPhone portrait
        // default, and turned.
        #expect(
            sizes == [
                CGSize(width: 30, height: 20), CGSize(width: 120, height: 80), CGSize(width: 393, height: 852),
                CGSize(width: 852, height: 393),
            ])
    }

    /// The pixel at the centre of a CPU render of `item` on a `width` x `height` canvas.
    @MainActor static func centre(_ item: PreviewItem, width: Int, height: Int) throws -> SIMD4<UInt8> {
        let image = try ViewRenderer(backend: .cpu).image(
            of: item.makeView(), width: Double(width), height: Double(height))
        return image[width / 2, height / 2]
    }

    @Test @MainActor func previewableStateIsTheViewsState() throws {
        // `onAppear` sets the count to 1: green (52, 199, 89); without the state kept, red (255, 59, 48).
        let pixel = try Self.centre(try Self.item("Counter"), width: 20, height: 20)
        #expect(pixel == SIMD4(52, 199, 89, 255))
    }

    @Test @MainActor func aBodyOfSeveralStatementsDraws() throws {
        // Two 12-point squares side by side, centred on 40 x 20: red from x = 8, blue from x = 20.
        let image = try ViewRenderer(backend: .cpu).image(
            of: try Self.item("Statements").makeView(), width: 40, height: 20)
        #expect(image[10, 10] == SIMD4(255, 59, 48, 255))
        #expect(image[30, 10] == SIMD4(0, 122, 255, 255))
        #expect(image[4, 10] == SIMD4(0, 0, 0, 0))
    }

    @Test @MainActor func aPreviewProviderIsFound() throws {
        let badge = try Self.item("Badge_Previews")
        #expect(badge.module == "HaloUITests" && badge.fileID == nil && badge.line == nil)
        #expect(badge.traits == PreviewItem.Traits())
        // SwiftUI's orange (255, 149, 0), 8 points square at the centre of 20 x 20.
        #expect(try Self.centre(badge, width: 20, height: 20) == SIMD4(255, 149, 0, 255))
        #expect(PreviewRegistry.previews(inModule: "NoSuchModule").isEmpty)
    }

    @Test @MainActor func aProvidersGroupIsOnePreviewAView() throws {
        let providers = Self.items.filter { $0.fileID == nil }.map(\.name)
        #expect(providers == ["Badge_Previews", "Red", "Themes_Previews 2"])
        let red = try Self.item("Red")
        let blue = try Self.item("Themes_Previews 2")
        // The group's orientation reaches both; the blue one's layout is its own.
        #expect(red.traits == PreviewItem.Traits([.defaultLayout, .landscapeLeft]))
        #expect(blue.traits == PreviewItem.Traits([.sizeThatFitsLayout, .landscapeLeft]))
        #expect(red.canvasSize() == CGSize(width: 852, height: 393))
        #expect(blue.canvasSize() == CGSize(width: 10, height: 6))
        // Each preview draws its own view alone: red (255, 59, 48) at the centre, nothing beside it.
        let image = try ViewRenderer(backend: .cpu).image(of: red.makeView(), width: 20, height: 20)
        #expect(image[10, 10] == SIMD4(255, 59, 48, 255))
        #expect(image[2, 10] == SIMD4(0, 0, 0, 0))
    }
}
