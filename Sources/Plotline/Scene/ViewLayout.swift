import Foundation
import PlotlineScene

/// Lays out a ``ViewTree`` as SwiftUI lays out views, and draws it as scene nodes, so SVG and PNG both show it.
///
/// Each view is offered a size (a width and a height, either left open), answers with its own, and is then
/// drawn at the place its parent gives it: text measures its words with the text metrics (wrapping when offered
/// less than its width), shapes take what they are offered (10 by 10 points when nothing is offered), stacks
/// share their space among their views (spacers and shapes take what is left), padding and frames change what
/// is offered and answered, backgrounds and overlays are offered the view's own size.
struct ViewLayout {
    let theme: Theme
    /// An annotation's runs, by their index (`ViewText.run`).
    var runs: [String] = []
    /// Text with no font of its own: its size and weight.
    var textStyle: TextStyle
    /// Text with no color of its own.
    var textColor: Color
    /// The class of the text drawn (`annotation`, `overlay-text`).
    var textClass = "annotation"
    /// The foreground style of shapes that name none (SwiftUI's `.primary`, or a point's color for a view
    /// drawn as its symbol); nil: the theme's text color.
    var foreground: Color? = nil
    /// The class of a group around what is drawn only under a condition of the code
    /// (``ViewTreeModifier/conditional``); nil: such drawing is drawn as the rest is.
    var conditionalClass: String? = nil

    struct Proposal {
        var width: Double?
        var height: Double?
    }

    struct Size: Equatable {
        var width: Double
        var height: Double
    }

    /// What a view passes to the views inside it.
    struct Environment {
        var size: Double?
        var bold: Bool?
        var color: String?
        var lineLimit: Int?
        var textAlignment: Alignment = .leading
        /// The stack the view is in (a divider is drawn across it).
        var axis: ViewStack.Axis?
    }

    /// The size `tree` takes when offered `proposal`.
    func size(_ tree: ViewTree, _ proposal: Proposal = Proposal(), _ env: Environment = Environment()) -> Size {
        var ignored: [SceneNode] = []
        return place(tree, proposal, env, at: nil, into: &ignored)
    }

    /// The tree with its ideal size, ready to be drawn where it is placed.
    func measured(_ tree: ViewTree) -> (layout: ViewLayout, tree: ViewTree, size: Size) {
        (self, tree, size(tree))
    }

    /// Draws `tree` offered `proposal` with its top leading corner at `origin`.
    func draw(_ tree: ViewTree, _ proposal: Proposal = Proposal(), at origin: (x: Double, y: Double)) -> [SceneNode] {
        var nodes: [SceneNode] = []
        _ = place(tree, proposal, Environment(), at: origin, into: &nodes)
        return nodes
    }

