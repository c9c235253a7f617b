import HaloCore
import HaloEffects

/// Seed 001's `glow`, as a library modifier built from the same primitives the article uses.
extension Shape {
    /// The outline stroked at half `lineWidth`, under two strokes of the full width blurred by
    /// `blurRadius` and half of it: "Making things glow and shine with SwiftUI".
    public func glow<S: ShapeStyle>(
        fill: S, lineWidth: Double, blurRadius: Double = Glow.defaultBlurRadius, lineCap: CGLineCap = .round
    ) -> some View {
        self
            .stroke(style: StrokeStyle(lineWidth: lineWidth / 2, lineCap: lineCap))
            .fill(fill)
            .overlay {
                self
                    .stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap))
                    .fill(fill)
                    .blur(radius: blurRadius)
            }
            .overlay {
                self
                    .stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap))
                    .fill(fill)
                    .blur(radius: blurRadius / 2)
            }
    }
}
