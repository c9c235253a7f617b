/// No EGL platform gave an OpenGL ES 3 context; lists every candidate tried and why it failed.
public struct NoEGLDisplayError: Error, CustomStringConvertible, Sendable {
    /// Every candidate tried, in order.
    public let attempts: [PlatformAttempt]

    /// Every platform and device tried, with why it failed.
    public var description: String {
        var lines = ["no EGL display with an OpenGL ES 3 context; tried:"]
        lines += attempts.map { "  " + $0.summary }
        if attempts.isEmpty {
            lines.append("  nothing (no platform was selected)")
        }
        return lines.joined(separator: "\n")
    }
}
