import HaloCore

/// `Shader` as a `ShapeStyle` (SwiftUI: "Shaders also conform to the ShapeStyle protocol, letting
/// their MSL shader function provide per-pixel color to fill any shape or text view"):
/// `Rectangle().fill(shader)`, `.foregroundStyle(shader)`, `.background(shader)`.
extension Shader: ShapeStyle {
    /// The fill: the function, `[[ stitchable ]] half4 name(float2 position, args...)`, called at
    /// each pixel the shape covers with the pixel's position from the shape's frame origin and the
    /// shader's arguments (`.boundingRect` is the shape's frame), its premultiplied colour kept to
    /// the shape's coverage (docs/semantics.md, "Shader as a shape style"). A function that cannot
    /// be read fails the render, naming it; arguments that do not fit it fill nothing, with a warning.
    public var paint: Paint {
        do {
            let program = try function.library.program(defining: function.name)
            let entry = try ShaderEntry.fill(program, function: function.name)
            var values: [ShaderArgument] = []
            for (i, a) in arguments.enumerated() { values.append(try a.resolved(i)) }
            let effect = ShaderEffect(entry: entry, arguments: values, bounds: nil)
            if let problem = effect.mismatch() {
                let message = "shape style: \(program.file): \(problem); the shape is filled with nothing"
                Warning.once(message, message)
                return .solid(.clear)
            }
            return .shader(effect)
        } catch {
            if error.isSignatureMismatch {
                let message = "shape style: \(error); the shape is filled with nothing"
                Warning.once(message, message)
                return .solid(.clear)
            }
            // As a colour effect's: the render names the problem.
            Ambient.report("shape style", "\(error)")
            return .solid(.clear)
        }
    }
}
