import Foundation
import PlotlineScene

/// The fast path of ``CSVReader`` for the commonest large file: every column numbers, nothing quoted.
///
/// One pass over the bytes, each cell parsed straight into its column's `[Double]`: no copy of the input,
/// no per-cell ranges, no strings. An input is read in chunks (``InputSource``), whole lines at a time, with
/// the unfinished last line of a chunk carried to the next, so memory is the columns plus one chunk. It
/// reads exactly what the general reader reads for such a file (the same header rules, the same numbers,
/// an empty cell missing); anything else (a quote, a byte outside ASCII, a cell that is not a number, a
/// row of the wrong width, a blank line inside the data, a column with no value, a type override other
/// than number, a strftime date format) gives up with `nil`, and the general reader reads the file and reports any error in its
/// words.
struct CSVNumericReader {
    /// Whether the author's date pattern may read digits as dates (`%Y%m%d`): then the general reader reads.
    private static var datesByPattern: Bool { ReadContext.current.dateFormat?.isPattern == true }

    /// Reads bytes already in memory.
    static func read(_ p: UnsafeBufferPointer<UInt8>, types: [String: ColumnType]) throws(PlotlineError) -> DataTable? {
        guard types.values.allSatisfy({ $0 == .number }), !datesByPattern else { return nil }
        var reader = CSVNumericReader(types: types, expectedBytes: p.count)
        guard try reader.consume(p, final: true) else { return nil }
        return reader.table()
    }

    /// Reads `source` `chunkSize` bytes at a time (tests make it small to put chunk ends everywhere).
    /// `blockRows`: rows a block of a stream holds (tests make it small).
    static func read(source file: InputSource, types: [String: ColumnType],
                     chunkSize: Int = InputSource.defaultChunkSize,
                     blockRows: Int = CSVNumericReader.blockRows) throws(PlotlineError) -> DataTable? {
        guard types.values.allSatisfy({ $0 == .number }), !datesByPattern else { return nil }
        // A file read in chunks of its own size at most (a 12 KB file needs no megabyte chunks).
        let chunkSize = InputSource.chunk(chunkSize, remaining: file.size)
        let limits = file.limits
        var reader = CSVNumericReader(types: types, expectedBytes: file.size)
        reader.limits = limits
        reader.blockRows = max(blockRows, 1)
        reader.source = file.name
        // `buffer[0..<filled]`: the carried start of a line, then what was just read.
        // Left unwritten: only bytes a read put there are looked at, so no page of it is touched (and made
        // resident) before a read fills it.
        var buffer = [UInt8](unsafeUninitializedCapacity: 2 * chunkSize) { _, count in count = 2 * chunkSize }
        var filled = 0
        while true {
            if buffer.count - filled < chunkSize {
                buffer.append(contentsOf: repeatElement(0, count: filled + chunkSize - buffer.count))
            }
            let got = try file.read(into: &buffer, at: filled, count: chunkSize)
            filled += got
            let final = got == 0
            let used = try buffer.withUnsafeBufferPointer { (all) throws(PlotlineError) -> Int? in
                let window = UnsafeBufferPointer(rebasing: all[0..<filled])
                // The carried bytes hold no line break but perhaps a last CR: look from there on.
                let limit = final ? filled : completeLines(window, from: max(filled - got - 1, 0))
                if limit == 0 { return 0 }
                return try reader.consume(UnsafeBufferPointer(rebasing: window[0..<limit]), final: final) ? limit : nil
            }
            guard let used else { return nil }
            if final { return reader.table() }
            if used > 0 {
                buffer.withUnsafeMutableBytes { raw in
                    _ = memmove(raw.baseAddress!, raw.baseAddress! + used, filled - used)
                }
                filled -= used
            }
        }
    }

    /// How many bytes of `p` are whole lines: up to and including the last line break whose end is
    /// known. A carriage return as the very last byte is not known yet (a line feed may follow).
    /// `p[..<start]` is known to hold no line break (so a very long line is not searched again and again).
    static func completeLines(_ p: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
        var j = p.count - 1
        if j >= 0, p[j] == 0x0D { j -= 1 }
        while j >= start {
            if p[j] == 0x0A || p[j] == 0x0D { return j + 1 }
            j -= 1
        }
        return 0
    }

