import HaloUI

/// A conversation in Hebrew, laid out right to left: the rows' leading edge is the right one, so
/// the other person's bubbles sit on the right and one's own on the left, and a new message slides
/// in from the bottom.
public struct RightToLeftChat: View {
    @State private var replied = false
    /// The conversation.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Bubble(text: "שלום! מה שלומך?", mine: false)
            Bubble(text: "טוב מאוד, תודה", mine: true)
            if replied {
                Bubble(text: "נתראה מחר 👋", mine: false)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(12)
        .environment(\.layoutDirection, .rightToLeft)
        .onAppear { withAnimation(.easeOut(duration: 0.5).delay(0.4)) { replied = true } }
    }
}

/// One message: grey on the leading side (theirs), blue on the trailing side (mine).
private struct Bubble: View {
    let text: String
    let mine: Bool

    var body: some View {
        Text(text)
            .font(.system(size: 15))
            .foregroundStyle(mine ? Color.white : Color.black)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 14).fill(mine ? Color.blue : Color(white: 0.9)))
            .frame(maxWidth: .infinity, alignment: mine ? .trailing : .leading)
    }
}

#Preview("RightToLeftChat", traits: .fixedLayout(width: 260, height: 160)) {
    RightToLeftChat()
}
