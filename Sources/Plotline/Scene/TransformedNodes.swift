import Foundation
import PlotlineScene

/// Scene nodes drawn turned or scaled about a point, as SwiftUI's `rotationEffect` and `scaleEffect` draw a
/// view (its layout unchanged): every point moved, line widths, dashes and text sizes scaled by the map's
/// overall factor, text turned with it. A rectangle or circle that stays upright and unstretched keeps its
/// kind; otherwise it becomes a path of its outline. Used for views and for a view scaled into a legend's
/// swatch.
struct NodeTransform {
    // x' = a x + c y + tx, y' = b x + d y + ty
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
    /// The turn it gives text, in degrees, as asked (not read back from the matrix, which rounds).
    var degrees = 0.0

    /// Turned by `degrees` (clockwise on screen, as SwiftUI turns a view) about `center`.
    static func rotation(degrees: Double, about center: (x: Double, y: Double)) -> NodeTransform {
        let r = degrees * .pi / 180, cosine = cos(r), sine = sin(r)
        return NodeTransform(a: cosine, b: sine, c: -sine, d: cosine,
                             tx: center.x - cosine * center.x + sine * center.y,
                             ty: center.y - sine * center.x - cosine * center.y, degrees: degrees)
    }

    /// Scaled by `x` and `y` about `center`.
    static func scale(x: Double, y: Double, about center: (x: Double, y: Double)) -> NodeTransform {
        NodeTransform(a: x, b: 0, c: 0, d: y, tx: center.x - x * center.x, ty: center.y - y * center.y)
    }

    func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }
    /// How much lengths grow: the square root of the area's factor.
    var factor: Double { sqrt(abs(a * d - b * c)) }
    /// Upright (no turn or shear) and the same factor both ways, with no flip.
    private var keepsShapes: Bool { b == 0 && c == 0 && a > 0 && abs(a - d) < 1e-12 }

    func apply(_ node: SceneNode) -> SceneNode {
        switch node {
        case .shape(var s):
            s.geometry = apply(s.geometry)
            if var stroke = s.stroke {
                stroke.width *= factor
                stroke.dash = stroke.dash.map { $0 * factor }
                stroke.dashPhase *= factor
                s.stroke = stroke
            }
            if var gradient = s.gradient {
                switch gradient.geometry {
                case .linear(let x1, let y1, let x2, let y2):
                    let p = point(x1, y1), q = point(x2, y2)
                    gradient.geometry = .linear(x1: p.x, y1: p.y, x2: q.x, y2: q.y)
                case .radial(let cx, let cy, let startRadius, let endRadius, let verticalScale):
                    let p = point(cx, cy)
                    gradient.geometry = .radial(cx: p.x, cy: p.y, startRadius: startRadius * factor,
                                                endRadius: endRadius * factor, verticalScale: verticalScale)
                }
                s.gradient = gradient
            }
            return .shape(s)
        case .text(var t):
            (t.x, t.y) = point(t.x, t.y)
            t.style = TextStyle(size: t.style.size * factor, weight: t.style.weight)
            t.rotation += degrees
            return .text(t)
        case .group(var g):
            g.children = g.children.map(apply)
            g.mask = g.mask?.map(apply)
            return .group(g)
        }
    }

    private func apply(_ geometry: SceneShape.Geometry) -> SceneShape.Geometry {
        switch geometry {
        case .rect(let r, let radius):
            if keepsShapes {
                let p = point(r.x, r.y)
                return .rect(Rect(x: p.x, y: p.y, width: r.width * a, height: r.height * a), cornerRadius: radius * a)
            }
            let outline = Path(roundedRect: CGRect(x: r.x, y: r.y, width: r.width, height: r.height),
                               cornerRadius: CGFloat(min(radius, r.width / 2, r.height / 2)))
            return apply(ViewLayout.scenePath(outline.steps, in: Rect(x: 0, y: 0, width: 0, height: 0)))
        case .line(let x1, let y1, let x2, let y2):
            let p = point(x1, y1), q = point(x2, y2)
            return .line(x1: p.x, y1: p.y, x2: q.x, y2: q.y)
        case .circle(let cx, let cy, let r):
            if keepsShapes {
                let p = point(cx, cy)
                return .circle(cx: p.x, cy: p.y, r: r * a)
            }
            let outline = Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            return apply(ViewLayout.scenePath(outline.steps, in: Rect(x: 0, y: 0, width: 0, height: 0)))
        case .path(let path):
            var moved = ScenePath(elements: [], evenOdd: path.evenOdd)
            for element in path.elements {
                switch element {
                case .move(let x, let y): let p = point(x, y); moved.move(p.x, p.y)
                case .line(let x, let y): let p = point(x, y); moved.line(p.x, p.y)
                case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                    let p1 = point(c1x, c1y), p2 = point(c2x, c2y), p = point(x, y)
                    moved.cubic(p1.x, p1.y, p2.x, p2.y, p.x, p.y)
                case .close: moved.close()
                }
            }
            return .path(moved)
        }
    }
}
