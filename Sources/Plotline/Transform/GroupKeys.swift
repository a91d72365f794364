import Foundation
import PlotlineScene

/// A field rows are grouped by: a column as it is, or a date column by a time unit.
///
/// JSON: `"weather"` or `{"field": "date", "timeUnit": "month", "as": "month"}`. The output column is named
/// `as`, or the field's own name.
public struct GroupField: Sendable, Equatable, Codable {
    public var field: String
    public var timeUnit: TimeGrouping?
    public var `as`: String?

    public init(_ field: String, timeUnit: TimeGrouping? = nil, as name: String? = nil) {
        self.field = field
        self.timeUnit = timeUnit
        self.as = name
    }

    private enum CodingKeys: String, CodingKey { case field, timeUnit, `as` }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            self.init(name)
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode(String.self, forKey: .field),
                  timeUnit: try c.decodeIfPresent(TimeGrouping.self, forKey: .timeUnit),
                  as: try c.decodeIfPresent(String.self, forKey: .as))
    }

    /// A plain field is written as its name, as it may be read.
    public func encode(to encoder: Encoder) throws {
        if timeUnit == nil && self.as == nil {
            var single = encoder.singleValueContainer()
            try single.encode(field)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(field, forKey: .field)
        try c.encodeIfPresent(timeUnit, forKey: .timeUnit)
        try c.encodeIfPresent(self.as, forKey: .as)
    }

    public var outputName: String { self.as ?? field }
}

/// Each row's group as a slot number, from dense integer codes of every key (see ``TransformEngine``).
struct Grouping {
    /// Each row's slot; -1 for a row with a missing key (left out).
    var slotOfRow: [Int32]
    var slotCount: Int
    /// The keys' output columns for a list of slots (in the order given).
    var outputs: [(name: String, make: ([Int]) -> ColumnValues)]
    /// The slots in output order (every slot that holds a row, by ascending keys).
    var order: (_ used: [Bool]) -> [Int]

    /// Codes of one key column: 0..<count, -1 for missing, and the column of values for a list of codes.
    struct KeyCodes {
        var codes: [Int32]
        var count: Int
        var name: String
        var make: ([Int]) -> ColumnValues
        /// The bin cut this key comes from: a bin's start and end fields group alike (one code for both).
        var bin: String? = nil
    }

    static func make(_ fields: [GroupField], step: TransformStep, fieldPath: String) throws(PlotlineError) -> Grouping {
        let rows = step.table.rowCount
        var keys: [KeyCodes] = []
        for (i, field) in fields.enumerated() {
            // The end of a bin cut whose start is already a key shares its codes (the same bin, another name).
            if let bin = step.bins[field.field], let earlier = keys.first(where: { $0.bin == bin.id }),
               case .numbers? = step.table.columns.first(where: { $0.name == field.field })?.values {
                keys.append(KeyCodes(codes: earlier.codes, count: bin.count, name: field.outputName,
                                     make: { codes in .numbers(codes.map { bin.edge($0) }) }, bin: bin.id))
                continue
            }
            keys.append(try codes(field, step: step, at: "\(fieldPath)[\(i)]"))
        }
        if keys.isEmpty {
            return Grouping(slotOfRow: [Int32](repeating: 0, count: rows), slotCount: rows > 0 ? 1 : 0, outputs: [],
                            order: { used in used.indices.filter { used[$0] } })
        }
        // A bin's start and end come from one cut: the second is the first's code under another name.
        var sources = Array(keys.indices)
        var distinct: [Int] = []
        for k in keys.indices {
            if let bin = keys[k].bin, let earlier = distinct.first(where: { keys[$0].bin == bin }) { sources[k] = earlier }
            else { distinct.append(k) }
        }
        let counts = distinct.map { max(keys[$0].count, 1) }
        var total = 1
        var overflow = false
        for count in counts {
            let (product, o) = total.multipliedReportingOverflow(by: count)
            total = product
            overflow = overflow || o
        }
        let dense = !overflow && total <= max(1 << 22, rows) && total < Int(Int32.max)
        /// The code of key `k` within a slot's combined code.
        func split(_ code: Int, _ k: Int) -> Int {
            let position = distinct.firstIndex(of: sources[k])!
            var rest = code
            for j in counts.indices.reversed() {
                if j == position { return rest % counts[j] }
                rest /= counts[j]
            }
            return 0
        }
        var slotOfRow: [Int32]
        var codeOfSlot: [Int] = []
        let slotCount: Int
        if distinct.count == 1 {
            slotOfRow = keys[distinct[0]].codes
            slotCount = keys[distinct[0]].count
        } else if dense {
            // Mixed radix: the first key is the most significant, so ascending slots are ascending keys.
            slotOfRow = [Int32](repeating: 0, count: rows)
            var radix: Int32 = 1
            slotOfRow.withUnsafeMutableBufferPointer { out in
                for (j, k) in distinct.enumerated().reversed() {
                    keys[k].codes.withUnsafeBufferPointer { c in
                        for r in 0..<rows {
                            if c[r] < 0 || out[r] < 0 { out[r] = -1 } else { out[r] &+= c[r] &* radix }
                        }
                    }
                    radix &*= Int32(counts[j])
                }
            }
            slotCount = total
        } else {
            var combined = [Int](repeating: 0, count: rows)
            var radix = 1
            for (j, k) in distinct.enumerated().reversed() {
                let c = keys[k].codes
                for r in 0..<rows { if c[r] < 0 || combined[r] < 0 { combined[r] = -1 } else { combined[r] &+= Int(c[r]) &* radix } }
                radix = radix &* counts[j]
            }
            let unique = Set(combined.filter { $0 >= 0 }).sorted()
            var slot: [Int: Int32] = [:]
            for (i, code) in unique.enumerated() { slot[code] = Int32(i) }
            slotOfRow = [Int32](repeating: -1, count: rows)
            for r in 0..<rows where combined[r] >= 0 { slotOfRow[r] = slot[combined[r]]! }
            codeOfSlot = unique
            slotCount = unique.count
        }
        let isDirect = distinct.count == 1 || dense
        let outputs = keys.enumerated().map { (k, key) -> (name: String, make: ([Int]) -> ColumnValues) in
            (key.name, { slots in key.make(slots.map { split(isDirect ? $0 : codeOfSlot[$0], k) }) })
        }
        return Grouping(slotOfRow: slotOfRow, slotCount: slotCount, outputs: outputs,
                        order: { used in used.indices.filter { used[$0] } })
    }

