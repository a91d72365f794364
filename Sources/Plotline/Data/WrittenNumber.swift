import PlotlineScene
/// Numbers as people write them for people: with a currency symbol (`$1,200`, `-$5`, `1.200,50 €`, `£3.50`),
/// with a percent sign (`12%`, `12 %`, `%12`), or with a suffix for thousands, millions, billions and
/// trillions (`1.2k`, `3M`, `$2.5B` is not one: see below). This is the one rule every reader's cells meet
/// (``TypeInference``): a column is read this way only when **every** value that is not missing is such a
/// number, all with the same unit, so a column that mixes units, or holds one value that is not a number
/// (`A12`, `$`, `about $5`), stays text, as written.
///
/// - Currency symbols: `$ € £ ¥ ₩ ₺ ₹` (``WrittenUnit``), before or after the number, with or without a space
///   (also a no-break space); a sign before the symbol or after it (`-$5`, `$-5`, `-5 €`).
/// - Percent: `%` after the number (`12%`, `12 %`) or before it, as Turkish writes it (`%12`). The value is
///   the number written: `12%` is 12 (on an axis titled "(%)"), not 0.12.
/// - Suffixes, right after the digits: `k` or `K` thousand, `M` million, `G` billion, `T` trillion; a plain
///   number may sit among them (`500`, `1.2k`). Not `m` (milli, or metres, or minutes) and not `B` (bytes
///   or billions): such a column stays text. A suffix may follow a currency (`$3M`), not a percent.
/// - Grouping and decimals: `1,200.50` or `1.200,50`. The column decides which mark is the decimal one: a
///   value with both (the last is the decimal mark), one mark used twice (it groups thousands), or one mark
///   not followed by exactly three digits (it is the decimal mark); with no value to show it, the file's
///   decimal comma (`--decimal`, or the one guessed for a `;` file), else the point. Values showing both
///   ways in one column leave it text.
/// - No exponent (`$1e3` is text), and a value too large for a number leaves the column text.
///
/// Plain numbers never come here: ``NumberText`` reads them first, so a column of numbers pays nothing.
enum WrittenNumber {
    /// How a column of written numbers was read.
    struct Reading {
        var values: [Double]
        var unit: WrittenUnit?
        /// Where the first value with the unit wrote its symbol (``UnitSymbol``).
        var symbol: UnitSymbol?
        /// Whether some value had a suffix (`1.2k`).
        var suffixed: Bool
        /// A value with the unit or the suffix, for the line that says how the column was read.
        var exampleRow: Int
    }

    /// One cell taken apart: its sign, unit, the range of its digits and marks, and its suffix's power of ten.
    struct Parts {
        var negative = false
        var unit: WrittenUnit?
        /// Whether the unit came before the digits, and with a space between.
        var unitBefore = false
        var unitSpaced = false
        var body: Range<Int> = 0..<0
        var power = 0
        /// A plain number among suffixed ones (`500`), read as every plain number is.
        var plain: Double?
    }

    /// The column's cells read as written numbers, or nil when they are not all such numbers of one unit, or
    /// none has a unit or a suffix. `decimalComma` is the file's when it says (nil: not known).
    static func read(_ cells: TypeInference.Cells, decimalComma: Bool?) -> Reading? {
        // Two passes over the cells and nothing kept per row between them: the first decides (and gives up at
        // the first cell that is not such a number, before anything is allocated: a column of dates costs one
        // cell), the second reads the values.
        var unit: WrittenUnit?
        var symbol: UnitSymbol?
        var sawValue = false, marked = false, suffixed = false
        var exampleRow = -1
        // Which mark the values show to be the decimal one: "." or ",".
        var pointDecimal = false, commaDecimal = false
        for row in 0..<cells.count {
            let cell: Parts
            switch look(cells, row) {
            case .missing: continue
            case .notWritten: return nil
            case .written(let parts): cell = parts
            }
            if sawValue, cell.unit != unit { return nil }
            sawValue = true
            unit = cell.unit
            if symbol == nil, let unit = cell.unit {
                symbol = UnitSymbol(unit: unit, before: cell.unitBefore, spaced: cell.unitSpaced)
            }
            if cell.unit != nil || cell.power > 0 {
                marked = true
                if exampleRow < 0 { exampleRow = row }
            }
            if cell.power > 0 { suffixed = true }
            if cell.plain == nil {
                switch decimalShown(cells.bytes, cell.body) {
                case UInt8(ascii: ".")?: pointDecimal = true
                case UInt8(ascii: ",")?: commaDecimal = true
                default: break
                }
                if pointDecimal && commaDecimal { return nil }
            }
        }
        guard marked, unit != .percent || !suffixed else { return nil }
        let comma = commaDecimal || (!pointDecimal && decimalComma == true)
        var values = [Double](repeating: .nan, count: cells.count)
        for row in 0..<cells.count {
            guard case .written(let cell) = look(cells, row) else { continue }
            if let plain = cell.plain {
                values[row] = plain
                continue
            }
            guard let value = number(cells.bytes, cell, decimalComma: comma) else { return nil }
            values[row] = value
        }
        return Reading(values: values, unit: unit, symbol: symbol, suffixed: suffixed, exampleRow: exampleRow)
    }

