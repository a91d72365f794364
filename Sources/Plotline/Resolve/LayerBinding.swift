import Foundation
import PlotlineScene

/// A mark layer with its data loaded and each channel bound to a column.
struct LayerBinding {
    var index: Int
    var spec: MarkSpec
    var table: DataTable
    var columns: ChannelColumns
    /// For a dense line or area: the grid its x positions are drawn on (LargeLayers).
    var positionGrid: BucketGrid?
    /// The bins a transform cut fields into, by field name (a histogram's ticks sit on their edges).
    var bins: [String: BinLayout] = [:]

    /// JSON path of a channel, for error messages.
    func path(_ channel: Channel) -> String { "$.marks[\(index)].\(channel.rawValue)" }

    func has(_ channel: Channel) -> Bool { columns[channel] != nil }

    /// The number or instant at `row` on a channel, nil if missing or not numeric.
    func number(_ channel: Channel, _ row: Int) -> Double? {
        switch columns[channel]?.values {
        case .numbers(let v)?, .dates(let v)?: v[row].isFinite ? v[row] : nil
        default: nil
        }
    }

    /// A channel's numbers or instants, one per row (NaN where missing); nil for categories or no channel.
    func numbers(_ channel: Channel) -> [Double]? {
        switch columns[channel]?.values {
        case .numbers(let v)?, .dates(let v)?: v
        default: nil
        }
    }

    /// The text beside each mark (`annotation`), by row, for rows that have one.
    func annotations() -> [Int: String] {
        guard case .categories(let notes)? = columns[.annotation]?.values else { return [:] }
        var result: [Int: String] = [:]
        for (row, note) in notes.enumerated() { if let note, !note.isEmpty { result[row] = note } }
        return result
    }

    /// For `series:`: each row's line, numbered in order of first appearance; nil without the channel.
    func seriesLines() -> [Int]? {
        guard has(.series) else { return nil }
        var index: [String: Int] = [:]
        return (0..<table.rowCount).map { row in
            let name = SeriesResolution.name(value(.series, row))
            if let known = index[name] { return known }
            index[name] = index.count
            return index.count - 1
        }
    }

    /// The value at `row` on a channel, as plotted.
    func value(_ channel: Channel, _ row: Int) -> DataValue? {
        switch columns[channel]?.values {
        case .numbers(let v)?: v[row].isFinite ? .number(v[row]) : nil
        case .dates(let v)?: v[row].isFinite ? .date(v[row]) : nil
        case .categories(let v)?: v[row].map { .category($0) }
        case nil: nil
        }
    }

