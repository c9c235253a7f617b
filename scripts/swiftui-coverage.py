#!/usr/bin/env python3
"""SwiftUI's declarations beside HaloUI's: writes docs/swiftui-coverage.md.

    scripts/swiftui-coverage.py [--no-build] [--symbols DIR] [--out docs/swiftui-coverage.md]
    scripts/swiftui-coverage.py declarations SwiftUI.swiftinterface [SwiftUICore...] [--source TEXT]

The first form (`make coverage`) builds HaloUI (`swift build --target HaloUI`), extracts its
public declarations and HaloCore's with `swift-symbolgraph-extract` (HaloUI's typealiases such as
`Animation` and `StrokeStyle` name HaloCore types, whose members count as HaloUI's), and matches
them to SwiftUI's list, docs/data/swiftui-declarations.tsv, by owner type, base name and argument
labels (`View.padding(_:_:)`, `Text.init(_:tableName:bundle:comment:)`). Overloads that differ
only in their types share one row. Each row gets a status:

- drawn: HaloUI declares it and draws (or behaves) as SwiftUI does;
- accepted: HaloUI declares it and it has no visible effect here, for the reason given by
  docs/data/swiftui-coverage-notes.tsv, or else by the declaration's `///` doc where that says
  "accepted" or "no visible effect";
- not provided: HaloUI lacks it, with the notes file's reason.

It prints the counts per area, and the declarations HaloUI has that SwiftUI's list lacks on
SwiftUI's own types (label mismatches first: the likeliest typos).

The second form derives docs/data/swiftui-declarations.tsv from a SwiftUI `.swiftinterface` (kept
outside the repository): names and signatures of the iOS-available public API, without bodies,
attributes or doc text; underscored names and names deprecated on iOS before 15 are left out.
"""

import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import tempfile

HALO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECLARATIONS = os.path.join(HALO, "docs", "data", "swiftui-declarations.tsv")
NOTES = os.path.join(HALO, "docs", "data", "swiftui-coverage-notes.tsv")
DOC = os.path.join(HALO, "docs", "swiftui-coverage.md")

AREAS = [
    "View modifiers", "Shapes", "Drawing and graphics", "Animation", "Text", "Images", "Layout",
    "Controls", "Containers, navigation and lists", "Style", "Environment", "Gestures", "Previews",
    "Data flow", "Accessibility", "App structure and other",
]
STATUSES = ["drawn", "accepted", "not provided"]

# ---------------------------------------------------------------- SwiftUI's interface

MODULES = (
    "SwiftUI|SwiftUICore|Swift|CoreFoundation|CoreGraphics|Foundation|_Concurrency|"
    "DeveloperToolsSupport|CoreTransferable|UIKit|Combine|Observation|CoreText|Accessibility|"
    "Symbols|UniformTypeIdentifiers|CoreData|OSLog|os|Darwin|QuartzCore|Dispatch|ObjectiveC|"
    "_StringProcessing|AppKit|WidgetKit|Spatial|TipKit|AVFoundation|CoreImage"
)
MODULE_PREFIX = re.compile(r"\b(?:%s)\.(?=[A-Za-z_`])" % MODULES)

# Members every conforming type repeats (Equatable, Hashable, CustomStringConvertible, Codable,
# View's `body`): noise beside the API a user writes.
CONFORMANCE_NOISE = {
    "hash(into:)", "hashValue", "description", "debugDescription", "customMirror", "encode(to:)",
    "init(from:)", "playgroundDescription", "customPlaygroundQuickLook",
}
DECL_KEYWORDS = re.compile(
    r"^(?P<kw>struct|class|enum|protocol|actor|extension|typealias|associatedtype|func|init|"
    r"subscript|var|let|case|macro|deinit|precedencegroup|operator|prefix|postfix|infix|import)\b")
MODIFIERS = re.compile(
    r"^(?:public|open|package|internal|final|static|class(?=\s+(?:func|var|let|subscript))|mutating|"
    r"nonmutating|nonisolated|override|convenience|required|indirect|dynamic|lazy|weak|unowned|"
    r"optional|isolated|consuming|borrowing|__consuming|distributed)\b\s*")


def balanced_end(text, i, open_ch, close_ch):
    """The index just past the bracket that closes the one at `i` (strings skipped)."""
    depth, j, n = 0, i, len(text)
    while j < n:
        c = text[j]
        if c == '"':
            j += 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
        elif c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return n


def strip_attributes(text):
    """(attributes, rest): the leading `@attr` and `@attr(...)` of a declaration."""
    attrs, s = [], text.lstrip()
    while s.startswith("@"):
        m = re.match(r"@[\w.]+", s)
        if not m:
            break
        end = m.end()
        if end < len(s) and s[end] == "(":
            end = balanced_end(s, end, "(", ")")
        elif end < len(s) and s[end] == "<":
            end = balanced_end(s, end, "<", ">")
        attrs.append(s[:end])
        s = s[end:].lstrip()
    return attrs, s


def brace_delta(text):
    """Opening minus closing braces outside string literals."""
    d, j, n = 0, 0, len(text)
    while j < n:
        c = text[j]
        if c == '"':
            j += 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
        elif c == "{":
            d += 1
        elif c == "}":
            d -= 1
        j += 1
    return d


def paren_delta(text):
    d, j, n = 0, 0, len(text)
    while j < n:
        c = text[j]
        if c == '"':
            j += 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
        elif c == "(":
            d += 1
        elif c == ")":
            d -= 1
        j += 1
    return d


def parse_availability(attrs):
    """{'unavailable': bool, 'introduced': str, 'deprecated': str} for iOS, from `@available`s."""
    out = {}
    for a in attrs:
        if not a.startswith("@available("):
            continue
        body = a[len("@available("):-1]
        parts = [p.strip() for p in split_top(body, ",")]
        if not parts:
            continue
        head = parts[0]
        if head == "*":
            if "unavailable" in parts:
                out["unavailable"] = True
            if any(p == "deprecated" or p.startswith("deprecated:") for p in parts[1:]):
                out["deprecated"] = "*"
            continue
        if head == "iOS":
            for p in parts[1:]:
                if p == "unavailable":
                    out["unavailable"] = True
                elif p.startswith("introduced:"):
                    out["introduced"] = p.split(":", 1)[1].strip()
                elif p.startswith("deprecated:"):
                    out["deprecated"] = p.split(":", 1)[1].strip()
                elif p == "deprecated":
                    out["deprecated"] = "*"
            continue
        # Shorthand: `iOS 15.0, macOS 12.0, *`.
        for p in parts:
            m = re.match(r"iOS\s+([\d.]+)$", p)
            if m:
                out["introduced"] = m.group(1)
    return out


