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
}
