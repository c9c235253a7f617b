import Foundation
import HaloCore
import HaloRender
import HaloUI
import Observation
import Testing

/// A `TimelineView` with a schedule runs its content at every update (SwiftUI's
/// `.animation` schedule: each display frame), so a `Canvas` that changes its model as it draws,
/// as public particle code does, has made every update's change by the frame rendered.
struct TimelineUpdateTests {
    @Observable final class Drops {
        var count = 0
    }

    /// A bar per update drawn so far, one point wide, from x = 0.
    struct Rain: View {
        @State private var drops = Drops()

        var body: some View {
            TimelineView(.animation) { _ in
                Canvas { context, size in
                    drops.count += 1
                    for i in 0..<drops.count {
                        context.fill(
                            Path(CGRect(x: Double(i), y: 0, width: 1, height: size.height)), with: .color(.black))
                    }
                }
            }
        }
    }

    @Test func aStillAtHalfASecondHasRunEveryUpdateBeforeIt() throws {
        // Updates at 0, 1/60, ..., 29/60, then the frame at 0.5 itself: 31 runs, bars x 0...31.
        let image = try ViewRenderer(backend: .cpu).image(of: Rain(), width: 60, height: 10, at: 0.5)
        #expect(image[0, 5].w == 255 && image[30, 5].w == 255)
        #expect(image[31, 5].w == 0 && image[45, 5].w == 0)
    }

    @Test func aPureTimelineWithoutAScheduleIsRunOnlyForItsFrame() throws {
        // The schedule-less form (Halo's) builds the content for the frame alone: one bar.
        struct Once: View {
            @State private var drops = Drops()
            var body: some View {
                TimelineView { _ in
                    Canvas { context, size in
                        drops.count += 1
                        for i in 0..<drops.count {
                            context.fill(
                                Path(CGRect(x: Double(i), y: 0, width: 1, height: size.height)), with: .color(.black))
                        }
                    }
                }
            }
        }
        let image = try ViewRenderer(backend: .cpu).image(of: Once(), width: 60, height: 10, at: 0.5)
        #expect(image[0, 5].w == 255 && image[1, 5].w == 0)
    }
}

/// `context.cadence` (SwiftUI's) is `.live` in a render, and cadences order slower as greater.
struct TimelineCadenceTests {
    @Test func aRenderIsLiveSoContentKeptForLiveCadenceDraws() throws {
        // Written as public clocks write it: detail shown only while the cadence is `.live`.
        let view = TimelineView(.animation) { context in
            if context.cadence > .live { Color(red: 0, green: 0, blue: 1) } else { Color(red: 1, green: 0, blue: 0) }
        }
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 8, height: 8, at: 0.25)
        #expect(image[4, 4].x == 255 && image[4, 4].z == 0)
    }

    @Test func slowerCadencesCompareGreater() {
        typealias Cadence = TimelineViewContext.Cadence
        #expect(Cadence.live < .seconds && Cadence.seconds < .minutes)
        #expect(!(Cadence.minutes <= .live))
    }
}
