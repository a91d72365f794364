import Foundation

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
}
