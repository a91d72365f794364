import Foundation
import PlotlineScene

/// The legend: one entry per series, each a swatch that shows color and shape together (C2) and the
/// series name, in rows that wrap to the width; then, for marks sized or faded by a number, the size or
/// opacity scale's title and a few of its values, each drawn with the look it gives (as Vega-Lite's size
/// and opacity legends do).
public struct LegendLayout: Sendable {
    public struct Entry: Sendable {
        public var series: Int
        public var name: String
        /// The swatch's top-left corner, relative to the legend's origin.
        public var x: Double
        public var row: Int
        public var swatch: Swatch
        /// For a value of one channel's own scale (``ResolvedLegend/keys``): the channel and the value's
        /// index, whose look the swatch shows alone (a color, or a shape or a dash in the text color).
        public var key: (channel: Channel, index: Int)? = nil
    }

    /// Each channel key's title ("Origin", "Cylinders"), placed before its values.
    public var keyTitles: [(text: String, x: Double, row: Int)] = []

    /// What an entry's swatch looks like, after the mark that draws the series.
    public enum Swatch: Sendable { case symbol, line, square }

    public var entries: [Entry]

    /// The last entry of a key with more series than fit in its room: "and 944 more", where the next
    /// entry would have gone. The series it counts are left out of the key only.
    public struct More: Sendable {
        public var count: Int
        public var text: String
        public var x: Double
        public var row: Int
    }

    public var more: More?

    /// One value of a number's scale (size or opacity) and its label: a circle of the area it gives, or a
    /// square at the opacity it gives.
    public struct ValueEntry: Sendable {
        public var value: Double
        public var label: String
        /// The circle's area in square points (size); the swatch's opacity (opacity).
        public var area: Double
        public var opacity: Double
        /// The entry's leading edge, relative to the legend's origin; its circle or square is centred in a
        /// slot as wide as the largest circle (or a swatch).
        public var x: Double
        public var row: Int
    }

    /// The key of one number channel (`.size` or `.opacity`): its title ("Price"), placed before its values.
    public struct ValueKey: Sendable {
        public var channel: Channel
        public var title: (text: String, x: Double, row: Int)
        public var entries: [ValueEntry]
    }

    /// The size key, then the opacity key, for the channels that have a scale.
    public var valueKeys: [ValueKey] = []
    public var sizeTitle: (text: String, x: Double, row: Int)? { valueKeys.first { $0.channel == .size }?.title }
    public var sizeEntries: [ValueEntry] { valueKeys.first { $0.channel == .size }?.entries ?? [] }
    /// The width of a size entry's circle slot: the largest circle's diameter.
    public var sizeSlot: Double = 0
    public var x: Double
    public var y: Double = 0
    public var rowHeight: Double
    public var style: TextStyle
    public static let swatchWidth = 14.0

    /// The ramp of a color scale for numbers: its title, a bar of the ramp's colors, familiar values under
    /// it, and a "no data" swatch where values are missing.
    public struct Ramp: Sendable {
        public var title: String
        /// The title's leading edge and the bar's, relative to the legend's origin; the bar's top.
        public var titleX: Double
        public var barX: Double
        public var barY: Double
        public var barWidth: Double
        public static let barHeight = 10.0
        /// Each labelled value: where it sits along the bar (0 to 1) and its label.
        public var ticks: [(position: Double, label: String)]
        /// "No data" beside the bar, when some values are missing: its swatch's leading edge.
        public var noData: (x: Double, label: String)?
    }

    public var ramp: Ramp?

    public var height: Double {
        let rows = (entries.map(\.row) + valueKeys.flatMap { $0.entries.map(\.row) } + [more?.row].compactMap { $0 }).max().map { $0 + 1 }
        let rampHeight = ramp.map { _ in Ramp.barHeight + 4 + TextMetrics.lineHeight(style: style) } ?? 0
        return Double(rows ?? (ramp == nil ? 1 : 0)) * rowHeight + rampHeight
    }

    /// The widest row, in points.
    public var width: Double = 0

