import Foundation
import PlotlineScene

/// The views over and under a chart (`chartOverlay`, `chartBackground`): each made now, with a ``ChartProxy``
/// that answers from this layout's plot area and scales, laid out over the whole chart and drawn as scene nodes.
/// Hidden from assistive technology: what they show is the chart's, which the words already say.
///
/// When one of them has a pointer gesture (a drag, a tap, a hover), the chart selects with the pointer. What
/// the views draw for the selection is what depends on it: SwiftUI code draws the selection under a condition
/// on the selected value (`if let selected { ... }`, an `if` or `switch` on it), so what the views draw
/// under a condition is marked as the selection's drawing (`SceneSelection.drawingClass`), and what they draw
/// in any case (a label, a frame, a rule at a fixed value) stays the overlay's own. The selection stands
/// where the views asked the proxy for inside the selection's drawing, when that is one place, so the page's
/// scrubbing can take its place. Views with a gesture and nothing to draw add nothing.
struct OverlayDrawing {
    var background: [SceneNode] = []
    var overlay: [SceneNode] = []
    var selection: SceneSelection?
    /// Whether an overlay or background has a pointer gesture: the chart selects with the pointer.
    var selects = false

    init(_ chart: ResolvedChart, _ layout: ChartLayout) {
        guard !chart.overlays.isEmpty else { return }
        let area = layout.plotArea
        let asked = AskedPlaces()
        var proxy = ChartProxy(plot: CGRect(x: area.x, y: area.y, width: area.width, height: area.height),
                               x: layout.x.axis.scale, y: layout.y.axis.scale)
        let data = layout.dataArea
        proxy.data = CGRect(x: data.x - area.x, y: data.y - area.y, width: data.width, height: data.height)
        proxy.asked = asked
        let frame = CGSize(width: layout.width, height: layout.height)
        var views = ViewLayout(theme: layout.theme, textStyle: TextStyle(size: 12, weight: .regular),
                               textColor: layout.theme.titleColor, textClass: "overlay-text")
        let trees = chart.overlays.map {
            ($0, ViewTree.of($0.content(proxy), in: ViewContext(size: frame, marksConditions: true)))
        }
        let selects = trees.contains { $0.1.hasGesture }
        self.selects = selects
        if selects { views.conditionalClass = SceneSelection.drawingClass }
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
            let group = SceneNode.group(SceneGroup(classes: isBackground ? "chart-background" : "chart-overlay",
                                                   attributes: [("aria-hidden", "true")], children: children))
            if isBackground { background.append(group) } else { overlay.append(group) }
        }
        // The selection's drawing, and the places asked for that it is centred on (a rule, a card placed at
        // the selected value): one along an axis is where the drawn selection stands. A place asked for by
        // drawing of the overlay's own (a goal line) is not the selection's.
        let drawn = Self.selectionExtents(background + overlay)
        guard selects, !drawn.isEmpty else { return }
        func one(_ places: [Double], _ pixel: (Double) -> Double, _ vertical: Bool) -> Double? {
            let centred = places.map(pixel).filter { p in
                drawn.contains { abs((vertical ? $0.y + $0.height / 2 : $0.x + $0.width / 2) - p) < 0.5 }
            }
            let distinct = Set(centred.map { ($0 * 1e6).rounded() })
            return distinct.count == 1 ? centred[0] : nil
        }
        selection = SceneSelection(x: one(asked.x, layout.px, false), y: one(asked.y, layout.py, true))
    }

    /// The boxes of the shapes and text inside the selection's drawing (groups of class
    /// `SceneSelection.drawingClass`).
    static func selectionExtents(_ nodes: [SceneNode], inside: Bool = false) -> [Rect] {
        nodes.flatMap { node -> [Rect] in
            switch node {
            case .group(let g):
                let marked = inside || g.classes.split(separator: " ").contains { $0 == SceneSelection.drawingClass }
                return selectionExtents(g.children, inside: marked)
            case .text(let t): return inside ? [t.bounds] : []
            case .shape: return inside ? ViewLayout.bounds(node).map { [$0] } ?? [] : []
            }
        }
    }
}
