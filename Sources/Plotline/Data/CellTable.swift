import Foundation
import PlotlineScene

/// Cells on their way to type inference: every value as its text (a range of one byte buffer) and, for
/// JSON, its kind (a string, a number, a boolean or missing). A JSON file, a spec's inline values and a
/// database's first rows all become columns here, through the same limits and the same inference
/// (``TypeInference``), so the same values get the same types whichever way they arrive, and none goes
/// through JSON or CSV text written only to be read again.
struct CellTable {
    /// One column's cells as ranges of `text`, with their kinds.
    struct Column {
        var starts: [Int] = []
        var ends: [Int] = []
        /// ``TypeInference/Kind`` raw values; empty when every cell is text (CSV, a database's values).
        var kinds: [UInt8] = []
    }

    /// Column names in the order they were first seen.
    var names: [String] = []
    var columns: [Column] = []
    /// The text of every cell: unescaped strings, number literals, `true`/`false`.
    var text: [UInt8] = []
    var rowCount = 0
    /// Whether the cells carry JSON kinds (a string stays text, `"12"` is not a number) or are all text,
    /// read as a CSV file's are.
    var typed: Bool
    /// Whether numbers written with a unit or a suffix (`$1,200`, `12%`, `1.2k`) are read as numbers
    /// (``WrittenNumber``), and whether the line saying so is given (not for a database's first rows, whose
    /// every row is read again and said then).
    var readsWrittenNumbers = true
    var saysWrittenNumbers = true

    init(typed: Bool) { self.typed = typed }

    init(names: [String], columns: [Column], text: [UInt8], rowCount: Int, typed: Bool) {
        self.names = names
        self.columns = columns
        self.text = text
        self.rowCount = rowCount
        self.typed = typed
    }

    /// Adds a column of no cells yet, missing in every row so far; returns its index.
    mutating func addColumn(_ name: String) -> Int {
        names.append(name)
        columns.append(Column(starts: Array(repeating: 0, count: rowCount), ends: Array(repeating: 0, count: rowCount),
                              kinds: typed ? Array(repeating: TypeInference.Kind.missing.rawValue, count: rowCount) : []))
        return columns.count - 1
    }

    /// Appends a cell to a column: its text and, for typed cells, its kind.
    mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes, kind: TypeInference.Kind, to column: Int) {
        columns[column].starts.append(text.count)
        text.append(contentsOf: bytes)
        columns[column].ends.append(text.count)
        if typed { columns[column].kinds.append(kind.rawValue) }
    }

    /// Ends a row: a column with no cell in it gets a missing one.
    mutating func endRow() {
        rowCount += 1
        for c in columns.indices where columns[c].starts.count < rowCount {
            columns[c].starts.append(0)
            columns[c].ends.append(0)
            if typed { columns[c].kinds.append(TypeInference.Kind.missing.rawValue) }
        }
    }

    /// The cells as a table: within the read limits (rows, columns), `types` naming columns there are,
    /// each column's type inferred from its cells. `source` names the input in errors.
    func table(source: String, types: [String: ColumnType], timeZone: TimeZone) throws(PlotlineError) -> DataTable {
        guard rowCount > 0, !names.isEmpty else { throw PlotlineError.emptyData(source: source) }
        let limits = ReadLimits.current
        if rowCount > limits.maxRows { throw CSVReader.tooManyRows(source: source, limits: limits) }
        if names.count > limits.maxColumns {
            throw PlotlineError.inputLimit(source: source, reason: "has \(names.count) columns, more than "
                                           + "\(limits.maxColumns) (--max-columns raises the limit)")
        }
        try TypeInference.checkOverrides(types, names: names)
        var result: [Plotline.Column] = []
        for (index, name) in names.enumerated() {
            let column = columns[index]
            result.append(try text.withUnsafeBufferPointer { (bytes) throws(PlotlineError) -> Plotline.Column in
                try column.starts.withUnsafeBufferPointer { (starts) throws(PlotlineError) -> Plotline.Column in
                    try column.ends.withUnsafeBufferPointer { (ends) throws(PlotlineError) -> Plotline.Column in
                        try column.kinds.withUnsafeBufferPointer { (kinds) throws(PlotlineError) -> Plotline.Column in
                            var cells = TypeInference.Cells(bytes: bytes, starts: starts, ends: ends, kinds: kinds,
                                                            offset: 0, stride: 1, count: rowCount)
                            cells.readsWrittenNumbers = readsWrittenNumbers
                            cells.saysWrittenNumbers = saysWrittenNumbers
                            return try TypeInference.column(name: name, cells: cells, forced: types[name], timeZone: timeZone)
                        }
                    }
                }
            })
        }
        return try DataTable(columns: result)
    }
}

extension DataTable {
    /// A table from rows of text (nil for a missing value), each column's type inferred as a CSV file's
    /// cells are: a database's first rows, read as the values they are rather than as CSV text written to
    /// be parsed again. `source` names the input in errors. With `writtenNumbers` false, text such as `$1,200`
    /// or `12%` stays text; with `saysWrittenNumbers` false it is read without the line that says so (a
    /// database's first rows, whose column is read again whole, as a file's is, and said then).
    public static func inferring(names: [String], rows: [[String?]], source: String, types: [String: ColumnType] = [:],
                                 timeZone: TimeZone = .gmt, writtenNumbers: Bool = true,
                                 saysWrittenNumbers: Bool = true) throws(PlotlineError) -> DataTable {
        var cells = CellTable(typed: false)
        cells.readsWrittenNumbers = writtenNumbers
        cells.saysWrittenNumbers = saysWrittenNumbers
        for name in names { _ = cells.addColumn(name) }
        for row in rows {
            for (column, text) in row.prefix(names.count).enumerated() {
                if let text { cells.append(text.utf8, kind: .text, to: column) }
            }
            cells.endRow()
        }
        return try cells.table(source: source, types: types, timeZone: timeZone)
    }
}
