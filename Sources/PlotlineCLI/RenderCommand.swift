import Foundation
import Plotline
import PlotlineAudio
import PlotlineSVG

/// What to chart: the data or spec and the options that shape the chart, shared by `render` and `describe`.
struct ChartOptions {
    var data: String
    var table, query: String?
    var queryTimeout: Double?
    var mark, x, y, y2, x2, open, high, low, close, series, seriesType: String?
    var filter: [String]
    var sort, xLabel, yLabel, unit, title, subtitle, xType, yType, xScale, yScale, xDomain, yDomain: String?
    var width, height: Double?
    var locale, timeZone, dateFormat: String?
    var input: InputOptions

    static let options = OptionGroup(title: nil, options: [
        .argument("data", help: "A data file (CSV, TSV or other delimited text, JSON or JSON Lines, an .xlsx workbook), "
                  + "a JSON chart spec, - for standard input, or a database: "
                  + "sqlite:FILE or postgres://user@host/db (with --table or --query)."),
        .value("table", help: "With a database: the table to chart."),
        // Their values are taken whatever they start with: a query may start with a `--` comment, and a
        // negative time limit is refused by the command with its own line, not as a missing value.
        .value("query", takesAnything: true, help: "With a database: a read-only query whose rows to chart ('SELECT ...')."),
        .value("query-timeout", takesAnything: true,
               help: "With a database: the longest a query may run, in seconds (default 60)."),
        // The mark, types and scales are read as text and checked when the chart is made, so a wrong value
        // gets one line naming the valid ones.
        .value("mark", help: "The mark: \(markNames.dropLast().joined(separator: ", ")) or \(markNames.last!)."),
        .value("x", valueName: "column", help: "The horizontal axis: a column, a time unit of dates like 'month(date)' or "
               + "'yearmonth(date)', bins of numbers like 'bin(Miles_per_Gallon)', or an aggregate."),
        .value("y", valueName: "column", help: "The vertical axis: a column, an aggregate like 'sum(precipitation)', "
               + "'mean(mpg)' or 'count()', or several columns 'a,b,c' (one series each)."),
        .value("y2", valueName: "column", help: "The other end of each value on the vertical axis: a band (--mark area), a "
               + "range bar or an error bar (--mark rule) from --y to --y2."),
        .value("x2", valueName: "column", help: "The other end of each value on the horizontal axis: a range from --x to --x2."),
        .value("open", help: "With --mark candlestick: the column of opening prices (default: the column named open)."),
        .value("high", help: "With --mark candlestick: the column of highest prices (default: high)."),
        .value("low", help: "With --mark candlestick: the column of lowest prices (default: low)."),
        .value("close", help: "With --mark candlestick: the column of closing prices (default: close)."),
        .value("series", valueName: "column", help: "A column whose values split the marks into series (by color and "
               + "shape). Numbers are categories, one series per value ('year'), unless the column ends in :Q "
               + "('price:Q': a continuous color)."),
        .value("series-type", help: "The --series column's type: category (default: each value a series) or number (a continuous color)."),
        .repeated("filter", valueName: "comparison", help: "Keep the rows that pass: 'symbol == \"MSFT\"', "
                  + "'price > 100 and price <= 200', 'symbol in [\"MSFT\", \"IBM\"]' (==, !=, <, <=, >, >=, in; joined "
                  + "by and). Repeat to add more."),
        // Taken whatever it starts with, so `--sort -y` is read as the value, not as an option -y.
        .value("sort", valueName: "axis", takesAnything: true, help: "Order the rows (so the bars): x, -x, y or -y (- for descending)."),
        .value("x-label", help: "The x axis's title (the column's name by default)."),
        .value("y-label", help: "The y axis's title (the column's name by default)."),
        .value("unit", help: "The unit of the y values, said after each: 'inches', 'miles per gallon'."),
        .value("title", help: "The chart's title: what it is for (D1)."),
        .value("subtitle", help: "The subtitle: often the main message (D2)."),
        .value("x-type", help: "The x column's type: number, date or category (or quantitative, temporal, nominal)."),
        .value("y-type", help: "The y column's type: number, date or category."),
        .value("x-scale", help: "The x scale: linear, log, sqrt, symlog, date, category or point."),
        .value("y-scale", help: "The y scale: linear, log, sqrt, symlog, date, category or point."),
        .value("x-domain", help: "A fixed x range, like 0,100 or 2024-01-01,2024-12-31."),
        .value("y-domain", help: "A fixed y range, like 0,100 (X1)."),
        // Taken whatever they start with, so `--width -5` reaches the size check instead of reading as an
        // unknown option `-5`.
        .value("width", takesAnything: true, help: "Width in points (CSS pixels)."),
        .value("height", takesAnything: true, help: "Height in points (CSS pixels)."),
        .value("locale", help: "Locale for numbers and dates: en-US (default), ko-KR, tr-TR, ..."),
        .value("time-zone", help: "Time zone for dates without an offset and for calendar ticks (default UTC)."),
        .value("date-format", help: "How dates are written: a strftime pattern like %d/%m/%Y or %Y%m%d (%Y %y %m %d %j "
               + "%H %I %p %M %S %b %B %z %%), or unix / unix-ms for Unix seconds or milliseconds on --x."),
    ])

