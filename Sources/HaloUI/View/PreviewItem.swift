/// One preview a module declares (a `#Preview`, or a `PreviewProvider`'s `previews`), as
/// `PreviewRegistry.previews(inModule:)` finds it: what `halo previews` renders and a snapshot test
/// can take in turn.
public struct PreviewItem: Sendable {
    /// How the preview's canvas is set: its layout and the device's orientation.
    public struct Traits: Sendable, Equatable {
        /// The canvas's size rule (default: the device's screen).
        public var layout: PreviewLayout = .device
        /// The device's orientation (default: portrait); only a device layout turns with it.
        public var orientation: InterfaceOrientation = .portrait

        /// Traits with the defaults, then `traits` applied in order (a later one of a kind wins).
        public init(_ traits: [PreviewTrait<Preview.ViewTraits>] = []) {
            for trait in traits {
                switch trait.setting {
                case .layout(let layout): self.layout = layout
                case .orientation(let orientation): self.orientation = orientation
                }
            }
        }
    }

    /// The device size a preview's canvas defaults to: an iPhone's 393 x 852 points, portrait.
    public static let defaultDevice = CGSize(width: 393, height: 852)

    /// The preview's name: the one given, else "File.swift:line" (a `#Preview`) or the provider's type name.
    public let name: String
    /// The module that declares the preview.
    public let module: String
    /// The `#fileID` of the `#Preview` ("Module/File.swift"); nil for a `PreviewProvider`.
    public let fileID: String?
    /// The line of the `#Preview`; nil for a `PreviewProvider`.
    public let line: Int?
    /// The preview's traits.
    public let traits: Traits
    let make: @MainActor @Sendable () -> AnyView

    /// A preview named `name` of `module`, declared at `fileID`:`line`, whose view `make` makes.
    public init(
        name: String, module: String, fileID: String? = nil, line: Int? = nil, traits: Traits = Traits(),
        make: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.name = name
        self.module = module
        self.fileID = fileID
        self.line = line
        self.traits = traits
        self.make = make
    }

    /// The preview's view, made anew (its body runs again).
    @MainActor public func makeView() -> AnyView { make() }

    /// Where the preview is declared, to show: "File.swift:12" for a `#Preview`, the type's name for
    /// a `PreviewProvider`.
    public var source: String {
        guard let fileID, let line else { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(file):\(line)"
    }

    /// The canvas the preview is drawn on, in points, for a device of `device` points held upright:
    /// the device turned by the orientation (a device layout), the fixed size, or the size the view
    /// takes when offered the turned device (`sizeThatFits`, rounded up to whole points, at least 1).
    @MainActor public func canvasSize(device: CGSize = PreviewItem.defaultDevice) -> CGSize {
        let turned =
            traits.orientation.isLandscape
            ? CGSize(width: max(device.width, device.height), height: min(device.width, device.height))
            : device
        switch traits.layout {
        case .device:
            return turned
        case .fixed(let width, let height):
            return CGSize(width: width, height: height)
        case .sizeThatFits:
            let size = ViewScene.sizeThatFits(makeView(), in: turned)
            return CGSize(width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up)))
        }
    }
}
