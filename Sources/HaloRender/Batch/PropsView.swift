import HaloUI

/// A view made from a value: a row of data, decoded, is its props. `ViewRenderer.batch` renders one
/// output a value (from memory, or from the rows of a JSON Lines or CSV file), asking the type for each
/// row's duration and size through `metadata(for:)`, as a Remotion composition's `calculateMetadata`
/// gives a composition's from its props (docs/batch.md, "Views").
///
///     struct PriceTag: PropsView {
///         struct Props: Decodable { var id: String; var title: String; var price: Double }
///         let props: Props
///         static func metadata(for props: Props) -> RenderMetadata {
///             RenderMetadata(duration: props.price > 100 ? 4 : 2)
///         }
///         var body: some View { Text("\(props.title): \(props.price)") }
///     }
public protocol PropsView: View {
    /// The value a view is made from: a row's fields, by name.
    associatedtype Props: Decodable

    /// The view of `props`.
    init(props: Props)

    /// The duration, size, fps or scale of the output for `props`: each value it leaves nil is the
    /// batch's default. The default implementation gives none.
    /// - Throws: any error, which fails the row alone.
    static func metadata(for props: Props) throws -> RenderMetadata
}

extension PropsView {
    /// No values of its own: the batch's defaults give every one.
    public static func metadata(for props: Props) throws -> RenderMetadata { RenderMetadata() }
}
