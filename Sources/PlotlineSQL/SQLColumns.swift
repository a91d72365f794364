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
    /// Date columns read in memory, every row's text by the file's rules (``DateReading``), because the
    /// database would not read them as a file does: numbers with slashes whose order the first rows do not
    /// show (a file decides it from every value), written forms a database reads its own way (PostgreSQL's
    /// `DateStyle`, its dots), numbers forced to dates where the database cannot.
    var memoryDates: Set<String> = []
    /// Text columns of numbers written with a unit (`$1,200`, `12%`, ``UnitSymbol``), read in memory: every
    /// row's text by the one rule a file's cells meet, since SQL would read such text as no number. The
    /// plan then runs in memory, as with ``memoryDates``, so a sum of them is the file's sum.
    var memoryNumbers: Set<String> = []

    /// Whether every row is read and the plan runs in memory.
    var readInMemory: Bool { !memoryDates.isEmpty || !memoryNumbers.isEmpty }

    /// Whether a column's values are sent as their text, to be read in memory.
    func readsText(_ field: String) -> Bool { memoryDates.contains(field) || memoryNumbers.contains(field) }

    subscript(_ field: String) -> ColumnType? { types[field] }

    var names: [String] { types.keys.sorted() }

    /// The column's values as the engine reads a file's (``SQLDialect/value(_:_:_:)``); a column not known is text.
    func value(_ field: String, _ dialect: SQLDialect) throws(PlotlineError) -> String {
        let type = types[field] ?? .category
        var column = try dialect.quote(field)
        if type == .date, writtenDates.contains(field), let markers = dialect.missingMarkers { column = markers(column) }
        return dialect.value(column, type, dateReadings[field] ?? .written(dayFirst: false))
    }
}