    /// What one row's cell is to the rule.
    private enum Look {
        /// No value, or a missing marker such as `NA`.
        case missing
        /// Not a written number, so the column is not one.
        case notWritten
        case written(Parts)
    }

    /// One row's cell taken apart.
    private static func look(_ cells: TypeInference.Cells, _ row: Int) -> Look {
        let kind = cells.kind(row)
        if kind == .missing { return .missing }
        let (s, e) = cells.range(row)
        if kind == .jsonBool { return .notWritten }
        if kind == .text, TypeInference.isMissingMarker(cells.bytes, start: s, end: e) { return .missing }
        // A JSON number is a plain number: among suffixed numbers only.
        guard var cell = kind == .jsonNumber ? Parts(body: s..<e) : split(cells.bytes, s, e) else { return .notWritten }
        // A plain number (a JSON number; `3.5` that a file of decimal commas wrote `3,5`) shows nothing of the
        // column's marks.
        if cell.unit == nil, cell.power == 0 {
            cell.plain = NumberText.parse(cells.bytes, start: cell.body.lowerBound, end: cell.body.upperBound)
            if kind == .jsonNumber && cell.plain == nil { return .notWritten }
        }
        return .written(cell)
    }

    /// The line that says how a column was read: `column "price": read as numbers in US dollars ("$1,200" is 1200)`.
    static func line(_ reading: Reading, name: String, cells: TypeInference.Cells) -> String {
        let example = Excerpt.quote(cells.text(reading.exampleRow).trimmingCharacters(in: .whitespaces), limit: 20)
        let value = NumberFormat.exact(reading.values[reading.exampleRow])
        var how: String
        switch reading.unit {
        case .percent?: how = "percentages"
        case let unit?: how = "numbers in \(unit.englishName)"
        case nil: how = "numbers"
        }
        if reading.suffixed { how += " with k, M, G and T for thousands, millions, billions and trillions" }
        return "column \"\(Excerpt.quote(name))\": read as \(how) (\"\(example)\" is \(value))"
    }

    // MARK: - One cell

    private static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    /// The length of a space at `i` (a space, a tab, a no-break space, a narrow no-break space), or 0.
    private static func space(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ e: Int) -> Int {
        if p[i] == 0x20 || p[i] == 0x09 { return 1 }
        if p[i] == 0xC2, i + 1 < e, p[i + 1] == 0xA0 { return 2 }
        if p[i] == 0xE2, i + 2 < e, p[i + 1] == 0x80, p[i + 2] == 0xAF { return 3 }
        return 0
    }

    /// The length of a sign at `i` (`-`, `+` or the minus sign `−`) and whether it is negative, or nil.
    private static func sign(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ e: Int) -> (length: Int, negative: Bool)? {
        guard i < e else { return nil }
        if p[i] == UInt8(ascii: "-") { return (1, true) }
        if p[i] == UInt8(ascii: "+") { return (1, false) }
        if p[i] == 0xE2, i + 2 < e, p[i + 1] == 0x88, p[i + 2] == 0x92 { return (3, true) }
        return nil
    }

