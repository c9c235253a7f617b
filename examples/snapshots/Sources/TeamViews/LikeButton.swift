import HaloUI

/// A heart that fills red and pops when tapped, with its count beside it.
public struct LikeButton: View {
    @State private var liked = false
    @State private var count = 41

    /// Makes the view.
    public init() {}

    /// The view's content.
    public var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                liked.toggle()
                count += liked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: liked ? "heart.fill" : "heart")
                    .foregroundStyle(liked ? .red : .gray)
                    .scaleEffect(liked ? 1.25 : 1)
                Text("\(count)")
                    .monospacedDigit()
                    .foregroundStyle(.primary)
            }
            .font(.title3)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().stroke(Color.gray.opacity(0.4)))
        }
        .buttonStyle(.plain)
        .padding(8)
    }
}
