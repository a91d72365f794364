import Foundation
import PlotlineScene

/// How a horizontal category axis keeps every label when the labels do not fit side by side: as Swift Charts
/// and the guidelines keep category labels (the bars are often labelled by nothing else), each label is first
/// wrapped onto two lines, then turned 45°, then 90°, measured with `TextMetrics`; only when none of these
/// fits are labels thinned (see `AxisLayout.fitHorizontal`).
public struct CategoryLabels: Sendable, Equatable {
    public enum Arrangement: Sendable, Equatable {
        /// Each label on up to two lines, centred under its tick.
        case wrapped
        /// Each label turned by these degrees (-45 or -90), ending at its tick.
        case turned(Double)
    }

    public var arrangement: Arrangement
    /// Each label's lines (wrapped), or its one line (turned, shortened with "…" when it would reach past
    /// the room below the plot or the chart's leading edge), by tick value.
    public var lines: [Double: [String]]
    /// How far the labels reach below the axis line, in points.
    public var height: Double
    /// How much further from the chart's leading edge the plot area must start so that the first turned
    /// labels, reaching down and back, stay on the chart.
    public var leadingSpace: Double = 0

    /// Gap between neighbouring labels, in points (as when they sit side by side).
    static let gap = 2.0
    /// Where a level label's top is below the axis line, and a turned label's end.
    static let levelOffset = 5.0, turnedOffset = 6.0
    /// The least a turned label keeps before it is shortened: its first three characters and "…".
    static let shortest = 3

    /// The arrangement that keeps every label of `axis` (a category axis along the bottom), or nil when
    /// they fit side by side or nothing but thinning fits. `bounds`: how far left and right labels may
    /// reach; `room`: the most height the labels may take below the axis line.
    static func arrange(_ axis: ResolvedAxis, plotArea: Rect, bounds: (lowest: Double, highest: Double),
                        room: Double, style: TextStyle) -> CategoryLabels? {
        guard axis.scale.kind == .band, axis.orientation == .horizontal, axis.position == .bottom else { return nil }
        let ticks = axis.ticks.filter(\.showsLabel)
            .map { (tick: $0, x: plotArea.x + axis.scale.position($0.value) * plotArea.width) }
            .sorted { $0.x < $1.x }
        // Labels written in lines of their own (a view of stacked text) keep them: thinned if they do not fit.
        guard ticks.count > 1, !ticks.contains(where: { $0.tick.lines.count > 1 }) else { return nil }
        let step = zip(ticks, ticks.dropFirst()).map { $1.x - $0.x }.min() ?? 0
        let widths = ticks.map { TextMetrics.width($0.tick.label, style: style) }
        let lineHeight = TextMetrics.lineHeight(style: style)
        let labelHeight = TextMetrics.ascent(style: style) + TextMetrics.descent(style: style)
        // Side by side: nothing to do (an end label running off the chart is set flush by the axis).
        var level = true
        for i in 1..<ticks.count {
            let end: Double = ticks[i - 1].x + widths[i - 1] / 2
            let start: Double = ticks[i].x - widths[i] / 2
            if start - end < gap { level = false }
        }
        if level { return nil }

        // Wrapped: every label on two lines at most, broken where a line may break, within its band and the
        // chart's edges.
        let band = step - gap
        var wrapped: [Double: [String]] = [:]
        for (entry, width) in zip(ticks, widths) {
            let label = entry.tick.label
            let lines = width <= band ? [label] : TextWrap.lines(label, width: band, style: style, maxLines: 3)
            guard lines.count <= 2, Self.breaksCleanly(label, into: lines) else { wrapped = [:]; break }
            let widest = lines.map { TextMetrics.width($0, style: style) }.max() ?? 0
            guard entry.x - widest / 2 >= bounds.lowest, entry.x + widest / 2 <= bounds.highest else { wrapped = [:]; break }
            wrapped[entry.tick.value] = lines
        }
        if !wrapped.isEmpty, levelOffset + labelHeight + lineHeight <= room {
            return CategoryLabels(arrangement: .wrapped, lines: wrapped, height: levelOffset + labelHeight + lineHeight)
        }

        // Turned: neighbouring labels are parallel, `step` apart along the axis, so `step` times the sine of
        // the angle apart across their lines; each ends at its tick and reaches down and back.
        for degrees in [-45.0, -90.0] {
            let radians = abs(degrees) * Double.pi / 180
            let sine = sin(radians), cosine = cos(radians)
            guard step * sine >= labelHeight + gap else { continue }
            // The longest a label may be: within the room below. One reaching back past the chart's leading
            // edge asks for the plot area to start further in (at most a quarter of its width).
            let fitsBelow = (room - turnedOffset - labelHeight * cosine) / sine
            var turned: [Double: [String]] = [:]
            var reach = 0.0, leading = 0.0
            var fits = true
            for (entry, width) in zip(ticks, widths) {
                var label = entry.tick.label
                if width > fitsBelow {
                    label = TextMetrics.truncate(label, toWidth: fitsBelow, style: style)
                    guard label.count > shortest else { fits = false; break }
                }
                let drawn = TextMetrics.width(label, style: style)
                reach = max(reach, drawn * sine + labelHeight * cosine)
                leading = max(leading, bounds.lowest - (entry.x - drawn * cosine - labelHeight / 2 * sine))
                turned[entry.tick.value] = [label]
            }
            if fits, leading <= plotArea.width / 4 {
                var arranged = CategoryLabels(arrangement: .turned(degrees), lines: turned, height: turnedOffset + reach)
                arranged.leadingSpace = max(leading, 0)
                return arranged
            }
        }
        return nil
    }

    /// Whether `lines` break `label` only where text may break: at spaces, or between two characters of a
    /// script written without spaces (Chinese, Japanese); never inside a Latin word.
    static func breaksCleanly(_ label: String, into lines: [String]) -> Bool {
        guard lines.count > 1 else { return lines.first == label }
        if lines.joined(separator: " ") == label { return true }
        guard lines.joined() == label else { return false }
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard let before = line.unicodeScalars.last, let after = next.unicodeScalars.first,
                  breaksAnywhere(before), breaksAnywhere(after) else { return false }
        }
        return true
    }

    /// Ideographs, kana and full-width forms, which a line may break between.
    static func breaksAnywhere(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFD: true
        default: false
        }
    }
}
