import Foundation

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes, as SwiftUI's `Label(_:)`: its title and
    /// icon drawn as any label's, by the label style in force.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
