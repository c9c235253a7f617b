import Foundation

/// SwiftUI's attributes of an `AttributedString` (`string.foregroundColor = .gray`,
/// `string[range].foregroundColor = .white`), as `Text(_: AttributedString)` draws them
/// (docs/semantics.md, "Grouping, erasure, subviews and text lines").
extension AttributeScopes {
    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes SwiftUI draws, as SwiftUI's `AttributeScopes.SwiftUIAttributes`: here the
    /// foreground colour, with Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The colour of the characters.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The foreground colour of characters, as SwiftUI's `ForegroundColorAttribute`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name (`string.foregroundColor`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}