    init(_ arguments: ParsedArguments) throws(UsageError) {
        data = arguments.value("data") ?? "-"
        table = arguments.value("table")
        query = arguments.value("query")
        queryTimeout = try arguments.number("query-timeout")
        mark = arguments.value("mark")
        x = arguments.value("x")
        y = arguments.value("y")
        y2 = arguments.value("y2")
        x2 = arguments.value("x2")
        open = arguments.value("open")
        high = arguments.value("high")
        low = arguments.value("low")
        close = arguments.value("close")
        series = arguments.value("series")
        seriesType = arguments.value("series-type")
        filter = arguments.values("filter")
        sort = arguments.value("sort")
        xLabel = arguments.value("x-label")
        yLabel = arguments.value("y-label")
        unit = arguments.value("unit")
        title = arguments.value("title")
        subtitle = arguments.value("subtitle")
        xType = arguments.value("x-type")
        yType = arguments.value("y-type")
        xScale = arguments.value("x-scale")
        yScale = arguments.value("y-scale")
        xDomain = arguments.value("x-domain")
        yDomain = arguments.value("y-domain")
        width = try arguments.number("width")
        height = try arguments.number("height")
        locale = arguments.value("locale")
        timeZone = arguments.value("time-zone")
        dateFormat = arguments.value("date-format")
        input = InputOptions(arguments)
        try validate()
    }

    /// Reads the chart and writes it to `output` in the format its extension names (`fallback` for `-`),
    /// everything read within the limits of the options.
    func write(to output: String, fallback: OutputFormat, picture: PictureOptions = PictureOptions(),
               audio: AudioOptions? = nil, io: CommandIO) throws {
        let warnings = ReadWarnings()
        var context = ReadContext(dateFormat: try dateFormat.map { (text) throws(PlotlineError) in try DatePattern(text) },
                                  locale: locale ?? ChartLocale.default, warnings: warnings)
        try input.apply(to: &context)
        // What the readers could not read is said even when the chart then fails, before its error.
        defer { for line in warnings.lines { io.standardError("plotline: warning: \(line)\n") } }
        try ReadLimits.$current.withValue(try input.limits()) {
            try ReadContext.$current.withValue(context) {
                try writeWithinLimits(to: output, fallback: fallback, picture: picture, audio: audio, io: io)
            }
        }
    }

