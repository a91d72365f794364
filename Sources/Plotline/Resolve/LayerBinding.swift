import Foundation

/// A mark layer with its data loaded and each channel bound to a column.
struct LayerBinding {
    var index: Int
    var spec: MarkSpec
    var table: DataTable
    var columns: [Channel: Column]

    /// JSON path of a channel, for error messages.
    func path(_ channel: Channel) -> String { "$.marks[\(index)].\(channel.rawValue)" }

    func has(_ channel: Channel) -> Bool { columns[channel] != nil }

    /// The number or instant at `row` on a channel, nil if missing or not numeric.
    func number(_ channel: Channel, _ row: Int) -> Double? {
        switch columns[channel]?.values {
        case .numbers(let v)?, .dates(let v)?: v[row].isFinite ? v[row] : nil
        default: nil
        }
    }

    /// The value at `row` on a channel, as plotted.
    func value(_ channel: Channel, _ row: Int) -> DataValue? {
        switch columns[channel]?.values {
        case .numbers(let v)?: v[row].isFinite ? .number(v[row]) : nil
        case .dates(let v)?: v[row].isFinite ? .date(v[row]) : nil
        case .categories(let v)?: v[row].map { .category($0) }
        case nil: nil
        }
    }

    /// Loads every layer's data and binds its channels, reporting a missing column with its name and the
    /// columns there are.
    static func bind(_ spec: ChartSpec, baseDirectory: String?, timeZone: TimeZone) throws(PlotlineError) -> [LayerBinding] {
        var chartTable: DataTable?
        var bindings: [LayerBinding] = []
        for (index, mark) in spec.marks.enumerated() {
            var types: [String: ColumnType] = [:]
            for (_, encoding) in mark.channels { if let type = encoding.type { types[encoding.field] = type } }
            let table: DataTable
            if let source = mark.data {
                table = try load(source, types: types, baseDirectory: baseDirectory, timeZone: timeZone)
            } else if let source = spec.data {
                if chartTable == nil {
                    var chartTypes: [String: ColumnType] = [:]
                    for m in spec.marks where m.data == nil {
                        for (_, e) in m.channels { if let type = e.type { chartTypes[e.field] = type } }
                    }
                    chartTable = try load(source, types: chartTypes, baseDirectory: baseDirectory, timeZone: timeZone)
                }
                table = chartTable!
            } else {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].data",
                                                reason: "no data: give the mark or the chart \"data\"")
            }
            if table.rowCount == 0 { throw PlotlineError.emptyData(source: "the data of mark \(index)") }
            var columns: [Channel: Column] = [:]
            for (channel, encoding) in mark.channels {
                var column = try table.column(named: encoding.field)
                if let type = encoding.type, type != column.type {
                    column = try convert(column, to: type)
                }
                columns[channel] = column
            }
            if mark.type == .sector {
                guard let angle = columns[.angle] else {
                    throw PlotlineError.invalidSpec(path: "$.marks[\(index)].angle", reason: "a sector needs an angle")
                }
                guard case .numbers(let values) = angle.values else {
                    throw PlotlineError.invalidSpec(path: "$.marks[\(index)].angle",
                                                    reason: "a sector's angle needs numbers; '\(angle.name)' holds \(angle.type.rawValue) values")
                }
                if let row = values.firstIndex(where: { $0 < 0 }) {
                    throw PlotlineError.invalidSpec(path: "$.marks[\(index)].angle",
                        reason: "a part of a whole cannot be negative; row \(row + 1) of '\(angle.name)' is \(LayerBinding.plain(values[row]))")
                }
            } else if !mark.channels.contains(where: { [.x, .y, .xStart, .xEnd, .yStart, .yEnd].contains($0.0) }) {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)]", reason: "a mark needs an x or a y")
            }
            for (a, b) in [(Channel.xStart, Channel.xEnd), (.yStart, .yEnd)] where (columns[a] == nil) != (columns[b] == nil) {
                let missing = columns[a] == nil ? a : b
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].\(missing.rawValue)",
                                                reason: "\(a.rawValue) and \(b.rawValue) go together")
            }
            bindings.append(LayerBinding(index: index, spec: mark, table: table, columns: columns))
        }
        return bindings
    }

    static func load(_ source: DataSource, types: [String: ColumnType], baseDirectory: String?,
                     timeZone: TimeZone) throws(PlotlineError) -> DataTable {
        switch source {
        case .table(let table):
            return table
        case .values(let rows):
            let data: Data
            // Sorted keys: the same columns in the same order on every run.
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            do { data = try encoder.encode(rows) } catch {
                throw PlotlineError.invalidSpec(path: "$.data.values", reason: "cannot be read: \(error)")
            }
            return try JSONTableReader.read(data, source: "inline data", types: types, timeZone: timeZone)
        case .path(let path):
            var full = path
            if let baseDirectory, !path.hasPrefix("/") {
                full = URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).path
            }
            return try DataTable.read(contentsOf: full, types: types, timeZone: timeZone)
        }
    }

    /// A column read as another type: categories as numbers or dates must all parse.
    static func convert(_ column: Column, to type: ColumnType) throws(PlotlineError) -> Column {
        switch (column.values, type) {
        case (.numbers(let v), .category), (.dates(let v), .category):
            let strings: [String?] = v.map { $0.isFinite ? (column.type == .date ? ISODate.string($0) : Self.plain($0)) : nil }
            return Column(name: column.name, values: .categories(strings))
        case (.numbers(let v), .date):
            return Column(name: column.name, values: .dates(v))
        case (.dates(let v), .number):
            return Column(name: column.name, values: .numbers(v))
        default:
            throw PlotlineError.invalidSpec(path: "column '\(column.name)'",
                                            reason: "cannot use \(column.type.rawValue) values as \(type.rawValue)")
        }
    }

    /// A number as data text: "3", "2.5".
    static func plain(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
