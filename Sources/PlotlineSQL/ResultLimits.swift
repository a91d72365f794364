import Plotline

/// The reading limits (``ReadLimits/current``) applied to what a database sends, as they are to a file:
/// no value longer than a file's longest line (`--max-line-bytes`), no more rows than a table may have
/// (`--max-rows`), and no more bytes in one statement's result than one input may hold (`--max-bytes`).
/// Every connection counts each row and each text value through one of these, before it keeps them, so a
/// view of huge strings costs one value, not the machine's memory.
public struct ResultLimits: Sendable {
    public let limits: ReadLimits
    /// The database, as messages name it (a file's path, or a server without its password).
    public let source: String
    public private(set) var rows = 0
    public private(set) var bytes = 0

    public init(source: String, limits: ReadLimits = .current) {
        self.source = source
        self.limits = limits
    }

    /// Counts one more row (of `cells` values, each counted as at least 8 bytes).
    public mutating func row(cells: Int) throws(PlotlineError) {
        rows += 1
        if rows > limits.maxRows {
            throw PlotlineError.inputLimit(source: source, reason: "sent more than \(limits.maxRows) rows (--max-rows raises the limit)")
        }
        try add(8 * cells)
    }

    /// Counts one text or binary value of `length` bytes, before it is copied: refused when longer than a
    /// line of a file may be.
    public mutating func text(length: Int) throws(PlotlineError) {
        if length > limits.maxLineBytes {
            throw PlotlineError.inputLimit(source: source, reason: "sent a value of \(ReadLimits.describe(bytes: length)), longer than "
                + "\(ReadLimits.describe(bytes: limits.maxLineBytes)) (--max-line-bytes raises the limit)")
        }
        try add(length)
    }

    private mutating func add(_ count: Int) throws(PlotlineError) {
        bytes += count
        if bytes > limits.maxBytes {
            throw PlotlineError.inputLimit(source: source, reason: "sent more than \(ReadLimits.describe(bytes: limits.maxBytes)) "
                + "for one query (--max-bytes raises the limit)")
        }
    }
}
