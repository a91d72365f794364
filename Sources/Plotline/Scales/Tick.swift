import Foundation
import PlotlineScene

/// A reference point on an axis: its exact value (a number, or seconds since 1970 for dates,
/// or a category's index) and the text shown beside it.
public struct Tick: Sendable, Hashable {
    public var value: Double
    public var label: String
    /// Whether the tick's label, short tick line and grid line are drawn (an axis's content may leave any out).
    public var showsLabel = true
    public var showsTickLine = true
    public var showsGrid = true
    /// Where a centred label's interval ends (`AxisValueLabel(centered: true)`): the label sits in the middle
    /// between the tick and this value (the next tick's, or the domain's end); nil for a label on its tick.
    public var labelEnd: Double? = nil
    /// The label's color as the author asked (`AxisValueLabel().foregroundStyle(.red)`), a CSS color; drawn
    /// where it reads as text on the background (`AxisLabelColor`, `Theme.readsAsText`), else the axis's own text color.
    public var labelColor: String? = nil
    /// The turn the author asked for the label, in degrees clockwise on screen from -90 to 90
    /// (`AxisValueLabel(orientation: .verticalReversed)` is -90, `Text(...).rotationEffect(.degrees(-45))`
    /// -45); nil for a label Plotline turns only when it does not fit.
    public var labelTurn: Double? = nil
    /// How the label gives way when it would overlap its neighbours (`AxisValueLabel(collisionResolution:)`).
    public var labelCollision: TickLabelCollision = .automatic

    public init(value: Double, label: String) {
        self.value = value
        self.label = label
    }

    /// The label's lines: one, or several where the label was written as a stack of text
    /// (`AxisValueLabel { VStack { Text(...); Text(...) } }`), its lines kept apart by line breaks.
    public var lines: [String] { label.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The width of the label's widest line in `style`.
    func labelWidth(style: TextStyle) -> Double {
        lines.map { TextMetrics.width($0, style: style) }.max() ?? 0
    }

    /// The box the label covers beside a vertical axis, turned as the author asked (``labelTurn``): its widest
    /// line and its block of lines, turned; level when not turned.
    func turnedBox(style: TextStyle) -> (width: Double, height: Double) {
        let width = labelWidth(style: style), block = CategoryLabels.blockHeight(lines.count, style: style)
        guard let turn = labelTurn, turn != 0 else { return (width, block) }
        let radians = turn * Double.pi / 180
        let sine = abs(sin(radians)), cosine = abs(cos(radians))
        return (width * cosine + block * sine, width * sine + block * cosine)
    }

    /// Three or so familiar values inside `lo...hi` for a key (a size or a color scale), labelled; the
    /// domain's ends when no two familiar values fall inside it; values too close to tell apart in words
    /// (1e-320 and 2e-320 both read "0") kept once.
    static func keyValues(_ lo: Double, _ hi: Double, locale: Locale) -> [Tick] {
        guard lo.isFinite, hi.isFinite else { return [] }
        var values = lo < hi ? NumericTicks.ticks(lo, hi, count: 3).filter { $0 >= lo && $0 <= hi } : [lo]
        if values.count < 2 && lo < hi { values = [lo, hi] }
        let step = values.count > 1 ? values[1] - values[0] : 0
        let labels = NumberFormat.axisLabels(values, step: step, locale: locale)
        var seen = Set<String>()
        return zip(values, labels).filter { seen.insert($0.1).inserted }.map { Tick(value: $0, label: $1) }
    }
}
