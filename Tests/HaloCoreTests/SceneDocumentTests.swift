import Foundation
import Testing
@testable import HaloCore

/// Animated values in scene files.
@Suite struct SceneDocumentTests {
    static func document(_ paint: String, rotate: String = "0") throws -> SceneDocument {
        try SceneDocument(
            json: Data(
                """
                {"canvas": {"width": 100, "height": 100},
                 "layers": [{"items": [{"shape": {"type": "circle", "frame": [0, 0, 100, 100]},
                   "transform": {"rotate": \(rotate)}, "paint": \(paint)}]}]}
                """.utf8), file: "a.json")
    }

    @Test func tweensNumbersAndColours() throws {
        let d = try Self.document(
            #"{"from": "black", "to": "white", "duration": 2, "curve": "linear"}"#,
            rotate:
                #"{"from": 0, "to": 360, "curve": "linear", "duration": 3, "repeat": "forever", "autoreverses": false}"#
        )
        #expect(d.isAnimated)
        let s = try d.scene(at: 1.5)
        #expect(s.layers[0].draws[0].transform.rotate == 180)
        #expect(s.layers[0].draws[0].paint == .solid(RGBA(0.75, 0.75, 0.75, 1)))
        #expect(try d.scene(at: 4.5).layers[0].draws[0].transform.rotate == 180)
    }

    @Test func keyframesInterpolateWithTheirCurves() throws {
        let d = try Self.document(
            "\"red\"",
            rotate:
                #"{"keyframes": [{"time": 0, "value": 0}, {"time": 1, "value": 90}, {"time": 2, "value": 30, "#
                + #""curve": "easeIn"}], "repeat": "forever"}"#
        )
        #expect(try d.scene(at: 0.5).layers[0].draws[0].transform.rotate == 45)
        let r = try d.scene(at: 1.5).layers[0].draws[0].transform.rotate
        #expect(abs(r - (90 + (30 - 90) * TimingCurve.easeIn.value(at: 0.5))) < 1e-9)
        #expect(try d.scene(at: 2.5).layers[0].draws[0].transform.rotate == 45)
    }

    @Test func springsOvershootByTheirDampingRatio() throws {
        let d = try Self.document(
            "\"red\"", rotate: #"{"from": 0, "to": 100, "curve": {"spring": {"duration": 0.5, "bounce": 0.5}}}"#)
        func rotate(_ t: Double) throws -> Double { try d.scene(at: t).layers[0].draws[0].transform.rotate }
        // SwiftUI's spring(duration: 0.5, bounce: 0.5): mass 1, stiffness k = (2 pi / 0.5)^2,
        // damping c = 4 pi (1 - 0.5) / 0.5, so w = sqrt(k) = 4 pi and zeta = c / (2 w) = 0.5. Released
        // from rest, x'' + c x' + k (x - 100) = 0 first peaks at t = pi / wd, wd = w sqrt(1 - zeta^2),
        // overshooting by exp(-zeta pi / sqrt(1 - zeta^2)) = exp(-pi / sqrt 3) of the distance:
        // 116.3034 at 0.2887 s.
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * (1 - 0.5) / 0.5
        let w = k.squareRoot(), zeta = c / (2 * w), wd = w * (1 - zeta * zeta).squareRoot()
        let peakTime = Double.pi / wd, peak = 100 * (1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()))
        #expect(abs(peak - 116.3034) < 1e-4 && abs(peakTime - 0.288675) < 1e-6)
        let atPeak = try rotate(peakTime)
        #expect(abs(atPeak - peak) < 1e-9, "\(atPeak) at \(peakTime) s, want \(peak)")
        // And it is the peak: nothing sampled every millisecond goes past it, and it falls away on both sides.
        let sampled = try stride(from: 0.0, through: 1.0, by: 0.001).map(rotate).max()!
        #expect(sampled <= peak + 1e-9 && sampled > peak - 0.01, "sampled peak \(sampled), want \(peak)")
        #expect(try rotate(peakTime - 0.01) < peak - 0.05 && rotate(peakTime + 0.01) < peak - 0.05)
    }

