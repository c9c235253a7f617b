import Foundation

/// SwiftUI's `LocalizedStringKey`: the literal a `Text`, a button or a label is made from, its
/// Markdown emphasis and interpolated `Text` fragments kept (HaloUI's `TextContent`). A render
/// has no string tables, so a key reads as itself: the development language's text, as SwiftUI
/// shows a key no table translates (docs/semantics.md, "Text").
public typealias LocalizedStringKey = TextContent

extension TextContent {
    /// The key of `value`, read as a literal is (its Markdown emphasis parsed), as SwiftUI's
    /// `LocalizedStringKey(_:)`.
    public init(_ value: String) { self.init(stringLiteral: value) }
}

extension Text {
    /// Text of the key `key`, as SwiftUI's `Text(_:tableName:bundle:comment:)`: no string table
    /// is read (`tableName`, `bundle` and `comment` are accepted), so it reads as the key.
    public init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key)
    }

    /// Text of the key `key` (no string table read), as SwiftUI's `Text(_:bundle:comment:)`.
    public init(_ key: LocalizedStringKey, bundle: Bundle?, comment: StaticString? = nil) { self.init(key) }
}
