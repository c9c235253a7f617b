import HaloUI

/// A menu's buttons fanning out from its centre button: a custom `Layout` that puts its
/// subviews on a circle, its radius animated open with a bouncy spring.
public struct RadialMenu: View {
    @State private var open = false
    /// The menu.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            RadialLayout(radius: open ? 58 : 0) {
                ForEach(0..<6) { i in
                    Circle()
                        .fill(Color(hue: Double(i) / 6, saturation: 0.65, brightness: 0.95))
                        .frame(width: 26, height: 26)
                }
            }
            Circle().fill(Color.blue).frame(width: 40, height: 40)
                .overlay(Text("+").font(.system(size: 24, weight: .bold)).foregroundStyle(.white))
        }
        .onAppear { withAnimation(.spring(duration: 0.7, bounce: 0.35)) { open = true } }
    }
}

/// Subviews centred on a circle of `radius` about the bounds' centre, the first at the top,
/// going clockwise: SwiftUI's `Layout` protocol, its radius animatable (`CustomLayoutTests`).
public struct RadialLayout: Layout {
    /// The circle's radius, points.
    public var radius: Double

    /// A layout on a circle of `radius`.
    public init(radius: Double) { self.radius = radius }

    /// The radius.
    public var animatableData: Double {
        get { radius }
        set { radius = newValue }
    }

    /// All it is offered (10 x 10 where a dimension is not).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Each subview at its ideal size, centred on its point of the circle.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, subview) in subviews.enumerated() {
            let angle = 2 * Double.pi * Double(i) / Double(subviews.count) - Double.pi / 2
            subview.place(
                at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

#Preview("RadialMenu", traits: .fixedLayout(width: 200, height: 180)) {
    RadialMenu()
}
