/// The colour scheme a window's content prefers, recorded while its root is lowered
/// (`Ambient.window`): the outermost `preferredColorScheme` met outside a navigation stack,
/// which "propagates up through the view hierarchy to the enclosing presentation" (Apple,
/// `preferredColorScheme(_:)`). In dark the window fills with the dark system background.
///
/// Sendable by hand: it is Sendable only to be a task-local value; each frame's placement makes
/// one, written and read on the thread lowering the view.
final class WindowScheme: @unchecked Sendable {
    /// The scheme preferred, the outermost met; nil: none (light).
    var preferred: ColorScheme?

    /// Records `scheme` unless an outer view preferred one already.
    func prefer(_ scheme: ColorScheme?) {
        if preferred == nil { preferred = scheme }
    }
}
