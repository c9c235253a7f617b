/// A shader source Halo cannot expand: a missing file or include, an include cycle.
public struct ShaderIncludeError: Error, CustomStringConvertible, Sendable {
    /// The file the problem is in, as shown to people (`Shaders/fine.comp`), or the name asked for.
    public let file: String
    /// The 1-based line of the offending `#include` or `#version`; `nil` for a missing top-level file.
    public let line: Int?
    /// What is wrong.
    public let message: String

    /// The file, line and problem.
    public var description: String {
        if let line {
            return "\(file):\(line): error: \(message)"
        }
        return "\(file): error: \(message)"
    }
}
