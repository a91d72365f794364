/// The lowest and the highest value of one series over every row of a reduced layer, with how many rows
/// hold each and where: what the words say of a layer whose marks are a sample (M4 keeps one lowest row per
/// bucket, so 1,981 rows of 0 drawn as 1,280 marks are still 1,981 in the words).
public struct RowExtremes: Sendable, Equatable {
    public struct Extreme: Sendable, Equatable {
        public var value: Double
        /// How many rows hold it.
        public var count: Int
        /// The first and the last row holding it in reading order (along x), and the first few.
        public var firstRow: Int
        public var lastRow: Int
        public var someRows: [Int]
        /// Whether the rows holding it follow one another in reading order, no other mark between them.
        public var isRun: Bool
    }

    public var low: Extreme
    public var high: Extreme

    /// How many rows are named (as ``SeriesStatistics/Extreme/named``).
    static let named = 4
}

/// Finds the extremes of one series in one pass over its rows, in reading order (`ordinal` counts its
/// marks) or in any order (`before` tells reading order; runs are then not told).
struct RowExtremesTracker {
    private var low: RowExtremes.Extreme?
    private var high: RowExtremes.Extreme?
    private var lowSpan = (first: 0, last: 0), highSpan = (first: 0, last: 0)

    var result: RowExtremes? {
        guard let low, let high else { return nil }
        return RowExtremes(low: low, high: high)
    }

    /// A row met in reading order, the `ordinal`-th mark of its series.
    mutating func add(row: Int, value: Double, ordinal: Int) {
        Self.inOrder(&low, &lowSpan, row: row, value: value, ordinal: ordinal, better: <)
        Self.inOrder(&high, &highSpan, row: row, value: value, ordinal: ordinal, better: >)
    }

    private static func inOrder(_ extreme: inout RowExtremes.Extreme?, _ span: inout (first: Int, last: Int), row: Int,
                                value: Double, ordinal: Int, better: (Double, Double) -> Bool) {
        if let current = extreme, current.value == value {
            extreme!.count += 1
            extreme!.lastRow = row
            span.last = ordinal
            if current.someRows.count < RowExtremes.named { extreme!.someRows.append(row) }
            extreme!.isRun = span.last - span.first + 1 == extreme!.count
        } else if extreme == nil || better(value, extreme!.value) {
            extreme = .init(value: value, count: 1, firstRow: row, lastRow: row, someRows: [row], isRun: true)
            span = (ordinal, ordinal)
        }
    }

    /// A row met in any order; `before(a, b)` is whether row a comes before row b in reading order.
    mutating func add(row: Int, value: Double, before: (Int, Int) -> Bool) {
        Self.anyOrder(&low, row: row, value: value, before: before, better: <)
        Self.anyOrder(&high, row: row, value: value, before: before, better: >)
    }

    private static func anyOrder(_ extreme: inout RowExtremes.Extreme?, row: Int, value: Double,
                                 before: (Int, Int) -> Bool, better: (Double, Double) -> Bool) {
        if let current = extreme, current.value == value {
            extreme!.count += 1
            if before(row, current.firstRow) { extreme!.firstRow = row }
            if before(current.lastRow, row) { extreme!.lastRow = row }
            // The first few in reading order: kept sorted, the latest dropped when there are more.
            var some = current.someRows
            let at = some.firstIndex { before(row, $0) } ?? some.count
            if at < RowExtremes.named {
                some.insert(row, at: at)
                if some.count > RowExtremes.named { some.removeLast() }
            }
            extreme!.someRows = some
            extreme!.isRun = false
        } else if extreme == nil || better(value, extreme!.value) {
            extreme = .init(value: value, count: 1, firstRow: row, lastRow: row, someRows: [row], isRun: true)
        }
    }
}
