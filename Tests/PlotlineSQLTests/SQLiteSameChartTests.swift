import Foundation
import Plotline
import PlotlineSQL
import PlotlineSQLite
import Testing

/// The same chart from a CSV file and from a SQLite table of the same rows: the same SVG, byte for byte,
/// and the same words, while the database sends only the rows that draw it.
@Suite struct SQLiteSameChartTests {
    /// Renders `options` from the CSV file and from the table, as SVG and as words, and compares them.
    func expectSame(_ table: TestTable, _ options: [String], query: String? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try Folder()
        defer { folder.remove() }
        let csv = folder.path("\(table.name).csv"), db = folder.path("data.db")
        try table.csv().write(toFile: csv, atomically: true, encoding: .utf8)
        try table.write(sqlite: db)
        let fromDatabase = query.map { ["--query", $0] } ?? ["--table", table.name]
        let a = plotline(["render", csv] + options + ["-o", folder.path("a.svg")])
        let b = plotline(["render", "sqlite:" + db] + fromDatabase + options + ["-o", folder.path("b.svg")])
        #expect(a.status == 0, "\(a.stderr)", sourceLocation: sourceLocation)
        #expect(b.status == 0, "\(b.stderr)", sourceLocation: sourceLocation)
        let svgA = FileManager.default.contents(atPath: folder.path("a.svg"))
        let svgB = FileManager.default.contents(atPath: folder.path("b.svg"))
        #expect(svgA != nil && svgA == svgB, "the SVGs differ", sourceLocation: sourceLocation)
        let wordsA = plotline(["describe", csv] + options), wordsB = plotline(["describe", "sqlite:" + db] + fromDatabase + options)
        #expect(wordsA.status == 0 && wordsB.status == 0, "\(wordsA.stderr) \(wordsB.stderr)", sourceLocation: sourceLocation)
        #expect(!wordsA.stdout.isEmpty && wordsA.stdout == wordsB.stdout, "the words differ", sourceLocation: sourceLocation)
    }

    /// The table in a SQLite file of its own, as a source of its rows (the folder removed by the caller).
    func sqliteSource(_ table: TestTable) throws -> (DatabaseSource, Folder) {
        let folder = try Folder()
        let db = folder.path("data.db")
        try table.write(sqlite: db)
        return (DatabaseSource(connection: try SQLiteConnection(path: db), relation: .table(table.name)), folder)
    }

    @Test func denseLineOfTwoSeries() throws {
        try expectSame(Tables.levels(rows: 20_000), ["--x", "time", "--y", "level", "--series", "site"])
    }

    @Test func lineWithMissingValuesBreaksWhereTheCSVLineBreaks() throws {
        try expectSame(Tables.levels(rows: 20_000, gaps: true), ["--x", "time", "--y", "level", "--series", "site"])
    }

    @Test func scatterOfThreeGroups() throws {
        try expectSame(Tables.points(rows: 30_000), ["--x", "x", "--y", "y", "--series", "g"])
    }

    @Test func filterRunsInTheDatabase() throws {
        try expectSame(Tables.levels(rows: 20_000), ["--x", "time", "--y", "level", "--filter", "site == \"south\"",
                                                      "--filter", "level > 0"])
    }

    @Test func barsOfAnAggregate() throws {
        try expectSame(Tables.levels(rows: 3_000), ["--x", "site", "--y", "mean(level)"])
    }

    /// An aggregate of plain fields runs in the database: it sends one row per group, and the chart and its
    /// words are those of the CSV's aggregate, missing values left out as there.
    @Test func aggregatesRunInTheDatabase() throws {
        let table = Tables.levels(rows: 3_000, gaps: true)
        for y in ["sum(level)", "min(level)", "max(level)", "count()", "mean(level)", "valid(level)", "missing(level)",
                  "distinct(level)", "distinct(time)"] {
            try expectSame(table, ["--x", "site", "--y", y])
        }
        let (source, folder) = try sqliteSource(table)
        defer { folder.remove() }
        var spec = ChartSpec(marks: [MarkSpec(type: .bar, channels: [
            .x: EncodingSpec(field: "site", type: .category), .y: EncodingSpec(field: "level", type: .number)])])
        spec.transform = [.aggregate(AggregateTransform(groupBy: [GroupField("site")],
                                                        measures: [AggregateMeasure(.mean, "level"), AggregateMeasure(.count, as: "n")]))]
        let pushed = try source.chartSpec(spec)
        guard case .table(let sent)? = pushed.data else {
            Issue.record("the aggregate did not run in the database")
            return
        }
        #expect(pushed.transform == nil)
        #expect(sent.rowCount == 2 && sent.columnNames == ["site", "level", "n"])
        #expect(sent.columns[0].values == .categories(["north", "south"]))
        #expect(sent.columns[2].values == .numbers([3_000, 3_000]))
    }

