import Foundation
import Plotline

/// A chart's data in a database: a table or a read-only query, reached through an open connection.
///
/// ``chartSpec(_:)`` sends the chart's plan there instead of reading every row: the leading filters become
/// WHERE conditions, and a line, area or point layer of many rows comes back as the few rows that draw it
/// (``ReductionRequest``) with the statistics of all of them (``RowStatistics``), so the picture and the
/// words are those of every row. Layers that are not reduced (bars, a plan with steps SQL does not run
/// here) read the filtered rows and run the rest of the plan in memory.
///
/// ```swift
/// let source = DatabaseSource(connection: try SQLiteConnection(path: "prices.db"), relation: .table("prices"))
/// let spec = try source.chartSpec(ChartSpec(marks: [MarkSpec(type: .line, channels: [
///     .x: EncodingSpec(field: "date", type: .date), .y: EncodingSpec(field: "price", type: .number)])]))
/// let chart = try ChartResolver.resolve(spec)
/// ```
public struct DatabaseSource: Sendable {
    public let connection: any DatabaseConnection
    public let relation: DatabaseRelation
    /// Rows read to learn the columns' types, as a CSV file's first rows are.
    public var sampleRows = 1000
    /// Columns read as these types whatever their values look like, as `--x-type` forces a file's column
    /// (a column of numbers read as dates is then read with the author's Unix time, or as years).
    public var types: [String: ColumnType] = [:]

    public init(connection: any DatabaseConnection, relation: DatabaseRelation) {
        self.connection = connection
        self.relation = relation
    }

    private var dialect: SQLDialect { connection.dialect }

    /// The relation's first rows as a table, each column's type inferred as a CSV file's is.
    public func sample() throws(PlotlineError) -> DataTable {
        if let cached = cache.sample { return cached }
        try relation.checkReadOnly()
        try findRowOrder()
        let all = "SELECT * FROM \(try relation.subquery(dialect))"
        try connection.checkFunctions(of: all, option: { if case .query = relation { "--query" } else { "--table" } }())
        let limit = min(sampleRows, ReadLimits.current.maxRows)
        let (columns, rows) = try connection.run(SQLQuery(text: all + " LIMIT \(limit)"))
        guard !columns.isEmpty else { throw PlotlineError.emptyData(source: relation.description) }
        // The values as cells, each column's type inferred as a CSV file's is (no CSV text in between). Text of
        // numbers written with a unit (`$1,200`) is read as numbers; such a column is read again whole, in
        // memory, where the line that says so is given (SQLColumns.memoryNumbers).
        var table = try DataTable.inferring(names: columns, rows: rows.map { $0.map(\.text) }, source: relation.description,
                                            types: types.filter { columns.contains($0.key) }, saysWrittenNumbers: false)
        for (i, name) in columns.enumerated() where cache.texts[name] == nil {
            cache.texts[name] = rows.map { i < $0.count ? $0[i].text : nil }
        }
        // A file decides a column of written numbers from every value: one that is no such number past the
        // first rows (`about $5`) keeps the column text. So each such column is read whole once, and stays
        // text where the whole column says so.
        if rows.count == limit {
            for column in table.columns where column.unitSymbol != nil {
                let text = "SELECT \(dialect.text(try dialect.quote(column.name))) FROM \(try relation.subquery(dialect))"
                    + " LIMIT \(ReadLimits.current.maxRows + 1)"
                let whole = try connection.run(SQLQuery(text: text)).rows.map { [$0.first?.text ?? nil] }
                let read = try DataTable.inferring(names: [column.name], rows: whole, source: relation.description,
                                                   types: types.filter { $0.key == column.name }, saysWrittenNumbers: false)
                guard read.columns[0].unitSymbol == nil else { continue }
                let first = try DataTable.inferring(names: [column.name], rows: (cache.texts[column.name] ?? []).map { [$0] },
                                                    source: relation.description, types: types.filter { $0.key == column.name },
                                                    writtenNumbers: false)
                table = try table.replacing(first.columns[0])
            }
        }
        cache.sample = table
        return table
    }

