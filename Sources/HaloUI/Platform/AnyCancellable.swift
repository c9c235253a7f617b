import Foundation

/// A subscription that ends when cancelled, as Combine's `AnyCancellable` (SwiftUI code reaches
/// it through `import SwiftUI` or `import Combine`): HaloUI's publishers (`Timer.publish`) run on
/// the render's clock, and cancelling stops them.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// A subscription that runs `cancel` once, when cancelled.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Ends the subscription (a second call does nothing).
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps the subscription in `set`, as Combine's `store(in:)`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the subscription in `collection`, as Combine's `store(in:)`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// The same subscription.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }

    /// Hashes the subscription's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher of values over time, as Combine's `AnyPublisher`: what `eraseToAnyPublisher()`
/// makes of HaloUI's publishers (a timer's ticks), delivered on the render's clock.
public struct AnyPublisher<Output, Failure: Error> {
    let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

    /// The same publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { self }
}

extension AnyPublisher where Failure == Never {
    /// Runs `receiveValue` with each value, as Combine's `sink(receiveValue:)`, until the
    /// returned subscription is cancelled.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

extension Timer.TimerPublisher {
    /// The ticks as an `AnyPublisher`, as Combine's `eraseToAnyPublisher()`.
    public func eraseToAnyPublisher() -> AnyPublisher<Date, Never> {
        let interval = self.interval
        return AnyPublisher { receive in
            // A repeating timer on the render's clock, started now, delivering each tick's date.
            let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
                receive(VirtualClock.replaying.map { VirtualClock.date(at: $0.now) } ?? Date())
            }
            return AnyCancellable { timer.invalidate() }
        }
    }

    /// Runs `receiveValue` with each tick's date, as Combine's `sink(receiveValue:)`: from now,
    /// every interval of the render's clock, until the subscription is cancelled.
    public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
        eraseToAnyPublisher().sink(receiveValue: receiveValue)
    }
}
