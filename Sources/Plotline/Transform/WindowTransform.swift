import Foundation
import PlotlineScene

/// A value computed over a frame of neighbouring rows, added as a field: a running sum, a moving mean.
///
/// JSON: `{"op": "sum", "field": "sales", "as": "total"}` (a running sum: the frame `[null, 0]`, every row
/// up to this one) or `{"op": "mean", "field": "temp", "frame": [-6, 0], "as": "week_mean"}` (this row and
/// the six before). Rows are taken in the order of `sortBy` (ascending), else as they are, and separately
/// for each value of the `groupBy` fields. A missing value is left out of its frames.
public struct WindowTransform: Sendable, Equatable, Codable {
    public var op: WindowOp
    public var field: String
    public var `as`: String?
    /// Rows before (negative) and after this one; null for no limit. `[null, 0]` by default.
    public var frame: [Int?]?
    public var groupBy: [String]?
    public var sortBy: String?

    public init(_ op: WindowOp, field: String, as name: String? = nil, frame: [Int?]? = nil,
                groupBy: [String]? = nil, sortBy: String? = nil) {
        self.op = op
        self.field = field
        self.as = name
        self.frame = frame
        self.groupBy = groupBy
        self.sortBy = sortBy
    }

    public var outputName: String { self.as ?? "\(op.rawValue)_\(field)" }

    func apply(_ step: TransformStep) throws(PlotlineError) -> DataTable {
        let values = try step.numbers(field, at: "field", doing: "take a window \(op.rawValue) of")
        let frame = self.frame ?? [nil, 0]
        guard frame.count == 2 else { throw step.fail("frame", "expected [before, after], like [-6, 0] or [null, 0]") }
        if let a = frame[0], let b = frame[1], a > b { throw step.fail("frame", "the first end, \(a), is after the second, \(b)") }
        // Partitions, each in its order.
        let rows = step.table.rowCount
        var partitionOf = [Int](repeating: 0, count: rows)
        if let groupBy, !groupBy.isEmpty {
            let grouping = try Grouping.make(groupBy.map { GroupField($0) }, step: step, fieldPath: "groupBy")
            for r in 0..<rows { partitionOf[r] = Int(grouping.slotOfRow[r]) }
        }
        var order = Array(0..<rows)
        if let sortBy {
            let key = try step.column(sortBy, at: "sortBy")
            order = Self.sortedRows(key)
        }
        var members: [Int: [Int]] = [:], partitions: [Int] = []
        for r in order {
            let p = partitionOf[r]
            if members[p] == nil { partitions.append(p) }
            members[p, default: []].append(r)
        }
        var out = [Double](repeating: .nan, count: rows)
        for p in partitions {
            let part = members[p]!
            let x = part.map { values[$0] }
            // Prefix sums and counts of the values that are there.
            var sums = [Double](repeating: 0, count: x.count + 1), counts = sums
            for i in x.indices {
                sums[i + 1] = sums[i] + (x[i].isFinite ? x[i] : 0)
                counts[i + 1] = counts[i] + (x[i].isFinite ? 1 : 0)
            }
            // A min or max from a queue of the frame's candidates (Lemire's ascending minima): both ends of
            // the frame only move forward, so each value enters and leaves once, linear in the rows where
            // searching each frame was quadratic (200,000 rows took 45 s). Among equal values the first is
            // kept, as a search from the frame's start keeps it.
            var queue: [Int] = [], head = 0, entered = 0
            for i in x.indices {
                // Frames of any size, without overflow: an end past the partition is its edge.
                let lo = frame[0].map { $0 <= -x.count ? 0 : max(0, i + min($0, x.count)) } ?? 0
                let hi = frame[1].map { $0 >= x.count ? x.count - 1 : min(x.count - 1, i + max($0, -x.count)) } ?? x.count - 1
                guard lo <= hi else { continue }
                if op == .min || op == .max {
                    while entered <= hi {
                        let v = x[entered]
                        if v.isFinite {
                            while queue.count > head, op == .min ? x[queue[queue.count - 1]] > v : x[queue[queue.count - 1]] < v {
                                queue.removeLast()
                            }
                            queue.append(entered)
                        }
                        entered += 1
                    }
                    while head < queue.count, queue[head] < lo { head += 1 }
                }
                let n = counts[hi + 1] - counts[lo], s = sums[hi + 1] - sums[lo]
                let value: Double
                switch op {
                case .sum: value = s
                case .mean: value = n > 0 ? s / n : .nan
                case .count: value = n
                case .min, .max: value = head < queue.count ? x[queue[head]] : .nan
                }
                out[part[i]] = value
            }
        }
        // A running sum or a moving mean of dollars is dollars; a count is not.
        let symbol = op == .count ? nil : step.table.columns.first { $0.name == field }?.unitSymbol
        return try step.table.replacing(Column(name: outputName, values: .numbers(out), unitSymbol: symbol))
    }

    /// Row indices in ascending order of a column, ties in row order, missing values last.
    static func sortedRows(_ column: Column) -> [Int] {
        let rows = Array(0..<column.count)
        switch column.values {
        case .numbers(let v), .dates(let v):
            return SortTransform.stableSorted(rows) { a, b in
                if !v[a].isFinite || !v[b].isFinite { return v[a].isFinite && !v[b].isFinite }
                return v[a] < v[b]
            }
        case .categories(let v):
            return SortTransform.stableSorted(rows) { a, b in
                guard let x = v[a], let y = v[b] else { return v[a] != nil && v[b] == nil }
                return x < y
            }
        }
    }
}

public enum WindowOp: String, Sendable, CaseIterable, Codable {
    case sum, mean, count, min, max
}

extension WindowOp: NamedCases {}
