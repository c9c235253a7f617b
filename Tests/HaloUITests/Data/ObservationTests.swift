import HaloUI
import Testing

/// Models views follow: an `@Observable` class in `@State` or the environment, and an
/// `ObservableObject` with `@Published` properties in `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject`, each changed by an event in virtual time; the square's position is
/// read from the scene and compared with the offsets the change should give, worked out by hand.

@Observable final class Lamp {
    var on = false
}

final class Counter: ObservableObject {
    @Published var count = 0
}

/// A 10 x 10 square moved 100 points right when `on` (a 200 x 100 canvas centres it at 95).
private struct Square: View {
    let on: Bool
    var body: some View { Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0) }
}

private struct LampInState: View {
    @State private var lamp = Lamp()
    var body: some View {
        Square(on: lamp.on)
            .onAppear { Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in lamp.on = true } }
    }
}

private struct LampAnimated: View {
    @State private var lamp = Lamp()
    var body: some View {
        Square(on: lamp.on)
            .onAppear { withAnimation(.linear(duration: 2)) { lamp.on = true } }
    }
}

private struct LampReader: View {
    @Environment(Lamp.self) private var lamp
    var body: some View { Square(on: lamp.on) }
}

private struct LampOwner: View {
    @State private var lamp = Lamp()
    var body: some View {
        LampReader()
            .environment(lamp)
            .onAppear { Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in lamp.on = true } }
    }
}

private struct LampSwitch: View {
    @Bindable var lamp: Lamp
    var body: some View { Switch(on: $lamp.on) }
}

private struct Switch: View {
    @Binding var on: Bool
    var body: some View { Square(on: on).onTapGesture { on.toggle() }.taps(at: [1]) }
}

private struct LampBinder: View {
    @State private var lamp = Lamp()
    var body: some View { LampSwitch(lamp: lamp) }
}

private struct CounterOwner: View {
    @StateObject private var counter = Counter()
    var body: some View {
        CounterView(counter: counter)
            .onAppear { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in counter.count += 1 } }
    }
}

private struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View { Color.red.frame(width: 10, height: 10).offset(x: Double(counter.count) * 10) }
}

private struct CounterReader: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Switch(on: $counter.count.asBool) }
}

extension Int {
    fileprivate var asBool: Bool {
        get { self > 0 }
        set { self = newValue ? 1 : 0 }
    }
}

private struct CounterProvider: View {
    @StateObject private var counter = Counter()
    var body: some View { CounterReader().environmentObject(counter) }
}

struct ObservationTests {
    /// The square's offset at time t.
    static func x<V: View>(_ view: V, _ t: Double) throws -> Double {
        let scene = try ViewScene.scene(of: view, width: 200, height: 100, at: t)
        let draws = scene.layers.flatMap(\.allDraws)
        try #require(draws.count == 1)
        return draws[0].shape.frame.minX - 95
    }

    @Test func anObservableInStateEvaluatesTheViewAgainWhenItChanges() throws {
        #expect(try Self.x(LampInState(), 0.5) == 0)
        #expect(try Self.x(LampInState(), 1.5) == 100)
        // Changed in a transaction, it animates: halfway at 1 s of a linear 2 s.
        #expect(try Self.x(LampAnimated(), 0) == 0)
        #expect(try Self.x(LampAnimated(), 1) == 50)
        #expect(try Self.x(LampAnimated(), 3) == 100)
    }

    @Test func anObservableInTheEnvironmentAndABindableFollowChanges() throws {
        #expect(try Self.x(LampOwner(), 0.5) == 0)
        #expect(try Self.x(LampOwner(), 1.5) == 100)
        // `$lamp.on` through `@Bindable`, toggled by a tap at 1 s.
        #expect(try Self.x(LampBinder(), 0.5) == 0)
        #expect(try Self.x(LampBinder(), 1.5) == 100)
    }

    @Test func publishedChangesEvaluateStateAndObservedObjects() throws {
        // A timer adds one a second: 10 points each.
        #expect(try Self.x(CounterOwner(), 0.5) == 0)
        #expect(try Self.x(CounterOwner(), 1.5) == 10)
        #expect(try Self.x(CounterOwner(), 3.5) == 30)
        // Frames out of order: each runtime makes its own object, so an earlier frame after a
        // later one does not see the later count.
        let owner = CounterOwner()
        let timeline = ViewTimeline(owner, width: 200, height: 100)
        _ = try timeline.scene(at: 5.5)
        let early = try timeline.scene(at: 1.5).layers.flatMap(\.allDraws)
        #expect(early.first?.shape.frame.minX == 105)
        // An environment object, written through its binding by a tap at 1 s.
        #expect(try Self.x(CounterProvider(), 0.5) == 0)
        #expect(try Self.x(CounterProvider(), 1.5) == 100)
    }

    @Test func anObjectNoViewPlacedIsAnErrorNamingItNotATrap() throws {
        // SwiftUI stops the app here; a render reports the frame's error and runs no body.
        let cases: [(any View, String)] = [(CounterReader(), "Counter"), (LampReader(), "Lamp")]
        for (view, name) in cases {
            #expect {
                _ = try ViewScene.scene(of: AnyView(view), width: 200, height: 100, at: 0)
            } throws: { error in
                "\(error)".contains("no \(name) in the environment: a view above must place one")
            }
        }
        // The control: placed, the same reader draws.
        #expect(try Self.x(CounterProvider(), 0.5) == 0)
        #expect(try Self.x(LampReader().environment(Lamp()), 0.5) == 0)
    }
}
