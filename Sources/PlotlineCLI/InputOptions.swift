import Foundation
import Plotline

/// How much the command reads, and from where a spec may read data files.
struct InputOptions {
    var maxBytes, maxRows, maxLineBytes, maxColumns: String?
    var allowDataOutside: Bool
    var dataRoots: [String]
    var delimiter, decimal, sheet: String?

    static let options = OptionGroup(title: "Input limits and data files", options: [
        .value("max-bytes", help: "The most bytes read from one input (a file, standard input), like 500M or 8G (default 4G)."),
        .value("max-rows", help: "The most data rows in one table (default 100000000)."),
        .value("max-line-bytes", help: "The longest CSV line, like 4M (default 1M)."),
        .value("max-columns", help: "The most columns in one table (default 16384)."),
        .flag("allow-data-outside", help: "Let a spec read data files anywhere; by default only in the spec's folder and below."),
        .repeated("data-root", help: "A folder a spec may also read data files from (repeat for more)."),
        .value("delimiter", help: "The byte between fields of a text file: , ; tab or | (guessed from the first lines when not given)."),
        .value("decimal", valueName: "mark", help: "The decimal mark of numbers in a text file: . or , (guessed: a comma where semicolons separate fields)."),
        .value("sheet", valueName: "name-or-number", help: "The sheet of an .xlsx workbook to read: its name, or its number from 1 (default: the first)."),
    ])

    init(_ arguments: ParsedArguments) {
        maxBytes = arguments.value("max-bytes")
        maxRows = arguments.value("max-rows")
        maxLineBytes = arguments.value("max-line-bytes")
        maxColumns = arguments.value("max-columns")
        allowDataOutside = arguments.flag("allow-data-outside")
        dataRoots = arguments.values("data-root")
        delimiter = arguments.value("delimiter")
        decimal = arguments.value("decimal")
        sheet = arguments.value("sheet")
    }

    /// The reading choices the options make: the delimiter, the decimal mark, the sheet.
    func apply(to context: inout ReadContext) throws(PlotlineError) {
        if let delimiter {
            guard let byte = TextDialect.delimiter(named: delimiter) else {
                throw PlotlineError.invalidOption(
                    name: "--delimiter", reason: "expected , ; tab or |, found '\(Excerpt.quote(delimiter))'")
            }
            context.delimiter = byte
        }
        if let decimal {
            switch decimal.lowercased() {
            case ".", "point", "dot": context.decimalComma = false
            case ",", "comma": context.decimalComma = true
            default:
                throw PlotlineError.invalidOption(name: "--decimal", reason: "expected . or , found '\(Excerpt.quote(decimal))'")
            }
        }
        if let sheet {
            guard !sheet.isEmpty else { throw PlotlineError.invalidOption(name: "--sheet", reason: "expected a sheet's name or number, like --sheet 2 or --sheet weather") }
            context.sheet = sheet
        }
    }

    /// The limits the options set, the defaults for the rest.
    func limits() throws(PlotlineError) -> ReadLimits {
        var limits = ReadLimits.standard
        if let maxBytes { limits.maxBytes = try Self.size(maxBytes, option: "--max-bytes") }
        if let maxRows { limits.maxRows = try Self.count(maxRows, option: "--max-rows") }
        if let maxLineBytes { limits.maxLineBytes = try Self.size(maxLineBytes, option: "--max-line-bytes") }
        if let maxColumns { limits.maxColumns = try Self.count(maxColumns, option: "--max-columns") }
        return limits
    }

    /// A whole number of bytes, with an optional K, M, G or T (powers of 1024, an optional B after it).
    static func size(_ text: String, option: String) throws(PlotlineError) -> Int {
        var digits = text.trimmingCharacters(in: .whitespaces).uppercased()
        if digits.hasSuffix("B") { digits.removeLast() }
        var factor = 1
        if let last = digits.last, let shift = ["K": 10, "M": 20, "G": 30, "T": 40][String(last)] {
            factor = 1 << shift
            digits.removeLast()
        }
        guard let number = Int(digits), number > 0, number <= Int.max / factor else {
            throw PlotlineError.invalidOption(
                name: option, reason: "expected a size in bytes like 1000000, 500K, 64M or 2G, found '\(Excerpt.quote(text))'")
        }
        return number * factor
    }

    /// A positive whole number (digits, perhaps with `_` or `,` between them).
    static func count(_ text: String, option: String) throws(PlotlineError) -> Int {
        let digits = text.trimmingCharacters(in: .whitespaces).filter { $0 != "_" && $0 != "," }
        guard let number = Int(digits), number > 0 else {
            throw PlotlineError.invalidOption(name: option, reason: "expected a whole number above 0, found '\(Excerpt.quote(text))'")
        }
        return number
    }

    /// Refuses a spec's data path outside `folder` (the spec's, or the working folder for a spec on standard
    /// input) and the `--data-root` folders, unless `--allow-data-outside`: a spec from someone else must not
    /// read the machine. Links are followed before the check, so a link inside cannot lead out.
    func checkDataPaths(_ spec: ChartSpec, folder: String) throws(PlotlineError) {
        if allowDataOutside { return }
        let roots = ([folder] + dataRoots).map(Self.canonical)
        // Every place a spec names data (ChartSpec.dataSources): the chart's, its layers', their masks'.
        for (place, source) in spec.dataSources {
            guard let path = source.filePath else { continue }
            let jsonPath = place + ".path"
            let full = path.hasPrefix("/") ? path : URL(fileURLWithPath: folder).appendingPathComponent(path).path
            let file = Self.canonical(full)
            if roots.contains(where: { file.hasPrefix($0 == "/" ? "/" : $0 + "/") }) { continue }
            throw PlotlineError.invalidSpec(
                path: jsonPath,
                reason: "'\(Excerpt.quote(path, limit: 120))' is outside the spec's folder; a spec reads data only from its "
                    + "own folder and below (--data-root FOLDER or --allow-data-outside to allow more)")
        }
    }

    /// A path made absolute with `.` and `..` removed and links followed (as far as the path exists).
    static func canonical(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let resolved = realpath(absolute, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A missing file: its folder's real path and its name.
        let url = URL(fileURLWithPath: absolute)
        let parent = url.deletingLastPathComponent().path
        if parent != absolute, let resolved = realpath(parent, nil) {
            defer { free(resolved) }
            return URL(fileURLWithPath: String(cString: resolved)).appendingPathComponent(url.lastPathComponent).path
        }
        return absolute
    }
}
