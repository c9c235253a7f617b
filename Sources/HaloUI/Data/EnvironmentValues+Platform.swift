import Foundation

// The environment's values that iOS view code reads and a render answers at once: the
// accessibility settings at their defaults, the presentation actions as no-ops, the size classes
// from the canvas (docs/semantics.md, "Size classes").
extension EnvironmentValues {
    /// Whether the user asked for less motion: false unless a view sets it.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency: false unless a view sets it.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differentiation without colour: false unless a view sets it.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateKey.self] }
        set { self[DifferentiateKey.self] = newValue }
    }

    /// Whether VoiceOver is on: false.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Dismisses the view's presentation: accepted, no effect.
    public var dismiss: DismissAction { DismissAction() }

    /// The view's presentation, SwiftUI's older spelling: a binding to a mode that is never
    /// presented; dismissing has no effect.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    /// Whether the view is presented: false.
    public var isPresented: Bool { false }

    /// Opens URLs: accepted, no effect.
    public var openURL: OpenURLAction { OpenURLAction() }

    /// The scene's phase: `.active` unless a view sets it.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The horizontal size class: `.compact` on a canvas under 744 points wide, else `.regular`,
    /// unless a view sets it (`UIScreen`'s default, 393 x 852, outside a render).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            self[HorizontalSizeClassKey.self]
                ?? .horizontal(width: Double((Ambient.screen ?? UIScreen.defaultSize).width))
        }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.compact` on a canvas under 500 points tall, else `.regular`,
    /// unless a view sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            self[VerticalSizeClassKey.self]
                ?? .vertical(height: Double((Ambient.screen ?? UIScreen.defaultSize).height))
        }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
    private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
    private struct DifferentiateKey: EnvironmentKey { static let defaultValue = false }
    private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
    private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
    private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
}
