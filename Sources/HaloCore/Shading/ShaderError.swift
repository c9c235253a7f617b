/// A shader source Halo cannot run, with where: "ripple.metal:12:7: `goto` is not supported".
public struct ShaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as named to Halo.
    public var file: String
    /// 1-based line and column of the problem (0 where it concerns the whole source).
    public var line: Int
    /// See `line`.
    public var column: Int
    /// What is wrong, and what is supported instead where that helps.
    public var message: String
    /// Whether the source is fine but the function's signature is not the one SwiftUI calls: the view is
    /// drawn without the effect, with a warning, as a shader that fails to build leaves it on Apple's
    /// platforms (`ShaderEntry`).
    public var isSignatureMismatch = false

    /// A problem at `line`:`column` of `file`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// "FILE:LINE:COLUMN: MESSAGE".
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}
