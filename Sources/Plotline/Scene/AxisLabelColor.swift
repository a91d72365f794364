import Foundation
import PlotlineScene

/// The color an axis's value label is drawn in when the author gives one
/// (`AxisValueLabel().foregroundStyle(value.as(Int.self)! > 5 ? .red : .gray)`), by the rule annotations
/// follow (`Theme.readsAsText`): the author's color where it reads as text on the chart's background, else
/// the axis's own text color. A color that follows the theme (`.secondary`) keeps following it;
/// the author's own color is judged again in the other color scheme (`ColorRole.readableAxisText`), where
/// the SVG turns dark.
enum AxisLabelColor {
    static func color(_ css: String?, theme: Theme) -> Color {
        guard let css, let own = theme.color(css: css) else { return theme.axisTextColor }
        let chosen = theme.readsAsText(own) ? own : theme.axisTextColor
        guard own.role == nil, own.semantic == nil, let rgb = UInt32(own.hex.dropFirst(), radix: 16) else { return chosen }
        return chosen.role(.readableAxisText(rgb))
    }
}
