/// A statement and its bound values. Values never go into the text: the builder hands out the dialect's
/// placeholder for each value it binds.
public struct SQLQuery: Sendable, Equatable {
    public var text: String
    public var bindings: [SQLValue]

    public init(text: String = "", bindings: [SQLValue] = []) {
        self.text = text
        self.bindings = bindings
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
