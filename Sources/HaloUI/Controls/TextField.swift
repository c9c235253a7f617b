import HaloCore

/// A field of editable text, as SwiftUI's `TextField`: a still draws its text, or its prompt
/// (placeholder) where the text is empty, in iOS's placeholder grey ((60, 60, 67) at 30%), in
/// the font in force (Body, 17 points, by default), across the width offered. Nothing is
/// typed in a render: the text is the binding's (docs/semantics.md, "Controls").
/// `.textFieldStyle(.roundedBorder)` draws UIKit's rounded-rect field: white, a 0.5-point
/// border of (0, 0, 0) at 20% with 5-point corners, the text 7 points in and 6 above and below.
public struct TextField<Label: View>: View {
    let text: String
    let prompt: Text
    let isSecure: Bool
    @Environment(\.textFieldStyleKind) private var style

    init(text: String, prompt: Text, isSecure: Bool = false) {
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
    }

    /// The text or its prompt, in the style's frame.
    public var body: some View {
        let shown = isSecure ? String(repeating: "\u{2022}", count: text.count) : text
        let line = Group {
            if text.isEmpty {
                prompt.foregroundStyle(TextFieldLayout.placeholder)
            } else {
                Text(verbatim: shown)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
        return Group {
            if style == .roundedBorder {
                line.padding(.horizontal, 7).padding(.vertical, 6)
                    .background(Color.white)
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.black.opacity(0.2), lineWidth: 0.5))
            } else {
                line
            }
        }
    }
}

/// What text fields share.
enum TextFieldLayout {
    /// The placeholder's colour: (60, 60, 67) at 30%, iOS's placeholder text colour.
    static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
}

extension TextField where Label == Text {
    /// A field bound to `text` whose prompt is `title`.
    public init(_ title: TextContent, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: Text(title))
    }

    /// A field whose prompt is a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: Text(title))
    }

    /// A field with a prompt of its own (shown where the text is empty).
    public init(_ title: TextContent, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(title))
    }

    /// A field that grows along `axis` (accepted: drawn on one line).
    public init(_ title: TextContent, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: Text(title))
    }

    /// A field that grows along `axis`, with a prompt (accepted: drawn on one line).
    public init(_ title: TextContent, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(title))
    }

    /// A field with editing callbacks, SwiftUI's older `TextField(_:text:onEditingChanged:onCommit:)`
    /// (accepted: nothing is edited in a render).
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text.wrappedValue, prompt: Text(title))
    }

    /// A field with a commit callback (accepted).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, prompt: Text(title))
    }

    /// A field of a value written by `format`, as SwiftUI's `TextField(_:value:format:prompt:)`
    /// (the prompt, or the title, shows only while the text is empty).
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt ?? Text(title))
    }

    /// A field of an optional value written by `format` (nil: the prompt, or the title).
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt ?? Text(title))
    }
}

extension TextField {
    /// A field labelled by `label` (the label is not drawn on iOS; the prompt is).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(""))
    }
}

/// A field whose text is hidden, as SwiftUI's `SecureField`: its text drawn as a bullet per
/// character, or its prompt where it is empty.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// The bullets or the prompt.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field bound to `text` whose prompt is `title`.
    public init(_ title: TextContent, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: Text(title), isSecure: true)
    }

    /// A secure field whose prompt is a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: Text(title), isSecure: true)
    }

    /// A secure field with a prompt of its own.
    public init(_ title: TextContent, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(title), isSecure: true)
    }

    /// A secure field with a commit callback (accepted).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(text: text.wrappedValue, prompt: Text(title), isSecure: true)
    }
}

/// A multi-line text editor, as SwiftUI's `TextEditor`: its text from the top leading corner,
/// 5 points in and 8 down (UITextView's insets), over the space it is offered, on white.
public struct TextEditor: View {
    let text: String

    /// An editor bound to `text`.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    /// The text.
    public var body: some View {
        Text(verbatim: text)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.white)
    }
}

/// The looks a text field is drawn in.
public enum TextFieldStyleKind: Hashable, Sendable {
    /// The text alone (iOS's automatic and plain styles).
    case plain
    /// UIKit's rounded-rect field.
    case roundedBorder
}

/// How a text field is drawn, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {
    /// The look Halo draws.
    var kind: TextFieldStyleKind { get }
}

/// The platform's text field style: the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var kind: TextFieldStyleKind { .plain }
}

/// The plain text field style, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var kind: TextFieldStyleKind { .plain }
}

/// The rounded border text field style, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// A rounded-rect field.
    public var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style: the text alone.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// UIKit's rounded-rect field.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension EnvironmentValues {
    /// The look of the text fields inside (plain by default).
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKindKey.self] }
        set { self[TextFieldStyleKindKey.self] = newValue }
    }

    private struct TextFieldStyleKindKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }
}

extension View {
    /// The text fields inside drawn in `style`, as SwiftUI's `textFieldStyle(_:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> EnvironmentView<Self> {
        let kind = style.kind
        return EnvironmentView(content: self) { $0.textFieldStyleKind = kind }
    }
}
