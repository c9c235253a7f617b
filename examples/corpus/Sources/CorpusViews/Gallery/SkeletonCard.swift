import HaloUI

/// A loading card: placeholder lines in secondary styles, pulsing together, laid out with a
/// `Spacer` and edge padding.
public struct SkeletonCard: View {
    @State private var dim = false
    /// The card.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(.tertiary)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 4).fill(.secondary).frame(width: 140, height: 12)
                RoundedRectangle(cornerRadius: 4).fill(.tertiary).frame(width: 100, height: 12)
                RoundedRectangle(cornerRadius: 4).fill(.quaternary).frame(width: 120, height: 12)
            }
            Spacer()
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
        .opacity(dim ? 0.4 : 1)
        .padding(.horizontal, 20)
        .onAppear { withAnimation(.easeInOut(duration: 0.9).repeatForever()) { dim = true } }
    }
}

#Preview("SkeletonCard", traits: .fixedLayout(width: 300, height: 120)) {
    SkeletonCard()
}
