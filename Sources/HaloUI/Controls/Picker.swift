import HaloCore

/// A choice among tagged options, as SwiftUI's `Picker`: the option whose `tag` (or `ForEach`
/// id) equals the selection is the one shown. iOS's automatic style is a menu: outside a list,
/// the selected option in the tint with `chevron.up` over `chevron.down` after it; in a list,
/// the label at the leading edge and the selection in the secondary colour at the trailing
/// one. `.segmented` draws iOS's segmented control across the width offered (32 points tall,
/// (118, 118, 128) at 12% with 9-point corners, the selected segment white with 7-point
/// corners, 2 points in, with a soft shadow; options in 13-point medium text in equal widths);
/// `.wheel` the selection on a grey band between its neighbours, fading; `.inline` in a list
/// one row per option, a checkmark in the tint on the selected one (docs/semantics.md,
/// "Controls").
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: AnyHashable
    let content: Content

    /// A picker of the options `content` builds, bound to `selection`, labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    /// A picker labelled by `label` (SwiftUI's older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    /// A picker showing the option tagged `selection` (one matching no tag: none shown).
    init(shown selection: AnyHashable, label: Label, content: Content) {
        self.label = label
        self.selection = selection
        self.content = content
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let style = Ambient.environment.pickerStyleKind
        let inList = Ambient.environment.isInList
        let font: Font = style == .segmented ? .system(size: 13, weight: .medium) : .body
        let options = LayoutNode.children(of: content.font(font), time)
        let selected = options.firstIndex { $0.container.tag == selection }
        switch style {
        case .segmented:
            return LayoutNode.nodes(of: SegmentedControl(options: options, selected: selected), time)
        case .wheel:
            return LayoutNode.nodes(of: PickerWheel(options: options, selected: selected), time)
        case .inline where inList:
            return options.indices.flatMap { i in
                LayoutNode.nodes(of: InlinePickerRow(option: options[i], isSelected: i == selected), time)
            }
        default:
            let shown = selected.map { [options[$0]] } ?? []
            return LayoutNode.nodes(of: MenuPickerBody(label: label, shown: shown, inList: inList), time)
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: TextContent, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A menu picker drawn: the selection in the tint with its chevrons, or a list row.
struct MenuPickerBody<Label: View>: View {
    let label: Label
    let shown: [LayoutNode]
    let inList: Bool
    @Environment(\.tintColor) private var tint

    var body: some View {
        if inList {
            HStack {
                label
                Spacer()
                NodesView(nodes: shown).foregroundStyle(.secondary)
                Chevrons()
            }
            .foregroundStyle(Color.secondary)
        } else {
            HStack(spacing: 4) {
                NodesView(nodes: shown)
                Chevrons()
            }
            .foregroundStyle(tint)
        }
    }
}

/// `chevron.up` over `chevron.down`, 7 points each: a menu's sign.
struct Chevrons: View {
    var body: some View {
        VStack(spacing: 1) {
            Image(systemName: "chevron.up")
            Image(systemName: "chevron.down")
        }
        .font(.system(size: 7, weight: .semibold))
    }
}

/// iOS's segmented control.
struct SegmentedControl: View {
    let options: [LayoutNode]
    let selected: Int?

    var body: some View {
        GeometryReader { proxy in
            let n = max(options.count, 1)
            let width = proxy.size.width / Double(n)
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 9)
                    .fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12))
                if let selected {
                    RoundedRectangle(cornerRadius: 7)
                        .fill(Color.white)
                        .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                        .frame(width: max(width - 4, 0), height: 28)
                        .offset(x: width * Double(selected) + 2)
                }
                HStack(spacing: 0) {
                    ForEach(0..<options.count, id: \.self) { i in
                        NodesView(nodes: [options[i]]).lineLimit(1).frame(width: width, height: 32)
                    }
                }
            }
        }
        .frame(height: 32)
    }
}

/// A wheel picker: the selection on a grey band between two neighbours each side, fading.
struct PickerWheel: View {
    let options: [LayoutNode]
    let selected: Int?

    var body: some View {
        let centre = selected ?? 0
        return ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12))
                .frame(height: 34)
                .padding(.horizontal, 8)
            VStack(spacing: 0) {
                ForEach(-2..<3, id: \.self) { d in
                    Group {
                        if options.indices.contains(centre + d) {
                            NodesView(nodes: [options[centre + d]])
                        } else {
                            Color.clear
                        }
                    }
                    .frame(height: 34)
                    .opacity(1 - 0.3 * Double(abs(d)))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 216)
    }
}

/// An inline picker's row: the option, and a checkmark on the selected one.
struct InlinePickerRow: View {
    let option: LayoutNode
    let isSelected: Bool
    @Environment(\.tintColor) private var tint

    var body: some View {
        HStack {
            NodesView(nodes: [option])
            Spacer()
            if isSelected { Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(tint) }
        }
    }
}

/// The looks a picker is drawn in.
public enum PickerStyleKind: Hashable, Sendable {
    /// A menu (the automatic style on iOS).
    case menu
    /// iOS's segmented control.
    case segmented
    /// A wheel.
    case wheel
    /// Its options in a list's rows.
    case inline
}

/// How a picker is drawn, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {
    /// The look Halo draws.
    var kind: PickerStyleKind { get }
}

/// The platform's picker style: a menu on iPhone.
public struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu.
    public var kind: PickerStyleKind { .menu }
}

/// The menu picker style, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu.
    public var kind: PickerStyleKind { .menu }
}

/// The segmented picker style, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Segments.
    public var kind: PickerStyleKind { .segmented }
}

/// The wheel picker style, as SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A wheel.
    public var kind: PickerStyleKind { .wheel }
}

/// The inline picker style, as SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Rows.
    public var kind: PickerStyleKind { .inline }
}

/// The navigation link picker style, as SwiftUI's `NavigationLinkPickerStyle`: drawn as the
/// menu's row (its destination is never shown).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu's row.
    public var kind: PickerStyleKind { .menu }
}

/// The palette picker style, as SwiftUI's `PalettePickerStyle`: drawn segmented.
public struct PalettePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Segments.
    public var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's style: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// iOS's segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Rows in a list.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that would push the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette (drawn segmented).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension EnvironmentValues {
    /// The look of the pickers inside (a menu by default).
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }

    private struct PickerStyleKindKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
}

extension View {
    /// The pickers inside drawn in `style`, as SwiftUI's `pickerStyle(_:)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> EnvironmentView<Self> {
        let kind = style.kind
        return EnvironmentView(content: self) { $0.pickerStyleKind = kind }
    }
}
