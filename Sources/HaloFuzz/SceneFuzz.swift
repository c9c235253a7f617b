import Foundation
import HaloCore
import HaloCPU
import HaloEffects
import HaloText

/// One fuzz input taken the whole way a scene file goes: decoded, checked, its effects
/// resolved at a few times, planned, encoded and rendered on the CPU on a small canvas.
///
/// Hostile input must end in a clear refusal (`SceneError`, or a font error naming the font),
/// never a trap, a hang or a raw error dump: any other error traps here on purpose, so the
/// fuzzer (`halo-fuzz`, libFuzzer) reports it as a crash with its input.
public enum SceneFuzz {
    /// The times at which each input's frames are made: the start, past a glow's 0.4 s colour
    /// step, and well into the loops of every effect.
    public static let times: [Double] = [0, 0.45, 1.3, 7.9]
    /// The largest canvas side rendered (points); larger canvases are cropped to it, so an
    /// input costs its geometry, not its pixels.
    public static let maxSide = 40.0
    /// The largest canvas scale rendered.
    public static let maxScale = 2.0

    /// What became of an input.
    public enum Outcome: Equatable, Sendable {
        /// Refused with this message.
        case refused(String)
        /// Rendered at every time in `times`.
        case rendered
    }

    /// The renderer the runs share (one thread: the fuzzer runs one input at a time).
    private static let renderer = CPURenderer(threads: 1)

    /// Runs one input.
    /// - Returns: whether it rendered, or the refusal's message.
    /// - Note: Traps on an error that is not a clear refusal; that is the finding.
    public static func run(_ data: Data) -> Outcome {
        do {
            let document = try SceneDocument(json: data, file: "fuzz.json")
            _ = try EffectLibrary.validate(try document.scene(at: 0))
            for t in times {
                var scene = try EffectLibrary.resolve(try document.scene(at: t), at: t)
                scene.canvas.width = min(scene.canvas.width, maxSide)
                scene.canvas.height = min(scene.canvas.height, maxSide)
                scene.canvas.scale = min(scene.canvas.scale, maxScale)
                let plan = try Planner.plan(scene)
                _ = FrameBuffers(FrameEncoding(plan))
                let image = renderer.render(plan)
                guard image.pixels.count == plan.width * plan.height * 4 else {
                    fatalError("frame at t = \(t): \(image.pixels.count) bytes for \(plan.width)x\(plan.height)")
                }
            }
            return .rendered
        } catch let e as SceneError {
            return .refused(check(e.description))
        } catch let e as FontFace.FontError {
            return .refused(check(e.description))
        } catch {
            fatalError("not a clear refusal: \(type(of: error)): \(error)")
        }
    }

    /// A refusal's message, checked to name a problem in words (it traps otherwise).
    private static func check(_ message: String) -> String {
        guard isClear(message) else { fatalError("unclear refusal: \(message)") }
        return message
    }

    /// Whether a refusal's message says something, and not as a raw dump of an error value
    /// (Foundation's NSCocoaErrorDomain, a Codable error, a struct's debug description).
    public static func isClear(_ message: String) -> Bool {
        let raw = ["NSCocoaErrorDomain", "DecodingError", "EncodingError", "Code=", "Error("]
        let blank = message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return !blank && !raw.contains(where: message.contains)
    }
}
