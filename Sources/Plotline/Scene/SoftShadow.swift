import Foundation
import PlotlineScene

/// A soft shadow under drawn nodes, for a view's `shadow(color:radius:x:y:)` and a mark's style
/// `.shadow(.drop(color:radius:x:y:))`: copies of the nodes in the shadow's color, moved by its offset and
/// spread over its blur radius. A static picture has no blur filter that SVG, PNG and the page all draw alike,
/// so the blur is three copies: one shrunk by half the radius, one as the nodes are, one grown by half the
/// radius, each faint enough that where all three overlap the shadow has the color's own opacity.
enum SoftShadow {
    /// The shadow of `nodes`, in one group of class `classes` (each copy's shapes `classes-shape`, its text
    /// `classes-text`); nothing for a clear color. The copies carry no attributes and no gradient: they are
    /// ink, not marks, and say nothing to assistive technology.
    static func nodes(under nodes: [SceneNode], color: Color, radius: Double, x: Double, y: Double,
                      classes: String) -> [SceneNode] {
        guard color.alpha > 0, !nodes.isEmpty else { return [] }
        let spreads = radius > 0 ? [-radius / 2, 0, radius / 2] : [0]
        let each = 1 - pow(1 - min(color.alpha, 0.999), 1 / Double(spreads.count))
        let ink = color.opacity(each)
        let copies = spreads.flatMap { spread in
            nodes.map { node in inked(moved(node, x: x, y: y, grown: spread), ink, classes: classes) }
        }
        return [.group(SceneGroup(classes: classes, attributes: [("aria-hidden", "true")], children: copies))]
    }

    /// The node moved by `dx`, `dy`, each shape grown by `grow` on every side (shrunk when negative).
    static func moved(_ node: SceneNode, x dx: Double, y dy: Double, grown grow: Double = 0) -> SceneNode {
        switch node {
        case .shape(var s):
            switch s.geometry {
            case .rect(let r, let corner):
                let g = max(grow, -min(r.width, r.height) / 2)
                s.geometry = .rect(Rect(x: r.x + dx - g, y: r.y + dy - g, width: r.width + 2 * g, height: r.height + 2 * g),
                                   cornerRadius: max(corner + g, 0))
            case .circle(let cx, let cy, let r): s.geometry = .circle(cx: cx + dx, cy: cy + dy, r: max(r + grow, 0))
            case .line(let x1, let y1, let x2, let y2): s.geometry = .line(x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy)
            case .path(var path):
                path.elements = path.elements.map {
                    switch $0 {
                    case .move(let x, let y): .move(x + dx, y + dy)
                    case .line(let x, let y): .line(x + dx, y + dy)
                    case .cubic(let a, let b, let c, let d, let x, let y): .cubic(c1x: a + dx, c1y: b + dy, c2x: c + dx, c2y: d + dy, x: x + dx, y: y + dy)
                    case .close: .close
                    }
                }
                s.geometry = .path(path)
            }
            return .shape(s)
        case .text(var t):
            t.x += dx
            t.y += dy
            return .text(t)
        case .group(var g):
            g.children = g.children.map { moved($0, x: dx, y: dy, grown: grow) }
            g.mask = g.mask?.map { moved($0, x: dx, y: dy, grown: grow) }
            return .group(g)
        }
    }

    /// The node in `ink` wherever it paints, renamed as a shadow's and stripped of what made it a mark.
    private static func inked(_ node: SceneNode, _ ink: Color, classes: String) -> SceneNode {
        switch node {
        case .shape(var s):
            s.classes = classes + "-shape"
            s.attributes = []
            s.gradient = nil
            s.fill = s.fill.map { _ in ink }
            s.stroke = s.stroke.map { var stroke = $0; stroke.color = ink; return stroke }
            return .shape(s)
        case .text(var t):
            t.classes = classes + "-text"
            t.color = ink
            return .text(t)
        case .group(var g):
            g.attributes = []
            g.children = g.children.map { inked($0, ink, classes: classes) }
            return .group(g)
        }
    }
}
