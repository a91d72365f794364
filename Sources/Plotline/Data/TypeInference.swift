import Foundation

/// Decides each column's type from its cells and converts the cells into columnar storage.
///
/// Rules, for CSV and JSON alike:
/// - A cell that is empty or only spaces/tabs (or JSON `null`, or a missing key) is missing. Missing
///   cells do not decide the type; a column of only missing cells is a category column.
/// - If every other cell is a number (`-1.5`, `1e3`, `+2`, `.5`; not `1,234`, `NaN`, `inf` or hex),
///   the column holds numbers. In JSON only number values count: the string `"12"` is text.
/// - Otherwise, if every other cell is an ISO 8601 date or date-time (see ``ISODate``), the column
///   holds dates; local times are in the given time zone. In JSON only strings count.
/// - Otherwise the column holds categories, each cell's text exactly as written.
///
/// `types` overrides the inference for the columns it names (naming a column that is not in the data
/// is an error): `.category` always works; `.number` reads every cell as a number (in JSON, numeric
/// strings too); `.date` reads every cell as an ISO 8601 value, so a year like `2024` (or the JSON
/// number `2024`) is January 1 of that year in the time zone; other numbers are not dates. A cell
/// that cannot be read as the forced type is a `.unreadableValue` error naming the data row (from 1,
/// header not counted) and the column.
enum TypeInference {
    /// How a cell was written. CSV cells are all `.text`.
    enum Kind: UInt8 {
        case text = 0
        case missing = 1
        case jsonNumber = 2
        case jsonBool = 3
    }

    /// A view of one column's cells: cell `r` is `bytes[starts[offset + r * stride] ..< ends[...]]`.
    struct Cells {
        var bytes: UnsafeBufferPointer<UInt8>
        var starts: UnsafeBufferPointer<Int>
        var ends: UnsafeBufferPointer<Int>
        /// Empty for CSV, where every cell is text.
        var kinds: UnsafeBufferPointer<UInt8>
        var offset: Int
        var stride: Int
        var count: Int

        @inline(__always) func range(_ row: Int) -> (start: Int, end: Int) {
            let k = offset + row * stride
            return (starts[k], ends[k])
        }

        @inline(__always) func kind(_ row: Int) -> Kind {
            if !kinds.isEmpty, let kind = Kind(rawValue: kinds[offset + row * stride]), kind != .text { return kind }
            let (s, e) = range(row)
            var i = s
            while i < e {
                if bytes[i] != 0x20 && bytes[i] != 0x09 { return .text }
                i += 1
            }
            return .missing
        }

        func text(_ row: Int) -> String {
            let (s, e) = range(row)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<e]), as: UTF8.self)
        }
    }

    /// Checks that every column `types` names is in the data.
    static func checkOverrides(_ types: [String: ColumnType], names: [String]) throws(PlotlineError) {
        let known = Set(names)
        for name in types.keys.sorted() where !known.contains(name) {
            throw PlotlineError.columnNotFound(name, available: names)
        }
    }

    /// Builds one column, inferring its type unless `forced` names one.
    static func column(name: String, cells: Cells, forced: ColumnType?, timeZone: TimeZone) throws(PlotlineError) -> Column {
        switch forced {
        case .number:
            return Column(name: name, values: .numbers(try readNumbers(name: name, cells: cells)))
        case .date:
            return Column(name: name, values: .dates(try readDates(name: name, cells: cells, timeZone: timeZone)))
        case .category:
            return Column(name: name, values: .categories(categories(cells)))
        case nil:
            return Column(name: name, values: infer(cells, timeZone: timeZone))
        }
    }

    private static func infer(_ cells: Cells, timeZone: TimeZone) -> ColumnValues {
        let isJSON = !cells.kinds.isEmpty
        var sawValue = false
        numbers: do {
            var values = [Double](repeating: .nan, count: cells.count)
            for row in 0..<cells.count {
                let kind = cells.kind(row)
                if kind == .missing { continue }
                if isJSON && kind != .jsonNumber { break numbers }
                let (s, e) = cells.range(row)
                guard let value = NumberText.parse(cells.bytes, start: s, end: e) else { break numbers }
                values[row] = value
                sawValue = true
            }
            if !sawValue { return .categories(categories(cells)) }
            return .numbers(values)
        }
        dates: do {
            var values = [Double](repeating: .nan, count: cells.count)
            for row in 0..<cells.count {
                let kind = cells.kind(row)
                if kind == .missing { continue }
                if kind != .text { break dates }
                let (s, e) = cells.range(row)
                guard let value = ISODate.parse(bytes: cells.bytes, start: s, end: e, timeZone: timeZone) else { break dates }
                values[row] = value
            }
            return .dates(values)
        }
        return .categories(categories(cells))
    }

    private static func readNumbers(name: String, cells: Cells) throws(PlotlineError) -> [Double] {
        var values = [Double](repeating: .nan, count: cells.count)
        for row in 0..<cells.count {
            let kind = cells.kind(row)
            if kind == .missing { continue }
            let (s, e) = cells.range(row)
            guard kind != .jsonBool, let value = NumberText.parse(cells.bytes, start: s, end: e) else {
                throw PlotlineError.unreadableValue(row: row + 1, column: name, text: cells.text(row), expected: .number)
            }
            values[row] = value
        }
        return values
    }

    private static func readDates(name: String, cells: Cells, timeZone: TimeZone) throws(PlotlineError) -> [Double] {
        var values = [Double](repeating: .nan, count: cells.count)
        for row in 0..<cells.count {
            let kind = cells.kind(row)
            if kind == .missing { continue }
            let (s, e) = cells.range(row)
            guard kind != .jsonBool,
                  let value = ISODate.parse(bytes: cells.bytes, start: s, end: e, timeZone: timeZone) else {
                throw PlotlineError.unreadableValue(row: row + 1, column: name, text: cells.text(row), expected: .date)
            }
            values[row] = value
        }
        return values
    }

    private static func categories(_ cells: Cells) -> [String?] {
        var values = [String?]()
        values.reserveCapacity(cells.count)
        for row in 0..<cells.count {
            values.append(cells.kind(row) == .missing ? nil : cells.text(row))
        }
        return values
    }
}