    @Test(arguments: [
        (
            #"{"from": 0, "to": 1, "duration": -1}"#,
            "layers[0].items[0].transform.rotate.duration: must be >= 0, got -1"
        ),
        (#"{"from": 0, "to": 1, "curve": "bouncy"}"#, "layers[0].items[0].transform.rotate.curve: unknown curve"),
        (
            #"{"from": 0, "to": 1, "repeat": 0}"#,
            "layers[0].items[0].transform.rotate.repeat: must be \"forever\" or a whole number"
        ),
        (#"{"from": 0, "to": 1, "lenght": 2}"#, "layers[0].items[0].transform.rotate.lenght: unknown field 'lenght'"),
        (#"{"keyframes": []}"#, "layers[0].items[0].transform.rotate.keyframes: needs at least one keyframe"),
        (
            #"{"keyframes": [{"time": 1, "value": 0}, {"time": 0, "value": 1}]}"#,
            "layers[0].items[0].transform.rotate.keyframes[1].time: keyframe times must not decrease"
        ),
    ])
    func badAnimationsAreNamed(_ rotate: String, _ message: String) {
        #expect { try Self.document("\"red\"", rotate: rotate) } throws: { "\($0)".hasPrefix("a.json: " + message) }
    }

    @Test func valuesOutOfRangeAtSomeTimeAreCaught() throws {
        let d = try Self.document(#"{"type": "color", "color": "red"}"#, rotate: "0")
        #expect(!d.isAnimated)
        // A written value out of a bounded range is refused, naming it.
        #expect {
            try SceneDocument(
                json: Data(
                    """
                    {"canvas": {"width": 100, "height": 100},
                     "layers": [{"opacity": {"from": 1, "to": 3, "duration": 1}, "items": []}]}
                    """.utf8))
        } throws: { "\($0)".contains("layers[0].opacity.to: must be within 0...1") }
        // Any other field out of range at some time is caught when that frame is made.
        let bad = try SceneDocument(
            json: Data(
                """
                {"canvas": {"width": 100, "height": 100},
                 "layers": [{"blur": {"from": 1, "to": -3, "duration": 1}, "items": []}]}
                """.utf8))
        #expect(throws: SceneError.self) { try bad.scene(at: 1) }
    }

    @Test func anAnimationThatOverflowsIsNamed() throws {
        // -1e308 to 1e308: the difference is infinite, the value NaN or infinite on the way.
        // The document is checked at t = 0 when it is read.
        #expect { try Self.document("\"red\"", rotate: #"{"from": -1e308, "to": 1e308, "duration": 1}"#) } throws: {
            "\($0)" == "a.json: layers[0].items[0].transform.rotate: is not a finite number at t = 0.0 s: "
                + "its animation's values are too large to interpolate"
        }
    }

    @Test func boundedValuesAreClampedAfterTheirOvershoot() throws {
        // SwiftUI draws an opacity that springs past 1 at 1 (and a colour channel likewise).
        let d = try SceneDocument(
            json: Data(
                """
                {"canvas": {"width": 100, "height": 100}, "layers": [{"items": [
                  {"shape": {"type": "circle", "frame": [0, 0, 100, 100]},
                   "opacity": {"from": 0, "to": 1, "curve": {"spring": {"duration": 0.5, "bounce": 0.5}}},
                   "paint": {"from": [0, 0, 0, 1], "to": [1, 0.5, 0, 1],
                             "curve": {"spring": {"duration": 0.5, "bounce": 0.5}}}}]}]}
                """.utf8))
        let opacities = try stride(from: 0.0, through: 1.0, by: 0.01).map {
            try d.scene(at: $0).layers[0].draws[0].opacity
        }
        #expect(opacities.max() == 1 && opacities.filter { $0 == 1 }.count > 5)
        let colours = try stride(from: 0.0, through: 1.0, by: 0.01).map {
            try d.scene(at: $0).layers[0].draws[0].paint
        }
        // The red channel springs past 1 and is drawn at 1; every colour stays in range.
        #expect(colours.contains { if case .solid(let c) = $0 { c.r == 1 } else { false } })
        #expect(!colours.contains { $0 != $0.clamped() })
        #expect(Paint.solid(RGBA(1.2, -0.1, 0.5, 1)).clamped() == .solid(RGBA(1, 0, 0.5, 1)))
        // An unbounded value (a rotation) is not clamped.
        let turn = try Self.document(
            "\"red\"", rotate: #"{"from": 0, "to": 100, "curve": {"spring": {"duration": 0.5, "bounce": 0.5}}}"#)
        #expect(try turn.scene(at: 0.25).layers[0].draws[0].transform.rotate > 100)
    }

    /// A document whose values change (opacity, colour, a gradient's angle in a paint, a
    /// frame's width, a corner radius, a layer's blur) and, for a time t, the same document with
    /// each value written as the constant it has at t, worked out here by hand: linear tweens
    /// over 2 s, so value = from + (to - from) x t / 2.
    static func grid(_ value: (_ from: Double, _ to: Double) -> String) -> String {
        func rgb(_ r: (Double, Double), _ g: (Double, Double)) -> String {
            "[\(value(r.0, r.1)), \(value(g.0, g.1)), 0.5, 1]"
        }
        return """
            {"canvas": {"width": 120, "height": 80},
             "layers": [{"blur": \(value(0, 2)), "items": [
               {"shape": {"type": "roundedRect", "frame": [10, 10, \(value(40, 80)), 30],
                          "cornerRadius": \(value(2, 10))},
                "opacity": \(value(0.2, 1)), "paint": \(rgb((1, 0), (0, 1)))},
               {"shape": {"type": "capsule", "frame": [10, 50, 100, 20]}, "operation": "stroke",
                "paint": {"type": "angularGradient", "angle": \(value(0, 90)),
                          "colors": ["red", \(rgb((0, 1), (1, 0))), "red"]}}]}]}
            """
    }

    @Test func aFrameIsTheDocumentWithItsValuesWrittenAsConstants() throws {
        let animated = try SceneDocument(
            json: Data(Self.grid { #"{"from": \#($0), "to": \#($1), "duration": 2, "curve": "linear"}"# }.utf8))
        #expect(animated.isAnimated)
        for t in [0, 0.3, 1, 1.7, 2, 3] {
            let f = min(t / 2, 1)
            let constants = try Scene.load(json: Data(Self.grid { a, b in "\(a + (b - a) * f)" }.utf8))
            #expect(try animated.scene(at: t) == constants, "t = \(t)")
        }
    }

    @Test func aWrongInterpolationIsCaught() throws {
        // The same comparison with the constants of another time, or eased instead of linear, fails.
        let animated = try SceneDocument(
            json: Data(Self.grid { #"{"from": \#($0), "to": \#($1), "duration": 2, "curve": "linear"}"# }.utf8))
        let later = try Scene.load(json: Data(Self.grid { a, b in "\(a + (b - a) * 0.55)" }.utf8))
        #expect(try animated.scene(at: 1) != later)
        let eased = try Scene.load(
            json: Data(Self.grid { a, b in "\(a + (b - a) * TimingCurve.easeInOut.value(at: 0.3))" }.utf8))
        #expect(try animated.scene(at: 0.6) != eased)
    }
}
