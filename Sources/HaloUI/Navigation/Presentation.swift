import HaloCore

/// The presentations a still draws: a sheet, full-screen cover, popover, alert or confirmation
/// dialog is drawn over the view it is attached to while its `isPresented` binding is true (or
/// its `item` non-nil) at the frame's time, and not otherwise (a render has no person to
/// present it; state the view sets itself can). Halo draws it over the attached view's frame,
/// which is the screen when it is attached to the root (docs/semantics.md, "Navigation"):
/// - a sheet (and a popover, which iPhone presents as a sheet): a white card with 10-point top
///   corners from 10 points below the top (the `.medium` detent: the lower half), the view
///   under it dimmed by black at 20%;
/// - a full-screen cover: its content on white, over everything;
/// - an alert: a 270-point white card with 14-point corners, centred, its title (Headline,
///   17-point semibold) and message (Footnote, 13 points) centred over its buttons (17 points,
///   accent colour, 44 points tall, side by side when two), the view dimmed by black at 20%;
/// - a confirmation dialog: its actions (20 points, accent colour, 57 points tall) on a card 8
///   points from the bottom and sides, a Cancel card under it.
enum Presentation {
    /// The dimming over a presenting view: black at 20% (chosen).
    static let dimming = Color.black.opacity(0.2)
}

/// The detents a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let fraction: Double
    /// Half the screen.
    public static let medium = PresentationDetent(fraction: 0.5)
    /// The whole screen, below its top margin.
    public static let large = PresentationDetent(fraction: 1)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(fraction: min(max(Double(fraction), 0), 1))
    }
    /// A height in points (drawn as a fraction of 852 points, an iPhone 15's height: chosen).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(fraction: min(max(Double(height) / 852, 0), 1))
    }
}

/// A sheet as drawn: the presenting view dimmed, the card over it, as tall as the smallest
/// detent its content's `presentationDetents` names.
struct SheetLayer<Content: View>: View, PrimitiveView {
    let content: Content

    func nodes(_ time: Double) -> [LayoutNode] {
        let detent = SheetDetent()
        var values = Ambient.environment
        values.sheetDetent = detent
        let inner = Ambient.$environment.withValue(values) { [StackLayout.implicit(of: content, time)] }
        let fraction = detent.value.fraction
        let view = GeometryReader { proxy in
            let top = fraction >= 1 ? 10 : proxy.size.height * (1 - fraction)
            ZStack(alignment: .top) {
                Presentation.dimming
                NodesView(nodes: inner)
                    .frame(width: proxy.size.width, height: max(proxy.size.height - top, 0))
                    .background(Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                    .offset(y: top)
            }
        }
        return LayoutNode.nodes(of: view, time)
    }
}

/// Where a sheet's content records its detent (`presentationDetents`), read as the sheet is laid
/// out.
final class SheetDetent: @unchecked Sendable {
    var value = PresentationDetent.large
    var isSet = false
}

/// An alert as drawn: title, message and buttons on a card over the dimmed view.
struct AlertLayer<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message
    @Environment(\.tintColor) private var tint

    var body: some View {
        let buttons = LayoutNode.children(of: actions.font(.body).foregroundStyle(tint), Ambient.time)
        return ZStack {
            Presentation.dimming
            VStack(spacing: 0) {
                VStack(spacing: 2) {
                    title.font(.headline).multilineTextAlignment(.center)
                    message.font(.footnote)
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 19)
                if buttons.count == 2 {
                    ListLayout.separator.frame(height: 0.5)
                    HStack(spacing: 0) {
                        NodesView(nodes: [buttons[0]]).frame(maxWidth: .infinity, minHeight: 44)
                        ListLayout.separator.frame(width: 0.5, height: 44)
                        NodesView(nodes: [buttons[1]]).frame(maxWidth: .infinity, minHeight: 44)
                    }
                } else {
                    ForEach(0..<max(buttons.count, 1), id: \.self) { i in
                        ListLayout.separator.frame(height: 0.5)
                        if buttons.isEmpty {
                            Text("OK").foregroundStyle(tint).frame(maxWidth: .infinity, minHeight: 44)
                        } else {
                            NodesView(nodes: [buttons[i]]).frame(maxWidth: .infinity, minHeight: 44)
                        }
                    }
                }
            }
            .frame(width: 270)
            .background(Color.white)
            .clipShape(RoundedRectangle(cornerRadius: 14))
        }
    }
}