    /// Loads every layer's data and binds its channels, reporting a missing column with its name and the
    /// columns there are. `marks` are the spec's own unless given (a chart's marks and its masks' marks,
    /// bound together so the chart's data is read once for all of them).
    static func bind(_ spec: ChartSpec, marks: [MarkSpec]? = nil, baseDirectory: String?,
                     timeZone: TimeZone) throws(PlotlineError) -> [LayerBinding] {
        var chartTable: TransformOutput?
        var bindings: [LayerBinding] = []
        let locale = try ChartLocale.locale(spec.locale ?? ChartLocale.default)
        let transformContext = TransformContext(timeZone: timeZone, locale: locale)
        let calendar = ChartLocale.calendar(timeZone: timeZone)
        let marks = marks ?? spec.marks
        for (index, mark) in marks.enumerated() {
            // Types are forced on the columns as read; after a transform the fields are new columns.
            var types: [String: ColumnType] = [:]
            if mark.transform?.isEmpty ?? true {
                for (_, encoding) in mark.channels { if let type = encoding.type { types[encoding.field] = type } }
            }
            var table: DataTable
            var bins: [String: BinLayout] = [:]
            if let source = mark.data {
                table = try load(source, types: types, baseDirectory: baseDirectory, timeZone: timeZone)
            } else if let source = spec.data {
                if chartTable == nil {
                    var chartTypes: [String: ColumnType] = [:]
                    if spec.transform?.isEmpty ?? true {
                        for m in marks where m.data == nil && (m.transform?.isEmpty ?? true) {
                            for (_, e) in m.channels { if let type = e.type { chartTypes[e.field] = type } }
                        }
                    }
                    let loaded = try load(source, types: chartTypes, baseDirectory: baseDirectory, timeZone: timeZone)
                    chartTable = try TransformEngine.run(spec.transform ?? [], on: loaded, context: transformContext,
                                                         path: "$.transform")
                }
                table = chartTable!.table
                bins = chartTable!.bins
            } else {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].data",
                                                reason: "no data: give the mark or the chart \"data\"")
            }
            if let transform = mark.transform, !transform.isEmpty {
                let output = try TransformEngine.run(transform, on: table, context: transformContext,
                                                     path: "$.marks[\(index)].transform", bins: bins)
                table = output.table
                bins = output.bins
            }
            if table.rowCount == 0 {
                let transformed = !(mark.transform?.isEmpty ?? true) || (mark.data == nil && !(spec.transform?.isEmpty ?? true))
                throw PlotlineError.emptyData(source: transformed ? "the data of mark \(index) after its transforms"
                                                                  : "the data of mark \(index)")
            }
            var columns = ChannelColumns()
            for (channel, encoding) in mark.channels {
                var column = try table.column(named: encoding.field)
                let dates = DateWords.Writer(locale: locale, calendar: calendar)
                if let type = encoding.type, type != column.type {
                    column = try convert(column, to: type, dates: dates)
                } else if encoding.type == .category, case .categories(let texts) = column.values,
                          let named = Self.datesNamed(texts, timeZone: timeZone, dates: dates) {
                    // Read as text as asked (`--x year:N`), but ISO 8601 dates: named as the words write them.
                    column = Column(name: column.name, values: .categories(named))
                }
                columns[channel] = column
            }
            let kind = mark.type.definition
            let given = Set(columns.keys).intersection(Channel.positionChannels)
            if !kind.channelSets.contains(given) {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)]",
                    reason: "a \(mark.type.rawValue) mark takes \(Channel.describe(kind.channelSets))"
                        + (given.isEmpty ? "; it has none" : "; it has \(Channel.describe([given]))"))
            }
            for (channel, encoding) in mark.channels where encoding.unitNameOne != nil && encoding.unitName == nil {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].\(channel.rawValue).unitNameOne",
                    reason: "needs unitName, the form for every other number")
            }
            if let styles = mark.rowStyles, styles.count != table.rowCount {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].rowStyles",
                    reason: "has \(styles.count) styles for \(table.rowCount) rows; give one per row (null for none)")
            }
            var bound = mark
            // Numbers written with a unit in the data ($1,200, 12%) say it on the axis and in the words.
            for channel in columns.keys {
                if let column = columns[channel], let symbol = column.unitSymbol, case .numbers = column.values, let encoding = bound[channel] {
                    bound[channel] = symbol.unit.applied(to: encoding, symbol: symbol, catalogue: PhraseCatalogue.of(locale))
                }
            }
            // Bars of dates without a unit cover the calendar unit the dates sit on (years, months, days).
            if kind.fillsPosition {
                for channel in [Channel.x, .y] where mark[channel] != nil && mark[channel]?.unit == nil {
                    if case .dates(let values)? = columns[channel]?.values,
                       let unit = Self.calendarUnit(of: values, timeZone: timeZone) {
                        bound[channel]?.unit = unit
                    }
                }
            }
            var binding = LayerBinding(index: index, spec: bound, table: table, columns: columns)
            binding.bins = bins
            try kind.validate(binding)
            bindings.append(binding)
        }
        return bindings
    }

    static func load(_ source: DataSource, types: [String: ColumnType], baseDirectory: String?,
                     timeZone: TimeZone) throws(PlotlineError) -> DataTable {
        switch source {
        case .table(let table):
            return table
        case .values(let values):
            WorkCount.add(.dataReads)
            // The values themselves, as cells, in the author's column order.
            return try values.cells.table(source: "inline data", types: types, timeZone: timeZone)
        case .path(let path):
            var full = path
            if let baseDirectory, !path.hasPrefix("/") {
                full = URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).path
            }
            WorkCount.add(.dataReads)
            return try DataTable.read(contentsOf: full, types: types, timeZone: timeZone)
        case .dated(let inner, let format):
            let pattern: DatePattern
            do { pattern = try DatePattern(format) } catch {
                throw PlotlineError.invalidSpec(path: "dateFormat", reason: Self.reason(error))
            }
            var context = ReadContext.current
            context.dateFormat = pattern
            let result = ReadContext.$current.withValue(context) {
                Result { () throws(PlotlineError) in
                    try load(inner, types: types, baseDirectory: baseDirectory, timeZone: timeZone)
                }
            }
            return try result.get()
        }
    }

    /// What is wrong with a date format, without the option's name (a spec names its field instead).
    static func reason(_ error: PlotlineError) -> String {
        if case .invalidOption(_, let reason) = error { return reason }
        return error.description
    }

    /// A column read as another type: categories as numbers or dates must all parse. Dates made categories
    /// (`--x year:N`) are named as the words write them, at the column's granularity (`dates`): "2001",
    /// "January 2001", never "2001-01-01", on the axis, in the key and in the words alike.
    static func convert(_ column: Column, to type: ColumnType, dates: DateWords.Writer) throws(PlotlineError) -> Column {
        switch (column.values, type) {
        case (.numbers(let v), .category):
            return Column(name: column.name, values: .categories(v.map { $0.isFinite ? Self.plain($0) : nil }))
        case (.dates(let v), .category):
            return Column(name: column.name, values: .categories(dates.names(v)))
        case (.numbers(let v), .date):
            // Whole numbers from 1 to 9999 made dates are years (`year:T`, `--x-type date`): January 1 of
            // each, proleptic Gregorian as ISO 8601 reads "1931". Other numbers are seconds since 1970.
            if AxisWords.wholeYears(v) {
                return Column(name: column.name, values: .dates(v.map { $0.isFinite ? Double(ISODate.days(year: Int($0), month: 1, day: 1)) * 86_400 : .nan }))
            }
            return Column(name: column.name, values: .dates(v))
        case (.dates(let v), .number):
            return Column(name: column.name, values: .numbers(v))
        default:
            throw PlotlineError.invalidSpec(path: "column '\(column.name)'",
                                            reason: "cannot use \(column.type.rawValue) values as \(type.rawValue)")
        }
    }

    /// Categories that are all ISO 8601 dates ("2001-01-01", "2000-01-01T08:00:00.000Z"), named by `dates`
    /// at their granularity ("2001", "January 2000"); nil when one is not such a date (a year alone, "1931",
    /// is a number, kept as written). A date's text is read once, however many rows hold it.
    static func datesNamed(_ texts: [String?], timeZone: TimeZone, dates: DateWords.Writer) -> [String?]? {
        var read: [String: Double] = [:]
        for case let text? in texts where read[text] == nil {
            guard text.contains("-"), let t = ISODate.parse(text, timeZone: timeZone) else { return nil }
            read[text] = t
        }
        guard !read.isEmpty else { return nil }
        return dates.names(texts.map { $0.flatMap { read[$0] } ?? .nan })
    }

    /// The calendar unit every date sits at the start of (Jan 1: years; the 1st: months; midnight: days),
    /// if the dates are at least that far apart; nil for other dates.
    static func calendarUnit(of values: [Double], timeZone: TimeZone) -> TimeUnit? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let dates = values.lazy.filter(\.isFinite).prefix(5_000)
        guard !dates.isEmpty else { return nil }
        var year = true, month = true, day = true
        for date in dates {
            // Counted proleptically, as the dates were read: "1565" is January 1 (Foundation's calendar would
            // call it December 22, 1564, Julian, and the bar a day wide).
            let c = ProlepticGregorian.components([.month, .day, .hour, .minute, .second, .nanosecond], date, calendar: calendar)
            let midnight = c.hour == 0 && c.minute == 0 && c.second == 0 && (c.nanosecond ?? 0) < 1_000_000
            day = day && midnight
            month = month && midnight && c.day == 1
            year = year && midnight && c.day == 1 && c.month == 1
            if !day { return nil }
        }
        let gap = ResolutionContext.smallestGap(values)
        if year && gap >= 365 * 86_400 { return .year }
        if month && gap >= 28 * 86_400 { return .month }
        if day && gap >= 86_400 { return .day }
        return nil
    }

    /// A number as data text: "3", "2.5".
    static func plain(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
