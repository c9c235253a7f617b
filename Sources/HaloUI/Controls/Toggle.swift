import Foundation

/// An on/off switch with a label, as SwiftUI's `Toggle` on iOS: the label, then iOS's switch at
/// the trailing edge (a 51 x 31 capsule, green when on or the tint, (120, 120, 128) at 16% when
/// off, with a white 27-point knob); a scripted tap (`taps(at:)`) flips its binding, the knob
/// sliding with a snappy spring. Apple publishes no metrics: these are UIKit's switch as it
/// measures on iOS (docs/semantics.md, Everyday modifiers).
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.tint) private var tint

    /// A switch bound to `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    /// The track's colour when off: (120, 120, 128) at 16%.
    static var offTrack: Color { Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.16) }

    /// The label and the switch.
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack {
                Capsule().fill(isOn ? tint ?? .green : Self.offTrack)
                Circle()
                    .fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: .black.opacity(0.15), radius: 2, x: 0, y: 2)
                    .offset(x: isOn ? 10 : -10)
            }
            .frame(width: 51, height: 31)
        }
        .onTapGesture { withAnimation(.snappy) { isOn.toggle() } }
    }
}

extension Toggle where Label == Text {
    /// A switch titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A toggle's look, as SwiftUI's toggle styles (`.automatic`, `.switch`, `.button`): accepted,
/// drawn as iOS's switch.
public struct ToggleStyleChoice: Hashable, Sendable {
    let name: String
    /// The platform's look: the switch.
    public static let automatic = ToggleStyleChoice(name: "automatic")
    /// The switch.
    public static let `switch` = ToggleStyleChoice(name: "switch")
    /// A button (drawn as the switch).
    public static let button = ToggleStyleChoice(name: "button")
}

extension View {
    /// Accepted for SwiftUI's spelling: toggles are drawn as iOS's switch.
    public func toggleStyle(_ style: ToggleStyleChoice) -> Self { self }
}
