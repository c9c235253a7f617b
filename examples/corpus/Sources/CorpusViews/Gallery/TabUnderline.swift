import HaloUI

/// A segmented tab bar whose selection capsule glides from tab to tab:
/// `matchedGeometryEffect(id:in:)` with a `@Namespace`, the capsule inserted under the selected
/// tab and removed from the last one in the same transaction.
public struct TabUnderline: View {
    @Namespace private var tabs
    @State private var selected = "Home"
    private let titles = ["Home", "Search", "Profile"]

    /// The tab bar.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 0) {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selected == title ? .white : .primary)
                    .frame(width: 72, height: 34)
                    .background {
                        if selected == title {
                            Capsule()
                                .fill(Color.indigo)
                                .matchedGeometryEffect(id: "selection", in: tabs)
                        }
                    }
            }
        }
        .padding(4)
        .background(Capsule().fill(Color(white: 0.92)))
        .task {
            for title in ["Search", "Profile", "Home"] {
                try? await Task.sleep(for: .seconds(0.8))
                withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) { selected = title }
            }
        }
    }
}

#Preview("TabUnderline", traits: .fixedLayout(width: 260, height: 80)) {
    TabUnderline()
}
