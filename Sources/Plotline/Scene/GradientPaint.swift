/// A linear gradient a shape is painted with, in points: the colors along a line from (x1, y1) to (x2, y2),
/// the first color before the line's start and the last after its end (SVG's `pad`). It paints the shape's
/// fill, or its stroke where the shape has no fill; the shape's own color is the gradient's middle color,
/// for any output that paints one color.
public struct GradientPaint: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        /// Where along the line, 0 to 1.
        public var location: Double
        public var color: Color
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    public var stops: [Stop]
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(stops: [Stop], x1: Double, y1: Double, x2: Double, y2: Double) {
        self.stops = stops
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// How far along the line a point lies, 0 to 1: its projection on the line, clamped.
    public func location(x: Double, y: Double) -> Double {
        let dx = x2 - x1, dy = y2 - y1, length = dx * dx + dy * dy
        guard length > 0 else { return 0 }
        return min(max(((x - x1) * dx + (y - y1) * dy) / length, 0), 1)
    }

    /// The color at a point: the stops on either side of its location mixed in sRGB with their alpha, as
    /// browsers mix an SVG gradient's stops (premultiplied), so a color fading to clear keeps its hue.
    public func color(x: Double, y: Double) -> Color {
        let t = location(x: x, y: y)
        guard let first = stops.first, let last = stops.last else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        let after = stops.firstIndex { $0.location >= t }!
        let a = stops[after - 1].color, b = stops[after].color
        let span = stops[after].location - stops[after - 1].location
        let u = span > 0 ? (t - stops[after - 1].location) / span : 0
        let alpha = a.alpha + (b.alpha - a.alpha) * u
        guard alpha > 0 else { return a.opacity(0) }
        func mix(_ p: Double, _ q: Double) -> Double { (p * a.alpha + (q * b.alpha - p * a.alpha) * u) / alpha }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: alpha)
    }

    /// A mark's gradient laid over `box` (the mark's own box, or the plot area), in the theme's colors and
    /// at `opacity`; nil when a color does not read.
    static func painting(_ gradient: MarkGradient, in box: Rect, theme: Theme, opacity: Double) -> GradientPaint? {
        var stops: [Stop] = []
        for stop in gradient.stops {
            guard let color = theme.color(css: stop.color) else { return nil }
            stops.append(Stop(location: min(max(stop.location, 0), 1), color: color.opacity(color.alpha * opacity)))
        }
        guard !stops.isEmpty else { return nil }
        return GradientPaint(stops: stops, x1: box.x + gradient.startX * box.width, y1: box.y + gradient.startY * box.height,
                             x2: box.x + gradient.endX * box.width, y2: box.y + gradient.endY * box.height)
    }

    /// The box a shape's geometry covers, in points (a path's control points included).
    static func bounds(of geometry: SceneShape.Geometry) -> Rect {
        switch geometry {
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
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    /// A drawn mark's shapes painted with `gradient`, over each shape's own box or over `plotArea`
    /// (`alignsMarkStylesWithPlotArea()`); hatching and text are left as they are.
    static func painted(_ node: SceneNode, _ gradient: MarkGradient, alignedTo plotArea: Rect?, theme: Theme,
                        opacity: Double) -> SceneNode {
        switch node {
        case .shape(var shape) where shape.classes.hasPrefix("mark"):
            shape.gradient = painting(gradient, in: plotArea ?? bounds(of: shape.geometry), theme: theme, opacity: opacity)
            return .shape(shape)
        case .group(var group):
            group.children = group.children.map { painted($0, gradient, alignedTo: plotArea, theme: theme, opacity: opacity) }
            return .group(group)
        case .shape, .text: return node
        }
    }
}
