import PlotlineScene
/// What kind of data file an input is, from its name's extension and its first bytes: the one place that
/// decides which reader reads it.
///
/// The first bytes win over the name where they are certain: a ZIP archive (`PK`) is read as a workbook
/// whatever it is called, and an OLE compound file (what Excel writes for a workbook with a password, or
/// an old `.xls`) is refused with a line that says so. Otherwise `.xlsx`, `.json`, `.jsonl`/`.ndjson`,
/// `.tsv`/`.tab` and `.csv` decide; any other name is JSON when it starts with `[` or `{`, else delimited text.
public enum DataFileKind: Sendable, Equatable {
    case delimited(TextDialect?)
    case json
    case workbook

    static let zipMagic: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    static let emptyZipMagic: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
    static let oleMagic: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

    /// The kind of `source` (named `path`, or nil for standard input); the input is rewound afterwards.
    public static func of(_ source: InputSource, path: String?) throws(PlotlineError) -> DataFileKind {
        let ext = path.map { Self.pathExtension($0) } ?? ""
        let start = try Self.firstBytes(source, count: 512)
        let magic = Array(start.prefix(8))
        if magic.starts(with: zipMagic) || magic.starts(with: emptyZipMagic) { return .workbook }
        if magic.starts(with: oleMagic) {
            throw PlotlineError.inputLimit(
                source: source.name,
                reason: "is an OLE compound file, not an .xlsx workbook: a workbook saved with a password, or an old "
                    + ".xls; save it without a password as .xlsx (or export it as CSV) and read that")
        }
        try checkText(start, source: source.name)
        switch ext {
        case "xlsx", "xlsm":
            throw PlotlineError.inputLimit(
                source: source.name, reason: "is not an .xlsx workbook (it does not start as a ZIP archive does); "
                    + "save it again from the spreadsheet as .xlsx, or export it as CSV")
        case "json", "jsonl", "ndjson": return .json
        case "tsv", "tab": return .delimited(.tab)
        case "csv": return .delimited(nil)
        default:
            let first = try source.firstSignificantByte()
            return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? .json : .delimited(nil)
        }
    }

    /// Refuses a start that is not text: a NUL byte, or bytes that are not UTF-8 before the last character
    /// (which may be cut): a picture or a program named `.csv`.
    static func checkText(_ start: [UInt8], source: String) throws(PlotlineError) {
        let found = start.withUnsafeBufferPointer { p -> (offset: Int, nul: Bool)? in
            if let nul = p.firstIndex(of: 0) { return (nul, true) }
            guard let offset = UTF8Check.firstInvalidOffset(p), offset < p.count - 3 else { return nil }
            return (offset, false)
        }
        guard let found else { return }
        let line = start.withUnsafeBufferPointer { UTF8Check.lineAndColumn($0, offset: found.offset).line }
        let what = found.nul ? "a NUL byte on line \(line)" : "byte 0x\(InputSource.hex(start[found.offset])) on line \(line) is not UTF-8"
        throw PlotlineError.inputLimit(source: source, reason: "is not text (\(what)); is it a CSV, JSON or .xlsx file?")
    }

    static func pathExtension(_ path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Up to `count` bytes from the start, unchecked (a binary signature is not text); rewound afterwards.
    static func firstBytes(_ source: InputSource, count: Int) throws(PlotlineError) -> [UInt8] {
        let check = source.check
        source.check = .none
        defer {
            try? source.rewind()
            source.check = check
        }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = try source.read(into: &bytes, at: filled, count: count - filled)
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[0..<filled])
    }
}