    /// Measures `tree`, and draws it at `origin` when there is one.
    private func place(_ tree: ViewTree, _ p: Proposal, _ env: Environment, at origin: (x: Double, y: Double)?,
                       into nodes: inout [SceneNode]) -> Size {
        switch tree {
        case .text(let text):
            return placeText(text, p, env, at: origin, into: &nodes)
        case .shape(let shape):
            let size = Size(width: p.width ?? 10, height: p.height ?? 10)
            if let origin { nodes += drawShape(shape, Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), env) }
            return size
        case .spacer:
            return Size(width: env.axis == .horizontal ? (p.width ?? 0) : 0, height: env.axis == .vertical ? (p.height ?? 0) : 0)
        case .divider:
            let size = env.axis == .horizontal ? Size(width: 1, height: p.height ?? 0) : Size(width: p.width ?? 0, height: 1)
            if let origin, size.width > 0, size.height > 0 {
                nodes.append(.shape(SceneShape(classes: "view-divider",
                                               geometry: .rect(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), cornerRadius: 0),
                                               fill: theme.gridColor)))
            }
            return size
        case .empty:
            return Size(width: 0, height: 0)
        case .geometryReader(let children):
            let size = Size(width: p.width ?? 10, height: p.height ?? 10)
            if let origin {
                for child in children {
                    _ = place(child, Proposal(width: size.width, height: size.height), env, at: origin, into: &nodes)
                }
            }
            return size
        case .stack(let stack):
            return stack.axis == .depth ? placeDepth(stack, p, env, at: origin, into: &nodes)
                : placeStack(stack, p, env, at: origin, into: &nodes)
        case .modified(let content, let modifier):
            return placeModified(content, modifier, p, env, at: origin, into: &nodes)
        }
    }

    // MARK: Text

    func style(of text: ViewText, _ env: Environment) -> TextStyle {
        let bold = text.style.bold ?? env.bold ?? (textStyle.weight == .bold)
        return TextStyle(size: text.style.size ?? env.size ?? textStyle.size, weight: bold ? .bold : .regular)
    }

    private func placeText(_ text: ViewText, _ p: Proposal, _ env: Environment, at origin: (x: Double, y: Double)?,
                           into nodes: inout [SceneNode]) -> Size {
        let words = text.run.map { $0 < runs.count ? runs[$0] : "" } ?? text.string ?? ""
        guard !words.isEmpty else { return Size(width: 0, height: 0) }
        let style = style(of: text, env)
        let ideal = TextMetrics.width(words, style: style)
        var lines = [words]
        if let width = p.width, width + 0.01 < ideal {
            lines = TextWrap.lines(words, width: max(width, 1), style: style, maxLines: env.lineLimit ?? 1000)
        }
        let lineHeight = TextMetrics.lineHeight(style: style)
        let width = lines.map { TextMetrics.width($0, style: style) }.max() ?? 0
        let size = Size(width: width, height: lineHeight * Double(lines.count))
        if let origin {
            let color = (text.style.color ?? env.color).flatMap(theme.color(css:)) ?? textColor
            let gap = lineHeight - TextMetrics.ascent(style: style) - TextMetrics.descent(style: style)
            let baseline = origin.y + gap / 2 + TextMetrics.ascent(style: style)
            let (x, anchor): (Double, SceneText.Anchor) = switch lines.count > 1 ? env.textAlignment : .leading {
            case .center: (origin.x + width / 2, .middle)
            case .trailing: (origin.x + width, .end)
            default: (origin.x, .start)
            }
            nodes.append(.text(SceneText(classes: textClass, text: lines.joined(separator: " "), lines: lines, x: x,
                                         y: baseline, anchor: anchor, style: style, color: color)))
        }
        return size
    }

    // MARK: Shapes

    private func color(_ css: String?, _ env: Environment) -> Color? {
        guard let css else { return nil }
        if css == "primary", env.color == nil, let foreground { return foreground }
        let named = css == "primary" ? (env.color ?? css) : css
        return theme.color(css: named) ?? theme.titleColor
    }

    func drawShape(_ shape: ViewShape, _ frame: Rect, _ env: Environment) -> [SceneNode] {
        let fill = shape.fill.map { color($0, env) } ?? (shape.stroke == nil ? color(env.color ?? "primary", env) : nil)
        let strokeColor = color(shape.stroke, env)
        let width = shape.lineWidth ?? 1
        let kind = shape.kind
        func geometry(_ r: Rect) -> SceneShape.Geometry {
            let half = max(min(r.width, r.height) / 2, 0)
            switch kind {
            case .rectangle, .color: return .rect(r, cornerRadius: 0)
            case .roundedRectangle: return .rect(r, cornerRadius: min(shape.cornerRadius ?? 0, half))
            case .capsule: return .rect(r, cornerRadius: half)
            case .circle: return .circle(cx: r.x + r.width / 2, cy: r.y + r.height / 2, r: half)
            case .ellipse:
                return Self.scenePath(Path(ellipseIn: CGRect(x: 0, y: 0, width: r.width, height: r.height)).steps, in: r)
            case .path: return Self.scenePath(shape.path ?? [], in: r, side: shape.pathSide)
            }
        }
        let name = "view-shape " + (kind == .roundedRectangle ? "rounded-rectangle" : kind.rawValue)
        var result: [SceneNode] = []
        if let fill, fill.alpha > 0 || shape.gradient != nil {
            var filled = SceneShape(classes: name, geometry: geometry(frame), fill: fill)
            filled.gradient = shape.gradient.flatMap { GradientPaint.painting($0, in: frame, theme: theme, opacity: 1) }
            result.append(.shape(filled))
        }
        if let strokeColor, strokeColor.alpha > 0, width > 0 {
            var outline = frame
            if shape.insetStroke == true {
                let inset = min(width / 2, frame.width / 2, frame.height / 2)
                outline = Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset)
            }
            var line = geometry(outline)
            if shape.insetStroke == true, case .rect(let r, let radius) = line, kind == .roundedRectangle {
                line = .rect(r, cornerRadius: max(radius - width / 2, 0))
            }
            result.append(.shape(SceneShape(classes: name + " outline", geometry: line,
                                            stroke: Stroke(color: strokeColor, width: width, dash: shape.dash ?? []))))
        }
        return result
    }

    /// A view's path steps as a scene path in frame `r`: a `Path`'s steps are in the view's own points, an
    /// app's own shape's (drawn in a square of `side`) are stretched to the frame.
    static func scenePath(_ steps: [ViewShape.PathStep], in r: Rect, side: Double? = nil) -> SceneShape.Geometry {
        let sx = side.map { r.width / $0 } ?? 1, sy = side.map { r.height / $0 } ?? 1
        func x(_ v: Double) -> Double { r.x + v * sx }
        func y(_ v: Double) -> Double { r.y + v * sy }
        var path = ScenePath()
        for step in steps {
            switch step {
            case .move(let a, let b): path.move(x(a), y(b))
            case .line(let a, let b): path.line(x(a), y(b))
            case .cubic(let a, let b, let c, let d, let e, let f): path.cubic(x(a), y(b), x(c), y(d), x(e), y(f))
            case .close: path.close()
            }
        }
        return .path(path)
    }

    // MARK: Stacks

    /// Whether a view grows along `vertical` (or horizontal) when offered more: spacers, shapes, readers.
    private func isFlexible(_ tree: ViewTree, vertical: Bool) -> Bool {
        switch tree {
        case .spacer, .shape, .geometryReader: true
        case .text, .divider, .empty: false
        case .stack(let stack): stack.children.contains { isFlexible($0, vertical: vertical) }
        case .modified(let content, let modifier):
            switch modifier {
            case .frame(let width, let height, _): (vertical ? height : width) == nil && isFlexible(content, vertical: vertical)
            case .flexibleFrame(_, _, let maxWidth, _, _, let maxHeight, _):
                (vertical ? maxHeight : maxWidth) == .infinity
                    || ((vertical ? maxHeight : maxWidth) == nil && isFlexible(content, vertical: vertical))
            case .position: true
            default: isFlexible(content, vertical: vertical)
            }
        }
    }

    private func isText(_ tree: ViewTree) -> Bool {
        switch tree {
        case .text: true
        case .modified(let content, .font), .modified(let content, .foreground), .modified(let content, .lineLimit),
             .modified(let content, .textAlignment): isText(content)
        default: false
        }
    }

    private func isEmpty(_ tree: ViewTree) -> Bool {
        if case .empty = tree { return true }
        return false
    }

    private func placeStack(_ stack: ViewStack, _ p: Proposal, _ env: Environment, at origin: (x: Double, y: Double)?,
                            into nodes: inout [SceneNode]) -> Size {
        let vertical = stack.axis == .vertical
        let kids = stack.children.filter { !isEmpty($0) }
        guard !kids.isEmpty else { return Size(width: 0, height: 0) }
        var inner = env
        inner.axis = stack.axis
        let along = vertical ? p.height : p.width, across = vertical ? p.width : p.height
        func proposal(along a: Double?, across c: Double?) -> Proposal {
            vertical ? Proposal(width: c, height: a) : Proposal(width: a, height: c)
        }
        func alongOf(_ s: Size) -> Double { vertical ? s.height : s.width }
        func acrossOf(_ s: Size) -> Double { vertical ? s.width : s.height }
        let gaps: [Double] = kids.indices.dropFirst().map { i in
            stack.spacing ?? (isText(kids[i - 1]) && isText(kids[i]) ? (vertical ? 2 : 4) : 8)
        }
        let minimum: [Double] = kids.map { if case .spacer(let m) = $0 { return m ?? 8 } else { return 0 } }
        let flexible = kids.map { isFlexible($0, vertical: vertical) }
        // Views that do not grow take their own size; the rest share what is left, or their ideal size.
        var allotted: [Double] = kids.indices.map { i in
            if case .spacer = kids[i] { return minimum[i] }
            return flexible[i] && along != nil ? 0 : alongOf(size(kids[i], proposal(along: nil, across: across), inner))
        }
        if let along {
            let used = allotted.reduce(0, +) + gaps.reduce(0, +)
            let growing = flexible.filter { $0 }.count
            if growing > 0 {
                let share = max(along - used, 0) / Double(growing)
                for i in kids.indices where flexible[i] { allotted[i] += share }
            }
        }
        let sizes = kids.indices.map { size(kids[$0], proposal(along: allotted[$0], across: across), inner) }
        let acrossSize = across.flatMap { c in flexible.contains(true) || kids.contains { isFlexible($0, vertical: !vertical) } ? c : nil }
            ?? (sizes.map(acrossOf).max() ?? 0)
        let alongSize = zip(sizes, kids).map { s, kid in
            if case .spacer = kid { return 0.0 } else { return alongOf(s) }
        }.enumerated().map { i, s in
            if case .spacer = kids[i] { return allotted[i] } else { return s }
        }
        let total = alongSize.reduce(0, +) + gaps.reduce(0, +)
        let result = vertical ? Size(width: acrossSize, height: total) : Size(width: total, height: acrossSize)
        guard let origin else { return result }
        var cursor = 0.0
        for (i, kid) in kids.enumerated() {
            if i > 0 { cursor += gaps[i - 1] }
            let offered = proposal(along: allotted[i], across: across ?? acrossSize)
            let s = size(kid, offered, inner)
            let share = Self.share(stack.alignment, vertical: !vertical)
            let offset = (acrossSize - acrossOf(s)) * share
            let at = vertical ? (x: origin.x + offset, y: origin.y + cursor) : (x: origin.x + cursor, y: origin.y + offset)
            _ = place(kid, offered, inner, at: at, into: &nodes)
            cursor += alongSize[i]
        }
        return result
    }

    /// Where an alignment puts a view along one direction: 0 leading or top, 0.5 centre, 1 trailing or bottom.
    static func share(_ alignment: Alignment, vertical: Bool) -> Double {
        if vertical {
            switch alignment {
            case .top, .topLeading, .topTrailing: return 0
            case .bottom, .bottomLeading, .bottomTrailing: return 1
            default: return 0.5
            }
        }
        switch alignment {
        case .leading, .topLeading, .bottomLeading: return 0
        case .trailing, .topTrailing, .bottomTrailing: return 1
        default: return 0.5
        }
    }

    private func placeDepth(_ stack: ViewStack, _ p: Proposal, _ env: Environment, at origin: (x: Double, y: Double)?,
                            into nodes: inout [SceneNode]) -> Size {
        let kids = stack.children.filter { !isEmpty($0) }
        var inner = env
        inner.axis = .depth
        // The views that keep their size decide the stack's; the others are offered it.
        let fixed = kids.filter { !isFlexible($0, vertical: true) && !isFlexible($0, vertical: false) }
        let measured = (fixed.isEmpty ? kids : fixed).map { size($0, p, inner) }
        let result = Size(width: p.width ?? measured.map(\.width).max() ?? 0,
                          height: p.height ?? measured.map(\.height).max() ?? 0)
        let own = p.width == nil || p.height == nil
            ? Size(width: measured.map(\.width).max() ?? 0, height: measured.map(\.height).max() ?? 0) : result
        guard let origin else { return own }
        let offered = Proposal(width: own.width, height: own.height)
        for kid in kids {
            let s = size(kid, offered, inner)
            let at = (x: origin.x + (own.width - s.width) * Self.share(stack.alignment, vertical: false),
                      y: origin.y + (own.height - s.height) * Self.share(stack.alignment, vertical: true))
            _ = place(kid, offered, inner, at: at, into: &nodes)
        }
        return own
    }

    // MARK: Modifiers

    private func placeModified(_ content: ViewTree, _ modifier: ViewTreeModifier, _ p: Proposal, _ env: Environment,
                               at origin: (x: Double, y: Double)?, into nodes: inout [SceneNode]) -> Size {
        var env = env
        switch modifier {
        case .font(let size, let bold):
            if env.size == nil || size != nil { env.size = size ?? env.size }
            if let bold { env.bold = bold }
            return place(content, p, env, at: origin, into: &nodes)
        case .foreground(let color):
            env.color = color
            return place(content, p, env, at: origin, into: &nodes)
        case .lineLimit(let limit):
            env.lineLimit = limit
            return place(content, p, env, at: origin, into: &nodes)
        case .textAlignment(let alignment):
            env.textAlignment = alignment
            return place(content, p, env, at: origin, into: &nodes)
        case .padding(let top, let leading, let bottom, let trailing):
            let inner = Proposal(width: p.width.map { max($0 - leading - trailing, 0) },
                                 height: p.height.map { max($0 - top - bottom, 0) })
            let s = place(content, inner, env, at: origin.map { (x: $0.x + leading, y: $0.y + top) }, into: &nodes)
            return Size(width: s.width + leading + trailing, height: s.height + top + bottom)
        case .frame(let width, let height, let alignment):
            let inner = Proposal(width: width ?? p.width, height: height ?? p.height)
            let s = size(content, inner, env)
            let result = Size(width: width ?? s.width, height: height ?? s.height)
            if let origin {
                _ = place(content, inner, env, at: aligned(s, in: result, alignment, origin), into: &nodes)
            }
            return result
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            func offer(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
                guard let p else { return ideal }
                return min(max(p, lo ?? -.infinity), hi ?? .infinity)
            }
            func answer(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ child: Double) -> Double {
                guard let p else {
                    let r = ideal ?? child
                    return min(max(r, lo ?? -.infinity), (hi ?? .infinity).isFinite ? hi! : .infinity)
                }
                let lower = lo ?? child
                let upper = max(hi ?? child, lower)
                return min(max(p, lower), upper)
            }
            let inner = Proposal(width: offer(p.width, minW, idealW, maxW), height: offer(p.height, minH, idealH, maxH))
            let s = size(content, inner, env)
            let result = Size(width: answer(p.width, minW, idealW, maxW, s.width),
                              height: answer(p.height, minH, idealH, maxH, s.height))
            if let origin {
                _ = place(content, inner, env, at: aligned(s, in: result, alignment, origin), into: &nodes)
            }
            return result
        case .background(let behind, let alignment), .overlay(let behind, let alignment):
            let s = size(content, p, env)
            guard let origin else { return s }
            var layer: [SceneNode] = []
            let offered = Proposal(width: s.width, height: s.height)
            let b = size(behind, offered, env)
            _ = place(behind, offered, env, at: aligned(b, in: s, alignment, origin), into: &layer)
            if case .background = modifier { nodes += layer }
            _ = place(content, p, env, at: origin, into: &nodes)
            if case .overlay = modifier { nodes += layer }
            return s
        case .clip(let shape):
            guard let origin else { return size(content, p, env) }
            var inner: [SceneNode] = []
            let s = place(content, p, env, at: origin, into: &inner)
            nodes += clipped(inner, to: shape, Rect(x: origin.x, y: origin.y, width: s.width, height: s.height))
            return s
        case .opacity(let opacity):
            guard let origin else { return size(content, p, env) }
            var inner: [SceneNode] = []
            let s = place(content, p, env, at: origin, into: &inner)
            nodes += inner.map { Self.faded($0, by: opacity) }
            return s
        case .shadow(let css, let radius, let x, let y):
            guard let origin else { return size(content, p, env) }
            var inner: [SceneNode] = []
            let s = place(content, p, env, at: origin, into: &inner)
            let shade = theme.color(css: css) ?? Color(red: 0, green: 0, blue: 0, alpha: 0.33)
            nodes += SoftShadow.nodes(under: inner, color: shade, radius: radius, x: x, y: y, classes: "view-shadow")
            nodes += inner
            return s
        case .offset(let x, let y):
            return place(content, p, env, at: origin.map { (x: $0.x + x, y: $0.y + y) }, into: &nodes)
        case .rotation(let degrees, let ax, let ay):
            guard let origin else { return size(content, p, env) }
            var inner: [SceneNode] = []
            let s = place(content, p, env, at: origin, into: &inner)
            let turn = NodeTransform.rotation(degrees: degrees, about: (origin.x + s.width * ax, origin.y + s.height * ay))
            nodes += inner.map(turn.apply)
            return s
        case .scale(let x, let y, let ax, let ay):
            guard let origin else { return size(content, p, env) }
            var inner: [SceneNode] = []
            let s = place(content, p, env, at: origin, into: &inner)
            let scale = NodeTransform.scale(x: x, y: y, about: (origin.x + s.width * ax, origin.y + s.height * ay))
            nodes += inner.map(scale.apply)
            return s
        case .position(let x, let y):
            let s = size(content, p, env)
            if let origin {
                _ = place(content, p, env, at: (x: origin.x + x - s.width / 2, y: origin.y + y - s.height / 2), into: &nodes)
            }
            return Size(width: p.width ?? s.width, height: p.height ?? s.height)
        case .hidden:
            return size(content, p, env)
        case .gesture:
            return place(content, p, env, at: origin, into: &nodes)
        case .conditional:
            guard let origin, let conditionalClass else { return place(content, p, env, at: origin, into: &nodes) }
            var inner: [SceneNode] = []
            let s = place(content, p, env, at: origin, into: &inner)
            if !inner.isEmpty { nodes.append(.group(SceneGroup(classes: conditionalClass, children: inner))) }
            return s
        }
    }

    private func aligned(_ inner: Size, in outer: Size, _ alignment: Alignment,
                         _ origin: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (x: origin.x + (outer.width - inner.width) * Self.share(alignment, vertical: false),
         y: origin.y + (outer.height - inner.height) * Self.share(alignment, vertical: true))
    }

    // MARK: Painting

    /// Nodes cut to a shape over `frame`: a rectangle that fills the frame takes the shape's corners; anything
    /// else that reaches past them is masked.
    private func clipped(_ nodes: [SceneNode], to shape: ViewShape, _ frame: Rect) -> [SceneNode] {
        let half = min(frame.width, frame.height) / 2
        let radius: Double = switch shape.kind {
        case .roundedRectangle: min(shape.cornerRadius ?? 0, half)
        case .capsule, .circle, .ellipse: half
        default: 0
        }
        var needsMask = false
        let rounded = nodes.map { node -> SceneNode in
            if case .shape(var s) = node, case .rect(let r, let corner) = s.geometry {
                if abs(r.x - frame.x) < 0.01, abs(r.y - frame.y) < 0.01, abs(r.width - frame.width) < 0.01,
                   abs(r.height - frame.height) < 0.01 {
                    s.geometry = .rect(r, cornerRadius: max(corner, radius))
                    return .shape(s)
                }
            }
            if let box = Self.bounds(node), !(box.x >= frame.x - 0.01 && box.y >= frame.y - 0.01
                                            && box.maxX <= frame.maxX + 0.01 && box.maxY <= frame.maxY + 0.01) {
                needsMask = true
            }
            return node
        }
        guard needsMask else { return rounded }
        let mask = SceneNode.shape(SceneShape(classes: "view-clip", geometry: .rect(frame, cornerRadius: radius),
                                              fill: Color(red: 1, green: 1, blue: 1, alpha: 1)))
        return [.group(SceneGroup(classes: "view-clipped", children: rounded, mask: [mask]))]
    }

    /// The box a node covers, for shapes (text is taken to stay inside the view it was laid out in).
    static func bounds(_ node: SceneNode) -> Rect? {
        guard case .shape(let s) = node else { return nil }
        return s.geometry.bounds
    }

    /// The node with every color's opacity multiplied by `opacity`.
    static func faded(_ node: SceneNode, by opacity: Double) -> SceneNode {
        recolored(node) { $0.opacity($0.alpha * opacity) }
    }

    static func recolored(_ node: SceneNode, _ change: (Color) -> Color) -> SceneNode {
        switch node {
        case .shape(var s):
            s.fill = s.fill.map(change)
            s.stroke = s.stroke.map { var stroke = $0; stroke.color = change(stroke.color); return stroke }
            s.gradient = s.gradient.map { paint in
                var paint = paint
                paint.stops = paint.stops.map { var stop = $0; stop.color = change(stop.color); return stop }
                return paint
            }
            return .shape(s)
        case .text(var t):
            t.color = change(t.color)
            return .text(t)
        case .group(var g):
            g.children = g.children.map { recolored($0, change) }
            return .group(g)
        }
    }
}
