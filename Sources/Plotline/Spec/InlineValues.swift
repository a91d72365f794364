import Foundation
import PlotlineScene

/// Rows written in a spec (`"data": {"values": [{"day": "2024-08-01", "steps": 8123}, ...]}`), with their
/// columns in the order the author wrote them.
///
/// They reach type inference as cells (`CellTable`), the way a JSON file's values do, never as JSON text
/// written only to be read again. A spec read from JSON keeps its author's key order (`JSONKeyOrder`);
/// rows built in Swift from dictionaries, which have no order, keep their keys sorted.
public struct InlineValues: Sendable, Equatable, Codable, ExpressibleByArrayLiteral {
    /// Every key of every row, in order of first appearance (or sorted, when no order was written).
    public private(set) var keys: [String]
    public private(set) var rows: [[String: JSONScalar]]

    /// `keys` is the order to read the columns in; keys of `rows` it does not name follow, sorted.
    public init(_ rows: [[String: JSONScalar]], keys: [String] = []) {
        self.rows = rows
        var seen = Set<String>(), ordered: [String] = []
        for key in keys where seen.insert(key).inserted { ordered.append(key) }
        var rest = Set<String>()
        for row in rows { for key in row.keys where !seen.contains(key) { rest.insert(key) } }
        self.keys = ordered + rest.sorted()
    }

    public init(arrayLiteral rows: [String: JSONScalar]...) { self.init(rows) }

    public init(from decoder: Decoder) throws {
        self.init(try [[String: JSONScalar]](from: decoder))
    }

    public func encode(to encoder: Encoder) throws { try rows.encode(to: encoder) }

    /// Rows are equal when they hold the same values: the key order is how to read them, not what they are
    /// (a spec Plotline writes sorts its keys, for the same bytes every time, and reads back equal).
    public static func == (a: Self, b: Self) -> Bool { a.rows == b.rows }

    /// The rows as cells: a column per key, in `keys` order; `null` and an absent key are missing.
    var cells: CellTable {
        var table = CellTable(typed: true)
        for key in keys { _ = table.addColumn(key) }
        for row in rows {
            for (column, key) in keys.enumerated() {
                switch row[key] {
                case .string(let text)?: table.append(text.utf8, kind: .text, to: column)
                case .number(let value)?: table.append(Self.literal(value).utf8, kind: .jsonNumber, to: column)
                case .bool(let flag)?: table.append((flag ? "true" : "false").utf8, kind: .jsonBool, to: column)
                case .null?, nil: break
                }
            }
            table.endRow()
        }
        return table
    }

    /// A number as JSON writes it: whole numbers without a fraction ("8123", not "8123.0"), others in the
    /// shortest form that reads back the same.
    static func literal(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
