import Foundation
import PlotlineScene

/// Reads JSON records into a ``DataTable``: an array of objects (`[{"date": "2024-08-06", "steps": 8200}, ...]`),
/// and the forms services return: objects inside records (`{"temp": {"max": 12.2}}`, the column `temp.max`), JSON
/// Lines (objects one after another), an array of arrays whose first names the columns, and an object holding
/// one array of records (`{"data": [...]}`, its other keys skipped). Each form other than the first is said in
/// one line (``ReadContext/warnings``).
///
/// - Columns are the union of the objects' keys, in the order they are first seen. A key missing
///   from an object, or `null`, is a missing value.
/// - Values may be numbers, strings, `true`/`false` (the categories "true" and "false") or `null`.
///   An array as a value is an error naming the element and key, like `$[3].tags`.
/// - Types are inferred as described in `TypeInference`: a column of JSON numbers holds numbers;
///   a column of ISO 8601 strings holds dates; numeric strings like `"12"` stay categories unless
///   `types` says `.number`. An empty string is a missing value, as an empty CSV cell is.
/// - A key that appears twice in one object is an error.
///
/// The parser is this library's own (JSONSerialization forgets the order of keys); syntax errors
/// name the line and column (counted in Unicode scalars, from 1).
public enum JSONTableReader {
    /// Reads JSON from its bytes (UTF-8, with or without a byte order mark). `source` names the input in errors.
    public static func read(_ bytes: [UInt8], source: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        let (parsed, notes) = try bytes.withUnsafeBufferPointer { (p) throws(PlotlineError) -> (Parsed?, [String]) in
            var parser = Parser(p: p)
            let parsed = try parser.parse()
            var notes: [String] = []
            if let form = parser.form { notes.append("read as \(form)") }
            if parser.nested, let parsed {
                let dotted = parsed.names.filter { $0.contains(".") }
                notes.append("objects inside the records are columns named by their path: " + Excerpt.list(dotted)
                             + " (--y \(dotted.first ?? "a.b") names one)")
            }
            return (parsed, notes)
        }
        for note in notes { ReadContext.current.warnings?.add(note) }
        guard let parsed else { throw PlotlineError.emptyData(source: source) }
        let cells = CellTable(names: parsed.names, columns: parsed.columns.map {
            CellTable.Column(starts: $0.starts, ends: $0.ends, kinds: $0.kinds)
        }, text: parsed.text, rowCount: parsed.rowCount, typed: true)
        return try cells.table(source: source, types: types, timeZone: timeZone)
    }

