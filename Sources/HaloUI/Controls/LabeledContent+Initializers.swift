import Foundation

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style's configuration describes, as SwiftUI's `LabeledContent(_:)`:
    /// drawn as any labeled content, the label leading and the content trailing.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