    /// `maxHeight` is the room the legend may take; series that do not fit in it are counted by one last
    /// entry ("and 944 more") instead of running off the canvas.
    init(series: [ResolvedSeries], keys: [ResolvedLegend.Key] = [], layers: [ResolvedLayer], size: SizeScale? = nil,
         opacity: OpacityScale? = nil, color: ColorScale? = nil,
         locale: Locale = Locale(identifier: "en_US"), width: Double, maxHeight: Double = .infinity, x: Double,
         style: TextStyle, vertical: Bool = false) {
        self.x = x
        self.style = style
        let sizes = size.map { Self.sizeValues($0, locale: locale) } ?? []
        let largest = sizes.map(\.area).max() ?? 0
        sizeSlot = largest > 0 ? 2 * (largest / Double.pi).squareRoot() : 0
        rowHeight = max(TextMetrics.lineHeight(style: style) + 4, sizeSlot + 4)
        // The swatch of the kinds that draw series: a symbol where points show them, else a line, else a square.
        let swatches = Set(layers.filter { layer in layer.marks.contains { $0.series >= 0 } }
            .map { $0.showsSymbols ? .symbol : $0.type.definition.swatch })
        let swatch: Swatch = swatches.contains(.symbol) ? .symbol : swatches.contains(.line) ? .line : .square
        entries = []
        var widest = 0.0
        var cursor = 0.0, row = 0
        func place(_ entryWidth: Double, gap: Double = 16) -> (Double, Int) {
            if cursor > 0 && (vertical || cursor + entryWidth > width) {
                row += 1
                cursor = 0
            }
            let at = (cursor, row)
            widest = max(widest, cursor + entryWidth)
            cursor += entryWidth + gap
            return at
        }
        // The rows the series may take: what the room holds, less a row for the sizes and the ramp's height.
        let rampRows = color == nil ? 0 : Int(((Ramp.barHeight + 4 + TextMetrics.lineHeight(style: style)) / rowHeight).rounded(.up))
        let roomRows = maxHeight.isFinite ? Int(min(max(maxHeight / rowHeight, 0), 1e6)) : Int.max / 2
        let opacities = opacity.map { Self.opacityValues($0, locale: locale) } ?? []
        let valueRows = (sizes.isEmpty ? 0 : 1) + (opacities.isEmpty ? 0 : 1)
        let seriesRows = max(roomRows - valueRows - rampRows, 1)
        var entries: [Entry] = []
        if !keys.isEmpty {
            // A key per channel: its title, then its values, each with the one look it stands for.
            var total = keys.reduce(0) { $0 + $1.names.count }
            keyLoop: for key in keys {
                if cursor > 0 && vertical { row += 1; cursor = 0 }
                if cursor > 0 { cursor += 8 }
                let title = TextMetrics.truncate(key.title, toWidth: max(width / 3, 20), style: style)
                let titleWidth = TextMetrics.width(title, style: style)
                if cursor > 0 && cursor + titleWidth > width { row += 1; cursor = 0 }
                if row >= seriesRows { break }
                let (at, line) = place(titleWidth, gap: 8)
                keyTitles.append((title, at, line))
                let look: Swatch = key.channel == .color ? swatch : key.channel == .symbol ? .symbol : .line
                for (index, value) in key.names.enumerated() {
                    let name = TextMetrics.truncate(value, toWidth: max(width - Self.swatchWidth - 6, 20), style: style)
                    let entryWidth = Self.swatchWidth + 5 + TextMetrics.width(name, style: style)
                    if cursor > 0 && (vertical || cursor + entryWidth > width) && row + 1 >= seriesRows { break keyLoop }
                    let (at, line) = place(entryWidth)
                    entries.append(Entry(series: -1, name: name, x: at, row: line, swatch: look, key: (key.channel, index)))
                    total -= 1
                }
            }
            if total > 0 {
                // Values past the room are counted, as series are.
                let text = Phrases(locale: locale).moreKeyEntries(total)
                let (at, line) = place(TextMetrics.width(text, style: style))
                more = More(count: total, text: text, x: at, row: line)
            }
        } else if series.count >= 2 {
            // One series needs no key; its name is the axis's.
            let nameWidth = max(width - Self.swatchWidth - 6, 20)
            for (index, s) in series.enumerated() {
                let name = TextMetrics.truncate(s.name, toWidth: nameWidth, style: style)
                let entryWidth = Self.swatchWidth + 5 + TextMetrics.width(name, style: style)
                let wraps = cursor > 0 && (vertical || cursor + entryWidth > width)
                if wraps && row + 1 >= seriesRows { break }
                let (at, line) = place(entryWidth)
                entries.append(Entry(series: index, name: name, x: at, row: line, swatch: swatch))
            }
            if entries.count < series.count {
                // "and N more" where the next entry would go, or in place of the last entries shown until it fits.
                let phrases = Phrases(locale: locale)
                while true {
                    let count = series.count - entries.count
                    // A key too narrow for the words (a side key on a small chart) says "+394".
                    let words = phrases.moreKeyEntries(count)
                    let text = TextMetrics.width(words, style: style) <= width ? words
                        : "+" + NumberFormat.grouped(Double(count), fractionDigits: 0, locale: locale)
                    let textWidth = TextMetrics.width(text, style: style)
                    let at: (x: Double, row: Int)? = cursor == 0 || (!vertical && cursor + textWidth <= width) ? (cursor, row)
                        : row + 1 < seriesRows ? (0, row + 1) : nil
                    if let at {
                        more = More(count: count, text: text, x: at.x, row: at.row)
                        cursor = at.x + textWidth + 16
                        row = at.row
                        break
                    }
                    // The first entry starts a row, so this ends with room at the latest when it is taken away.
                    let last = entries.removeLast()
                    cursor = last.x
                    row = last.row
                }
                widest = max(entries.map { $0.x + Self.swatchWidth + 5 + TextMetrics.width($0.name, style: style) }.max() ?? 0,
                             more.map { $0.x + TextMetrics.width($0.text, style: style) } ?? 0)
            }
        }
        self.entries = entries
        // The keys of numbers shown by size and by opacity: a title, then a few values with their looks.
        let numberKeys: [(Channel, String, [(value: Double, label: String, area: Double, opacity: Double)], Double)] =
            [size.map { (.size, $0.title, sizes, sizeSlot) }, opacity.map { (.opacity, $0.title, opacities, Self.swatchWidth) }]
            .compactMap { $0 }.filter { !$0.2.isEmpty }
        for (channel, name, values, slot) in numberKeys {
            // The title starts a row of its own when the series took the row, or on a side legend.
            if cursor > 0 && vertical { row += 1; cursor = 0 }
            if cursor > 0 { cursor += 8 }  // set apart from the series
            let title = TextMetrics.truncate(name, toWidth: max(width, 20), style: style)
            // The title never ends a row: it wraps with its first value.
            let first = slot + 4 + TextMetrics.width(values[0].label, style: style)
            if cursor > 0 && cursor + TextMetrics.width(title, style: style) + 8 + first > width {
                row += 1
                cursor = 0
            }
            let (at, line) = place(TextMetrics.width(title, style: style), gap: 8)
            var key = ValueKey(channel: channel, title: (title, at, line), entries: [])
            for value in values {
                let label = TextMetrics.truncate(value.label, toWidth: max(width - slot - 6, 20), style: style)
                let (at, line) = place(slot + 4 + TextMetrics.width(label, style: style), gap: 10)
                key.entries.append(ValueEntry(value: value.value, label: label, area: value.area, opacity: value.opacity,
                                              x: at, row: line))
            }
            valueKeys.append(key)
        }
        if let color {
            // Below the rows above: the title, then the bar with its values under it.
            let top = entries.isEmpty && valueKeys.isEmpty ? 0 : Double(row + 1) * rowHeight
            let title = TextMetrics.truncate(color.title, toWidth: max(width / 3, 20), style: style)
            let titleWidth = TextMetrics.width(title, style: style)
            let barX = titleWidth + 8
            let missing = layers.contains { $0.marks.contains { $0.colorValue?.isNaN == true } }
            let noDataLabel = Phrases(locale: locale).noDataKey()
            let noDataWidth = missing ? 18 + LegendLayout.swatchWidth + TextMetrics.width(noDataLabel, style: style) : 0
            let barWidth = max(min(160, width - barX - noDataWidth - 8), 40)
            let ticks = color.ticks.map { tick in (position: color.position(tick.value), label: tick.label) }
            ramp = Ramp(title: title, titleX: 0, barX: barX, barY: top, barWidth: barWidth, ticks: ticks,
                        noData: missing ? (barX + barWidth + 18, noDataLabel) : nil)
            let lastLabel = ticks.last.map { TextMetrics.width($0.label, style: style) / 2 } ?? 0
            widest = max(widest, barX + barWidth + max(lastLabel, 0) + noDataWidth)
        }
        self.width = widest
    }

    /// Three or so familiar values inside the size scale's domain, with their labels and areas; the
    /// domain's ends when no familiar value falls inside it.
    static func sizeValues(_ size: SizeScale, locale: Locale) -> [(value: Double, label: String, area: Double, opacity: Double)] {
        if size.isCategorical {
            return size.categories.enumerated().map { (Double($0), $1, size.categoryAreas[$0], 1) }
        }
        return Tick.keyValues(size.domain.lowerBound, size.domain.upperBound, locale: locale)
            .map { ($0.value, $0.label, size.area($0.value), 1) }
    }

    /// The same for the opacity scale: each value with the opacity it gives.
    static func opacityValues(_ opacity: OpacityScale, locale: Locale) -> [(value: Double, label: String, area: Double, opacity: Double)] {
        Tick.keyValues(opacity.domain.lowerBound, opacity.domain.upperBound, locale: locale)
            .map { ($0.value, $0.label, 0, opacity.opacity($0.value)) }
    }
}
