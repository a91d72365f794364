import Foundation
import PlotlineScene

/// The views over and under a chart (`chartOverlay`, `chartBackground`): each made now, with a ``ChartProxy``
/// that answers from this layout's plot area and scales, laid out over the whole chart and drawn as scene nodes.
/// Hidden from assistive technology: what they show is the chart's, which the words already say.
///
/// When one of them has a pointer gesture (a drag, a tap, a hover), the chart selects with the pointer and
/// what the views draw is the selection's: their groups are marked as a selection's drawing
/// (`SceneSelection.drawingClass`), standing where the views asked the proxy for when they asked for one
/// place, so the page's scrubbing can take their place. Views with a gesture and nothing to draw add nothing.
struct OverlayDrawing {
    var background: [SceneNode] = []
    var overlay: [SceneNode] = []
    var selection: SceneSelection?

    init(_ chart: ResolvedChart, _ layout: ChartLayout) {
        guard !chart.overlays.isEmpty else { return }
        let area = layout.plotArea
        let asked = AskedPlaces()
        var proxy = ChartProxy(plot: CGRect(x: area.x, y: area.y, width: area.width, height: area.height),
                               x: layout.x.axis.scale, y: layout.y.axis.scale)
        proxy.asked = asked
        let frame = CGSize(width: layout.width, height: layout.height)
        let views = ViewLayout(theme: layout.theme, textStyle: TextStyle(size: 12, weight: .regular),
                               textColor: layout.theme.titleColor, textClass: "overlay-text")
        let trees = chart.overlays.map { ($0, ViewTree.of($0.content(proxy), in: ViewContext(size: frame))) }
        let selects = trees.contains { $0.1.hasGesture }
        for isBackground in [true, false] {
            var children: [SceneNode] = []
            for (overlay, tree) in trees where overlay.isBackground == isBackground {
                let offered = ViewLayout.Proposal(width: layout.width, height: layout.height)
                let size = views.size(tree, offered)
                let x = (layout.width - size.width) * ViewLayout.share(overlay.alignment, vertical: false)
                let y = (layout.height - size.height) * ViewLayout.share(overlay.alignment, vertical: true)
                children += views.draw(tree, offered, at: (x: x, y: y))
            }
            guard !children.isEmpty else { continue }
            var classes = isBackground ? "chart-background" : "chart-overlay"
            if selects { classes += " " + SceneSelection.drawingClass }
            let group = SceneNode.group(SceneGroup(classes: classes, attributes: [("aria-hidden", "true")], children: children))
            if isBackground { background.append(group) } else { overlay.append(group) }
        }
        guard selects, !background.isEmpty || !overlay.isEmpty else { return }
        // One place asked for along an axis is where the drawn selection stands.
        func one(_ places: [Double]) -> Double? {
            let distinct = Set(places.map { ($0 * 1e6).rounded() })
            return distinct.count == 1 ? places[0] : nil
        }
        selection = SceneSelection(x: one(asked.x).map(layout.px), y: one(asked.y).map(layout.py))
    }
}
