import Foundation

extension ToolbarItemGroup {
    /// The items `content` builds at `placement`, the group named by `label`, as SwiftUI's
    /// `init(placement:content:label:)`: drawn as the group without a label (the label shows only
    /// where a toolbar collapses the group, which an iPhone's does not).
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}