    /// The unit whose symbol starts at `i`, and the symbol's length.
    private static func unit(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ e: Int) -> (unit: WrittenUnit, length: Int)? {
        guard i < e else { return nil }
        for (bytes, unit) in WrittenUnit.byBytes where p[i] == bytes[0] && i + bytes.count <= e {
            if (1..<bytes.count).allSatisfy({ p[i + $0] == bytes[$0] }) { return (unit, bytes.count) }
        }
        return nil
    }

    /// `[sign] [unit [space] [sign]] digits-and-marks [suffix] [[space] unit]`, or nil.
    static func split(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Parts? {
        var s = start, e = end
        while s < e, space(p, s, e) > 0 { s += space(p, s, e) }
        while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
        var parts = Parts()
        var i = s
        var signed = false
        if let found = sign(p, i, e) {
            parts.negative = found.negative
            signed = true
            i += found.length
        }
        if let found = unit(p, i, e) {
            parts.unit = found.unit
            parts.unitBefore = true
            i += found.length
            while i < e, space(p, i, e) > 0 {
                i += space(p, i, e)
                parts.unitSpaced = true
            }
            if !signed, let found = sign(p, i, e) {
                parts.negative = found.negative
                i += found.length
            }
        }
        let bodyStart = i
        var digits = false
        while i < e, isDigit(p[i]) || p[i] == UInt8(ascii: ".") || p[i] == UInt8(ascii: ",") {
            if isDigit(p[i]) { digits = true }
            i += 1
        }
        guard digits, isDigit(p[i - 1]) else { return nil }
        parts.body = bodyStart..<i
        if i < e {
            switch p[i] {
            case UInt8(ascii: "k"), UInt8(ascii: "K"): parts.power = 3
            case UInt8(ascii: "M"): parts.power = 6
            case UInt8(ascii: "G"): parts.power = 9
            case UInt8(ascii: "T"): parts.power = 12
            default: break
            }
            if parts.power > 0 { i += 1 }
        }
        if parts.unit == nil {
            var j = i
            while j < e, space(p, j, e) > 0 { j += space(p, j, e) }
            if let found = unit(p, j, e) {
                parts.unit = found.unit
                parts.unitSpaced = j > i
                i = j + found.length
            }
        }
        guard i == e else { return nil }
        return parts
    }

    /// The mark a value's digits show to be its decimal one: the last of two different marks, or a lone mark
    /// not followed by exactly three digits; the other mark when one is used twice; nil when nothing shows.
    private static func decimalShown(_ p: UnsafeBufferPointer<UInt8>, _ body: Range<Int>) -> UInt8? {
        let point = UInt8(ascii: "."), comma = UInt8(ascii: ",")
        var points = 0, commas = 0, last: UInt8 = 0, lastAt = 0
        for i in body where p[i] == point || p[i] == comma {
            if p[i] == point { points += 1 } else { commas += 1 }
            last = p[i]
            lastAt = i
        }
        if points > 0 && commas > 0 { return last }
        if points + commas == 0 { return nil }
        if points + commas > 1 { return last == point ? comma : point }
        return body.upperBound - lastAt - 1 == 3 ? nil : last
    }

    /// The value of a cell's parts, its digits read with the column's decimal mark, or nil.
    private static func number(_ p: UnsafeBufferPointer<UInt8>, _ parts: Parts, decimalComma: Bool) -> Double? {
        let group = decimalComma ? UInt8(ascii: ".") : UInt8(ascii: ",")
        let decimal = decimalComma ? UInt8(ascii: ",") : UInt8(ascii: ".")
        guard NumberGrouping.shape(p, parts.body.lowerBound, parts.body.upperBound, group: group, decimal: decimal) != nil
        else { return nil }
        var text: [UInt8] = parts.negative ? [UInt8(ascii: "-")] : []
        for i in parts.body where p[i] != group {
            text.append(p[i] == decimal ? UInt8(ascii: ".") : p[i])
        }
        if parts.power > 0 { text += Array("e\(parts.power)".utf8) }
        return text.withUnsafeBufferPointer { NumberText.parse($0, start: 0, end: $0.count) }
    }
}
