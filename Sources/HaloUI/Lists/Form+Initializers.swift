import Foundation

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style's configuration describes, as SwiftUI's `Form(_:)`: its content drawn as
    /// any form's, an inset grouped list on iPhone.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}
