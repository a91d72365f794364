import Foundation
import PlotlineScene

/// Runs a plan of ``Transform`` steps over a ``DataTable``, column by column.
///
/// Every step reads whole columns (`[Double]` or `[String?]`) and writes new ones; rows are never objects.
/// Grouping turns each key into a dense integer code (a time unit's calendar index, a bin's index, a
/// category's first appearance), so ten million rows are summed into months or bins with array indexing.
public enum TransformEngine {
    /// The table after every step of `transforms`, in order. `timeZone` and `locale` are the chart's: the
    /// calendar that time units follow, and the names of cyclic units ("Jan", "Mon"). `path` is the JSON
    /// path of the list, for error lines.
    public static func apply(_ transforms: [Transform], to table: DataTable, timeZone: TimeZone = .gmt,
                             locale: Locale = Locale(identifier: "en_US_POSIX"),
                             path: String = "$.transform") throws(PlotlineError) -> DataTable {
        try run(transforms, on: table, context: TransformContext(timeZone: timeZone, locale: locale), path: path).table
    }

    /// The table and what the steps learned about it (the bins made, for an axis's ticks).
    static func run(_ transforms: [Transform], on table: DataTable, context: TransformContext,
                    path: String, bins: [String: BinLayout] = [:]) throws(PlotlineError) -> TransformOutput {
        var output = TransformOutput(table: table, bins: bins)
        for (i, transform) in transforms.enumerated() {
            // Rows an earlier aggregate left out stay counted through the steps after it (an aggregate's own
            // count is of its input's rows, so the two add up).
            let leftOut = output.table.leftOutRows
            output.table.leftOutRows = 0
            let step = TransformStep(path: "\(path)[\(i)].\(transform.name)", table: output.table, context: context,
                                     bins: output.bins)
            switch transform {
            case .filter(let t): output.table = try t.apply(step)
            case .aggregate(let t): output = try t.apply(step)
            case .bin(let t): output = try t.apply(step)
            case .fold(let t): output.table = try t.apply(step)
            case .window(let t): output.table = try t.apply(step)
            case .sort(let t): output.table = try t.apply(step)
            case .top(let t): output.table = try t.apply(step)
            }
            output.table.leftOutRows += leftOut
        }
        return output
    }
}

extension DataTable {
    /// This table after a plan of transforms (see ``TransformEngine``): `table.transformed(by: [.filter(...)])`.
    public func transformed(by transforms: [Transform], timeZone: TimeZone = .gmt,
                            locale: Locale = Locale(identifier: "en_US_POSIX")) throws(PlotlineError) -> DataTable {
        try TransformEngine.apply(transforms, to: self, timeZone: timeZone, locale: locale)
    }
}

/// The chart's calendar and locale, which time units and their names follow.
struct TransformContext {
    var timeZone: TimeZone
    var locale: Locale
    var calendar: Calendar

    init(timeZone: TimeZone, locale: Locale) {
        self.timeZone = timeZone
        self.locale = locale
        calendar = ChartLocale.calendar(timeZone: timeZone, locale: locale)
    }
}

/// A table, and the bins each binned field was cut into (by its start field's name).
struct TransformOutput {
    var table: DataTable
    var bins: [String: BinLayout]
}

/// What one step sees: its JSON path (for errors), the table so far, and the context.
struct TransformStep {
    var path: String
    var table: DataTable
    var context: TransformContext
    var bins: [String: BinLayout]

    /// The column named `name`, or one line naming the field's path and the columns there are.
    func column(_ name: String, at field: String) throws(PlotlineError) -> Column {
        if let column = table.columns.first(where: { $0.name == name }) { return column }
        throw PlotlineError.invalidSpec(path: "\(path).\(field)",
            reason: PlotlineError.columnNotFound(name, available: table.columnNames).description)
    }

    /// The numbers (or instants) of a column, or one line saying it holds categories.
    func numbers(_ name: String, at field: String, doing what: String) throws(PlotlineError) -> [Double] {
        let column = try column(name, at: field)
        switch column.values {
        case .numbers(let v), .dates(let v): return v
        case .categories:
            throw PlotlineError.invalidSpec(path: "\(path).\(field)",
                reason: "cannot \(what) '\(Excerpt.quote(name))': it holds categories, not numbers")
        }
    }

    func fail(_ field: String, _ reason: String) -> PlotlineError {
        .invalidSpec(path: field.isEmpty ? path : "\(path).\(field)", reason: reason)
    }
}

extension Column {
    /// The values at `indices`, in that order.
    func rows(_ indices: [Int]) -> Column {
        switch values {
        case .numbers(let v): Column(name: name, values: .numbers(indices.map { v[$0] }), unitSymbol: unitSymbol)
        case .dates(let v): Column(name: name, values: .dates(indices.map { v[$0] }))
        case .categories(let v): Column(name: name, values: .categories(indices.map { v[$0] }))
        }
    }
}

extension DataTable {
    /// The rows at `indices`, in that order, of every column.
    func rows(_ indices: [Int]) -> DataTable {
        (try? DataTable(columns: columns.map { $0.rows(indices) })) ?? self
    }

    /// The table with `column` added, or replacing the column of its name (in its place).
    package func replacing(_ column: Column) throws(PlotlineError) -> DataTable {
        var all = columns
        if let i = all.firstIndex(where: { $0.name == column.name }) { all[i] = column } else { all.append(column) }
        return try DataTable(columns: all)
    }
}
