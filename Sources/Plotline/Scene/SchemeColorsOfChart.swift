import Foundation
import PlotlineScene

extension SchemeColors {
    /// The colors `theme`, with the chart's own appearance applied, gives each of `roles` (those a scene
    /// drawn in another theme paints).
    init(_ chart: ResolvedChart, theme base: Theme, roles: Set<ColorRole>) {
        let theme = base.applying(chart.appearance)
        self.init(Dictionary(uniqueKeysWithValues: roles.map { ($0, theme.color(for: $0)) }))
    }
}
