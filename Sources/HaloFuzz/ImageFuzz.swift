import Foundation
import HaloCPU
import HaloCore

/// One fuzz input taken as an image file: decoded (PNG or JPEG, by its first bytes), then
/// drawn on a small canvas shrunk (through its pre-filtered levels) and enlarged (nearest).
///
/// A hostile file must end in an `ImageFileError` in words, never a trap, a hang or a raw
/// error dump: any other error traps here on purpose, so libFuzzer reports it with its input.
public enum ImageFuzz {
    /// The most pixels an input is drawn with (larger images are only decoded).
    public static let maxDrawnPixels = 1 << 20

    /// The renderer the runs share (one thread: the fuzzer runs one input at a time).
    private static let renderer = CPURenderer(threads: 1)

    /// Runs one input.
    /// - Returns: whether it was decoded and drawn, or the refusal's message.
    /// - Note: Traps on an error that is not a clear refusal; that is the finding.
    public static func run(_ data: Data) -> SceneFuzz.Outcome {
        let image: Image
        do {
            image = try ImageFile.decode([UInt8](data), name: "fuzz-image")
        } catch let e as ImageFileError {
            guard SceneFuzz.isClear(e.description) else { fatalError("unclear refusal: \(e)") }
            return .refused(e.description)
        } catch {
            fatalError("not a clear refusal: \(type(of: error)): \(error)")
        }
        guard image.width > 0, image.height > 0, image.width <= ImageFile.maxSide, image.height <= ImageFile.maxSide,
            image.pixels.count == image.width * image.height * 4
        else { fatalError("decoded \(image.width)x\(image.height) with \(image.pixels.count) bytes") }
        guard image.width * image.height <= maxDrawnPixels else { return .rendered }
        let source = ImageSource(name: "fuzz-image", image: image)
        func picture(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ i: ImagePaint.Interpolation) -> Draw {
            Draw(
                shape: Shape(kind: .rect, frame: Rect(x: x, y: y, width: w, height: h)),
                paint: .image(ImagePaint(source: source, interpolation: i)))
        }
        let scene = Scene(
            canvas: Canvas(width: 24, height: 24, background: .white),
            layers: [
                Layer(draws: [picture(0, 0, 24, 24, .linear), picture(2, 3, 3.5, 2.5, .linear)]),
                Layer(items: [.draw(picture(4, 4, 40, 40, .none))], opacity: 0.5),
            ])
        do {
            let out = try renderer.render(scene)
            guard out.pixels.count == 24 * 24 * 4 else { fatalError("\(out.pixels.count) bytes for 24x24") }
        } catch {
            fatalError("a decoded image did not draw: \(error)")
        }
        return .rendered
    }
}
