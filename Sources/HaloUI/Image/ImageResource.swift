import Foundation

/// An image of the app's asset catalog, as the symbol Xcode generates for each image set
/// (`extension ImageResource { static let photo = ImageResource(name: "photo", bundle: .main) }`,
/// drawn by `Image(.photo)`). It is looked for as `Image("photo")` looks (Halo's registered
/// images, `HALO_IMAGE_PATH`, the working directory); one found nowhere draws as a placeholder,
/// with one warning naming it (`Image(_:)` for a resource).
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in the catalog.
    public let name: String
    /// The bundle whose catalog holds it.
    public let bundle: Bundle

    /// The image set named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
