/// SwiftUI isolates `body` to the main actor, so code written for it may use main-actor state there; HaloUI
/// declares it so too, and reads it on the thread that renders, which stands in for the main actor: a render
/// runs each view's body on one thread, in order, and renders share no state, as SwiftUI's one main thread.
extension View {
    /// The view's body, read on the render's thread (see `runOnRenderThread(_:)`).
    var bodyOnRenderThread: Body {
        nonisolated(unsafe) let view = self
        return runOnRenderThread { view.body }
    }
}

extension ViewModifier {
    /// The modifier's view of `content`, made on the render's thread (see `runOnRenderThread(_:)`).
    func bodyOnRenderThread(content: Content) -> Body {
        nonisolated(unsafe) let (modifier, content) = (self, content)
        return runOnRenderThread { modifier.body(content: content) }
    }
}

/// Runs main-actor work synchronously on the calling thread, the render's, which stands in for the main
/// actor. The isolation is a compile-time promise only (a synchronous closure's representation is the same
/// with or without it); each render keeps to one thread, so the work never runs beside itself.
func runOnRenderThread<T>(_ work: @MainActor () -> T) -> T {
    withoutActuallyEscaping(work) { escapable in unsafeBitCast(escapable, to: (() -> T).self)() }
}
