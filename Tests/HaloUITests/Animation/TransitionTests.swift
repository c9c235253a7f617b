import HaloUI
import Testing

import enum HaloCore.LayerItem
import struct HaloCore.Layer
import struct HaloCore.Rect
import struct HaloCore.RGBA

/// Insertion and removal against values worked by hand from SwiftUI's documented rules
/// (docs/semantics.md, "Transitions"): a linear animation's progress is the fraction of its
/// duration, so a transition's modifiers sit that far between their phases' values.
struct TransitionTests {
    /// A draw as it reaches the canvas: its colour, the opacity and blur of the layers above it,
    /// its frame and the scale and rotation (degrees) of the transforms above it.
    struct Seen {
        var color: RGBA?
        var opacity = 1.0
        var blur = 0.0
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        var scale = 1.0
        var rotate = 0.0
        /// The translations of the transforms above it, summed (points).
        var shiftY = 0.0
    }

    static func seen(_ items: [LayerItem], _ above: Seen = Seen()) -> [Seen] {
        items.flatMap { item -> [Seen] in
            switch item {
            case .draw(let d):
                var s = above
                if case .solid(let c) = d.paint { s.color = c }
                s.opacity *= d.opacity
                s.frame = d.shape.frame
                s.scale *= d.transform.scale
                s.rotate += d.transform.rotate
                s.shiftY += d.transform.translate.y
                return [s]
            case .layer(let l):
                var s = above
                s.opacity *= l.opacity
                s.blur += l.blur
                s.scale *= l.transform.scale
                s.rotate += l.transform.rotate
                s.shiftY += l.transform.translate.y
                return seen(l.items, s)
            default: return []
            }
        }
    }

