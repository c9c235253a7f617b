/// iOS's bordered button styles, as SwiftUI's `.bordered` and `.borderedProminent`: the label
/// (Body, 17 points) on a rounded rectangle of the tint (the accent colour by default): at 15%
/// with the label in the tint (bordered), or solid with the label white (prominent). Apple
/// publishes no metrics; Halo pads the label by the control size (mini 8 x 4 points in
/// Footnote, small 10 x 5 in Subheadline, regular 12 x 7, large 20 x 14) and rounds the
/// corners by 6 points (8 large) (docs/semantics.md, "Controls"). Pressed, it is drawn at 70%;
/// disabled, grey.
public struct BorderedButtonStyle: ButtonStyle {
    let prominent: Bool

    /// The bordered style.
    public init() { prominent = false }

    init(prominent: Bool) { self.prominent = prominent }

    /// The label on its rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, isPressed: configuration.isPressed, prominent: prominent)
    }
}

/// The prominent bordered style, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The style.
    public init() {}

    /// The label, white on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, isPressed: configuration.isPressed, prominent: true)
    }
}

/// A bordered button drawn.
struct BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let prominent: Bool
    @Environment(\.tintColor) private var tint
    @Environment(\.controlSize) private var size
    @Environment(\.isEnabled) private var isEnabled

    /// The label's padding and font, and the corner radius, for a control size.
    static func metrics(_ size: ControlSize) -> (h: Double, v: Double, font: Font, radius: Double) {
        switch size {
        case .mini: (8, 4, .footnote, 6)
        case .small: (10, 5, .subheadline, 6)
        case .regular: (12, 7, .body, 6)
        case .large, .extraLarge: (20, 14, .body, 8)
        }
    }

    var body: some View {
        let m = Self.metrics(size)
        let color = isEnabled ? tint : Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255)
        // A foreground style set around the button wins over the style's label colour (`TintedLabel`).
        return ForegroundView(
            content: label.font(m.font), paint: Ambient.foreground ?? (prominent ? Color.white : color).paint
        )
        .padding(.horizontal, m.h)
        .padding(.vertical, m.v)
        .background(
            Ambient.environment[ButtonBorderShape.Key.self].shape(radius: m.radius)
                .fill(prominent ? color : color.opacity(0.15))
        )
        .opacity(isPressed ? 0.7 : 1)
    }
}

/// The borderless style, as SwiftUI's `BorderlessButtonStyle`: the label in the tint.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The style.
    public init() {}

    /// The label in the tint, at 30% while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, isPressed: configuration.isPressed)
    }
}

/// The platform's button style, as SwiftUI's `DefaultButtonStyle`: borderless on iPhone.
public struct DefaultButtonStyle: ButtonStyle {
    /// The style.
    public init() {}

    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, isPressed: configuration.isPressed)
    }
}

/// A label in the tint, faded while pressed; in the foreground style where one is set around the
/// button (`Button("Start") { }.foregroundColor(.white)`): it wins over the tint, as SwiftUI's
/// `foregroundColor(_:)` lets "the system or the container" provide a colour only where none is set.
struct TintedLabel: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool

    var body: some View {
        // With no foreground style set around it, the label is in `.tint`, read where it is drawn
        // (a `tint(_:)` inside the label reaches it).
        ForegroundView(
            content: label, paint: Ambient.foreground,
            drawTimeStyle: Ambient.foreground == nil ? TintShapeStyle() : nil
        )
        .opacity(isPressed ? 0.3 : 1)
    }
}

/// The plain style, as SwiftUI's `PlainButtonStyle`: the label as it is.
public struct PlainButtonStyle: ButtonStyle {
    /// The style.
    public init() {}

    /// The label, faded while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.75 : 1)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// iOS 26's glass button styles, as SwiftUI's `.glass` and `.glassProminent`: Halo draws no
/// Liquid Glass; they are drawn as `.bordered` and `.borderedProminent` (docs/semantics.md,
/// "Controls").
public struct GlassButtonStyle: ButtonStyle {
    let prominent: Bool

    /// The label on its rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, isPressed: configuration.isPressed, prominent: prominent)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// Glass (drawn bordered).
    public static var glass: GlassButtonStyle { GlassButtonStyle(prominent: false) }
    /// Prominent glass (drawn bordered prominent).
    public static var glassProminent: GlassButtonStyle { GlassButtonStyle(prominent: true) }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`: accepted (Halo draws the
/// rounded rectangle).
public struct ButtonBorderShape: Sendable {
    enum Kind: Sendable, Equatable {
        case automatic, capsule, circle
        case roundedRectangle(Double?)
    }
    let kind: Kind

    /// The platform's shape (a rounded rectangle of the control size's radius).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of a radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(Double(radius)))
    }

    /// The shape a bordered button's background fills, `radius` for the automatic corners.
    func shape(radius: Double) -> AnyShape {
        switch kind {
        case .automatic: AnyShape(RoundedRectangle(cornerRadius: radius))
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        case .roundedRectangle(let r): AnyShape(RoundedRectangle(cornerRadius: r ?? radius))
        }
    }

    struct Key: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
}

extension View {
    /// The shape of bordered buttons inside, as SwiftUI's `buttonBorderShape(_:)`: their
    /// background fills it (docs/semantics.md, "button border shapes").
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { $0[ButtonBorderShape.Key.self] = shape }
    }
}