    /// Dense codes of one key, in the order its values are shown: time and numbers ascending, cyclic units
    /// in calendar order, categories in order of first appearance.
    static func codes(_ field: GroupField, step: TransformStep, at path: String) throws(PlotlineError) -> KeyCodes {
        let column = try step.column(field.field, at: "\(path).field")
        let name = field.outputName
        if let unit = field.timeUnit {
            guard case .dates(let values) = column.values else {
                throw step.fail("\(path).timeUnit", "'\(Excerpt.quote(field.field))' holds \(column.type.rawValue) values; "
                                + "a time unit groups dates")
            }
            let timeKeys = TimeKeys(grouping: unit, context: step.context)
            var codes = timeKeys.keys(values)
            var low = Int32.max, high = Int32.min
            codes.withUnsafeBufferPointer { k in
                for key in k where key != Int32.min {
                    if key < low { low = key }
                    if key > high { high = key }
                }
            }
            if low > high { return KeyCodes(codes: codes.map { _ in -1 }, count: 0, name: name, make: { _ in .dates([]) }) }
            guard Int(high) - Int(low) < 1 << 28 else {
                throw step.fail("\(path).timeUnit", "the dates of '\(Excerpt.quote(field.field))' span too many \(unit.rawValue)s to group")
            }
            // Codes from 0: the key less the first.
            codes.withUnsafeMutableBufferPointer { c in
                for i in 0..<c.count { c[i] = c[i] == Int32.min ? -1 : c[i] &- low }
            }
            let first = Int(low)
            return KeyCodes(codes: codes, count: Int(high) - first + 1, name: name,
                            make: { codes in timeKeys.column(ofKeys: codes.map { $0 + first }) })
        }
        switch column.values {
        case .numbers(let values), .dates(let values):
            let isDate = column.type == .date
            if let bin = step.bins[field.field], !isDate {
                // A binned field: its bin's index, without hashing.
                let first = bin.start, width = bin.step, last = bin.count - 1
                let codes = [Int32](unsafeUninitializedCapacity: values.count) { c, initialized in
                    values.withUnsafeBufferPointer { v in
                        for i in 0..<v.count {
                            let x = v[i]
                            let q = ((x - first) / width).rounded()
                            c[i] = x.isFinite && q.isFinite ? Int32(max(0, min(Double(last), q))) : -1
                        }
                    }
                    initialized = values.count
                }
                return KeyCodes(codes: codes, count: bin.count, name: name,
                                make: { codes in .numbers(codes.map { bin.edge($0) }) }, bin: bin.id)
            }
            var index: [Double: Int32] = [:]
            var firstSeen: [Double] = []
            var codes = [Int32](repeating: -1, count: values.count)
            for i in values.indices where values[i].isFinite {
                let v = values[i] == 0 ? 0 : values[i]
                if let code = index[v] { codes[i] = code } else {
                    let code = Int32(firstSeen.count)
                    index[v] = code
                    firstSeen.append(v)
                    codes[i] = code
                }
            }
            // Ascending: renumber the codes by value.
            let sorted = firstSeen.indices.sorted { firstSeen[$0] < firstSeen[$1] }
            var rank = [Int32](repeating: 0, count: sorted.count)
            for (r, code) in sorted.enumerated() { rank[code] = Int32(r) }
            for i in codes.indices where codes[i] >= 0 { codes[i] = rank[Int(codes[i])] }
            let ascending = sorted.map { firstSeen[$0] }
            return KeyCodes(codes: codes, count: ascending.count, name: name,
                            make: { codes in isDate ? .dates(codes.map { ascending[$0] }) : .numbers(codes.map { ascending[$0] }) })
        case .categories(let values):
            var index: [String: Int32] = [:]
            var names: [String] = []
            var codes = [Int32](repeating: -1, count: values.count)
            for i in values.indices {
                guard let v = values[i] else { continue }
                if let code = index[v] { codes[i] = code } else {
                    let code = Int32(names.count)
                    index[v] = code
                    names.append(v)
                    codes[i] = code
                }
            }
            return KeyCodes(codes: codes, count: names.count, name: name,
                            make: { codes in .categories(codes.map { names[$0] }) })
        }
    }
}
