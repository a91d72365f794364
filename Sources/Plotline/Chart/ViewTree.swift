import Foundation
import PlotlineScene

/// A SwiftUI view as Plotline keeps it to draw it: stacks, text, shapes and the modifiers that lay them out
/// (padding, frames, backgrounds, overlays, clip shapes, opacity, shadows, offsets). An annotation's view is
/// kept in its layer's style (``AnnotationLayout/view``), the text of each `Text` that belongs to the
/// annotation's words in the `annotation` column (``ViewText/run``); a chart overlay's view is made as the
/// chart is drawn. The layout (`ViewLayout`) measures it with the text metrics and draws it as scene nodes.
public indirect enum ViewTree: Codable, Sendable, Hashable {
    case text(ViewText)
    case shape(ViewShape)
    case stack(ViewStack)
    /// Space that grows along its stack, at least `minLength` points (8 when nil).
    case spacer(minLength: Double?)
    /// A thin line across its stack.
    case divider
    /// A view that draws nothing and takes no space (an image, `EmptyView`).
    case empty
    /// A `GeometryReader`: takes all the space offered and places its views at its top leading corner.
    case geometryReader([ViewTree])
    case modified(ViewTree, ViewTreeModifier)
}

/// A `Text` in a view tree: its words (or the index of its run in the annotation's text) and its look.
public struct ViewText: Codable, Sendable, Hashable {
    /// The index of the run among the annotation's runs (lines of runs, read in order).
    public var run: Int?
    /// The words, for text not kept in the annotation's column.
    public var string: String?
    public var style: AnnotationTextStyle

    public init(run: Int? = nil, string: String? = nil, style: AnnotationTextStyle = AnnotationTextStyle()) {
        self.run = run
        self.string = string
        self.style = style
    }
}

/// A shape in a view tree, with its fill and outline (CSS colors); with neither, it is filled with the
/// foreground style, as SwiftUI fills a shape.
public struct ViewShape: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable { case rectangle, roundedRectangle, capsule, circle, ellipse, path, color }
    /// One step of a `Path`, in the view's own points.
    public enum PathStep: Codable, Sendable, Hashable {
        case move(Double, Double)
        case line(Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }

    public var kind: Kind
    public var cornerRadius: Double?
    public var path: [PathStep]?
    public var fill: String?
    public var stroke: String?
    public var lineWidth: Double?
    public var dash: [Double]?
    /// The outline drawn inside the shape's edge (`strokeBorder`) rather than on it.
    public var insetStroke: Bool?
    /// For an app's own shape: the side of the square its `path(in:)` was drawn in, stretched to the view's
    /// frame when drawn. Nil for a `Path`, whose steps are in the view's own points.
    public var pathSide: Double?
    /// The fill as a gradient over the shape's frame (`LinearGradient` as a view, `.fill(LinearGradient(...))`);
    /// `fill` stays its middle color.
    public var gradient: MarkGradient?

    public init(kind: Kind, cornerRadius: Double? = nil, path: [PathStep]? = nil, fill: String? = nil) {
        self.kind = kind
        self.cornerRadius = cornerRadius
        self.path = path
        self.fill = fill
    }
}

/// A `VStack`, `HStack` or `ZStack`.
public struct ViewStack: Codable, Sendable, Hashable {
    public enum Axis: String, Codable, Sendable, Hashable { case vertical, horizontal, depth }
    public var axis: Axis
    public var alignment: Alignment
    /// Points between views; nil: 2 between lines of text, 4 between runs of text, 8 otherwise.
    public var spacing: Double?
    public var children: [ViewTree]

    public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil, children: [ViewTree]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }
}

/// One SwiftUI modifier in a view tree.
public enum ViewTreeModifier: Codable, Sendable, Hashable {
    /// The font of text inside without one of its own.
    case font(size: Double?, bold: Bool?)
    /// The foreground style (CSS color) of text and unfilled shapes inside without one of their own.
    case foreground(String)
    case lineLimit(Int)
    case textAlignment(Alignment)
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                       minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment)
    case background(ViewTree, Alignment)
    case overlay(ViewTree, Alignment)
    /// Cut to a shape (`cornerRadius`, `clipShape`).
    case clip(ViewShape)
    case opacity(Double)
    case shadow(color: String, radius: Double, x: Double, y: Double)
    case offset(x: Double, y: Double)
    /// Turned by `degrees` (clockwise on screen) about a point of its frame given in shares of its size
    /// (`rotationEffect`); laid out as before it turned.
    case rotation(degrees: Double, anchorX: Double, anchorY: Double)
    /// Drawn larger or smaller about a point of its frame (`scaleEffect`); laid out at its own size.
    case scale(x: Double, y: Double, anchorX: Double, anchorY: Double)
    /// The view's centre at a point of the space it is offered (`position(x:y:)`).
    case position(x: Double, y: Double)
    /// Laid out but not drawn.
    case hidden
    /// A pointer gesture on the view (a drag, a tap, a hover): nothing is drawn for it. A chart whose overlay
    /// or background has one selects with the pointer, which on the page is the page's own scrubbing.
    case gesture
    /// Drawn only under a condition of the code (an `if`, `if let` or `switch` branch taken), marked so in an
    /// overlay's views (`ViewContext.marksConditions`): in a chart that selects with the pointer, such
    /// drawing is what the selection shows, the rest is the overlay's own.
    case conditional
}

