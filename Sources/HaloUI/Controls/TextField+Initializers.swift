import Foundation

extension TextField where Label == Text {
    /// A field titled by the key `titleKey` with an editing callback, as SwiftUI's older
    /// `TextField(_:text:onEditingChanged:)`: drawn as its siblings are; `onEditingChanged` is an
    /// interaction effect only (nothing is edited in a render).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text.wrappedValue, prompt: Text(titleKey))
    }

    /// A field titled `title` as written with an editing callback (an interaction effect only).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text.wrappedValue, prompt: Text(title))
    }

    /// A field titled by the key `titleKey` of a value written by `format`, as SwiftUI's
    /// `TextField(_:value:format:prompt:)` (the prompt, or the title, shows only while the text is empty).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt ?? Text(titleKey))
    }

    /// A field titled by the key `titleKey` of an optional value written by `format` (nil: the
    /// prompt, or the title).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt ?? Text(titleKey))
    }

    /// A field titled by the key `titleKey` of a value written by `formatter`, as SwiftUI's
    /// `TextField(_:value:formatter:)` (a value the formatter cannot write: empty, the title shown).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: Text(titleKey))
    }

    /// A field titled `title` as written of a value written by `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: Text(title))
    }

    /// A field of a value written by `formatter` with a prompt of its own, as SwiftUI's
    /// `TextField(_:value:formatter:prompt:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt ?? Text(titleKey))
    }

    /// A field titled `title` as written of a value written by `formatter`, with a prompt of its own.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt ?? Text(title))
    }

    /// A field of a value written by `formatter`, as SwiftUI's older
    /// `TextField(_:value:formatter:onEditingChanged:onCommit:)`; the callbacks are interaction
    /// effects only.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field of a value written by `formatter`, as SwiftUI's older
    /// `TextField(_:value:formatter:onEditingChanged:)`; the callback is an interaction effect only.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field of a value written by `formatter`, as SwiftUI's older
    /// `TextField(_:value:formatter:onCommit:)`; the callback is an interaction effect only.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field titled `title` as written of a value written by `formatter`; the callbacks are
    /// interaction effects only.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field titled `title` as written of a value written by `formatter`; the callback is an
    /// interaction effect only.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field titled `title` as written of a value written by `formatter`; the callback is an
    /// interaction effect only.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }
}

extension TextField {
    /// A field labelled by `label` (not drawn on iOS; the prompt is) growing along `axis`, as
    /// SwiftUI's `TextField(text:prompt:axis:label:)`: a still draws its first line, as its
    /// siblings do.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(""))
    }

    /// A field of a value written by `format`, labelled by `label` (not drawn on iOS), as
    /// SwiftUI's `TextField(value:format:prompt:label:)`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt ?? Text(""))
    }

    /// A field of an optional value written by `format` (nil: the prompt), labelled by `label`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt ?? Text(""))
    }

    /// A field of a value written by `formatter`, labelled by `label` (not drawn on iOS), as
    /// SwiftUI's `TextField(value:formatter:prompt:label:)`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt ?? Text(""))
    }
}
