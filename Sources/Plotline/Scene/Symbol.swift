import Foundation
import PlotlineScene

/// Point shapes: the six that tell series apart without color (C2): circle, diamond, square, triangle,
/// cross, plus; and, for `symbol(_:)` as Swift Charts names them, pentagon and asterisk.
public enum SymbolShape: String, Sendable, CaseIterable, Codable {
    case circle, diamond, square, triangle, cross, plus, pentagon, asterisk

    /// The shapes series take in turn.
    public static let seriesOrder: [SymbolShape] = [.circle, .diamond, .square, .triangle, .cross, .plus]

    public static func forSeries(_ index: Int) -> SymbolShape { seriesOrder[max(index, 0) % seriesOrder.count] }

    /// The area this shape has when its bounding box is as wide as `width` and as tall as `height` allow
    /// (Swift Charts' `symbolSize(CGSize)`): the shape keeps its proportions, centred in the box.
    public func area(fitting width: Double, _ height: Double) -> Double {
        let w = max(width, 0), h = max(height, 0)
        switch self {
        case .circle: return Double.pi * pow(min(w, h) / 2, 2)
        case .square: return pow(min(w, h), 2)
        case .diamond: return pow(min(w, h), 2) / 2
        case .triangle:
            let side = min(w, h * 2 / 3.0.squareRoot())
            return 3.0.squareRoot() / 4 * side * side
        case .plus: return pow(min(w, h), 2) * 5 / 9
        case .cross:
            // The plus turned 45°: its arms' outer corners reach (s/2 + t/2)/√2 from the centre, t = s/3.
            let s = min(w, h) / (4.0 / 3 / 2.0.squareRoot())
            return s * s * 5 / 9
        case .pentagon:
            // Circumradius R: width 2R sin 72°, height R (1 + cos 36°).
            let r = min(w / (2 * sin(0.4 * Double.pi)), h / (1 + cos(0.2 * Double.pi)))
            return 2.5 * r * r * sin(0.4 * Double.pi)
        case .asterisk:
            let r = min(w, h) / 2
            return 3 * r * r * Self.asteriskWaist
        }
    }

    /// An asterisk's inner radius as a share of its outer one.
    static let asteriskWaist = 0.3

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
        case .pentagon:
            // A regular pentagon, point up: area = 5/2 R² sin 72°.
            let r = (area / (2.5 * sin(0.4 * Double.pi))).squareRoot()
            return .path(Self.polygon((0..<5).map { k in
                let a = -Double.pi / 2 + Double(k) * 2 * Double.pi / 5
                return (cx + r * cos(a), cy + r * sin(a))
            }))
        case .asterisk:
            // Six thin arms: a star whose twelve corners alternate between the outer radius R and the waist
            // r; area = 12 · ½ R r sin 30° = 3 R r.
            let outer = (area / (3 * Self.asteriskWaist)).squareRoot(), inner = outer * Self.asteriskWaist
            return .path(Self.polygon((0..<12).map { k in
                let a = -Double.pi / 2 + Double(k) * Double.pi / 6
                let r = k % 2 == 0 ? outer : inner
                return (cx + r * cos(a), cy + r * sin(a))
            }))
        }
    }

    static func polygon(_ points: [(Double, Double)]) -> ScenePath {
        var path = ScenePath()
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
