import HaloUI

/// A toast that drops in from the top when a save finishes and leaves two seconds later:
/// `if` with `.transition(.move(edge: .top).combined(with: .opacity))`, shown and hidden by
/// `withAnimation` in `asyncAfter` handlers.
public struct ToastBanner: View {
    @State private var showToast = false

    /// The toast.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack(alignment: .top) {
            Color(white: 0.95)
            if showToast {
                Label("Saved to Photos", systemImage: "checkmark.circle.fill")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(Color.green))
                    .padding(.top, 12)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { showToast = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.3) {
                withAnimation(.easeInOut(duration: 0.3)) { showToast = false }
            }
        }
    }
}

#Preview("ToastBanner", traits: .fixedLayout(width: 260, height: 120)) {
    ToastBanner()
}
