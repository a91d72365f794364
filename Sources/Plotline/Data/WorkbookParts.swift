import Foundation
import PlotlineScene

/// The small parts of an `.xlsx` workbook, each read with `XMLTokens`: the list of sheets and the files that
/// hold them, the shared strings, and what each cell style's number format shows. Elements are matched by
/// their local name: workbooks written with a namespace prefix (`x:sheet`) read the same.
enum WorkbookParts {
    /// One sheet as `xl/workbook.xml` lists it.
    struct Sheet {
        var name: String
        var relationship: String
    }

    /// `xl/workbook.xml`: the sheets in order, and whether day serials count from 1904.
    static func workbook(_ data: Data) throws(XMLTokens.Failure) -> (sheets: [Sheet], date1904: Bool) {
        try XMLTokens.reading(data) { (tokens) throws(XMLTokens.Failure) in
            var sheets: [Sheet] = []
            var date1904 = false
            while let token = try tokens.next() {
                guard token == .start else { continue }
                switch tokens.localName {
                case "sheet":
                    let id = tokens.attribute("r:id") ?? tokens.prefixedAttribute("id") ?? ""
                    sheets.append(Sheet(name: tokens.attribute("name") ?? "", relationship: id))
                case "workbookPr":
                    let value = tokens.attribute("date1904")?.lowercased()
                    date1904 = value == "1" || value == "true"
                default: break
                }
            }
            return (sheets, date1904)
        }
    }

    /// `xl/_rels/workbook.xml.rels`: the part each relationship id names, as a path inside the archive.
    static func relationships(_ data: Data) throws(XMLTokens.Failure) -> [String: String] {
        try XMLTokens.reading(data) { (tokens) throws(XMLTokens.Failure) in
            var targets: [String: String] = [:]
            while let token = try tokens.next() {
                guard token == .start, tokens.localName == "Relationship",
                      let id = tokens.attribute("Id"), let target = tokens.attribute("Target") else { continue }
                targets[id] = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
            }
            return targets
        }
    }

    /// `xl/styles.xml`: for each cell style (`s` on a cell), what its number format shows.
    static func numberFormats(_ data: Data) throws(XMLTokens.Failure) -> [ExcelNumberFormat] {
        try XMLTokens.reading(data) { (tokens) throws(XMLTokens.Failure) in
            var formats: [Int: String] = [:]
            var styles: [Int] = []
            var inCellXfs = false
            while let token = try tokens.next() {
                switch (token, tokens.localName) {
                case (.start, "numFmt"):
                    if let id = tokens.attribute("numFmtId").flatMap({ Int($0) }) { formats[id] = tokens.attribute("formatCode") ?? "" }
                case (.start, "cellXfs"): inCellXfs = true
                case (.start, "xf") where inCellXfs: styles.append(tokens.attribute("numFmtId").flatMap { Int($0) } ?? 0)
                case (.end, "cellXfs"): inCellXfs = false
                default: break
                }
            }
            return styles.map { id in ExcelNumberFormat.of(id: id, code: formats[id]) }
        }
    }

    /// `xl/sharedStrings.xml`: each string's text, its runs joined (phonetic guides left out), its whitespace
    /// kept as written.
    static func sharedStrings(_ data: Data) throws(XMLTokens.Failure) -> [String] {
        try XMLTokens.reading(data) { (tokens) throws(XMLTokens.Failure) in
            var strings: [String] = []
            var current = ""
            var inText = false
            var inPhonetic = false
            while let token = try tokens.next() {
                switch token {
                case .start:
                    switch tokens.localName {
                    case "si": current = ""
                    case "rPh": inPhonetic = true
                    case "t": inText = !inPhonetic
                    default: break
                    }
                case .text:
                    if inText { current += tokens.text }
                case .end:
                    switch tokens.localName {
                    case "si": strings.append(current)
                    case "rPh": inPhonetic = false
                    case "t": inText = false
                    default: break
                    }
                }
            }
            return strings
        }
    }
}
