import Foundation
import PlotlineScene

/// The `n` categories with the largest totals, largest first, and the rest summed into one more row named
/// "Other" (or `other`). The result has two columns: the category field and the summed value field.
///
/// JSON: `{"field": "net_generation", "by": "source", "n": 3}`.
public struct TopTransform: Sendable, Equatable, Codable {
    /// The numbers summed and compared.
    public var field: String
    /// The categories.
    public var by: String
    public var n: Int
    /// The name of the row of the rest; "Other" by default.
    public var other: String?

    public init(field: String, by: String, n: Int, other: String? = nil) {
        self.field = field
        self.by = by
        self.n = n
        self.other = other
    }

    func apply(_ step: TransformStep) throws(PlotlineError) -> DataTable {
        guard n >= 1 else { throw step.fail("n", "expected 1 or more, found \(n)") }
        let values = try step.numbers(field, at: "field", doing: "sum")
        let categoryColumn = try step.column(by, at: "by")
        let names: [String?]
        switch categoryColumn.values {
        case .categories(let v): names = v
        case .numbers(let v): names = v.map { $0.isFinite ? LayerBinding.plain($0) : nil }
        case .dates(let v): names = DateWords.Writer(locale: step.context.locale, calendar: step.context.calendar).names(v)
        }
        var totals: [String: Double] = [:], order: [String] = []
        for r in values.indices {
            guard let name = names[r] else { continue }
            if totals[name] == nil { order.append(name) }
            if values[r].isFinite { totals[name, default: 0] += values[r] } else { totals[name, default: 0] += 0 }
        }
        let ranked = order.enumerated().sorted { a, b in
            let x = totals[a.element]!, y = totals[b.element]!
            return x != y ? x > y : a.offset < b.offset
        }.map(\.element)
        var keptNames = Array(ranked.prefix(n)), keptValues = keptNames.map { totals[$0]! }
        if ranked.count > n {
            let otherName = other ?? "Other"
            if keptNames.contains(otherName) {
                throw step.fail("other", "'\(Excerpt.quote(otherName))' is already one of the categories; name the rest otherwise")
            }
            keptNames.append(otherName)
            keptValues.append(ranked.dropFirst(n).reduce(0) { $0 + totals[$1]! })
        }
        return try DataTable(columns: [Column(name: by, values: .categories(keptNames)),
                                       Column(name: field, values: .numbers(keptValues),
                                              unitSymbol: step.table.columns.first { $0.name == field }?.unitSymbol)])
    }
}
