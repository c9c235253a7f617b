import HaloUI

/// Five stars that fill one after another as a rating rises, beside a heart that beats on each
/// new star: `Image(systemName:)` with `star` / `star.fill` and `heart.fill`, sized by `.font`,
/// coloured by `foregroundStyle`, a `Timer` raising the rating.
public struct RatingStars: View {
    @State private var rating = 0
    @State private var beat = false

    /// The rating.
    public init() {}
    /// What it draws.
    public var body: some View {
        HStack(spacing: 18) {
            HStack(spacing: 4) {
                ForEach(1...5, id: \.self) { i in
                    Image(systemName: i <= rating ? "star.fill" : "star")
                        .foregroundStyle(i <= rating ? Color.yellow : Color.gray)
                        .scaleEffect(i == rating ? 1.25 : 1)
                }
            }
            .font(.system(size: 26))
            Image(systemName: "heart.fill")
                .font(.system(size: 34))
                .foregroundStyle(.red)
                .scaleEffect(beat ? 1.3 : 1)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                    rating += 1
                    beat.toggle()
                }
                if rating == 5 { timer.invalidate() }
            }
        }
    }
}

#Preview("RatingStars", traits: .fixedLayout(width: 300, height: 90)) {
    RatingStars()
}
