/// An error of a batch as a whole (two rows writing one file, a report that cannot be written), or
/// of one row (a value that does not decode, a view that gives no size), in words.
public struct BatchError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
