import Foundation
import HaloCore

/// Effects that change how a view looks but not its layout, made from its geometry in
/// `visualEffect`, as SwiftUI's `VisualEffect`: offsets, scales, rotations, opacity, blur and
/// colour filters and shader effects, applied in the order written.
public protocol VisualEffect {
    /// The effects in order, each wrapping the view.
    var effects: [VisualEffectStep] { get }
}

/// One effect of a `VisualEffect`: a modifier applied to the view so far.
public struct VisualEffectStep {
    let apply: (AnyView) -> AnyView
}

/// No effect: what `visualEffect`'s closure starts from, as SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect (`EmptyVisualEffect()`, the identity of a chain of effects).
    public init() {}

    /// None.
    public var effects: [VisualEffectStep] { [] }
}

/// Effects applied one after another.
public struct VisualEffectSequence: VisualEffect {
    /// The effects in order.
    public let effects: [VisualEffectStep]
}

extension VisualEffect {
    private func then(_ apply: @escaping (AnyView) -> AnyView) -> VisualEffectSequence {
        VisualEffectSequence(effects: effects + [VisualEffectStep(apply: apply)])
    }

    /// Moved by (x, y) points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectSequence {
        then { AnyView($0.offset(x: x, y: y)) }
    }
    /// Moved by `offset`.
    public func offset(_ offset: CGSize) -> VisualEffectSequence { self.offset(x: offset.width, y: offset.height) }
    /// Scaled about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectSequence {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// Scaled by `scale` across and down, about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffectSequence {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// Scaled by x across and y down, about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> VisualEffectSequence {
        then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    /// Rotated about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectSequence {
        then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    /// Rotated in 3D about `axis`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> VisualEffectSequence {
        then {
            AnyView($0.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
        }
    }
    /// Drawn through `transform`.
    public func transformEffect(_ transform: CGAffineTransform) -> VisualEffectSequence {
        then { AnyView($0.transformEffect(transform)) }
    }
    /// Faded.
    public func opacity(_ opacity: Double) -> VisualEffectSequence { then { AnyView($0.opacity(opacity)) } }
    /// Blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectSequence {
        then { AnyView($0.blur(radius: radius, opaque: opaque)) }
    }
    /// Its hue turned.
    public func hueRotation(_ angle: Angle) -> VisualEffectSequence { then { AnyView($0.hueRotation(angle)) } }
    /// Its saturation scaled.
    public func saturation(_ amount: Double) -> VisualEffectSequence { then { AnyView($0.saturation(amount)) } }
    /// Brightened.
    public func brightness(_ amount: Double) -> VisualEffectSequence { then { AnyView($0.brightness(amount)) } }
    /// Its contrast scaled.
    public func contrast(_ amount: Double) -> VisualEffectSequence { then { AnyView($0.contrast(amount)) } }
    /// Made grey by `amount`.
    public func grayscale(_ amount: Double) -> VisualEffectSequence { then { AnyView($0.grayscale(amount)) } }
    /// Recoloured by `shader`, as `View.colorEffect(_:isEnabled:)`.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> VisualEffectSequence {
        then { AnyView($0.colorEffect(shader, isEnabled: isEnabled)) }
    }
    /// Its pixels moved by `shader`, as `View.distortionEffect(_:maxSampleOffset:isEnabled:)`.
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> VisualEffectSequence {
        then { AnyView($0.distortionEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)) }
    }
    /// Drawn into a layer that `shader` reads, as `View.layerEffect(_:maxSampleOffset:isEnabled:)`.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> VisualEffectSequence {
        then { AnyView($0.layerEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)) }
    }
}

/// A view drawn with effects made from its geometry, as SwiftUI's `visualEffect(_:)`: the
/// closure sees the view's frame (a `GeometryProxy`) at layout, and its effects change how the
/// view is drawn, not its layout.
public struct VisualEffectView<Content: View, Effect: VisualEffect>: View, PrimitiveView {
    let content: Content
    let effect: (EmptyVisualEffect, GeometryProxy) -> Effect

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let scope = LoweringScope()
        let effect = self.effect
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    scope.restored {
                        let drawn = AnyView(NodeView(node: child))
                        let view = effect(EmptyVisualEffect(), GeometryProxy(frame: rect)).effects.reduce(drawn) {
                            $1.apply($0)
                        }
                        return LayoutNode.of(view, time).draw(rect)
                    }
                })
        ]
    }
}

/// A node already lowered, as a view (what a visual effect modifies).
struct NodeView: View, PrimitiveView {
    let node: LayoutNode

    func nodes(_ time: Double) -> [LayoutNode] { [node] }
}

extension View {
    /// The view drawn with effects made from its frame, as SwiftUI's `visualEffect(_:)`.
    public func visualEffect<E: VisualEffect>(
        _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E
    ) -> VisualEffectView<Self, E> {
        VisualEffectView(content: self, effect: effect)
    }
}
