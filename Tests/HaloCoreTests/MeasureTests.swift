import Foundation
import Testing
@testable import HaloCore

/// Arc lengths against numerical integration, dash positions by hand, trims.
@Suite struct MeasureTests {
    /// The length of a contour by brute force: 200,000 chords per element.
    static func bruteLength(_ c: Contour) -> Double {
        var p0 = c.start, total = 0.0
        let n = 200_000
        for e in c.elements {
            var prev = p0
            for i in 1...n {
                let t = Double(i) / Double(n)
                let q: Point
                switch e {
                case .line(let p): q = Point.lerp(p0, p, t)
                case let .cubic(c1, c2, p):
                    let u = 1 - t
                    q = p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                case let .arc(center, rx, ry, s, end):
                    let a = s + (end - s) * t
                    q = Point(center.x + rx * cos(a), center.y + ry * sin(a))
                }
                total += (q - prev).length
                prev = q
            }
            p0 = PathElement.endPoint(of: e)
        }
        return total
    }

    @Test(arguments: [
        Shape(kind: .circle, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
        Shape(kind: .ellipse, frame: Rect(x: 0, y: 0, width: 160, height: 60)),
        Shape(
            kind: .roundedRect, frame: Rect(x: 0, y: 0, width: 250, height: 150), cornerRadius: 20, style: .continuous),
        Shape(kind: .roundedRect, frame: Rect(x: 0, y: 0, width: 250, height: 150), cornerRadius: 20, style: .circular),
        Shape(kind: .capsule, frame: Rect(x: 0, y: 0, width: 240, height: 70), style: .continuous),
        Shape(kind: .capsule, frame: Rect(x: 0, y: 0, width: 240, height: 70), style: .circular),
    ])
    func arcLengthMatchesIntegration(_ shape: Shape) throws {
        let contour = try #require(shape.outline())
        let exact = PathMeasure.length(of: contour)
        let brute = Self.bruteLength(contour)
        #expect(abs(exact - brute) / brute < 1e-4, "\(shape.kind): \(exact) vs \(brute)")
        // The flattened outline carries the same length in its distances.
        let line = contour.flattened(tolerance: 0.02)
        #expect(abs(line.length - exact) / exact < 1e-9)
        if shape.kind == .circle { #expect(abs(exact - 100 * Double.pi) < 1e-9) }
        if shape.kind == .capsule && shape.style == .circular {
            #expect(abs(exact - (2 * 170 + 70 * Double.pi)) < 1e-9)
        }
    }

    @Test func dashesOnARoundedRectangleMatchAHandComputation() throws {
        // Circular corners, r = 10, 100 x 60: top edge runs 80 from (10, 0), then a quarter
        // circle of length 5 pi. Dash [30, 20]: the second dash starts at s = 50 ((60, 0)),
        // the third at s = 100: 20 along the corner arc... past its end at 80 + 5 pi = 95.708,
        // so 4.292 down the right edge: (100, 14.292).
        let shape = Shape(
            kind: .roundedRect, frame: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .circular)
        let line = try #require(shape.outline()).flattened(tolerance: 0.001)
        let dashes = try #require(DashPattern(intervals: [30, 20], phase: 0)).apply(to: line)
        #expect(dashes[0].points.first == Point(10, 0))
        #expect(abs(dashes[0].points.last!.x - 40) < 1e-9)
        #expect(abs(dashes[1].points.first!.x - 60) < 1e-9 && dashes[1].points.first!.y == 0)
        let third = dashes[2].points.first!
        #expect(abs(third.x - 100) < 1e-9 && abs(third.y - (10 + 100 - 80 - 5 * Double.pi)) < 1e-6)
        // The second dash ends inside the corner: at s = 80, the arc's start (90, 0)... it is 30 long
        // from 60: ends at s = 80 exactly, the arc's start.
        #expect(abs(dashes[1].points.last!.x - 90) < 1e-9)
    }

    @Test func trimsCutByArcLength() throws {
        let shape = Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let line = try #require(shape.outline()).flattened(tolerance: 0.01)  // perimeter 300
        #expect(line.trimmed(from: 0, to: 1) == [line])
        #expect(line.trimmed(from: 0.3, to: 0.3).isEmpty)
        #expect(line.trimmed(from: 0.6, to: 0.2).isEmpty)
        let half = try #require(line.trimmed(from: 0, to: 0.5).first)
        #expect(half.points.first == Point(0, 0) && half.points.last == Point(100, 50))
        #expect(half.corners == [false, true, false])
        // Wrapping past the start: 0.9 ... 1.1 is 30 before the start to 30 after, through it.
        let wrap = try #require(line.trimmed(from: 0.9, to: 1.1).first)
        #expect(abs(wrap.length - 60) < 1e-9)
        #expect((wrap.points.first! - Point(0, 30)).length < 1e-9 && (wrap.points.last! - Point(30, 0)).length < 1e-9)
        #expect(wrap.points.contains(Point(0, 0)))
        #expect(wrap.corners[wrap.points.firstIndex(of: Point(0, 0))!])
    }

    @Test func springMatchesNumericalIntegration() {
        // x'' = -k (x - 1) - c x', x(0) = 0, x'(0) = 0, k = (2 pi / d)^2, c = 2 z sqrt(k): RK4.
        for (d, b) in [(0.5, 0.0), (0.3, 0.3), (1.0, -0.4), (0.3, 0.0)] {
            let k = pow(2 * Double.pi / d, 2), z = AnimationCurve.dampingFraction(bounce: b), c = 2 * z * k.squareRoot()
            var x = 0.0, v = 0.0, t = 0.0
            let h = 1e-5
            func acc(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
            while t < 1.5 {
                let k1x = v, k1v = acc(x, v)
                let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
                if Int((t / h).rounded()) % 10_000 == 0 {
                    #expect(
                        abs(AnimationCurve.springValue(at: t, duration: d, bounce: b) - x) < 1e-6,
                        "d \(d) b \(b) t \(t)")
                }
            }
        }
        // SwiftUI's response/dampingFraction form maps onto duration/bounce.
        guard case let .spring(d, b) = AnimationCurve.spring(response: 0.5, dampingFraction: 0.825) else {
            Issue.record("not a spring")
            return
        }
        #expect(d == 0.5 && abs(b - 0.175) < 1e-12)
    }

    @Test func repeatsAutoreverseAndDelayAtBoundaries() {
        let a = Animation.linear(2).repeatForever(autoreverses: true)
        #expect(a.progress(at: 0) == 0)
        #expect(a.progress(at: 1) == 0.5)
        #expect(a.progress(at: 2) == 1)  // end of the forward pass = start of the back pass
        #expect(a.progress(at: 3) == 0.5)
        #expect(a.progress(at: 4) == 0)
        let once = Animation.linear(2)
        #expect(once.progress(at: 2) == 1 && once.progress(at: 10) == 1)
        let noReverse = Animation.linear(3).repeatForever(autoreverses: false)
        #expect(noReverse.value(from: 0.0, to: 360.0, at: 1.5) == 180)
        #expect(noReverse.value(from: 0.0, to: 360.0, at: 3) == 0)
        #expect(noReverse.value(from: 0.0, to: 360.0, at: 4.5) == 180)
        var three = Animation.linear(1)
        three.repeats = .count(3)
        three.autoreverses = true
        #expect(three.progress(at: 1.5) == 0.5 && three.progress(at: 1.25) == 0.75)
        #expect(three.progress(at: 2.5) == 0.5 && three.progress(at: 3) == 1 && three.progress(at: 9) == 1)
        let delayed = Animation.linear(1).delayed(0.5)
        #expect(delayed.progress(at: 0.5) == 0 && delayed.progress(at: 1) == 0.5 && delayed.progress(at: 1.5) == 1)
        var fast = Animation.linear(1)
        fast.speed = 2
        #expect(fast.progress(at: 0.25) == 0.5)
    }
}
