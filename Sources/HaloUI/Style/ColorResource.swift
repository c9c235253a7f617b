import Foundation

/// A colour of the app's asset catalog, as the symbol Xcode generates for each colour set
/// (`extension ColorResource { static let brand = ColorResource(name: "brand", bundle: .main) }`,
/// drawn by `Color(.brand)`). Halo has no asset catalogs: the colour draws as
/// `Color.missingAsset`, with one warning naming it.
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name in the catalog.
    public let name: String
    /// The bundle whose catalog holds it.
    public let bundle: Bundle

    /// The colour set named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
