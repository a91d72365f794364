import Foundation
import PlotlineScene

/// Pattern fills (C2): parallel lines across a shape, so series differ by more than color. The first series
/// stays solid; the next ones get diagonal, reversed diagonal, horizontal, vertical, crossed and grid
/// hatching, in that order.
enum Hatching {
    /// The hatch angles, in degrees, for series `index` (1 and up); none for the first.
    static func angles(forSeries index: Int) -> [Double] {
        guard index > 0 else { return [] }
        let patterns: [[Double]] = [[45], [-45], [0], [90], [45, -45], [0, 90]]
        return patterns[(index - 1) % patterns.count]
    }

    /// Segments of lines `spacing` apart at each angle, inside the polygon (even-odd), as one path.
    static func path(inside polygon: [(x: Double, y: Double)], angles: [Double], spacing: Double) -> ScenePath? {
        path(inside: [polygon], angles: angles, spacing: spacing)
    }

    /// Segments of lines `spacing` apart at each angle, inside the rings taken together (even-odd: a ring
    /// inside another is a hole), as one path.
    static func path(inside rings: [[(x: Double, y: Double)]], angles: [Double], spacing: Double) -> ScenePath? {
        let rings = rings.filter { $0.count >= 3 }
        guard !rings.isEmpty, spacing > 0, !angles.isEmpty else { return nil }
        var path = ScenePath()
        for degrees in angles {
            let a = degrees * Double.pi / 180
            // Lines are {p : p·n = c} with n the unit normal; walk c over the polygon's extent.
            let n = (x: -sin(a), y: cos(a)), d = (x: cos(a), y: sin(a))
            let ringCs = rings.map { $0.map { $0.x * n.x + $0.y * n.y } }
            let cs = ringCs.flatMap { $0 }
            guard let lo = cs.min(), let hi = cs.max(), (hi - lo) / spacing < 2_000 else { continue }
            var c = (lo / spacing).rounded(.up) * spacing
            while c <= hi {
                // Where the line crosses each edge, as a distance along the line.
                var ts: [Double] = []
                for (polygon, cs) in zip(rings, ringCs) {
                    for i in polygon.indices {
                        let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                        let cp = cs[i], cq = cs[(i + 1) % polygon.count]
                        if (cp < c) != (cq < c) {
                            let t = (c - cp) / (cq - cp)
                            let x = p.x + t * (q.x - p.x), y = p.y + t * (q.y - p.y)
                            ts.append(x * d.x + y * d.y)
                        }
                    }
                }
                ts.sort()
                var k = 0
                while k + 1 < ts.count {
                    let s0 = ts[k], s1 = ts[k + 1]
                    path.move(c * n.x + s0 * d.x, c * n.y + s0 * d.y)
                    path.line(c * n.x + s1 * d.x, c * n.y + s1 * d.y)
                    k += 2
                }
                c += spacing
            }
        }
        return path.elements.isEmpty ? nil : path
    }

    /// `inPlot`: clipped to the plot area, as marks are; a key's swatch is not, and gets a finer pattern.
    /// `holes`: where the pattern stays out (a label over the mark), as rings inside the polygon.
    static func node(inside polygon: [(x: Double, y: Double)], holes: [[(x: Double, y: Double)]] = [], series: Int,
                     theme: Theme, inPlot: Bool = true) -> SceneNode? {
        guard let path = path(inside: [polygon] + holes, angles: angles(forSeries: series), spacing: inPlot ? 5 : 3.5)
        else { return nil }
        return .shape(SceneShape(classes: "pattern", attributes: [("aria-hidden", "true")], geometry: .path(path),
                                 stroke: Stroke(color: theme.background.opacity(0.8), width: inPlot ? 1.25 : 1),
                                 clipsToPlotArea: inPlot))
    }
}