    private func writeWithinLimits(to output: String, fallback: OutputFormat, picture: PictureOptions,
                                   audio: AudioOptions?, io: CommandIO) throws {
        let choices = try Choices(self)
        try OutputFile.check(output)
        let format = try OutputFormat(path: output, fallback: fallback)
        if let audio, !audio.isDefault, !format.playsAudio {
            throw CommandError(message: "--speak, --series-together, --duration, --pitch-range and --pitch-span apply to a .wav "
                               + "(or .tones.json or .html) output, not '\(output)'")
        }
        let audioOptions = try audio?.options() ?? PlotlineAudio.AudioGraphOptions()
        try checkOutputIsNotInput(data, output: output)
        if DatabaseInput.isDatabase(data), format == .spec {
            // The spec would hold only the rows drawn, not the statistics of the rows left in the database.
            throw CommandError(message: "a chart from a database is not written as a spec: its rows stay in the database")
        }
        try picture.check(for: format)
        let (resolved, written) = try resolve(output: output, format: format, io: io, choices: choices)
        let (bytes, warning) = try format.bytes(spec: written, chart: resolved, picture: picture, audio: audioOptions)
        if let warning { io.standardError("plotline: warning: \(warning)\n") }
        if let warning = format.sizeWarning(bytes: bytes.count) { io.standardError("plotline: warning: \(warning)\n") }
        // A custom palette is used as given, and reported when it is hard to read (C1).
        if resolved.appearance.palette != nil || resolved.appearance.accent != nil {
            let report = picture.theme.applying(resolved.appearance).paletteReport
            if let first = report.problems.first {
                let more = report.problems.count > 1 ? " (and \(report.problems.count - 1) more)" : ""
                io.standardError("plotline: warning: palette: \(first)\(more)\n")
            }
        }
        try OutputFile.write(bytes, to: output, io: io)
    }

