/// What a color in a scene is for, when the theme chose it: the part of the chart it paints, so the same
/// scene can be drawn in another theme's colors (an SVG drawn light that turns dark where its page prefers
/// dark). A color the author chose has no role and keeps its value in every theme.
public enum ColorRole: Sendable, Hashable {
    case background, title, subtitle, axisText, axisLine, grid, rule
    /// The palette's color `k` (series `k`, cycling past the palette's end).
    case series(Int)
    /// Black or white, whichever reads better on the palette's color `k` (a sector's percent).
    case ink(Int)
    /// The author's color `rgb` (0xrrggbb) where it reads as text on the background (4.5:1), else the
    /// subtitle's (an annotation beside a mark of that color).
    case readable(UInt32)
    /// The author's color `rgb` for an axis's labels where it reads as text on the background (4.5:1), else
    /// the axis text's (`AxisValueLabel().foregroundStyle(.red)`).
    case readableAxisText(UInt32)
    /// The theme's sequential ramp of a color scale at `t`, from 0 to 1.
    case sequential(Double)
    /// The theme's diverging ramp at `t`, from 0 to 1.
    case diverging(Double)
    /// A missing value on a color scale.
    case noData

    /// The role's name in class names and CSS (`grid`, `s3`, `ink3`).
    public var name: String {
        switch self {
        case .background: "bg"
        case .title: "title"
        case .subtitle: "subtitle"
        case .axisText: "axis-text"
        case .axisLine: "axis-line"
        case .grid: "grid"
        case .rule: "rule"
        case .series(let k): "s\(k)"
        case .ink(let k): "ink\(k)"
        case .readable(let rgb): "readable-" + String(rgb, radix: 16)
        case .readableAxisText(let rgb): "axis-readable-" + String(rgb, radix: 16)
        case .sequential(let t): "sequential-\(Int((min(max(t, 0), 1) * 1_000_000).rounded()))"
        case .diverging(let t): "diverging-\(Int((min(max(t, 0), 1) * 1_000_000).rounded()))"
        case .noData: "no-data"
        }
    }
}
