import Foundation
import HaloCPU
import HaloUI
import Testing

import enum HaloCore.Paint
import struct HaloCore.Draw
import struct HaloCore.Image
import struct HaloCore.Rect

/// The navigation containers a ported view meets (`NavigationStack`, `NavigationView`,
/// `NavigationLink`, the toolbar, presentations), against geometry worked out by hand from the
/// metrics in docs/semantics.md ("Navigation") and pixels of a CPU render.
struct NavigationTests {
    static func draws<V: View>(_ view: V, width: Double = 200, height: Double = 300) throws -> [Draw] {
        try ViewScene.scene(of: view, width: width, height: height).layers.flatMap(\.allDraws)
    }

    /// The frames, moved by their translation, of the draws filled with `color`.
    static func frames<V: View>(of color: Color, in view: V, width: Double = 200, height: Double = 300) throws
        -> [Rect]
    {
        try draws(view, width: width, height: height).filter { $0.paint == .solid(color.rgba) }.map {
            Rect(
                x: $0.shape.frame.minX + $0.transform.translate.x, y: $0.shape.frame.minY + $0.transform.translate.y,
                width: $0.shape.frame.width, height: $0.shape.frame.height)
        }
    }

    static func image<V: View>(_ view: V, width: Double = 200, height: Double = 300) throws -> Image {
        try CPURenderer(threads: 1).render(ViewScene.scene(of: view, width: width, height: height))
    }

    /// How many pixels of `rect` are dark and opaque (text in the primary colour).
    static func dark(_ image: Image, _ x: Range<Int>, _ y: Range<Int>) -> Int {
        var n = 0
        for j in y {
            for i in x {
                let p = image[i, j]
                if p.w > 200 && p.x < 90 && p.y < 90 && p.z < 90 { n += 1 }
            }
        }
        return n
    }

    @Test func aStackShowsItsRootUnderALargeTitle() throws {
        let stack = NavigationStack { Color.red.frame(width: 20, height: 20).navigationTitle("Title") }
        // The bar is 44 + 52 tall: the root is centred in the 204 points under it.
        #expect(try Self.frames(of: .red, in: stack) == [Rect(x: 90, y: 96 + 92, width: 20, height: 20)])
        let image = try Self.image(stack)
        #expect(Self.dark(image, 0..<200, 0..<44) == 0, "a large title is under the bar, not in it")
        #expect(Self.dark(image, 16..<140, 44..<96) > 30)
        #expect(Self.dark(image, 0..<16, 44..<96) == 0, "the title starts 16 points in")
        // NavigationView is the same stack.
        #expect(
            try ViewScene.scene(
                of: NavigationView { Color.red.frame(width: 20, height: 20).navigationTitle("Title") },
                width: 200, height: 300) == ViewScene.scene(of: stack, width: 200, height: 300))
    }

    @Test func anInlineTitleSitsInTheBar() throws {
        let inline = NavigationStack {
            Color.red.frame(width: 20, height: 20).navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        }
        #expect(try Self.frames(of: .red, in: inline) == [Rect(x: 90, y: 44 + 118, width: 20, height: 20)])
        let image = try Self.image(inline)
        #expect(Self.dark(image, 0..<200, 44..<96) == 0)
        #expect(Self.dark(image, 70..<130, 0..<44) > 20, "centred in the bar")
        #expect(Self.dark(image, 0..<60, 0..<44) == 0)
        let older = NavigationStack {
            Color.red.frame(width: 20, height: 20).navigationBarTitle("Title", displayMode: .inline)
        }
        #expect(
            try ViewScene.scene(of: older, width: 200, height: 300)
                == ViewScene.scene(of: inline, width: 200, height: 300))
        // Hidden, the bar takes no space.
        let hidden = NavigationStack { Color.red.frame(width: 20, height: 20).navigationBarHidden(true) }
        #expect(try Self.frames(of: .red, in: hidden) == [Rect(x: 90, y: 140, width: 20, height: 20)])
    }

    @Test func toolbarItemsSitAtTheBarsSides() throws {
        let stack = NavigationStack {
            Color.red.frame(width: 20, height: 20)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.blue.frame(width: 10, height: 10) }
                    ToolbarItem { Color.green.frame(width: 10, height: 10) }
                }
                .toolbarBackground(Color.yellow, for: .navigationBar)
        }
        // No title: a 44-point bar, items 16 points in, centred in its height.
        #expect(try Self.frames(of: .blue, in: stack) == [Rect(x: 16, y: 17, width: 10, height: 10)])
        #expect(try Self.frames(of: .green, in: stack) == [Rect(x: 174, y: 17, width: 10, height: 10)])
        #expect(try Self.frames(of: .yellow, in: stack) == [Rect(x: 0, y: 0, width: 200, height: 44)])
        // A toolbar outside a stack draws nothing.
        let loose = Color.red.toolbar { ToolbarItem { Color.green.frame(width: 10, height: 10) } }
        #expect(try Self.frames(of: .green, in: loose).isEmpty)
    }

    @Test func aLinkDrawsItsLabel() throws {
        // Outside a list, in the accent colour; pushed views never show.
        let link = NavigationStack { NavigationLink("Go") { Color.red } }
        let image = try Self.image(link)
        var blue = 0
        for j in 0..<300 {
            for i in 0..<200 where image[i, j].z > 200 && image[i, j].x < 60 { blue += 1 }
        }
        #expect(blue > 10)
        #expect(try Self.frames(of: .red, in: link).isEmpty)
        // In a list, with a chevron at the row's trailing edge.
        let row = List { NavigationLink(destination: Color.red) { Text("Row") } }
        let chevron = try Self.image(row)
        var grey = 0
        for i in 150..<184 {
            for j in 35..<79 {
                let p = chevron[i, j]
                if p.w > 200 && (185...205).contains(p.x) && (185...205).contains(p.y) { grey += 1 }
            }
        }
        #expect(grey > 3, "a grey chevron at the trailing edge")
    }

    @Test func aPresentedSheetCoversTheView() throws {
        let shown = Color.red.sheet(isPresented: .constant(true)) { Color.green }
        // A large sheet from 10 points below the top, its corners clipped.
        let green = try Self.frames(of: .green, in: shown)
        #expect(green == [Rect(x: 0, y: 10, width: 200, height: 290)], "\(green)")
        let hidden = Color.red.sheet(isPresented: .constant(false)) { Color.green }
        #expect(try Self.frames(of: .green, in: hidden).isEmpty)
        // At the medium detent, the lower half.
        let medium = Color.red.sheet(isPresented: .constant(true)) {
            Color.green.presentationDetents([.medium, .large])
        }
        #expect(try Self.frames(of: .green, in: medium).first?.minY == 150)
        // An alert: a 270-point card, centred.
        let alert = Color.red.alert("Title", isPresented: .constant(true)) { Button("OK") {} }
        let card = try Self.draws(alert, width: 300).first { $0.shape.frame.width == 270 }
        #expect(card?.shape.frame.minX == 15)
        #expect(try Self.draws(Color.red.alert("T", isPresented: .constant(false)) {}, width: 300).count == 1)
        // A full-screen cover fills the view.
        let cover = Color.red.fullScreenCover(isPresented: .constant(true)) { Color.green }
        #expect(try Self.frames(of: .green, in: cover) == [Rect(x: 0, y: 0, width: 200, height: 300)])
    }
}
