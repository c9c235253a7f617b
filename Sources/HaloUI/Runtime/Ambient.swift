import Foundation
import HaloCore

/// Everything a view inherits while it is lowered that is not passed as an argument: the task
/// locals of HaloUI, all of them here.
///
/// Lowering a view to a scene is a chain of calls on one thread (`ViewScene`, `ViewTimeline`),
/// and a SwiftUI view reads what views above it set (a font, a foreground, the environment)
/// without being handed it. HaloUI keeps that context in task locals, as SwiftUI keeps it in its
/// view inputs: a modifier sets a value for the scope of its content's lowering
/// (`Ambient.$text.withValue(...) { ... }`), and the views below read it. Each value says who
/// sets it and who reads it. `LoweringScope` captures the ones a view's place carries, to lower
/// more of it later (at layout, inside a `GeometryReader`).
///
/// Rejected: one struct of inputs passed down every `nodes(_:)` call, as OpenSwiftUI's
/// `_ViewInputs`. Every primitive would take and forward it, and the values a closure made at
/// lowering reads at layout would still need capturing (`LoweringScope`).
enum Ambient {
    // MARK: The frame

    /// Seconds since the start of the render. Set by `ViewRuntime` and `ViewTimeline` for each
    /// frame and event; read by `@Animated`, `StateTimeline.current`, the virtual clock and
    /// `Canvas`'s `GraphicsContext`.
    @TaskLocal static var time = 0.0
    /// The runtime whose events run and whose views are lowered on this task (nil: a view
    /// lowered without one, as `ViewScene.scene(of:)` of a still view). Set by `ViewRuntime`
    /// around replays and frames; read by every view with identity, state or animation.
    @TaskLocal static var runtime: ViewRuntime?
    /// Where views being lowered report what cannot be drawn. Set by `ViewRuntime` and
    /// `ViewTimeline` for a frame; read by `report(_:_:)`, and thrown by `ViewScene.scene`.
    @TaskLocal static var problems: ProblemLog?
    /// A frame whose scene failed validation, lowered again to find the view that made the bad
    /// value. Set by `ViewTimeline`; read by `LayoutNode.nodes(of:_:)`.
    @TaskLocal static var diagnosis: Diagnosis?
    /// The key of the view whose `.task` action is running. Set by `VirtualTasks.start` for the
    /// action's task; read by `Task.sleep` on the virtual clock.
    @TaskLocal static var taskKey: UInt64?
    /// The canvas being rendered, in points (nil: no render). Set by `ViewTimeline` around a
    /// frame's replay and lowering; read by `UIScreen.main.bounds` and the size classes.
    @TaskLocal static var screen: CGSize?
    /// The visible size of the scroll view being laid out (nil: none encloses the view). Set by
    /// `ScrollView` around its content's layout; read by `containerRelativeFrame`.
    @TaskLocal static var container: CGSize?
    /// The visible region of the scroll view being drawn, on the canvas, and whether it scrolls
    /// vertically (nil: none encloses the view). Set by `ScrollView` around its content's
    /// drawing; read by `scrollTransition`.
    @TaskLocal static var scrollViewport: (rect: Rect, vertical: Bool)?

    // MARK: What a view inherits

    /// The environment's values. Set by `environment(_:_:)` and the modifiers that write it
    /// (`tint`, `disabled`, `preferredColorScheme`); read by `@Environment`, `Text`, layout
    /// direction and `Layout`.
    @TaskLocal static var environment = EnvironmentValues()
    /// The foreground style in force: what shapes drawn without a style and text without a
    /// colour take. Set by `foregroundStyle` and `foregroundColor`; read by `Shape`, `Text` and
    /// symbols.
    @TaskLocal static var foreground: Paint?
    /// Whether the foreground style in force is the tint (`foregroundStyle(.tint)`, a button's
    /// label): a `tint(_:)` inside then changes it, as `.tint` is read where a view is drawn.
    @TaskLocal static var foregroundIsTint = false
    /// The font, weight, slant, design and label style in force for text. Set by `font(_:)`,
    /// `fontWeight`, `bold`, `italic`, `fontDesign` and `labelStyle`; read by `Text`, `Label`
    /// and symbols.
    @TaskLocal static var text = TextEnvironment()
    /// The button style and presses in force. Set by `buttonStyle` and `presses`; read by
    /// `Button`.
    @TaskLocal static var button: ButtonEnvironment?
    /// Where the preference values of the views being lowered go (`PreferenceKey`). Set by the
    /// views that read them (`onPreferenceChange`, `overlayPreferenceValue` ...); written by
    /// `preference(key:value:)` and `anchorPreference`.
    @TaskLocal static var preferences: PreferenceSink?
    /// The scripted tap times in force. Set by `taps(at:)`; read by `onTapGesture` and `Button`.
    @TaskLocal static var taps: [Double]?
    /// The navigation bar of the `NavigationStack` (or `NavigationView`) being lowered, where
    /// its content's `navigationTitle`, `toolbar` and bar modifiers record what the bar shows.
    /// Set by `NavigationStack`; written by the navigation and toolbar modifiers.
    @TaskLocal static var navigation: NavigationBar?
    /// The window whose root is being lowered, where `preferredColorScheme` outside a navigation
    /// stack records the scheme the window fills for. Set by `ViewTimeline.place`.
    @TaskLocal static var window: WindowScheme?

    // MARK: Layout

    /// The axis of the stack whose children are being lowered (nil outside stacks, and in a
    /// `ZStack`): the one a `Spacer` expands along. Set by stacks, grids, `Layout` containers
    /// and `ViewThatFits`; read by `Spacer` and `Divider`.
    @TaskLocal static var stackAxis: Axis?
    /// Where the sibling being lowered records its `zIndex` and `layoutPriority`. Set per
    /// sibling by builders and `ForEach` (`LayoutNode.sibling`); read by `zIndex` and
    /// `layoutPriority`.
    @TaskLocal static var siblingTraits: SiblingTraits?
    /// The rectangle a right-to-left node is drawn in, while it draws (nil: left to right). Set
    /// by `LayoutNode`'s draw where the layout direction is right to left; read by the nodes
    /// below it, which flip their x within it.
    @TaskLocal static var placement: LayoutNode.Placement?
    /// The frames of the named coordinate spaces around the node being drawn, on the canvas, by
    /// name. Set by `coordinateSpace(name:)` while its content draws; read by `GeometryReader`
    /// for `GeometryProxy.frame(in: .named(...))`.
    @TaskLocal static var coordinateSpaces = NamedCoordinateSpace.Frames()
    /// Counts the sizes worked out (not remembered) while set. Set by tests of the layout's
    /// work; read by `LayoutNode`.
    @TaskLocal static var measurements: MeasurementCount?

    /// The foreground as a colour, for text (the label colour where none, or a gradient, is set).
    static var foregroundColor: RGBA { foreground?.leadingColor ?? labelColor }

    /// What text, symbols and shapes drawn with no foreground style take: the label colour of
    /// the colour scheme in force, black in light and white in dark (docs/semantics.md,
    /// "Colour scheme").
    static var labelColor: RGBA { environment.colorScheme == .dark ? .white : .black }

    /// The system background of the colour scheme in force: white in light, black in dark
    /// (docs/semantics.md, "Colour scheme").
    static var systemBackground: RGBA { environment.colorScheme == .dark ? .black : .white }

    /// Records a problem with the view being lowered; `ViewScene.scene` throws the first.
    static func report(_ path: String, _ message: String) { problems?.entries.append((path, message)) }
}
