/// What a caller can change so that refused output is written. HaloIO's errors say what is
/// wrong and carry this; the CLI turns it into its flag (`--overwrite`), a library user into
/// the setting (`RenderOutput.Settings.overwrite`).
public enum OutputRemedy: Equatable, Sendable {
    /// Replace the file that is there (`Settings.overwrite`).
    case overwrite
    /// Keep the frames already written (`Settings.resume`) or replace them (`Settings.overwrite`).
    case resumeOrOverwrite
    /// Encode with the software codec `software` where the hardware encoder asked for fails
    /// (`Settings.allowFallback`).
    case allowFallback(software: String)
    /// Full-resolution chroma (`VideoColor.chroma = .c444`) or an even width and height.
    case fullChromaOrEvenSize

    /// The remedy an error carries, looking through a frame's error to its cause; nil for none.
    public static func of(_ error: Error) -> OutputRemedy? {
        switch error {
        case let e as FrameError: return of(e.underlying)
        case let e as OutputError: return e.remedy
        case let e as OutputPaths.Refusal: return e.remedy
        case let e as FFmpegSink.FFmpegError: return e.remedy
        default: return nil
        }
    }
}
