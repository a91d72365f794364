import Foundation
import PlotlineScene
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The small parts of an `.xlsx` workbook, each read with Foundation's XML parser: the list of sheets and
/// the files that hold them, the shared strings, and what each cell style's number format shows.
enum WorkbookParts {
    /// One sheet as `xl/workbook.xml` lists it.
    struct Sheet {
        var name: String
        var relationship: String
    }

    /// `xl/workbook.xml`: the sheets in order, and whether day serials count from 1904.
    static func workbook(_ data: Data) -> (sheets: [Sheet], date1904: Bool)? {
        let handler = ElementHandler { name, attributes, state in
            switch name {
            case "sheet":
                let id = attributes.first { $0.key == "r:id" || $0.key.hasSuffix(":id") }?.value ?? ""
                state.sheets.append(Sheet(name: attributes["name"] ?? "", relationship: id))
            case "workbookPr":
                let value = attributes["date1904"]?.lowercased()
                state.date1904 = value == "1" || value == "true"
            default: break
            }
        }
        guard run(handler, on: data) else { return nil }
        return (handler.state.sheets, handler.state.date1904)
    }

    /// `xl/_rels/workbook.xml.rels`: the part each relationship id names, as a path inside the archive.
    static func relationships(_ data: Data) -> [String: String]? {
        let handler = ElementHandler { name, attributes, state in
            guard name == "Relationship", let id = attributes["Id"], let target = attributes["Target"] else { return }
            state.targets[id] = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
        }
        guard run(handler, on: data) else { return nil }
        return handler.state.targets
    }

    /// `xl/styles.xml`: for each cell style (`s` on a cell), what its number format shows.
    static func numberFormats(_ data: Data) -> [ExcelNumberFormat]? {
        let handler = StylesHandler()
        guard run(handler, on: data) else { return nil }
        return handler.styles.map { id in ExcelNumberFormat.of(id: id, code: handler.formats[id]) }
    }

    /// `xl/sharedStrings.xml`: each string's text, its runs joined (phonetic guides left out).
    static func sharedStrings(_ data: Data) -> [String]? {
        let handler = SharedStringsHandler()
        guard run(handler, on: data) else { return nil }
        return handler.strings
    }

    static func run(_ delegate: XMLParserDelegate, on data: Data) -> Bool {
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        return parser.parse()
    }

    /// What the element handler gathers.
    struct State {
        var sheets: [Sheet] = []
        var date1904 = false
        var targets: [String: String] = [:]
    }

    /// Calls `visit` with each element's local name and attributes.
    final class ElementHandler: NSObject, XMLParserDelegate {
        var state = State()
        let visit: (String, [String: String], inout State) -> Void

        init(visit: @escaping (String, [String: String], inout State) -> Void) {
            self.visit = visit
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes: [String: String] = [:]) {
            visit(WorkbookParts.localName(elementName), attributes, &state)
        }
    }

    final class StylesHandler: NSObject, XMLParserDelegate {
        var formats: [Int: String] = [:]
        var styles: [Int] = []
        private var inCellXfs = false

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes: [String: String] = [:]) {
            switch WorkbookParts.localName(elementName) {
            case "numFmt":
                if let id = attributes["numFmtId"].flatMap({ Int($0) }) { formats[id] = attributes["formatCode"] ?? "" }
            case "cellXfs": inCellXfs = true
            case "xf" where inCellXfs: styles.append(attributes["numFmtId"].flatMap { Int($0) } ?? 0)
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if WorkbookParts.localName(elementName) == "cellXfs" { inCellXfs = false }
        }
    }

    final class SharedStringsHandler: NSObject, XMLParserDelegate {
        var strings: [String] = []
        private var current = ""
        private var inText = false
        private var inPhonetic = false

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes: [String: String] = [:]) {
            switch WorkbookParts.localName(elementName) {
            case "si": current = ""
            case "rPh": inPhonetic = true
            case "t": inText = !inPhonetic
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { current += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            switch WorkbookParts.localName(elementName) {
            case "si": strings.append(current)
            case "rPh": inPhonetic = false
            case "t": inText = false
            default: break
            }
        }
    }

    /// `x:sheet` is `sheet`: workbooks written with a namespace prefix read the same.
    static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}
