import Plotline

/// An aggregate the database runs (`{"aggregate": {"groupBy": [...], "measures": [...]}}` first in the plan,
/// after the filters it can run): one row per group, in the order the in-memory aggregate gives them (numbers
/// and dates ascending, categories in order of first appearance), rows with a missing key left out, and each
/// measure as the in-memory one computes it (a sum of no values is missing, a mean is the sum over the
/// values there). Group keys with a time unit or a bin, and measures other than count, valid, missing, sum,
/// mean, min and max, stay in memory.
struct AggregateSQL {
    var aggregate: AggregateTransform
    var types: [String: ColumnType]

    static let ops: Set<AggregateOp> = [.count, .valid, .missing, .sum, .mean, .min, .max]

    /// Whether the database can run it exactly as the in-memory aggregate does.
    var isPushable: Bool {
        guard !aggregate.measures.isEmpty else { return false }
        for key in aggregate.groupBy {
            guard key.timeUnit == nil, types[key.field] != nil else { return false }
        }
        var names = Set<String>()
        for name in aggregate.groupBy.map(\.outputName) + aggregate.measures.map(\.outputName) {
            guard names.insert(name).inserted else { return false }
        }
        for measure in aggregate.measures {
            guard Self.ops.contains(measure.op) else { return false }
            if measure.op == .count { continue }
            guard let field = measure.field, let type = types[field] else { return false }
            switch type {
            case .category: guard measure.op == .valid || measure.op == .missing else { return false }
            case .date: guard [.valid, .missing, .min, .max, .mean].contains(measure.op) else { return false }
            case .number: break
            }
        }
        return true
    }

    /// The output columns: the keys, then the measures, with their types.
    var columns: [(name: String, type: ColumnType)] {
        aggregate.groupBy.map { ($0.outputName, types[$0.field] ?? .category) }
            + aggregate.measures.map { measure in
                let type: ColumnType = measure.op == .count || measure.op == .valid || measure.op == .missing
                    ? .number : (types[measure.field ?? ""] ?? .number)
                return (measure.outputName, type)
            }
    }

    func query(_ dialect: SQLDialect, relation: DatabaseRelation,
               conditions: (inout SQLBuilder) throws(PlotlineError) -> [String]) throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        let (from, rowOrder, _) = try relation.from(dialect)
        func value(_ field: String) throws(PlotlineError) -> String {
            let column = try dialect.quote(field)
            switch types[field] ?? .category {
            case .number: return dialect.number(column)
            case .date: return dialect.epochSeconds(column)
            case .category: return dialect.text(column)
            }
        }
        var select: [String] = []
        for (i, key) in aggregate.groupBy.enumerated() { select.append("\(try value(key.field)) AS k\(i)") }
        var fields: [String: Int] = [:]
        for measure in aggregate.measures {
            if let field = measure.field, measure.op != .count, fields[field] == nil {
                fields[field] = fields.count
                select.append("\(try value(field)) AS v\(fields[field]!)")
            }
        }
        select.append("\(rowOrder) AS o")
        let where_ = try conditions(&b)
        var text = "WITH plotline_base AS NOT MATERIALIZED (SELECT " + select.joined(separator: ", ") + " FROM " + from
            + (where_.isEmpty ? "" : " WHERE " + where_.joined(separator: " AND ")) + ")"
        // A category key's order: where its value first appears.
        let keys = aggregate.groupBy.indices.map { "k\($0)" }
        let firsts = aggregate.groupBy.enumerated().compactMap { i, key in
            types[key.field] == .category ? "min(o) OVER (PARTITION BY k\(i)) AS f\(i)" : nil
        }
        text += ", plotline_keys AS (SELECT *" + firsts.map { ", " + $0 }.joined() + " FROM plotline_base)"
        var out = keys
        // Sums add in row order where the database can be told to (PostgreSQL sorts a window's rows, so
        // its plain sum would add them in another order and differ from the file's in the last digit).
        func sum(_ v: String) -> String { dialect.orderedSum?(v, "o") ?? "sum(\(v))" }
        for measure in aggregate.measures {
            let v = measure.field.flatMap { fields[$0] }.map { "v\($0)" } ?? ""
            switch measure.op {
            case .count: out.append("count(*)")
            case .valid: out.append("count(\(v))")
            case .missing: out.append("count(*) - count(\(v))")
            case .sum: out.append(sum(v))
            case .mean: out.append("\(sum(v)) / count(\(v))")
            case .min: out.append("min(\(v))")
            case .max: out.append("max(\(v))")
            default: throw PlotlineError.invalidOption(name: "aggregate", reason: "\(measure.op.rawValue) does not run in the database")
            }
        }
        let order = aggregate.groupBy.enumerated().map { i, key in types[key.field] == .category ? "f\(i)" : "k\(i)" }
        let grouped = keys + aggregate.groupBy.enumerated().compactMap { i, key in types[key.field] == .category ? "f\(i)" : nil }
        text += " SELECT " + out.joined(separator: ", ") + " FROM plotline_keys"
            + (keys.isEmpty ? "" : " WHERE " + keys.map { "\($0) IS NOT NULL" }.joined(separator: " AND "))
            + (grouped.isEmpty ? "" : " GROUP BY " + grouped.joined(separator: ", "))
            + (order.isEmpty ? "" : " ORDER BY " + order.joined(separator: ", "))
        return b.query(text)
    }
}
