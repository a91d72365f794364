import Foundation
import PlotlineScene

/// The color an axis's value label is drawn in when the author gives one
/// (`AxisValueLabel().foregroundStyle(value.as(Int.self)! > 5 ? .red : .gray)`), by the rule annotations
/// follow: the author's color where it reads as text on the chart's background, a contrast of at least
/// 4.5:1 (WCAG 2's rule for text of this size), else the axis's own text color. A color with opacity is
/// judged as it shows over the background. A color that follows the theme (`.secondary`) keeps following it;
/// the author's own color is judged again in the other color scheme (`ColorRole.readableAxisText`), where
/// the SVG turns dark.
enum AxisLabelColor {
    static let minimumContrast = 4.5

    static func color(_ css: String?, theme: Theme) -> Color {
        guard let css, let own = theme.color(css: css) else { return theme.axisTextColor }
        let background = theme.background
        func over(_ v: Double, _ b: Double) -> Double { v * own.alpha + b * (1 - own.alpha) }
        let shown = Color(red: over(own.red, background.red), green: over(own.green, background.green),
                          blue: over(own.blue, background.blue))
        let chosen = ColorScience.contrast(shown, background) >= minimumContrast ? own : theme.axisTextColor
        guard own.role == nil, own.semantic == nil, let rgb = UInt32(own.hex.dropFirst(), radix: 16) else { return chosen }
        return chosen.role(.readableAxisText(rgb))
    }
}
