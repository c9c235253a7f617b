import Foundation
import HaloCore

/// A view whose scripted taps (`.taps(at:)`) run an action with the tap's location, as
/// SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`.
///
/// A scripted tap has a time but no place, so it lands at the centre of the view, given in the
/// coordinate space asked for (docs/semantics.md, "Located taps and API additions").
public struct LocatedTapView<Content: View>: View, PrimitiveView {
    let content: Content
    let space: CoordinateSpace
    let action: (CGPoint) -> Void

    /// The centre of the view as last laid out, read when a tap lands.
    final class Centre {
        var point = CGPoint.zero
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let centre = Centre()
        let action = self.action
        if let runtime = Ambient.runtime, runtime.isReplaying {
            // Updates lay the tree out, so the centre is known when a tap lands.
            runtime.layoutOnUpdate = true
            let times = Ambient.taps ?? []
            if !times.isEmpty { runtime.meet(TapHandler(times: times) { action(centre.point) }) }
        }
        let child = LayoutNode.of(content, time)
        let scope = LoweringScope()
        let space = self.space
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    scope.restored {
                        let frame = GeometryProxy(frame: rect).frame(in: space)
                        centre.point = CGPoint(x: frame.midX, y: frame.midY)
                    }
                    return child.draw(rect)
                })
        ]
    }
}

extension View {
    /// Runs `action` with the location of each scripted tap (`.taps(at:)`), in a `CoordinateSpace` value, as
    /// SwiftUI's iOS 16 `onTapGesture(count:coordinateSpace:perform:)`: drawn as the iOS 17 form below.
    @_disfavoredOverload
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace, perform action: @escaping (CGPoint) -> Void
    ) -> LocatedTapView<Self> {
        LocatedTapView(content: self, space: coordinateSpace, action: action)
    }

    /// Runs `action` with the location of each scripted tap (`.taps(at:)`), as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)` (iOS 17): a scripted tap lands at the
    /// view's centre, in `coordinateSpace` (the view's own by default).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> LocatedTapView<Self> {
        LocatedTapView(content: self, space: coordinateSpace.coordinateSpace, action: action)
    }
}
