import PlotlineScene

/// CSS that lets a light SVG follow `prefers-color-scheme: dark` where a page embeds it: each color role
/// the scene paints (``ColorRole``), as the elements name it (`data-fill-role="grid"`, `data-stroke-role="s2"`),
/// in the scene's other theme (``Scene/alternateColors``). Marks in their author's own color have no role
/// and keep it.
enum ColorSchemeStyle {
    static func css(_ colors: SchemeColors, scene: Scene) -> String {
        var fills = Set<ColorRole>(), strokes = Set<ColorRole>()
        if let role = scene.background?.role { fills.insert(role) }
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g): g.children.forEach(visit); g.mask?.forEach(visit)
            case .shape(let s):
                if let role = s.fill?.role { fills.insert(role) }
                if let role = s.stroke?.color.role { strokes.insert(role) }
            case .text(let t): if let role = t.color.role { fills.insert(role) }
            }
        }
        scene.nodes.forEach(visit)
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
