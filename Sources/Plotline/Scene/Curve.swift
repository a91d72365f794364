import Foundation
import PlotlineScene

/// Paths through a series of points: straight segments, steps, a monotone cubic that never overshoots
/// the data (Steffen's method: each tangent limited by its neighbouring slopes), or a cardinal or
/// Catmull–Rom spline, every one a chain of cubic Béziers that ends each segment on its point.
enum Curve {
    static func path(through points: [(x: Double, y: Double)], method: InterpolationMethod, into path: inout ScenePath,
                     continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.line(first.x, first.y) } else { path.move(first.x, first.y) }
        switch method.kind {
        case .linear:
            for p in points.dropFirst() { path.line(p.x, p.y) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.line(a.x, b.y); path.line(b.x, b.y) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.line(b.x, a.y); path.line(b.x, b.y) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.line(mid, a.y)
                path.line(mid, b.y)
                path.line(b.x, b.y)
            }
        case .monotone:
            monotone(points, into: &path)
        case .cardinal:
            cardinal(points, tension: method.cardinalTension, into: &path)
        case .catmullRom:
            catmullRom(points, alpha: method.catmullRomAlpha, into: &path)
        }
    }

    private static func monotone(_ p: [(x: Double, y: Double)], into path: inout ScenePath) {
        let n = p.count
        guard n > 2 else {
            for q in p.dropFirst() { path.line(q.x, q.y) }
            return
        }
        var slopes = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            slopes[i] = dx != 0 ? (p[i + 1].y - p[i].y) / dx : 0
        }
        var tangents = [Double](repeating: 0, count: n)
        tangents[0] = slopes[0]
        tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) {
            let h0 = p[i].x - p[i - 1].x, h1 = p[i + 1].x - p[i].x
            let s0 = slopes[i - 1], s1 = slopes[i]
            if s0 * s1 <= 0 { tangents[i] = 0; continue }
            let mid = (s0 * h1 + s1 * h0) / (h0 + h1)
            let limit = 2 * min(abs(s0), abs(s1))
            tangents[i] = (s0 > 0 ? 1 : -1) * min(abs(mid), limit)
        }
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.cubic(p[i].x + dx, p[i].y + tangents[i] * dx, p[i + 1].x - dx, p[i + 1].y - tangents[i + 1] * dx,
                       p[i + 1].x, p[i + 1].y)
        }
    }

    /// A cardinal spline: the tangent at each point is (1 - tension) times half the chord between its
    /// neighbours; the ends use themselves as their missing neighbour. As a Bézier, a segment's controls lie a
    /// third of a tangent from its ends.
    private static func cardinal(_ p: [(x: Double, y: Double)], tension: Double, into path: inout ScenePath) {
        let n = p.count
        guard n > 2 else {
            for q in p.dropFirst() { path.line(q.x, q.y) }
            return
        }
        let k = (1 - tension) / 2
        func tangent(_ i: Int) -> (Double, Double) {
            let before = p[max(i - 1, 0)], after = p[min(i + 1, n - 1)]
            return (k * (after.x - before.x), k * (after.y - before.y))
        }
        for i in 0..<(n - 1) {
            let t0 = tangent(i), t1 = tangent(i + 1)
            path.cubic(p[i].x + t0.0 / 3, p[i].y + t0.1 / 3, p[i + 1].x - t1.0 / 3, p[i + 1].y - t1.1 / 3,
                       p[i + 1].x, p[i + 1].y)
        }
    }

    /// A Catmull–Rom spline with knots spaced by distance to the power alpha (0 uniform, 0.5 centripetal,
    /// 1 chordal), each segment p1 to p2 written as a Bézier from its neighbours p0 and p3 (Yuksel, Schaefer
    /// and Keyser, "Parameterization and applications of Catmull–Rom curves", 2011). The ends use
    /// themselves as their missing neighbour; a zero-length neighbour chord puts the control on the point.
    private static func catmullRom(_ p: [(x: Double, y: Double)], alpha: Double, into path: inout ScenePath) {
        let n = p.count
        guard n > 2 else {
            for q in p.dropFirst() { path.line(q.x, q.y) }
            return
        }
        func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
            ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
        let epsilon = 1e-12
        for i in 0..<(n - 1) {
            let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, n - 1)]
            let d1 = pow(distance(p0, p1), alpha), d2 = pow(distance(p1, p2), alpha), d3 = pow(distance(p2, p3), alpha)
            var c1 = p1, c2 = p2
            if d1 > epsilon && d2 > epsilon {
                let a = 2 * d1 * d1 + 3 * d1 * d2 + d2 * d2, m = 3 * d1 * (d1 + d2)
                c1 = (x: (a * p1.x - d2 * d2 * p0.x + d1 * d1 * p2.x) / m,
                      y: (a * p1.y - d2 * d2 * p0.y + d1 * d1 * p2.y) / m)
            }
            if d3 > epsilon && d2 > epsilon {
                let b = 2 * d3 * d3 + 3 * d3 * d2 + d2 * d2, m = 3 * d3 * (d3 + d2)
                c2 = (x: (b * p2.x - d2 * d2 * p3.x + d3 * d3 * p1.x) / m,
                      y: (b * p2.y - d2 * d2 * p3.y + d3 * d3 * p1.y) / m)
            }
            path.cubic(c1.x, c1.y, c2.x, c2.y, p2.x, p2.y)
        }
    }
}
