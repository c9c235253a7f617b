import HaloUI

/// Cards that push each other out of a carousel as a timer advances: `.id(index)` with
/// `.transition(.push(from: .trailing))`, a new identity for each page.
public struct PhotoCarousel: View {
    @State private var page = 0
    private let colors: [Color] = [.pink, .orange, .teal, .purple]

    /// The carousel.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 18)
                .fill(colors[page % colors.count].gradient)
                .overlay {
                    Text("Photo \(page + 1)")
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                }
                .frame(width: 160, height: 110)
                .id(page)
                .transition(.push(from: .trailing))
        }
        .frame(width: 200, height: 130)
        .clipped()
        .onReceive(Timer.publish(every: 0.9, on: .main, in: .common).autoconnect()) { _ in
            withAnimation(.easeInOut(duration: 0.5)) { page += 1 }
        }
    }
}

#Preview("PhotoCarousel", traits: .fixedLayout(width: 240, height: 150)) {
    PhotoCarousel()
}
