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
        public var followsOn: Bool
        /// The widest distance along x between two rows holding it, one after the other (0 for one row,
        /// infinite where it is not known): with `followsOn`, what tells a run (`SeriesStatistics`).
        public var widestStep: Double

        public init(value: Double, count: Int, firstRow: Int, lastRow: Int, someRows: [Int], followsOn: Bool,
                    widestStep: Double) {
            self.value = value
            self.count = count
            self.firstRow = firstRow
            self.lastRow = lastRow
            self.someRows = someRows
            self.followsOn = followsOn
            self.widestStep = widestStep
        }
    }

    public var low: Extreme
    public var high: Extreme
    /// The narrowest distance along x between two rows of the series that follow one another and are not
    /// at one place (its data's step); nil when not known.
    public var narrowestStep: Double?

    public init(low: Extreme, high: Extreme, narrowestStep: Double?) {
        self.low = low
        self.high = high
        self.narrowestStep = narrowestStep
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
        /// Where the last row holding it is along x, and the widest step between two of them.
        var lastX = 0.0, widestStep = 0.0

        @inline(__always) mutating func start(row: Int, value: Double, ordinal: Int, x: Double) {
            self.value = value
            count = 1
            firstRow = row; lastRow = row
            firstOrdinal = ordinal; lastOrdinal = ordinal
            some.0 = row
            someCount = 1
            ordered = true
            lastX = x
            widestStep = 0
        }

        mutating func tieInOrder(row: Int, ordinal: Int, x: Double) {
            count += 1
            lastRow = row
            lastOrdinal = ordinal
            let step = abs(x - lastX)
            widestStep = max(widestStep, step.isNaN ? .infinity : step)
            lastX = x
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
                                followsOn: count == 1 || (ordered && lastOrdinal - firstOrdinal + 1 == count),
                                widestStep: ordered ? widestStep : .infinity)
        }
    }

    private var low = Side(), high = Side()
    /// The series' narrowest step along x between two rows in reading order (rows met in any order: none).
    private var lastX = Double.nan, narrowestStep = Double.infinity

    var result: RowExtremes? {
        low.count > 0 ? RowExtremes(low: low.extreme, high: high.extreme,
                                    narrowestStep: narrowestStep.isFinite ? narrowestStep : nil) : nil
    }

    /// A row met in reading order, the `ordinal`-th mark of its series, at `x` along the position axis.
    @inline(__always) mutating func add(row: Int, value: Double, ordinal: Int, x: Double) {
        let step = abs(x - lastX)
        if step > 0 && step < narrowestStep { narrowestStep = step }
        lastX = x
        if low.count == 0 {
            low.start(row: row, value: value, ordinal: ordinal, x: x)
            high.start(row: row, value: value, ordinal: ordinal, x: x)
            return
        }
        if value <= low.value {
            if value < low.value { low.start(row: row, value: value, ordinal: ordinal, x: x) }
            else { low.tieInOrder(row: row, ordinal: ordinal, x: x) }
        }
        if value >= high.value {
            if value > high.value { high.start(row: row, value: value, ordinal: ordinal, x: x) }
            else { high.tieInOrder(row: row, ordinal: ordinal, x: x) }
        }
    }

    /// A row met in any order; `before(a, b)` is whether row a comes before row b in reading order.
    @inline(__always) mutating func add(row: Int, value: Double, before: (Int, Int) -> Bool) {
        if low.count == 0 {
            low.start(row: row, value: value, ordinal: 0, x: .nan)
            high.start(row: row, value: value, ordinal: 0, x: .nan)
            return
        }
        if value <= low.value {
            if value < low.value { low.start(row: row, value: value, ordinal: 0, x: .nan) }
            else { low.tieAnyOrder(row: row, before: before) }
        }
        if value >= high.value {
            if value > high.value { high.start(row: row, value: value, ordinal: 0, x: .nan) }
            else { high.tieAnyOrder(row: row, before: before) }
        }
    }
}
