/// SwiftUI's `.angularGradient(...)` and `.linearGradient(...)` shape styles.
extension ShapeStyle where Self == AngularGradient {
    /// A conic gradient through `stops` from `startAngle` to `endAngle` about `center`.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn through `colors` starting at `angle` about `center`.
    public static func angularGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