    static func seen<V: View>(_ view: V, at t: Double) throws -> [Seen] {
        try seen(ViewScene.scene(of: view, width: 200, height: 100, at: t).layers.flatMap(\.items))
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    static let red = Color.red.rgba
    static let blue = Color.blue.rgba

    /// A 40-point red square shown or hidden in a linear second from the start.
    struct Square: View {
        let transition: AnyTransition?
        var showing = true
        @State private var shown: Bool

        init(_ transition: AnyTransition?, showing: Bool = true) {
            self.transition = transition
            self.showing = showing
            _shown = State(initialValue: !showing)
        }

        var body: some View {
            ZStack {
                Color.clear
                if shown {
                    if let transition {
                        Color.red.frame(width: 40, height: 40).transition(transition)
                    } else {
                        Color.red.frame(width: 40, height: 40)
                    }
                }
            }
            .onAppear { withAnimation(.linear(duration: 1)) { shown = showing } }
        }
    }

    static func reds<V: View>(_ view: V, at t: Double) throws -> [Seen] {
        try seen(view, at: t).filter { $0.color == red }
    }

    @Test func opacityFadesInAndOut() throws {
        let fadingIn = try Self.reds(Square(.opacity), at: 0.25)
        #expect(fadingIn.count == 1 && Self.close(fadingIn[0].opacity, 0.25), "\(fadingIn)")
        let fadingOut = try Self.reds(Square(.opacity, showing: false), at: 0.25)
        #expect(fadingOut.count == 1 && Self.close(fadingOut[0].opacity, 0.75), "\(fadingOut)")
        #expect(try Self.reds(Square(.opacity), at: 1.5).map(\.opacity) == [1])
        // Removed once its animation ends.
        #expect(try Self.reds(Square(.opacity, showing: false), at: 1.01).isEmpty)
    }

    @Test func aViewWithoutATransitionFades() throws {
        let fadingIn = try Self.reds(Square(nil), at: 0.6)
        #expect(fadingIn.count == 1 && Self.close(fadingIn[0].opacity, 0.6), "\(fadingIn)")
        let fadingOut = try Self.reds(Square(nil, showing: false), at: 0.6)
        #expect(fadingOut.count == 1 && Self.close(fadingOut[0].opacity, 0.4), "\(fadingOut)")
    }

    @Test func moveSlidesByTheViewsOwnSize() throws {
        // Centred: x 80...120. In from the leading edge: 40 (1 - 0.25) points left of it.
        let moving = try Self.reds(Square(.move(edge: .leading)), at: 0.25)
        #expect(moving.count == 1 && Self.close(moving[0].frame.minX, 80 - 30), "\(moving)")
        let up = try Self.reds(Square(.move(edge: .top), showing: false), at: 0.5)
        #expect(up.count == 1 && Self.close(up[0].frame.minY, 30 - 20) && up[0].opacity == 1, "\(up)")
    }

    @Test func slideComesFromTheLeadingEdgeAndLeavesByTheTrailing() throws {
        let inserting = try Self.reds(Square(.slide), at: 0.5)
        #expect(inserting.count == 1 && Self.close(inserting[0].frame.minX, 60), "\(inserting)")
        let removing = try Self.reds(Square(.slide, showing: false), at: 0.5)
        #expect(removing.count == 1 && Self.close(removing[0].frame.minX, 100), "\(removing)")
    }

    @Test func pushMovesAndFades() throws {
        let inserting = try Self.reds(Square(.push(from: .bottom)), at: 0.25)
        #expect(inserting.count == 1, "\(inserting)")
        #expect(Self.close(inserting[0].frame.minY, 30 + 30) && Self.close(inserting[0].opacity, 0.25))
        let removing = try Self.reds(Square(.push(from: .bottom), showing: false), at: 0.25)
        #expect(Self.close(removing[0].frame.minY, 30 - 10) && Self.close(removing[0].opacity, 0.75), "\(removing)")
    }

    @Test func scaleAsymmetricAndCombined() throws {
        let scaling = try Self.reds(Square(.scale), at: 0.25)
        #expect(scaling.count == 1 && Self.close(scaling[0].scale, 0.25) && scaling[0].opacity == 1, "\(scaling)")
        let half = try Self.reds(Square(.scale(scale: 0.5, anchor: .top)), at: 0.5)
        #expect(half.count == 1 && Self.close(half[0].scale, 0.75), "\(half)")
        let odd = AnyTransition.asymmetric(insertion: .scale, removal: .opacity)
        let oddIn = try Self.reds(Square(odd), at: 0.5)
        #expect(Self.close(oddIn[0].scale, 0.5) && oddIn[0].opacity == 1, "\(oddIn)")
        let oddOut = try Self.reds(Square(odd, showing: false), at: 0.5)
        #expect(Self.close(oddOut[0].scale, 1) && Self.close(oddOut[0].opacity, 0.5), "\(oddOut)")
        let both = try Self.reds(Square(AnyTransition.offset(y: 40).combined(with: .opacity)), at: 0.75)
        #expect(Self.close(both[0].frame.minY, 30 + 10) && Self.close(both[0].opacity, 0.75), "\(both)")
    }

    @Test func blurReplaceBlursScalesAndFades() throws {
        let inserting = try Self.reds(Square(.blurReplace), at: 0.5)
        #expect(inserting.count == 1, "\(inserting)")
        let s = inserting[0]
        #expect(Self.close(s.blur, 5) && Self.close(s.opacity, 0.5) && Self.close(s.scale, 0.9), "\(s)")
        let removingUp = try Self.reds(Square(.blurReplace(.upUp), showing: false), at: 0.5)
        #expect(Self.close(removingUp[0].scale, 1.1), "\(removingUp)")
    }

    struct Spin: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.rotationEffect(.degrees(phase.value * 90)).opacity(phase.isIdentity ? 1 : 0)
        }
    }

    @Test func aTransitionOfYourOwnSeesEachPhase() throws {
        let inserting = try Self.reds(Square(AnyTransition(Spin())), at: 0.25)
        // From -90 degrees: -67.5 at a quarter.
        #expect(inserting.count == 1 && Self.close(inserting[0].rotate, -67.5), "\(inserting)")
        let removing = try Self.reds(Square(AnyTransition(Spin()), showing: false), at: 0.25)
        #expect(Self.close(removing[0].rotate, 22.5) && Self.close(removing[0].opacity, 0.75))
    }

    /// Shown at once (no animation): no transition.
    struct Abrupt: View {
        @State private var shown = true
        var body: some View {
            ZStack {
                Color.clear
                if shown { Color.red.frame(width: 40, height: 40).transition(.opacity) }
            }
            .onAppear { shown = false }
        }
    }

    /// Hidden with no transaction animation, by a transition carrying its own.
    struct OwnAnimation: View {
        @State private var shown = true
        var body: some View {
            ZStack {
                Color.clear
                if shown { Color.red.frame(width: 40, height: 40).transition(.opacity.animation(.linear(duration: 2))) }
            }
            .onAppear { shown = false }
        }
    }

    @Test func withoutAnAnimationAViewGoesAtOnceUnlessItsTransitionHasOne() throws {
        #expect(try Self.reds(Abrupt(), at: 0.1).isEmpty)
        let own = try Self.reds(OwnAnimation(), at: 0.5)
        #expect(own.count == 1 && Self.close(own[0].opacity, 0.75), "\(own)")
        #expect(try Self.reds(OwnAnimation(), at: 2.01).isEmpty)
    }

    /// Three bars; the middle one leaves and a fourth joins, at 0.
    struct Bars: View {
        @State private var ids = [1, 2, 3]
        var body: some View {
            HStack(spacing: 0) {
                ForEach(ids, id: \.self) { id in
                    (id == 2 ? Color.blue : Color.red).frame(width: 20, height: 20)
                }
            }
            .onAppear { withAnimation(.linear(duration: 1)) { ids = [1, 3, 4] } }
        }
    }

    @Test func forEachRemovesAndInsertsByID() throws {
        let mid = try Self.seen(Bars(), at: 0.5)
        let blue = mid.filter { $0.color == Self.blue }
        #expect(blue.count == 1 && Self.close(blue[0].opacity, 0.5), "\(blue)")
        // The removed bar keeps its place until it has gone: 1, 2, 3, 4 side by side.
        #expect(mid.map(\.frame.minX) == [60, 80, 100, 120], "\(mid.map(\.frame.minX))")
        #expect(mid.map(\.opacity) == [1, 0.5, 1, 0.5], "\(mid.map(\.opacity))")
        let after = try Self.seen(Bars(), at: 1.5)
        #expect(after.map(\.frame.minX) == [70, 90, 110] && after.allSatisfy { $0.color == Self.red })
    }

    /// A counter whose text is replaced through `id`, cross-fading.
    struct Swap: View {
        @State private var n = 0
        var body: some View {
            (n == 0 ? Color.red : Color.blue).frame(width: 40, height: 40).id(n)
                .onAppear { withAnimation(.linear(duration: 1)) { n = 1 } }
        }
    }

    @Test func aNewIDReplacesTheView() throws {
        let mid = try Self.seen(Swap(), at: 0.25)
        #expect(mid.map(\.color) == [Self.red, Self.blue], "\(mid)")
        #expect(Self.close(mid[0].opacity, 0.75) && Self.close(mid[1].opacity, 0.25))
    }

    /// The same, its transition written outside the identity.
    struct SwapMoving: View {
        @State private var n = 0
        var body: some View {
            (n == 0 ? Color.red : Color.blue).frame(width: 40, height: 40).id(n).transition(.slide)
                .onAppear { withAnimation(.linear(duration: 1)) { n = 1 } }
        }
    }

    @Test func aTransitionOutsideAnIdentityMovesTheViewsItReplaces() throws {
        // Centred at x 80: the red one leaves to the trailing side, the blue comes from the leading.
        let mid = try Self.seen(SwapMoving(), at: 0.25)
        #expect(mid.map(\.color) == [Self.red, Self.blue], "\(mid)")
        #expect(Self.close(mid[0].frame.minX, 90) && Self.close(mid[1].frame.minX, 50), "\(mid)")
    }

    /// A removed view with state of its own, drawn with it until it has gone.
    struct Badge: View {
        @State private var tint = Color.red
        var body: some View {
            tint.frame(width: 40, height: 40).onAppear { tint = .blue }
        }
    }

    struct Leaving: View {
        @State private var shown = true
        var body: some View {
            ZStack {
                Color.clear
                if shown { Badge() }
            }
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.spring(duration: 0.5)) { shown = false }
            }
        }
    }

    @Test func aRemovedViewKeepsItsStateUntilItsSpringHasSettled() throws {
        let leaving = try Self.seen(Leaving(), at: 1.2).filter { $0.color == Self.blue }
        #expect(leaving.count == 1 && leaving[0].opacity < 1 && leaving[0].opacity > 0.05, "\(leaving)")
        // A critically damped spring of 0.5 s: e^(-4 pi u)(1 + 4 pi u) < 1/512 past u ~ 0.7 s.
        #expect(try Self.seen(Leaving(), at: 1.6).contains { $0.color == Self.blue })
        #expect(try Self.seen(Leaving(), at: 2.0).filter { $0.color == Self.blue }.isEmpty)
    }

    /// An opacity that animates in its own scope; an offset outside it that does not.
    struct Scoped: View {
        @State private var on = false
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .offset(x: on ? 20 : 0)
                .animation(.linear(duration: 1)) { $0.opacity(on ? 0.2 : 1) }
                .onAppear { on = true }
        }
    }

    @Test func aScopedAnimationAnimatesItsBodyOnly() throws {
        let mid = try Self.reds(Scoped(), at: 0.5)
        #expect(mid.count == 1 && Self.close(mid[0].opacity, 0.6), "\(mid)")
        #expect(Self.close(mid[0].frame.minX, 80 + 20), "\(mid)")
    }
}