    private let types: [String: ColumnType]
    /// The size of the whole input, if known: how many rows to make room for.
    private let expectedBytes: Int?
    private var names: [String]? = nil
    private var columns: [[Double]] = []
    /// Full blocks of rows, when the input's size is not known (a stream): the columns are put together
    /// once at the end, a block at a time, so memory never holds two copies of a column while growing.
    private var blocks: [[[Double]]] = []
    /// Rows a block holds (8 MB of each column).
    static let blockRows = 1 << 20
    var blockRows = CSVNumericReader.blockRows
    var limits = ReadLimits.current
    var source = "the input"
    private var sawValue: [Bool] = []
    /// Bytes of the input consumed before the current window, and where the rows begin.
    private var offset = 0
    private var rowsStart = 0
    /// The previous window ended in blank lines: fine at the end of the input, not before another row.
    private var pendingBlankLines = false

    private init(types: [String: ColumnType], expectedBytes: Int?) {
        self.types = types
        self.expectedBytes = expectedBytes
    }

    /// The table read, or `nil` when the reader gives up.
    private mutating func table() -> DataTable? {
        guard let names else { return nil }
        guard rowCount > 0, sawValue.allSatisfy({ $0 }) else { return nil }
        if !blocks.isEmpty {
            blocks.append(columns)
            columns = []
            let total = rowCount
            for k in 0..<names.count {
                var column: [Double] = []
                column.reserveCapacity(total)
                for b in blocks.indices {
                    column.append(contentsOf: blocks[b][k])
                    blocks[b][k] = []
                }
                columns.append(column)
            }
            blocks = []
        }
        return try? DataTable(columns: (0..<names.count).map { Column(name: names[$0], values: .numbers(columns[$0])) })
    }

    /// Rows read so far.
    private var rowCount: Int {
        blocks.reduce(columns.first?.count ?? 0) { $0 + ($1.first?.count ?? 0) }
    }

    /// Reads whole lines: `p` ends with a line break (whose end is known), or is the end of the input
    /// (`final`). `false`: give up.
    private mutating func consume(_ p: UnsafeBufferPointer<UInt8>, final: Bool) throws(PlotlineError) -> Bool {
        defer { offset += p.count }
        let n = p.count
        var i = 0
        if names == nil {
            if offset == 0, n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
            // Blank lines before the header.
            while i < n, p[i] == 0x0A || p[i] == 0x0D { i += 1 }
            guard i < n else { return !final }

            // The header: plain ASCII names, trimmed, non-empty and distinct.
            var header: [String] = []
            var start = i
            while true {
                let b = i < n ? p[i] : 0x0A   // the end of the input ends the header too
                if b == 0x22 || b >= 0x80 { return false }
                if b == 0x2C || b == 0x0A || b == 0x0D {
                    var s = start, e = i
                    while s < e, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
                    while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
                    guard s < e else { return false }
                    header.append(String(decoding: UnsafeBufferPointer(rebasing: p[s..<e]), as: UTF8.self))
                    i = min(i + 1, n)
                    if b != 0x2C {
                        if b == 0x0D, i < n, p[i] == 0x0A { i += 1 }
                        break
                    }
                    start = i
                    continue
                }
                i += 1
            }
            if header.count > limits.maxColumns { throw CSVReader.tooManyColumns(header.count, source: source, limits: limits) }
            guard !header.isEmpty, Set(header).count == header.count else { return false }
            try TypeInference.checkOverrides(types, names: header)
            names = header
            let width = header.count
            rowsStart = offset + i
            // Room for the first rows only (at most 16,384, as many as there would be at 8 bytes a cell): once
            // they are read, their bytes per row project how many the input holds (makeRoom), so a column is
            // made its full size once, never grown from a guess that copies it at twice its size.
            let estimate = max((expectedBytes ?? 0) - rowsStart, 0) / max(8 * width, 1)
            columns = [[Double]](repeating: [], count: width)
            for k in 0..<width { columns[k].reserveCapacity(min(max(estimate, 16), 16_384)) }
            sawValue = [Bool](repeating: false, count: width)
        }
        // The rows, into the columns taken out of `self` (unique, and in a function of their own: as fast
        // as reading into local arrays).
        var columns = self.columns, sawValue = self.sawValue, blocks = self.blocks
        self.columns = []
        self.sawValue = []
        self.blocks = []
        let outcome = Self.readRows(p, from: i, into: &columns, blocks: &blocks, blockRows: blockRows, sawValue: &sawValue, offset: offset,
                                    rowsStart: rowsStart, expectedBytes: expectedBytes,
                                    pendingBlankLines: &pendingBlankLines)
        self.columns = columns
        self.sawValue = sawValue
        self.blocks = blocks
        if rowCount > limits.maxRows { throw CSVReader.tooManyRows(source: source, limits: limits) }
        return outcome
    }

