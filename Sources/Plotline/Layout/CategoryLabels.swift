import Foundation
import PlotlineScene

/// How a horizontal category axis keeps every label when the labels do not fit side by side: as Swift Charts
/// and the guidelines keep category labels (the bars are often labelled by nothing else), each label is first
/// wrapped (each of its lines onto two at most), then turned 45°, then 90°, measured with `TextMetrics`; only
/// when none of these fits are labels thinned (see `AxisLayout.fitHorizontal`). A label written in lines of
/// its own (`AxisValueLabel { VStack { Text(...); Text(...) } }`) keeps them: wrapped line by line, or turned
/// as one block. Along the bottom the labels hang below the axis line; along the top they stand on it.
/// The same turn draws the labels of any horizontal axis the author asks to turn
/// (`AxisValueLabel(orientation: .verticalReversed)`, see `turnedAsAsked(_:degrees:plotArea:bounds:room:style:)`).
public struct CategoryLabels: Sendable, Equatable {
    public enum Arrangement: Sendable, Equatable {
        /// Each label's lines, each wrapped onto up to two, centred on its tick.
        case wrapped
        /// Each label turned by these degrees as a block: -45 or -90 when Plotline turns labels that do not
        /// fit, any turn from -90 to 90 the author asks (`turnedAsAsked(_:degrees:plotArea:bounds:room:style:)`).
        /// Turned counterclockwise, along the bottom it ends at its tick and along the top starts at it;
        /// turned clockwise, the other way round: every label reaches away from the plot.
        case turned(Double)
    }

    public var arrangement: Arrangement
    /// Each label's lines (wrapped), or its lines turned (each shortened with "…" when it would reach past
    /// the room beside the axis or the chart's leading edge), by tick value.
    public var lines: [Double: [String]]
    /// How far the labels reach from the axis line (below it, or above it at the top), in points.
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

    /// The height of a block of `count` lines: the first line's ascent and last one's descent, a line
    /// height between.
    static func blockHeight(_ count: Int, style: TextStyle) -> Double {
        let labelHeight = TextMetrics.ascent(style: style) + TextMetrics.descent(style: style)
        return labelHeight + Double(max(count - 1, 0)) * TextMetrics.lineHeight(style: style)
    }

    /// The turn the author asked for the labels of a horizontal axis: the first labelled tick's
    /// (``Tick/labelTurn``), all of them drawn at it; nil when none asks.
    static func askedTurn(_ axis: ResolvedAxis) -> Double? {
        guard axis.orientation == .horizontal else { return nil }
        return axis.ticks.first(where: \.showsLabel)?.labelTurn
    }

    /// The arrangement that keeps every label of `axis` (a category axis along the bottom or the top), or
    /// nil when they fit side by side or nothing but thinning fits. `bounds`: how far left and right labels
    /// may reach; `room`: the most height the labels may take beside the axis line.
    static func arrange(_ axis: ResolvedAxis, plotArea: Rect, bounds: (lowest: Double, highest: Double),
                        room: Double, style: TextStyle) -> CategoryLabels? {
        guard axis.scale.kind == .band, axis.orientation == .horizontal else { return nil }
        let atTop = axis.position == .top
        let ticks = axis.ticks.filter(\.showsLabel)
            .map { (tick: $0, x: plotArea.x + axis.scale.position($0.value) * plotArea.width) }
            .sorted { $0.x < $1.x }
        guard ticks.count > 1 else { return nil }
        let step = zip(ticks, ticks.dropFirst()).map { $1.x - $0.x }.min() ?? 0
        let widths = ticks.map { $0.tick.labelWidth(style: style) }
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

        // Wrapped: each of a label's lines on two lines at most, broken where a line may break, within its
        // band and the chart's edges.
        let band = step - gap
        var wrapped: [Double: [String]] = [:]
        var mostLines = 0
        for entry in ticks {
            var lines: [String] = []
            for line in entry.tick.lines {
                let width = TextMetrics.width(line, style: style)
                let broken = width <= band ? [line] : TextWrap.lines(line, width: band, style: style, maxLines: 3)
                guard broken.count <= 2, Self.breaksCleanly(line, into: broken) else { lines = []; break }
                lines += broken
            }
            guard !lines.isEmpty else { wrapped = [:]; break }
            let widest = lines.map { TextMetrics.width($0, style: style) }.max() ?? 0
            guard entry.x - widest / 2 >= bounds.lowest, entry.x + widest / 2 <= bounds.highest else { wrapped = [:]; break }
            wrapped[entry.tick.value] = lines
            mostLines = max(mostLines, lines.count)
        }
        let wrappedHeight = levelOffset + labelHeight + Double(mostLines - 1) * lineHeight
        if !wrapped.isEmpty, wrappedHeight <= room {
            return CategoryLabels(arrangement: .wrapped, lines: wrapped, height: wrappedHeight)
        }

        // Turned: neighbouring labels are parallel, `step` apart along the axis, so `step` times the sine of
        // the angle apart across their lines.
        let blockLines = ticks.map(\.tick.lines.count).max() ?? 1
        let block = blockHeight(blockLines, style: style)
        for degrees in [-45.0, -90.0] {
            guard step * sin(abs(degrees) * Double.pi / 180) >= block + gap else { continue }
            if let arranged = turned(ticks, degrees: degrees, atTop: atTop, plotArea: plotArea, bounds: bounds, room: room,
                                     style: style, asked: false) {
                return arranged
            }
        }
        return nil
    }

