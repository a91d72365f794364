/// The legend: one entry per series, each a swatch that shows color and shape together (C2) and the
/// series name, in rows that wrap to the width.
public struct LegendLayout: Sendable {
    public struct Entry: Sendable {
        public var series: Int
        public var name: String
        /// The swatch's top-left corner, relative to the legend's origin.
        public var x: Double
        public var row: Int
        public var swatch: Swatch
    }

    /// What an entry's swatch looks like, after the mark that draws the series.
    public enum Swatch: Sendable { case symbol, line, square }

    public var entries: [Entry]
    public var x: Double
    public var y: Double = 0
    public var rowHeight: Double
    public var style: TextStyle
    public static let swatchWidth = 14.0

    public var height: Double { Double((entries.map(\.row).max() ?? 0) + 1) * rowHeight }

    /// The widest row, in points.
    public var width: Double = 0

    init(series: [ResolvedSeries], layers: [ResolvedLayer], width: Double, x: Double, style: TextStyle,
         vertical: Bool = false) {
        self.x = x
        self.style = style
        rowHeight = TextMetrics.lineHeight(style: style) + 4
        let types = Set(layers.filter { layer in layer.marks.contains { $0.series >= 0 } }.map(\.type))
        let swatch: Swatch = types.contains(.point) ? .symbol : types.contains(.line) ? .line : .square
        self.width = 0
        var entries: [Entry] = []
        var cursor = 0.0, row = 0
        for (index, s) in series.enumerated() {
            let name = TextMetrics.truncate(s.name, toWidth: max(width - Self.swatchWidth - 6, 20), style: style)
            let entryWidth = Self.swatchWidth + 5 + TextMetrics.width(name, style: style)
            if cursor > 0 && (vertical || cursor + entryWidth > width) {
                row += 1
                cursor = 0
            }
            entries.append(Entry(series: index, name: name, x: cursor, row: row, swatch: swatch))
            self.width = max(self.width, cursor + entryWidth)
            cursor += entryWidth + 16
        }
        self.entries = entries
    }
}
