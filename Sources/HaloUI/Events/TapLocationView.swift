import Foundation
import HaloCore

/// A view whose scripted taps report where they land, as SwiftUI's
/// `onTapGesture(count:coordinateSpace:perform:)`: a scripted tap (`taps(at:)`) lands at the
/// view's centre, given in `coordinateSpace` (docs/semantics.md, "Tap locations").
public struct TapLocationView<Content: View>: View, PrimitiveView {
    let content: Content
    let space: CoordinateSpace
    let action: (CGPoint) -> Void

    /// The view's frame in its coordinate space, found at layout.
    final class Frame {
        var rect = CGRect.zero
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let frame = Frame()
        let (space, action) = (self.space, self.action)
        if let runtime = Ambient.runtime, runtime.isReplaying {
            // Updates lay the tree out, so the frame is known when a tap comes.
            runtime.layoutOnUpdate = true
            let times = Ambient.taps ?? []
            if !times.isEmpty {
                runtime.meet(TapHandler(times: times) { action(CGPoint(x: frame.rect.midX, y: frame.rect.midY)) })
            }
        }
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    frame.rect = GeometryProxy(frame: rect).frame(in: space)
                    return child.draw(rect)
                })
        ]
    }
}

extension View {
    /// Runs `action` with the location of each scripted tap (`taps(at:)`), as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`: a scripted tap lands at the view's centre,
    /// in `coordinateSpace` (the view's own by default).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> TapLocationView<Self> {
        TapLocationView(content: self, space: coordinateSpace, action: action)
    }

    /// Runs `action` with the location of each scripted tap, in a coordinate space given as a
    /// `CoordinateSpaceProtocol` value (`.named("grid")`).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol, perform action: @escaping (CGPoint) -> Void
    ) -> TapLocationView<Self> {
        TapLocationView(content: self, space: coordinateSpace.coordinateSpace, action: action)
    }
}
