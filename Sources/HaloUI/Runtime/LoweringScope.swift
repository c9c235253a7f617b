import Foundation
import HaloCore

/// What is in force where a view is lowered (its place in the tree, font, foreground, stack,
/// button style and taps), kept to lower more of it later, at layout.
struct LoweringScope {
    private let place: IdentityPath.Place?
    private let text = Ambient.text
    private let foreground = Ambient.foreground
    private let button = Ambient.button
    private let taps = Ambient.taps
    private let environment = Ambient.environment

    /// The scope in force now.
    init() { place = Ambient.runtime?.identity.place }

    /// Runs `body` in the scope.
    func restored<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let lower = {
                Ambient.$text.withValue(text) {
                    Ambient.$foreground.withValue(foreground) {
                        Ambient.$button.withValue(button) {
                            Ambient.$taps.withValue(taps) {
                                Ambient.$environment.withValue(environment) {
                                    Ambient.$stackAxis.withValue(nil, operation: body)
                                }
                            }
                        }
                    }
                }
            }
            guard let place, let runtime = Ambient.runtime else { return lower() }
            return runtime.identity.at(place, lower)
        }
    }
}
