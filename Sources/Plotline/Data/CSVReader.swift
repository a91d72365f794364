import Foundation
import PlotlineScene

/// Reads comma-separated values (RFC 4180) into a ``DataTable``.
///
/// - The first non-blank line is the header; its names are trimmed of spaces and tabs, and must be
///   non-empty and distinct.
/// - Fields are separated by commas (or, read from an input, the delimiter guessed or declared: see
///   ``read(from:types:timeZone:chunkSize:declared:)``). A field that starts with `"` is quoted: it may contain commas,
///   line breaks and `""` (one quote). Nothing but a comma or a line end may follow the closing quote,
///   and a quote may not appear inside an unquoted field.
/// - Lines end with LF, CRLF or CR; the last line may lack one. Blank lines at the end are ignored;
///   a blank line between rows is a missing value when there is one column, and an error otherwise.
/// - Input is UTF-8, with or without a byte order mark.
/// - Every row must have as many fields as the header.
///
/// Column types are inferred as described in `TypeInference` unless `types` names them.
/// Errors name the physical line (from 1), counting line breaks inside quoted fields.
public enum CSVReader {
    /// Reads CSV from its bytes. `source` names the input in errors (usually the file path).
    public static func read(_ bytes: [UInt8], source: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        // All numbers and nothing quoted: one pass, no copy (CSVNumericReader).
        if let table = try bytes.withUnsafeBufferPointer({ (p) throws(PlotlineError) in try CSVNumericReader.read(p, types: types) }) {
            return table
        }
        return try readAnyCSV(bytes, source: source, types: types, timeZone: timeZone)
    }

    /// Reads a CSV file; errors name `path` as the source.
    ///
    /// A file of numbers is read in chunks of about a megabyte, the unfinished last line of each carried
    /// to the next, so memory is the columns plus one chunk, not the file and the columns. Any other
    /// file (quotes, text, dates, an error to report) is read whole by the general reader.
    public static func read(contentsOf path: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        try read(contentsOf: path, types: types, timeZone: timeZone, chunkSize: InputSource.defaultChunkSize)
    }

    /// ``read(contentsOf:types:timeZone:)`` with the chunk size chosen (tests put chunk ends everywhere).
    static func read(contentsOf path: String, types: [String: ColumnType], timeZone: TimeZone,
                     chunkSize: Int) throws(PlotlineError) -> DataTable {
        let source = try InputSource(path: path)
        defer { source.close() }
        return try read(from: source, types: types, timeZone: timeZone, chunkSize: chunkSize)
    }

    /// Reads CSV from `source` (a file, standard input, bytes) as ``read(contentsOf:types:timeZone:)`` reads
    /// a file: numbers in chunks, anything else whole; within ``ReadLimits/current``, and checked as it
    /// streams (no NUL byte, well-formed UTF-8, no line longer than ``ReadLimits/maxLineBytes``).
    ///
    /// The delimiter (comma, semicolon, tab or pipe) and a decimal comma are the author's
    /// (``ReadContext/delimiter``, ``ReadContext/decimalComma``), else `declared` (a `.tsv` file's tabs),
    /// else guessed from the first bytes (``TextDialect``), and a guess other than commas is said in one line.
    public static func read(from source: InputSource, types: [String: ColumnType] = [:], timeZone: TimeZone = .gmt,
                            chunkSize: Int = InputSource.defaultChunkSize,
                            declared: TextDialect? = nil) throws(PlotlineError) -> DataTable {
        source.check = .csv
        let dialect = try TextDialect.decide(source, declared: declared)
        if dialect == .comma, let table = try CSVNumericReader.read(source: source, types: types, chunkSize: chunkSize) {
            return table
        }
        try source.rewind()
        return try readAnyCSV(source.readToEnd(), source: source.name, types: types, timeZone: timeZone, dialect: dialect)
    }