def split_top(text, sep):
    """Splits at `sep` outside (), [], <>, {} and strings."""
    out, depth, cur, j, n = [], 0, [], 0, len(text)
    while j < n:
        c = text[j]
        if c == '"':
            k = j + 1
            while k < n and text[k] != '"':
                k += 2 if text[k] == "\\" else 1
            cur.append(text[j:k + 1])
            j = k + 1
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and j > 0 and text[j - 1] == "-"):
            depth -= 1
        if c == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        j += 1
    if cur or out:
        out.append("".join(cur))
    return out


def labels_of(params):
    """The argument labels of a parameter clause's inside: `_ a: T, b c: U` -> ['_', 'b']."""
    labels = []
    for p in split_top(params, ","):
        p = p.strip()
        if not p:
            continue
        head = p.split(":", 1)[0]
        _, head = strip_attributes(head)
        words = head.split()
        if not words:
            continue
        labels.append(words[0])
    return labels


def clean_signature(text):
    text = MODULE_PREFIX.sub("", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text


def declaration_name(kw, rest):
    """(name with labels, kind) of a declaration that starts with keyword `kw`; rest follows it."""
    if kw in ("func", "macro"):
        m = re.match(r"\s*(`?[\w]+`?|[^\s(<]+)\s*(<.*?>)?\s*\(", rest)
        if not m:
            return None, kw
        name = m.group(1).strip("`")
        start = rest.index("(", m.start(1) + len(m.group(1)) if m.group(2) is None else m.end(2) - 1)
        end = balanced_end(rest, start, "(", ")")
        labels = labels_of(rest[start + 1:end - 1])
        return "%s(%s)" % (name, "".join(l + ":" for l in labels)), kw
    if kw in ("init", "subscript"):
        start = rest.find("(")
        if start < 0:
            return None, kw
        end = balanced_end(rest, start, "(", ")")
        params = rest[start + 1:end - 1]
        labels = labels_of(params)
        if kw == "subscript":
            # A subscript's parameters have no labels unless written twice.
            labels = []
            for p in split_top(params, ","):
                words = strip_attributes(p.split(":", 1)[0])[1].split()
                labels.append(words[0] if len(words) > 1 else "_")
        return "%s(%s)" % (kw, "".join(l + ":" for l in labels)), kw
    if kw in ("var", "let"):
        m = re.match(r"\s*`?(\w+)`?", rest)
        return (m.group(1) if m else None), "var"
    if kw in ("struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"):
        m = re.match(r"\s*`?(\w+)`?", rest)
        return (m.group(1) if m else None), kw
    return None, kw


def case_names(rest):
    """The names of `case a, b(x: Int), c(Int)`."""
    out = []
    for part in split_top(rest, ","):
        part = part.strip()
        m = re.match(r"`?(\w+)`?\s*(\(.*\))?", part)
        if not m:
            continue
        if m.group(2):
            inner = m.group(2)[1:-1]
            labels = []
            for p in split_top(inner, ","):
                words = p.split(":", 1)[0].split() if ":" in p else []
                labels.append(words[0] if words else "_")
            out.append(("%s(%s)" % (m.group(1), "".join(l + ":" for l in labels)), part))
        else:
            out.append((m.group(1), part))
    return out


def version_key(v):
    try:
        return tuple(int(x) for x in v.split("."))
    except ValueError:
        return (0,)


def parse_interface(text):
    """The iOS-available public declarations of a SwiftUI `.swiftinterface`, as dicts."""
    lines = text.split("\n")
    decls = []
    # Scopes: dicts with kind ('type', 'protocol', 'extension', 'body'), path, availability.
    stack = []
    pending = []  # attribute lines before a declaration
    skip_else = []  # `#if` nesting: True while inside an `#else` branch to skip
    i = 0
    while i < len(lines):
        raw = lines[i]
        i += 1
        s = raw.strip()
        if s.startswith("#if"):
            skip_else.append(False)
            continue
        if s.startswith("#else") or s.startswith("#elseif"):
            if skip_else:
                skip_else[-1] = True
            continue
        if s.startswith("#endif"):
            if skip_else:
                skip_else.pop()
            continue
        if any(skip_else):
            continue
        if not s or s.startswith("//"):
            continue
        if stack and stack[-1]["kind"] == "body":
            stack[-1]["depth"] += brace_delta(s)
            if stack[-1]["depth"] <= 0:
                stack.pop()
            continue
        if s == "}":
            if stack:
                stack.pop()
            pending = []
            continue
        attrs, rest = strip_attributes(s)
        if not rest:
            pending.extend(attrs)
            continue
        # A declaration may continue on the next lines until its parentheses close.
        while paren_delta(rest) > 0 and i < len(lines):
            rest += " " + lines[i].strip()
            i += 1
        attrs = pending + attrs
        pending = []
        mods = []
        while True:
            m = MODIFIERS.match(rest)
            if not m:
                break
            mods.append(m.group(0).strip())
            rest = rest[m.end():]
        # `@MainActor` etc. may also follow the modifiers.
        more, rest = strip_attributes(rest)
        attrs += more
        while True:
            m = MODIFIERS.match(rest)
            if not m:
                break
            mods.append(m.group(0).strip())
            rest = rest[m.end():]
        km = DECL_KEYWORDS.match(rest)
        delta = brace_delta(rest)
        if not km:
            # Accessors of a multi-line property (`get`, `set`) or anything unknown.
            if delta > 0:
                stack.append({"kind": "body", "depth": delta})
            continue
        kw = km.group("kw")
        after = rest[km.end():]
        parent = stack[-1] if stack else None
        avail = dict(parent["avail"]) if parent else {}
        own = parse_availability(attrs)
        avail.update(own)
        in_protocol = parent is not None and parent["kind"] == "protocol"
        visible = "public" in mods or "open" in mods or in_protocol or (
            kw == "case" and parent is not None and parent.get("public"))
        if kw == "extension":
            m = re.match(r"\s*([\w.]+)", after)
            path = MODULE_PREFIX.sub("", m.group(1)) if m else "?"
            if delta > 0:
                stack.append({"kind": "extension", "path": path, "avail": avail, "public": True,
                              "external": not m.group(1).startswith("SwiftUI.")})
            continue
        owner = parent["path"] if parent else ""
        if kw in ("struct", "class", "enum", "protocol", "actor"):
            name, _ = declaration_name(kw, after)
            path = (owner + "." + name) if owner else name
            if visible:
                record(decls, kw, owner, name, strip_body(rest), avail, attrs)
            if delta > 0:
                stack.append({"kind": "protocol" if kw == "protocol" else "type", "path": path,
                              "avail": avail, "public": visible})
            continue
        if kw == "case" and parent is not None and parent["kind"] == "type" and visible:
            for name, part in case_names(after):
                record(decls, "case", owner, name, "case " + part, avail, attrs)
            continue
        if kw in ("func", "init", "subscript", "var", "let", "typealias", "associatedtype", "macro"):
            name, kind = declaration_name(kw, after)
            if visible and name:
                sig = rest
                if kw in ("func", "init", "subscript", "macro"):
                    sig = strip_body(rest)
                    if kw == "macro":
                        sig = sig.split(" = #externalMacro", 1)[0]
                elif kw in ("var", "let"):
                    sig = strip_body(rest)
                    accessors = accessor_words(lines, i, rest, delta)
                    if accessors:
                        sig += " { " + " ".join(accessors) + " }"
                record(decls, kind, owner, name, " ".join(m for m in mods if m == "static") +
                       (" " if "static" in mods else "") + sig, avail, attrs,
                       protocol_requirement=in_protocol)
        if delta > 0:
            stack.append({"kind": "body", "depth": delta})
    return decls


def strip_body(text):
    """A declaration without its `{ ... }` body or accessor block."""
    depth, j, n = 0, 0, len(text)
    while j < n:
        c = text[j]
        if c == '"':
            j += 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
        elif c in "([<":
            depth += 1
        elif c in ")]>" and not (c == ">" and text[j - 1] == "-"):
            depth -= 1
        elif c == "{" and depth <= 0:
            return text[:j].rstrip()
        j += 1
    return text.rstrip()


def accessor_words(lines, i, rest, delta):
    """`get`/`set` of a property, from its one-line or multi-line accessor block."""
    if "{" not in rest:
        return []
    block = rest[rest.index("{"):]
    if delta > 0:
        k, d = i, delta
        while k < len(lines) and d > 0:
            block += " " + lines[k].strip()
            d += brace_delta(lines[k])
            k += 1
    words = re.findall(r"\b(get|set|_modify|nonmutating set|mutating get)\b", block)
    out = [w for w in words if w in ("get", "set")]
    # A computed property with a body (`@_alwaysEmitIntoClient var x: T { ... }`) is a getter.
    return out or ["get"]


def record(decls, kind, owner, name, signature, avail, attrs, protocol_requirement=False):
    if name is None:
        return
    if avail.get("unavailable"):
        return
    if name.startswith("_") or any(p.startswith("_") for p in owner.split(".") if p):
        return
    if re.search(r"[(:]_\w+:", name):
        return  # an underscored argument label: `init(_fromValue:)`
    dep = avail.get("deprecated")
    if dep and dep != "*" and version_key(dep) < (15,):
        return
    if dep == "*":
        return
    if kind in ("typealias", "associatedtype") and owner:
        return
    if name in CONFORMANCE_NOISE:
        return
    if kind == "func" and not re.match(r"[A-Za-z_`]", name):
        return  # operators
    if name == "body" and not protocol_requirement:
        return
    decls.append({
        "kind": kind, "owner": owner, "name": name, "signature": clean_signature(signature),
        "ios": avail.get("introduced", ""),
        "deprecated": "" if not dep or version_key(dep) >= (100000,) else dep,
    })


# ---------------------------------------------------------------- areas

def _names(text):
    return set(text.split())


SHAPES = _names("""Shape InsettableShape Path Rectangle RoundedRectangle UnevenRoundedRectangle Circle
    Ellipse Capsule ContainerRelativeShape AnyShape OffsetShape RotatedShape ScaledShape
    TransformedShape StrokeStyle FillStyle RoundedCornerStyle ShapeRole RectangleCornerRadii
    ShapeView StrokeShapeView StrokeBorderShapeView FillShapeView ButtonBorderShape CGLineCap
    CGLineJoin""")
DRAWING = _names("""Color Gradient AnyGradient LinearGradient RadialGradient AngularGradient
    EllipticalGradient ShapeStyle AnyShapeStyle HierarchicalShapeStyle ForegroundStyle
    BackgroundStyle TintShapeStyle SeparatorShapeStyle SelectionShapeStyle FillShapeStyle Material
    ImagePaint GraphicsContext Canvas BlendMode Angle UnitPoint Shader ShaderFunction ShaderLibrary
    VisualEffect EmptyVisualEffect ColorRenderingMode ColorMatrix ProjectionTransform
    HierarchicalShapeStyleModifier DrawingGroup Anchor GeometryEffect UIColor""")
ANIMATION = _names("""Animation Animatable AnimatableModifier AnimatablePair EmptyAnimatableData
    VectorArithmetic Transaction AnyTransition Transition TransitionPhase TransitionProperties
    Spring UnitCurve CustomAnimation AnimationContext AnimationState AnimationStateKey
    TimelineView TimelineSchedule TimelineViewDefaultContext Namespace KeyframeAnimator
    KeyframeTimeline KeyframeTrack KeyframeTrackContentBuilder Keyframes KeyframesBuilder
    KeyframeTrackContent LinearKeyframe CubicKeyframe SpringKeyframe MoveKeyframe PhaseAnimator
    ContentTransition MatchedGeometryProperties withAnimation withTransaction AnimationCompletionCriteria
    PeriodicTimelineSchedule EveryMinuteTimelineSchedule ExplicitTimelineSchedule
    AnimationTimelineSchedule TransactionKey PlaceholderContentView CGFloat Double Float CGPoint CGSize
    CGRect""")
TEXT = _names("""Text TextField SecureField TextEditor Font LocalizedStringKey TextAlignment TextRenderer
    TextProxy TextSelectability EnabledTextSelectability DisabledTextSelectability
    TextInputAutocapitalization TypesettingLanguage AttributeScopes AttributeDynamicLookup
    TruncationMode TextLayout""")
IMAGES = _names("""Image AsyncImage AsyncImagePhase ImageRenderer SymbolRenderingMode SymbolVariants
    ImageResource""")
LAYOUT = _names("""HStack VStack ZStack LazyHStack LazyVStack Grid GridRow LazyHGrid LazyVGrid GridItem
    Spacer Divider Layout AnyLayout HStackLayout VStackLayout ZStackLayout GridLayout ViewThatFits
    GeometryReader GeometryProxy Alignment HorizontalAlignment VerticalAlignment AlignmentID Edge
    EdgeInsets Axis ProposedViewSize LayoutSubview LayoutSubviews LayoutProperties LayoutValueKey
    ViewDimensions SafeAreaRegions CoordinateSpace NamedCoordinateSpace CoordinateSpaceProtocol
    LocalCoordinateSpace GlobalCoordinateSpace LayoutDirection LayoutDirectionBehavior
    HorizontalEdge VerticalEdge ContainerBackgroundPlacement ViewAlignedScrollTargetBehavior
    ContentMarginPlacement ScaledMetric ContentMode ViewSpacing PinnedScrollableViews
    NSDirectionalEdgeInsets ScenePadding""")
CONTROLS = _names("""Button Toggle Slider Stepper Picker DatePicker DatePickerComponents
    MultiDatePicker ColorPicker ProgressView Gauge Link ShareLink SharePreview Menu EditButton
    PasteButton RenameButton Label LabeledContent ControlGroup ControlSize ButtonRole
    KeyboardShortcut KeyEquivalent EventModifiers SubmitLabel SubmitTriggers
    ButtonRepeatBehavior MenuOrder HelpLink PaletteSelectionEffect DefaultShareLinkLabel
    LabeledControlGroupContent""")
CONTAINERS = _names("""View ViewBuilder AnyView EmptyView TupleView ModifiedContent EquatableView Group
    ForEach List Section Form GroupBox ScrollView ScrollViewReader ScrollViewProxy NavigationView
    NavigationStack NavigationSplitView NavigationLink NavigationPath TabView DisclosureGroup
    OutlineGroup Table TableColumn TableRow EditMode EditActions ToolbarItem ToolbarItemGroup
    ToolbarItemPlacement ToolbarContent ToolbarContentBuilder Alert ActionSheet
    ContentUnavailableView ForEachSubviewCollection SearchFieldPlacement Visibility
    ScrollTarget ScrollTargetBehavior ScrollIndicatorVisibility ScrollDismissesKeyboardMode
    ScrollBounceBehavior PresentationDetent PresentationAdaptation PresentationBackgroundInteraction
    PresentationContentInteraction Inspector Subview SubviewsCollection SectionConfiguration
    ContainerValues DynamicViewContent IndexViewStyle TableColumnContent TableRowContent
    TableColumnBuilder TableRowBuilder CustomizableToolbarContent ToolbarRole ToolbarTitleMenu
    ToolbarPlacement ToolbarCustomizationBehavior ToolbarCustomizationOptions
    ToolbarDefaultItemKind ToolbarItemGroupPlacement NavigationBarItem NavigationSplitViewVisibility
    NavigationSplitViewColumn NavigationSplitViewStyle ListItemTint ListSectionSpacing
    ScrollAnchorRole ScrollPosition ScrollContentOffsetAdjustmentBehavior ViewBuilderContent
    EmptyTableRowContent TupleTableRowContent TupleTableColumnContent SearchSuggestionsPlacement
    SearchScopeActivation SearchUnavailableContent TextFieldLink PopoverAttachmentAnchor
    CustomPresentationDetent DynamicTableRowContent PagingScrollTargetBehavior SidebarRowSize
    DialogSeverity Never LabeledToolbarItemGroupContent EditableCollectionContent
    IndexedIdentifierCollection RangeReplaceableCollection MutableCollection""")
ENVIRONMENT = _names("""EnvironmentValues Environment EnvironmentKey EnvironmentalModifier ColorScheme
    ColorSchemeContrast DynamicTypeSize ContentSizeCategory LegibilityWeight ControlActiveState
    UserInterfaceSizeClass RedactionReasons OpenURLAction DismissAction RefreshAction
    DismissSearchAction OpenWindowAction DismissWindowAction PurchaseAction ScenePhase
    ResetFocusAction RenameAction NewDocumentAction OpenDocumentAction DismissImmersiveSpaceAction
    OpenImmersiveSpaceAction Prominence BadgeProminence SymbolVariants DefaultFocusEvaluationPriority
    OpenSettingsAction SupportedSurfaceAnimation DismissBehavior BackgroundProminence
    UIContentSizeCategory UIAccessibilityContrast UILegibilityWeight UIUserInterfaceSizeClass""")
DATA_FLOW = _names("""State Binding StateObject ObservedObject EnvironmentObject Bindable FocusState
    FocusedValue FocusedBinding FocusedObject FocusedValues FocusedValueKey AppStorage SceneStorage
    DynamicProperty PreferenceKey FetchRequest FetchedResults SectionedFetchRequest
    SectionedFetchResults GestureState Query ObservableObject Published Observable
    AnchorPreferenceKey FocusInteractions SubscriptionView""")
PREVIEWS = _names("""PreviewProvider PreviewDevice PreviewPlatform PreviewContext PreviewContextKey
    PreviewLayout LibraryContentProvider LibraryItem LibraryItemCategory Preview PreviewTrait
    PreviewModifier InterfaceOrientation""")
APP = _names("""App Scene SceneBuilder WindowGroup Window DocumentGroup Settings Commands CommandMenu
    CommandGroup CommandGroupPlacement CommandsBuilder EmptyCommands FileDocument
    ReferenceFileDocument FileDocumentConfiguration ReferenceFileDocumentConfiguration
    FileDocumentReadConfiguration FileDocumentWriteConfiguration UIViewRepresentable
    UIViewControllerRepresentable UIApplicationDelegateAdaptor WidgetConfiguration
    EmptyWidgetConfiguration UIHostingController UIHostingConfiguration UIHostingSceneDelegate
    UIViewRepresentableContext UIViewControllerRepresentableContext MenuBarExtra ImmersiveSpace
    DropInfo DropProposal DropOperation DropDelegate DragDropPreviewsFormation Transferable
    OpenURLAction ContentShape SensoryFeedback HoverPhase HoverEffect ContextMenu
    UIGestureRecognizerRepresentable WindowResizability ImmersionStyle""")


def area_of(kind, owner, name):
    """The area of SwiftUI's documentation a declaration belongs to."""
    root = (owner.split(".")[0] if owner else name.split("(")[0])
    if owner == "View" or (owner == "" and root == "View" and kind != "protocol"):
        return "View modifiers" if kind != "protocol" else "Containers, navigation and lists"
    if root in ("ViewModifier", "EmptyModifier", "ModifiedContent") or root.endswith("Modifier") and \
            root not in DRAWING and root not in ANIMATION:
        return "View modifiers"
    if root.startswith("Accessibility") or root.startswith("accessibility"):
        return "Accessibility"
    if "Preview" in root or root in PREVIEWS:
        return "Previews"
    if root in SHAPES or (root.endswith("Shape") and not root.endswith("ShapeStyle")):
        return "Shapes"
    if root in DRAWING or root.endswith("ShapeStyle") or root.endswith("Gradient") or \
            root.startswith("Color") or root.startswith("Shader"):
        return "Drawing and graphics"
    if root in ANIMATION or "Transition" in root or "Keyframe" in root or "Animat" in root or \
            root.endswith("TimelineSchedule") or root.startswith("Timeline"):
        return "Animation"
    if root.endswith("Gesture") or root.startswith("Gesture"):
        return "Gestures"
    if root in DATA_FLOW or "Preference" in root or root.startswith("Focus"):
        return "Data flow"
    if root in ENVIRONMENT or "Environment" in root:
        return "Environment"
    if root.endswith("Style") or root.endswith("StyleConfiguration"):
        return "Style"
    if root in TEXT or root.startswith("Text"):
        return "Text"
    if root in IMAGES or root.startswith("Image") or root.startswith("Symbol"):
        return "Images"
    if root in LAYOUT or "Layout" in root or "Alignment" in root or root.endswith("Stack") or \
            "Grid" in root or root.endswith("CoordinateSpace"):
        return "Layout"
    if root in CONTROLS or "Button" in root or "Picker" in root or "Toggle" in root or \
            "Progress" in root or "Gauge" in root or root.startswith("Menu"):
        return "Controls"
    if root in CONTAINERS or root.startswith(("List", "Section", "Scroll", "Navigation", "Tab",
                                              "Toolbar", "Search", "Presentation", "Table",
                                              "Disclosure", "Outline", "ForEach", "Group")):
        return "Containers, navigation and lists"
    if root in APP or root.startswith(("Scene", "Window", "Command", "Widget", "Document", "Drop",
                                       "Drag", "UI", "Hover", "Immersive", "Context")):
        return "App structure and other"
    return "App structure and other"


# ---------------------------------------------------------------- the declarations file

TSV_HEADER = ["area", "kind", "owner", "name", "ios", "deprecated", "signature"]


def write_declarations(interfaces, out, source):
    """Writes the declarations of one or more interfaces (iOS 18 splits SwiftUICore from SwiftUI)."""
    decls, text = [], ""
    for interface in interfaces:
        with open(interface, encoding="utf-8") as f:
            one = f.read()
        text = text or one
        decls += parse_interface(one)
    m = re.search(r"-target (\S+)", text)
    v = re.search(r"-user-module-version (\S+)", text)
    seen, rows = set(), []
    for d in decls:
        row = [area_of(d["kind"], d["owner"], d["name"]), d["kind"], d["owner"], d["name"], d["ios"],
               d["deprecated"], d["signature"]]
        if tuple(row) in seen:
            continue
        seen.add(tuple(row))
        rows.append(row)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write("# SwiftUI's public declarations available on iOS: names and signatures only.\n")
        f.write("# source: %s\n" % source)
        f.write("# target: %s; SwiftUI module version %s\n" % (m.group(1) if m else "?", v.group(1) if v else "?"))
        f.write("# written by scripts/swiftui-coverage.py declarations; underscored names, conformance\n")
        f.write("# members (==, hash(into:), description, body of concrete views) and names deprecated on\n")
        f.write("# iOS before 15 left out; `deprecated` 100000 (deprecated in a future release) kept as blank.\n")
        f.write("\t".join(TSV_HEADER) + "\n")
        for row in rows:
            f.write("\t".join(c.replace("\t", " ") for c in row) + "\n")
    print("%s: %d declarations (%d rows of owner + name)" % (
        os.path.relpath(out, HALO), len(rows), len({(r[2], r[3]) for r in rows})))


def read_declarations(path):
    meta, rows, header = [], [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#"):
                meta.append(line[1:].strip())
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                continue
            rows.append(dict(zip(header, cells)))
    return meta, rows


# ---------------------------------------------------------------- HaloUI's declarations

def run(cmd, **kw):
    print("+ " + " ".join(cmd), file=sys.stderr)
    return subprocess.run(cmd, cwd=HALO, check=True, **kw)


def extract_symbols(build, out_dir):
    """Symbol graphs of HaloUI and HaloCore into out_dir (after building HaloUI unless told not to)."""
    swift = os.environ.get("SWIFT", "swift")
    if build:
        run([swift, "build", "--target", "HaloUI"])
    bin_path = subprocess.run([swift, "build", "--show-bin-path"], cwd=HALO, check=True,
                              capture_output=True, text=True).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    if not os.path.isdir(modules):
        modules = bin_path
    if not os.path.exists(os.path.join(modules, "HaloUI.swiftmodule")):
        sys.exit("swiftui-coverage: no HaloUI.swiftmodule in %s; build HaloUI first (drop --no-build)" % modules)
    extract = os.environ.get("SWIFT_SYMBOLGRAPH_EXTRACT", "swift-symbolgraph-extract")
    includes = []
    for d in sorted(os.listdir(os.path.join(HALO, "Sources"))):
        if os.path.exists(os.path.join(HALO, "Sources", d, "module.modulemap")):
            includes += ["-I", os.path.join(HALO, "Sources", d)]
    cflags = []
    with open(os.path.join(HALO, "Package.swift"), encoding="utf-8") as f:
        packages = sorted(set(re.findall(r'pkgConfig:\s*"([^"]+)"', f.read())))
    for pkg in packages:
        r = subprocess.run(["pkg-config", "--cflags-only-I", pkg], capture_output=True, text=True)
        for flag in r.stdout.split():
            cflags += ["-Xcc", flag]
    triple = subprocess.run([swift, "-print-target-info"], capture_output=True, text=True)
    try:
        target = json.loads(triple.stdout)["target"]["triple"]
    except (ValueError, KeyError):
        target = "x86_64-unknown-linux-gnu"
    for module in ("HaloUI", "HaloCore"):
        run([extract, "-module-name", module, "-I", modules] + includes + cflags +
            ["-target", target, "-output-dir", out_dir, "-minimum-access-level", "public",
             "-skip-synthesized-members"])


def doc_text(symbol):
    lines = (symbol.get("docComment") or {}).get("lines") or []
    return " ".join(l.get("text", "").strip() for l in lines).strip()


def normalized_name(title):
    """`init?(rawValue:)` -> `init(rawValue:)`; a property's title is its name."""
    return re.sub(r"^init[?!]", "init", title)


def load_halo(sym_dir):
    """HaloUI's public declarations: {(owner, name): [symbol dicts]}, and the graphs' aliases.

    HaloUI's typealiases that name HaloCore types (`Animation`, `StrokeStyle`, `BlendMode`) make
    those types' members HaloUI's under the alias's name; members HaloUI adds to them in
    extensions come in HaloUI@HaloCore.symbols.json under HaloCore's name, and are renamed too.
    """
    graphs = {}
    for f in sorted(os.listdir(sym_dir)):
        if f.endswith(".symbols.json"):
            with open(os.path.join(sym_dir, f), encoding="utf-8") as fh:
                graphs[f[:-len(".symbols.json")]] = json.load(fh)
    if "HaloUI" not in graphs:
        sys.exit("swiftui-coverage: no HaloUI.symbols.json in %s" % sym_dir)
    by_precise = {}
    for gname, g in graphs.items():
        for s in g.get("symbols", []):
            by_precise.setdefault(s["identifier"]["precise"], (gname, s))
    # Alias prefix maps: (graph module, path tuple of the aliased type) -> alias path tuple.
    aliases = {}
    for s in graphs["HaloUI"]["symbols"]:
        if s["kind"]["identifier"] != "swift.typealias":
            continue
        frags = s.get("declarationFragments", [])
        targets = [f.get("preciseIdentifier") for f in frags if f.get("kind") == "typeIdentifier"]
        if not targets or targets[0] not in by_precise:
            continue
        gname, target = by_precise[targets[0]]
        # `typealias A = B<...>` with more than one type named: the first is the aliased type.
        aliases[tuple(target["pathComponents"])] = tuple(s["pathComponents"])
    out = {}

    def add(path, s, graph):
        owner, name = ".".join(path[:-1]), normalized_name(path[-1])
        out.setdefault((owner, name), []).append({
            "kind": s["kind"]["identifier"].replace("swift.", ""), "doc": doc_text(s), "graph": graph,
            "title": s["names"]["title"], "path": path,
        })

    for gname, g in graphs.items():
        own_module = gname.split("@")[0]
        extended = gname.split("@")[1] if "@" in gname else None
        for s in g.get("symbols", []):
            if s.get("accessLevel") not in ("public", "open"):
                continue
            path = tuple(s["pathComponents"])
            if own_module == "HaloUI" and extended is None:
                add(path, s, gname)
                for n in range(len(path) - 1, 0, -1):
                    if path[:n] in aliases and aliases[path[:n]] != path[:n]:
                        add(aliases[path[:n]] + path[n:], s, gname)
                        break
                continue
            # HaloCore's own symbols, and HaloUI's extensions of other modules' types.
            mapped = None
            for n in range(len(path), 0, -1):
                if path[:n] in aliases:
                    mapped = aliases[path[:n]] + path[n:]
                    break
            if mapped is not None:
                add(mapped, s, gname)
            elif own_module == "HaloUI":
                add(path, s, gname)  # HaloUI's extension of CGPoint, Array, Double ...
    # Conformances: a type has its protocols' members (requirements and extensions), which the
    # graphs list once, on the protocol: `Circle.inset(by:)` is `InsettableShape.inset(by:)`.
    def visible_path(precise):
        if precise not in by_precise:
            return None
        path = tuple(by_precise[precise][1]["pathComponents"])
        for n in range(len(path), 0, -1):
            if path[:n] in aliases:
                return aliases[path[:n]] + path[n:]
        return path
    conformances = {}
    for g in graphs.values():
        for r in g.get("relationships", []):
            if r.get("kind") not in ("conformsTo", "inheritsFrom"):
                continue
            source, target = visible_path(r.get("source")), visible_path(r.get("target"))
            if source and target:
                conformances.setdefault(".".join(source), set()).add(".".join(target))
    return out, conformances


def lookup(halo, conformances, owner, name):
    """HaloUI's symbols for (owner, name), on the owner or on a protocol it conforms to."""
    found = halo.get((owner, name))
    if found:
        return found
    seen, todo = {owner}, list(conformances.get(owner, ()))
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        found = halo.get((p, name))
        if found:
            return found
        todo.extend(conformances.get(p, ()))
    return []


# ---------------------------------------------------------------- notes and matching

# A `///` doc says a whole declaration is accepted with "Accepted: ..." / "Accepted for ...", with
# "(accepted: ...)" or "(accepted)" after its summary, or with "no visible effect"; "`step` is
# accepted" (one argument of a drawn declaration) does not count.
ACCEPTED_IN_DOC = re.compile(r"(^|[.;]\s+)Accepted\b|\(accepted\b|\bno visible effect\b", re.I)


def read_notes(path):
    """[(pattern, status, reason)] in file order; the first pattern that matches a key wins."""
    notes = []
    if not os.path.exists(path):
        return notes
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t")
            if cells[0] == "pattern":
                continue
            if len(cells) < 3 or cells[1] not in STATUSES:
                sys.exit("%s:%d: want `pattern<TAB>drawn|accepted|not provided<TAB>reason`, got %r"
                         % (os.path.relpath(path, HALO), n, line))
            notes.append((cells[0], cells[1], cells[2]))
    return notes


def key_text(owner, name):
    return owner + "." + name if owner else name


def match_note(notes, owner, name, area, exact_only=None):
    key = key_text(owner, name)
    for pattern, status, reason in notes:
        exact = not any(c in pattern for c in "*?[")
        if exact_only is not None and exact != exact_only:
            continue
        if pattern.startswith("area:"):
            if pattern[5:] == area:
                return status, reason
            continue
        if fnmatch.fnmatchcase(key, pattern):
            return status, reason
    return None


def doc_reason(halo_symbols):
    """The sentence of a declaration's `///` doc that says it is accepted, if one does."""
    for h in halo_symbols:
        doc = h["doc"]
        if not ACCEPTED_IN_DOC.search(doc):
            continue
        for sentence in re.split(r"(?<=\.)\s+", doc):
            if ACCEPTED_IN_DOC.search(sentence) or re.match(r"accepted\b", sentence, re.I):
                sentence = sentence.strip().rstrip(".;")
                if len(sentence) > 150:
                    sentence = sentence[:147].rstrip() + "..."
                return sentence + ")" * max(0, sentence.count("(") - sentence.count(")"))
    return None


def parameters(signature):
    """[(label, has a default)] of a function-like signature's parameter clause."""
    m = re.match(r"(?:static\s+)?(?:func\s+[^\s(<]+|init[?!]?|subscript|macro\s+\w+)\s*(<.*?>)?\s*\(",
                 signature)
    if not m:
        return None
    start = signature.index("(", m.end() - 1)
    end = balanced_end(signature, start, "(", ")")
    out = []
    for p in split_top(signature[start + 1:end - 1], ","):
        if not p.strip():
            continue
        head, _, rest = p.partition(":")
        words = strip_attributes(head)[1].split()
        out.append((words[0] if words else "_", len(split_top(rest, "=")) > 1))
    return out


def labels_in(name):
    inside = name[name.index("(") + 1:-1] if "(" in name else ""
    return [l for l in inside.split(":") if l]


def covers_with_defaults(params, labels):
    """Whether a call with `labels` fits `params` when defaulted parameters are left out."""
    i = 0
    for label, has_default in params:
        if i < len(labels) and labels[i] == label:
            i += 1
        elif not has_default:
            return False
    return i == len(labels)


def near_match(halo_bases, conformances, group):
    """HaloUI's name for a SwiftUI declaration it declares without some defaulted arguments."""
    base = group["name"].split("(")[0]
    if "(" not in group["name"]:
        return None
    owners = [group["owner"]] + sorted(conformances.get(group["owner"], ()))
    for owner in owners:
        for name in halo_bases.get((owner, base), ()):
            labels = labels_in(name)
            for params in group["params"]:
                if params is not None and covers_with_defaults(params, labels):
                    dropped = [l for l, _ in params]
                    for l in labels:
                        dropped.remove(l)
                    return owner, name, dropped
    return None


def classify(rows, halo, conformances, notes):
    """Groups SwiftUI's declarations by (owner, name) and gives each group its status."""
    groups = {}
    halo_bases = {}
    for (owner, name) in halo:
        if "(" in name:
            halo_bases.setdefault((owner, name.split("(")[0]), []).append(name)
    for r in rows:
        k = (r["owner"], r["name"])
        g = groups.get(k)
        if g is None:
            g = groups[k] = {"owner": r["owner"], "name": r["name"], "kind": r["kind"],
                             "area": r["area"], "ios": r["ios"], "overloads": 0, "deprecated": "",
                             "params": []}
        g["overloads"] += 1
        g["params"].append(parameters(r["signature"]))
        if r["ios"] and (not g["ios"] or version_key(r["ios"]) < version_key(g["ios"])):
            g["ios"] = r["ios"]
        if r["deprecated"]:
            g["deprecated"] = r["deprecated"]
    for k, g in groups.items():
        found = lookup(halo, conformances, g["owner"], g["name"])
        partial = None
        if not found:
            near = near_match(halo_bases, conformances, g)
            if near:
                found = halo.get((near[0], near[1]), [])
                g["near"] = (near[0], near[1])
                partial = "as `%s`, without %s" % (near[1], ", ".join("`%s:`" % l for l in near[2]))
        g["halo"] = len(found)
        explicit = match_note(notes, g["owner"], g["name"], g["area"], exact_only=True)
        pattern = match_note(notes, g["owner"], g["name"], g["area"], exact_only=False)
        if found:
            from_doc = doc_reason(found)
            if explicit and explicit[0] != "not provided":
                g["status"], g["note"] = explicit
            elif from_doc:
                g["status"], g["note"] = "accepted", from_doc
            elif pattern and pattern[0] == "accepted":
                g["status"], g["note"] = pattern
            else:
                g["status"], g["note"] = "drawn", ""
            if partial:
                g["note"] = ("%s; " % g["note"] if g["note"] else "") + partial
            elif g["overloads"] > 1:
                g["note"] = ("%s; " % g["note"] if g["note"] else "") + \
                    "HaloUI %d of %d overloads" % (min(g["halo"], g["overloads"]), g["overloads"])
        else:
            g["status"] = "not provided"
            note = explicit or pattern
            if note is None:
                g["note"] = "not yet implemented"
            elif note[0] == "accepted":
                g["note"] = "not declared yet; would be accepted: " + note[1]
            else:
                g["note"] = note[1]
    return groups


def extras(groups, halo):
    """HaloUI's declarations on SwiftUI's own types that SwiftUI's list lacks.

    Returns (label mismatches, other members, HaloUI's own top-level names): a mismatch shares
    owner and base name with a SwiftUI declaration but not its labels, the likeliest typo.
    """
    owners = {g["owner"] for g in groups.values()} | {
        key_text(g["owner"], g["name"]) for g in groups.values()
        if g["kind"] in ("struct", "class", "enum", "protocol", "typealias")}
    bases, owners_of, params_of = {}, {}, {}
    for g in groups.values():
        bases.setdefault((g["owner"], g["name"].split("(")[0]), []).append(g["name"])
        params_of.setdefault((g["owner"], g["name"].split("(")[0]), []).extend(
            p for p in g["params"] if p is not None)
        if g["owner"]:
            owners_of.setdefault(g["name"], set()).add(g["owner"])
    mismatches, others, own_types = [], [], []
    near = {g["near"] for g in groups.values() if g.get("near")}
    for (owner, name), syms in sorted(halo.items()):
        if (owner, name) in groups or (owner, name) in near:
            continue
        kinds = {s["kind"] for s in syms}
        if kinds <= {"associatedtype", "typealias"} and owner:
            continue
        if name in CONFORMANCE_NOISE or name == "body" or not re.match(r"[A-Za-z_]", name) \
                or name.startswith("_"):
            continue
        if owner == "":
            own_types.append(name)
            continue
        if owner not in owners:
            continue
        base = (owner, name.split("(")[0])
        if "(" in name and any(covers_with_defaults(p, labels_in(name)) for p in params_of.get(base, ())):
            continue  # a call SwiftUI takes too, its defaulted arguments left out
        if base in bases and "(" in name:
            mismatches.append((key_text(owner, name), bases[base]))
        elif 0 < len(owners_of.get(name, ())) <= 3:
            others.append("%s (SwiftUI: on %s)" % (key_text(owner, name), ", ".join(sorted(owners_of[name]))))
        else:
            others.append(key_text(owner, name))
    return mismatches, others, own_types


# ---------------------------------------------------------------- the document

TYPE_KINDS = ("struct", "class", "enum", "protocol", "typealias", "macro")


def sort_key(g):
    root = g["owner"] if g["owner"] else g["name"]
    return (root.lower(), 0 if g["kind"] in TYPE_KINDS and not g["owner"] else 1,
            g["name"].lower())


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def totals_of(groups):
    t = {s: 0 for s in STATUSES}
    for g in groups:
        t[g["status"]] += 1
    return t


def write_doc(path, meta, groups, mismatches, others, own_types):
    by_area = {a: [] for a in AREAS}
    for g in groups.values():
        by_area.setdefault(g["area"], []).append(g)
    source = [m for m in meta if m.startswith("source:") or m.startswith("target:")]
    out = []
    w = out.append
    w("# SwiftUI coverage")
    w("")
    w("<!-- Generated by scripts/swiftui-coverage.py (`make coverage`); edit")
    w("docs/data/swiftui-coverage-notes.tsv, not this file. -->")
    w("")
    w("Every declaration of SwiftUI's public API on iOS gets a row here, by area, with what HaloUI")
    w("does with it. SwiftUI's list is docs/data/swiftui-declarations.tsv (names and signatures")
    w("only), derived from the SDK's module interface:")
    w("")
    for m in source:
        w("- " + m)
    w("")
    w("HaloUI's list is extracted from its build (`swift-symbolgraph-extract` on HaloUI and on the")
    w("HaloCore types HaloUI's typealiases name). A row is one owner type, base name and argument")
    w("labels (`View.padding(_:_:)`); overloads that differ only in their types share the row, and its")
    w("note says how many of them HaloUI declares. Statuses:")
    w("")
    w("- **drawn**: HaloUI declares it and draws (or behaves) as SwiftUI does;")
    w("- **accepted**: HaloUI declares it so SwiftUI code compiles, with no visible effect here (the")
    w("  note says why: interaction, accessibility, focus, navigation chrome ...);")
    w("- **not provided**: HaloUI lacks it (the note says why, or \"not yet implemented\").")
    w("")
    w("Underscored names, conformance members (`==`, `hash(into:)`, a concrete view's `body`) and")
    w("names deprecated on iOS before 15 are left out; \"iOS\" is the version that introduced a name.")
    w("Names newer than that SDK (iOS 18's `MeshGradient`, `TextRenderer`, `Tab` ...) have no row;")
    w("HaloUI's declarations of them are listed at the end, with HaloUI's other names SwiftUI's list")
    w("lacks. For a newer SDK, `scripts/swiftui-coverage.py declarations SwiftUI.swiftinterface")
    w("SwiftUICore.swiftinterface --source ...` rewrites the list.")
    w("")
    w("## Totals")
    w("")
    w("| Area | Rows | drawn | accepted | not provided | declared |")
    w("| --- | ---: | ---: | ---: | ---: | ---: |")
    all_t = {s: 0 for s in STATUSES}
    for a in AREAS:
        gs = by_area.get(a, [])
        if not gs:
            continue
        t = totals_of(gs)
        for s in STATUSES:
            all_t[s] += t[s]
        declared = t["drawn"] + t["accepted"]
        w("| [%s](#%s) | %d | %d | %d | %d | %d%% |" % (
            a, anchor(a), len(gs), t["drawn"], t["accepted"], t["not provided"],
            round(100.0 * declared / len(gs)) if gs else 0))
    n = sum(all_t.values())
    w("| **All** | %d | %d | %d | %d | %d%% |" % (
        n, all_t["drawn"], all_t["accepted"], all_t["not provided"],
        round(100.0 * (all_t["drawn"] + all_t["accepted"]) / n) if n else 0))
    w("")
    w("Totals: %d rows: %d drawn, %d accepted, %d not provided." % (
        n, all_t["drawn"], all_t["accepted"], all_t["not provided"]))
    w("")
    # Initializers of the types HaloUI provides that it lacks.
    provided = {key_text(g["owner"], g["name"]) for g in groups.values()
                if g["kind"] in TYPE_KINDS and g["status"] != "not provided"}
    missing, partly = {}, 0
    for g in groups.values():
        if g["kind"] != "init" or g["owner"] not in provided:
            continue
        if g["status"] == "not provided":
            missing.setdefault(g["owner"], []).append("`%s`" % g["name"])
        elif g.get("near"):
            partly += 1
            missing.setdefault(g["owner"], []).append("`%s` (only %s)" % (g["name"], g["note"].split("; ")[-1]))
    w("## Initializers missing from provided types")
    w("")
    w("Every documented initializer of a type HaloUI provides should exist; these do not yet, or")
    w("only without some of their defaulted arguments (%d initializers of %d types, %d of them partly)." % (
        sum(len(v) for v in missing.values()), len(missing), partly))
    w("")
    for owner in sorted(missing, key=str.lower):
        w("- `%s`: %s" % (owner, ", ".join(sorted(missing[owner]))))
    w("")
    for a in AREAS:
        gs = sorted(by_area.get(a, []), key=sort_key)
        if not gs:
            continue
        t = totals_of(gs)
        w("## %s" % a)
        w("")
        w("%d rows: %d drawn, %d accepted, %d not provided." % (
            len(gs), t["drawn"], t["accepted"], t["not provided"]))
        w("")
        w("| Declaration | Kind | iOS | Status | Note |")
        w("| --- | --- | --- | --- | --- |")
        for g in gs:
            kind = g["kind"] + (" (deprecated %s)" % g["deprecated"] if g["deprecated"] else "")
            w("| `%s` | %s | %s | %s | %s |" % (
                cell(key_text(g["owner"], g["name"])), kind, g["ios"], g["status"], cell(g["note"])))
        w("")
    w("## HaloUI declarations SwiftUI's list lacks")
    w("")
    w("On SwiftUI's own types (HaloUI's own types are listed by name only). A name that shares its")
    w("base with a SwiftUI declaration but not its labels is the likeliest typo; one SwiftUI has on")
    w("another type is noted with that type.")
    w("")
    w("Label mismatches (%d):" % len(mismatches))
    w("")
    for k, want in mismatches:
        w("- `%s` (SwiftUI: %s)" % (k, ", ".join("`%s`" % x for x in sorted(want))))
    w("")
    w("Other members (%d): %s" % (len(others), ", ".join(
        "`%s`%s" % (x.split(" (")[0], x[len(x.split(" (")[0]):]) for x in others) or "none"))
    w("")
    w("HaloUI's own top-level names (%d): %s" % (
        len(own_types), ", ".join("`%s`" % x for x in own_types) or "none"))
    w("")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    return all_t, by_area


def anchor(title):
    return re.sub(r"[^a-z0-9 -]", "", title.lower()).replace(" ", "-")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "declarations":
        ap = argparse.ArgumentParser(prog="swiftui-coverage.py declarations")
        ap.add_argument("interface", nargs="+", help="SwiftUI's .swiftinterface (and SwiftUICore's, iOS 18+)")
        ap.add_argument("--source", default="", help="where the interface came from (repo, path, commit)")
        ap.add_argument("--out", default=DECLARATIONS)
        a = ap.parse_args(sys.argv[2:])
        write_declarations(a.interface, a.out, a.source or a.interface)
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--no-build", action="store_true", help="use the HaloUI module already built")
    ap.add_argument("--symbols", help="a folder of symbol graphs already extracted (skips the build)")
    ap.add_argument("--out", default=DOC)
    ap.add_argument("--declarations", default=DECLARATIONS)
    ap.add_argument("--notes", default=NOTES)
    a = ap.parse_args()
    meta, rows = read_declarations(a.declarations)
    notes = read_notes(a.notes)
    if a.symbols:
        halo, conformances = load_halo(a.symbols)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            extract_symbols(not a.no_build, tmp)
            halo, conformances = load_halo(tmp)
    groups = classify(rows, halo, conformances, notes)
    mismatches, others, own_types = extras(groups, halo)
    totals, by_area = write_doc(a.out, meta, groups, mismatches, others, own_types)
    print("%-34s %6s %6s %9s %13s" % ("area", "rows", "drawn", "accepted", "not provided"))
    for area in AREAS:
        gs = by_area.get(area, [])
        if gs:
            t = totals_of(gs)
            print("%-34s %6d %6d %9d %13d" % (area, len(gs), t["drawn"], t["accepted"], t["not provided"]))
    print("%-34s %6d %6d %9d %13d" % ("all", sum(totals.values()), totals["drawn"], totals["accepted"],
                                       totals["not provided"]))
    print("\nHaloUI declarations SwiftUI's list lacks, on SwiftUI's types (possible typos):")
    for k, want in mismatches:
        print("  label mismatch: %s (SwiftUI: %s)" % (k, ", ".join(sorted(want))))
    for k in others:
        print("  not in SwiftUI: %s" % k)
    print("HaloUI's own top-level names (%d): %s" % (len(own_types), " ".join(own_types)))
    print("wrote %s" % os.path.relpath(a.out, HALO))


if __name__ == "__main__":
    main()
