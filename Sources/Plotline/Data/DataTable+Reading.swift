import Foundation

extension DataTable {
    /// Reads a CSV or JSON file.
    ///
    /// A `.csv` file is read as CSV and a `.json` file as JSON (extensions in any case). For any other
    /// extension the content decides: if its first byte other than a byte order mark or white space
    /// is `[`, it is JSON; otherwise CSV. See ``CSVReader`` and ``JSONTableReader`` for the formats and
    /// ``TypeInference`` for how column types are chosen; `types` overrides them per column and
    /// `timeZone` is the zone of dates and times written without an offset.
    ///
    /// A file that does not exist or cannot be read is `.io(path:reason:)`; errors in the content
    /// name `path` as their source.
    public static func read(contentsOf path: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        let bytes = try readFile(path)
        switch (path as NSString).pathExtension.lowercased() {
        case "csv":
            return try CSVReader.read(bytes, source: path, types: types, timeZone: timeZone)
        case "json":
            return try JSONTableReader.read(bytes, source: path, types: types, timeZone: timeZone)
        default:
            if looksLikeJSON(bytes) {
                return try JSONTableReader.read(bytes, source: path, types: types, timeZone: timeZone)
            }
            return try CSVReader.read(bytes, source: path, types: types, timeZone: timeZone)
        }
    }

    /// Whether the first byte after a byte order mark and white space is `[`.
    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "[")
    }

    private static func readFile(_ path: String) throws(PlotlineError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PlotlineError.io(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw PlotlineError.io(path: path, reason: "is a directory, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw PlotlineError.io(path: path, reason: "permission denied")
        }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw PlotlineError.io(path: path, reason: "cannot be read (\(error.localizedDescription))")
        }
    }
}
