import PlotlineScene
/// The facts the words state about a run of marks (a whole series, or a group of its marks), made in one
/// pass over them in reading order: the lowest and the highest with every mark holding each, the first and
/// last, and whether they span two values. The summary, the group labels and the descriptor read these; no sentence
/// counts marks again on its own, so the same question gets the same answer everywhere.
///
/// A mark that spans two values (a band's lower and upper edge, a range bar, a candle's open and close)
/// counts at both: the lowest is the lowest of its lower edges, the highest the highest of its upper edges.
/// A span whose two values are two channels of their own (a candle's open and close: up days close above
/// their open, down days below) is also measured on its value channel alone (`ends`): its lowest close is
/// not its lowest open. Ties are counted by mark (a row of the data, or a bar of an aggregate), never by the place's label:
/// 838 days of 0 mm in month-wide bars are 838, not 48 months.
///
/// Whether the marks holding an extreme are a run is told by ``AxisWords/isRun(_:narrowestStep:)`` from
/// the two facts made here: they follow one another (`followsOn`), and the widest step between two of them
/// (`widestStep`), against the series' narrowest step between two marks (`narrowestStep`).
struct SeriesStatistics {
    /// An extreme value and the marks that hold it, as indices into the marks the statistics were made of.
    struct Extreme: Equatable {
        var value: Double
        /// How many marks hold it.
        var count: Int
        var first: Int
        var last: Int
        /// The first few marks holding it, in reading order, to name their places.
        var some: [Int]

        /// Whether the marks holding it follow one another with no other mark between them.
        var followsOn = true
        /// The widest distance along the position axis between two marks holding it, one after the other
        /// (0 for one mark; infinite where a place is not a number or a date).
        var widestStep = 0.0
        /// Where the last mark holding it is along the position axis.
        private var lastPosition: Double

        static let named = 4

        init(_ value: Double, at index: Int, position: Double) {
            self.value = value
            count = 1
            first = index
            last = index
            some = [index]
            lastPosition = position.isNaN ? -.infinity : position
        }

        mutating func add(_ index: Int, position: Double) {
            count += 1
            last = index
            if some.count < Self.named { some.append(index) }
            followsOn = last - first + 1 == count
            // A place that is not a number or a date is no step at all.
            // Either way along the axis: a reversed axis reads its marks from the highest position down.
            let step = abs(position - lastPosition)
            widestStep = max(widestStep, step.isNaN ? .infinity : step)
            lastPosition = position.isNaN ? -.infinity : position
        }
    }

    var low: Extreme?
    var high: Extreme?
    /// The marks `low` and `high` name their places by, when they are not the series' own marks: the rows
    /// of a reduced layer that hold its extremes (``useRows(_:mark:)``).
    var placeMarks: [AccessibleSeries.Mark]?
    /// The lowest and highest of the value channel alone (the end of a span, the close of a candle), when
    /// some mark spans two values; nil otherwise, where they are `low` and `high`.
    var ends: (low: Extreme, high: Extreme)? {
        guard spans, let endLow, let endHigh else { return nil }
        return (endLow, endHigh)
    }
    private var endLow: Extreme?
    private var endHigh: Extreme?
    /// Whether some mark spans two values (a band, a range bar): its lowest is a lower edge.
    var spans = false
    /// The first and the last value in reading order (the value, not the start, of a span).
    var first: Double?
    var last: Double?
    /// The narrowest distance along the position axis between two marks in reading order that are not at
    /// one place: the data's own step (a day, 15 minutes, a bin's width); nil with fewer than two places.
    var narrowestStep: Double?

    /// The lowest and highest of each run of marks the grouped labels name ("From A to B: ..., lowest 3"),
    /// made in the same pass: a label reads its run's facts here, never its marks again.
    struct Run: Equatable {
        var low = Double.nan
        var high = Double.nan
        /// Whether some mark of the run spans two values (a band's run says both its ends).
        var spans = false
    }

    /// The facts of each run in `runs` (the ranges of mark offsets the grouped labels take), in order.
    var runs: [Run] = []

    /// The facts of `marks`, and of each run of them in `runs` (consecutive ranges of offsets, in order;
    /// none when the labels are not grouped), in one pass.
    init<C: Collection>(_ marks: C, runs ranges: [Range<Int>] = []) where C.Element == AccessibleSeries.Mark {
        var offset = 0
        var previous = Double.nan
        runs = Array(repeating: Run(), count: ranges.count)
        var r = 0
        for mark in marks {
            defer { offset += 1 }
            while r < ranges.count && offset >= ranges[r].upperBound { r += 1 }
            let inRun = r < ranges.count && ranges[r].contains(offset)
            if let start = mark.start, start != mark.value {
                spans = true
                if inRun { runs[r].spans = true }
            }
            let position = ChartAccessibility.number(mark.position) ?? .nan
            let step = abs(position - previous)
            if step > 0, step < narrowestStep ?? .infinity { narrowestStep = step }
            previous = position
            guard mark.value.isFinite else { continue }
            if first == nil { first = mark.value }
            last = mark.value
            let lower = mark.start.map { min($0, mark.value) } ?? mark.value
            let upper = mark.start.map { max($0, mark.value) } ?? mark.value
            Self.keepLowest(&low, lower, at: offset, position)
            Self.keepHighest(&high, upper, at: offset, position)
            if inRun {
                if !(lower >= runs[r].low) { runs[r].low = lower }
                if !(upper <= runs[r].high) { runs[r].high = upper }
            }
            if mark.start != nil {
                Self.keepLowest(&endLow, mark.value, at: offset, position)
                Self.keepHighest(&endHigh, mark.value, at: offset, position)
            }
        }
        WorkCount.add(.statisticsRows, offset)
    }

    /// The lowest and highest over every row of a reduced layer, whose marks are a sample: each holding
    /// row's place is read from `mark(row)`, kept in `placeMarks`.
    mutating func useRows(_ rows: RowExtremes, mark: (Int) -> AccessibleSeries.Mark) {
        var places: [AccessibleSeries.Mark] = [], at: [Int: Int] = [:]
        func place(_ row: Int) -> Int {
            if let known = at[row] { return known }
            at[row] = places.count
            places.append(mark(row))
            return places.count - 1
        }
        func extreme(_ e: RowExtremes.Extreme) -> Extreme {
            var result = Extreme(e.value, at: place(e.firstRow), position: .nan)
            result.count = e.count
            result.some = e.someRows.map(place)
            result.last = place(e.lastRow)
            result.followsOn = e.followsOn
            result.widestStep = e.widestStep
            return result
        }
        low = extreme(rows.low)
        high = extreme(rows.high)
        narrowestStep = rows.narrowestStep
        placeMarks = places
    }

    private static func keepLowest(_ extreme: inout Extreme?, _ value: Double, at offset: Int, _ position: Double) {
        if let current = extreme?.value, current == value { extreme!.add(offset, position: position) }
        else if extreme == nil || value < extreme!.value { extreme = Extreme(value, at: offset, position: position) }
    }

    private static func keepHighest(_ extreme: inout Extreme?, _ value: Double, at offset: Int, _ position: Double) {
        if let current = extreme?.value, current == value { extreme!.add(offset, position: position) }
        else if extreme == nil || value > extreme!.value { extreme = Extreme(value, at: offset, position: position) }
    }
}