/// What a view is made into a tree with: the size a `GeometryReader` reads and the frames of a chart's proxy.
struct ViewContext {
    var size = CGSize.zero
    /// Whether views drawn only under a condition are marked (``ViewTreeModifier/conditional``): in a
    /// chart's overlays and backgrounds, where they tell a selection's drawing from the rest.
    var marksConditions = false
}

extension ViewTree {
    /// The tree of any view: the views Plotline knows by their parts, an app's own view by its `body`.
    static func of(_ view: any View, in context: ViewContext = ViewContext()) -> ViewTree {
        if let known = view as? any TreeView { return known.tree(in: context) }
        // Shapes written as views (`Circle().fill(.red).frame(width: 8, height: 8)`, `Path { ... }`, an app's
        // own shape) fill what they are offered, in the foreground style unless filled or stroked.
        if let shape = view as? any Shape { return .shape(ViewShape.of(shape)) }
        return ofBody(view, in: context)
    }

    private static func ofBody<V: View>(_ view: V, in context: ViewContext) -> ViewTree {
        if V.Body.self == Never.self {
            // A view of the earlier API, known by its text alone.
            let lines = view.annotationLines
            let texts: [ViewTree] = lines.map { line in
                line.count == 1 ? .text(ViewText(string: line[0].text, style: line[0].style))
                    : .stack(ViewStack(axis: .horizontal, children: line.map { .text(ViewText(string: $0.text, style: $0.style)) }))
            }
            return texts.count == 1 ? texts[0] : .stack(ViewStack(axis: .vertical, children: texts))
        }
        return of(view.body, in: context)
    }

    /// The children of a stack: groups (`if`, `for`, several views in a block) flattened into it.
    static func children(_ views: [any View], in context: ViewContext) -> [ViewTree] {
        views.flatMap { view -> [ViewTree] in
            if let group = view as? ViewGroup {
                let inner = children(group.views, in: context)
                guard group.isConditional, context.marksConditions else { return inner }
                return inner.map { tree in
                    if case .modified(_, .conditional) = tree { return tree }
                    return .modified(tree, .conditional)
                }
            }
            if let each = view as? ForEach {
                // A condition inside a loop is on a row, not on the view's state.
                var rows = context
                rows.marksConditions = false
                return children(each.rowViews, in: rows)
            }
            return [of(view, in: context)]
        }
    }

    /// The tree's text as an annotation's lines of runs, read as the earlier text-only annotations read it
    /// (a `VStack` line by line, an `HStack` as one line), with the fonts and colors given around each run.
    /// Text kept as lines refers to its run by index in `indexed`; text in a background or overlay keeps
    /// its words.
    func annotationLines() -> (lines: [[AnnotationRun]], indexed: ViewTree) {
        var count = 0
        func walk(_ tree: ViewTree, _ env: AnnotationTextStyle) -> ([[AnnotationRun]], ViewTree) {
            switch tree {
            case .text(var text):
                var style = text.style
                if style.size == nil { style.size = env.size }
                if style.bold == nil { style.bold = env.bold }
                if style.color == nil { style.color = env.color }
                let run = AnnotationRun(text: text.string ?? "", style: style)
                text.run = count
                text.string = nil
                count += 1
                return ([[run]], .text(text))
            case .stack(var stack):
                var lines: [[AnnotationRun]] = []
                stack.children = stack.children.map { child in
                    let (more, indexed) = walk(child, env)
                    lines += more
                    return indexed
                }
                if stack.axis == .horizontal { lines = [lines.flatMap { $0 }] }
                return (lines, .stack(stack))
            case .modified(let content, let modifier):
                var env = env
                switch modifier {
                case .font(let size, let bold):
                    if env.size == nil { env.size = size }
                    if env.bold == nil { env.bold = bold }
                case .foreground(let color): if env.color == nil { env.color = color }
                default: break
                }
                let (lines, indexed) = walk(content, env)
                return (lines, .modified(indexed, modifier))
            case .shape, .spacer, .divider, .empty, .geometryReader:
                return ([], tree)
            }
        }
        let (lines, indexed) = walk(self, AnnotationTextStyle())
        return (lines.filter { !$0.isEmpty }, indexed)
    }

    /// Whether a view in the tree has a pointer gesture (``ViewTreeModifier/gesture``), in its backgrounds and
    /// overlays too.
    var hasGesture: Bool {
        switch self {
        case .text, .shape, .spacer, .divider, .empty: false
        case .stack(let stack): stack.children.contains { $0.hasGesture }
        case .geometryReader(let children): children.contains { $0.hasGesture }
        case .modified(let content, let modifier):
            switch modifier {
            case .gesture: true
            case .background(let view, _), .overlay(let view, _): view.hasGesture || content.hasGesture
            default: content.hasGesture
            }
        }
    }

    /// Whether the tree draws more than styled lines of text: a shape, a line, or a modifier that lays out
    /// or paints (padding, frame, background, clip, opacity, shadow, offset).
    var drawsMoreThanText: Bool {
        switch self {
        case .text, .empty: false
        case .shape, .divider, .geometryReader: true
        case .spacer: false
        case .stack(let stack): stack.axis == .depth || stack.children.contains { $0.drawsMoreThanText }
        case .modified(let content, let modifier):
            switch modifier {
            case .font, .foreground, .lineLimit, .textAlignment, .gesture: content.drawsMoreThanText
            default: true
            }
        }
    }
}

/// A view Plotline knows the parts of.
protocol TreeView {
    func tree(in context: ViewContext) -> ViewTree
}
