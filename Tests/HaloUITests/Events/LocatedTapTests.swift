import Foundation
import HaloRender
import HaloUI
import Testing

/// `onTapGesture { location in }` (SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`):
/// a scripted tap lands at the centre of the view, in the space asked for.
struct LocatedTapTests {
    /// A 30 x 10 bar centred in a 40 x 20 canvas, dark until tapped, then lit at the location's
    /// x in its own space (a 2-point mark).
    struct Bar: View {
        let global: Bool
        @State private var location: CGPoint? = nil

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color(red: 0, green: 0, blue: 0)
                if let location {
                    Color(red: 0, green: 1, blue: 0).frame(width: 2, height: 2)
                        .offset(x: location.x - 1, y: location.y - 1)
                }
            }
            .frame(width: 30, height: 10)
            .modifier(Tap(global: global, location: $location))
            .taps(at: [0.25])
        }
    }

    struct Tap: ViewModifier {
        let global: Bool
        @Binding var location: CGPoint?

        func body(content: Content) -> some View {
            if global {
                content.onTapGesture(coordinateSpace: .global) { location = $0 }
            } else {
                content.onTapGesture { location in self.location = location }
            }
        }
    }

    @Test func aScriptedTapLandsAtTheViewsCentre() throws {
        let renderer = try ViewRenderer(backend: .cpu)
        let before = try renderer.image(of: Bar(global: false), width: 40, height: 20, at: 0)
        #expect(before[20, 10].y == 0)
        // The bar spans x 5...35, y 5...15: its own centre (15, 5) is the canvas's (20, 10).
        let after = try renderer.image(of: Bar(global: false), width: 40, height: 20, at: 0.5)
        #expect(after[20, 10].y == 255 && after[9, 5].y == 0)
    }

    @Test func inTheGlobalSpaceTheCentreIsTheCanvasPoint() throws {
        // The global centre (20, 10) read as a local offset lands at canvas (25, 15).
        let after = try ViewRenderer(backend: .cpu).image(of: Bar(global: true), width: 40, height: 20, at: 0.5)
        #expect(after[25, 15].y == 255 && after[20, 10].y == 0)
    }
}