    /// The chart resolved, and the spec to write when the output is a spec. Only a spec output needs the spec
    /// once the chart is resolved: every other output is drawn from the resolved chart, so the rows a spec
    /// made from a data file holds are let go here, before the picture is drawn (a million rows are 16 MB).
    private func resolve(output: String, format: OutputFormat, io: CommandIO,
                         choices: Choices) throws -> (ResolvedChart, ChartSpec?) {
        let (spec, baseDirectory) = try chartSpec(io: io, choices: choices)
        try input.checkDataPaths(spec, folder: baseDirectory ?? FileManager.default.currentDirectoryPath)
        try spec.validate()
        for path in spec.dataSources.compactMap(\.source.filePath) {
            var full = path
            if let baseDirectory, !path.hasPrefix("/") {
                full = URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).path
            }
            try checkOutputIsNotInput(full, output: output)
        }
        // Resolved even when only the spec is written, so a spec that cannot be drawn is never written.
        let resolved = try ChartResolver.resolve(spec, baseDirectory: baseDirectory)
        guard format == .spec else { return (resolved, nil) }
        // A spec written to another folder keeps naming the same data files.
        // (A spec from standard input reads its relative paths from the working folder.)
        guard output != "-" else { return (resolved, spec) }
        return (resolved, spec.relocated(from: baseDirectory ?? FileManager.default.currentDirectoryPath,
                                         to: URL(fileURLWithPath: output).deletingLastPathComponent().path))
    }

    /// "The input is never touched": refuses an output path that is the input file (or a link to it).
    func checkOutputIsNotInput(_ input: String, output: String) throws(CommandError) {
        guard input != "-", output != "-" else { return }
        var a = stat(), b = stat()
        guard stat(input, &a) == 0, stat(output, &b) == 0 else { return }
        if a.st_dev == b.st_dev && a.st_ino == b.st_ino {
            throw CommandError(message: "output '\(output)' is the input file '\(input)'; write to another file")
        }
    }

    /// Altair's type suffixes, read off the columns: `--x date:T`, `--x rank:O`, `--series year:N`,
    /// `--series price:Q` mean what `--x-type date`, `--x-type category`, `--series-type category` and
    /// `--series-type number` mean. A suffix and a type option that disagree are refused.
    mutating func validate() throws(UsageError) {
        func split(_ text: inout String?, _ type: inout String?, _ option: String) throws(UsageError) {
            guard let whole = text, let (name, suffix) = TypeSuffix.split(whole) else { return }
            if let given = type, ColumnType(name: given) != suffix {
                throw UsageError(message: "\(option) '\(whole)' says \(suffix.rawValue) but \(option)-type says \(given); give one")
            }
            text = name
            type = suffix.rawValue
        }
        var (x, xType, y, yType, series, seriesType) = (x, xType, y, yType, series, seriesType)
        // A histogram is bars of counted bins: --x COLUMN is binned and counted unless --y says otherwise.
        if mark?.lowercased() == "histogram" {
            mark = "bar"
            if let field = x, !field.contains("(") { x = "bin(\(field))" }
            if y == nil { y = "count()" }
        }
        try split(&x, &xType, "--x")
        try split(&y, &yType, "--y")
        try split(&series, &seriesType, "--series")
        (self.x, self.xType, self.y, self.yType, self.series, self.seriesType) = (x, xType, y, yType, series, seriesType)
    }

    /// The mark, column types and scales named on the command line, checked.
    struct Choices {
        var mark: MarkType?
        /// `--mark candlestick`: a rule from low to high under a bar from open to close.
        var candlestick = false
        var xType: ColumnType?, yType: ColumnType?
        /// The series column's type, when one is asked for (a number column is otherwise categories).
        var seriesType: ColumnType?
        var xScale: ScaleType?, yScale: ScaleType?

        init(_ command: ChartOptions) throws(CommandError) {
            if let name = command.mark, name.lowercased() == "candlestick" {
                candlestick = true
            } else if let name = command.mark {
                guard let mark = ChartOptions.markType(named: name) else {
                    let near = ChartOptions.markAliases[name.lowercased()]
                        ?? NameSuggestion.closest(to: name, among: ChartOptions.markNames + ["histogram"])
                    throw CommandError(message: "unknown mark '\(name)'; " + (near.map { "did you mean --mark \($0)? " } ?? "")
                                       + "use " + ChartOptions.markNames.dropLast().joined(separator: ", ") + " or "
                                       + ChartOptions.markNames.last! + " (histogram: bars of counted bins)")
                }
                self.mark = mark
            }
            if !candlestick, let option = [("--open", command.open), ("--high", command.high), ("--low", command.low),
                                           ("--close", command.close)].first(where: { $0.1 != nil })?.0 {
                throw CommandError(message: "\(option) goes with --mark candlestick")
            }
            xType = try Self.columnType(command.xType, option: "--x-type")
            yType = try Self.columnType(command.yType, option: "--y-type")
            seriesType = try Self.columnType(command.seriesType, option: "--series-type")
            xScale = try Self.scaleType(command.xScale, option: "--x-scale")
            yScale = try Self.scaleType(command.yScale, option: "--y-scale")
        }

        static func columnType(_ name: String?, option: String) throws(CommandError) -> ColumnType? {
            guard let name else { return nil }
            guard let type = ColumnType(name: name) else {
                throw CommandError(message: "unknown \(option) '\(name)'; use number, date or category "
                                   + "(or quantitative, temporal, nominal)")
            }
            return type
        }

        static func scaleType(_ name: String?, option: String) throws(CommandError) -> ScaleType? {
            guard let name else { return nil }
            let aliases = ["sqrt": ScaleType.squareRoot, "symlog": .symmetricLog]
            let lowered = name.lowercased()
            guard let type = aliases[lowered] ?? ScaleType.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
                throw CommandError(message: "unknown \(option) '\(name)'; use "
                                   + ChartOptions.scaleNames.dropLast().joined(separator: ", ") + " or " + ChartOptions.scaleNames.last!
                                   + " (sqrt and symlog for short)")
            }
            return type
        }
    }

    static let markNames = MarkType.allCases.map(\.rawValue) + ["candlestick"]
    /// What other tools call a mark: the name to suggest.
    static let markAliases = ["pie": "sector", "donut": "sector", "scatter": "point", "dot": "point", "column": "bar",
                              "range": "bar", "band": "area", "heatmap": "rectangle", "box": "boxplot"]
    static let typeNames = ["number", "date", "category", "quantitative", "temporal", "nominal"]
    static let scaleNames = ScaleType.allCases.map(\.rawValue)

    /// A mark by name; `rect` is the SVG class name of a rectangle mark.
    static func markType(named name: String) -> MarkType? {
        let lowered = name.lowercased()
        return lowered == "rect" ? .rectangle : MarkType.allCases.first { $0.rawValue.lowercased() == lowered }
    }

    /// The spec to draw: read from a spec file, or made from a data file and the options. Standard input
    /// is read like a file: a piece at a time, within the limits.
    func chartSpec(io: CommandIO, choices: Choices) throws -> (ChartSpec, String?) {
        if DatabaseInput.isDatabase(data) {
            // The plan runs in the database: the spec is made from the first rows, then its data is read there.
            let options = countingByDefault(choices)
            try options.requireAxes(candlestick: choices.candlestick)
            let timeout = queryTimeout ?? 60
            guard timeout.isFinite, timeout > 0 else {
                throw CommandError(message: "--query-timeout must be a number of seconds above 0, like --query-timeout 60")
            }
            var database = try DatabaseInput.open(data, table: table, query: query, timeout: timeout)
            database.source.types = options.columnTypes(choices)
            let sample = try database.source.sample()
            try database.source.checkNotEmpty([x, options.y, series].compactMap { $0 }, sample: sample)
            let spec = try options.specFromTable(sample, choices: choices)
            return (try database.source.chartSpec(spec), nil)
        }
        if table != nil || query != nil || queryTimeout != nil {
            throw CommandError(message: "--table, --query and --query-timeout go with a database (sqlite:FILE or postgres://...)")
        }
        let limits = ReadLimits.current
        let source = data == "-" ? io.standardInput(limits) : try InputSource(path: data, limits: limits)
        defer { source.close() }
        let path = data == "-" ? nil : data
        let kind = try DataFileKind.of(source, path: path)
        let first = kind == .json ? try source.firstSignificantByte() : nil
        if first == UInt8(ascii: "{") {
            // A spec, unless the object is records: JSON Lines, or an object holding an array and no marks.
            source.check = .text
            let bytes = try source.readToEnd()
            if SpecOrRecords.isRecords(bytes, path: path) {
                let options = countingByDefault(choices)
                try options.requireAxes(candlestick: choices.candlestick)
                let table = try JSONTableReader.read(bytes, source: source.name, types: options.columnTypes(choices),
                                                     timeZone: try TimeZoneOption.parse(timeZone))
                return (try options.specFromTable(table, choices: choices), nil)
            }
            if let first = dataFileOnlyOptions.first {
                throw CommandError(message: "\(first) applies to a data file; a spec says it in its \"transform\" and encodings")
            }
            var spec = try ChartSpec.decode(Data(bytes))
            applyOptions(to: &spec, choices: choices)
            let base = data == "-" ? nil : URL(fileURLWithPath: data).deletingLastPathComponent().path
            return (spec, base)
        }
        let options = countingByDefault(choices)
        let types = options.columnTypes(choices), zone = try TimeZoneOption.parse(timeZone)
        // Without --x the error names the columns: read them first.
        if x == nil { try options.requireAxes(candlestick: choices.candlestick,
                                              columns: try DataTable.read(from: source, path: path, timeZone: zone).columnNames) }
        try options.requireAxes(candlestick: choices.candlestick)
        let table = try DataTable.read(from: source, path: path, types: types, timeZone: zone)
        return (try options.specFromTable(table, choices: choices), nil)
    }

    /// `--x COLUMN` alone counts the rows for each of its values, as Vega-Lite and pandas do, and says so.
    func countingByDefault(_ choices: Choices) -> ChartOptions {
        guard let x, y == nil, !choices.candlestick else { return self }
        var options = self
        options.y = "count()"
        ReadContext.current.warnings?.add("no --y, so each bar counts the rows for each \(x) (--y 'count()'; "
                                          + "--y COLUMN draws a column instead)")
        return options
    }

    /// --x and --y, which a data file needs.
    func requireAxes(candlestick: Bool = false, columns: [String]? = nil) throws {
        guard x != nil else { throw Self.noX(columns: columns) }
        if candlestick {
            if let y { throw CommandError(message: "--y '\(Excerpt.quote(y))' with --mark candlestick: the prices come from --open, --high, --low and --close") }
            return
        }
        guard y != nil else { throw CommandError(message: "--y is required with a data file; add --y COLUMN, or --y 'count()'") }
    }

    /// No --x: what to type, with the columns there are when the data has been read.
    static func noX(columns: [String]?) -> CommandError {
        let which = columns.map { ", one of: " + Excerpt.list($0) } ?? " (a name from the data's header)"
        return CommandError(message: "--x is required with a data file; add --x COLUMN\(which)")
    }

    /// The types forced by --x-type and --y-type, on the column each names (`date` in 'month(date)');
    /// Unix time (`--date-format unix`) makes --x a date.
    func columnTypes(_ choices: Choices) -> [String: ColumnType] {
        var types: [String: ColumnType] = [:]
        func field(_ text: String) -> String {
            (try? ChannelShorthand.parse(text, option: "")).flatMap { $0.fields.count == 1 ? $0.fields[0] : nil } ?? text
        }
        if let x, ReadContext.current.dateFormat.map({ !$0.isPattern }) == true { types[field(x)] = .date }
        if let x, let xType = choices.xType { types[field(x)] = xType }
        if let y, let yType = choices.yType { types[field(y)] = yType }
        return types
    }

    /// Options that shape a chart made from a data file, not a spec (which says these itself).
    var dataFileOnlyOptions: [String] {
        var names: [String] = []
        if !filter.isEmpty { names.append("--filter") }
        if sort != nil { names.append("--sort") }
        if unit != nil { names.append("--unit") }
        if mark?.lowercased() == "candlestick" { names.append("--mark candlestick") }
        return names
    }

    func specFromTable(_ table: DataTable, choices: Choices) throws -> ChartSpec {
        if choices.candlestick, let x {
            let candles = CandlestickChart(open: open, high: high, low: low, close: close, yLabel: yLabel, unit: unit,
                                           phrases: Phrases(locale: try ChartLocale.locale(locale ?? ChartLocale.default)))
            var spec = try candles.spec(table: table, x: x, xType: choices.xType)
            let plan = try ShorthandChart.filterPlan(try filter.map(FilterExpression.parse), table: table)
            if let sort { throw CommandError(message: "--sort '\(Excerpt.quote(sort))': a candlestick's days stay in order of --x") }
            spec.transform = plan.isEmpty ? nil : plan
            let derived = spec.title
            applyOptions(to: &spec, choices: choices)
            if title == nil { spec.title = derived }
            return spec
        }
        guard let x, let y else { throw Self.noX(columns: table.columnNames) }
        var filters: [FilterExpression] = []
        for text in filter { filters.append(try FilterExpression.parse(text)) }
        let xChannel = try ShorthandChart.channel(x, option: "--x", table: table)
        let yChannel = try ShorthandChart.channel(y, option: "--y", table: table)
        // Repeating dates of plain columns (a label or a unit does not change that): a line each. Guessed from
        // the rows the filters keep: `--filter 'symbol == "MSFT"'` leaves one line, nothing to split.
        var series = series
        if series == nil, xChannel.function == nil, yChannel.function == nil,
           table.columnNames.contains(x), table.columnNames.contains(y),
           choices.mark == nil || choices.mark == .line || choices.mark == .area,
           let guessed = SeriesGuess.column(for: filters.isEmpty ? table
                                                : try table.transformed(by: ShorthandChart.filterPlan(filters, table: table)),
                                            x: x, y: y) {
            series = guessed
            ReadContext.current.warnings?.add("each \(guessed) is a line of its own: the dates on --x repeat once per "
                                              + "\(guessed) (--series names another column)")
        }
        let shorthand = ShorthandChart(
            x: xChannel,
            y: yChannel,
            series: series, seriesType: choices.seriesType, filters: filters, sort: sort, xLabel: xLabel, yLabel: yLabel, unit: unit,
            titles: EncodingTitle(locale: try ChartLocale.locale(locale ?? ChartLocale.default)))
        if shorthand.transforms || xLabel != nil || yLabel != nil || unit != nil {
            var spec = try shorthand.spec(table: table, mark: choices.mark, xType: choices.xType, yType: choices.yType)
            try applySecondValues(to: &spec, table: table, x: xChannel, y: yChannel)
            let derived = spec.title
            applyOptions(to: &spec, choices: choices)
            if title == nil { spec.title = derived }
            return spec
        }
        let xType = try Self.columnType(table, x), yType = try Self.columnType(table, y)
        // The types are written into the spec, so `-o chart.json` reads back as the same chart (the inline
        // rows alone would be inferred again: `--x-type category` on years would come back as numbers).
        var channels: [Channel: EncodingSpec] = [.x: EncodingSpec(field: x, type: xType),
                                                 .y: EncodingSpec(field: y, type: yType)]
        if let series {
            let seriesType = ShorthandChart.seriesType(try Self.columnType(table, series), declared: choices.seriesType)
            channels[.color] = EncodingSpec(field: series, type: seriesType)
            // A continuous color (`:Q`) has no shapes to match it.
            if seriesType != .number { channels[.symbol] = EncodingSpec(field: series, type: seriesType) }
        }
        let xColumn = try table.column(named: x)
        let seriesColumn = try series.map { name throws(PlotlineError) in try table.column(named: name) }
        let chosen = choices.mark ?? Self.defaultMark(x: xColumn, xType: xType, y: yType, series: seriesColumn)
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: chosen, channels: ShorthandChart.channels(channels, for: chosen))])
        try applySecondValues(to: &spec, table: table, x: xChannel, y: yChannel)
        applyOptions(to: &spec, choices: choices)
        return spec
    }

    /// `--y2` / `--x2`: the mark spans from the first column to the second (a band, a range bar, an error bar),
    /// as a spec's `yStart` and `yEnd`.
    func applySecondValues(to spec: inout ChartSpec, table: DataTable, x: ChannelShorthand, y: ChannelShorthand) throws {
        let seconds: [(String?, String, Channel, Channel, Channel, ChannelShorthand)] = [
            (y2, "--y2", .y, .yStart, .yEnd, y), (x2, "--x2", .x, .xStart, .xEnd, x),
        ]
        for (second, option, axis, start, end, first) in seconds {
            guard let second else { continue }
            guard first.function == nil, first.fields.count == 1 else {
                throw CommandError(message: "\(option) goes with a plain column on \(option.dropLast()), not '\(Excerpt.quote(first.text))'")
            }
            guard table.columnNames.contains(second) else {
                throw CommandError(message: "\(option): " + PlotlineError.columnNotFound(second, available: table.columnNames).description)
            }
            guard var mark = spec.marks.first, let from = mark[axis] else { continue }
            mark[start] = from
            mark[axis] = nil
            mark[end] = EncodingSpec(field: second, type: try Self.columnType(table, second), label: from.label, unitName: from.unitName)
            spec.marks[0] = mark
        }
    }

    /// The type of a column, or an error naming the columns there are. Not inlined: Swift 6.3's optimizer
    /// crashed ("Found outside of lifetime use", CopyPropagation) on `column.type` inlined into
    /// `specFromData` in a release build.
    @inline(never)
    static func columnType(_ table: DataTable, _ name: String) throws(PlotlineError) -> ColumnType {
        try table.column(named: name).type
    }

    /// Dates on x: a line; categories on x: bars; two numbers: points, unless the numbers on x are years
    /// that each series holds once (``yearsAlong(_:type:series:)``): time as much as dates are, a line.
    /// `x` is the column on x, `xType` the type it is read as (`--x year:N` reads years as categories),
    /// `series` the column naming the series, if any.
    static func defaultMark(x: Column, xType: ColumnType? = nil, y: ColumnType, series: Column? = nil) -> MarkType {
        switch (xType ?? x.type, y) {
        case (.date, _): .line
        case (.category, _), (_, .category): .bar
        case (.number, _) where yearsAlong(x, type: xType, series: series): .line
        default: .point
        }
    }

    /// Whether a column read as numbers is years (``Column/holdsYears``; read as categories, `year:N`, it is
    /// not) that no series holds twice: a country's life expectancy by year is a line, the countries of a
    /// region by year are points (a line would zigzag between them).
    static func yearsAlong(_ column: Column, type: ColumnType? = nil, series: Column? = nil) -> Bool {
        guard isYears(column, type: type), case .numbers(let years) = column.values else { return false }
        var seen: [String: Set<Double>] = [:]
        for (row, year) in years.enumerated() where year.isFinite {
            let key: String = switch series?.values {
            case .categories(let names)?: names[row] ?? ""
            case .numbers(let v)?, .dates(let v)?: String(v[row])
            case nil: ""
            }
            guard seen[key, default: []].insert(year).inserted else { return false }
        }
        return true
    }

    /// Whether a column read as numbers is years (``Column/holdsYears``); read as categories (`year:N`) it is not.
    static func isYears(_ column: Column, type: ColumnType? = nil) -> Bool {
        (type ?? column.type) == .number && column.holdsYears
    }

    func applyOptions(to spec: inout ChartSpec, choices: Choices) {
        if let title { spec.title = title }
        if let xLabel { spec.xAxis = (spec.xAxis ?? AxisSpec()).withTitle(xLabel) }
        if let yLabel { spec.yAxis = (spec.yAxis ?? AxisSpec()).withTitle(yLabel) }
        if let subtitle { spec.subtitle = subtitle }
        if let width { spec.width = width }
        if let height { spec.height = height }
        if let locale { spec.locale = locale }
        if let timeZone { spec.timeZone = timeZone }
        if let xScale = choices.xScale { spec.xScale = (spec.xScale ?? ScaleSpec()).withType(xScale) }
        if let yScale = choices.yScale { spec.yScale = (spec.yScale ?? ScaleSpec()).withType(yScale) }
        if let xDomain { spec.xScale = (spec.xScale ?? ScaleSpec()).withDomain(Self.domain(xDomain)) }
        if let yDomain { spec.yScale = (spec.yScale ?? ScaleSpec()).withDomain(Self.domain(yDomain)) }
    }

    /// "0,100" as two numbers; anything else as strings (dates or categories).
    static func domain(_ text: String) -> [JSONScalar] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if let number = Double(trimmed), number.isFinite { return .number(number) }
            return .string(trimmed)
        }
    }
}

enum TimeZoneOption {
    static func parse(_ name: String?) throws(PlotlineError) -> TimeZone {
        guard let name else { return TimeZone(identifier: "UTC")! }
        guard let zone = TimeZone(identifier: name) else {
            throw PlotlineError.invalidOption(name: "--time-zone", reason: "unknown time zone '\(Excerpt.quote(name))'; use a name like UTC, Europe/Berlin or America/New_York")
        }
        return zone
    }
}

extension AxisSpec {
    func withTitle(_ title: String) -> AxisSpec { var s = self; s.title = title; return s }
}

extension ScaleSpec {
    func withType(_ type: ScaleType) -> ScaleSpec { var s = self; s.type = type; return s }
    func withDomain(_ domain: [JSONScalar]) -> ScaleSpec { var s = self; s.domain = domain; return s }
}
