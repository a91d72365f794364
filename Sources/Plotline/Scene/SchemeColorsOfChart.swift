import Foundation
import PlotlineScene

extension SchemeColors {
    /// The colors `theme`, with the chart's own appearance applied, gives each of `roles` (those a scene
    /// drawn in another theme paints).
    init(_ chart: ResolvedChart, theme base: Theme, roles: Set<ColorRole>) {
        let theme = base.applying(chart.appearance)
        self.init(Dictionary(uniqueKeysWithValues: roles.map { ($0, theme.color(for: $0)) }))
    }

    /// The roles of the colors in `nodes` and `background`.
    static func roles(_ nodes: [SceneNode], background: Color?) -> Set<ColorRole> {
        var roles = Set<ColorRole>()
        if let role = background?.role { roles.insert(role) }
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g): g.children.forEach(visit); g.mask?.forEach(visit)
            case .shape(let s):
                if let role = s.fill?.role { roles.insert(role) }
                if let role = s.stroke?.color.role { roles.insert(role) }
            case .text(let t): if let role = t.color.role { roles.insert(role) }
            }
        }
        nodes.forEach(visit)
        return roles
    }
}
