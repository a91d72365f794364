import Foundation
import PlotlineScene

/// A key's swatch for a series whose points are drawn as a view (`.symbol { ... }`): that view, in the
/// series' color, laid out as at a point (offered the circle of the swatch symbol's area) and, when it is
/// larger than the swatch (its width, the row's height), scaled down about its middle to fit, as
/// `scaleEffect` would draw it. The key then shows what the points show.
enum LegendViewSwatch {
    /// The area of a key's symbol, in square points.
    static let symbolArea = 40.0

    /// The view the series' points are drawn as, if any: the first of its marks' (a mark's own, else its layer's).
    static func view(series index: Int, in chart: ResolvedChart) -> ViewTree? {
        for layer in chart.layers {
            for mark in layer.marks where mark.series == index {
                if let view = mark.style?.symbolView ?? layer.style.symbolView { return view }
            }
        }
        return nil
    }

    static func nodes(_ view: ViewTree, x: Double, midY: Double, height: Double, color: Color, theme: Theme) -> SceneNode {
        let layout = ViewLayout(theme: theme, textStyle: TextStyle(size: 10, weight: .regular), textColor: color,
                                textClass: "symbol-text", foreground: color)
        let side = 2 * (symbolArea / Double.pi).squareRoot()
        let offered = ViewLayout.Proposal(width: side, height: side)
        let size = layout.size(view, offered)
        let center = (x: x + LegendLayout.swatchWidth / 2, y: midY)
        let drawn = layout.draw(view, offered, at: (x: center.x - size.width / 2, y: center.y - size.height / 2))
        let factor = min(1, LegendLayout.swatchWidth / max(size.width, 0.001), height / max(size.height, 0.001))
        let fitted = factor < 1 ? drawn.map { NodeTransform.scale(x: factor, y: factor, about: center).apply($0) } : drawn
        return .group(SceneGroup(classes: "swatch view-symbol", children: fitted))
    }
}