    /// A table named by the author is read in its own row order where it has one (a table's `rowid` or
    /// `ctid`); a view, which has none, is read as a query is, its rows numbered in the order it gives them.
    private func findRowOrder() throws(PlotlineError) {
        guard case .table(let name) = relation, cache.read == nil else { return }
        let quoted = try dialect.quote(name)
        do {
            _ = try connection.run(SQLQuery(text: "SELECT \(dialect.tableRowOrder) FROM \(quoted) LIMIT 0"))
            cache.read = relation
        } catch {
            // A missing table is said as such by the statement without the row order.
            _ = try connection.run(SQLQuery(text: "SELECT * FROM \(quoted) LIMIT 0"))
            cache.read = .view(name)
        }
    }

    /// The relation as the statements read it: the author's, or a view found by ``findRowOrder()``.
    var read: DatabaseRelation { cache.read ?? relation }

    /// The first rows, read once, and each column's text in them.
    private final class Cache: @unchecked Sendable {
        var read: DatabaseRelation?
        var sample: DataTable?
        var texts: [String: [String?]] = [:]
    }

    /// The relation's columns as the chart reads them: the sample's types, or `encoded` ones where the chart
    /// names one, and how each date column's values are written, decided from its first rows as a CSV
    /// file's column would be (a column the chart reads as dates that the sample reads otherwise is forced).
    func columns(encoded: [String: ColumnType], timeZone: TimeZone) throws(PlotlineError) -> SQLColumns {
        let sample = try sample()
        var columns = SQLColumns(types: [:])
        for column in sample.columns {
            let type = encoded[column.name] ?? column.type
            columns.types[column.name] = type
            if type == .number, column.unitSymbol != nil { columns.memoryNumbers.insert(column.name) }
            guard type == .date else { continue }
            let forced = self.types[column.name] == .date || column.type != .date
            let decision = DateReading.decide(cache.texts[column.name] ?? [], forced: forced, timeZone: timeZone)
            columns.dateReadings[column.name] = decision.reading
            if decision.notISO { columns.writtenDates.insert(column.name) }
            let databaseReads: Bool = switch decision.reading {
            case .pattern(let pattern): pattern.unitsPerSecond != nil || dialect.readsDatePatterns
            case .written: dialect.readsWrittenDates || (!decision.written && !forced)
            }
            if decision.orderUnshown || !databaseReads { columns.memoryDates.insert(column.name) }
        }
        return columns
    }
    private let cache = Cache()

    /// Refuses a field the chart draws whose column is empty in every row (NULL throughout).
    public func checkNotEmpty(_ fields: [String], sample: DataTable) throws(PlotlineError) {
        let (from, _, _) = try read.from(dialect)
        for field in fields {
            guard let column = sample.columns.first(where: { $0.name == field }) else { continue }
            let empty: Bool = switch column.values {
            case .numbers(let v), .dates(let v): v.allSatisfy { !$0.isFinite }
            case .categories(let v): v.allSatisfy { $0 == nil }
            }
            guard empty else { continue }
            let counts = try connection.run(SQLQuery(text: "SELECT count(*), count(\(try dialect.quote(field))) FROM \(from)")).rows
            if let row = counts.first, row.count == 2, row[1].number == 0 {
                throw PlotlineError.invalidData("column '\(field)' is empty: each of its \(Int(row[0].number)) rows is NULL")
            }
        }
    }

