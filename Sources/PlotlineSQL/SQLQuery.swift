/// A statement and its bound values. Values never go into the text: the builder hands out the dialect's
/// placeholder for each value it binds.
public struct SQLQuery: Sendable, Equatable {
    public var text: String
    public var bindings: [SQLValue]
    /// Planner settings the statement runs with, for its own transaction only (PostgreSQL's `enable_sort`,
    /// where the planner cannot know a GROUP BY's few groups); a database without them ignores them.
    public var settings: [String: String]

    public init(text: String = "", bindings: [SQLValue] = [], settings: [String: String] = [:]) {
        self.text = text
        self.bindings = bindings
        self.settings = settings
    }
}

/// Builds a statement's text while binding its values in order.
struct SQLBuilder {
    let dialect: SQLDialect
    private(set) var bindings: [SQLValue] = []

    init(_ dialect: SQLDialect) { self.dialect = dialect }

    /// The placeholder of a newly bound value.
    mutating func bind(_ value: SQLValue) -> String {
        bindings.append(value)
        return dialect.placeholder(bindings.count)
    }

    func query(_ text: String) -> SQLQuery { SQLQuery(text: text, bindings: bindings) }
}