    @Test func monthlySumsOfATimeUnit() throws {
        try expectSame(Tables.levels(rows: 3_000), ["--x", "month(time)", "--y", "sum(level)"])
    }

    /// Every time unit, grouped in the database in a zone with summer time (and weeks that start on Monday in
    /// a German chart): the same bars and words as the CSV's in-memory groups.
    @Test func everyTimeUnitGroupsInTheDatabase() throws {
        let table = Tables.levels(rows: 6_000)
        for unit in ["year", "yearquarter", "yearmonth", "yearweek", "date", "yearmonthdatehours", "month", "day", "hours"] {
            try expectSame(table, ["--x", "\(unit)(time)", "--y", "sum(level)", "--time-zone", "America/New_York"])
        }
        try expectSame(table, ["--x", "yearweek(time)", "--y", "count()", "--time-zone", "Europe/Berlin", "--locale", "de-DE"])
        try expectSame(table, ["--x", "day(time)", "--y", "mean(level)", "--time-zone", "Asia/Kolkata", "--locale", "de-DE"])
        // It ran there: one row per month, the months' starts as dates.
        let (source, folder) = try sqliteSource(table)
        defer { folder.remove() }
        var spec = ChartSpec(marks: [MarkSpec(type: .bar, channels: [
            .x: EncodingSpec(field: "time", type: .date), .y: EncodingSpec(field: "level", type: .number)])])
        spec.timeZone = "America/New_York"
        spec.transform = [.aggregate(AggregateTransform(groupBy: [GroupField("time", timeUnit: .month)],
                                                        measures: [AggregateMeasure(.count, as: "n")]))]
        let pushed = try source.chartSpec(spec)
        guard case .table(let sent)? = pushed.data else {
            Issue.record("the time unit did not run in the database")
            return
        }
        #expect(pushed.transform == nil)
        // 6,000 ten-minute steps from 2020-01-01T00:00Z: New York's December 31, then January 1 to February 11.
        #expect(sent.columnNames == ["time", "n"])
        #expect(sent.columns[0].values == .dates([1_575_176_400, 1_577_854_800, 1_580_533_200]))
        #expect(sent.columns[1].values == .numbers([60, 8_928, 3_012]))
    }

    /// Histograms: the database cuts the values into the engine's own bins and counts them (or sums, or
    /// averages), per series too; the bars, the axis at the bins' edges and the words are the CSV's.
    @Test func binsAreCutAndCountedInTheDatabase() throws {
        let levels = Tables.levels(rows: 6_000, gaps: true)
        try expectSame(levels, ["--x", "bin(level)", "--y", "count()"])
        try expectSame(levels, ["--x", "bin(level)", "--y", "count()", "--series", "site"])
        let points = Tables.points(rows: 9_000)
        try expectSame(points, ["--x", "bin(x)", "--y", "mean(y)", "--series", "g"])
        try expectSame(points, ["--x", "bin(y)", "--y", "max(x)"])
        try expectSame(points, ["--x", "bin(y)", "--y", "distinct(g)"])
        // One value only: a bin of its own.
        let flat = TestTable(name: "flat", columns: [("v", "REAL"), ("c", "TEXT")], rows: (0..<50).map { _ in ["5", "a"] })
        try expectSame(flat, ["--x", "bin(v)", "--y", "count()"])
        // Empty text is a missing value in the database as in the file: not a category, not counted.
        let blanks = TestTable(name: "blanks", columns: [("v", "REAL"), ("c", "TEXT")],
                               rows: (0..<60).map { i in [String(i % 7), ["a", "", "b", "a", ""][i % 5]] })
        for y in ["count()", "distinct(c)", "valid(c)", "missing(c)"] {
            try expectSame(blanks, ["--x", "c", "--y", y])
            try expectSame(blanks, ["--x", "bin(v)", "--y", y])
        }
        // It ran there: one row per bin, and the engine finishes the cut it sent.
        let (source, folder) = try sqliteSource(points)
        defer { folder.remove() }
        let bin = BinTransform(field: "x", step: 1)
        var spec = ChartSpec(marks: [MarkSpec(type: .bar, channels: [
            .xStart: EncodingSpec(field: bin.startName, type: .number), .xEnd: EncodingSpec(field: bin.endName, type: .number),
            .y: EncodingSpec(field: "n", type: .number)])])
        spec.transform = [.bin(bin), .aggregate(AggregateTransform(groupBy: [GroupField(bin.startName), GroupField(bin.endName)],
                                                                   measures: [AggregateMeasure(.count, as: "n")]))]
        let pushed = try source.chartSpec(spec)
        guard case .table(let sent)? = pushed.data else {
            Issue.record("the bins were not counted in the database")
            return
        }
        // x runs from -3 to 3: six bins of width 1, a row each.
        #expect(sent.rowCount == 6)
        guard case .numbers(let counts)? = sent.columns.last?.values else {
            Issue.record("no counts")
            return
        }
        #expect(counts.reduce(0, +) == 9_000)
        let inMemory = try CSVReader.read(points.csv(), source: "points").transformed(by: spec.transform!)
        let finished = try sent.transformed(by: pushed.transform!)
        #expect(finished.columns == inMemory.columns)
    }

