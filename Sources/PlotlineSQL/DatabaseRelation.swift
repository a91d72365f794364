import Plotline

/// The rows a chart reads from a database: a table, or the result of a read-only query.
public enum DatabaseRelation: Sendable, Equatable {
    case table(String)
    case query(String)

    /// The relation in a FROM clause, with its row order as column `o`; and whether that order is a table's.
    func from(_ dialect: SQLDialect) throws(PlotlineError) -> (sql: String, rowOrder: String, isTable: Bool) {
        switch self {
        case .table(let name):
            return (try dialect.quote(name), dialect.tableRowOrder, true)
        case .query(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let body = trimmed.hasSuffix(";") ? String(trimmed.dropLast()) : trimmed
            guard !body.isEmpty else { throw PlotlineError.invalidOption(name: "--query", reason: "the query is empty") }
            // Numbered in the order the query gives its rows.
            return ("(SELECT *, row_number() OVER () AS \"plotline_row\" FROM (\(body)) AS \"plotline_query\") AS \"plotline_numbered\"",
                    "\"plotline_row\"", false)
        }
    }

    /// Refuses a query that does not start as a read does (SELECT, WITH, VALUES, TABLE): the connection's
    /// read-only transaction stops the rest (a WITH that deletes), this gives the common case its own line.
    public func checkReadOnly() throws(PlotlineError) {
        guard case .query(let text) = self else { return }
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("--") { rest = rest.drop { $0 != "\n" }; continue }
            if rest.hasPrefix("/*"), let end = rest.range(of: "*/") { rest = rest[end.upperBound...]; continue }
            break
        }
        let word = rest.prefix { $0.isLetter }.uppercased()
        guard ["SELECT", "WITH", "VALUES", "TABLE"].contains(word) else {
            throw PlotlineError.invalidOption(name: "--query", reason: word.isEmpty ? "the query is empty"
                : "the query would change the database or is not a query (\(word)); only a query that reads (SELECT) is run")
        }
    }

    /// How the relation is named in messages.
    public var description: String {
        switch self {
        case .table(let name): "table '\(name)'"
        case .query: "the query"
        }
    }
}
