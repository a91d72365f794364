import Foundation
import PlotlineScene

/// Groups rows by fields (and dates by time units) and summarises each group: one row per group.
///
/// JSON: `{"groupBy": [{"field": "date", "timeUnit": "month"}], "measures": [{"op": "sum", "field":
/// "precipitation"}]}`. Groups come out in the order of their keys (dates and numbers ascending, cyclic
/// units in calendar order, categories as they first appear); rows with a missing key are left out.
public struct AggregateTransform: Sendable, Equatable, Codable {
    public var groupBy: [GroupField]
    public var measures: [AggregateMeasure]

    public init(groupBy: [GroupField] = [], measures: [AggregateMeasure]) {
        self.groupBy = groupBy
        self.measures = measures
    }

    private enum CodingKeys: String, CodingKey { case groupBy, measures }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        groupBy = try c.decodeIfPresent([GroupField].self, forKey: .groupBy) ?? []
        measures = try c.decode([AggregateMeasure].self, forKey: .measures)
    }

    func apply(_ step: TransformStep) throws(PlotlineError) -> TransformOutput {
        guard !measures.isEmpty else { throw step.fail("measures", "an aggregate needs at least one measure, like {\"op\": \"count\"}") }
        // Every output name once.
        var seen = Set<String>()
        for (i, name) in (groupBy.map(\.outputName) + measures.map(\.outputName)).enumerated() where !seen.insert(name).inserted {
            let at = i < groupBy.count ? "groupBy[\(i)].as" : "measures[\(i - groupBy.count)].as"
            throw step.fail(at, "a second output named '\(Excerpt.quote(name))'; give each measure its own \"as\"")
        }
        let grouping = try Grouping.make(groupBy, step: step, fieldPath: "groupBy")
        let slots = grouping.slotCount
        var rowsInSlot = [Int](repeating: 0, count: slots)
        grouping.slotOfRow.withUnsafeBufferPointer { s in
            rowsInSlot.withUnsafeMutableBufferPointer { n in
                for r in 0..<s.count where s[r] >= 0 { n[Int(s[r])] += 1 }
            }
        }
        let order = grouping.order(rowsInSlot.map { $0 > 0 })
        // A group's key keeps its field's unit when it is the field's numbers (a bin's start), not a time unit.
        var columns: [Column] = zip(groupBy, grouping.outputs).map { field, output in
            let symbol = field.timeUnit == nil ? step.table.columns.first { $0.name == field.field }?.unitSymbol : nil
            return Column(name: output.name, values: output.make(order), unitSymbol: symbol)
        }
        for (i, measure) in measures.enumerated() {
            let values = try measure.compute(grouping: grouping, rowsInSlot: rowsInSlot, step: step, at: "measures[\(i)]")
            let symbol = measure.op.keepsUnit ? measure.field.flatMap { name in step.table.columns.first { $0.name == name }?.unitSymbol } : nil
            columns.append(Column(name: measure.outputName, values: values.gathered(order), unitSymbol: symbol))
        }
        var bins = step.bins
        for field in groupBy where field.outputName != field.field { bins[field.outputName] = bins[field.field] }
        columns = emptyBins(columns, bins: step.bins)
        var table = try DataTable(columns: columns)
        table.leftOutRows = grouping.slotOfRow.reduce(0) { $0 + ($1 < 0 ? 1 : 0) }
        return TransformOutput(table: table, bins: bins)
    }

    /// A count (or sum) by one binned field keeps its empty bins, from the first bin with rows to the last,
    /// as zero: a histogram's gap is a bin of 0 in its words and table ("70 to 80: 0"), as pandas' counts of
    /// a cut give it, not a bin left out. Measures with no value for an empty group (a mean) keep the groups
    /// as they are.
    func emptyBins(_ columns: [Column], bins: [String: BinLayout]) -> [Column] {
        let zeroes: Set<AggregateOp> = [.count, .valid, .missing, .distinct, .sum]
        guard measures.allSatisfy({ zeroes.contains($0.op) }), !groupBy.isEmpty, groupBy.count <= 2,
              groupBy.allSatisfy({ $0.timeUnit == nil }),
              let layout = bins[groupBy[0].field], groupBy.allSatisfy({ bins[$0.field]?.id == layout.id }),
              case .numbers(let keys)? = columns.first?.values, keys.count > 1, keys.count < layout.count else { return columns }
        // The groups' keys are the first field's edges in ascending order: walk the bins alongside them.
        guard let lo = keys.first, let hi = keys.last else { return columns }
        var rows: [Int?] = []   // for each output row: the existing row, or nil for an empty bin
        var binOfRow: [Int] = []   // for each output row: its bin
        var next = 0
        for k in 0..<layout.count {
            let key = layout.edge(k)
            guard key >= lo, key <= hi else { continue }
            binOfRow.append(k)
            if next < keys.count, keys[next] == key {
                rows.append(next)
                next += 1
            } else {
                rows.append(nil)
            }
        }
        // Every group found at its bin, and some bin empty: else the groups stay as they are.
        guard next == keys.count, rows.count > keys.count else { return columns }
        return columns.enumerated().map { c, column in
            guard case .numbers(let values) = column.values else { return column }
            let filled: [Double] = rows.enumerated().map { i, row in
                if let row { return values[row] }
                if c < groupBy.count {
                    // The empty bin's own start or end.
                    return bins[groupBy[c].field]!.edge(binOfRow[i])
                }
                return 0
            }
            return Column(name: column.name, values: .numbers(filled), unitSymbol: column.unitSymbol)
        }
    }
}

