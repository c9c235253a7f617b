import Foundation

/// A control for choosing a date, as SwiftUI's `DatePicker`: iOS's compact style, the label at
/// the leading edge and the date (and time) on a grey pill ((118, 118, 128) at 12%, 6-point
/// corners, Body text 11 points in and 6 above and below) at the trailing one. The date is
/// written in the C locale's medium style in UTC ("Jan 1, 2001"), as Halo's clock runs in UTC;
/// other styles (`.graphical`, `.wheel`) are drawn compact (docs/semantics.md, "Controls").
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents

    /// A date picker of `selection`'s `displayedComponents`, labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    /// A date picker within `range` (accepted: the selection is drawn).
    public init<R: RangeExpression>(
        selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) where R.Bound == Date {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The label and the pills.
    public var body: some View {
        HStack {
            label
            Spacer()
            if components.contains(.date) { pill(Self.written(date, date: true)) }
            if components.contains(.hourAndMinute) { pill(Self.written(date, date: false)) }
        }
    }

    /// A pill of text.
    func pill(_ text: String) -> some View {
        Text(verbatim: text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
    }

    /// The date or time in the C locale's medium date or short time style, in UTC.
    static func written(_ date: Date, date showsDate: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = showsDate ? "MMM d, yyyy" : "HH:mm"
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled `title`, within `range`.
    public init<S: StringProtocol, R: RangeExpression>(
        _ title: S, selection: Binding<Date>, in range: R,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) where R.Bound == Date {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A set of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker's look, as SwiftUI's date picker styles: accepted, drawn compact.
public struct DatePickerStyleChoice: Sendable {
    /// The platform's (compact).
    public static let automatic = DatePickerStyleChoice()
    /// Compact.
    public static let compact = DatePickerStyleChoice()
    /// A calendar (drawn compact).
    public static let graphical = DatePickerStyleChoice()
    /// A wheel (drawn compact).
    public static let wheel = DatePickerStyleChoice()
}

extension View {
    /// Accepted: date pickers are drawn compact (`datePickerStyle(_:)`).
    public func datePickerStyle(_ style: DatePickerStyleChoice) -> Self { self }
}
