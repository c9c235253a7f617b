/// The previews of the loaded program: every `#Preview` (each expands to a `PreviewRegistration`)
/// and every `PreviewProvider`, found through the Swift runtime's conformance records, so a module's
/// previews need no list kept by hand (`ConformanceScan.swift` says how).
///
///     for item in PreviewRegistry.previews(inModule: "MyViews") {
///         let image = try renderer.image(of: item.makeView(), size: item.canvasSize())
///     }
public enum PreviewRegistry {
    /// The previews of `module` (every module's when nil): `#Preview`s by file and line, then each
    /// `PreviewProvider`'s (one for each view of its `previews`, named after its type) by name.
    public static func previews(inModule module: String? = nil) -> [PreviewItem] {
        var macros: [PreviewItem] = []
        var providers: [(type: String, items: [PreviewItem])] = []
        for type in conformingTypes(to: ["PreviewRegistration", "PreviewProvider"], ofModule: "HaloUI") {
            if let registration = type as? any PreviewRegistration.Type {
                macros.append(item(registration))
            } else if let provider = type as? any PreviewProvider.Type {
                providers.append((String(reflecting: provider), items(provider)))
            }
        }
        macros.sort { ($0.module, $0.fileID ?? "", $0.line ?? 0) < ($1.module, $1.fileID ?? "", $1.line ?? 0) }
        // Providers by their types' full names (module first), each one's views in order.
        providers.sort { $0.type < $1.type }
        return (macros + providers.flatMap(\.items)).filter { module == nil || $0.module == module }
    }

    /// The item of a `#Preview`: its module is the first part of its `#fileID`.
    static func item<R: PreviewRegistration>(_ registration: R.Type) -> PreviewItem {
        let fileID = R.fileID
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return PreviewItem(
            name: R.name ?? "\(file):\(R.line)", module: module, fileID: fileID, line: R.line,
            traits: PreviewItem.Traits(R.traits), make: { R.makeView() })
    }

    /// The items of a `PreviewProvider`: one for each view of its `previews` (`PreviewPart`), its module and
    /// name from the type's full name ("Module.Name"); several views are "Name 1", "Name 2" ... unless
    /// `previewDisplayName(_:)` names them.
    static func items<P: PreviewProvider>(_ provider: P.Type) -> [PreviewItem] {
        let full = String(reflecting: P.self)
        let module = full.split(separator: ".").first.map(String.init) ?? ""
        var name = String(full.dropFirst(module.count + 1))
        // A private type's full name has "(unknown context at $...)" in it: its own name is enough.
        if name.isEmpty || name.contains("(") { name = String(describing: P.self) }
        let parts = PreviewPart.parts(of: P.previews)
        return parts.indices.map { n in
            let part = parts[n]
            let given = part.name ?? nil
            return PreviewItem(
                name: given ?? (parts.count == 1 ? name : "\(name) \(n + 1)"), module: module, traits: part.traits,
                make: {
                    let now = PreviewPart.parts(of: P.previews)
                    return n < now.count ? now[n].view : AnyView(EmptyView())
                })
        }
    }
}
