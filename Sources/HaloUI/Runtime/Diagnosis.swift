import HaloCore

/// Finds which view made a frame's bad value: a frame whose scene fails validation is lowered
/// again with each view's output checked as it is drawn, so the innermost view that drew the
/// bad value is named by its path in the tree (`VStack > ForEach[3] > scaleEffect`) rather
/// than by the scene's (`layers[0].items[7].transform.scale`).
///
/// Sendable by hand: it is Sendable only to be a task-local value; the frame that makes it
/// lowers its view on one thread and reads it there, as lowering starts no threads or tasks.
final class Diagnosis: @unchecked Sendable {
    let canvas: HaloCore.Canvas
    /// The first problem found: the view's path and what is wrong with its output.
    private(set) var found: SceneError?

    init(canvas: HaloCore.Canvas) { self.canvas = canvas }

    /// `node` with its output checked when it is drawn, named `path`.
    func checked(_ node: LayoutNode, path: String) -> LayoutNode {
        var checked = LayoutNode(
            size: node.size,
            draw: { [self] rect in
                let items = node.draw(rect)
                if found == nil { check(items, path: path) }
                return items
            })
        checked.isSpacer = node.isSpacer
        return checked
    }

    /// Records the first problem of `items` (validated as a scene of their own), if any.
    private func check(_ items: [LayerItem], path: String) {
        do {
            try Scene(canvas: canvas, layers: [Layer(items: items)]).validate()
        } catch let error as SceneError {
            // "layers[0].items[2].items[0].transform.scale" -> "transform.scale": the items are
            // the view's.
            var field = Substring(error.path)
            for prefix in ["layers[", "items["] {
                while field.hasPrefix(prefix), let end = field.firstIndex(of: "]") {
                    field = field[field.index(after: end)...].drop { $0 == "." }
                }
            }
            let what = field.isEmpty ? error.message : "\(field) \(error.message)"
            found = SceneError(path: path.isEmpty ? "the view" : path, message: what)
        } catch {
            found = SceneError(path: path, message: "\(error)")
        }
    }
}

extension IdentityPath {
    /// The view being lowered, as a path of SwiftUI names: its views and modifiers from the
    /// root, `ForEach` elements by their offset; builders, handlers and environment modifiers
    /// left out.
    var viewPath: String {
        var parts: [String] = []
        for component in components {
            switch component {
            case .view(let type):
                if let name = IdentityPath.name(of: type) { parts.append(name) }
            case .element(let offset):
                if let last = parts.popLast() { parts.append("\(last)[\(offset)]") }
            case .child:
                continue
            }
        }
        return parts.joined(separator: " > ")
    }

    /// A view type's SwiftUI name (a modifier's for HaloUI's modifier views); nil for the
    /// views that only group or pass settings down.
    static func name(of type: Any.Type) -> String? {
        let full = String(describing: type)
        let base = String(full.prefix { $0 != "<" })
        switch base {
        case "TupleView", "ConditionalContent", "HandlerView", "AnyView", "ModifierContent", "Group", "ForegroundView",
            "FontView", "TapsView", "ButtonEnvironmentView", "AnimationView", "EmptyView":
            return nil
        case "ShapeView":
            // The shape drawn: its first generic argument.
            let inner = full.dropFirst(base.count + 1).prefix { $0 != "<" && $0 != "," && $0 != ">" }
            return String(inner)
        case "TransformView": return "rotationEffect/scaleEffect"
        case "OffsetView": return "offset"
        case "FrameView": return "frame"
        case "LayerView": return "opacity/blur"
        case "PaddingView": return "padding"
        case "ClipView": return "clipShape"
        case "OverlayView": return "overlay/background"
        case "PositionView": return "position"
        case "FixedSizeView": return "fixedSize"
        case "ModifiedContent": return "modifier"
        default: return base
        }
    }
}
