import Foundation
import PlotlineScene
internal import ZIPFoundation

/// Reads one sheet of an `.xlsx` workbook (Office Open XML) into a ``DataTable``: the first sheet, or the
/// one ``ReadContext/sheet`` names (by name, or by number from 1).
///
/// The workbook is a ZIP archive (read with ZIPFoundation) of XML parts (read with Plotline's own `XMLTokens`,
/// by `WorkbookParts` and `WorkbookSheet`; a part that is not UTF-8 is refused, naming the part). The sheet's
/// first row with a value names the columns; types are inferred from the cells as for JSON (`TypeInference`):
/// numbers are numbers, text is text (`"12"` typed as text stays text), numbers in cells formatted as dates are dates, in both of Excel's date
/// systems, and numbers in cells formatted as percents or a currency are read as the sheet's CSV export
/// writes them (`12.5%`, `$1,200.50`, `ExcelNumberFormat`). Every limit applies: the workbook's bytes (``ReadLimits/maxBytes``, also for each part once
/// unpacked, so a small archive cannot unpack into the machine's memory), its rows and its columns.
public enum WorkbookReader {
    /// Reads the workbook `source` holds (read whole, within ``ReadLimits/maxBytes``).
    public static func read(from source: InputSource, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        source.check = .none
        let bytes = try source.readToEnd()
        return try read(Data(bytes), source: source.name, types: types, timeZone: timeZone)
    }

    public static func read(_ data: Data, source: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        let limits = ReadLimits.current
        let context = ReadContext.current
        let archive: Archive
        do { archive = try Archive(data: data, accessMode: .read) } catch {
            throw notWorkbook(source, "it starts as a ZIP archive does, but its directory cannot be read")
        }
        var entries: [String: Entry] = [:]
        for entry in archive { entries[entry.path] = entry }
        guard let workbookEntry = entries["xl/workbook.xml"] else {
            throw notWorkbook(source, "it is a ZIP archive without the xl/workbook.xml an .xlsx workbook has")
        }
        func part(_ entry: Entry) throws(PlotlineError) -> Data {
            try unpack(entry, from: archive, source: source, limits: limits)
        }
        /// A small part read with `read`, nil when it is not well-formed XML (the reading does without it).
        func parsed<T>(_ entry: Entry, _ read: (Data) throws(XMLTokens.Failure) -> T) throws(PlotlineError) -> T? {
            let data = try part(entry)
            do throws(XMLTokens.Failure) {
                return try read(data)
            } catch {
                if error.kind == .encoding { throw notWorkbook(source, "its part \(entry.path) \(error.reason)") }
                return nil
            }
        }
        guard let (sheets, date1904) = try parsed(workbookEntry, WorkbookParts.workbook), !sheets.isEmpty else {
            throw notWorkbook(source, "its xl/workbook.xml lists no sheets")
        }
        let relationships = try entries["xl/_rels/workbook.xml.rels"].map { (e) throws(PlotlineError) in
            try parsed(e, WorkbookParts.relationships) ?? [:]
        } ?? [:]

        // The sheet asked for.
        let chosen: WorkbookParts.Sheet
        let number = sheets.firstIndex { $0.name == context.sheet } ?? context.sheet.flatMap { Int($0) }.map { $0 - 1 }
        if let wanted = context.sheet {
            guard let number, sheets.indices.contains(number) else {
                throw PlotlineError.invalidOption(
                    name: "--sheet", reason: "'\(Excerpt.quote(wanted))' is not a sheet of \(Excerpt.quote(source, limit: 200)); "
                        + "its sheets are: " + Excerpt.list(sheets.enumerated().map { "\($0.offset + 1) \($0.element.name)" }))
            }
            chosen = sheets[number]
        } else {
            chosen = sheets[0]
        }
        let path = relationships[chosen.relationship] ?? "xl/worksheets/sheet\((number ?? 0) + 1).xml"
        guard let sheetEntry = entries[path] else {
            throw notWorkbook(source, "the sheet '\(chosen.name)' should be at \(path), which the archive does not hold")
        }
        let strings = try entries["xl/sharedStrings.xml"].map { (e) throws(PlotlineError) in
            try parsed(e, WorkbookParts.sharedStrings) ?? []
        } ?? []
        let numberFormats = try entries["xl/styles.xml"].map { (e) throws(PlotlineError) in
            try parsed(e, WorkbookParts.numberFormats) ?? []
        } ?? []

        let sheet = WorkbookSheet(source: source, strings: strings, numberFormats: numberFormats, date1904: date1904,
                                  limits: limits)
        try sheet.read(try part(sheetEntry), part: path)
        guard sheet.rowCount > 0, !sheet.names.isEmpty else { throw PlotlineError.emptyData(source: source) }
        if sheets.count > 1, context.sheet == nil {
            context.warnings?.add("read the sheet '\(chosen.name)' of \(sheets.count) "
                                  + "(--sheet NAME or --sheet NUMBER reads another: \(Excerpt.list(sheets.map(\.name))))")
        }
        try TypeInference.checkOverrides(types, names: sheet.names)
        var columns: [Column] = []
        let text = sheet.text
        for (index, name) in sheet.names.enumerated() {
            let column = sheet.columns[index]
            columns.append(try text.withUnsafeBufferPointer { (bytes) throws(PlotlineError) -> Column in
                try column.starts.withUnsafeBufferPointer { (starts) throws(PlotlineError) -> Column in
                    try column.ends.withUnsafeBufferPointer { (ends) throws(PlotlineError) -> Column in
                        try column.kinds.withUnsafeBufferPointer { (kinds) throws(PlotlineError) -> Column in
                            let cells = TypeInference.Cells(bytes: bytes, starts: starts, ends: ends, kinds: kinds,
                                                            offset: 0, stride: 1, count: sheet.rowCount)
                            return try TypeInference.column(name: name, cells: cells, forced: types[name], timeZone: timeZone)
                        }
                    }
                }
            })
        }
        return try DataTable(columns: columns)
    }

    /// One part, unpacked, within ``ReadLimits/maxBytes`` whatever the archive says its size is.
    static func unpack(_ entry: Entry, from archive: Archive, source: String, limits: ReadLimits) throws(PlotlineError) -> Data {
        let tooLarge = PlotlineError.inputLimit(
            source: source, reason: "holds \(entry.path), larger than \(ReadLimits.describe(bytes: limits.maxBytes)) "
                + "once unpacked (--max-bytes raises the limit)")
        if entry.uncompressedSize > UInt64(limits.maxBytes) { throw tooLarge }
        var data = Data()
        data.reserveCapacity(Int(entry.uncompressedSize))
        struct Stop: Error {}
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                if data.count + chunk.count > limits.maxBytes { throw Stop() }
                data.append(chunk)
            }
        } catch is Stop {
            throw tooLarge
        } catch {
            throw notWorkbook(source, "its part \(entry.path) cannot be unpacked (\(error))")
        }
        return data
    }

    static func notWorkbook(_ source: String, _ why: String) -> PlotlineError {
        .inputLimit(source: source, reason: "is not a readable .xlsx workbook: \(why); save it again from the spreadsheet "
                    + "as .xlsx, or export the sheet as CSV")
    }
}
