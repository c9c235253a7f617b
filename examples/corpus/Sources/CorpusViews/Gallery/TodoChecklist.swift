import HaloUI

/// A to-do list whose items arrive one by one and leave when done: `ForEach` over identifiable
/// items with `.transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal:
/// .slide))`, the array changed inside `withAnimation`.
public struct TodoChecklist: View {
    struct Item: Identifiable {
        let id: Int
        let title: String
    }

    @State private var items: [Item] = []

    /// The list.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(items) { item in
                HStack {
                    Image(systemName: "circle")
                        .foregroundStyle(.blue)
                    Text(item.title)
                    Spacer()
                }
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.94)))
                .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .slide))
            }
            Spacer()
        }
        .padding()
        .task {
            for (n, title) in ["Buy milk", "Call Sam", "Book flights"].enumerated() {
                try? await Task.sleep(for: .seconds(0.4))
                withAnimation(.bouncy) { items.append(Item(id: n, title: title)) }
            }
            try? await Task.sleep(for: .seconds(0.6))
            withAnimation(.easeIn(duration: 0.4)) { _ = items.removeFirst() }
        }
    }
}

#Preview("TodoChecklist", traits: .fixedLayout(width: 260, height: 190)) {
    TodoChecklist()
}
