import PlotlineScene

/// CSS that lets a light SVG follow `prefers-color-scheme: dark` where a page embeds it: each color role
/// the scene paints (``ColorRole``), as the elements name it (`data-fill-role="grid"`, `data-stroke-role="s2"`),
/// in the scene's other theme (``Scene/alternateColors``). Marks in their author's own color have no role
/// and keep it.
enum ColorSchemeStyle {
    static func css(_ colors: SchemeColors, scene: Scene) -> String {
        let (fills, strokes) = SchemeColors.paintedRoles(scene.nodes, background: scene.background)
        // Sorted by name, so the same scene gives the same bytes.
        var rules: [String] = []
        for role in fills.sorted(by: { $0.name < $1.name }) {
            guard let color = colors.colors[role] else { continue }
            rules.append(".plotline [data-fill-role=\(role.name)]{fill:\(color.hex)}")
        }
        for role in strokes.sorted(by: { $0.name < $1.name }) {
            guard let color = colors.colors[role] else { continue }
            rules.append(".plotline [data-stroke-role=\(role.name)]{stroke:\(color.hex)}")
        }
        return "@media (prefers-color-scheme: dark){" + rules.joined() + "}"
    }
}
