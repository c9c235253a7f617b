import Foundation
import HaloCPU
import HaloUI
import Testing

import struct HaloCore.Image

/// `preferredColorScheme(.dark)` as SwiftUI draws it: the label colour white and a navigation
/// stack's system background black (docs/semantics.md, "Colour scheme"), against pixels of a CPU
/// render on a white canvas, the light window's background.
struct ColorSchemeTests {
    static func image<V: View>(_ view: V, width: Double = 200, height: Double = 120) throws -> Image {
        try CPURenderer(threads: 1).render(
            ViewScene.scene(of: view, width: width, height: height, background: .white))
    }

    /// How many pixels in the rectangle are near `white` (true) or near black (false).
    static func count(_ image: Image, _ x: Range<Int>, _ y: Range<Int>, white: Bool) -> Int {
        var n = 0
        for j in y {
            for i in x {
                let p = image[i, j]
                let (r, g, b) = (Int(p.x), Int(p.y), Int(p.z))
                if white ? min(r, g, b) > 200 : max(r, g, b) < 40 { n += 1 }
            }
        }
        return n
    }

    /// The stack the corpus's dark canvas demo writes: an inline title over a black content.
    static func stack(dark: Bool, inside: Bool = false) -> some View {
        NavigationStack {
            Color.black
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitle("Canvas")
                .preferredColorScheme(inside && dark ? .dark : nil)
        }
        .preferredColorScheme(dark && !inside ? .dark : nil)
    }

    @Test func aDarkStackHasABlackBarWithAWhiteTitle() throws {
        let image = try Self.image(Self.stack(dark: true))
        // The bar is the top 44 points: black but for the title, centred, in white.
        #expect(Self.count(image, 0..<40, 0..<44, white: false) == 40 * 44)
        #expect(Self.count(image, 160..<200, 0..<44, white: false) == 40 * 44)
        #expect(Self.count(image, 60..<140, 10..<34, white: true) > 40, "the title is white")
    }

    @Test func aLightStackLeavesTheWindowWhiteWithABlackTitle() throws {
        let image = try Self.image(Self.stack(dark: false))
        #expect(Self.count(image, 0..<40, 0..<44, white: true) == 40 * 44)
        #expect(Self.count(image, 60..<140, 10..<34, white: false) > 40, "the title is black")
    }

    @Test func aSchemePreferredInsideTheStackIsTheBars() throws {
        let image = try Self.image(Self.stack(dark: true, inside: true))
        #expect(Self.count(image, 0..<40, 0..<44, white: false) == 40 * 44)
        #expect(Self.count(image, 60..<140, 10..<34, white: true) > 40)
    }

    @Test func textAndShapesWithNoStyleTakeTheDarkLabelColour() throws {
        let view = ZStack {
            Color.black
            HStack(spacing: 0) {
                Text("Hello").font(.system(size: 40))
                Rectangle().frame(width: 30, height: 30)
            }
        }
        .preferredColorScheme(.dark)
        let image = try Self.image(view)
        let white = Self.count(image, 0..<200, 0..<120, white: true)
        // 900 points of rectangle, and the text's strokes.
        #expect(white > 900 + 100)
        // Set explicitly, the foreground wins.
        let red = try Self.image(view.foregroundStyle(.red))
        #expect(Self.count(red, 0..<200, 0..<120, white: true) == 0)
    }
}

/// A window whose content prefers dark outside a navigation stack fills with black, as the
/// preference "propagates up ... to the enclosing presentation".
struct WindowSchemeTests {
    static func card(_ scheme: ColorScheme?) -> some View {
        Circle().fill(.blue).frame(width: 40, height: 40).preferredColorScheme(scheme)
    }

    @Test func aDarkRootFillsTheWindowWithBlack() throws {
        let dark = try ColorSchemeTests.image(Self.card(.dark))
        // The corners, far from the circle, are black; the circle's centre stays blue.
        #expect(ColorSchemeTests.count(dark, 0..<20, 0..<20, white: false) == 400)
        #expect(ColorSchemeTests.count(dark, 180..<200, 100..<120, white: false) == 400)
        let centre = dark[100, 60]
        #expect(centre.z > 200 && centre.x < 60)
    }

    @Test func aLightOrUnsetRootLeavesTheCanvas() throws {
        for scheme in [ColorScheme.light, nil] {
            let image = try ColorSchemeTests.image(Self.card(scheme))
            #expect(ColorSchemeTests.count(image, 0..<20, 0..<20, white: true) == 400)
        }
    }

    @Test func theOutermostPreferenceWins() throws {
        let view = Self.card(.dark).preferredColorScheme(.light)
        let image = try ColorSchemeTests.image(view)
        #expect(ColorSchemeTests.count(image, 0..<20, 0..<20, white: true) == 400)
    }
}
