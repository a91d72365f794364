/// Values written as one PostgreSQL array literal (`{"a",NULL,"b\"c"}`, `{1.5,-2e-07,NaN}`), to be bound as a
/// single text parameter and cast to an array (``SQLDialect/boundArray``): a few thousand values in one
/// parameter, where one placeholder each would pass the protocol's limit.
enum SQLArray {
    /// The literal of `values`: text quoted with `\` and `"` escaped, numbers as they read back exactly
    /// (the shortest text that rounds to the same double; `NaN`, `Infinity`, `-Infinity`), NULL as NULL.
    static func literal(_ values: [SQLValue]) -> String {
        "{" + values.map(element).joined(separator: ",") + "}"
    }

    private static func element(_ value: SQLValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let i): return String(i)
        case .double(let d):
            if d.isNaN { return "NaN" }
            if d.isInfinite { return d > 0 ? "Infinity" : "-Infinity" }
            return "\(d)"
        case .text(let t):
            var quoted = "\""
            for c in t.unicodeScalars {
                if c == "\\" || c == "\"" { quoted.unicodeScalars.append("\\") }
                quoted.unicodeScalars.append(c)
            }
            return quoted + "\""
        case .doubles(let values): return literal(values.map { .double($0) })
        }
    }
}
