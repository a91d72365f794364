import Foundation
import Plotline

/// An aggregate the database runs (`{"aggregate": {"groupBy": [...], "measures": [...]}}` first in the plan,
/// after the filters it can run): one row per group, in the order the in-memory aggregate gives them (numbers
/// and dates ascending, categories in order of first appearance), rows with a missing key left out, and each
/// measure as the in-memory one computes it (a sum of no values is missing, a mean is the sum over the
/// values there). A date grouped by a time unit is keyed in SQL by the dialect (``SQLDialect/timeKey``), and
/// the keys become the engine's own dates and names (``TimeGroupKeys``).
///
/// A bin just before it (`bin` then an aggregate by the bin's start or end, a histogram) runs there too: the
/// database cuts each value into the engine's own bins (``BinCut``, ``SQLDialect/binIndex``) and sends one
/// row per group with its measures; the engine then cuts that row's value again (a value inside its bin,
/// with the data's range as the bin's extent, so the bins and an axis at their edges are the same) and
/// finishes the aggregate (adding the counts). Measures other than count, valid, missing, distinct, sum,
/// mean, min and max stay in memory.
struct AggregateSQL {
    var aggregate: AggregateTransform
    var columns: SQLColumns
    /// The time unit of each key that has one (by its index in `groupBy`), in the chart's zone and locale.
    var timeKeys: [Int: TimeGroupKeys] = [:]
    /// The bin the plan makes just before the aggregate.
    var bin: BinTransform?
    /// That bin's cut of the data's range: set once ``isPushable(_:)`` says the rest can run there (the
    /// range costs a query), before the statement is written.
    var cut: BinCut?

    init(aggregate: AggregateTransform, columns: SQLColumns, timeZone: TimeZone, locale: String?,
         bin: BinTransform? = nil) {
        self.aggregate = aggregate
        self.columns = columns
        self.bin = bin
        for (i, key) in aggregate.groupBy.enumerated() {
            if let unit = key.timeUnit, let keys = try? TimeGroupKeys(unit, timeZone: timeZone, locale: locale) { timeKeys[i] = keys }
        }
    }

    static let ops: Set<AggregateOp> = [.count, .valid, .missing, .distinct, .sum, .mean, .min, .max]
    /// The measures that count rows or values (numbers, whatever the field holds).
    static let counts: Set<AggregateOp> = [.count, .valid, .missing, .distinct]

    /// Whether a key is the bin's start or end.
    func isBinKey(_ key: GroupField) -> Bool {
        guard let bin else { return false }
        return key.timeUnit == nil && (key.field == bin.startName || key.field == bin.endName)
    }

    /// Whether the database can run it exactly as the in-memory aggregate does.
    func isPushable(_ dialect: SQLDialect) -> Bool {
        guard !aggregate.measures.isEmpty else { return false }
        if let bin {
            // Grouped by the bin, the other keys plain fields with at most one of categories (whose first
            // appearances the rows sent keep in order). The rows sent name their columns by the fields the
            // steps read again: once each, the bin's apart.
            let others = aggregate.groupBy.filter { !isBinKey($0) }.map(\.field)
            guard Set(others).count == others.count, !others.contains(bin.field) else { return false }
            guard dialect.binIndex != nil, columns[bin.field] == .number, aggregate.groupBy.contains(where: isBinKey),
                  aggregate.groupBy.allSatisfy({ isBinKey($0) || $0.timeUnit == nil }),
                  aggregate.groupBy.filter({ !isBinKey($0) && columns[$0.field] == .category }).count <= 1 else { return false }
        }
        for (i, key) in aggregate.groupBy.enumerated() where !isBinKey(key) {
            guard let type = columns[key.field] else { return false }
            if key.timeUnit != nil {
                guard type == .date, timeKeys[i] != nil, dialect.timeKey != nil else { return false }
            }
        }
        var names = Set<String>()
        for name in aggregate.groupBy.map(\.outputName) + aggregate.measures.map(\.outputName) {
            guard names.insert(name).inserted else { return false }
        }
        for measure in aggregate.measures {
            guard Self.ops.contains(measure.op) else { return false }
            if measure.op == .count { continue }
            guard let field = measure.field, let type = columns[field] else { return false }
            if let bin, field == bin.startName || field == bin.endName { return false }
            switch type {
            case .category: guard [.valid, .missing, .distinct].contains(measure.op) else { return false }
            case .date: guard [.valid, .missing, .distinct, .min, .max, .mean].contains(measure.op) else { return false }
            case .number: break
            }
        }
        return true
    }

