import Foundation
import PlotlineScene

/// One worksheet's cells (`xl/worksheets/sheetN.xml`) read with `XMLTokens` into columns: the
/// first row with a value names the columns, each later row with a value is a data row, an empty cell is
/// missing. Shared strings and inline strings are text, numbers are numbers, booleans are `true`/`false`,
/// a number in a cell styled as a date is the date it counts (``ExcelDate``), and one styled as a percent or
/// a currency is written as the spreadsheet shows it (`ExcelNumberFormat`), for type inference to read as
/// it reads the same sheet's CSV export. A formula whose value
/// the workbook did not save, a data row past ``ReadLimits/maxRows`` and a value in a column the header
/// does not name stop the reading with one line.
final class WorkbookSheet {
    let source: String
    let strings: [String]
    let numberFormats: [ExcelNumberFormat]
    let date1904: Bool
    let limits: ReadLimits

    /// The header's names and the columns they name (by index from A = 0).
    private(set) var names: [String] = []
    private var columnOf: [Int: Int] = [:]
    private(set) var columns: [JSONTableReader.CellColumn] = []
    private(set) var text: [UInt8] = []
    private(set) var rowCount = 0
    private(set) var failure: PlotlineError?
    private var haveHeader = false

    // The row and cell being read.
    private var row: [Int: (kind: TypeInference.Kind, text: String)] = [:]
    private var rowNumber = 0
    private var column = -1
    private var reference = ""
    private var cellType = ""
    private var style = 0
    private var hasFormula = false
    private var value: String?
    private var capturing = false

    init(source: String, strings: [String], numberFormats: [ExcelNumberFormat], date1904: Bool, limits: ReadLimits) {
        self.source = source
        self.strings = strings
        self.numberFormats = numberFormats
        self.date1904 = date1904
        self.limits = limits
    }

    /// Reads the sheet's XML (`part` names it in the archive, for a sheet that is not UTF-8).
    func read(_ data: Data, part: String) throws(PlotlineError) {
        do throws(XMLTokens.Failure) {
            try XMLTokens.reading(data) { (tokens) throws(XMLTokens.Failure) in
                while failure == nil, let token = try tokens.next() {
                    switch token {
                    case .start: start(tokens)
                    case .text: if capturing { value! += tokens.text }
                    case .end: end(tokens)
                    }
                }
            }
        } catch {
            if let failure { throw failure }
            if error.kind == .encoding { throw WorkbookReader.notWorkbook(source, "its part \(part) \(error.reason)") }
            throw PlotlineError.inputLimit(source: source, reason: "is not a readable workbook: its sheet is not well-formed XML "
                                           + "(\(error.reason)); save it again from the spreadsheet, or export it as CSV")
        }
        if let failure { throw failure }
    }

    private func stop(_ error: PlotlineError) {
        if failure == nil { failure = error }
    }

    private func start(_ tokens: XMLTokens) {
        switch tokens.localName {
        case "row":
            row.removeAll(keepingCapacity: true)
            rowNumber = tokens.attribute("r").flatMap { Int($0) } ?? rowNumber + 1
            column = -1
        case "c":
            reference = tokens.attribute("r") ?? ""
            column = Self.columnIndex(reference) ?? column + 1
            if reference.isEmpty { reference = Self.letters(column) + String(rowNumber) }
            cellType = tokens.attribute("t") ?? "n"
            style = tokens.attribute("s").flatMap { Int($0) } ?? 0
            hasFormula = false
            value = nil
        case "v", "t":
            capturing = true
            if value == nil { value = "" }
        case "f":
            hasFormula = true
        case "rPh":
            capturing = false
        default: break
        }
    }

    private func end(_ tokens: XMLTokens) {
        switch tokens.localName {
        case "v", "t": capturing = false
        case "c": endCell()
        case "row": endRow()
        default: break
        }
    }

    private func endCell() {
        guard let value, !(value.isEmpty && cellType != "s" && cellType != "inlineStr" && cellType != "str") else {
            if hasFormula {
                stop(.inputLimit(source: source, reason: "cell \(reference) holds a formula whose value the workbook "
                                         + "did not save; open the workbook in a spreadsheet and save it (which saves the values), "
                                         + "or export the sheet as CSV"))
            }
            return
        }
        switch cellType {
        case "s":
            guard let index = Int(value), strings.indices.contains(index) else {
                stop(.inputLimit(source: source, reason: "cell \(reference) names shared string \(value), which the "
                                         + "workbook does not have; save it again from the spreadsheet, or export it as CSV"))
                return
            }
            row[column] = (.text, strings[index])
        case "b":
            row[column] = (.jsonBool, value == "1" || value.lowercased() == "true" ? "true" : "false")
        case "inlineStr", "str", "e", "d":
            row[column] = (.text, value)
        default:
            let format = numberFormats.indices.contains(style) ? numberFormats[style] : .plain
            if format == .date, let number = Double(value), let date = ExcelDate.text(serial: number, date1904: date1904) {
                row[column] = (.text, date)
            } else if let written = format.text(of: value) {
                row[column] = (.text, written)
            } else {
                row[column] = (.jsonNumber, value)
            }
        }
    }

    private func endRow() {
        guard !row.isEmpty else { return }
        if !haveHeader {
            haveHeader = true
            for index in row.keys.sorted() {
                let name = row[index]!.text.trimmingCharacters(in: .whitespaces)
                if name.isEmpty { continue }
                if let first = names.firstIndex(of: name) {
                    stop(.inputLimit(source: source, reason: "the header (row \(rowNumber)) names '\(name)' twice "
                                             + "(cells \(Self.letters(columnOf.first { $0.value == first }!.key))\(rowNumber) and "
                                             + "\(Self.letters(index))\(rowNumber))"))
                    return
                }
                columnOf[index] = names.count
                names.append(name)
                columns.append(JSONTableReader.CellColumn())
            }
            if names.count > limits.maxColumns {
                stop(CSVReader.tooManyColumns(names.count, source: source, limits: limits))
            }
            return
        }
        rowCount += 1
        if rowCount > limits.maxRows {
            stop(CSVReader.tooManyRows(source: source, limits: limits))
            return
        }
        for (index, cell) in row where columnOf[index] == nil {
            if cell.kind == .text, cell.text.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            stop(.inputLimit(source: source, reason: "cell \(Self.letters(index))\(rowNumber) has a value, but its "
                                     + "column has no name in the header; name it, or delete the value"))
            return
        }
        for (index, target) in columnOf {
            let start = text.count
            if let cell = row[index] {
                text.append(contentsOf: cell.text.utf8)
                columns[target].kinds.append(cell.kind.rawValue)
            } else {
                columns[target].kinds.append(TypeInference.Kind.missing.rawValue)
            }
            columns[target].starts.append(start)
            columns[target].ends.append(text.count)
        }
    }

    /// `C7` → 2; nil when the reference has no letters.
    static func columnIndex(_ reference: String) -> Int? {
        var index = 0, any = false
        for c in reference.utf8 {
            guard c >= 0x41, c <= 0x5A else { break }
            index = index * 26 + Int(c - 0x40)
            any = true
            if index > 1 << 20 { return nil }
        }
        return any ? index - 1 : nil
    }

    /// 2 → `C`, 26 → `AA`.
    static func letters(_ index: Int) -> String {
        var n = index + 1, out = ""
        while n > 0 {
            let r = (n - 1) % 26
            out = String(UnicodeScalar(UInt8(65 + r))) + out
            n = (n - 1) / 26
        }
        return out
    }
}
