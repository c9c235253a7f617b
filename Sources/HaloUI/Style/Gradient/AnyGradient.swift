import HaloCore

/// A gradient with no geometry of its own, as SwiftUI's `AnyGradient` (`Color.gradient`,
/// `AnyGradient(_:)`): "When used as a ShapeStyle, this type draws a linear gradient with
/// start-point [0.5, 0] and end-point [0.5, 1]", top to bottom of the frame it fills.
public struct AnyGradient: ShapeStyle, View, Equatable {
    /// Its colours and their locations.
    public var gradient: Gradient

    /// The gradient of `gradient`'s stops.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// The same gradient blended in `space`: `.device` only is drawn (`.perceptual` gives a
    /// gradient whose frame fails by name, as MeshGradient's).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        if space == .perceptual {
            Ambient.report(
                "AnyGradient.colorSpace(.perceptual)", "perceptual colour interpolation is not drawn; use .device")
        }
        return self
    }

    /// The scene's linear paint, top centre to bottom centre.
    public var paint: Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint
    }

    /// The gradient filling its frame.
    public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension Color {
    /// "The standard gradient for the color": Apple does not give its colours; Halo's is the
    /// colour lightened a fifth of the way to white at the top, down to the colour itself at the
    /// bottom (docs/semantics.md, Everyday modifiers), in the colour's own opacity.
    public var gradient: AnyGradient {
        let top = Color(rgba.interpolated(to: RGBA(1, 1, 1, rgba.a), 0.2))
        return AnyGradient(Gradient(colors: [top, self]))
    }
}
