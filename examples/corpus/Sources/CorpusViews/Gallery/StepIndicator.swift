import HaloUI

/// A three-step indicator whose highlight moves on every 0.6 s from a `.task` loop with
/// `Task.sleep` and a snappy spring.
public struct StepIndicator: View {
    @State private var step = 0
    /// The indicator.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 14) {
            ForEach(0..<3) { i in
                Capsule()
                    .fill(i == step ? Color.indigo : Color.gray.opacity(0.3))
                    .frame(width: i == step ? 44 : 14, height: 14)
            }
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(0.6))
                withAnimation(.snappy) { step = (step + 1) % 3 }
            }
        }
    }
}

#Preview("StepIndicator", traits: .fixedLayout(width: 240, height: 160)) {
    StepIndicator()
}