/// A confirmation dialog as drawn: its actions on a card at the bottom, a Cancel card under it.
struct DialogLayer<Actions: View>: View {
    let title: Text?
    let actions: Actions
    @Environment(\.tintColor) private var tint

    var body: some View {
        let buttons = LayoutNode.children(of: actions.font(.system(size: 20)).foregroundStyle(tint), Ambient.time)
        return ZStack(alignment: .bottom) {
            Presentation.dimming
            VStack(spacing: 8) {
                VStack(spacing: 0) {
                    if let title {
                        title.font(.footnote).fontWeight(.semibold).foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                    ForEach(0..<buttons.count, id: \.self) { i in
                        if i > 0 || title != nil { ListLayout.separator.frame(height: 0.5) }
                        NodesView(nodes: [buttons[i]]).frame(maxWidth: .infinity, minHeight: 57)
                    }
                }
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: 14))
                Text("Cancel").font(.system(size: 20, weight: .semibold)).foregroundStyle(tint)
                    .frame(maxWidth: .infinity, minHeight: 57)
                    .background(Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: 14))
            }
            .padding(8)
        }
    }
}

/// What a presented view's bindings say.
extension View {
    /// The view with `layer` over it when `presented`.
    func presenting<L: View>(_ presented: Bool, _ layer: () -> L) -> OverlayView<Self, AnyView> {
        overlay(presented ? AnyView(layer()) : AnyView(EmptyView()))
    }

    /// A sheet of `content` over the view while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> OverlayView<Self, AnyView> {
        presenting(isPresented.wrappedValue) { SheetLayer(content: content()) }
    }

    /// A sheet of `content(item)` over the view while `item` is not nil, as SwiftUI's
    /// `sheet(item:onDismiss:content:)`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> OverlayView<Self, AnyView> {
        let item = item.wrappedValue
        return presenting(item != nil) {
            item.map { AnyView(SheetLayer(content: content($0))) } ?? AnyView(EmptyView())
        }
    }

    /// `content` over the whole view on white while `isPresented` is true, as SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> OverlayView<Self, AnyView> {
        presenting(isPresented.wrappedValue) {
            ZStack {
                Color.white
                // Several views of the cover's content stack as at any root.
                VStack { content() }
            }
        }
    }

    /// `content(item)` over the whole view while `item` is not nil, as SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> OverlayView<Self, AnyView> {
        let item = item.wrappedValue
        return presenting(item != nil) {
            item.map { value in
                AnyView(
                    ZStack {
                        Color.white
                        VStack { content(value) }
                    })
            } ?? AnyView(EmptyView())
        }
    }

    /// A popover of `content` while `isPresented` is true: on iPhone a sheet, as SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` presents it in compact widths.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> OverlayView<Self, AnyView> {
        presenting(isPresented.wrappedValue) { SheetLayer(content: content()) }
    }

    /// A popover of `content(item)` while `item` is not nil: on iPhone a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> OverlayView<Self, AnyView> {
        sheet(item: item, content: content)
    }

    /// An alert titled `title` with `actions` (an OK button where none) while `isPresented`, as
    /// SwiftUI's `alert(_:isPresented:actions:)`.
    public func alert<A: View>(
        _ title: TextContent, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> OverlayView<Self, AnyView> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> OverlayView<Self, AnyView> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert with a message, as SwiftUI's `alert(_:isPresented:actions:message:)`.
    public func alert<A: View, M: View>(
        _ title: TextContent, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> OverlayView<Self, AnyView> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> OverlayView<Self, AnyView> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a `Text`, with a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> OverlayView<Self, AnyView> {
        let (actions, message) = (actions(), message())
        return presenting(isPresented.wrappedValue) { AlertLayer(title: title, actions: actions, message: message) }
    }

    /// An alert for `data` while `isPresented`, as SwiftUI's `alert(_:isPresented:presenting:actions:message:)`.
    public func alert<S: StringProtocol, T, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> OverlayView<Self, AnyView> {
        guard let data else { return presenting(false) { EmptyView() } }
        return alert(Text(title), isPresented: isPresented, actions: { actions(data) }, message: { message(data) })
    }

    /// An alert made by `content` while `isPresented` (SwiftUI's older `alert(isPresented:content:)`).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> OverlayView<Self, AnyView> {
        let alert = content()
        return presenting(isPresented.wrappedValue) {
            AlertLayer(title: alert.title, actions: alert.buttonsView, message: alert.message ?? Text(""))
        }
    }

    /// An alert made by `content` for a non-nil `item` (SwiftUI's older `alert(item:content:)`).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> OverlayView<Self, AnyView>
    {
        guard let item = item.wrappedValue else { return presenting(false) { EmptyView() } }
        let alert = content(item)
        return presenting(true) {
            AlertLayer(title: alert.title, actions: alert.buttonsView, message: alert.message ?? Text(""))
        }
    }

    /// A confirmation dialog of `actions` while `isPresented`, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    public func confirmationDialog<A: View>(
        _ title: TextContent, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> OverlayView<Self, AnyView> {
        let actions = actions()
        return presenting(isPresented.wrappedValue) {
            DialogLayer(title: titleVisibility == .visible ? Text(title) : nil, actions: actions)
        }
    }

    /// A confirmation dialog titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> OverlayView<Self, AnyView> {
        let actions = actions()
        return presenting(isPresented.wrappedValue) {
            DialogLayer(title: titleVisibility == .visible ? Text(title) : nil, actions: actions)
        }
    }

    /// A confirmation dialog with a message (the message is not drawn).
    public func confirmationDialog<A: View, M: View>(
        _ title: TextContent, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> OverlayView<Self, AnyView> {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// The detents a sheet of this content rests at; it is drawn at the smallest, as SwiftUI's
    /// `presentationDetents(_:)` opens it there.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> SheetDetentView<Self> {
        SheetDetentView(content: self, detent: detents.min { $0.fraction < $1.fraction } ?? .large)
    }

    /// The detents, with the one selected (drawn at the selection).
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> SheetDetentView<Self> {
        SheetDetentView(content: self, detent: selection.wrappedValue)
    }

    /// Accepted: whether the sheet shows its grabber (`presentationDragIndicator(_:)`).
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }

    /// Accepted: the sheet's corner radius (`presentationCornerRadius(_:)`); Halo draws 10.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }

    /// Accepted: whether a swipe dismisses the sheet (`interactiveDismissDisabled(_:)`).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }

    /// Accepted: the sheet's background (`presentationBackground(_:)`); Halo draws white.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
}

