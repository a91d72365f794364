import Foundation

extension DataTable {
    /// Reads a CSV or JSON file.
    ///
    /// A `.csv` file is read as CSV and a `.json` file as JSON (extensions in any case). For any other
    /// extension the content decides: if its first byte other than a byte order mark or white space
    /// is `[`, it is JSON; otherwise CSV. See ``CSVReader`` and ``JSONTableReader`` for the formats and
    /// `TypeInference` for how column types are chosen; `types` overrides them per column and
    /// `timeZone` is the zone of dates and times written without an offset. A CSV file of numbers is
    /// read a chunk at a time (see ``CSVReader/read(contentsOf:types:timeZone:)``).
    ///
    /// A file that does not exist or cannot be read is `.io(path:reason:)`; errors in the content
    /// name `path` as their source.
    public static func read(contentsOf path: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        let source = try InputSource(path: path)
        defer { source.close() }
        switch (path as NSString).pathExtension.lowercased() {
        case "csv": return try CSVReader.read(from: source, types: types, timeZone: timeZone)
        case "json": return try JSONTableReader.read(from: source, types: types, timeZone: timeZone)
        default: return try read(from: source, types: types, timeZone: timeZone)
        }
    }

    /// Reads CSV or JSON from `source`: JSON if its first byte after a byte order mark and white space is
    /// `[`, CSV otherwise. Within ``ReadLimits/current``.
    public static func read(from source: InputSource, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        if try source.firstSignificantByte() == UInt8(ascii: "[") {
            return try JSONTableReader.read(from: source, types: types, timeZone: timeZone)
        }
        return try CSVReader.read(from: source, types: types, timeZone: timeZone)
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
