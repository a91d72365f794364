extension Scene {
    /// The same scene in another theme's colors (``SchemeColors``): every color the theme chose, found by its
    /// role, takes the other theme's; an author's own color stays. The geometry, text and names are this
    /// scene's, so a page's dark picture is drawn without laying the chart out again.
    public func recolored(_ colors: SchemeColors) -> Scene {
        var scene = self
        scene.background = background.map(colors.color(for:))
        scene.nodes = nodes.map { $0.recolored(colors) }
        return scene
    }
}

extension SceneNode {
    func recolored(_ colors: SchemeColors) -> SceneNode {
        switch self {
        case .group(var g):
            g.children = g.children.map { $0.recolored(colors) }
            g.mask = g.mask?.map { $0.recolored(colors) }
            return .group(g)
        case .shape(var s):
            s.fill = s.fill.map(colors.color(for:))
            if var stroke = s.stroke {
                stroke.color = colors.color(for: stroke.color)
                s.stroke = stroke
            }
            if var gradient = s.gradient {
                gradient.stops = gradient.stops.map { .init(location: $0.location, color: colors.color(for: $0.color)) }
                s.gradient = gradient
            }
            return .shape(s)
        case .text(var t):
            t.color = colors.color(for: t.color)
            return .text(t)
        }
    }
}
