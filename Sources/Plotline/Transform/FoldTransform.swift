import Foundation
import PlotlineScene

/// Turns a wide table into a long one: each row becomes one row per folded field, with the field's name as
/// `key` and its value as `value`; the other columns are repeated. Three columns of sectors become one
/// series per sector.
///
/// JSON: `{"fields": ["Manufacturing", "Retail", "Government"], "as": ["sector", "employees"]}` (the names
/// default to `key` and `value`). The fields must hold one type (all numbers, or all dates). `labels`, one
/// per field, are the keys written for them (`"retail_trade"` read as `"retail trade"`); the field names by
/// default.
public struct FoldTransform: Sendable, Equatable, Codable {
    public var fields: [String]
    public var `as`: [String]?
    public var labels: [String]?

    public init(fields: [String], as names: [String]? = nil, labels: [String]? = nil) {
        self.fields = fields
        self.as = names
        self.labels = labels
    }

    public var keyName: String { self.as?.first ?? "key" }
    public var valueName: String { self.as.flatMap { $0.count > 1 ? $0[1] : nil } ?? "value" }

    func apply(_ step: TransformStep) throws(PlotlineError) -> DataTable {
        guard !fields.isEmpty else { throw step.fail("fields", "a fold needs at least one field") }
        if let names = self.as, names.count != 2 {
            throw step.fail("as", "expected two names, for the key and the value; found \(names.count)")
        }
        if let labels, labels.count != fields.count {
            throw step.fail("labels", "expected one label per field (\(fields.count)); found \(labels.count)")
        }
        let keys = labels ?? fields
        var folded: [Column] = []
        for (i, name) in fields.enumerated() {
            let column = try step.column(name, at: "fields[\(i)]")
            if let first = folded.first, first.type != column.type {
                throw step.fail("fields[\(i)]", "'\(Excerpt.quote(name))' holds \(column.type.rawValue) values but "
                                + "'\(Excerpt.quote(first.name))' holds \(first.type.rawValue) values; fold fields of one type")
            }
            folded.append(column)
        }
        let rows = step.table.rowCount, k = folded.count
        let kept = step.table.columns.filter { c in !fields.contains(c.name) && c.name != keyName && c.name != valueName }
        // Row r, field j goes to r * k + j: each original row's values stay together.
        let repeatedRows = (0..<(rows * k)).map { $0 / k }
        var columns = kept.map { Column(name: $0.name, values: $0.values.gathered(repeatedRows), unitSymbol: $0.unitSymbol) }
        columns.append(Column(name: keyName, values: .categories((0..<(rows * k)).map { keys[$0 % k] })))
        let value: ColumnValues
        switch folded[0].values {
        case .categories:
            var out = [String?](repeating: nil, count: rows * k)
            for (j, c) in folded.enumerated() { if case .categories(let v) = c.values { for r in 0..<rows { out[r * k + j] = v[r] } } }
            value = .categories(out)
        case .numbers, .dates:
            var out = [Double](repeating: .nan, count: rows * k)
            for (j, c) in folded.enumerated() {
                if case .numbers(let v) = c.values { for r in 0..<rows { out[r * k + j] = v[r] } }
                if case .dates(let v) = c.values { for r in 0..<rows { out[r * k + j] = v[r] } }
            }
            value = folded[0].type == .date ? .dates(out) : .numbers(out)
        }
        // The values keep a unit every folded field shares (two columns of dollars); else they have none.
        let symbol = folded.allSatisfy { $0.writtenUnit != nil && $0.writtenUnit == folded[0].writtenUnit } ? folded[0].unitSymbol : nil
        columns.append(Column(name: valueName, values: value, unitSymbol: symbol))
        return try DataTable(columns: columns)
    }
}
