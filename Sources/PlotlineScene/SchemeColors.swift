/// A chart's colors in another theme, by role (``ColorRole``): what a picture needs to follow the reader's
/// color scheme (an SVG drawn light that turns dark where a page prefers dark). Every color the theme chose
/// carries its role in the scene, so every part it paints (ticks, box plots, a sector's percent) follows;
/// marks in their author's own color have no role and keep it.
public struct SchemeColors: Sendable, Equatable {
    /// Each role's color in the other theme.
    public var colors: [ColorRole: Color]

    public init(_ colors: [ColorRole: Color]) {
        self.colors = colors
    }

    /// `color` as the other theme paints it: its role's color there, with `color`'s own opacity; `color`
    /// itself when it has no role (an author's color).
    public func color(for color: Color) -> Color {
        guard let role = color.role, let other = colors[role] else { return color }
        return other.opacity(color.alpha).role(role)
    }

    /// The roles the colors of `nodes` and `background` paint, as fills (text included) and as strokes:
    /// what a scene's other theme must give a color, and what a style for it selects.
    public static func paintedRoles(_ nodes: [SceneNode], background: Color?) -> (fills: Set<ColorRole>, strokes: Set<ColorRole>) {
        var fills = Set<ColorRole>(), strokes = Set<ColorRole>()
        if let role = background?.role { fills.insert(role) }
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g): g.children.forEach(visit); g.mask?.forEach(visit)
            case .shape(let s):
                if let role = s.fill?.role { fills.insert(role) }
                if let role = s.stroke?.color.role { strokes.insert(role) }
            case .text(let t): if let role = t.color.role { fills.insert(role) }
            }
        }
        nodes.forEach(visit)
        return (fills, strokes)
    }
}
