import Foundation
import PlotlineScene

/// The views over and under a chart (`chartOverlay`, `chartBackground`): each made now, with a ``ChartProxy``
/// that answers from this layout's plot area and scales, laid out over the whole chart and drawn as scene nodes.
/// Hidden from assistive technology: what they show is the chart's, which the words already say.
enum OverlayDrawing {
    static func nodes(_ chart: ResolvedChart, _ layout: ChartLayout, background: Bool) -> [SceneNode] {
        let overlays = chart.overlays.filter { $0.isBackground == background }
        guard !overlays.isEmpty else { return [] }
        let area = layout.plotArea
        let proxy = ChartProxy(plot: CGRect(x: area.x, y: area.y, width: area.width, height: area.height),
                               x: layout.x.axis.scale, y: layout.y.axis.scale)
        let frame = CGSize(width: layout.width, height: layout.height)
        let views = ViewLayout(theme: layout.theme, textStyle: TextStyle(size: 12, weight: .regular),
                               textColor: layout.theme.titleColor, textClass: "overlay-text")
        var children: [SceneNode] = []
        for overlay in overlays {
            let tree = ViewTree.of(overlay.content(proxy), in: ViewContext(size: frame))
            let offered = ViewLayout.Proposal(width: layout.width, height: layout.height)
            let size = views.size(tree, offered)
            let x = (layout.width - size.width) * ViewLayout.share(overlay.alignment, vertical: false)
            let y = (layout.height - size.height) * ViewLayout.share(overlay.alignment, vertical: true)
            children += views.draw(tree, offered, at: (x: x, y: y))
        }
        guard !children.isEmpty else { return [] }
        return [.group(SceneGroup(classes: background ? "chart-background" : "chart-overlay",
                                  attributes: [("aria-hidden", "true")], children: children))]
    }
}
