import Foundation
import Testing

import struct HaloCore.Rect

@testable import HaloUI

/// `ProgressView`'s current-value label and timer bars, as public code writes them: the label
/// above the bar, the current value under it; a timer bar full at its start when counting down
/// and emptying, the time left under it (docs/semantics.md, "Initializers of controls").
struct ProgressViewInitializerTests {
    static func frames<V: View>(of color: Color, in view: V, at t: Double = 0) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 200, height: 100, at: t).layers.flatMap(\.allDraws)
            .filter { $0.paint == .solid(color.rgba) }.map(\.shape.frame)
    }

    @Test func theCurrentValueSitsUnderTheBar() throws {
        // A column 10 + 4 + 4 + 4 + 10 = 32 high, centred in 100 (from y 34): the label at 34,
        // the bar at 48 (a quarter of 200 filled), the current value at 56.
        let view = ProgressView(value: 0.25, total: 1) {
            Color.red.frame(height: 10)
        } currentValueLabel: {
            Color.purple.frame(height: 10)
        }
        #expect(try Self.frames(of: .red, in: view) == [Rect(x: 0, y: 34, width: 200, height: 10)])
        let purple = try Self.frames(of: .purple, in: view)
        #expect(purple == [Rect(x: 0, y: 56, width: 200, height: 10)], "\(purple)")
        let bar = try Self.frames(of: .accentColor, in: view)
        #expect(bar == [Rect(x: 0, y: 48, width: 50, height: 4)], "\(bar)")
    }

    @Test func aTimerBarRunsOnTheRendersClock() throws {
        // 30 seconds passed of 120 at t = 0: counting down, three quarters full; up, a quarter.
        let interval = Date(timeIntervalSinceReferenceDate: -30)...Date(timeIntervalSinceReferenceDate: 90)
        let down = ProgressView(timerInterval: interval) {
            Color.red.frame(height: 10)
        } currentValueLabel: {
            Color.purple.frame(height: 10)
        }
        let full = try Self.frames(of: .accentColor, in: down)
        #expect(full.map(\.width) == [150], "\(full)")
        let up = ProgressView(timerInterval: interval, countsDown: false) {
            Color.red.frame(height: 10)
        } currentValueLabel: {
            Color.purple.frame(height: 10)
        }
        #expect(try Self.frames(of: .accentColor, in: up).map(\.width) == [50])
        // 30 seconds later, half way; past the end, empty counting down.
        #expect(try Self.frames(of: .accentColor, in: down, at: 30).map(\.width) == [100])
        #expect(try Self.frames(of: .accentColor, in: down, at: 200).allSatisfy { $0.width == 0 })
    }

    @Test func theDefaultLabelShowsTheTimeLeft() throws {
        let interval = Date(timeIntervalSinceReferenceDate: -30)...Date(timeIntervalSinceReferenceDate: 90)
        let at = { (t: Double) in Date(timeIntervalSinceReferenceDate: t) }
        #expect(DefaultDateProgressLabel.text(interval, true, at: at(0)) == "1:30")
        #expect(DefaultDateProgressLabel.text(interval, false, at: at(0)) == "0:30")
        #expect(DefaultDateProgressLabel.text(interval, true, at: at(200)) == "0:00")
        let long = at(0)...at(3723)
        #expect(DefaultDateProgressLabel.text(long, true, at: at(0)) == "1:02:03")
        // The bar without a label draws the time under it, as a text of it would.
        let bare = ProgressView(timerInterval: interval)
        let explicit = ProgressView(value: 0.75) {
            EmptyView()
        } currentValueLabel: {
            Text(verbatim: "1:30")
        }
        #expect(
            try ViewScene.scene(of: bare, width: 200, height: 100)
                == ViewScene.scene(of: explicit, width: 200, height: 100))
        let titled = ProgressView(timerInterval: interval) { Text("Workout") }
        let titledExplicit = ProgressView(value: 0.75) {
            Text("Workout")
        } currentValueLabel: {
            Text(verbatim: "1:30")
        }
        #expect(
            try ViewScene.scene(of: titled, width: 200, height: 100)
                == ViewScene.scene(of: titledExplicit, width: 200, height: 100))
    }
}
