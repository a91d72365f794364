import Foundation
import PlotlineScene

extension DataTable {
    /// Reads a data file: delimited text (CSV, TSV, semicolons, pipes), JSON in its common forms, or the
    /// first sheet (``ReadContext/sheet``) of an `.xlsx` workbook, as ``DataFileKind`` decides from the
    /// name and the first bytes. See ``CSVReader``, ``JSONTableReader`` and ``WorkbookReader`` for the
    /// formats and `TypeInference` for how column types are chosen; `types` overrides them per column and
    /// `timeZone` is the zone of dates and times written without an offset.
    ///
    /// A file that does not exist or cannot be read is `.io(path:reason:)`; errors in the content
    /// name `path` as their source.
    public static func read(contentsOf path: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        let source = try InputSource(path: path)
        defer { source.close() }
        return try read(from: source, path: path, types: types, timeZone: timeZone)
    }

    /// Reads `source` (named `path`, nil for standard input) as ``read(contentsOf:types:timeZone:)`` reads
    /// a file. Within ``ReadLimits/current``.
    public static func read(from source: InputSource, path: String? = nil, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        switch try DataFileKind.of(source, path: path) {
        case .delimited(let declared):
            return try CSVReader.read(from: source, types: types, timeZone: timeZone, declared: declared)
        case .json:
            return try JSONTableReader.read(from: source, types: types, timeZone: timeZone)
        case .workbook:
            return try WorkbookReader.read(from: source, types: types, timeZone: timeZone)
        }
    }

    /// The errors for a file that is missing, a folder, a loop of links or unreadable, before any reading.
    public static func checkReadable(_ path: String) throws(PlotlineError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw InputSource.failure(path, errno == ENOTDIR ? ENOENT : errno)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw PlotlineError.io(path: path, reason: "is a directory, not a file") }
        guard access(path, R_OK) == 0 else {
            throw PlotlineError.io(path: path, reason: "permission denied")
        }
    }
}