    /// The spec with its data read from the database: chart data (`spec.data`) is replaced by the rows of the
    /// relation, or for each reduced layer by its few rows and their statistics. The column types are the
    /// sample's, or the encodings' where they name one.
    public func chartSpec(_ spec: ChartSpec) throws(PlotlineError) -> ChartSpec {
        var spec = spec
        let timeZone = TimeZone(identifier: spec.timeZone ?? "UTC") ?? .gmt
        connection.timeZone = timeZone
        let sample = try sample()
        for mark in spec.marks where mark.data == nil {
            try checkNotEmpty([mark.x?.field, mark.y?.field].compactMap { $0 }, sample: sample)
        }
        var encoded: [String: ColumnType] = [:]
        if spec.transform?.isEmpty ?? true {
            for mark in spec.marks where mark.data == nil && (mark.transform?.isEmpty ?? true) {
                for (_, encoding) in mark.channels where sample.columnNames.contains(encoding.field) {
                    if let type = encoding.type { encoded[encoding.field] = type }
                }
            }
        }
        let types = try columns(encoded: encoded, timeZone: timeZone)
        // The leading filters SQL says the same way run in the database; the rest of the plan in memory.
        var pushed: [FilterSQL] = []
        var rest = spec.transform ?? []
        // Dates or written numbers read in memory (SQLColumns.memoryDates, memoryNumbers) keep the plan there:
        // every row is read.
        let inMemory = types.readInMemory
        while !inMemory, case .filter(let filter)? = rest.first, types[filter.field] != nil, Self.testCount(filter) == 1 {
            var probe = SQLBuilder(dialect)
            guard try FilterSQL(filter: filter, columns: types).condition(&probe, timeZone: timeZone) != nil else { break }
            pushed.append(FilterSQL(filter: filter, columns: types))
            rest.removeFirst()
        }
        let conditions: (inout SQLBuilder) throws(PlotlineError) -> [String] = { (builder: inout SQLBuilder) throws(PlotlineError) in
            var all: [String] = []
            for filter in pushed { if let c = try filter.condition(&builder, timeZone: timeZone) { all.append(c) } }
            return all
        }
        // An aggregate next in the plan runs in the database too when it can be run exactly (AggregateSQL):
        // the chart's data is then its groups, and the rest of the plan runs on them in memory.
        if !inMemory, let (sql, steps) = try pushableAggregate(rest, types: types, timeZone: timeZone, locale: spec.locale, conditions: conditions) {
            let rows = try connection.run(try sql.query(dialect, relation: read, conditions: conditions)).rows
            guard !rows.isEmpty else { throw noRows(filtered: !pushed.isEmpty) }
            let (table, finish) = try sql.finish(rows)
            rest = finish + rest.dropFirst(steps)
            spec.transform = rest.isEmpty ? nil : rest
            spec.data = .table(table)
            return spec
        }
        spec.transform = rest.isEmpty ? nil : rest

        var needsAllRows = false
        for (i, mark) in spec.marks.enumerated() where mark.data == nil {
            guard !inMemory, rest.isEmpty, mark.transform?.isEmpty ?? true, let request = spec.reductionRequest(mark: i),
                  let reduced = try reducedTable(request, types: types, conditions: conditions) else {
                needsAllRows = true
                continue
            }
            spec.marks[i].data = .table(reduced)
        }
        spec.data = needsAllRows ? .table(try allRows(types: types, conditions: conditions)) : nil
        return spec
    }

    /// The aggregate first in `plan` (or a bin and the aggregate after it, or the sums a top ranks), when the
    /// database can run it, and how many steps of the plan it takes. A bin's range is the filtered rows' (one query), or its extent.
    func pushableAggregate(_ plan: [Transform], types: SQLColumns, timeZone: TimeZone, locale: String?,
                           conditions: (inout SQLBuilder) throws(PlotlineError) -> [String]) throws(PlotlineError) -> (AggregateSQL, Int)? {
        if case .aggregate(let aggregate)? = plan.first {
            let sql = AggregateSQL(aggregate: aggregate, columns: types, timeZone: timeZone, locale: locale)
            return sql.isPushable(dialect) ? (sql, 1) : nil
        }
        // A top of categories: the database sums each category (in order of first appearance), and the top,
        // kept in the plan, ranks those sums and adds up the rest as it would the rows'.
        if case .top(let top)? = plan.first {
            guard types[top.by] == .category, top.by != top.field else { return nil }
            let sql = AggregateSQL(aggregate: AggregateTransform(groupBy: [GroupField(top.by)],
                                                                 measures: [AggregateMeasure(.sum, top.field, as: top.field)]),
                                   columns: types, timeZone: timeZone, locale: locale)
            return sql.isPushable(dialect) ? (sql, 0) : nil
        }
        guard plan.count >= 2, case .bin(let bin) = plan[0], case .aggregate(let aggregate) = plan[1],
              types[bin.field] == .number, dialect.binIndex != nil else { return nil }
        // Whether the rest could run there, before the range costs a query.
        var sql = AggregateSQL(aggregate: aggregate, columns: types, timeZone: timeZone, locale: locale, bin: bin)
        guard sql.isPushable(dialect) else { return nil }
        var low: Double, high: Double
        if let extent = bin.extent {
            // An extent the engine would refuse is left to it, to say why.
            guard extent.count == 2, extent[0].isFinite, extent[1].isFinite, extent[0] < extent[1] else { return nil }
            (low, high) = (extent[0], extent[1])
        } else {
            let row = try connection.run(try AggregateSQL.extent(bin.field, dialect, relation: read, conditions: conditions)).rows.first
            guard let row, row.count == 2, row[0].number.isFinite, row[1].number.isFinite else { return nil }
            (low, high) = (row[0].number, row[1].number)
        }
        // A cut the engine would refuse is left to it, to say why at the plan's own path.
        guard let cut = try? BinCut(bin, low: low, high: high) else { return nil }
        sql.cut = cut
        return (sql, 2)
    }

