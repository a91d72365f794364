/// A point in device pixels (origin top left, y down).
struct Point: Sendable, Hashable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
}

/// Polygons ready to rasterize: contours of straight edges in device pixels, each implicitly closed.
/// Coordinates live in two flat arrays so the rasterizer walks them without indirection.
struct FlatPath: Sendable {
    var xs: [Double] = []
    var ys: [Double] = []
    /// The end (exclusive) of each contour in `xs`/`ys`.
    var contourEnds: [Int] = []

    var isEmpty: Bool { contourEnds.isEmpty }

    mutating func addContour(_ points: [Point]) {
        guard points.count >= 2 else { return }
        for p in points {
            xs.append(p.x)
            ys.append(p.y)
        }
        contourEnds.append(xs.count)
    }

    /// Appends every contour of `other`, moved by (dx, dy).
    mutating func append(_ other: FlatPath, dx: Double, dy: Double) {
        let base = xs.count
        // No reserveCapacity here: reserving exactly what one more glyph needs reallocates on every call, and
        // a line of 100,000 characters took minutes; appending grows the arrays geometrically.
        for i in 0..<other.xs.count {
            xs.append(other.xs[i] + dx)
            ys.append(other.ys[i] + dy)
        }
        for end in other.contourEnds { contourEnds.append(base + end) }
    }

    /// Turns every point about (x, y), clockwise on the page for positive degrees (y points down), as
    /// SVG's `rotate(degrees x y)`.
    mutating func rotate(degrees: Double, aboutX x: Double, y: Double) {
        let radians = degrees * Double.pi / 180
        let c = cos(radians), s = sin(radians)
        for i in 0..<xs.count {
            let dx = xs[i] - x, dy = ys[i] - y
            xs[i] = x + dx * c - dy * s
            ys[i] = y + dx * s + dy * c
        }
    }

    /// The bounding box (minX, minY, maxX, maxY), or nil when empty or not finite.
    var bounds: (Double, Double, Double, Double)? {
        guard !xs.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<xs.count {
            let x = xs[i], y = ys[i]
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return (minX, minY, maxX, maxY)
    }
}

/// One subpath of straight segments, flattened from lines and curves, in device pixels.
struct Polyline: Sendable {
    var points: [Point]
    var closed: Bool
}

/// Curves to straight segments, fine enough that no segment strays more than `tolerance` pixels from the curve.
enum Flatten {
    /// Maximum distance between a curve and its chords, in device pixels. Small, so the area lost to chords
    /// (which lie inside convex curves) stays well under 1 % even for the 3 px dots of a scatter plot.
    static let tolerance = 0.02

    /// Appends the points of a cubic after `p0` (p0 itself is already there). The segment count comes from
    /// the curve's second differences (Wang's formula), so it is fixed up front and the loop does no tests.
    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, into points: inout [Point]) {
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let n = segmentCount((0.75 * dd / tolerance).squareRoot())
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }

    /// Appends the points of a quadratic curve (TrueType glyph outlines) after `p0`.
    static func quadratic(_ p0: Point, _ p1: Point, _ p2: Point, into points: inout [Point]) {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let n = segmentCount((0.25 * dd / tolerance).squareRoot())
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u, b = 2 * u * t, c = t * t
            points.append(Point(a * p0.x + b * p1.x + c * p2.x, a * p0.y + b * p1.y + c * p2.y))
        }
    }

    /// A segment count from a real estimate: at least 1, at most 1000 (a curve thousands of pixels long).
    static func segmentCount(_ estimate: Double) -> Int {
        guard estimate.isFinite else { return 1 }
        return Int(min(1000, max(1, estimate.rounded(.up))))
    }

    /// Steps for an arc of `angle` radians on a circle of `radius` pixels, within the tolerance.
    static func arcSteps(radius: Double, angle: Double) -> Int {
        let maxStep = radius > tolerance ? min(Double.pi / 2, 2 * (1 - tolerance / radius).clamped(-1, 1).acosine) : Double.pi / 2
        return segmentCount(abs(angle) / max(maxStep, 1e-3))
    }

    /// A circle as a polygon whose area is exactly pi r^2: the vertices sit slightly outside the circle,
    /// so the chords cut off as much as they add.
    static func circle(cx: Double, cy: Double, r: Double) -> [Point] {
        let n = max(8, arcSteps(radius: r, angle: 2 * Double.pi))
        let step = 2 * Double.pi / Double(n)
        let polygonArea = 0.5 * Double(n) * sine(step)
        let radius = r * (Double.pi / polygonArea).squareRoot()
        // Clockwise on screen (negative shoelace area), the orientation of the stroker's outlines.
        return (0..<n).map { i in
            let angle = -Double(i) * step
            return Point(cx + radius * cosine(angle), cy + radius * sine(angle))
        }
    }

    /// Points on an arc around `center` from angle `start`, turning by `sweep`, excluding the start point
    /// and including the end.
    /// The points between the ends sit slightly outside the circle, as in `circle`, so the arc's
    /// polygon loses (almost) no area to its chords.
    static func arc(center: Point, radius: Double, start: Double, sweep: Double, into points: inout [Point]) {
        let n = arcSteps(radius: radius, angle: sweep)
        let step = abs(sweep) / Double(n)
        let outer = step > 1e-9 ? radius * (step / sine(step)).squareRoot() : radius
        for i in 1...n {
            let angle = start + sweep * Double(i) / Double(n)
            let r = i == n ? radius : outer
            points.append(Point(center.x + r * cosine(angle), center.y + r * sine(angle)))
        }
    }
}

extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(high, Swift.max(low, self)) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

extension Double {
    var acosine: Double { acos(self) }
}
