import Foundation
import HaloCore

extension Color {
    /// What a colour of an asset catalog draws as: Halo has no asset catalogs (the colours
    /// are the app's, in its Xcode project), so `Color("brand")` and `Color(.brand)` draw this
    /// mid grey, UIKit's `systemGray` (142 142 147), opaque, with one warning naming the colour
    /// (docs/semantics.md, "Asset colours and images").
    public static let missingAsset = Color(RGBA(bytes: 142, 142, 147))

    /// The colour set named `name` in `bundle`'s asset catalog (the main bundle's when nil):
    /// `Color.missingAsset`, with one warning naming it.
    public init(_ name: String, bundle: Bundle? = nil) {
        Warning.once(
            "asset-color:\(name)",
            "no asset catalog colour named '\(name)': drawn as Color.missingAsset (grey 142 142 147)")
        self = .missingAsset
    }

    /// The colour of an asset symbol Xcode generates (`Color(.brand)`): as `init(_:bundle:)`.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Color: Hashable {
    /// Hashes the components (two equal colours hash alike: `ForEach(colors, id: \.self)`).
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}
