import Foundation
import PlotlineScene

/// Puts the rows in the order of one or more fields; rows that tie keep their order. Bars follow the order
/// of their rows, so sorting by value sorts the bars.
///
/// JSON: `[{"field": "precipitation", "order": "descending"}, {"field": "date"}]`. Missing values go last.
public struct SortTransform: Sendable, Equatable, Codable {
    public var keys: [SortKey]

    public init(_ keys: [SortKey]) { self.keys = keys }

    public init(from decoder: Decoder) throws { keys = try [SortKey](from: decoder) }
    public func encode(to encoder: Encoder) throws { try keys.encode(to: encoder) }

    func apply(_ step: TransformStep) throws(PlotlineError) -> DataTable {
        guard !keys.isEmpty else { throw step.fail("", "a sort needs at least one field") }
        var order = Array(0..<step.table.rowCount)
        // Stable: sort by the last key first, each pass keeping the order of ties.
        for (i, key) in keys.enumerated().reversed() {
            let column = try step.column(key.field, at: "[\(i)].field")
            let descending = key.order == .descending
            switch column.values {
            case .numbers(let v), .dates(let v):
                order = Self.stableSorted(order) { a, b in
                    let x = v[a], y = v[b]
                    if !x.isFinite || !y.isFinite { return x.isFinite && !y.isFinite }
                    return descending ? x > y : x < y
                }
            case .categories(let v):
                order = Self.stableSorted(order) { a, b in
                    guard let x = v[a], let y = v[b] else { return v[a] != nil && v[b] == nil }
                    return descending ? x > y : x < y
                }
            }
        }
        return step.table.rows(order)
    }

    /// A stable sort (by original position among equals).
    static func stableSorted(_ rows: [Int], by less: (Int, Int) -> Bool) -> [Int] {
        let positions = Array(rows.indices)
        return positions.sorted { a, b in
            if less(rows[a], rows[b]) { return true }
            if less(rows[b], rows[a]) { return false }
            return a < b
        }.map { rows[$0] }
    }
}

/// One field of a sort, ascending unless said otherwise.
public struct SortKey: Sendable, Equatable, Codable {
    public var field: String
    public var order: SortOrder?

    public init(_ field: String, order: SortOrder? = nil) {
        self.field = field
        self.order = order
    }
}

public enum SortOrder: String, Sendable, CaseIterable, Codable {
    case ascending, descending
}

extension SortOrder: NamedCases {}
