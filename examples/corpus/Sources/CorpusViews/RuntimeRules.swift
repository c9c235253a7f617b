import HaloUI

// Views that exercise the runtime's rules one at a time (RuntimeTests checks each against
// values worked out by hand). Each draws one 10 x 10 square moved by its state; written as
// SwiftUI code is, with `import HaloUI` alone.

/// A 10 x 10 square moved right by `x` points.
public struct Square: View {
    let x: Double
    /// A square moved by `x`.
    public init(x: Double) { self.x = x }
    /// What it draws.
    public var body: some View { Rectangle().frame(width: 10, height: 10).offset(x: x) }
}

/// `@State` + `withAnimation` in `onAppear`, the state read through a ternary.
public struct Slide: View {
    @State private var on = false
    let animation: Animation
    /// A slide of 100 points with `animation`.
    public init(animation: Animation) { self.animation = animation }
    /// What it draws.
    public var body: some View {
        Square(x: on ? 100 : 0)
            .onAppear { withAnimation(animation) { on = true } }
    }
}

/// `Slide` with a linear animation of 2 s, written with `@Animated`.
public struct SlideAnimated: View {
    @Animated(to: 100, .linear(duration: 2)) private var x = 0.0
    /// The slide.
    public init() {}
    /// What it draws.
    public var body: some View { Square(x: x) }
}

/// A state change without a transaction: at once.
public struct Jump: View {
    @State private var on = false
    /// The jump.
    public init() {}
    /// What it draws.
    public var body: some View { Square(x: on ? 100 : 0).onAppear { on = true } }
}

/// A timer that counts every 0.5 s, started in `onAppear`, stopped after 3 ticks.
public struct Ticker: View {
    @State private var count = 0
    /// The ticker.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: Double(count) * 10)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    count += 1
                    if count == 3 { timer.invalidate() }
                }
            }
    }
}

/// A timer publisher received by the view: a tick every 0.25 s from when it appears.
public struct Receiver: View {
    @State private var count = 0
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    /// The receiver.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: Double(count))
            .onReceive(timer) { date in
                count += 1
                // The tick's date is on the virtual clock: t = 0 is the reference date.
                if date.timeIntervalSinceReferenceDate != Double(count) * 0.25 { count = -1000 }
            }
    }
}

/// `asyncAfter` one second, then an ease-in-out of one second.
public struct Later: View {
    @State private var on = false
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: on ? 100 : 0)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    withAnimation(.easeInOut(duration: 1)) { on = true }
                }
            }
    }
}

/// `.animation(_:value:)` on a change made without a transaction.
public struct Implicit: View {
    @State private var on = false
    let watched: Bool
    /// The view; `watched` false watches a constant instead of the state.
    public init(watched: Bool = true) { self.watched = watched }
    /// What it draws.
    public var body: some View {
        Square(x: on ? 100 : 0)
            .animation(.linear(duration: 1), value: watched ? on : false)
            .onAppear { on = true }
    }
}

/// Scripted taps toggle the state; each toggle animates linearly over a second.
public struct Tapped: View {
    @State private var on = false
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: on ? 100 : 0)
            .animation(.linear(duration: 1), value: on)
            .onTapGesture { on.toggle() }
    }
}

/// A button that counts its taps.
public struct CountingButton: View {
    @State private var count = 0
    /// The button.
    public init() {}
    /// What it draws.
    public var body: some View {
        Button(action: { count += 1 }) { Square(x: Double(count) * 10) }
    }
}

/// A linear 0 -> 100 over 2 s from t = 0, interrupted at t = 1 by 100 -> 0 over 2 s.
public struct Interrupted: View {
    @State private var on = false
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: on ? 100 : 0)
            .onAppear {
                withAnimation(.linear(duration: 2)) { on = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    withAnimation(.linear(duration: 2)) { on = false }
                }
            }
    }
}

/// A spring (duration 1, no bounce) to 100, turned back to 0 at t = 0.25 by the same spring.
public struct SpringBack: View {
    @State private var on = false
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: on ? 100 : 0)
            .onAppear {
                withAnimation(.spring(duration: 1, bounce: 0)) { on = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                    withAnimation(.spring(duration: 1, bounce: 0)) { on = false }
                }
            }
    }
}

/// A counter that adds `step` every second.
public struct StepCounter: View {
    let step: Int
    @State private var count = 0
    /// A counter by `step`.
    public init(step: Int) { self.step = step }
    /// What it draws.
    public var body: some View {
        Rectangle().frame(width: 10, height: 10).offset(x: Double(count))
            .onAppear { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += step } }
    }
}

/// `onChange` sees the old and new values: moved to old x 100 + new.
public struct Watcher: View {
    @State private var count = 0
    @State private var seen = 0.0
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: seen)
            .onChange(of: count) { old, new in seen = Double(old * 100 + new) }
            .onAppear { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 } }
    }
}

/// A view shown from 1 s to 2 s: +10 when it appears, +1 when it disappears.
public struct Show: View {
    @State private var shown = false
    @State private var appeared = 0.0
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Square(x: appeared)
            if shown {
                EmptyView()
                    .onAppear { appeared += 10 }
                    .onDisappear { appeared += 1 }
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { shown = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { shown = false }
        }
    }
}

/// A square that moves one point every 0.1 s, for as long as the render runs.
public struct LongTicker: View {
    @State private var count = 0
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: Double(count % 100))
            .onAppear { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in count += 1 } }
    }
}

/// `.task` with `Task.sleep`: counts three steps half a second apart, on the virtual clock.
public struct Sleeper: View {
    @State private var count = 0
    /// The sleeper.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: Double(count) * 10)
            .task {
                for step in 1...3 {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    count = step
                }
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.linear(duration: 1)) { count = 13 }
            }
    }
}

/// A `.task` counting every 0.3 s in a view that leaves the tree at 1 s: its task is cancelled.
public struct SleeperGone: View {
    @State private var count = 0
    @State private var shown = true
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            Square(x: Double(count) * 10)
            if shown {
                EmptyView()
                    .task {
                        while !Task.isCancelled {
                            try? await Task.sleep(nanoseconds: 300_000_000)
                            if !Task.isCancelled { count += 1 }
                        }
                    }
            }
        }
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { shown = false } }
    }
}

/// `.task(id:)`: a second's sleep then a step of 10 x (id + 1); the id changes at 0.5 s, which
/// cancels the first action and starts another.
public struct Restarter: View {
    @State private var id = 0
    @State private var count = 0
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Square(x: Double(count))
            .task(id: id) {
                do {
                    try await Task.sleep(nanoseconds: 1_000_000_000)
                    count += 10 * (id + 1)
                } catch {}
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { id = 1 } }
    }
}
