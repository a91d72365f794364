import Plotline

/// What differs between the SQL of two databases, for the statements Plotline sends: placeholders, the
/// seconds of a date, cutting a number to a whole one, comparing values that may be NULL, and the order of
/// a table's rows. Everything else is written once, in SQL both understand.
public struct SQLDialect: Sendable {
    public var name: String
    /// The placeholder of the `n`th bound value (from 1): `?` or `$n`.
    public var placeholder: @Sendable (Int) -> String
    /// Seconds since 1970 of a date column whose values are written as the ``DateReading`` says, as a double;
    /// NULL where it is not a date.
    public var epochSeconds: @Sendable (String, DateReading) -> String
    /// A column as a double (NULL where missing).
    public var number: @Sendable (String) -> String
    /// A column as text (NULL where missing).
    public var text: @Sendable (String) -> String
    /// A number at or above 0 cut to the whole number below it, as an integer.
    public var truncate: @Sendable (String) -> String
    /// `a` and `b` are the same, NULL equal to NULL.
    public var same: @Sendable (String, String) -> String
    /// The expression of a table's row order: the order its rows were stored in.
    public var tableRowOrder: String
    /// The row order as a value the client can read and send back (text or a number).
    public var rowOrderValue: @Sendable (String) -> String
    /// `expr` is one of the row orders bound at `placeholder` (all of them as one array, in `{...}` text),
    /// a table's (`isTable`) or a query's (numbers); nil when each value is bound on its own (`IN (?, ?)`).
    public var rowOrderArray: (@Sendable (_ expr: String, _ placeholder: String, _ isTable: Bool) -> String)?
    /// A sum over `values` in the order of `order` (`sum(v ORDER BY o)`), so it adds as a file's rows do; nil
    /// where aggregates take no order, and the rows are summed as the database reads them.
    public var orderedSum: (@Sendable (_ values: String, _ order: String) -> String)? = nil
    /// The integer key of a time unit (``TimeGroupKeys``) of the instant `seconds` since 1970, in the
    /// connection's time zone (the chart's), with weeks starting on `weekStart` (0 for Sunday); NULL where the
    /// instant is missing. Nil where the dialect cannot, and such groups run in memory.
    public var timeKey: (@Sendable (_ grouping: TimeGrouping, _ seconds: String, _ weekStart: Int) -> String)? = nil
    /// The bin (0 to count - 1) of a number as the engine cuts it (``BinCut``), NULL where it is missing or
    /// outside the cut's range; the cut's numbers bound through `builder`. Nil where the dialect cannot.
    var binIndex: (@Sendable (_ value: String, _ cut: BinCut, _ builder: inout SQLBuilder) -> String)? = nil
    /// Whether ``epochSeconds`` reads the author's strftime patterns (else only Unix time and written dates).
    public var readsDatePatterns = false
    /// Whether ``epochSeconds`` reads dates written as text in other forms than ISO 8601 as a file's are, and
    /// numbers as years; where not, such columns are read in memory.
    public var readsWrittenDates = false
    /// A text column with the missing markers a file's dates may hold (`NA`, `n/a`, `-`, empty text: those
    /// the file reader reads as missing) made NULL, for a database that would refuse them as dates; nil
    /// where ``epochSeconds`` reads them as missing itself.
    public var missingMarkers: (@Sendable (String) -> String)? = nil
    /// Values bound at `placeholder` as one array (its `{...}` literal text, or numbers) of `elementType`, for `= ANY(...)`
    /// (which the database looks up in a hash) and `unnest(...)`; nil where the database has no arrays.
    public var boundArray: (@Sendable (_ placeholder: String, _ elementType: String) -> String)? = nil

