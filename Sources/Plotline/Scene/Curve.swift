/// Paths through a series of points: straight segments, steps, or a monotone cubic that never overshoots
/// the data (Steffen's method: each tangent limited by its neighbouring slopes).
enum Curve {
    static func path(through points: [(x: Double, y: Double)], method: InterpolationMethod, into path: inout Path,
                     continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.line(first.x, first.y) } else { path.move(first.x, first.y) }
        switch method {
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
        }
    }

    private static func monotone(_ p: [(x: Double, y: Double)], into path: inout Path) {
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
}
