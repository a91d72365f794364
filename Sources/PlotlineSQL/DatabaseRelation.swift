import Plotline

/// The rows a chart reads from a database: a table, or the result of a read-only query.
public enum DatabaseRelation: Sendable, Equatable {
    case table(String)
    case query(String)
    /// A table without a row order of its own (a view, SQLite's `WITHOUT ROWID` table, a foreign table): its
    /// rows are numbered in the order it gives them, as a query's are. ``DatabaseSource`` finds these.
    case view(String)

    /// The relation in a FROM clause, with its row order as column `o`; and whether that order is a table's.
    func from(_ dialect: SQLDialect) throws(PlotlineError) -> (sql: String, rowOrder: String, isTable: Bool) {
        switch self {
        case .table(let name):
            return (try dialect.quote(name), dialect.tableRowOrder, true)
        case .view(let name):
            return (Self.numbered("SELECT * FROM " + (try dialect.quote(name))), "\"plotline_row\"", false)
        case .query(let text):
            return (Self.numbered(try Self.body(text)), "\"plotline_row\"", false)
        }
    }

    /// Rows numbered in the order the statement gives them.
    private static func numbered(_ body: String) -> String {
        "(SELECT *, row_number() OVER () AS \"plotline_row\" FROM (\(body)\n) AS \"plotline_query\") AS \"plotline_numbered\""
    }

    /// The relation as a subquery in a FROM clause, without row numbers.
    func subquery(_ dialect: SQLDialect) throws(PlotlineError) -> String {
        switch self {
        case .table(let name), .view(let name): try dialect.quote(name)
        case .query(let text): "(\(try Self.body(text))\n) AS \"plotline_query\""
        }
    }

    /// A query's text as it goes inside parentheses: what follows its last word dropped (white space,
    /// comments, semicolons), so a trailing `-- comment` or `;` does not swallow or break the closing
    /// parenthesis. The one place a query's end is read.
    static func body(_ text: String) throws(PlotlineError) -> String {
        let scan = QueryText(text)
        guard let end = scan.lastCode else { throw PlotlineError.invalidOption(name: "--query", reason: "the query is empty") }
        return String(text.utf8[..<end])!
    }

    /// Refuses a query that does not start as a read does (SELECT, WITH, VALUES, TABLE): the connection's
    /// read-only transaction stops the rest (a WITH that deletes), this gives the common case its own line.
    public func checkReadOnly() throws(PlotlineError) {
        guard case .query(let text) = self else { return }
        let scan = QueryText(text)
        let rest = scan.firstCode.map { text[$0...] } ?? ""
        let word = rest.prefix { $0.isLetter }.uppercased()
        guard ["SELECT", "WITH", "VALUES", "TABLE"].contains(word) else {
            throw PlotlineError.invalidOption(name: "--query", reason: word.isEmpty ? "the query is empty"
                : "the query would change the database or is not a query (\(word)); only a query that reads (SELECT) is run")
        }
    }

    /// How the relation is named in messages.
    public var description: String {
        switch self {
        case .table(let name), .view(let name): "table '\(name)'"
        case .query: "the query"
        }
    }
}

/// Where a query's code starts and ends, with its comments (`--` to the line's end, `/* */` nested as
/// PostgreSQL nests them), quoted text and names (`'...'`, `"..."`, `$tag$...$tag$`) and trailing
/// semicolons told apart from it.
struct QueryText {
    /// The first byte of code, and the end of the last code before only white space, comments and `;`.
    private(set) var firstCode: String.UTF8View.Index?
    private(set) var lastCode: String.UTF8View.Index?

    init(_ text: String) {
        let bytes = text.utf8
        var i = bytes.startIndex
        func at(_ j: String.UTF8View.Index, _ s: String) -> Bool { bytes[j...].starts(with: s.utf8) }
        while i < bytes.endIndex {
            let byte = bytes[i]
            if at(i, "--") {
                while i < bytes.endIndex, bytes[i] != UInt8(ascii: "\n") { i = bytes.index(after: i) }
                continue
            }
            if at(i, "/*") {
                var depth = 0
                while i < bytes.endIndex {
                    if at(i, "/*") { depth += 1; i = bytes.index(i, offsetBy: 2); continue }
                    if at(i, "*/") { depth -= 1; i = bytes.index(i, offsetBy: 2); if depth == 0 { break }; continue }
                    i = bytes.index(after: i)
                }
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: ";") || byte == 0x0C {
                i = bytes.index(after: i)
                continue
            }
            if firstCode == nil { firstCode = i }
            // Quoted text or a quoted name: to its closing quote (a doubled one is inside it).
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                i = bytes.index(after: i)
                while i < bytes.endIndex {
                    if bytes[i] == byte {
                        let next = bytes.index(after: i)
                        if next < bytes.endIndex, bytes[next] == byte { i = bytes.index(after: next); continue }
                        i = next
                        break
                    }
                    i = bytes.index(after: i)
                }
                lastCode = i
                continue
            }
            // PostgreSQL's dollar quoting: $tag$ ... $tag$.
            if byte == UInt8(ascii: "$") {
                var j = bytes.index(after: i)
                while j < bytes.endIndex, bytes[j] == UInt8(ascii: "_") || (bytes[j] >= 0x30 && bytes[j] <= 0x39 && j != bytes.index(after: i))
                        || (bytes[j] | 0x20 >= UInt8(ascii: "a") && bytes[j] | 0x20 <= UInt8(ascii: "z")) {
                    j = bytes.index(after: j)
                }
                if j < bytes.endIndex, bytes[j] == UInt8(ascii: "$") {
                    let tag = String(text.utf8[i...j])!
                    let after = bytes.index(after: j)
                    if let close = text[after...].range(of: tag) {
                        i = close.upperBound
                    } else {
                        i = bytes.endIndex
                    }
                    lastCode = i
                    continue
                }
            }
            i = bytes.index(after: i)
            lastCode = i
        }
    }
}