    /// Whether `bytes` hold more than one JSON value one after another, objects (JSON Lines).
    public static func holdsSeveralValues(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            var parser = Parser(p: p)
            return parser.startsJSONLines()
        }
    }

    /// Reads JSON from `source`, whole (within ``ReadLimits/maxBytes``); errors name the source.
    public static func read(from source: InputSource, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        source.check = .text
        return try read(source.readToEnd(), source: source.name, types: types, timeZone: timeZone)
    }

    /// Reads JSON from `Data`, like the `[UInt8]` version.
    public static func read(_ data: Data, source: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        try read([UInt8](data), source: source, types: types, timeZone: timeZone)
    }

    /// Reads JSON from text, as for literal data in tests and specs.
    public static func read(_ text: String, source: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        try read(Array(text.utf8), source: source, types: types, timeZone: timeZone)
    }

    // MARK: - Parsing

    /// One column's cells as ranges of `Parsed.text`.
    struct CellColumn {
        var starts: [Int] = []
        var ends: [Int] = []
        var kinds: [UInt8] = []
    }

    struct Parsed {
        var names: [String] = []
        var columns: [CellColumn] = []
        /// The text of every value: unescaped strings, number literals, `true`/`false`.
        var text: [UInt8] = []
        var rowCount = 0
    }

    private struct Parser {
        let p: UnsafeBufferPointer<UInt8>
        var i = 0
        var out = Parsed()
        var columnIndex: [String: Int] = [:]

        init(p: UnsafeBufferPointer<UInt8>) {
            self.p = p
        }

        private func fail(_ reason: String) -> PlotlineError {
            PlotlineError.malformedJSON(reason: reason)
        }

        private func position(_ offset: Int) -> String {
            let (line, column) = UTF8Check.lineAndColumn(p, offset: offset)
            return "line \(line), column \(column)"
        }

        /// The Unicode scalar that starts at `offset`, as text.
        private func scalarText(at offset: Int) -> String {
            guard offset < p.count else { return "" }
            var end = offset + 1
            while end < p.count, p[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: p[offset..<end]), as: UTF8.self)
        }

        /// A readable name for the byte at `offset`, like `'x'` or `end of input`.
        private func found(_ offset: Int) -> String {
            offset < p.count ? "'" + scalarText(at: offset) + "'" : "the end of the input"
        }

        private func unexpected(_ expected: String) -> PlotlineError {
            fail("expected \(expected) at \(position(i)), found \(found(i))")
        }

        private mutating func skipSpace() {
            while i < p.count, p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09 { i += 1 }
        }

        /// What kind of JSON value starts at `i`, for messages.
        private func valueKind() -> String? {
            guard i < p.count else { return nil }
            switch p[i] {
            case UInt8(ascii: "{"): return "an object"
            case UInt8(ascii: "["): return "an array"
            case UInt8(ascii: "\""): return "a string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
            case UInt8(ascii: "n"): return "null"
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
            default: return nil
            }
        }

        /// How the records were found, said in one line when it is not a plain array of objects.
        var form: String?
        /// How element `index` is named in errors: `$[3]`, `$.data[3]`.
        var base = "$"

        private func element(_ index: Int) -> String { base == "line" ? "record \(index + 1)" : "\(base)[\(index)]" }

        /// `nil` for an empty input.
        ///
        /// The forms: an array of objects; an array of arrays whose first names the columns; an object
        /// holding one array of records (`{"data": [...]}`, whatever its other keys hold); JSON Lines (one
        /// object after another, usually one a line). Objects inside records are columns with dotted names.
        mutating func parse() throws(PlotlineError) -> Parsed? {
            if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
            if let bad = UTF8Check.firstInvalidOffset(p, from: i) {
                throw fail("invalid UTF-8 at \(position(bad))")
            }
            skipSpace()
            if i == p.count { return nil }
            if p[i] == UInt8(ascii: "{") {
                if nextValueAfterFirst(i) {
                    try readLines()
                } else {
                    try readWrapper()
                }
                skipSpace()
                if i < p.count { throw fail("unexpected \(found(i)) after the records at \(position(i))") }
                return out
            }
            guard p[i] == UInt8(ascii: "[") else {
                if let kind = valueKind() { throw fail("the top level is \(kind), not an array of objects") }
                throw unexpected("'['")
            }
            try readRecords()
            skipSpace()
            if i < p.count { throw fail("unexpected \(found(i)) after the array at \(position(i))") }
            return out
        }

        /// Whether the input is objects one after another.
        mutating func startsJSONLines() -> Bool {
            if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
            skipSpace()
            return i < p.count && p[i] == UInt8(ascii: "{") && nextValueAfterFirst(i, object: true)
        }

        /// Whether another value (an object, if `object`) follows the one that starts at `first` (JSON Lines).
        private mutating func nextValueAfterFirst(_ first: Int, object: Bool = false) -> Bool {
            let saved = i
            defer { i = saved }
            i = first
            guard (try? skipValue()) != nil else { return false }
            skipSpace()
            return i < p.count && (!object || p[i] == UInt8(ascii: "{"))
        }

        /// An array of records at `i`: objects, or arrays after a first array of names.
        private mutating func readRecords() throws(PlotlineError) {
            i += 1
            skipSpace()
            if i < p.count, p[i] == UInt8(ascii: "]") { i += 1; return }
            var index = 0
            var header: [String]?
            if i < p.count, p[i] == UInt8(ascii: "[") {
                header = try readHeader()
                form = (form.map { $0 + ", " } ?? "") + "an array of rows: the first names the columns"
                index = 1
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: "]") { i += 1; return }
                guard i < p.count, p[i] == UInt8(ascii: ",") else { throw unexpected("',' or ']'") }
                i += 1
            }
            while true {
                skipSpace()
                if let header {
                    guard i < p.count, p[i] == UInt8(ascii: "[") else {
                        if let kind = valueKind() { throw fail("\(element(index)) is \(kind), not an array like the first") }
                        throw unexpected("an array")
                    }
                    try readRow(index: index, header: header)
                } else {
                    guard i < p.count, p[i] == UInt8(ascii: "{") else {
                        if let kind = valueKind() { throw fail("\(element(index)) is \(kind), not an object") }
                        throw unexpected("an object")
                    }
                    try readObject(index: index)
                }
                index += 1
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: ",") { i += 1; continue }
                if i < p.count, p[i] == UInt8(ascii: "]") { i += 1; break }
                throw unexpected("',' or ']'")
            }
        }

        /// JSON Lines: objects one after another.
        private mutating func readLines() throws(PlotlineError) {
            form = "JSON Lines: one object a line"
            base = "line"
            var index = 0
            while true {
                skipSpace()
                if i == p.count { return }
                guard p[i] == UInt8(ascii: "{") else {
                    if let kind = valueKind() { throw fail("record \(index + 1) at \(position(i)) is \(kind), not an object") }
                    throw unexpected("an object")
                }
                try readObject(index: index)
                index += 1
            }
        }

        /// An object holding one array of records; its other keys are skipped.
        private mutating func readWrapper() throws(PlotlineError) {
            i += 1
            var found: String?
            while true {
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: "}"), found == nil {
                    throw fail("the top level is an object with no array of records in it (like {\"data\": [...]})")
                }
                if i < p.count, p[i] == UInt8(ascii: "}") { i += 1; break }
                guard i < p.count, p[i] == UInt8(ascii: "\"") else { throw unexpected("a key in quotes") }
                let keyStart = out.text.count
                try readString()
                let key = String(decoding: out.text[keyStart...], as: UTF8.self)
                out.text.removeSubrange(keyStart...)
                skipSpace()
                guard i < p.count, p[i] == UInt8(ascii: ":") else { throw unexpected("':'") }
                i += 1
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: "[") {
                    if let found {
                        throw fail("the top level is an object with more than one array ('\(found)' and '\(key)'); "
                                   + "keep the one to chart as an array of objects")
                    }
                    found = key
                    base = "$." + key
                    form = "the records in \"\(key)\""
                    try readRecords()
                } else {
                    try skipValue()
                }
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: ",") { i += 1; continue }
                if i < p.count, p[i] == UInt8(ascii: "}") {
                    i += 1
                    if found == nil {
                        throw fail("the top level is an object with no array of records in it (like {\"data\": [...]})")
                    }
                    break
                }
                throw unexpected("',' or '}'")
            }
        }

        /// The first array of an array of rows: the column names, strings all different.
        private mutating func readHeader() throws(PlotlineError) -> [String] {
            i += 1
            var names: [String] = []
            while true {
                skipSpace()
                if names.isEmpty, i < p.count, p[i] == UInt8(ascii: "]") { i += 1; break }
                guard i < p.count, p[i] == UInt8(ascii: "\"") else {
                    throw fail("\(element(0)) names the columns, so its values must be strings; "
                               + "\(element(0))[\(names.count)] is \(valueKind() ?? "not a value")")
                }
                let start = out.text.count
                try readString()
                let name = String(decoding: out.text[start...], as: UTF8.self)
                out.text.removeSubrange(start...)
                if names.contains(name) { throw fail("\(element(0)) names the column '\(name)' twice") }
                names.append(name)
                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: ",") { i += 1; continue }
                if i < p.count, p[i] == UInt8(ascii: "]") { i += 1; break }
                throw unexpected("',' or ']'")
            }
            for name in names { _ = columnFor(name, row: 0) }
            return names
        }

        /// One array of values under `header`'s names.
        private mutating func readRow(index: Int, header: [String]) throws(PlotlineError) {
            i += 1
            var count = 0
            skipSpace()
            if i < p.count, p[i] == UInt8(ascii: "]") {
                i += 1
            } else {
                while true {
                    skipSpace()
                    guard count < header.count else {
                        throw fail("\(element(index)) has more values than the \(header.count) names of \(element(0))")
                    }
                    let column = columnIndex[header[count]]!
                    if i < p.count, p[i] == UInt8(ascii: "{") || p[i] == UInt8(ascii: "[") {
                        throw fail("\(element(index))[\(count)] is \(valueKind() ?? "a value"); values must be numbers, strings, true, false or null")
                    }
                    try appendValue(column: column, index: index, key: header[count])
                    count += 1
                    skipSpace()
                    if i < p.count, p[i] == UInt8(ascii: ",") { i += 1; continue }
                    if i < p.count, p[i] == UInt8(ascii: "]") { i += 1; break }
                    throw unexpected("',' or ']'")
                }
            }
            finishRow()
        }

        /// The column named `key`, made (missing in the rows before `row`) when new.
        private mutating func columnFor(_ key: String, row: Int) -> Int {
            if let existing = columnIndex[key] { return existing }
            let column = out.names.count
            columnIndex[key] = column
            out.names.append(key)
            out.columns.append(CellColumn(
                starts: Array(repeating: 0, count: row), ends: Array(repeating: 0, count: row),
                kinds: Array(repeating: TypeInference.Kind.missing.rawValue, count: row)))
            return column
        }

        private mutating func appendValue(column: Int, index: Int, key: String) throws(PlotlineError) {
            let start = out.text.count
            let kind = try readValue(index: index, key: key)
            out.columns[column].starts.append(start)
            out.columns[column].ends.append(out.text.count)
            out.columns[column].kinds.append(kind.rawValue)
        }

        /// Ends a row: every column it did not name is missing in it.
        private mutating func finishRow() {
            out.rowCount += 1
            for column in out.columns.indices where out.columns[column].kinds.count < out.rowCount {
                out.columns[column].starts.append(0)
                out.columns[column].ends.append(0)
                out.columns[column].kinds.append(TypeInference.Kind.missing.rawValue)
            }
        }

        private mutating func readObject(index: Int) throws(PlotlineError) {
            var seen = Set<Int>()
            try readFields(index: index, prefix: "", seen: &seen, depth: 0)
            finishRow()
        }

        /// The fields of the object at `i`; an object inside gives columns named `key.inner`.
        /// How deep objects may nest inside a record: far past any service's, short of the stack's end.
        static let maxNesting = 32

        private mutating func readFields(index: Int, prefix: String, seen: inout Set<Int>, depth: Int) throws(PlotlineError) {
            i += 1  // {
            let row = out.rowCount
            skipSpace()
            if i < p.count, p[i] == UInt8(ascii: "}") {
                i += 1
                return
            }
            while true {
                skipSpace()
                guard i < p.count, p[i] == UInt8(ascii: "\"") else { throw unexpected("a key in quotes") }
                let keyStart = out.text.count
                try readString()
                let key = prefix + String(decoding: out.text[keyStart...], as: UTF8.self)
                out.text.removeSubrange(keyStart...)
                skipSpace()
                guard i < p.count, p[i] == UInt8(ascii: ":") else { throw unexpected("':'") }
                i += 1
                skipSpace()

                if i < p.count, p[i] == UInt8(ascii: "{") {
                    nested = true
                    guard depth < Self.maxNesting else {
                        throw fail("\(element(index)) nests objects more than \(Self.maxNesting) deep (at \(position(i)))")
                    }
                    try readFields(index: index, prefix: key + ".", seen: &seen, depth: depth + 1)
                } else {
                    let column = columnFor(key, row: row)
                    guard seen.insert(column).inserted else { throw fail("\(element(index)) has the key '\(key)' twice") }
                    try appendValue(column: column, index: index, key: key)
                }

                skipSpace()
                if i < p.count, p[i] == UInt8(ascii: ",") { i += 1; continue }
                if i < p.count, p[i] == UInt8(ascii: "}") { i += 1; break }
                throw unexpected("',' or '}'")
            }
        }

        /// Whether some record held an object (read as dotted columns).
        var nested = false

        /// Passes over one value of any kind (checked only as far as finding its end).
        private mutating func skipValue() throws(PlotlineError) {
            guard i < p.count else { throw unexpected("a value") }
            switch p[i] {
            case UInt8(ascii: "\""):
                let mark = out.text.count
                try readString()
                out.text.removeSubrange(mark...)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while i < p.count {
                    let b = p[i]
                    if b == UInt8(ascii: "\"") {
                        let mark = out.text.count
                        try readString()
                        out.text.removeSubrange(mark...)
                        continue
                    }
                    if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { depth += 1 }
                    if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                        depth -= 1
                        if depth == 0 { i += 1; return }
                    }
                    i += 1
                }
                throw unexpected("the end of the value")
            default:
                let mark = out.text.count
                _ = try readValue(index: 0, key: "")
                out.text.removeSubrange(mark...)
            }
        }

        /// Reads one value, appending its text to `out.text`.
        private mutating func readValue(index: Int, key: String) throws(PlotlineError) -> TypeInference.Kind {
            guard i < p.count else { throw unexpected("a value") }
            switch p[i] {
            case UInt8(ascii: "\""):
                try readString()
                return .text
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try readNumber()
                return .jsonNumber
            case UInt8(ascii: "t"):
                try readLiteral("true")
                return .jsonBool
            case UInt8(ascii: "f"):
                try readLiteral("false")
                return .jsonBool
            case UInt8(ascii: "n"):
                try readLiteral("null")
                out.text.removeLast(4)
                return .missing
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                throw fail("\(element(index)).\(key) is \(valueKind() ?? "a value"); values must be numbers, strings, true, false or null")
            default:
                throw unexpected("a value")
            }
        }

        private mutating func readLiteral(_ word: String) throws(PlotlineError) {
            let bytes = Array(word.utf8)
            guard i + bytes.count <= p.count, bytes.indices.allSatisfy({ p[i + $0] == bytes[$0] }) else {
                throw unexpected("a value")
            }
            out.text.append(contentsOf: bytes)
            i += bytes.count
        }

        /// Checks the JSON number grammar and copies the literal.
        private mutating func readNumber() throws(PlotlineError) {
            let start = i
            func digits() -> Int {
                let s = i
                while i < p.count, p[i] &- 0x30 < 10 { i += 1 }
                return i - s
            }
            if p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < p.count, p[i] &- 0x30 < 10 else { throw unexpected("a digit") }
            if p[i] == UInt8(ascii: "0") {
                i += 1
            } else {
                _ = digits()
            }
            if i < p.count, p[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() > 0 else { throw unexpected("a digit") }
            }
            if i < p.count, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
                i += 1
                if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { throw unexpected("a digit") }
            }
            out.text.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<i]))
        }

        /// Reads a string starting at its opening quote, appending its unescaped UTF-8 to `out.text`.
        private mutating func readString() throws(PlotlineError) {
            let open = i
            i += 1
            while true {
                let runStart = i
                while i < p.count, p[i] != UInt8(ascii: "\""), p[i] != UInt8(ascii: "\\"), p[i] >= 0x20 { i += 1 }
                out.text.append(contentsOf: UnsafeBufferPointer(rebasing: p[runStart..<i]))
                guard i < p.count else { throw fail("the string that starts at \(position(open)) is never closed") }
                let b = p[i]
                if b == UInt8(ascii: "\"") { i += 1; return }
                if b < 0x20 { throw fail("a control character (such as a line break) inside a string at \(position(i)); write it as an escape like \\n") }
                // A backslash escape.
                let escape = i
                i += 1
                guard i < p.count else { throw fail("the string that starts at \(position(open)) is never closed") }
                switch p[i] {
                case UInt8(ascii: "\""): out.text.append(0x22)
                case UInt8(ascii: "\\"): out.text.append(0x5C)
                case UInt8(ascii: "/"): out.text.append(0x2F)
                case UInt8(ascii: "b"): out.text.append(0x08)
                case UInt8(ascii: "f"): out.text.append(0x0C)
                case UInt8(ascii: "n"): out.text.append(0x0A)
                case UInt8(ascii: "r"): out.text.append(0x0D)
                case UInt8(ascii: "t"): out.text.append(0x09)
                case UInt8(ascii: "u"):
                    i += 1
                    guard var scalar = hex4() else { throw fail("invalid \\u escape at \(position(escape))") }
                    if scalar >= 0xD800, scalar <= 0xDBFF {
                        // A high surrogate must be followed by an escaped low surrogate.
                        guard i + 1 < p.count, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "u") else {
                            throw fail("unpaired surrogate in \\u escape at \(position(escape))")
                        }
                        i += 2
                        guard let low = hex4(), low >= 0xDC00, low <= 0xDFFF else {
                            throw fail("unpaired surrogate in \\u escape at \(position(escape))")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if scalar >= 0xDC00, scalar <= 0xDFFF {
                        throw fail("unpaired surrogate in \\u escape at \(position(escape))")
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape at \(position(escape))") }
                    out.text.append(contentsOf: unicode.utf8)
                    continue
                default:
                    throw fail("invalid escape '\\\(scalarText(at: i))' at \(position(escape))")
                }
                i += 1
            }
        }

        /// Four hex digits at `i`, consumed.
        private mutating func hex4() -> UInt32? {
            guard i + 4 <= p.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let b = p[i]
                let digit: UInt8
                switch b {
                case 0x30...0x39: digit = b - 0x30
                case 0x41...0x46: digit = b - 0x41 + 10
                case 0x61...0x66: digit = b - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                i += 1
            }
            return value
        }
    }
}
