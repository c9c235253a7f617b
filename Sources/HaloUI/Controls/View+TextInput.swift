/// The keyboard a text field shows, as UIKit's `UIKeyboardType`: accepted (no keyboard shows in
/// a render).
public enum UIKeyboardType: Int, Sendable {
    /// The default.
    case `default`
    /// Letters, numbers and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// A telephone's.
    case phonePad
    /// A name and a phone number.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For Twitter.
    case twitter
    /// For web searches.
    case webSearch
    /// Digits, ASCII only.
    case asciiCapableNumberPad
}

/// How typed text is capitalised, as SwiftUI's `TextInputAutocapitalization`: accepted.
public struct TextInputAutocapitalization: Sendable {
    /// Never.
    public static let never = TextInputAutocapitalization()
    /// Each word.
    public static let words = TextInputAutocapitalization()
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization()
    /// Every character.
    public static let characters = TextInputAutocapitalization()
}

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel`: accepted.
public struct SubmitLabel: Sendable {
    /// Done.
    public static let done = SubmitLabel()
    /// Go.
    public static let go = SubmitLabel()
    /// Send.
    public static let send = SubmitLabel()
    /// Join.
    public static let join = SubmitLabel()
    /// Route.
    public static let route = SubmitLabel()
    /// Search.
    public static let search = SubmitLabel()
    /// Return.
    public static let `return` = SubmitLabel()
    /// Next.
    public static let next = SubmitLabel()
    /// Continue.
    public static let `continue` = SubmitLabel()
}

/// What a submission came from, as SwiftUI's `SubmitTriggers`: accepted.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Triggers of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A text field's.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`: accepted.
public struct SearchFieldPlacement: Sendable {
    /// The platform's choice.
    public static let automatic = SearchFieldPlacement()
    /// The navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement()
    /// The sidebar.
    public static let sidebar = SearchFieldPlacement()

    /// When the navigation bar's drawer shows, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// The platform's choice.
        case automatic
        /// Always.
        case always
    }

    /// The navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
}

extension View {
    /// Accepted: the keyboard a text field shows (`keyboardType(_:)`).
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }

    /// Accepted: how typed text is capitalised (`textInputAutocapitalization(_:)`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    /// Accepted: whether typed text is corrected (`autocorrectionDisabled(_:)`).
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// Accepted: whether typed text is corrected (SwiftUI's deprecated `disableAutocorrection(_:)`).
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }

    /// Accepted: the return key's label (`submitLabel(_:)`).
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }

    /// Accepted: `action` runs when a field inside is submitted (`onSubmit(of:_:)`): never, as
    /// nothing is typed in a render.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }

    /// Accepted: `action` runs when the view is pulled to refresh (`refreshable(action:)`):
    /// never, as nothing pulls in a render.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }

    /// Accepted: a search field bound to `text` (`searchable(text:placement:prompt:)`); the
    /// field, hidden under the navigation bar until a scroll, is not drawn.
    public func searchable(
        text: HaloUI.Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> Self { self }

    /// Accepted: a search field with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: HaloUI.Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> Self { self }

    /// Accepted: a search field shown while `isPresented` (`searchable(text:isPresented:placement:prompt:)`).
    public func searchable(
        text: HaloUI.Binding<String>, isPresented: HaloUI.Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> Self { self }

    /// Accepted: how scrolling dismisses the keyboard (`scrollDismissesKeyboard(_:)`).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`: accepted.
public struct ScrollDismissesKeyboardMode: Sendable {
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode()
    /// At once.
    public static let immediately = ScrollDismissesKeyboardMode()
    /// Following the drag.
    public static let interactively = ScrollDismissesKeyboardMode()
    /// Never.
    public static let never = ScrollDismissesKeyboardMode()
}
