/// A row of an editable `ForEach`, as SwiftUI's `EditableCollectionContent`: the row's content,
/// drawn as it is (the edit actions show only in edit mode or on a swipe).
public struct EditableCollectionContent<Content: View, Data>: View {
    let content: Content

    /// The row's content.
    public var body: some View { content }
}
