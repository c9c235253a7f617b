import HaloUI

// Views that exercise SwiftUI's layout vocabulary one rule at a time (LayoutVocabularyTests
// checks each against positions worked out by hand), written with `import HaloUI` alone.

/// Two bars pushed apart by a `Spacer` in a 200-point row.
public struct SpacedRow: View {
    /// The row.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack {
            Rectangle().frame(width: 20, height: 10)
            Spacer()
            Rectangle().frame(width: 30, height: 10)
        }
        .frame(width: 200)
    }
}

/// A bar on the leading edge of a frame as wide as it is offered.
public struct LeadingBar: View {
    /// The bar.
    public init() {}
    /// What it draws.
    public var body: some View {
        Rectangle()
            .frame(width: 50, height: 20)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A rectangle half as wide and a quarter as high as the space a `GeometryReader` is given.
public struct HalfOfGeometry: View {
    /// The reader.
    public init() {}
    /// What it draws.
    public var body: some View {
        GeometryReader { geo in
            Rectangle().frame(width: geo.size.width / 2, height: geo.size.height / 4)
        }
    }
}

/// A triangle written with SwiftUI's `Shape` requirement, `path(in:)`.
public struct Triangle: Shape {
    /// A triangle.
    public init() {}
    /// Apex at the top centre, base along the bottom.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A modifier with its own `@State`, faded in by `withAnimation` in `onAppear`.
public struct FadeIn: ViewModifier {
    @State private var shown = false
    /// The modifier.
    public init() {}
    /// The content faded in over a second.
    public func body(content: Content) -> some View {
        content
            .opacity(shown ? 1 : 0)
            .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

/// An `AnimatableModifier` moving its content by its animated `x`.
public struct Shift: AnimatableModifier {
    /// How far right, points.
    public var x: Double
    /// The part that animates.
    public var animatableData: Double {
        get { x }
        set { x = newValue }
    }
    /// The content moved right.
    public func body(content: Content) -> some View { content.offset(x: x) }
}

/// A square shifted 100 points by an `AnimatableModifier` over 2 s.
public struct Shifted: View {
    @State private var on = false
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Rectangle().frame(width: 10, height: 10)
            .modifier(Shift(x: on ? 100 : 0))
            .onAppear { withAnimation(.linear(duration: 2)) { on = true } }
    }
}