/// Content transitions of `Text` against positions and opacities worked by hand.
struct ContentTransitionTests {
    /// A counter from 9 to 10 (or 10 to 9) in a linear second, in 20-point text.
    struct Counter: View {
        let transition: ContentTransition?
        var from = 9
        var to = 10
        @State private var n: Int?

        var body: some View {
            let shown = n ?? from
            let text = Text("\(shown)").font(.system(size: 20))
            Group {
                if let transition { text.contentTransition(transition) } else { text }
            }
            .onAppear { withAnimation(.linear(duration: 1)) { n = to } }
        }
    }

    static func glyphs<V: View>(_ view: V, at t: Double) throws -> [TransitionTests.Seen] {
        try TransitionTests.seen(view, at: t)
    }

    @Test func withoutAContentTransitionTextChangesAtOnce() throws {
        let mid = try Self.glyphs(Counter(transition: nil), at: 0.5)
        let end = try Self.glyphs(Counter(transition: nil), at: 2)
        #expect(mid.count == end.count && mid.allSatisfy { $0.opacity == 1 }, "\(mid)")
    }

    @Test func opacityCrossFadesTheOldAndNewText() throws {
        let mid = try Self.glyphs(Counter(transition: .opacity), at: 0.25)
        // "9" at 0.75 and "10" at 0.25 (each run one shape).
        let opacities = mid.map(\.opacity).sorted()
        #expect(opacities.count == 2, "\(mid)")
        #expect(TransitionTests.close(opacities[0], 0.25) && TransitionTests.close(opacities[1], 0.75))
        #expect(try Self.glyphs(Counter(transition: .opacity), at: 1.01).allSatisfy { $0.opacity == 1 })
    }