    /// The type of a measure's values.
    private func type(_ measure: AggregateMeasure) -> ColumnType {
        Self.counts.contains(measure.op) ? .number : (columns[measure.field ?? ""] ?? .number)
    }

    /// The statement's columns: the keys (a time unit's and a bin's as integer keys), then the measures.
    private var sentColumns: [(name: String, type: ColumnType)] {
        aggregate.groupBy.enumerated().map { i, key in
            (key.outputName, timeKeys[i] != nil || isBinKey(key) ? .number : columns[key.field] ?? .category)
        } + aggregate.measures.map { ($0.outputName, type($0)) } + [(Self.leftOutName, .number)]
    }

    /// The last column sent: the rows left out for a missing key, counted once by the database (the file's
    /// aggregate counts them too, so the words say "1 value is missing" from either).
    static let leftOutName = "plotline_left_out"

    /// The lowest and highest finite value of the bin's field among the filtered rows.
    static func extent(_ field: String, _ dialect: SQLDialect, relation: DatabaseRelation,
                       conditions: (inout SQLBuilder) throws(PlotlineError) -> [String]) throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        let (from, _, _) = try relation.from(dialect)
        let v = dialect.number(try dialect.quote(field))
        let finite = "\(v) BETWEEN \(b.bind(.double(-Double.greatestFiniteMagnitude))) AND \(b.bind(.double(Double.greatestFiniteMagnitude)))"
        let where_ = [finite] + (try conditions(&b))
        return b.query("SELECT min(\(v)), max(\(v)) FROM \(from) WHERE " + where_.joined(separator: " AND "))
    }

    func query(_ dialect: SQLDialect, relation: DatabaseRelation,
               conditions: (inout SQLBuilder) throws(PlotlineError) -> [String]) throws(PlotlineError) -> SQLQuery {
        var b = SQLBuilder(dialect)
        let (from, rowOrder, _) = try relation.from(dialect)
        func value(_ field: String) throws(PlotlineError) -> String { try columns.value(field, dialect) }
        var select: [String] = []
        for (i, key) in aggregate.groupBy.enumerated() {
            if let bin, isBinKey(key) {
                guard let cut, let binIndex = dialect.binIndex else {
                    throw PlotlineError.invalidOption(name: "bin", reason: "the bin of '\(bin.field)' has no cut to run in the database")
                }
                select.append("\(binIndex(try value(bin.field), cut, &b)) AS k\(i)")
            } else if let unit = key.timeUnit, let keys = timeKeys[i], let timeKey = dialect.timeKey {
                select.append("\(timeKey(unit, try value(key.field), keys.weekStart)) AS k\(i)")
            } else {
                select.append("\(try value(key.field)) AS k\(i)")
            }
        }
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
        let isCategory = aggregate.groupBy.map { !isBinKey($0) && $0.timeUnit == nil && columns[$0.field] == .category }
        let firsts = aggregate.groupBy.indices.compactMap { i in isCategory[i] ? "min(o) OVER (PARTITION BY k\(i)) AS f\(i)" : nil }
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
            case .distinct: out.append("count(DISTINCT \(v))")
            case .sum: out.append(sum(v))
            case .mean: out.append("\(sum(v)) / count(\(v))")
            case .min: out.append("min(\(v))")
            case .max: out.append("max(\(v))")
            default: throw PlotlineError.invalidOption(name: "aggregate", reason: "\(measure.op.rawValue) does not run in the database")
            }
        }
        var order = aggregate.groupBy.indices.map { isCategory[$0] ? "f\($0)" : "k\($0)" }
        // Cut again in memory, the groups' categories must first appear in their own order: theirs first.
        if bin != nil { order = order.filter { $0.hasPrefix("f") } + order.filter { !$0.hasPrefix("f") } }
        let grouped = keys + aggregate.groupBy.indices.compactMap { isCategory[$0] ? "f\($0)" : nil }
        let leftOut = keys.isEmpty ? "0"
            : "(SELECT count(*) FROM plotline_keys WHERE " + keys.map { "\($0) IS NULL" }.joined(separator: " OR ") + ")"
        text += " SELECT " + (out + [leftOut]).joined(separator: ", ") + " FROM plotline_keys"
            + (keys.isEmpty ? "" : " WHERE " + keys.map { "\($0) IS NOT NULL" }.joined(separator: " AND "))
            + (grouped.isEmpty ? "" : " GROUP BY " + grouped.joined(separator: ", "))
            + (order.isEmpty ? "" : " ORDER BY " + order.joined(separator: ", "))
        return b.query(text)
    }

    /// The chart's data from the rows sent, and the steps that finish it in memory (none, or for a bin the
    /// cut and the aggregate again, of one row per group).
    func finish(_ rows: [[SQLValue]]) throws(PlotlineError) -> (table: DataTable, transforms: [Transform]) {
        let all = try DatabaseSource.table(sentColumns.enumerated().map { ($1.name, $1.type, $0) }, rows: rows)
        var leftOut = 0
        if case .numbers(let counts)? = all.columns.last?.values, let n = counts.first, n.isFinite { leftOut = Int(n) }
        let sent = try DataTable(columns: Array(all.columns.dropLast()))
        guard let bin, let cut else {
            let columns = sent.columns.enumerated().map { i, column -> Column in
                guard let keys = timeKeys[i], case .numbers(let values) = column.values else { return column }
                return Column(name: column.name, values: keys.column(ofKeys: values.map { Int($0) }))
            }
            var table = try DataTable(columns: columns)
            table.leftOutRows = leftOut
            return (table, [])
        }
        // The rows under the names the steps read: the bin's field (a value of each bin), the other keys'
        // fields, and each measure's partial value.
        var columns: [Column] = []
        for (i, key) in aggregate.groupBy.enumerated() {
            if isBinKey(key) {
                guard !columns.contains(where: { $0.name == bin.field }), case .numbers(let k) = sent.columns[i].values else { continue }
                columns.append(Column(name: bin.field, values: .numbers(k.map { cut.representative(of: Int($0)) })))
            } else {
                columns.append(Column(name: key.field, values: sent.columns[i].values))
            }
        }
        var measures: [AggregateMeasure] = []
        for (j, measure) in aggregate.measures.enumerated() {
            let name = "plotline_partial_\(j)"
            columns.append(Column(name: name, values: sent.columns[aggregate.groupBy.count + j].values))
            // Counts add up (a group's distinct values were counted whole, in its one row); every other
            // measure of one row is that row's value.
            let op: AggregateOp = Self.counts.contains(measure.op) ? .sum : measure.op
            measures.append(AggregateMeasure(op, name, as: measure.outputName))
        }
        var again = bin
        // The data's range as the extent, so the few rows are cut as all were (one value: its own range).
        if cut.low < cut.high { again.extent = [cut.low, cut.high] }
        var table = try DataTable(columns: columns)
        table.leftOutRows = leftOut
        return (table, [.bin(again), .aggregate(AggregateTransform(groupBy: aggregate.groupBy, measures: measures))])
    }
}
