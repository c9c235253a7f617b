import Foundation

/// A sound placed on a scene's timeline: a file (any format ffmpeg decodes), where it starts,
/// the part of it played, its volume as a value of time, and fades at its ends
/// (docs/scene-format.md, "audio"; docs/semantics.md, "Audio").
///
///     "audio": [{"file": "music.m4a", "start": 0, "trim": [2, 12], "volume": 0.8, "fade": {"in": 0.5, "out": 1}}]
public struct AudioClip: Sendable {
    /// The sound file's path (relative paths already joined to the scene file's folder).
    public let file: String
    /// Where the clip begins on the timeline, in seconds (may be negative: it began earlier).
    public let start: Double
    /// Seconds into the file where the clip begins.
    public let trimStart: Double
    /// Seconds into the file where the clip ends; nil: the file's end.
    public let trimEnd: Double?
    /// The gain (1: as recorded), a value of the timeline's time, as every animated value is.
    public let volume: Varying<Double>
    /// Seconds of the linear fade in from the clip's start.
    public let fadeIn: Double
    /// Seconds of the linear fade out to the clip's end.
    public let fadeOut: Double
    /// Where the clip is in the document ("audio[0]"), for messages.
    public let place: String

    /// A clip of `file` (a path as it is to be opened).
    public init(
        file: String, start: Double = 0, trimStart: Double = 0, trimEnd: Double? = nil,
        volume: Varying<Double> = .constant(1), fadeIn: Double = 0, fadeOut: Double = 0, place: String = "audio"
    ) {
        self.file = file
        self.start = start
        self.trimStart = trimStart
        self.trimEnd = trimEnd
        self.volume = volume
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
        self.place = place
    }

    /// The clips of a document's `audio` array, their files relative to `directory`; a clip whose
    /// `file` is null (an `audio` prop given no sound) is left out.
    /// - Throws: `SceneError` at `audio[i].FIELD` for a missing file, a bad trim or fade, an unknown field.
    static func clips(_ node: SceneNode, directory: String?) throws -> [AudioClip] {
        try node.elements().compactMap {
            if case .object(let o) = $0.value, o["file"] == .null { return nil }
            return try AudioClip(node: $0, directory: directory)
        }
    }

    /// One clip of a document.
    init(node: SceneNode, directory: String?) throws {
        let f = try node.fields(["file", "start", "trim", "volume", "fade"])
        let fileNode = try f.node("file")
        let name = try fileNode.string()
        guard !name.isEmpty else { throw fileNode.error("expected the path of a sound file, got \"\"") }
        let path =
            name.hasPrefix("/") || directory == nil
            ? name : URL(fileURLWithPath: directory!).appendingPathComponent(name).path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw fileNode.error("sound '\(name)': no such file (\(path))")
        }
        let start = try f.constant("start", default: 0.0)
        guard start.isFinite else { throw try f.node("start").error("must be a finite number of seconds") }
        var trim: (Double, Double?) = (0, nil)
        if let t = f.optionalNode("trim") {
            let ends = try t.elements().map { try $0.number() }
            guard (1...2).contains(ends.count), ends.allSatisfy(\.isFinite), ends[0] >= 0,
                ends.count == 1 || ends[1] > ends[0]
            else {
                throw t.error("expected [FROM] or [FROM, TO]: seconds into the file, 0 <= FROM < TO")
            }
            trim = (ends[0], ends.count == 2 ? ends[1] : nil)
        }
        var fades = (0.0, 0.0)
        if let fade = f.optionalNode("fade") {
            let ff = try fade.fields(["in", "out"])
            fades = (try ff.constant("in", default: 0.0), try ff.constant("out", default: 0.0))
            guard fades.0.isFinite, fades.1.isFinite, fades.0 >= 0, fades.1 >= 0 else {
                throw fade.error("fades are seconds >= 0, got in \(fades.0), out \(fades.1)")
            }
        }
        self.init(
            file: path, start: start, trimStart: trim.0, trimEnd: trim.1,
            volume: try f.varying("volume", default: 1.0), fadeIn: fades.0, fadeOut: fades.1, place: node.path)
    }
}