    /// The general reader: any valid CSV, and the error for any invalid one.
    /// Grouped numbers (`"1,200"`, or `1.200,5` with a decimal comma) are rewritten in place as numbers
    /// (``NumberGrouping``) before types are inferred.
    static func readAnyCSV(_ bytes: consuming [UInt8], source: String, types: [String: ColumnType],
                           timeZone: TimeZone, dialect: TextDialect = .comma) throws(PlotlineError) -> DataTable {
        var buffer = bytes  // unescaping `""` and regrouping numbers happen in place, in this copy
        let parsed = try buffer.withUnsafeMutableBufferPointer { (p) throws(PlotlineError) -> Parsed? in
            var parser = Parser(p: p, source: source, delimiter: dialect.delimiter)
            guard var parsed = try parser.parse() else { return nil }
            // Between commas a grouped number must be quoted ("1,200"): a comma file with no quoted field
            // has none, and its millions of cells are not looked at again.
            guard dialect.delimiter != TextDialect.comma.delimiter || dialect.decimalComma || parser.sawQuotedField
            else { return parsed }
            for k in parsed.ends.indices {
                parsed.ends[k] = NumberGrouping.rewrite(p, start: parsed.starts[k], end: parsed.ends[k],
                                                        decimalComma: dialect.decimalComma)
            }
            return parsed
        }
        guard let parsed, parsed.rowCount > 0 else { throw PlotlineError.emptyData(source: source) }
        try TypeInference.checkOverrides(types, names: parsed.names)
        return try buffer.withUnsafeBufferPointer { (bytes) throws(PlotlineError) -> DataTable in
            try parsed.starts.withUnsafeBufferPointer { (starts) throws(PlotlineError) -> DataTable in
                try parsed.ends.withUnsafeBufferPointer { (ends) throws(PlotlineError) -> DataTable in
                    var columns: [Column] = []
                    for (index, name) in parsed.names.enumerated() {
                        var cells = TypeInference.Cells(
                            bytes: bytes, starts: starts, ends: ends, kinds: UnsafeBufferPointer(start: nil, count: 0),
                            offset: index, stride: parsed.names.count, count: parsed.rowCount)
                        // `1.200,50 €` in a file of decimal commas.
                        if dialect.decimalComma { cells.decimalComma = true }
                        columns.append(try TypeInference.column(name: name, cells: cells, forced: types[name], timeZone: timeZone))
                    }
                    return try DataTable(columns: columns)
                }
            }
        }
    }

    /// Reads CSV from `Data`, like the `[UInt8]` version.
    public static func read(_ data: Data, source: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        let fast = data.withUnsafeBytes { raw in
            Result { () throws(PlotlineError) in try CSVNumericReader.read(raw.bindMemory(to: UInt8.self), types: types) }
        }
        if let table = try fast.get() { return table }
        return try read([UInt8](data), source: source, types: types, timeZone: timeZone)
    }

    /// Reads CSV from text, as for literal data in tests and specs.
    public static func read(_ text: String, source: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        try read(Array(text.utf8), source: source, types: types, timeZone: timeZone)
    }

    static func tooManyColumns(_ count: Int, source: String, limits: ReadLimits) -> PlotlineError {
        .inputLimit(source: source, reason: "the header has \(count) columns, more than \(limits.maxColumns) "
                    + "(--max-columns raises the limit)")
    }

    static func tooManyRows(source: String, limits: ReadLimits) -> PlotlineError {
        .inputLimit(source: source, reason: "has more than \(limits.maxRows) data rows (--max-rows raises the limit)")
    }

    // MARK: - Parsing

    /// The header names and every data field, row by row, as byte ranges of the (unescaped) buffer.
    struct Parsed {
        var names: [String]
        var starts: [Int]
        var ends: [Int]
        var rowCount: Int
    }

    private enum Byte {
        static let quote: UInt8 = 0x22
        static let lf: UInt8 = 0x0A
        static let cr: UInt8 = 0x0D
    }

    private struct Parser {
        let p: UnsafeMutableBufferPointer<UInt8>
        let source: String
        /// The byte between fields: a comma, or the dialect's.
        let delimiter: UInt8
        /// Whether some field was quoted (only a quoted field can hold a comma-grouped number).
        var sawQuotedField = false
        let limits = ReadLimits.current
        var i = 0
        var line = 1
        var starts: [Int] = []
        var ends: [Int] = []

        init(p: UnsafeMutableBufferPointer<UInt8>, source: String, delimiter: UInt8) {
            self.p = p
            self.source = source
            self.delimiter = delimiter
        }

        /// `nil` when there is no header at all.
        mutating func parse() throws(PlotlineError) -> Parsed? {
            if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
            if let bad = UTF8Check.firstInvalidOffset(UnsafeBufferPointer(p), from: i) {
                let line = UTF8Check.lineAndColumn(UnsafeBufferPointer(p), offset: bad).line
                throw PlotlineError.malformedCSV(line: line, reason: "invalid UTF-8 (byte 0x\(hex(p[bad])))")
            }

            // The header: the first non-blank line.
            while skipBlankLine() {}
            if i == p.count { return nil }
            let headerLine = line
            let width = try readRecord()
            if width > limits.maxColumns { throw CSVReader.tooManyColumns(width, source: source, limits: limits) }
            var names: [String] = []
            var firstColumn: [String: Int] = [:]
            for k in 0..<width {
                let name = String(decoding: UnsafeBufferPointer(rebasing: p[starts[k]..<ends[k]]), as: UTF8.self)
                    .trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
                if name.isEmpty {
                    throw PlotlineError.malformedCSV(line: headerLine, reason: "column \(k + 1) of the header has no name")
                }
                if let first = firstColumn[name] {
                    throw PlotlineError.malformedCSV(
                        line: headerLine, reason: "the header names '\(name)' twice (columns \(first + 1) and \(k + 1))")
                }
                firstColumn[name] = k
                names.append(name)
            }
            starts.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)

