import Foundation

extension DataTable {
    /// Reads a CSV or JSON file.
    ///
    /// A `.csv` file is read as CSV and a `.json` file as JSON (extensions in any case). For any other
    /// extension the content decides: if its first byte other than a byte order mark or white space
    /// is `[`, it is JSON; otherwise CSV. See ``CSVReader`` and ``JSONTableReader`` for the formats and
    /// ``TypeInference`` for how column types are chosen; `types` overrides them per column and
    /// `timeZone` is the zone of dates and times written without an offset. A CSV file of numbers is
    /// read a chunk at a time (see ``CSVReader/read(contentsOf:types:timeZone:)``).
    ///
    /// A file that does not exist or cannot be read is `.io(path:reason:)`; errors in the content
    /// name `path` as their source.
    public static func read(contentsOf path: String, types: [String: ColumnType] = [:],
                            timeZone: TimeZone = .gmt) throws(PlotlineError) -> DataTable {
        try checkReadable(path)
        switch (path as NSString).pathExtension.lowercased() {
        case "csv":
            return try CSVReader.read(contentsOf: path, types: types, timeZone: timeZone)
        case "json":
            return try JSONTableReader.read(readFile(path), source: path, types: types, timeZone: timeZone)
        default:
            if try fileLooksLikeJSON(path) {
                return try JSONTableReader.read(readFile(path), source: path, types: types, timeZone: timeZone)
            }
            return try CSVReader.read(contentsOf: path, types: types, timeZone: timeZone)
        }
    }

    /// Whether the first byte after a byte order mark and white space is `[`.
    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        let i = firstSignificantIndex(bytes)
        return i < bytes.count && bytes[i] == UInt8(ascii: "[")
    }

    /// Where the first byte after a byte order mark and white space is (`bytes.count` if none).
    private static func firstSignificantIndex(_ bytes: [UInt8]) -> Int {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i
    }

    /// ``looksLikeJSON(_:)`` for a file, reading only as far as its first significant byte.
    private static func fileLooksLikeJSON(_ path: String) throws(PlotlineError) -> Bool {
        let file = try FileInput(path: path)
        defer { file.close() }
        var prefix: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = try file.read(into: &chunk, at: 0, count: chunk.count)
            prefix.append(contentsOf: chunk[0..<got])
            // Decided at the end, or at a significant byte once a byte order mark could be told.
            if got == 0 || (prefix.count >= 3 && firstSignificantIndex(prefix) < prefix.count) {
                return looksLikeJSON(prefix)
            }
            // Only white space after the first three bytes: they are all that still matter.
            if prefix.count > 3 { prefix.removeSubrange(3...) }
        }
    }

    /// The errors for a file that is missing, a folder or unreadable, before any reading.
    public static func checkReadable(_ path: String) throws(PlotlineError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PlotlineError.io(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw PlotlineError.io(path: path, reason: "is a directory, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw PlotlineError.io(path: path, reason: "permission denied")
        }
    }

    /// The whole file, in one array (read in chunks into room made for its size: no second copy).
    static func readFile(_ path: String) throws(PlotlineError) -> [UInt8] {
        let file = try FileInput(path: path)
        defer { file.close() }
        return try file.readToEnd()
    }
}
