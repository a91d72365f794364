import Foundation
import PlotlineScene

/// Decides each column's type from its cells and converts the cells into columnar storage.
///
/// Rules, for CSV and JSON alike:
/// - A cell that is empty or only spaces/tabs (or JSON `null`, or a missing key) is missing. Missing
///   cells do not decide the type; a column of only missing cells is a category column. In a column
///   of numbers or dates, the conventional markers `NA`, `N/A`, `null`, `NaN` (any case), `#N/A`, `-`
///   and `?` are missing too, without a warning (``isMissingMarker(_:start:end:)``).
/// - With an author's strftime date format (``ReadContext/dateFormat``), a column whose values match
///   it holds dates.
/// - Otherwise, if the other cells are numbers (`-1.5`, `1e3`, `+2`, `.5`; not `1,234`, `inf` or
///   hex), the column holds numbers. In JSON only number values count: the string `"12"` is text.
/// - Otherwise, if they are dates — ISO 8601 (``ISODate``) or the common written forms
///   (``DateText``: `2012/01/31`, `Jan 31 2000`, `31 January 2000`, `01/31/2012`) — the column holds
///   dates; local times are in the given time zone. In JSON only strings count. Numeric dates are read
///   in the order their values show, else in the locale's (``ReadContext/dayFirst``), with a warning.
/// - "The other cells" means at least 90% of those not missing: the rest (`"about 5"`, `1e400`, too
///   large for a number) are read as missing, and one warning line (``ReadContext/warnings``) names
///   the column, how many values and the first rows. A column is never silently read as categories
///   because of a few stray values; below 90% it holds categories, each cell's text exactly as written.
///
/// `types` overrides the inference for the columns it names (naming a column that is not in the data
/// is an error): `.category` always works; `.number` reads every cell as a number (in JSON, numeric
/// strings too); `.date` reads every cell as a date (with the author's format, if any: so Unix time
/// is read only where asked), so a year like `2024` (or the JSON number `2024`) is January 1 of that
/// year in the time zone; other numbers are not dates. A cell that cannot be read as the forced type
/// (missing markers aside) is a `.unreadableValue` error naming the data row (from 1, header not
/// counted) and the column.
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
        /// Whether the file writes numbers with a decimal comma, when it says (``WrittenNumber``).
        var decimalComma: Bool? = nil
        /// Whether numbers written with a unit or a suffix (``WrittenNumber``) are read as numbers.
        var readsWrittenNumbers = true
        /// Whether the line saying a column was read so is given.
        var saysWrittenNumbers = true

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

    /// Builds one column, inferring its type unless `forced` names one. Dates are read as
    /// ``ReadContext/current`` says (the author's date format, the locale's order of day and month), and
    /// values read as missing are reported to its warnings.
    static func column(name: String, cells: Cells, forced: ColumnType?, timeZone: TimeZone) throws(PlotlineError) -> Column {
        let context = ReadContext.current
        switch forced {
        case .number:
            let scan = scanNumbers(cells, forced: true)
            if !scan.badRows.isEmpty, let written = written(name: name, cells: cells, context: context) { return written }
            return Column(name: name, values: .numbers(try strict(scan, name: name, cells: cells, as: .number)))
        case .date:
            let scan = scanDates(name: name, cells: cells, forced: true, timeZone: timeZone, context: context).scan
            return Column(name: name, values: .dates(try strict(scan, name: name, cells: cells, as: .date)))
        case .category:
            return Column(name: name, values: .categories(categories(cells)))
        case nil:
            return infer(name: name, cells: cells, timeZone: timeZone, context: context)
        }
    }

    /// The column read as numbers written with a unit or a suffix (``WrittenNumber``), said in one line; nil
    /// when its cells are not all such numbers.
    private static func written(name: String, cells: Cells, context: ReadContext) -> Column? {
        guard cells.readsWrittenNumbers,
              let reading = WrittenNumber.read(cells, decimalComma: cells.decimalComma ?? context.decimalComma) else { return nil }
        if cells.saysWrittenNumbers { context.warnings?.add(WrittenNumber.line(reading, name: name, cells: cells)) }
        return Column(name: name, values: .numbers(reading.values), unitSymbol: reading.symbol)
    }

    /// A forced type: every value must read (missing markers are missing); the first that does not is an error.
    private static func strict(_ scan: Scan, name: String, cells: Cells, as type: ColumnType) throws(PlotlineError) -> [Double] {
        if let row = scan.badRows.first {
            throw PlotlineError.unreadableValue(row: row + 1, column: name, text: cells.text(row), expected: type)
        }
        return scan.values
    }

    /// The values a scan read (`.nan` where missing or unreadable), and the cells it could not read.
    struct Scan {
        var values: [Double]
        var good = 0
        var bad = 0
        /// The first few unreadable rows (from 0), for the warning.
        var badRows: [Int] = []
        /// How many of the unreadable values are numbers too large for a `Double` (`1e400`).
        var outOfRange = 0
        /// The scan stopped early: too many values were unreadable for the column to be of this type.
        var gaveUp = false
        /// Dates only: values that are not ISO 8601 text (written dates, missing markers, unreadable text), and
        /// those of them written in one of `DateText`'s forms (read, or numbers with slashes in no valid order).
        var notISO = 0
        var written = 0

        init(count: Int) { values = [Double](repeating: .nan, count: count) }

        /// At least 90% of the values that are not missing read, and one at least. A number too large for
        /// a `Double` is still a number: it does not make its column categories.
        var accepted: Bool { !gaveUp && good + outOfRange > 0 && (bad - outOfRange) * 10 <= good + bad }

        @inline(__always) mutating func fail(_ row: Int, limit: Int, outOfRange tooLarge: Bool = false) {
            bad += 1
            if tooLarge { outOfRange += 1 }
            if badRows.count < 3 { badRows.append(row) }
            if bad - outOfRange > limit { gaveUp = true }
        }
    }

    /// The most values that may be unreadable in a column of `count` values that is still of a type.
    private static func badLimit(_ count: Int) -> Int { count / 10 }

    private static func infer(name: String, cells: Cells, timeZone: TimeZone, context: ReadContext) -> Column {
        func column(_ values: ColumnValues) -> Column { Column(name: name, values: values) }
        if let pattern = context.dateFormat, pattern.isPattern {
            let scan = scanPattern(pattern, cells: cells, forced: false, timeZone: timeZone)
            if scan.accepted {
                warnUnread(scan, name: name, cells: cells, what: "dates matching \(pattern.text)", context: context)
                return column(.dates(scan.values))
            }
        }
        let numbers = scanNumbers(cells, forced: false)
        // Only a column with a value that is not a plain number is looked at again: `1.2k` among `500`s.
        if numbers.bad > numbers.outOfRange || numbers.gaveUp, let written = written(name: name, cells: cells, context: context) {
            return written
        }
        if numbers.accepted {
            warnUnread(numbers, name: name, cells: cells, what: "numbers", context: context)
            return column(.numbers(numbers.values))
        }
        if numbers.good + numbers.bad == 0 { return column(.categories(categories(cells))) }
        let dates = scanDates(name: name, cells: cells, forced: false, timeZone: timeZone, context: context).scan
        if dates.accepted {
            warnUnread(dates, name: name, cells: cells, what: "dates", context: context)
            return column(.dates(dates.values))
        }
        return column(.categories(categories(cells)))
    }

    /// One line for the values of a column that did not read as its type and are missing instead.
    private static func warnUnread(_ scan: Scan, name: String, cells: Cells, what: String, context: ReadContext) {
        guard scan.bad > 0, let warnings = context.warnings else { return }
        let one = scan.bad == 1
        let problem: String
        if scan.outOfRange == scan.bad {
            problem = one ? "is too large for a number" : "are too large for a number"
        } else if what == "numbers" {
            problem = one ? "is not a number" : "are not numbers"
        } else if what == "dates" {
            problem = one ? "is not a date" : "are not dates"
        } else {
            problem = one ? "is not \(what.replacingOccurrences(of: "dates", with: "a date"))" : "are not \(what)"
        }
        let more = scan.bad > scan.badRows.count ? ", ..." : ""
        let rows = scan.badRows.map { String($0 + 1) }.joined(separator: ", ") + more
        let texts = scan.badRows.map { "\"" + Excerpt.quote(cells.text($0).trimmingCharacters(in: .whitespaces), limit: 20) + "\"" }
            .joined(separator: ", ") + more
        warnings.add("column \"\(Excerpt.quote(name))\": \(scan.bad) \(one ? "value" : "values") \(problem) "
                     + "(\(one ? "row" : "rows") \(rows): \(texts)) and \(one ? "is" : "are") read as missing")
    }

    /// The conventional ways of writing "no value" in a column of numbers or dates: `NA`, `N/A`, `null`,
    /// `NaN` (any case), `#N/A`, `-`, `?`. They are missing, as an empty cell is, without a warning.
    /// (In a column of categories they are kept as written: `NA` may be Namibia.)
    @inline(__always) static func isMissingMarker(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        var s = start, e = end
        while s < e, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
        while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
        switch e - s {
        case 1: return p[s] == 0x2D || p[s] == 0x3F  // - ?
        case 2: return p[s] | 0x20 == 0x6E && p[s + 1] | 0x20 == 0x61  // na
        case 3:
            let a = p[s] | 0x20, b = p[s + 1] | 0x20, c = p[s + 2] | 0x20
            return (a == 0x6E && b == 0x61 && c == 0x6E) || (a == 0x6E && p[s + 1] == 0x2F && c == 0x61)  // nan, n/a
        case 4:
            if p[s] == 0x23 { return p[s + 1] | 0x20 == 0x6E && p[s + 2] == 0x2F && p[s + 3] | 0x20 == 0x61 }  // #n/a
            return p[s] | 0x20 == 0x6E && p[s + 1] | 0x20 == 0x75 && p[s + 2] | 0x20 == 0x6C && p[s + 3] | 0x20 == 0x6C
        default: return false
        }
    }

    /// Whether text that is not a number is written like one but is too large for a `Double` (`1e400`).
    static func isOutOfRangeNumber(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        var sawDigit = false, sawExponent = false
        for i in start..<end {
            let b = p[i]
            if b &- 0x30 < 10 { sawDigit = true; continue }
            if b == 0x65 || b == 0x45 { sawExponent = true; continue }
            if b == 0x2B || b == 0x2D || b == 0x2E || b == 0x65 || b == 0x45 || b == 0x20 || b == 0x09 { continue }
            return false
        }
        // Only an exponent or some 300 digits reach past 1.8e308.
        guard sawDigit, sawExponent || end - start > 300 else { return false }
        let text = String(decoding: UnsafeBufferPointer(rebasing: p[start..<end]), as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        return Double(text).map(\.isInfinite) ?? false
    }

    /// Reads the cells as numbers. In JSON only numbers count, unless `forced` (then numeric strings too).
    private static func scanNumbers(_ cells: Cells, forced: Bool) -> Scan {
        let isJSON = !cells.kinds.isEmpty
        let limit = forced ? 0 : badLimit(cells.count)
        var scan = Scan(count: cells.count)
        for row in 0..<cells.count {
            let kind = cells.kind(row)
            if kind == .missing { continue }
            let (s, e) = cells.range(row)
            if kind != .jsonBool, !isJSON || forced || kind == .jsonNumber, let value = NumberText.parse(cells.bytes, start: s, end: e) {
                scan.values[row] = value
                scan.good += 1
                continue
            }
            if kind == .text && isMissingMarker(cells.bytes, start: s, end: e) { continue }
            scan.fail(row, limit: limit, outOfRange: isOutOfRangeNumber(cells.bytes, start: s, end: e))
            if scan.gaveUp { break }
        }
        return scan
    }

    /// Reads the cells with the author's date pattern.
    static func scanPattern(_ pattern: DatePattern, cells: Cells, forced: Bool, timeZone: TimeZone) -> Scan {
        let limit = forced ? 0 : badLimit(cells.count)
        var scan = Scan(count: cells.count)
        for row in 0..<cells.count {
            let kind = cells.kind(row)
            if kind == .missing { continue }
            let (s, e) = cells.range(row)
            // Unix time reads JSON numbers; a pattern reads text (JSON strings, CSV cells).
            let readable = pattern.isPattern ? kind == .text : (kind == .text || kind == .jsonNumber)
            if readable, let value = pattern.parse(cells.bytes, start: s, end: e, timeZone: timeZone), value.isFinite {
                scan.values[row] = value
                scan.good += 1
                continue
            }
            if kind == .text && isMissingMarker(cells.bytes, start: s, end: e) { continue }
            scan.fail(row, limit: limit)
            if scan.gaveUp { break }
        }
        return scan
    }

    /// Reads the cells as dates: ISO 8601, or the common forms ``DateText`` reads. Numeric dates
    /// (`01/02/2012`) are read in the order their values show (a first number above 12: day first; a
    /// second above 12: month first), else in the locale's order, with a warning saying so. A forced
    /// column also reads a number as a year (ISO 8601 `2024`), or as the author's Unix time. Also returns
    /// how the values were read (``DateReading``), so that another reader of the same column reads them alike,
    /// and whether numbers with slashes are there of which none shows the order (only the locale decided it).
    static func scanDates(name: String, cells: Cells, forced: Bool, timeZone: TimeZone,
                          context: ReadContext) -> (scan: Scan, reading: DateReading, orderUnshown: Bool) {
        if forced, let pattern = context.dateFormat {
            return (scanPattern(pattern, cells: cells, forced: true, timeZone: timeZone), .pattern(pattern), false)
        }
        var order = context.dayFirst
        var (scan, numeric) = scanDates(cells: cells, forced: forced, dayFirst: order, timeZone: timeZone)
        guard let numeric else { return (scan, .written(dayFirst: order), false) }
        let orderUnshown = numeric.firstMax <= 12 && numeric.secondMax <= 12
        let other = !order
        let otherIsShown = other ? (numeric.firstMax > 12 && numeric.secondMax <= 12)
                                 : (numeric.secondMax > 12 && numeric.firstMax <= 12)
        if otherIsShown {
            let again = scanDates(cells: cells, forced: forced, dayFirst: other, timeZone: timeZone).scan
            if again.bad < scan.bad || scan.gaveUp {
                scan = again
                order = other
            }
        } else if orderUnshown, scan.accepted, let warnings = context.warnings {
            let example = "\"" + Excerpt.quote(cells.text(numeric.exampleRow).trimmingCharacters(in: .whitespaces), limit: 30) + "\""
            let chosen = order ? "day/month/year" : "month/day/year", otherOrder = order ? "month/day/year" : "day/month/year"
            warnings.add("column \"\(Excerpt.quote(name))\": dates like \(example) could be month/day/year or day/month/year; "
                         + "read as \(chosen) (the \(context.locale) order); --date-format \(order ? "%m/%d/%Y" : "%d/%m/%Y") "
                         + "reads them as \(otherOrder)")
        }
        return (scan, .written(dayFirst: order), orderUnshown)
    }

    /// What the numeric dates of a column (`a/b/yyyy`) show about their order.
    struct NumericDates {
        var firstMax = 0
        var secondMax = 0
        var exampleRow = 0
    }

    private static func scanDates(cells: Cells, forced: Bool, dayFirst: Bool, timeZone: TimeZone)
        -> (scan: Scan, numeric: NumericDates?) {
        let limit = forced ? 0 : badLimit(cells.count)
        var scan = Scan(count: cells.count)
        var numeric: NumericDates?
        for row in 0..<cells.count {
            let kind = cells.kind(row)
            if kind == .missing { continue }
            let (s, e) = cells.range(row)
            if kind == .text || (forced && kind == .jsonNumber) {
                if let value = ISODate.parse(bytes: cells.bytes, start: s, end: e, timeZone: timeZone) {
                    scan.values[row] = value
                    scan.good += 1
                    continue
                }
                scan.notISO += 1
                var shape: DateText.Numeric?
                let value = DateText.parse(cells.bytes, start: s, end: e, dayFirst: dayFirst, timeZone: timeZone, numeric: &shape)
                if value != nil || shape != nil { scan.written += 1 }
                if let shape {
                    if numeric == nil { numeric = NumericDates(exampleRow: row) }
                    numeric!.firstMax = max(numeric!.firstMax, shape.first)
                    numeric!.secondMax = max(numeric!.secondMax, shape.second)
                }
                if let value {
                    scan.values[row] = value
                    scan.good += 1
                    continue
                }
                if isMissingMarker(cells.bytes, start: s, end: e) { continue }
            }
            scan.fail(row, limit: limit)
            if scan.gaveUp { break }
        }
        return (scan, numeric)
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
