import Foundation
import PlotlineScene

/// A mark's gradient (`MarkGradient`) as the scene paints it.
extension GradientPaint {
    /// A mark's gradient laid over `box` (the mark's own box, or the plot area), in the theme's colors and
    /// at `opacity`; nil when a color does not read, or an elliptical gradient's box is flat.
    static func painting(_ gradient: MarkGradient, in box: Rect, theme: Theme, opacity: Double) -> GradientPaint? {
        var stops: [Stop] = []
        for stop in gradient.stops {
            guard let color = theme.color(css: stop.color) else { return nil }
            stops.append(Stop(location: min(max(stop.location, 0), 1), color: color.opacity(color.alpha * opacity)))
        }
        guard !stops.isEmpty else { return nil }
        if let radial = gradient.radial {
            let cx = box.x + radial.centerX * box.width, cy = box.y + radial.centerY * box.height
            guard radial.elliptical == true else {
                return GradientPaint(stops: stops, geometry: .radial(cx: cx, cy: cy, startRadius: radial.startRadius,
                                                                      endRadius: radial.endRadius, verticalScale: 1))
            }
            // Fractions of the box: an ellipse as wide as the box is wide and as tall as it is tall.
            guard box.width > 0, box.height > 0 else { return nil }
            return GradientPaint(stops: stops, geometry: .radial(cx: cx, cy: cy, startRadius: radial.startRadius * box.width,
                                                                  endRadius: radial.endRadius * box.width,
                                                                  verticalScale: box.height / box.width))
        }
        return GradientPaint(stops: stops, x1: box.x + gradient.startX * box.width, y1: box.y + gradient.startY * box.height,
                             x2: box.x + gradient.endX * box.width, y2: box.y + gradient.endY * box.height)
    }

    /// A drawn mark's shapes painted with `gradient`, over each shape's own box or over `plotArea`
    /// (`alignsMarkStylesWithPlotArea()`); hatching and text are left as they are.
    static func painted(_ node: SceneNode, _ gradient: MarkGradient, alignedTo plotArea: Rect?, theme: Theme,
                        opacity: Double) -> SceneNode {
        switch node {
        case .shape(var shape) where shape.classes.hasPrefix("mark"):
            shape.gradient = painting(gradient, in: plotArea ?? shape.geometry.bounds, theme: theme, opacity: opacity)
            return .shape(shape)
        case .group(var group):
            group.children = group.children.map { painted($0, gradient, alignedTo: plotArea, theme: theme, opacity: opacity) }
            return .group(group)
        case .shape, .text: return node
        }
    }
}
