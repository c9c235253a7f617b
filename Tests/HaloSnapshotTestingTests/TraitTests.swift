import Foundation
import HaloCore
import HaloSnapshotTesting
import HaloUI
import Testing

/// UIKit-style traits on the strategies, and swift-snapshot-testing's iOS argument order compiling as written.
@Suite struct TraitTests {
    /// A 20 x 10 block in the primary label style: black in light, white in dark.
    struct PrimaryBlock: View {
        var body: some View { Rectangle().fill(HierarchicalShapeStyle.primary).frame(width: 20, height: 10) }
    }

    /// A block 10 points wide, or 30 at an accessibility text size (read from the environment).
    struct SizeProbe: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View {
            Rectangle().fill(Color(red: 0, green: 0, blue: 0)).frame(
                width: size.isAccessibilitySize ? 30 : 10, height: 10)
        }
    }

    func take<V: View>(_ view: V, _ strategy: Snapshotting<V, SnapshotImage>) throws -> HaloCore.Image {
        var out: SnapshotImage?
        strategy.snapshot(view).run { out = $0 }
        return try #require(out).image
    }

    @Test func darkDrawsTheDarkSchemeOnBlack() throws {
        let light = try take(PrimaryBlock(), .image(layout: .fixed(width: 30, height: 10)))
        #expect(light[15, 5] == SIMD4(0, 0, 0, 255) && light[1, 5] == SIMD4(255, 255, 255, 255))
        // iOS's order: precision, layout, traits.
        let dark = try take(
            PrimaryBlock(),
            .image(precision: 1, layout: .fixed(width: 30, height: 10), traits: .init(userInterfaceStyle: .dark)))
        #expect(dark[15, 5] == SIMD4(255, 255, 255, 255) && dark[1, 5] == SIMD4(0, 0, 0, 255))
    }

    @Test func rightToLeftMirrorsAStack() throws {
        let rtl = try take(SnapshotFixtures.TwoBlocks(), .image(traits: .init(layoutDirection: .rightToLeft)))
        #expect(rtl[2, 5] == SIMD4(255, 0, 0, 255) && rtl[17, 5] == SIMD4(0, 0, 255, 255))
    }

    @Test func theDisplayScaleScalesAndAStrategysScaleWins() throws {
        let two = try take(SnapshotFixtures.TwoBlocks(), .image(traits: .init(displayScale: 2)))
        #expect(two.width == 40 && two.height == 20)
        let three = try take(SnapshotFixtures.TwoBlocks(), .image(scale: 3, traits: .init(displayScale: 2)))
        #expect(three.width == 60)
    }

    @Test func theContentSizeCategoryIsTheEnvironmentsTextSize() throws {
        #expect(try take(SizeProbe(), .image).width == 10)
        let large = try take(
            SizeProbe(),
            .image(
                traits: .init(traitsFrom: [
                    .init(userInterfaceStyle: .light), .init(preferredContentSizeCategory: .accessibilityExtraLarge),
                ])))
        #expect(large.width == 30)
    }

    /// A 20 x 10 button: blue at rest, red while pressed.
    struct PressProbe: View {
        struct Style: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Rectangle().fill(
                    configuration.isPressed ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)
                )
                .frame(width: 20, height: 10)
            }
        }
        var body: some View { Button("") {}.buttonStyle(Style()) }
    }

    @Test func pressesHoldTheButtonsDownBetweenTheirTimes() throws {
        let strategy = Snapshotting<PressProbe, SnapshotImage>.frames(
            at: [0.1, 0.5, 0.9], presses: [ButtonPress(down: 0.3, up: 0.7)])
        var out: SnapshotImage?
        strategy.snapshot(PressProbe()).run { out = $0 }
        let strip = try #require(out)
        let colours = strip.frames.map { strip.image[$0.x + 10, 5] }
        #expect(colours == [SIMD4(0, 0, 255, 255), SIMD4(255, 0, 0, 255), SIMD4(0, 0, 255, 255)])
    }
}