    /// No rows to draw: the relation has none, or none passes the filters run in the database (said as a
    /// file's filtered data is: "... after the filter has no data rows").
    func noRows(filtered: Bool) -> PlotlineError {
        .emptyData(source: relation.description + (filtered ? " after the filter" : ""))
    }

    static func testCount(_ f: FilterTransform) -> Int {
        [f.equal != nil, f.notEqual != nil, f.oneOf != nil, f.range != nil, f.lt != nil, f.lte != nil, f.gt != nil,
         f.gte != nil, f.valid != nil].filter { $0 }.count
    }

    /// Every column of the filtered relation, in row order, within the row limit.
    func allRows(types: SQLColumns,
                 conditions: (inout SQLBuilder) throws(PlotlineError) -> [String]) throws(PlotlineError) -> DataTable {
        let (from, rowOrder, _) = try read.from(dialect)
        let names = try sample().columnNames
        var b = SQLBuilder(dialect)
        var select: [String] = []
        for name in names {
            select.append(types.readsText(name) ? dialect.text(try dialect.quote(name)) : try types.value(name, dialect))
        }
        let where_ = try conditions(&b)
        let limit = ReadLimits.current.maxRows
        let text = "SELECT " + select.joined(separator: ", ") + " FROM " + from
            + (where_.isEmpty ? "" : " WHERE " + where_.joined(separator: " AND ")) + " ORDER BY \(rowOrder) LIMIT \(limit + 1)"
        let rows = try connection.run(b.query(text)).rows
        if rows.count > limit {
            throw PlotlineError.inputLimit(source: relation.description, reason: "has more than \(limit) data rows (--max-rows raises the limit)")
        }
        guard !rows.isEmpty else { throw noRows(filtered: !where_.isEmpty) }
        let table = try Self.table(names.enumerated().map { (i, name) in
            (name, types.readsText(name) ? .category : types[name] ?? .category, i)
        }, rows: rows)
        guard types.readInMemory else { return table }
        // Dates read here as a file's are: the order of numbers with slashes decided from every value; and
        // numbers written with a unit by the rule a file's cells meet, decided from every value, said in
        // the file's line ("read as numbers in US dollars").
        return try DataTable(columns: table.columns.map { (column) throws(PlotlineError) -> Column in
            if types.memoryNumbers.contains(column.name), case .categories(let texts) = column.values {
                let whole = try DataTable.inferring(names: [column.name], rows: texts.map { [$0] }, source: relation.description,
                                                    types: self.types.filter { $0.key == column.name },
                                                    timeZone: connection.timeZone)
                return whole.columns[0]
            }
            guard types.memoryDates.contains(column.name), case .categories(let texts) = column.values else { return column }
            var reading = types.dateReadings[column.name] ?? .written(dayFirst: false)
            if case .written = reading { reading = DateReading.of(texts, forced: false, timeZone: connection.timeZone) }
            let seconds = texts.map { $0.flatMap { reading.seconds($0, timeZone: connection.timeZone) } ?? .nan }
            return Column(name: column.name, values: .dates(seconds))
        })
    }