    @Test func numericTextRollsTheChangedDigits() throws {
        let up = try TransitionTests.seen(
            ViewScene.scene(of: Counter(transition: .numericText()), width: 200, height: 100, at: 0.25).layers
                .flatMap(\.items))
        let end = try TransitionTests.seen(
            ViewScene.scene(of: Counter(transition: .numericText()), width: 200, height: 100, at: 2).layers
                .flatMap(\.items))
        // Counting up, every character of "10" is new (the 9 matches nothing): each comes from
        // below, half the 20-point size x (1 - 0.25) = 7.5 points lower, at 0.25.
        #expect(up.count == 3 && end.count == 2, "\(up)")
        let coming = up.filter { TransitionTests.close($0.opacity, 0.25) }
        let leaving = up.filter { TransitionTests.close($0.opacity, 0.75) }
        #expect(coming.count == 2 && leaving.count == 1, "\(up)")
        for (a, b) in zip(coming.map { $0.frame.minY + $0.shiftY }, end.map { $0.frame.minY + $0.shiftY }) {
            #expect(TransitionTests.close(a - b, 7.5, 1e-6), "\(a) vs \(b)")
        }
        // The 9 leaves upwards: 10 x 0.25 = 2.5 points above its place.
        let down = try TransitionTests.seen(
            ViewScene.scene(of: Counter(transition: .numericText(countsDown: true)), width: 200, height: 100, at: 0.25)
                .layers.flatMap(\.items))
        let comingDown = down.filter { TransitionTests.close($0.opacity, 0.25) }
        for (a, b) in zip(comingDown.map { $0.frame.minY + $0.shiftY }, end.map { $0.frame.minY + $0.shiftY }) {
            #expect(TransitionTests.close(a - b, -7.5, 1e-6), "\(a) vs \(b)")
        }
        #expect(leaving.count == 1)
    }

