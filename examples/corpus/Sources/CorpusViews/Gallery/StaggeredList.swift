import HaloUI

/// Rows that slide in one after another (`withAnimation` per row from `asyncAfter`), each a
/// title and a secondary subtitle.
public struct StaggeredList: View {
    let items = ["Render", "Verify", "Encode", "Ship"]
    @State private var visible = 0
    /// The list.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                HStack {
                    Circle().fill(Color.accentColor).frame(width: 10, height: 10)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(item).font(.headline)
                        Text("Step \(index + 1)").font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                .opacity(index < visible ? 1 : 0)
                .offset(x: index < visible ? 0 : 40)
            }
        }
        .padding(.horizontal, 24)
        .onAppear {
            for i in items.indices {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3 * Double(i)) {
                    withAnimation(.easeOut(duration: 0.4)) { visible = i + 1 }
                }
            }
        }
    }
}

#Preview("StaggeredList", traits: .fixedLayout(width: 260, height: 200)) {
    StaggeredList()
}