    /// Reads the rows of `p[i...]` into `columns`; `false`: give up.
    private static func readRows(_ p: UnsafeBufferPointer<UInt8>, from start: Int, into columns: inout [[Double]],
                                 blocks: inout [[[Double]]], blockRows: Int, sawValue: inout [Bool], offset: Int, rowsStart: Int, expectedBytes: Int?,
                                 pendingBlankLines: inout Bool) -> Bool {
        let n = p.count
        var i = start
        let width = columns.count
        // Rows that fit before the columns must grow.
        var room = columns[0].capacity - columns[0].count

        while i < n {
            // A line break here is a blank line: only trailing ones are read here.
            if p[i] == 0x0A || p[i] == 0x0D {
                var j = i
                while j < n, p[j] == 0x0A || p[j] == 0x0D { j += 1 }
                if j == n {
                    pendingBlankLines = true
                    break
                }
                return false
            }
            if pendingBlankLines { return false }
            if room == 0 {
                if expectedBytes == nil, columns[0].count >= blockRows {
                    blocks.append(columns)
                    columns = (0..<width).map { _ in
                        var block: [Double] = []
                        block.reserveCapacity(blockRows)
                        return block
                    }
                } else {
                    makeRoom(&columns, at: offset + i, rowsStart: rowsStart, expectedBytes: expectedBytes)
                }
                room = columns[0].capacity - columns[0].count
            }
            room -= 1
            var field = 0
            while true {
                let cellStart = i
                var b: UInt8 = 0
                while i < n {
                    b = p[i]
                    if b == 0x2C || b == 0x0A || b == 0x0D { break }
                    if b == 0x22 || b >= 0x80 { return false }
                    i += 1
                }
                guard field < width else { return false }
                var s = cellStart
                while s < i, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
                if s == i {
                    columns[field].append(.nan)
                } else {
                    guard let value = NumberText.parse(p, start: cellStart, end: i) else { return false }
                    columns[field].append(value)
                    sawValue[field] = true
                }
                field += 1
                if i < n, p[i] == 0x2C {
                    i += 1
                    // A comma at the very end of the input still opens an (empty) last field. (A window
                    // that is not the end of the input ends with a line break, never a comma.)
                    if i == n {
                        guard field < width else { return false }
                        columns[field].append(.nan)
                        field += 1
                    }
                    continue
                }
                if i < n {
                    i += 1
                    // At the end of a window that is not final, the next byte is known not to be a line feed.
                    if b == 0x0D, i < n, p[i] == 0x0A { i += 1 }
                }
                break
            }
            guard field == width else { return false }
        }
        return true
    }

    /// The columns are full at byte `position` of the input: make room for the rows still expected
    /// (at the rate seen so far, and a little over), so that a column is not copied again and again.
    private static func makeRoom(_ columns: inout [[Double]], at position: Int, rowsStart: Int, expectedBytes: Int?) {
        let count = columns[0].count
        var capacity = count + count / 2 + 16
        if let expectedBytes, position > rowsStart, expectedBytes > position {
            let perByte = Double(count) / Double(position - rowsStart)
            let projected = Double(count) + perByte * Double(expectedBytes - position) * 1.05 + 16
            if projected < Double(Int.max / 16) { capacity = max(capacity, Int(projected)) }
        }
        for k in 0..<columns.count { columns[k].reserveCapacity(capacity) }
    }
}