    @Test func numericTextKeepsTheDigitsThatStay() throws {
        // 10 -> 19 counting by value: the 1 stays where it is; the 0 leaves and the 9 comes.
        let view = Counter(transition: .numericText(value: 19), from: 10, to: 19)
        let mid = try TransitionTests.seen(
            ViewScene.scene(of: view, width: 200, height: 100, at: 0.5).layers.flatMap(\.items))
        #expect(mid.count == 3, "\(mid)")
        #expect(mid.filter { $0.opacity == 1 }.count == 1, "\(mid)")
        #expect(mid.filter { TransitionTests.close($0.opacity, 0.5) }.count == 2, "\(mid)")
    }
}

/// `withAnimation`'s completion at the time the animation completes.
struct AnimationCompletionTests {
    /// A square that slides 40 points in a linear second, then drops 20 when that completes.
    struct Chained: View {
        var criteria = AnimationCompletionCriteria.logicallyComplete
        var animation = Animation.linear(duration: 1)
        @State private var x = 0.0
        @State private var y = 0.0
        var body: some View {
            Color.red.frame(width: 10, height: 10).offset(x: x, y: y)
                .onAppear {
                    withAnimation(animation, completionCriteria: criteria) {
                        x = 40
                    } completion: {
                        y = 20
                    }
                }
        }
    }

    static func place<V: View>(_ view: V, _ t: Double) throws -> (x: Double, y: Double) {
        let f = try TransitionTests.seen(view, at: t)[0].frame
        return (f.minX - 95, f.minY - 45)
    }

    @Test func theCompletionRunsWhenTheAnimationEnds() throws {
        #expect(try Self.place(Chained(), 0.99).y == 0)
        #expect(try Self.place(Chained(), 1).y == 20)
        // A spring completes logically before it settles: 0.5 s critically damped is within
        // 1/512 of its end well before its 16.7 x 0.5 s settling bound.
        let spring = Chained(animation: .spring(duration: 0.5))
        #expect(try Self.place(spring, 1).y == 20)
        let settled = Chained(criteria: .removed, animation: .spring(duration: 0.5))
        #expect(try Self.place(settled, 1).y == 0)
        #expect(try Self.place(settled, 8.5).y == 20)
    }
}