    /// The labels of a horizontal axis turned as the author asked (`AxisValueLabel(orientation: .vertical)`,
    /// `Text(...).rotationEffect(.degrees(-45))`), by the same turn Plotline gives category labels that do
    /// not fit: each label reaching away from the plot from its tick, the plot area given the height they
    /// take and moved in (by at most a quarter of its width) where they reach back past the chart's leading
    /// edge; a label that would still run past the room beside the axis or an edge of the chart is shortened
    /// with "…". Labels that would overlap give way first as their collision resolution says
    /// (``LabelCollisions``): those not kept are left out of ``lines``, and the layout hides them.
    static func turnedAsAsked(_ axis: ResolvedAxis, degrees: Double, plotArea: Rect, bounds: (lowest: Double, highest: Double),
                              room: Double, style: TextStyle) -> CategoryLabels {
        let sine = abs(sin(degrees * Double.pi / 180))
        let block = blockHeight(axis.ticks.filter(\.showsLabel).map(\.lines.count).max() ?? 1, style: style)
        func x(_ tick: Tick) -> Double { plotArea.x + AxisLayout.labelPosition(tick, axis) * plotArea.width }
        // Parallel labels `d` apart along the axis are `d` times the sine apart across their lines: each takes
        // its block's height over the sine along the axis.
        let along = sine > 0.01 ? block / sine : .infinity
        let kept = LabelCollisions.resolve(axis.ticks, gap: gap) { tick in
            sine > 0.01 ? (x(tick) - along / 2, x(tick) + along / 2)
                : (x(tick) - tick.labelWidth(style: style) / 2, x(tick) + tick.labelWidth(style: style) / 2)
        }
        let ticks = kept.filter(\.showsLabel).map { (tick: $0, x: x($0)) }.sorted { $0.x < $1.x }
        return turned(ticks, degrees: degrees, atTop: axis.position == .top, plotArea: plotArea, bounds: bounds, room: room,
                      style: style, asked: true) ?? CategoryLabels(arrangement: .turned(degrees), lines: [:], height: levelOffset)
    }

    /// `ticks` (with their places, left to right) turned by `degrees`, along the top of the plot or the bottom:
    /// each label's lines shortened with "…" to the room beside the axis, with the height they reach and the
    /// leading room they need. Nil when a label would be cut to its first three characters, would run past the
    /// chart's trailing edge, or would need more than a quarter of the plot's width on the leading side, unless
    /// the turn was `asked`: then such a label is shortened further instead.
    static func turned(_ ticks: [(tick: Tick, x: Double)], degrees: Double, atTop: Bool, plotArea: Rect,
                       bounds: (lowest: Double, highest: Double), room: Double, style: TextStyle,
                       asked: Bool) -> CategoryLabels? {
        let blockLines = ticks.map(\.tick.lines.count).max() ?? 1
        let block = blockHeight(blockLines, style: style)
        let radians = abs(degrees) * Double.pi / 180
        let sine = sin(radians), cosine = cos(radians)
        // A label reaches back (toward the leading edge) along the bottom when turned counterclockwise, along
        // the top when turned clockwise; on toward the trailing edge otherwise.
        let reachesBack = atTop == (degrees > 0)
        // The longest a label may be: within the room beside the axis. One reaching back past the chart's
        // leading edge asks for the plot area to start further in (at most a quarter of its width); one
        // reaching on past its trailing edge does not fit (an asked turn shortens it).
        let fitsBeside = sine > 0.01 ? (room - turnedOffset - block * cosine) / sine : .infinity
        var turned: [Double: [String]] = [:]
        var reach = 0.0, leading = 0.0
        for entry in ticks {
            var lines = entry.tick.lines
            var longest = fitsBeside
            if asked, cosine > 0.01 {
                // The most the label may reach along the axis: to the trailing edge, or to the leading edge
                // with the quarter of the plot's width it may ask for.
                let across = reachesBack ? entry.x - (bounds.lowest - plotArea.width / 4) : bounds.highest - entry.x
                longest = min(longest, (across - block / 2 * sine) / cosine)
            }
            for (i, line) in lines.enumerated() where TextMetrics.width(line, style: style) > longest {
                lines[i] = TextMetrics.truncate(line, toWidth: max(longest, 0), style: style)
                if lines[i].count <= shortest && !asked { return nil }
            }
            let drawn = lines.map { TextMetrics.width($0, style: style) }.max() ?? 0
            reach = max(reach, drawn * sine + block * cosine)
            if reachesBack {
                leading = max(leading, bounds.lowest - (entry.x - drawn * cosine - block / 2 * sine))
            } else if entry.x + drawn * cosine + block / 2 * sine > bounds.highest, !asked {
                return nil
            }
            turned[entry.tick.value] = lines
        }
        guard asked || leading <= plotArea.width / 4 else { return nil }
        var arranged = CategoryLabels(arrangement: .turned(degrees), lines: turned, height: turnedOffset + reach)
        arranged.leadingSpace = min(max(leading, 0), plotArea.width / 4)
        return arranged
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