    /// A top of categories: the database sends one sum per category (missing values as none), and the top
    /// ranks them and adds up the rest exactly as it does the file's rows.
    @Test func topRanksTheSumsTheDatabaseSends() throws {
        let table = Tables.points(rows: 9_000)
        let (source, folder) = try sqliteSource(table)
        defer { folder.remove() }
        for n in [1, 2, 3] {
            var spec = ChartSpec(marks: [MarkSpec(type: .bar, channels: [
                .x: EncodingSpec(field: "g", type: .category), .y: EncodingSpec(field: "y", type: .number)])])
            spec.transform = [.filter(FilterTransform(field: "x", gt: .number(0))), .top(TopTransform(field: "y", by: "g", n: n))]
            let pushed = try source.chartSpec(spec)
            guard case .table(let sent)? = pushed.data else {
                Issue.record("the sums were not made in the database")
                return
            }
            #expect(sent.rowCount == 3)   // a row per category, not per point
            #expect(pushed.transform == [.top(TopTransform(field: "y", by: "g", n: n))])
            let inMemory = try CSVReader.read(table.csv(), source: "points").transformed(by: spec.transform!)
            #expect(try sent.transformed(by: pushed.transform!).columns == inMemory.columns)
        }
    }

    /// Dates without an offset are read in the chart's time zone, from the file and from the database alike.
    @Test func localTimesInTheChartsTimeZone() throws {
        try expectSame(Tables.localLevels(rows: 20_000), ["--x", "time", "--y", "level", "--series", "site",
                                                           "--time-zone", "America/New_York"])
        try expectSame(Tables.localLevels(rows: 300), ["--x", "time", "--y", "level", "--series", "site",
                                                        "--time-zone", "Asia/Kolkata"])
    }

