import Foundation

/// Point shapes that tell series apart without color (C2): circle, diamond, square, triangle, cross, plus.
public enum SymbolShape: String, Sendable, CaseIterable {
    case circle, diamond, square, triangle, cross, plus

    public static func forSeries(_ index: Int) -> SymbolShape { allCases[max(index, 0) % allCases.count] }

    /// The shape as a path centred at (cx, cy) with the given area in square points, so shapes of one size
    /// look equally heavy.
    public func geometry(cx: Double, cy: Double, area: Double) -> SceneShape.Geometry {
        switch self {
        case .circle:
            return .circle(cx: cx, cy: cy, r: (area / Double.pi).squareRoot())
        case .square:
            let s = area.squareRoot() / 2
            return .path(Self.polygon([(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]))
        case .diamond:
            let r = (area / 2).squareRoot()
            return .path(Self.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]))
        case .triangle:
            let side = (4 * area / 3.0.squareRoot()).squareRoot()
            let h = side * 3.0.squareRoot() / 2
            return .path(Self.polygon([(cx, cy - 2 * h / 3), (cx + side / 2, cy + h / 3), (cx - side / 2, cy + h / 3)]))
        case .plus, .cross:
            // A plus of arm thickness t and span s: area = 2 s t - t^2 with t = s / 3.
            let s = (area * 9 / 5).squareRoot(), t = s / 3
            var points = [(-t / 2, -s / 2), (t / 2, -s / 2), (t / 2, -t / 2), (s / 2, -t / 2), (s / 2, t / 2),
                          (t / 2, t / 2), (t / 2, s / 2), (-t / 2, s / 2), (-t / 2, t / 2), (-s / 2, t / 2),
                          (-s / 2, -t / 2), (-t / 2, -t / 2)]
            if self == .cross {
                let c = cos(Double.pi / 4), sn = sin(Double.pi / 4)
                points = points.map { ($0.0 * c - $0.1 * sn, $0.0 * sn + $0.1 * c) }
            }
            return .path(Self.polygon(points.map { (cx + $0.0, cy + $0.1) }))
        }
    }

    static func polygon(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(p.0, p.1) } else { path.line(p.0, p.1) }
        }
        path.close()
        return path
    }
}

/// Dash patterns that tell line series apart without color (C2).
public enum DashPattern {
    public static let patterns: [[Double]] = [[], [6, 3], [2, 3], [8, 3, 2, 3], [12, 4], [3, 6]]
    public static func forSeries(_ index: Int) -> [Double] { patterns[max(index, 0) % patterns.count] }
}