/// One summary of a group: an operation on a field (none for `count`), named `as` (the field's own name by
/// default, `count` for a count).
public struct AggregateMeasure: Sendable, Equatable, Codable {
    public var op: AggregateOp
    public var field: String?
    public var `as`: String?

    public init(_ op: AggregateOp, _ field: String? = nil, as name: String? = nil) {
        self.op = op
        self.field = field
        self.as = name
    }

    public var outputName: String { self.as ?? field ?? op.rawValue }
}

/// What a measure computes over a group's values (missing values left out, except by `count`).
public enum AggregateOp: String, Sendable, CaseIterable, Codable {
    /// The rows of the group (missing values or not).
    case count
    /// The values that are there; `missing`: the ones that are not.
    case valid, missing
    /// Different values.
    case distinct
    case sum, mean, median, min, max
    /// The first and third quartiles (linear interpolation between the closest ranks, as pandas and d3 do).
    case q1, q3
    /// The sample standard deviation and variance (n - 1).
    case stdev, variance
    /// The mean less and plus one standard deviation: the ends of an error bar or band.
    case meanMinusStdev, meanPlusStdev

    /// Whether the result is in the unit of the field's numbers (a sum or a mean of dollars is dollars), not
    /// a count of them nor a square of the unit (a variance).
    var keepsUnit: Bool {
        switch self {
        case .count, .valid, .missing, .distinct, .variance: false
        case .sum, .mean, .median, .min, .max, .q1, .q3, .stdev, .meanMinusStdev, .meanPlusStdev: true
        }
    }

    /// Whether the results of parts add up to the result of the whole (a count, a sum): only such bars stack,
    /// their stack's total a fact. Means, medians, extremes and spreads do not add up.
    public var adds: Bool {
        switch self {
        case .count, .valid, .missing, .sum: true
        case .distinct, .mean, .median, .min, .max, .q1, .q3, .stdev, .variance, .meanMinusStdev, .meanPlusStdev: false
        }
    }

    /// Words for a title: "Sum", "Mean", "Count".
    public var words: String {
        switch self {
        case .count: "Count"
        case .valid: "Count of valid"
        case .missing: "Count of missing"
        case .distinct: "Distinct count"
        case .sum: "Sum"
        case .mean: "Mean"
        case .median: "Median"
        case .min: "Minimum"
        case .max: "Maximum"
        case .q1: "First quartile"
        case .q3: "Third quartile"
        case .stdev: "Standard deviation"
        case .variance: "Variance"
        case .meanMinusStdev: "Mean minus one standard deviation"
        case .meanPlusStdev: "Mean plus one standard deviation"
        }
    }

    /// Ops that need no field.
    var countsRows: Bool { self == .count }
    /// Ops whose result on dates is a date.
    var keepsDates: Bool { [.min, .max, .mean, .median, .q1, .q3].contains(self) }
    /// Ops that are counts, whatever the field holds.
    var isCount: Bool { [.count, .valid, .missing, .distinct].contains(self) }
}

extension AggregateOp: NamedCases {}

