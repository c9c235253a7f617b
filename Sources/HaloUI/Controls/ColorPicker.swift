/// A control for choosing a colour, as SwiftUI's `ColorPicker` on iOS: the label at the leading
/// edge and a 28-point well at the trailing one, a ring of the hues (a 3-point angular
/// gradient) round the selected colour (a 20-point circle). Apple publishes no metrics: chosen
/// to match the well's look (docs/semantics.md, "Controls").
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    /// The label and the well.
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack {
                Circle().strokeBorder(
                    AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                    lineWidth: 3)
                Circle().fill(color).frame(width: 20, height: 20)
            }
            .frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker titled by the key `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}
