/// One value a database sends or is sent: a bound parameter or a cell of a result row.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case double(Double)
    case text(String)
    /// Numbers bound as one array (PostgreSQL's `double precision[]`, which a lookup `= ANY($n)` hashes); only
    /// a dialect with ``SQLDialect/boundArray`` is sent one.
    case doubles([Double])

    /// The value as a number: NaN for NULL and for text that is not one.
    public var number: Double {
        switch self {
        case .null: .nan
        case .integer(let i): Double(i)
        case .double(let d): d
        case .text(let t): Double(t.trimmingCharacters(in: .whitespaces)) ?? .nan
        case .doubles: .nan
        }
    }

    /// The value as text, as a CSV file would hold it: nil for NULL and for empty text.
    public var text: String? {
        switch self {
        case .null: nil
        case .integer(let i): String(i)
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .text(let t): t.isEmpty ? nil : t
        case .doubles: SQLArray.literal([self])
        }
    }
}
