import HaloUI

/// Text typed a character at a time by a `Timer` publisher, with a blinking caret.
public struct Typewriter: View {
    let message = "Rendering on a server..."
    @State private var shown = 0
    @State private var caret = true
    let timer = Timer.publish(every: 0.08, on: .main, in: .common).autoconnect()
    /// The typewriter.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 2) {
            Text(String(message.prefix(shown)))
                .font(.system(.title3, design: .monospaced))
            Rectangle()
                .frame(width: 2, height: 24)
                .opacity(caret ? 1 : 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.leading, 16)
        .onReceive(timer) { _ in
            if shown < message.count { shown += 1 } else { caret.toggle() }
        }
    }
}

#Preview("Typewriter", traits: .fixedLayout(width: 320, height: 80)) {
    Typewriter()
}
