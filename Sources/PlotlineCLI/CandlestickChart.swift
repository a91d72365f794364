import Foundation
import Plotline

/// `--mark candlestick`: open, high, low and close prices by date, composed from two existing marks as the
/// gallery's candlesticks are: a rule from low to high (a decoration, left out of the words), under a bar
/// from open to close. Up and down days are told apart by color and by fill (the down days hatched), never
/// by color alone; the words say each day's open and close ("Down, June 2: 30.04 to 29.63"), the
/// directions named in the chart's language.
struct CandlestickChart {
    /// The four columns, named by --open, --high, --low and --close, else the columns of those names.
    var open: String?, high: String?, low: String?, close: String?
    var yLabel: String?, unit: String?
    /// The chart's language: the directions and the key's title are its words.
    var phrases = Phrases(locale: Locale(identifier: "en-US"))

    static let directionField = "direction"
    static let hiddenField = "candlestick rule hidden"

    func spec(table: DataTable, x: String, xType: ColumnType?) throws -> ChartSpec {
        guard let xColumn = table.columns.first(where: { $0.name == x }) else {
            throw CommandError(message: "--x: " + PlotlineError.columnNotFound(x, available: table.columnNames).description)
        }
        if (xType ?? xColumn.type) == .number {
            throw CommandError(message: "--mark candlestick: --x '\(Excerpt.quote(x))' holds numbers; a candlestick's "
                               + "days go on --x as dates or categories")
        }
        var prices: [String: (name: String, values: [Double])] = [:]
        for (option, given) in [("open", open), ("high", high), ("low", low), ("close", close)] {
            let column: Column
            if let given {
                guard let found = table.columns.first(where: { $0.name == given }) else {
                    throw CommandError(message: "--\(option): " + PlotlineError.columnNotFound(given, available: table.columnNames).description)
                }
                column = found
            } else {
                guard let found = table.columns.first(where: { $0.name == option })
                        ?? table.columns.first(where: { $0.name.lowercased() == option }) else {
                    throw CommandError(message: "--mark candlestick needs --\(option): there is no column '\(option)'; "
                                       + "columns are: \(table.columnNames.joined(separator: ", "))")
                }
                column = found
            }
            guard case .numbers(let values) = column.values else {
                throw CommandError(message: "--\(option) '\(Excerpt.quote(column.name))' holds \(column.type.rawValue) values; "
                                   + "a candlestick's prices are numbers")
            }
            prices[option] = (column.name, values)
        }
        let open = prices["open"]!, close = prices["close"]!
        // A day that closes at or above its open is up; a day missing either has no direction (and no bar).
        let direction: [String?] = zip(open.values, close.values).map { o, c in
            o.isFinite && c.isFinite ? phrases.candleDirection(up: c >= o) : nil
        }
        for name in [Self.directionField, Self.hiddenField] where table.columnNames.contains(name) {
            throw CommandError(message: "--mark candlestick adds a column '\(name)'; the table has one already")
        }
        let extended = try DataTable(columns: table.columns + [
            Column(name: Self.directionField, values: .categories(direction)),
            Column(name: Self.hiddenField, values: .numbers(Array(repeating: 1, count: table.rowCount))),
        ])
        let label = yLabel ?? "price"
        func price(_ option: String) -> EncodingSpec {
            EncodingSpec(field: prices[option]!.name, type: .number, label: label, unitName: unit)
        }
        let position = EncodingSpec(field: x, type: xType ?? xColumn.type,
                                    unit: (xType ?? xColumn.type) == .date ? .day : nil)
        var range = MarkSpec(type: .rule, channels: [.x: position, .yStart: price("low"), .yEnd: price("high")],
                             style: MarkStyle(color: "#8e8e93"))
        range.accessibilityHidden = EncodingSpec(field: Self.hiddenField, type: .number)
        // The body's two values are channels of their own, titled by their columns ("open", "close"), so the
        // words name the close and the table keeps both; the axis keeps the one title of every price.
        func channel(_ option: String) -> EncodingSpec {
            EncodingSpec(field: prices[option]!.name, type: .number, unitName: unit)
        }
        let body = MarkSpec(type: .bar, channels: [
            .x: position, .yStart: channel("open"), .yEnd: channel("close"),
            .color: EncodingSpec(field: Self.directionField, type: .category, label: phrases.candleDay),
        ])
        var spec = ChartSpec(data: .table(extended), marks: [range, body])
        spec.appearance = AppearanceSpec(patterns: true)
        spec.yAxis = AxisSpec().withTitle(label + (unit.map { " (\($0))" } ?? ""))
        let titles = EncodingTitle(locale: phrases.locale)
        spec.title = titles.title(titles.list(["open", "high", "low", "close"].map { EncodingTitle.field(prices[$0]!.name) }),
                                  by: [EncodingTitle.field(x)])
        return spec
    }
}
