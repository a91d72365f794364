/// A chart ready to draw: a tree of groups, shapes and text in points, each with the roles and names that
/// SVG classes, tests and later accessibility need. Every backend (SVG, PNG) draws the same scene.
public struct Scene: Sendable {
    public var width: Double
    public var height: Double
    public var background: Color?
    /// The plot area, for clipping marks to it.
    public var plotArea: Rect
    public var nodes: [SceneNode]
    /// What assistive technology calls the chart: its title (or the one label of the `chart` policy).
    public var accessibleName = ""
    /// What it says about the chart: the subtitle, the summary, then the overview (D2, AX3).
    public var accessibleDescription = ""
    /// The language of its words ("en", "ko", "tr"), so a screen reader picks the right voice.
    public var language = "en"
    /// What assistive technology calls the picture (`aria-roledescription`): "chart", "차트", "grafik".
    public var roleDescription = "chart"
    /// For a scene drawn in the light theme: the chart's colors in the dark one, so a picture can follow
    /// a reader who prefers dark.
    public var alternateColors: SchemeColors?
    /// The selection the picture shows, if any: its drawing is the nodes of class
    /// ``SceneSelection/drawingClass``.
    public var selection: SceneSelection?

    public init(width: Double, height: Double, background: Color?, plotArea: Rect, nodes: [SceneNode]) {
        self.width = width
        self.height = height
        self.background = background
        self.plotArea = plotArea
        self.nodes = nodes
    }
}

extension Scene {
    /// Every text node, depth first (for tests and tools that read a scene back).
    public var texts: [SceneText] {
        var result: [SceneText] = []
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g): g.children.forEach(visit)
            case .text(let t): result.append(t)
            case .shape: break
            }
        }
        nodes.forEach(visit)
        return result
    }

    /// Every shape, depth first.
    public var shapes: [SceneShape] {
        var result: [SceneShape] = []
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g): g.children.forEach(visit)
            case .shape(let s): result.append(s)
            case .text: break
            }
        }
        nodes.forEach(visit)
        return result
    }
}

/// A rectangle in points, origin at the top left.
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

/// One node of a scene.
public indirect enum SceneNode: Sendable {
    case group(SceneGroup)
    case shape(SceneShape)
    case text(SceneText)
}

/// Named attributes in a fixed order, so output is deterministic (`data-value`, `data-series`, ...).
public typealias SceneAttributes = [(name: String, value: String)]

/// A group of nodes with a class (`plot-area`, `axis x`, `tick`, `series`, `legend`) and attributes.
public struct SceneGroup: Sendable {
    public var classes: String
    public var attributes: SceneAttributes
    /// Clips the children to the scene's plot area.
    public var clipsToPlotArea: Bool
    public var children: [SceneNode]
    /// Shapes whose opacity limits where the children show (`mask { }`): they show where the mask is drawn,
    /// as much as it is opaque; the mask's colors do not matter. Nil: no mask.
    public var mask: [SceneNode]? = nil

    public init(classes: String, attributes: SceneAttributes = [], clipsToPlotArea: Bool = false,
                children: [SceneNode], mask: [SceneNode]? = nil) {
        self.classes = classes
        self.attributes = attributes
        self.clipsToPlotArea = clipsToPlotArea
        self.children = children
        self.mask = mask
    }
}

/// How a shape's outline is drawn.
public struct Stroke: Sendable, Hashable {
    public var color: Color
    public var width: Double
    /// Dash and gap lengths; empty for a solid line.
    public var dash: [Double]
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// How far into the dash pattern the line starts (SVG's `stroke-dashoffset`).
    public var dashPhase: Double
    /// How long a miter join may grow, in stroke widths, before it is bevelled (SVG's default 4).
    public var miterLimit: Double

    public enum LineCap: String, Sendable, Codable, CaseIterable { case butt, round, square }
    public enum LineJoin: String, Sendable, Codable, CaseIterable { case miter, round, bevel }

    public init(color: Color, width: Double, dash: [Double] = [], lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                dashPhase: Double = 0, miterLimit: Double = 4) {
        self.color = color
        self.width = width
        self.dash = dash
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dashPhase = dashPhase
        self.miterLimit = miterLimit
    }
}

/// A shape: a rectangle, a line, a circle or a path, filled and/or stroked.
public struct SceneShape: Sendable {
    public enum Geometry: Sendable, Hashable {
        case rect(Rect, cornerRadius: Double)
        case line(x1: Double, y1: Double, x2: Double, y2: Double)
        case circle(cx: Double, cy: Double, r: Double)
        case path(ScenePath)

        /// The box the geometry covers, in points (a path's control points included; an empty path's is
        /// an empty box at the origin).
        public var bounds: Rect {
            switch self {
            case .rect(let r, _): return r
            case .circle(let cx, let cy, let r): return Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)
            case .line(let x1, let y1, let x2, let y2):
                return Rect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
            case .path(let path):
                var xs: [Double] = [], ys: [Double] = []
                for element in path.elements {
                    switch element {
                    case .move(let x, let y), .line(let x, let y): xs.append(x); ys.append(y)
                    case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): xs += [c1x, c2x, x]; ys += [c1y, c2y, y]
                    case .close: break
                    }
                }
                guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
                    return Rect(x: 0, y: 0, width: 0, height: 0)
                }
                return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
        }
    }

    public var classes: String
    public var attributes: SceneAttributes
    public var geometry: Geometry
    public var fill: Color?
    public var stroke: Stroke?
    /// A gradient painting the fill (or the stroke, where there is no fill) instead of its one color.
    public var gradient: GradientPaint? = nil
    /// Clipped to the plot area (lines, areas, bars and rules; points are not, so a point on the edge
    /// of the domain is drawn whole).
    public var clipsToPlotArea: Bool

    public init(classes: String, attributes: SceneAttributes = [], geometry: Geometry, fill: Color? = nil,
                stroke: Stroke? = nil, clipsToPlotArea: Bool = false) {
        self.classes = classes
        self.attributes = attributes
        self.geometry = geometry
        self.fill = fill
        self.stroke = stroke
        self.clipsToPlotArea = clipsToPlotArea
    }
}

/// A line of text at a point.
public struct SceneText: Sendable {
    public enum Anchor: String, Sendable { case start, middle, end }
    /// Where `y` is on the text: its baseline, its middle (of capitals), or its top.
    public enum Baseline: String, Sendable { case alphabetic, middle, hanging }

    public var classes: String
    public var attributes: SceneAttributes
    public var text: String
    public var x: Double
    public var y: Double
    public var anchor: Anchor
    public var baseline: Baseline
    public var style: TextStyle
    public var color: Color
    /// The lines the text is broken into, each drawn one line height below the one before; `text` when
    /// it fits on one.
    public var lines: [String]
    /// Degrees the text is turned about (x, y), clockwise on the page as SVG's `rotate`: -90 reads upward,
    /// -45 rises to the right. 0: level.
    public var rotation: Double = 0

    public init(classes: String, attributes: SceneAttributes = [], text: String, lines: [String]? = nil,
                x: Double, y: Double, anchor: Anchor = .start, baseline: Baseline = .alphabetic,
                style: TextStyle, color: Color) {
        self.classes = classes
        self.attributes = attributes
        self.text = text
        self.lines = lines ?? [text]
        self.x = x
        self.y = y
        self.anchor = anchor
        self.baseline = baseline
        self.style = style
        self.color = color
    }
}
