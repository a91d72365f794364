import Foundation

/// A gradient a shape is painted with, in points: linear (the colors along a line from (x1, y1) to (x2, y2))
/// or radial (the colors outward from a center, on circles, or on ellipses stretched to a box). The first
/// color holds before the gradient's start and the last after its end (SVG's `pad`). It paints the shape's
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

    /// Where the colors run.
    public enum Geometry: Sendable, Hashable {
        /// Along the line from (x1, y1) to (x2, y2).
        case linear(x1: Double, y1: Double, x2: Double, y2: Double)
        /// Outward from (cx, cy): location 0 at `startRadius`, 1 at `endRadius` (points, across). With a
        /// `verticalScale` other than 1 the circles are ellipses `verticalScale` times as tall as wide.
        case radial(cx: Double, cy: Double, startRadius: Double, endRadius: Double, verticalScale: Double)
    }

    public var stops: [Stop]
    public var geometry: Geometry

    public init(stops: [Stop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// A linear gradient.
    public init(stops: [Stop], x1: Double, y1: Double, x2: Double, y2: Double) {
        self.init(stops: stops, geometry: .linear(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// How far along the gradient a point lies, 0 to 1: its projection on the line, or its distance from
    /// the center between the two radii (an ellipse's distance measured in its widths), clamped.
    public func location(x: Double, y: Double) -> Double {
        switch geometry {
        case .linear(let x1, let y1, let x2, let y2):
            let dx = x2 - x1, dy = y2 - y1, length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return min(max(((x - x1) * dx + (y - y1) * dy) / length, 0), 1)
        case .radial(let cx, let cy, let r0, let r1, let k):
            let span = r1 - r0
            guard abs(span) > 1e-12, k > 0 else { return 0 }
            let dx = x - cx, dy = (y - cy) / k
            let t = ((dx * dx + dy * dy).squareRoot() - r0) / span
            return min(max(t, 0), 1)
        }
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
