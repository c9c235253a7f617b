/// A function of a shader library, as SwiftUI's `ShaderFunction`: called with its arguments,
/// it makes a `Shader` (`ShaderLibrary.default.ripple(.float(t))`).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library holding the function.
    public var library: ShaderLibrary
    /// The function's name in the library.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader running the function with `args` after the parameters SwiftUI passes.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}
