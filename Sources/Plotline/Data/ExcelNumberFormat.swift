import Foundation
import PlotlineScene

/// What a workbook cell's number format says its number is: a date, a percent, an amount of a currency, or a
/// plain number. A spreadsheet shows `0.125` in a `0.0%` cell as "12.5%" and `1200.5` in a `"$"#,##0.00`
/// cell as "$1,200.50", and its CSV export writes them so; the workbook reader gives such a cell to type
/// inference as that written text (``text(of:)``), so the column is read by ``WrittenNumber`` exactly as the
/// CSV export of the same sheet is: the same values, the unit on the ticks and in the words, the same line
/// saying so.
///
/// Only the format's first section (for positive numbers) is read, as for dates. Excel's built-in currency
/// formats (ids 5 to 8, 42 and 44) take their symbol from the machine's locale, which the workbook does not
/// record, so they stay plain numbers; a format naming its symbol (`"$"#,##0.00`, `[$€-407] #,##0`,
/// `#,##0.00 "€"`, `£#,##0`) is read.
enum ExcelNumberFormat: Equatable {
    case plain
    case date
    case percent
    /// A currency, its symbol before or after the digits, with a space between or not.
    case currency(WrittenUnit, before: Bool, spaced: Bool)

    /// Excel's built-in percent formats, `0%` and `0.00%`.
    static let builtInPercentFormats: Set<Int> = [9, 10]

    /// The format of number format `id`, whose code the workbook's styles give (nil for a built-in one).
    static func of(id: Int, code: String?) -> ExcelNumberFormat {
        if ExcelDate.builtInDateFormats.contains(id) { return .date }
        if builtInPercentFormats.contains(id) { return .percent }
        guard let code else { return .plain }
        if ExcelDate.isDateFormat(code) { return .date }
        return ofCode(code)
    }

    /// A custom code's first section laid out as the spreadsheet shows it: text as written (quoted, escaped,
    /// the symbol of a `[$€-407]` block, a bare `$`), a digit placeholder (`0`, `#`, `?`) as `0`, a pad
    /// (`_)`) and a fill (`* `) as a space; colors and conditions (`[Red]`, `[<0]`) left out.
    static func ofCode(_ code: String) -> ExcelNumberFormat {
        var shown: [Character] = []
        var percent = false
        var chars = Array(code)[...]
        while let c = chars.popFirst() {
            switch c {
            case ";": chars = []
            case "\"":
                while let q = chars.popFirst(), q != "\"" { shown.append(q) }
            case "\\":
                if let next = chars.popFirst() { shown.append(next) }
            case "_", "*":
                if chars.popFirst() != nil { shown.append(" ") }
            case "[":
                var inside: [Character] = []
                while let b = chars.popFirst(), b != "]" { inside.append(b) }
                // `[$€-407]`: the symbol is what stands between `$` and `-`; `[$-409]` names a locale only.
                if inside.first == "$" { shown.append(contentsOf: inside.dropFirst().prefix { $0 != "-" }) }
            case "0", "#", "?": shown.append("0")
            case "%":
                percent = true
                shown.append(c)
            default: shown.append(c)
            }
        }
        if percent { return .percent }
        guard let first = shown.firstIndex(of: "0"), let last = shown.lastIndex(of: "0") else { return .plain }
        let before = String(shown[..<first]), after = String(shown[shown.index(after: last)...])
        for unit in WrittenUnit.allCases where unit != .percent {
            if let range = before.range(of: unit.symbol) {
                return .currency(unit, before: true, spaced: before[range.upperBound...].contains(where: \.isWhitespace))
            }
            if let range = after.range(of: unit.symbol) {
                return .currency(unit, before: false, spaced: after[..<range.lowerBound].contains(where: \.isWhitespace))
            }
        }
        return .plain
    }

    /// The number a cell holds (`value`, as the workbook writes it: `0.125`, `-1.5E-3`) as the spreadsheet
    /// writes it for people, without grouping: `12.5%`, `-$1200.5`, `1200.5 €`; nil for a plain number or a
    /// date, or a value that cannot be written exactly (then the cell stays the bare number it holds). The
    /// value is taken to Excel's own precision, 15 significant digits, first: a workbook may save 0.131 as
    /// `0.13100000000000001`, which the sheet shows, and its CSV export writes, as 13.1%.
    func text(of value: String) -> String? {
        switch self {
        case .plain, .date:
            // Read as the number or the date the cell holds: nothing to write (and, for the many cells of a
            // large sheet, no number formatted and parsed again per cell).
            return nil
        case .percent:
            return Self.decimal(value).flatMap { Self.plainDigits($0 * 100) }.map { $0 + "%" }
        case .currency(let unit, let before, let spaced):
            guard let number = Self.decimal(value), let digits = Self.plainDigits(number.magnitude) else { return nil }
            let sign = number < 0 ? "-" : "", gap = spaced ? " " : ""
            return before ? sign + unit.symbol + gap + digits : sign + digits + gap + unit.symbol
        }
    }

    /// The cell's number as a decimal of at most 15 significant digits, as Excel shows it.
    private static func decimal(_ value: String) -> Decimal? {
        guard let double = Double(value), double.isFinite,
              let number = Decimal(string: String(format: "%.15g", double)), number.isFinite else { return nil }
        return number
    }

    /// A decimal written with a point and no exponent, as ``WrittenNumber`` reads it.
    private static func plainDigits(_ number: Decimal) -> String? {
        let text = "\(number)"
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
        return text
    }
}