    /// Columns of result rows: (name, type, index in each row).
    static func table(_ columns: [(String, ColumnType, Int)], rows: [[SQLValue]]) throws(PlotlineError) -> DataTable {
        try DataTable(columns: columns.map { (name, type, index) in
            switch type {
            case .number: Column(name: name, values: .numbers(rows.map { $0[index].number }))
            case .date: Column(name: name, values: .dates(rows.map { $0[index].number }))
            case .category: Column(name: name, values: .categories(rows.map { $0[index].text }))
            }
        })
    }

    /// A layer's few rows and the statistics of all of them, or nil when it is drawn from every row (too few
    /// rows, columns of the wrong kinds).
    func reducedTable(_ request: ReductionRequest, types: SQLColumns,
                      conditions: @escaping (inout SQLBuilder) throws(PlotlineError) -> [String]) throws(PlotlineError) -> DataTable? {
        for field in [request.x, request.y] + request.series where types[field] == nil {
            throw PlotlineError.columnNotFound(field, available: types.names)
        }
        guard let xType = types[request.x], let yType = types[request.y], xType != .category, yType != .category,
              request.series.allSatisfy({ types[$0] == .category }),
              Set([request.x, request.y] + request.series).count == 2 + request.series.count else { return nil }
        let queries = LayerQueries(dialect: dialect, relation: read, conditions: conditions,
                                   columns: types, x: request.x, y: request.y, series: request.series)
        let perSeries = try connection.run(try queries.statistics()).rows
        let n = request.series.count
        func int(_ v: SQLValue) -> Int { Int(v.number.isFinite ? v.number : 0) }
        var rowCount = 0, markCount = 0, missingX = 0, missingY = 0, missingEither = 0, gaps = 0
        var xLow = Double.infinity, xHigh = -Double.infinity
        var bx = (Double.infinity, -Double.infinity), by = (Double.infinity, -Double.infinity)
        var firstRows: [SQLValue] = []
        for row in perSeries {
            rowCount += int(row[n]); markCount += int(row[n + 1]); missingX += int(row[n + 2])
            missingY += int(row[n + 3]); missingEither += int(row[n + 4])
            if row[n + 5].number.isFinite { xLow = min(xLow, row[n + 5].number); xHigh = max(xHigh, row[n + 6].number) }
            gaps += int(row[n + 7])
            if row[n + 8].number.isFinite {
                bx = (min(bx.0, row[n + 8].number), max(bx.1, row[n + 9].number))
                by = (min(by.0, row[n + 10].number), max(by.1, row[n + 11].number))
            }
            if row[n + 12] != .null { firstRows.append(row[n + 12]) }
        }
        guard rowCount >= request.minimumRows else { return nil }
        var statistics = RowStatistics(rowCount: rowCount, markCount: markCount, missingX: missingX, missingY: missingY,
                                       missingEither: missingEither, xRange: xLow <= xHigh ? xLow...xHigh : nil)
        // The rows holding each series' extremes that the words name are kept with the rows that draw.
        let isLine: Bool
        if case .m4 = request.kind { isLine = true } else { isLine = false }
        let ties = try connection.run(try queries.ties(runs: isLine)).rows
        for row in ties where row.count == n + 7 { firstRows.append(row[n + 1]) }
        let query: SQLQuery
        switch request.kind {
        case .m4(let buckets):
            guard xLow < xHigh else { return nil }
            if gaps == 0, dialect.boundArray != nil {
                let extremes = try connection.run(try queries.m4Extremes(buckets: buckets, lo: xLow, hi: xHigh)).rows
                query = try queries.m4Rows(buckets: buckets, lo: xLow, hi: xHigh, extremes: extremes, firstRows: firstRows)
            } else {
                query = try queries.m4(buckets: buckets, lo: xLow, hi: xHigh, gaps: gaps > 0, firstRows: firstRows)
            }
        case .cells(let columns, let rows):
            guard bx.0 <= bx.1 else { return nil }
            if xType == .number {
                for row in try connection.run(try queries.correlation()).rows {
                    let name = Self.seriesName(Array(row[0..<n]))
                    let count = row[n].number, cxy = row[n + 1].number, cxx = row[n + 2].number, cyy = row[n + 3].number
                    statistics.correlation[name] = count >= 3 && cxx > 0 && cyy > 0 ? cxy / (cxx * cyy).squareRoot() : nil
                }
            }
            query = try queries.cells(columns: columns, rows: rows, x: bx, y: by, firstRows: firstRows)
        }
        let rows = try connection.run(query).rows
        // Rows kept for two reasons come twice; once each, in row order.
        var seen = Set<String>(), unique: [[SQLValue]] = []
        for row in rows {
            let key = row.last?.text ?? ""
            if seen.insert(key).inserted { unique.append(row) }
        }
        var columns = [(request.x, xType, 0), (request.y, yType, 1)]
        for (i, field) in request.series.enumerated() { columns.append((field, .category, 2 + i)) }
        var table = try Self.table(columns, rows: unique)
        statistics.extremes = Self.extremes(ties, series: n, isLine: isLine,
                                            rowOf: Dictionary(unique.indices.map { (unique[$0].last?.text ?? "", $0) },
                                                              uniquingKeysWith: { a, _ in a }),
                                            values: try table.column(named: request.y).values)
        table.statistics = statistics
        return table
    }

