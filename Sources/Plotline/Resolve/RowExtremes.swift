import PlotlineScene
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

        public init(value: Double, count: Int, firstRow: Int, lastRow: Int, someRows: [Int], isRun: Bool) {
            self.value = value
            self.count = count
            self.firstRow = firstRow
            self.lastRow = lastRow
            self.someRows = someRows
            self.isRun = isRun
        }
    }

    public var low: Extreme
    public var high: Extreme

    public init(low: Extreme, high: Extreme) {
        self.low = low
        self.high = high
    }

    /// How many rows are named (as `SeriesStatistics.Extreme.named`): the first few of a tie.
    public static let named = 4
}

/// Finds the extremes of one series in one pass over its rows, in reading order (`ordinal` counts its
/// marks) or in any order (`before` tells reading order; runs are then not told). Scalars only: it runs
/// once per row of a million-row line, so a row that is neither extreme costs two comparisons.
struct RowExtremesTracker {
    /// One extreme as it is being found.
    struct Side {
        var value = 0.0
        var count = 0
        var firstRow = 0, lastRow = 0
        var firstOrdinal = 0, lastOrdinal = 0
        /// The first few rows holding it, in reading order.
        var some: (Int, Int, Int, Int) = (0, 0, 0, 0)
        var someCount = 0
        var ordered = true

        @inline(__always) mutating func start(row: Int, value: Double, ordinal: Int) {
            self.value = value
            count = 1
            firstRow = row; lastRow = row
            firstOrdinal = ordinal; lastOrdinal = ordinal
            some.0 = row
            someCount = 1
            ordered = true
        }

        mutating func tieInOrder(row: Int, ordinal: Int) {
            count += 1
            lastRow = row
            lastOrdinal = ordinal
            if someCount < RowExtremes.named { set(someCount, row); someCount += 1 }
        }

        mutating func tieAnyOrder(row: Int, before: (Int, Int) -> Bool) {
            count += 1
            ordered = false
            if before(row, firstRow) { firstRow = row }
            if before(lastRow, row) { lastRow = row }
            // The first few in reading order, kept sorted; the latest dropped when there are more.
            var rows = someRows
            let at = rows.firstIndex { before(row, $0) } ?? rows.count
            guard at < RowExtremes.named else { return }
            rows.insert(row, at: at)
            for (k, r) in rows.prefix(RowExtremes.named).enumerated() { set(k, r) }
            someCount = min(rows.count, RowExtremes.named)
        }

        var someRows: [Int] { Array([some.0, some.1, some.2, some.3].prefix(someCount)) }

        private mutating func set(_ k: Int, _ row: Int) {
            switch k {
            case 0: some.0 = row
            case 1: some.1 = row
            case 2: some.2 = row
            default: some.3 = row
            }
        }

        var extreme: RowExtremes.Extreme {
            RowExtremes.Extreme(value: value, count: count, firstRow: firstRow, lastRow: lastRow, someRows: someRows,
                                isRun: count == 1 || (ordered && lastOrdinal - firstOrdinal + 1 == count))
        }
    }

    private var low = Side(), high = Side()

    var result: RowExtremes? {
        low.count > 0 ? RowExtremes(low: low.extreme, high: high.extreme) : nil
    }

    /// A row met in reading order, the `ordinal`-th mark of its series.
    @inline(__always) mutating func add(row: Int, value: Double, ordinal: Int) {
        if low.count == 0 {
            low.start(row: row, value: value, ordinal: ordinal)
            high.start(row: row, value: value, ordinal: ordinal)
            return
        }
        if value <= low.value {
            if value < low.value { low.start(row: row, value: value, ordinal: ordinal) }
            else { low.tieInOrder(row: row, ordinal: ordinal) }
        }
        if value >= high.value {
            if value > high.value { high.start(row: row, value: value, ordinal: ordinal) }
            else { high.tieInOrder(row: row, ordinal: ordinal) }
        }
    }

    /// A row met in any order; `before(a, b)` is whether row a comes before row b in reading order.
    @inline(__always) mutating func add(row: Int, value: Double, before: (Int, Int) -> Bool) {
        if low.count == 0 {
            low.start(row: row, value: value, ordinal: 0)
            high.start(row: row, value: value, ordinal: 0)
            return
        }
        if value <= low.value {
            if value < low.value { low.start(row: row, value: value, ordinal: 0) }
            else { low.tieAnyOrder(row: row, before: before) }
        }
        if value >= high.value {
            if value > high.value { high.start(row: row, value: value, ordinal: 0) }
            else { high.tieAnyOrder(row: row, before: before) }
        }
    }
}
