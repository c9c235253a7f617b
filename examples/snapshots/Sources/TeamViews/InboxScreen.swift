import HaloUI

/// One message in the inbox.
public struct Message: Identifiable {
    /// The message's number.
    public let id: Int
    /// Who sent it.
    public let sender: String
    /// Its subject line.
    public let subject: String
    /// Whether it is still unread.
    public let unread: Bool
}

/// A whole screen: a navigation stack with a large title over a list of messages.
public struct InboxScreen: View {
    let messages = [
        Message(id: 1, sender: "Ada", subject: "Release notes for 2.4", unread: true),
        Message(id: 2, sender: "Grace", subject: "Lunch on Friday?", unread: false),
        Message(id: 3, sender: "Linus", subject: "Re: the build is green again", unread: true),
        Message(id: 4, sender: "Margaret", subject: "Flight plan, final", unread: false),
    ]

    /// Makes the view.
    public init() {}

    /// The view's content.
    public var body: some View {
        NavigationStack {
            List(messages) { message in
                HStack(spacing: 12) {
                    Circle()
                        .fill(message.unread ? Color.blue : Color.clear)
                        .frame(width: 8, height: 8)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

#Preview {
    InboxScreen()
}
