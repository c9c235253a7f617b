/// A view whose content can scroll the scroll views inside it to a view, as SwiftUI's
/// `ScrollViewReader`: it draws the content its closure makes from a `ScrollViewProxy`, whose
/// `scrollTo(_:anchor:)` is accepted with no visible effect (a HaloUI scroll view stays at its
/// first position).
public struct ScrollViewReader<Content: View>: View {
    /// The closure that makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content `content` makes from a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, made from a proxy.
    public var body: some View { content(ScrollViewProxy()) }
}