    /// Dates written as text other than ISO 8601 (slashes, day first, month names; seattle-temps.csv writes
    /// `2010/01/01 00:00`) are read in SQLite as the CSV file's same text is: the day order its values show,
    /// else the locale's, and the author's --date-format. They used to read as no dates at all (an empty chart).
    @Test func datesWrittenAsTextAreReadAsTheFileReadsThem() throws {
        for (format, options) in [("%Y/%m/%d %H:%M", ["--x", "date", "--y", "temp"]),
                                  ("%d/%m/%Y %H:%M", ["--x", "date", "--y", "temp"]),
                                  ("%m/%d/%Y %H:%M", ["--x", "date", "--y", "temp", "--locale", "en-GB"]),
                                  ("%b %d %Y %H:%M", ["--x", "date", "--y", "temp"]),
                                  ("%d/%m/%Y %H:%M", ["--x", "yearmonth(date)", "--y", "mean(temp)"]),
                                  ("%d/%m/%Y %H:%M", ["--x", "date", "--y", "temp", "--filter", "date >= \"2023-06-01\""]),
                                  ("%Y%m%d%H%M", ["--x", "date", "--y", "temp", "--date-format", "%Y%m%d%H%M"])] {
            try expectSame(Tables.writtenDates(format), options)
        }
        // Integers of Unix time, read as dates where the author says (and as dates or an error where --x-type asks).
        try expectSame(Tables.unixTimes(), ["--x", "t", "--y", "v", "--date-format", "unix"])
        try expectSame(Tables.unixTimes(), ["--x", "yearmonthdate(t)", "--y", "max(v)", "--date-format", "unix"])
        try expectSame(Tables.unixTimes(rows: 50), ["--x", "t", "--y", "v", "--date-format", "unix-ms", "--x-type", "date"])
        let folder = try Folder()
        defer { folder.remove() }
        try Tables.unixTimes(rows: 5).write(sqlite: folder.path("u.db"))
        let forced = plotline(["describe", "sqlite:" + folder.path("u.db"), "--table", "unix_times", "--x", "t", "--y", "v", "--x-type", "date"])
        #expect(forced.status == 2)
        #expect(forced.stderr == "plotline: row 1, column 't': cannot read '1699920000' as a date\n")
        // Dots are always day first; numbers whose order the first 1,000 rows do not show (every 2 minutes from
        // January 1) take the order the whole column shows, as the file's do; two columns keep their own orders;
        // REAL years read as years.
        try expectSame(Tables.writtenDates("%d.%m.%Y"), ["--x", "date", "--y", "temp"])
        try expectSame(Tables.writtenDates("%d/%m/%Y %H:%M", rows: 20_000, step: 120), ["--x", "date", "--y", "temp"])
        try expectSame(Tables.twoDateOrders(), ["--x", "a", "--y", "v"])
        try expectSame(Tables.twoDateOrders(), ["--x", "b", "--y", "v"])
        try expectSame(Tables.realYears(), ["--x", "year", "--y", "v", "--x-type", "date"])
        // Dates of one order that only the locale decides (no day above 12): read in the locale's order.
        try expectSame(Tables.writtenDates("%m/%d/%Y", rows: 12), ["--x", "date", "--y", "temp", "--locale", "en-GB"])
        try expectSame(Tables.writtenDates("%m/%d/%Y", rows: 12), ["--x", "date", "--y", "temp", "--locale", "en-US"])
    }

