import Plotline

/// What differs between the SQL of two databases, for the statements Plotline sends: placeholders, the
/// seconds of a date, cutting a number to a whole one, comparing values that may be NULL, and the order of
/// a table's rows. Everything else is written once, in SQL both understand.
public struct SQLDialect: Sendable {
    public var name: String
    /// The placeholder of the `n`th bound value (from 1): `?` or `$n`.
    public var placeholder: @Sendable (Int) -> String
    /// Seconds since 1970 of a date column, as a double; NULL where it is not a date.
    public var epochSeconds: @Sendable (String) -> String
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

    public init(name: String, placeholder: @escaping @Sendable (Int) -> String,
                epochSeconds: @escaping @Sendable (String) -> String, number: @escaping @Sendable (String) -> String,
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

    /// An identifier in double quotes, quotes inside doubled; a NUL (which no database names) is refused.
    public func quote(_ identifier: String) throws(PlotlineError) -> String {
        guard !identifier.contains("\0"), !identifier.isEmpty else {
            throw PlotlineError.invalidOption(name: "database", reason: "'\(identifier.replacingOccurrences(of: "\0", with: "\\0"))' is not a name a table or column can have")
        }
        return "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// SQLite: dates are ISO 8601 text, read by `plotline_epoch` (a function the connection registers, which
    /// reads text as a CSV file's dates are read, in the connection's time zone); other values by `unixepoch`.
    /// Rows in `rowid` order.
    public static let sqlite = SQLDialect(
        name: "SQLite", placeholder: { _ in "?" },
        epochSeconds: { "(CASE WHEN typeof(\($0)) = 'text' THEN plotline_epoch(\($0)) ELSE CAST(unixepoch(\($0)) AS REAL) END)" }, number: { "CAST(\($0) AS REAL)" },
        text: { "CAST(\($0) AS TEXT)" }, truncate: { "CAST(\($0) AS INTEGER)" },
        same: { "\($0) IS \($1)" }, tableRowOrder: "rowid", rowOrderValue: { $0 },
        rowOrderArray: nil)

    /// PostgreSQL: dates of any date or time type (or ISO text; those without an offset in the session's
    /// time zone, which the connection sets to its own), rows in `ctid` order (the order a table
    /// was loaded in, within one transaction).
    public static let postgres = SQLDialect(
        name: "PostgreSQL", placeholder: { "$\($0)" },
        epochSeconds: { "CAST(extract(epoch FROM CAST(\($0) AS timestamptz)) AS double precision)" },
        number: { "CAST(\($0) AS double precision)" }, text: { "CAST(\($0) AS text)" },
        truncate: { "CAST(floor(\($0)) AS bigint)" },
        same: { "\($0) IS NOT DISTINCT FROM \($1)" }, tableRowOrder: "ctid", rowOrderValue: { "CAST(\($0) AS text)" },
        rowOrderArray: { expr, placeholder, isTable in "\(expr) = ANY(CAST(\(placeholder) AS \(isTable ? "tid" : "bigint")[]))" })
        .with { $0.orderedSum = { values, order in "sum(\(values) ORDER BY \(order))" } }

    func with(_ change: (inout SQLDialect) -> Void) -> SQLDialect {
        var copy = self
        change(&copy)
        return copy
    }
}
