import Foundation

extension SecureField {
    /// A secure field labelled by `label` (not drawn on iOS; the prompt is), as SwiftUI's
    /// `SecureField(text:prompt:label:)`: a bullet per character, or the prompt while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(""), isSecure: true)
    }
}
