import HaloUI

// Everyday SwiftUI vocabulary, written as SwiftUI code writes it (VocabularyTests compares
// each with the explicit form it means).

/// Shapes and text coloured by `foregroundColor` around them, in a view that ignores the safe
/// area and keeps its preview.
public struct ForegroundCard: View {
    /// The card.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 4) {
            Circle().frame(width: 20, height: 20)
            Capsule().frame(width: 40, height: 10).foregroundColor(.blue)
        }
        .foregroundColor(.red)
        .padding(.top, 12)
        .ignoresSafeArea()
        .edgesIgnoringSafeArea(.all)
    }
}

/// `ForegroundCard` with every style written on its shape.
public struct ForegroundCardExplicit: View {
    /// The card.
    public init() {}
    /// What it draws.
    public var body: some View {
        VStack(spacing: 4) {
            Circle().fill(Color.red).frame(width: 20, height: 20)
            Capsule().fill(Color.blue).frame(width: 40, height: 10)
        }
        .padding(EdgeInsets(top: 12))
    }
}

/// Xcode's preview of the card: `PreviewRegistry` finds it and `halo previews` draws it.
struct ForegroundCard_Previews: PreviewProvider {
    static var previews: some View { ForegroundCard() }
}

/// A `CGFloat` state animated by `withAnimation`, moved by an `offset(CGSize)`.
public struct CGFloatGrow: View {
    @State private var scale: CGFloat = 1
    /// The view.
    public init() {}
    /// What it draws.
    public var body: some View {
        Rectangle()
            .frame(width: 10, height: 10)
            .offset(CGSize(width: (scale - 1) * 100, height: 0))
            .background(.red)
            .onAppear { withAnimation(.linear(duration: 1)) { scale = 2 } }
    }
}
