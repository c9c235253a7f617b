/// Views drawn over each other, back to front, centred, as SwiftUI's `ZStack`: as large as its
/// largest child.
public struct ZStack<Content: View>: View, PrimitiveView {
    let content: Content

    /// A stack of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// None: a stack is a primitive.
    public var body: Never { fatalError("ZStack has no body") }

    func nodes(_ time: Double) -> [LayoutNode] { [LayoutNode.of(content, time)] }
}