            // The rows.
            var rowCount = 0
            var blankLines: [Int] = []
            while i < p.count {
                let lineBefore = line
                if skipBlankLine() {
                    blankLines.append(lineBefore)
                    continue
                }
                for blank in blankLines {
                    guard width == 1 else {
                        throw PlotlineError.malformedCSV(line: blank, reason: "the line is empty; the header has \(width) fields")
                    }
                    starts.append(0)
                    ends.append(0)
                    rowCount += 1
                }
                blankLines.removeAll()
                let recordLine = line
                let fields = try readRecord()
                if fields != width {
                    throw PlotlineError.malformedCSV(
                        line: recordLine,
                        reason: "line \(recordLine) has \(fields) field\(fields == 1 ? "" : "s"); the header has \(width)")
                }
                rowCount += 1
                if rowCount > limits.maxRows { throw CSVReader.tooManyRows(source: source, limits: limits) }
            }
            return Parsed(names: names, starts: starts, ends: ends, rowCount: rowCount)
        }

        private func hex(_ byte: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }

        /// Consumes a line break at `i`, if there is one.
        @inline(__always) private mutating func skipLineBreak() -> Bool {
            guard i < p.count else { return false }
            if p[i] == Byte.lf {
                i += 1
            } else if p[i] == Byte.cr {
                i += 1
                if i < p.count, p[i] == Byte.lf { i += 1 }
            } else {
                return false
            }
            line += 1
            return true
        }

        private mutating func skipBlankLine() -> Bool { skipLineBreak() }

        /// Reads the fields of one record, appending their ranges, and consumes its line break.
        /// Returns the number of fields.
        private mutating func readRecord() throws(PlotlineError) -> Int {
            var count = 0
            while true {
                count += 1
                if i < p.count, p[i] == Byte.quote {
                    try readQuotedField(number: count)
                } else {
                    try readPlainField(number: count)
                }
                // `i` is now at a comma, a line break or the end.
                if i < p.count, p[i] == delimiter {
                    i += 1
                    continue
                }
                _ = skipLineBreak()
                return count
            }
        }

        private mutating func readPlainField(number: Int) throws(PlotlineError) {
            let start = i
            let n = p.count
            while i < n {
                let b = p[i]
                if b == delimiter || b == Byte.lf || b == Byte.cr { break }
                if b == Byte.quote {
                    throw PlotlineError.malformedCSV(
                        line: line,
                        reason: "field \(number) has a quote inside an unquoted value; quote the whole field and write \"\" for each quote in it")
                }
                i += 1
            }
            starts.append(start)
            ends.append(i)
        }

        private mutating func readQuotedField(number: Int) throws(PlotlineError) {
            sawQuotedField = true
            let openLine = line
            i += 1  // the opening quote
            let start = i
            var write = i  // where unescaped bytes go; trails `i` once a `""` has been seen
            let n = p.count
            while true {
                guard i < n else {
                    throw PlotlineError.malformedCSV(line: openLine, reason: "field \(number) opens a quote that is never closed")
                }
                let b = p[i]
                if b == Byte.quote {
                    if i + 1 < n, p[i + 1] == Byte.quote {  // "" is one quote
                        p[write] = Byte.quote
                        write += 1
                        i += 2
                        continue
                    }
                    break
                }
                if b == Byte.lf {
                    line += 1
                } else if b == Byte.cr, !(i + 1 < n && p[i + 1] == Byte.lf) {
                    line += 1
                }
                if write != i { p[write] = b }
                write += 1
                i += 1
            }
            i += 1  // the closing quote
            starts.append(start)
            ends.append(write)
            if i < n, p[i] != delimiter, p[i] != Byte.lf, p[i] != Byte.cr {
                throw PlotlineError.malformedCSV(
                    line: line, reason: "field \(number) has text after its closing quote; write \"\" for a quote inside a quoted field")
            }
        }
    }
}