extension AggregateMeasure {
    /// The measure for every slot.
    func compute(grouping: Grouping, rowsInSlot: [Int], step: TransformStep, at path: String) throws(PlotlineError) -> ColumnValues {
        let slots = grouping.slotCount
        if op == .count { return .numbers(rowsInSlot.map(Double.init)) }
        guard let field else { throw step.fail("\(path).field", "\(op.rawValue) needs a field") }
        let column = try step.column(field, at: "\(path).field")
        let slotOf = grouping.slotOfRow
        if case .categories(let cells) = column.values {
            switch op {
            case .valid, .missing:
                var n = [Double](repeating: 0, count: slots)
                for r in cells.indices where slotOf[r] >= 0 && (cells[r] != nil) == (op == .valid) { n[Int(slotOf[r])] += 1 }
                return .numbers(n)
            case .distinct:
                var sets = [Set<String>](repeating: [], count: slots)
                for r in cells.indices where slotOf[r] >= 0 { if let v = cells[r] { sets[Int(slotOf[r])].insert(v) } }
                return .numbers(sets.map { Double($0.count) })
            default:
                throw step.fail("\(path).op", "cannot take the \(op.rawValue) of '\(Excerpt.quote(field))': it holds categories; "
                                + "use count, valid, missing or distinct")
            }
        }
        let isDate = column.type == .date
        let values: [Double]
        switch column.values {
        case .numbers(let v), .dates(let v): values = v
        case .categories: values = []
        }
        if isDate && !op.keepsDates && !op.isCount {
            throw step.fail("\(path).op", "cannot take the \(op.rawValue) of '\(Excerpt.quote(field))': it holds dates; "
                            + "use min, max, mean, median, q1, q3 or a count")
        }
        var result = [Double](repeating: .nan, count: slots)
        switch op {
        case .valid, .missing:
            var n = [Double](repeating: 0, count: slots)
            for r in values.indices where slotOf[r] >= 0 && values[r].isFinite == (op == .valid) { n[Int(slotOf[r])] += 1 }
            result = n
        case .distinct:
            var sets = [Set<Double>](repeating: [], count: slots)
            for r in values.indices where slotOf[r] >= 0 && values[r].isFinite { sets[Int(slotOf[r])].insert(values[r]) }
            result = sets.map { Double($0.count) }
        case .sum, .mean, .stdev, .variance, .meanMinusStdev, .meanPlusStdev:
            // A sum is of the values as they are, in row order (the sum anyone would write). A deviation
            // sums values shifted by the first, so the variance keeps its digits far from zero.
            let needsSquares = op != .sum && op != .mean
            let shift = needsSquares ? values.first(where: \.isFinite) ?? 0 : 0
            var n = [Double](repeating: 0, count: slots), s = n, ss = n
            values.withUnsafeBufferPointer { v in
                slotOf.withUnsafeBufferPointer { g in
                    n.withUnsafeMutableBufferPointer { n in
                        s.withUnsafeMutableBufferPointer { s in
                            ss.withUnsafeMutableBufferPointer { ss in
                                for r in 0..<v.count {
                                    let slot = Int(g[r]), x = v[r]
                                    guard slot >= 0, x.isFinite else { continue }
                                    let d = x - shift
                                    n[slot] += 1
                                    s[slot] += d
                                    if needsSquares { ss[slot] += d * d }
                                }
                            }
                        }
                    }
                }
            }
            for k in 0..<slots where n[k] > 0 {
                let mean = s[k] / n[k] + shift
                let variance = n[k] > 1 ? max(0, (ss[k] - s[k] * s[k] / n[k]) / (n[k] - 1)) : .nan
                switch op {
                case .sum: result[k] = s[k] + n[k] * shift
                case .mean: result[k] = mean
                case .variance: result[k] = variance
                case .stdev: result[k] = variance.squareRoot()
                case .meanMinusStdev: result[k] = mean - (n[k] > 1 ? variance.squareRoot() : 0)
                default: result[k] = mean + (n[k] > 1 ? variance.squareRoot() : 0)
                }
            }
        case .min, .max:
            let isMin = op == .min
            values.withUnsafeBufferPointer { v in
                for r in 0..<v.count {
                    let slot = Int(slotOf[r]), x = v[r]
                    guard slot >= 0, x.isFinite else { continue }
                    let current = result[slot]
                    if current.isNaN || (isMin ? x < current : x > current) { result[slot] = x }
                }
            }
        case .median, .q1, .q3:
            let p = op == .q1 ? 0.25 : op == .q3 ? 0.75 : 0.5
            // Each group's values together (a counting sort by slot), then each sorted on its own.
            var start = [Int](repeating: 0, count: slots + 1)
            for r in values.indices where slotOf[r] >= 0 && values[r].isFinite { start[Int(slotOf[r]) + 1] += 1 }
            for k in 0..<slots { start[k + 1] += start[k] }
            var fill = start
            var gathered = [Double](repeating: 0, count: start[slots])
            for r in values.indices where slotOf[r] >= 0 && values[r].isFinite {
                let k = Int(slotOf[r])
                gathered[fill[k]] = values[r]
                fill[k] += 1
            }
            for k in 0..<slots where start[k + 1] > start[k] {
                var part = Array(gathered[start[k]..<start[k + 1]])
                part.sort()
                result[k] = Distribution.quantile(part, p)
            }
        case .count:
            break
        }
        return isDate && op.keepsDates ? .dates(result) : .numbers(result)
    }

}

extension ColumnValues {
    /// The values at `indices`, in that order.
    func gathered(_ indices: [Int]) -> ColumnValues {
        switch self {
        case .numbers(let v): .numbers(indices.map { v[$0] })
        case .dates(let v): .dates(indices.map { v[$0] })
        case .categories(let v): .categories(indices.map { v[$0] })
        }
    }
}
