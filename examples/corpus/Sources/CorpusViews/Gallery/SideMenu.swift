import HaloUI

/// A side menu that slides in over a dimmed screen and slides out again: `.transition(.slide)`
/// for the panel and the default fade for the dimming, both inside one `if`.
public struct SideMenu: View {
    @State private var open = false

    /// The menu.
    public init() {}
    /// What it draws.
    public var body: some View {
        ZStack(alignment: .leading) {
            Color(white: 0.97)
            Text("Inbox").font(.largeTitle.bold()).frame(maxWidth: .infinity)
            if open {
                Color.black.opacity(0.3)
                VStack(alignment: .leading, spacing: 14) {
                    Label("Inbox", systemImage: "tray")
                    Label("Starred", systemImage: "star")
                    Label("Sent", systemImage: "paperplane")
                    Spacer()
                }
                .padding(20)
                .frame(width: 150)
                .frame(maxHeight: .infinity)
                .background(Color.white)
                .transition(.slide)
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                withAnimation(.easeOut(duration: 0.4)) { open = true }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.6) {
                withAnimation(.easeIn(duration: 0.4)) { open = false }
            }
        }
    }
}

#Preview("SideMenu", traits: .fixedLayout(width: 300, height: 200)) {
    SideMenu()
}
