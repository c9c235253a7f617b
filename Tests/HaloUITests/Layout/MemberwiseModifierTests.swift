import Foundation
import HaloCore
import HaloRender
import HaloUI
import Testing

/// A layout modifier on several views (a `ForEach`, a `Group`) applies to each member, as
/// SwiftUI's does (Apple, "Group"): written as public code writes it
/// (`ForEach(...) { ... }.padding(.vertical, 3)` in a stack), checked at pixels placed by hand.
struct MemberwiseModifierTests {
    static func render<V: View>(_ view: V, _ width: Double, _ height: Double) throws -> HaloCore.Image {
        try ViewRenderer(backend: .cpu).image(of: view, width: width, height: height)
    }

    static func isBlack(_ p: SIMD4<UInt8>) -> Bool { p.w == 255 && p.x == 0 }

    @Test func paddingOnAForEachPadsEachRowOfTheStack() throws {
        // Three rows 10 tall, each padded 5 above and below: 20 a row, black at y 5...15,
        // 25...35, 45...55 of a 60-tall stack (one padded block of rows drawn over each other
        // would be 20 tall, black only at 25...35).
        let view = VStack(spacing: 0) {
            ForEach(["a", "b", "c"], id: \.self) { _ in
                Color.black.frame(width: 20, height: 10)
            }
            .padding(.vertical, 5)
        }
        let image = try Self.render(view, 40, 60)
        #expect(Self.isBlack(image[20, 10]) && Self.isBlack(image[20, 30]) && Self.isBlack(image[20, 50]))
        #expect(image[20, 20].w == 0 && image[20, 40].w == 0 && image[20, 2].w == 0)
    }

    @Test func aFrameOnAForEachFramesEachMember() throws {
        // Three 4-wide bars each in a 10-wide frame: the row is 30 wide, bars at x 3...7,
        // 13...17 and 23...27.
        let view = HStack(spacing: 0) {
            ForEach(0..<3) { _ in Color.black.frame(width: 4) }
                .frame(width: 10)
        }
        let image = try Self.render(view, 30, 10)
        #expect(Self.isBlack(image[5, 5]) && Self.isBlack(image[15, 5]) && Self.isBlack(image[25, 5]))
        #expect(image[10, 5].w == 0 && image[20, 5].w == 0 && image[1, 5].w == 0)
    }

    @Test func anOffsetOnAGroupMovesEachMemberFromItsOwnPlace() throws {
        // Two 10 x 10 squares stacked at x 10...20 (centred on 30), y 0...20, each moved 10 right.
        let view = VStack(spacing: 0) {
            Group {
                Color.black.frame(width: 10, height: 10)
                Color.black.frame(width: 10, height: 10)
            }
            .offset(x: 10)
        }
        let image = try Self.render(view, 30, 20)
        #expect(Self.isBlack(image[25, 2]) && Self.isBlack(image[25, 17]))
        #expect(image[15, 2].w == 0 && image[15, 17].w == 0)
    }
}