    /// The rows of `ties` (``LayerQueries/ties(runs:)``) as each series' extremes, their rows those of the
    /// kept table (`rowOf` a row order's); a series whose named rows did not all come back has none.
    static func extremes(_ ties: [[SQLValue]], series n: Int, isLine: Bool,
                         rowOf: [String: Int], values: ColumnValues) -> [String: RowExtremes] {
        struct Side {
            var count = 0, span = 0, widest = Double.infinity, narrowest: Double?
            var rows: [(rank: Int, row: Int)] = []
            var missing = false
        }
        var sides: [String: [Side]] = [:]
        for tie in ties where tie.count == n + 7 {
            let name = n == 0 ? "" : seriesName(Array(tie[0..<n]))
            let side = tie[n].number == 1 ? 1 : 0
            var both = sides[name] ?? [Side(), Side()]
            both[side].count = Int(tie[n + 3].number)
            both[side].span = Int(tie[n + 4].number.isFinite ? tie[n + 4].number : 0)
            // One row has no step between ties; a step not sent is not known, so never a run.
            both[side].widest = both[side].count == 1 ? 0 : tie[n + 5].number.isFinite ? tie[n + 5].number : .infinity
            both[side].narrowest = tie[n + 6].number.isFinite ? tie[n + 6].number : nil
            if let row = tie[n + 1].text.flatMap({ rowOf[$0] }) {
                both[side].rows.append((Int(tie[n + 2].number), row))
            } else {
                both[side].missing = true
            }
            sides[name] = both
        }
        func y(_ row: Int) -> Double {
            switch values {
            case .numbers(let v), .dates(let v): row < v.count ? v[row] : .nan
            case .categories: .nan
            }
        }
        var result: [String: RowExtremes] = [:]
        for (name, both) in sides {
            guard both.allSatisfy({ !$0.missing && !$0.rows.isEmpty }) else { continue }
            let extremes = both.map { side -> RowExtremes.Extreme in
                let rows = side.rows.sorted { $0.rank < $1.rank }
                return RowExtremes.Extreme(value: y(rows[0].row), count: side.count, firstRow: rows[0].row,
                                           lastRow: rows[rows.count - 1].row,
                                           someRows: rows.prefix(RowExtremes.named).map(\.row),
                                           followsOn: side.count == 1 || (isLine && side.span == side.count),
                                           widestStep: side.widest)
            }
            result[name] = RowExtremes(low: extremes[0], high: extremes[1], narrowestStep: both[0].narrowest ?? both[1].narrowest)
        }
        return result
    }

    /// A series' name as the chart makes it: its values on the series channels, joined.
    static func seriesName(_ values: [SQLValue]) -> String {
        var seen: [String] = []
        for value in values {
            let name = value.text ?? "–"
            if !seen.contains(name) { seen.append(name) }
        }
        return seen.joined(separator: ", ")
    }
}
