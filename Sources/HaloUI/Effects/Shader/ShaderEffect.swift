import Foundation
import HaloCore

/// A view run through a shader, as SwiftUI's `colorEffect(_:isEnabled:)`,
/// `distortionEffect(_:maxSampleOffset:isEnabled:)` and `layerEffect(_:maxSampleOffset:isEnabled:)`:
/// a layer of the view with the scene's shader effect over the view's frame
/// (docs/semantics.md, "Shader effects").
public struct ShaderEffectView<Content: View>: View, PrimitiveView {
    let content: Content
    let shader: Shader
    let kind: ShaderEffectKind
    let maxSampleOffset: CGSize
    let isEnabled: Bool

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let (shader, kind, isEnabled) = (self.shader, self.kind, self.isEnabled)
        let offset = Point(Double(maxSampleOffset.width), Double(maxSampleOffset.height))
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    let items = child.draw(rect)
                    guard isEnabled else { return items }
                    do {
                        // Arguments that do not fit: a warning, and the view as it is.
                        guard let effect = try shader.effect(kind, bounds: rect, maxSampleOffset: offset) else {
                            return items
                        }
                        var layer = Layer(items: items)
                        layer.shaderEffect = effect
                        return [.layer(layer)]
                    } catch {
                        Ambient.report(kind.rawValue, "\(error)")
                        return items
                    }
                })
        ]
    }
}

extension View {
    /// The view's pixels recoloured by `shader`, as SwiftUI's `colorEffect(_:isEnabled:)`: the
    /// function takes each pixel's position and premultiplied colour and returns its colour.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ShaderEffectView<Self> {
        ShaderEffectView(content: self, shader: shader, kind: .color, maxSampleOffset: .zero, isEnabled: isEnabled)
    }

    /// The view's pixels moved by `shader`, as SwiftUI's
    /// `distortionEffect(_:maxSampleOffset:isEnabled:)`: the function takes each pixel's position
    /// and returns where in the view to read its colour, at most `maxSampleOffset` away.
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> ShaderEffectView<Self> {
        ShaderEffectView(
            content: self, shader: shader, kind: .distortion, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
    }

    /// The view rendered into a layer that `shader` reads, as SwiftUI's
    /// `layerEffect(_:maxSampleOffset:isEnabled:)`: the function takes each pixel's position and
    /// the layer, samples it at most `maxSampleOffset` away, and returns the pixel's colour.
    public func layerEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> ShaderEffectView<Self> {
        ShaderEffectView(
            content: self, shader: shader, kind: .layer, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
    }
}
