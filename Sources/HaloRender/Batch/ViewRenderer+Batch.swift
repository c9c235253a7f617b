import Foundation
import HaloCore
import HaloIO
import HaloUI

/// Batches of views: a `PropsView` rendered once per value, each to its own output, through the
/// loop `halo batch` runs (`BatchRunner`): a failing row reported and passed over, outputs written
/// whole or not at all, resume, shards, a report a row.
extension ViewRenderer {
    /// Renders `view` once per row of the rows file at `rows` (JSON Lines, or CSV: `format`, else the
    /// name's extension; "-" is standard input), each row decoded into `V.Props` (a CSV field's text
    /// read as the type its property asks for: "9.99" as a `Double`), to the path `output` makes of the
    /// row's fields (`out/{id}.mp4`; `{row}` is the row's number, from 1).
    ///
    /// Each row's duration, size, fps and scale are `V.metadata(for:)`'s, else `defaults`' (fps 60 and
    /// scale 1 when neither gives them); a `.png` output is the frame at `time`.
    /// - Returns: what each row did; a row that fails (a field of the wrong type, a missing size, ffmpeg)
    ///   is one of `failures`, with its reason, and the rest go on.
    /// - Throws: `BatchRows.FileError` for a rows file that cannot be read, `OutputTemplate.Failure` or
    ///   `BatchError` for a bad template, two rows writing one file (before anything renders) or a report
    ///   that cannot be written.
    @discardableResult
    public func batch<V: PropsView>(
        _ view: V.Type, rows: String, format: BatchRows.Format? = nil, output: String,
        defaults: RenderMetadata = RenderMetadata(), background: Color = .clear, at time: Double = 0,
        options: BatchOptions = BatchOptions()
    ) throws -> BatchSummary {
        let template = try ViewRenderer.template(output)
        let table = try BatchRows.read(rows, format: format)
        let text = (format ?? BatchRows.format(of: rows)) == .csv
        let name = rows == "-" ? "standard input" : rows
        let batch = try BatchRunner<V.Props>(rows: table, output: template, options: options) { fields, number in
            try PropsDecoder.decode(V.Props.self, from: fields, text: text, row: "\(name): row \(number)")
        }
        return try run(batch, view, defaults: defaults, background: background, at: time)
    }

    /// Renders `view` once per value of `props`, value k (from 1) to `output(k, props[k - 1])`.
    /// Otherwise as `batch(_:rows:...)`.
    /// - Throws: `BatchError` for two values writing one file (before anything renders) or a report
    ///   that cannot be written.
    @discardableResult
    public func batch<V: PropsView>(
        _ view: V.Type, props: [V.Props], output: (Int, V.Props) throws -> String,
        defaults: RenderMetadata = RenderMetadata(), background: Color = .clear, at time: Double = 0,
        options: BatchOptions = BatchOptions()
    ) throws -> BatchSummary {
        let rows = props.enumerated().map { k, value in
            let fields = try? PropsDecoder.fields(of: value)
            var id: String?
            if case .string(let s)? = fields?["id"] { id = s }
            return BatchRunner<V.Props>.Row(
                number: k + 1, id: id, value: .success(value), output: Result { try output(k + 1, value) })
        }
        return try run(
            try BatchRunner(rows, options: options), view, defaults: defaults, background: background, at: time)
    }

    /// Renders `view` once per value of `props`, to the path `output` makes: `{row}` is the value's
    /// number (from 1), and when `V.Props` is also `Encodable`, `{name}` its field `name`.
    /// Otherwise as `batch(_:rows:...)`.
    /// - Throws: `OutputTemplate.Failure` or `BatchError` for a bad template (a field other than `{row}`
    ///   for props that are not `Encodable`), two values writing one file, a report that cannot be written.
    @discardableResult
    public func batch<V: PropsView>(
        _ view: V.Type, props: [V.Props], output: String,
        defaults: RenderMetadata = RenderMetadata(), background: Color = .clear, at time: Double = 0,
        options: BatchOptions = BatchOptions()
    ) throws -> BatchSummary {
        let template = try ViewRenderer.template(output)
        if !(V.Props.self is any Encodable.Type), let field = template.fields.first(where: { $0 != "row" }) {
            throw BatchError(
                "\(output): {\(field)} names a field, but \(V.Props.self) is not Encodable: "
                    + "name outputs by {row}, or by a closure")
        }
        return try batch(
            view, props: props, output: { try template.path(row: $0, try PropsDecoder.fields(of: $1)) },
            defaults: defaults, background: background, at: time, options: options)
    }

    /// `output` as a template, checked to name a kind of output.
    /// - Throws: `OutputTemplate.Failure`, or `BatchError` for an unknown kind.
    static func template(_ output: String) throws -> OutputTemplate {
        let template = try OutputTemplate(output, name: "output")
        guard RenderOutput.kind(of: template.example) != nil else {
            throw BatchError(
                "\(output): unknown kind of output (FILE.mp4/.webm/.mov/.gif/.apng/.y4m, FILE.png or a directory)")
        }
        return template
    }

    /// Runs `batch`, each row a `V` of its props written to its output with its metadata.
    func run<V: PropsView>(
        _ batch: BatchRunner<V.Props>, _ view: V.Type, defaults: RenderMetadata, background: Color, at time: Double
    ) throws -> BatchSummary {
        let options = batch.options
        return try batch.run { props, _, output in
            let start = Date()
            let metadata = try V.metadata(for: props).filled(from: defaults)
            let (width, height) = try metadata.size(of: V.self)
            let scale = metadata.scale ?? 1
            let content = V(props: props)
            try OutputPaths.createDirectory(URL(fileURLWithPath: output).deletingLastPathComponent())
            if RenderOutput.kind(of: output) == .png {
                try writeImage(
                    of: content, width: width, height: height, scale: scale, background: background, at: time,
                    to: output, overwrite: options.overwrite)
                return .init(frames: 1, seconds: Date().timeIntervalSince(start), interrupted: false)
            }
            let summary = try write(
                content, width: width, height: height, scale: scale, background: background,
                fps: metadata.fps ?? 60, duration: try metadata.seconds(of: V.self), to: output,
                overwrite: options.overwrite, resume: options.resume, shouldStop: options.shouldStop)
            return .init(frames: summary.rendered, seconds: summary.seconds, interrupted: summary.interrupted)
        }
    }
}
