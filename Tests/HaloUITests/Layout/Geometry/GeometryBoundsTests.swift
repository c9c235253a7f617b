import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `GeometryProxy.bounds(of:)` with the scroll views' coordinate spaces (`.scrollView`,
/// `.scrollView(axis:)`): the named space's bounds in the reader's own coordinates, nil where no
/// view around it names the space.
struct GeometryBoundsTests {
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// An 80 x 60 canvas: a horizontal scroll view at (10, 10, 60, 40) whose content is 150
    /// points wide; a reader inside it, 20 points from the content's leading edge, fills the
    /// space's bounds (in its own coordinates) with blue.
    static func view(_ space: NamedCoordinateSpace) -> some View {
        ScrollView(.horizontal) {
            Color.clear.frame(width: 150, height: 40)
                .overlay {
                    GeometryReader { proxy in
                        if let bounds = proxy.bounds(of: space) {
                            blue.frame(width: bounds.width, height: bounds.height)
                                .offset(x: bounds.minX, y: bounds.minY)
                        }
                    }
                    .padding(.leading, 20)
                }
        }
        .padding(10)
    }

    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 80, height: 60))
    }

    @Test func theScrollViewsSpaceIsItsVisibleFrameInTheReadersCoordinates() throws {
        for space in [NamedCoordinateSpace.scrollView(axis: .horizontal), .scrollView] {
            let image = try Self.render(Self.view(space))
            // The reader is at x 30; the bounds, (-20, 0, 60, 40), cover the scroll view.
            for (x, y) in [(10, 10), (69, 49), (20, 30)] {
                #expect(image[x, y] == SIMD4(0, 0, 255, 255), "(\(x), \(y)): \(image[x, y])")
            }
            for (x, y) in [(9, 30), (70, 30), (40, 9), (40, 50)] {
                #expect(image[x, y].w == 0, "(\(x), \(y)): \(image[x, y])")
            }
        }
    }

    @Test func aSpaceNoViewNamesHasNoBounds() throws {
        for space in [NamedCoordinateSpace.scrollView(axis: .vertical), .named("elsewhere")] {
            let image = try Self.render(Self.view(space))
            #expect(image[40, 30].w == 0, "\(image[40, 30])")
        }
    }

    @Test func aNamedSpaceAroundTheReaderHasItsFrame() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 10)
            GeometryReader { proxy in
                if let bounds = proxy.bounds(of: .named("box")) {
                    Self.blue.frame(width: bounds.width, height: bounds.height).offset(x: bounds.minX, y: bounds.minY)
                }
            }
            .frame(width: 40, height: 20)
        }
        .coordinateSpace(.named("box"))
        // The stack is 40 x 30 at (20, 15) of 80 x 60; the reader at (20, 25): the box's bounds
        // in its coordinates are (0, -10, 40, 30), over the whole stack.
        let image = try Self.render(view)
        #expect(image[20, 15] == SIMD4(0, 0, 255, 255) && image[59, 44] == SIMD4(0, 0, 255, 255))
        #expect(image[20, 14].w == 0 && image[60, 30].w == 0)
    }
}
