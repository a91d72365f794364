import Foundation
import Plotline

/// The relation's columns as the chart reads them: each one's type (the first rows' as a CSV file's, or the
/// encoding's), and for a date column how its values are written (``DateReading``), so that SQL reads every
/// row as those first rows were read.
struct SQLColumns: Sendable {
    var types: [String: ColumnType]
    var dateReadings: [String: DateReading] = [:]
    /// Date columns whose first rows hold text other than ISO 8601 (written dates, `NA`): text columns, whose
    /// missing markers a database that reads dates by type is told to skip (``SQLDialect/missingMarkers``).
    var writtenDates: Set<String> = []

    subscript(_ field: String) -> ColumnType? { types[field] }

    var names: [String] { types.keys.sorted() }

    /// The column's values as the engine reads a file's (``SQLDialect/value(_:_:_:)``); a column not known is text.
    func value(_ field: String, _ dialect: SQLDialect) throws(PlotlineError) -> String {
        let type = types[field] ?? .category
        var column = try dialect.quote(field)
        if type == .date, writtenDates.contains(field), let markers = dialect.missingMarkers { column = markers(column) }
        return dialect.value(column, type, dateReadings[field] ?? .written(dayFirst: false))
    }

    /// The order of day and month the database is to read numeric text dates in where it reads one order for
    /// a whole statement (PostgreSQL's `DateStyle`): the order a column's values showed against the locale's
    /// (`localeDayFirst`), else the locale's.
    func dayFirst(localeDayFirst: Bool) -> Bool {
        dateReadings.values.contains(.written(dayFirst: !localeDayFirst)) ? !localeDayFirst : localeDayFirst
    }

    /// The author's strftime pattern a date column is read with, if any (which only some databases can run).
    var datePattern: (field: String, pattern: DatePattern)? {
        for field in dateReadings.keys.sorted() {
            if case .pattern(let pattern)? = dateReadings[field], pattern.isPattern, types[field] == .date { return (field, pattern) }
        }
        return nil
    }
}