    /// Numbers written as people write them (`$1,200.50`, `12.5%`, `1.200,50 €`) in TEXT columns are read by
    /// the file's one rule, whether the chart draws every row, sums them or bins them: the same SVG, words
    /// and line on standard error as the CSV file's. One value that is no such number past the first 1,000
    /// rows keeps the whole column text in both.
    @Test func numbersWrittenWithAUnitAreReadAsTheFileReadsThem() throws {
        let table = Tables.writtenNumbers()
        for options in [["--x", "day", "--y", "price"],
                        ["--x", "item", "--y", "sum(price)"],
                        ["--x", "item", "--y", "mean(euros)", "--filter", "share > 10"],
                        ["--x", "bin(share)", "--y", "count()"],
                        ["--x", "share", "--y", "price", "--series", "item"]] {
            try expectSame(table, options)
            let folder = try Folder()
            defer { folder.remove() }
            try table.csv().write(toFile: folder.path("s.csv"), atomically: true, encoding: .utf8)
            try table.write(sqlite: folder.path("s.db"))
            let file = plotline(["describe", folder.path("s.csv")] + options)
            let database = plotline(["describe", "sqlite:" + folder.path("s.db"), "--table", "spending"] + options)
            #expect(!file.stderr.isEmpty && file.stderr == database.stderr, "\(options): \(file.stderr) | \(database.stderr)")
        }
        let folder = try Folder()
        defer { folder.remove() }
        try table.write(sqlite: folder.path("s.db"))
        let words = plotline(["describe", "sqlite:" + folder.path("s.db"), "--table", "spending", "--x", "item", "--y", "sum(price)"])
        #expect(words.stderr.hasPrefix("plotline: warning: column \"price\": read as numbers in US dollars (\"$17.62\" is 17.62)\n"),
                "\(words.stderr)")
        #expect(String(decoding: words.stdout, as: UTF8.self).contains(" US dollars"))
        // A value that is no such number, in row 1,500: the column is text in the file and in the database.
        let trapped = Tables.writtenNumbers(trap: true)
        try expectSame(trapped, ["--x", "price", "--y", "count()"])
        try trapped.write(sqlite: folder.path("t.db"))
        let text = plotline(["describe", "sqlite:" + folder.path("t.db"), "--table", "spending", "--x", "price", "--y", "count()"])
        #expect(text.status == 0 && !text.stderr.contains("column \"price\": read as"), "\(text.stderr)")
    }

    /// Numbers stored as text (as `.import --csv` stores every column) with empty text and `NA` among them are
    /// missing, as in the file: SQLite's own CAST made them 0 (la-riots.csv's one blank age became a bar at 0).
    @Test func numbersStoredAsTextAreReadAsTheFileReadsThem() throws {
        var generator = Seeded(state: 3)
        let rows: [[String?]] = (0..<300).map { i in
            let y = [17, 101, 202].contains(i) ? "" : [55, 250].contains(i) ? "NA" : String(format: "%.1f", 20 + Double.random(in: 0...60, using: &generator))
            return [String(i), y, ["a", "b", "c"][i % 3]]
        }
        let table = TestTable(name: "text_numbers", columns: [("x", "TEXT"), ("y", "TEXT"), ("g", "TEXT")], rows: rows)
        try expectSame(table, ["--x", "x", "--y", "y"])
        try expectSame(table, ["--x", "bin(y)", "--y", "count()"])
        try expectSame(table, ["--x", "g", "--y", "mean(y)"])
        try expectSame(table, ["--x", "g", "--y", "missing(y)"])
    }

    /// The reading of a date column is decided once from the first rows, and applied to each value.
    @Test func aDateReadingReadsEachValueAsTheColumnWasRead() throws {
        let texts: [String?] = ["03/04/2020", "13/04/2020", nil, "NA"]
        let reading = DateReading.of(texts, forced: false, timeZone: .gmt, context: ReadContext(locale: "en-US"))
        #expect(reading == .written(dayFirst: true))
        #expect(reading.seconds("03/04/2020", timeZone: .gmt) == ISODate.parse("2020-04-03"))
        #expect(reading.seconds("NA", timeZone: .gmt) == nil)
        #expect(DateReading.of(["03/04/2020"], forced: false, timeZone: .gmt, context: ReadContext(locale: "en-US")) == .written(dayFirst: false))
        #expect(DateReading.of(["03/04/2020"], forced: false, timeZone: .gmt, context: ReadContext(locale: "fr-FR")) == .written(dayFirst: true))
        let pattern = try DatePattern("%Y%m%d")
        #expect(DateReading.of(["20200403"], forced: false, timeZone: .gmt, context: ReadContext(dateFormat: pattern)) == .pattern(pattern))
        for reading in [DateReading.written(dayFirst: true), .written(dayFirst: false), .pattern(pattern)] {
            #expect(DateReading(code: reading.code) == reading)
        }
    }

    @Test func readOnlyQuery() throws {
        let table = Tables.levels(rows: 20_000)
        let folder = try Folder()
        defer { folder.remove() }
        let db = folder.path("data.db")
        try table.write(sqlite: db)
        // The CSV holds the query's rows: the north site's.
        var north = table
        north.rows = table.rows.filter { $0[1] == "north" }
        let csv = folder.path("north.csv")
        try north.csv().write(toFile: csv, atomically: true, encoding: .utf8)
        let options = ["--x", "time", "--y", "level"]
        let a = plotline(["render", csv] + options + ["-o", folder.path("a.svg")])
        let b = plotline(["render", "sqlite:" + db, "--query", "SELECT time, level FROM levels WHERE site = 'north'"]
                         + options + ["-o", folder.path("b.svg")])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        #expect(FileManager.default.contents(atPath: folder.path("a.svg")) == FileManager.default.contents(atPath: folder.path("b.svg")))
    }

    /// The database sends at most four rows per pixel column and series (and each series' first row), and
    /// the statistics of every row.
    @Test func rowsSentAreFourPerPixelColumnAndSeries() throws {
        let table = Tables.levels(rows: 20_000)
        let (source, folder) = try sqliteSource(table)
        defer { folder.remove() }
        var spec = ChartSpec(marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "time", type: .date), .y: EncodingSpec(field: "level", type: .number),
            .color: EncodingSpec(field: "site", type: .category)])])
        spec.width = 300
        let pushed = try source.chartSpec(spec)
        guard case .table(let sent)? = pushed.marks[0].data else {
            Issue.record("the line was not reduced in the database")
            return
        }
        let columns = Int(300 * 4.0)
        #expect(sent.rowCount <= 4 * columns * 2 + 2)
        #expect(sent.rowCount > columns)
        #expect(sent.statistics?.rowCount == 40_000)
        #expect(sent.statistics?.markCount == 40_000)
        #expect(sent.statistics?.missingY == 0)
        let resolved = try ChartResolver.resolve(pushed)
        #expect(resolved.accessibility.overview.contains("40,000 values"))
    }
}
