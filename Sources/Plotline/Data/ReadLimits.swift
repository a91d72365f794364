import PlotlineScene
/// How much input the readers take before they stop with one clear line, so that endless or hostile input
/// (`/dev/zero`, a binary file, a header of a million columns) costs a second, not the machine's memory.
///
/// The readers use ``current``, which the command sets from its options (`--max-bytes`, `--max-rows`,
/// `--max-line-bytes`, `--max-columns`) for everything it reads, the data files a spec names included.
public struct ReadLimits: Sendable, Equatable {
    /// The most bytes read from one input (a file or standard input). Default 4 GiB.
    public var maxBytes: Int
    /// The most data rows in one table. Default 100,000,000.
    public var maxRows: Int
    /// The longest CSV line, in bytes. Default 1 MiB: a longer line is almost always not CSV.
    public var maxLineBytes: Int
    /// The most columns (fields in the header). Default 16,384, a spreadsheet's limit.
    public var maxColumns: Int

    public init(maxBytes: Int = ReadLimits.standard.maxBytes, maxRows: Int = ReadLimits.standard.maxRows,
                maxLineBytes: Int = ReadLimits.standard.maxLineBytes, maxColumns: Int = ReadLimits.standard.maxColumns) {
        self.maxBytes = maxBytes
        self.maxRows = maxRows
        self.maxLineBytes = maxLineBytes
        self.maxColumns = maxColumns
    }

    private init(bytes: Int, rows: Int, line: Int, columns: Int) {
        maxBytes = bytes
        maxRows = rows
        maxLineBytes = line
        maxColumns = columns
    }

    /// The defaults.
    public static let standard = ReadLimits(bytes: 4 << 30, rows: 100_000_000, line: 1 << 20, columns: 16_384)

    /// The limits in force for the reading done inside `TaskLocal.withValue`; ``standard`` otherwise.
    @TaskLocal public static var current: ReadLimits = .standard

    /// A byte count as people say it: "1 MB", "4 GB", "1,500 bytes" (powers of 1024, whole when exact).
    public static func describe(bytes: Int) -> String {
        let units: [(Int, String)] = [(1 << 40, "TB"), (1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
        for (size, name) in units where bytes >= size {
            if bytes % size == 0 { return "\(bytes / size) \(name)" }
            let tenths = (bytes * 10 + size / 2) / size
            return "\(tenths / 10).\(tenths % 10) \(name)"
        }
        return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    }
}
