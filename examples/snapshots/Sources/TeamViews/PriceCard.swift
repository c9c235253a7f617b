import HaloUI

/// A plan's price card: a title, a price, what it includes and a button, on a soft gradient.
public struct PriceCard: View {
    var plan = "Pro"
    var price = "$9.99"
    var features = ["Unlimited projects", "Priority support", "Offline mode"]

    /// Makes the view.
    public init() {}

    /// The view's content.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(plan).font(.title2.bold())
                Spacer()
                Text("Popular")
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.orange.opacity(0.2)))
                    .foregroundStyle(.orange)
            }
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(price).font(.system(size: 34, weight: .bold))
                Text("/ month").font(.subheadline).foregroundStyle(.secondary)
            }
            ForEach(features, id: \.self) { feature in
                Label(feature, systemImage: "checkmark.circle.fill")
                    .font(.subheadline)
            }
            Button("Subscribe") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .padding(20)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.white, Color.blue.opacity(0.12)], startPoint: .top, endPoint: .bottom))
                .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
        )
        .padding(16)
    }
}

#Preview("Price card", traits: .sizeThatFitsLayout) {
    PriceCard()
}