    public init(name: String, placeholder: @escaping @Sendable (Int) -> String,
                epochSeconds: @escaping @Sendable (String, DateReading) -> String, number: @escaping @Sendable (String) -> String,
                text: @escaping @Sendable (String) -> String, truncate: @escaping @Sendable (String) -> String,
                same: @escaping @Sendable (String, String) -> String, tableRowOrder: String,
                rowOrderValue: @escaping @Sendable (String) -> String,
                rowOrderArray: (@Sendable (String, String, Bool) -> String)?) {
        self.name = name
        self.placeholder = placeholder
        self.epochSeconds = epochSeconds
        self.number = number
        self.text = text
        self.truncate = truncate
        self.same = same
        self.tableRowOrder = tableRowOrder
        self.rowOrderValue = rowOrderValue
        self.rowOrderArray = rowOrderArray
    }

    /// A column's values as the engine reads a file's: numbers as doubles, dates as seconds since 1970, text
    /// with empty text missing (an empty field in a CSV file is a missing value).
    func value(_ column: String, _ type: ColumnType, _ reading: DateReading) -> String {
        switch type {
        case .number: number(column)
        case .date: epochSeconds(column, reading)
        case .category: "NULLIF(\(text(column)), '')"
        }
    }

    /// An identifier in double quotes, quotes inside doubled; a NUL (which no database names) is refused.
    public func quote(_ identifier: String) throws(PlotlineError) -> String {
        guard !identifier.contains("\0"), !identifier.isEmpty else {
            throw PlotlineError.invalidOption(name: "database", reason: "'\(identifier.replacingOccurrences(of: "\0", with: "\\0"))' is not a name a table or column can have")
        }
        return "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// SQLite: numbers stored as text are read by `plotline_number` (the connection's function, the file
    /// reader's rule: empty text, `NA` or `about 5` are missing, where SQLite's own CAST would make them 0);
    /// dates are read by `plotline_epoch(value, reading)` (a function the connection registers, which
    /// reads each value's text as a CSV file's dates are read, with the column's ``DateReading/code``, in the
    /// connection's time zone). Rows in `rowid` order.
    public static let sqlite = SQLDialect(
        name: "SQLite", placeholder: { _ in "?" },
        epochSeconds: { column, reading in "plotline_epoch(\(column), '\(reading.code.replacingOccurrences(of: "'", with: "''"))')" },
        number: { "(CASE typeof(\($0)) WHEN 'real' THEN \($0) WHEN 'integer' THEN CAST(\($0) AS REAL) WHEN 'text' THEN plotline_number(\($0)) END)" },
        text: { "CAST(\($0) AS TEXT)" }, truncate: { "CAST(\($0) AS INTEGER)" },
        same: { "\($0) IS \($1)" }, tableRowOrder: "rowid", rowOrderValue: { $0 },
        rowOrderArray: nil)
        // plotline_time_key: the connection's function, which keys each instant as the engine does.
        .with {
            $0.readsDatePatterns = true
            $0.readsWrittenDates = true
            $0.timeKey = { grouping, seconds, weekStart in "plotline_time_key(\(seconds), '\(grouping.rawValue)', \(weekStart))" }
            // plotline_bin: the connection's function, which cuts as the engine does.
            $0.binIndex = { value, cut, b in
                "plotline_bin(\(value), \(b.bind(.double(cut.start))), \(b.bind(.double(cut.step))), \(b.bind(.integer(Int64(cut.count)))), "
                    + "\(b.bind(.integer(Int64(cut.decimals)))), \(b.bind(.double(cut.low))), \(b.bind(.double(cut.high))))"
            }
        }

    /// PostgreSQL: dates of any date or time type, or ISO 8601 text (without an offset in the session's time
    /// zone, which the connection sets), or Unix time where the author says (other text is read in memory); rows in `ctid` order (the order a table was loaded in, within one
    /// transaction). The author's strftime patterns are not read here.
    public static let postgres = SQLDialect(
        name: "PostgreSQL", placeholder: { "$\($0)" },
        epochSeconds: { column, reading in
            if case .pattern(let pattern) = reading, let units = pattern.unitsPerSecond {
                return "(CAST(\(column) AS double precision) / \(units))"
            }
            return "CAST(extract(epoch FROM CAST(\(column) AS timestamptz)) AS double precision)"
        },
        number: { "CAST(\($0) AS double precision)" }, text: { "CAST(\($0) AS text)" },
        truncate: { "CAST(floor(\($0)) AS bigint)" },
        same: { "\($0) IS NOT DISTINCT FROM \($1)" }, tableRowOrder: "ctid", rowOrderValue: { "CAST(\($0) AS text)" },
        rowOrderArray: { expr, placeholder, isTable in "\(expr) = ANY(CAST(\(placeholder) AS \(isTable ? "tid" : "bigint")[]))" })
        .with {
            $0.missingMarkers = { column in
                "(CASE WHEN upper(btrim(CAST(\(column) AS text), ' ' || chr(9))) IN ('', 'NA', 'NAN', 'N/A', '#N/A', 'NULL', '-', '?') "
                    + "THEN NULL ELSE \(column) END)"
            }
            $0.orderedSum = { values, order in "sum(\(values) ORDER BY \(order))" }
            $0.boundArray = { placeholder, type in "CAST(\(placeholder) AS \(type)[])" }
            $0.timeKey = postgresTimeKey
            // width_bucket over the engine's own edges: the number of edges at or below the value, so a value on
            // an edge is in the bin it starts, and the largest in the last.
            $0.binIndex = { value, cut, b in
                let edges = "{" + cut.edges.map { "\($0)" }.joined(separator: ",") + "}"
                return "(CASE WHEN \(value) >= \(b.bind(.double(cut.low))) AND \(value) <= \(b.bind(.double(cut.high))) THEN "
                    + "LEAST(GREATEST(width_bucket(\(value), CAST(\(b.bind(.text(edges))) AS double precision[])) - 1, 0), \(cut.count - 1)) END)"
            }
        }

    /// A time unit's key from the instant's local date and time in the session's zone (which the connection
    /// sets to the chart's): `to_timestamp` and the casts to `date` read it there. Instants PostgreSQL's
    /// timestamps cannot hold (before 4713 BC, or as far from 1970 as the engine refuses) have no key.
    private static let postgresTimeKey: @Sendable (TimeGrouping, String, Int) -> String = { grouping, seconds, weekStart in
        let at = "to_timestamp(\(seconds))"
        let days = "(CAST(\(at) AS date) - DATE '1970-01-01')"
        func part(_ field: String) -> String { "CAST(extract(\(field) FROM \(at)) AS bigint)" }
        // PostgreSQL counts 1 BC as year -1 (no year 0); the engine's years are astronomical (1 BC is 0).
        let year = "(\(part("year")) + CASE WHEN \(part("year")) < 0 THEN 1 ELSE 0 END)"
        let fromWeekStart = "(\(days) + \(4 - weekStart))"
        let key: String = switch grouping {
        case .year: year
        case .quarter: "\(year) * 4 + (\(part("month")) - 1) / 3"
        case .month: "\(year) * 12 + \(part("month")) - 1"
        case .week: "CAST(floor(CAST(\(fromWeekStart) AS double precision) / 7) AS bigint)"
        case .day: "CAST(\(days) AS bigint)"
        case .hour: "CAST(\(days) AS bigint) * 24 + \(part("hour"))"
        case .monthOfYear: "\(part("month")) - 1"
        case .dayOfWeek: "mod(mod(\(fromWeekStart), 7) + 7, 7)"
        case .hourOfDay: part("hour")
        }
        return "(CASE WHEN \(seconds) >= -210000000000 AND \(seconds) < 6e12 THEN \(key) END)"
    }

    func with(_ change: (inout SQLDialect) -> Void) -> SQLDialect {
        var copy = self
        change(&copy)
        return copy
    }
}
