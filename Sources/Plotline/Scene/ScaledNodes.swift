import Foundation
import PlotlineScene

/// Scene nodes drawn larger or smaller about a point, as SwiftUI's `scaleEffect` draws a view: every
/// position, size, corner, line width, dash and text size multiplied by the factor, the point staying where
/// it is. Used for a view drawn as a legend's swatch, scaled to fit the swatch.
enum ScaledNodes {
    static func scaled(_ node: SceneNode, by factor: Double, about center: (x: Double, y: Double)) -> SceneNode {
        func x(_ v: Double) -> Double { center.x + (v - center.x) * factor }
        func y(_ v: Double) -> Double { center.y + (v - center.y) * factor }
        switch node {
        case .shape(var s):
            switch s.geometry {
            case .rect(let r, let radius):
                s.geometry = .rect(Rect(x: x(r.x), y: y(r.y), width: r.width * factor, height: r.height * factor),
                                   cornerRadius: radius * factor)
            case .line(let x1, let y1, let x2, let y2):
                s.geometry = .line(x1: x(x1), y1: y(y1), x2: x(x2), y2: y(y2))
            case .circle(let cx, let cy, let r):
                s.geometry = .circle(cx: x(cx), cy: y(cy), r: r * factor)
            case .path(let path):
                var scaled = Path()
                for element in path.elements {
                    switch element {
                    case .move(let a, let b): scaled.move(x(a), y(b))
                    case .line(let a, let b): scaled.line(x(a), y(b))
                    case .cubic(let c1x, let c1y, let c2x, let c2y, let px, let py):
                        scaled.cubic(x(c1x), y(c1y), x(c2x), y(c2y), x(px), y(py))
                    case .close: scaled.close()
                    }
                }
                s.geometry = .path(scaled)
            }
            if var stroke = s.stroke {
                stroke.width *= factor
                stroke.dash = stroke.dash.map { $0 * factor }
                stroke.dashPhase *= factor
                s.stroke = stroke
            }
            if var gradient = s.gradient {
                switch gradient.geometry {
                case .linear(let x1, let y1, let x2, let y2):
                    gradient.geometry = .linear(x1: x(x1), y1: y(y1), x2: x(x2), y2: y(y2))
                case .radial(let cx, let cy, let startRadius, let endRadius, let verticalScale):
                    gradient.geometry = .radial(cx: x(cx), cy: y(cy), startRadius: startRadius * factor,
                                                endRadius: endRadius * factor, verticalScale: verticalScale)
                }
                s.gradient = gradient
            }
            return .shape(s)
        case .text(var t):
            t.x = x(t.x)
            t.y = y(t.y)
            t.style = TextStyle(size: t.style.size * factor, weight: t.style.weight)
            return .text(t)
        case .group(var g):
            g.children = g.children.map { scaled($0, by: factor, about: center) }
            g.mask = g.mask?.map { scaled($0, by: factor, about: center) }
            return .group(g)
        }
    }
}