extension EnvironmentValues {
    /// Where the sheet being lowered records its content's detent (nil outside a sheet).
    var sheetDetent: SheetDetent? {
        get { self[SheetDetentKey.self] }
        set { self[SheetDetentKey.self] = newValue }
    }

    private struct SheetDetentKey: EnvironmentKey { static let defaultValue: SheetDetent? = nil }
}

/// A view that tells the sheet around it which detent to rest at (the first met, outermost).
public struct SheetDetentView<Content: View>: View, PrimitiveView {
    let content: Content
    let detent: PresentationDetent

    func nodes(_ time: Double) -> [LayoutNode] {
        if let box = Ambient.environment.sheetDetent, !box.isSet {
            box.value = detent
            box.isSet = true
        }
        return LayoutNode.nodes(of: content, time)
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`: accepted (iPhone presents a
/// popover as a sheet).
public enum PopoverAttachmentAnchor {
    /// A rectangle's source.
    public enum Source: Sendable {
        /// The view's bounds.
        case bounds
    }
    /// A rectangle of the view.
    case rect(Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// An alert described as a value, as SwiftUI's deprecated `Alert`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one dismiss button (OK by default).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [secondaryButton, primaryButton]
    }

    /// An alert's button, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let weight: Font.Weight
        let color: Color?

        /// A button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, weight: .regular, color: nil)
        }

        /// A cancel button (semibold).
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, weight: .semibold, color: nil)
        }

        /// A Cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), weight: .semibold, color: nil)
        }

        /// A destructive button (red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, weight: .regular, color: .red)
        }
    }

    /// The buttons as views.
    var buttonsView: some View {
        ForEach(0..<buttons.count, id: \.self) { i in
            if let color = buttons[i].color {
                buttons[i].label.fontWeight(buttons[i].weight).foregroundStyle(color)
            } else {
                buttons[i].label.fontWeight(buttons[i].weight)
            }
        }
    }
}
