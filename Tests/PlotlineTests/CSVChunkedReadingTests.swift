import Foundation
import PlotlineTestSupport
import Testing
@testable import Plotline

/// A CSV file read in chunks (the unfinished last line of each carried to the next) is read exactly as
/// the same bytes read at once: the same table, or the same error, wherever the chunks end.
@Suite struct CSVChunkedReadingTests {
    /// Writes `bytes` to a new temporary file and returns its path.
    static func file(_ bytes: [UInt8], name: String = "data.csv") throws -> String {
        try ScratchFiles.write(bytes, name: name)
    }

    /// The table or the error, as text (so that a missing number, NaN, equals a missing number).
    static func outcome(_ read: () throws(PlotlineError) -> DataTable?) -> String {
        do { return String(describing: try read()) } catch { return "error: \(error)" }
    }

    /// Reading the file in chunks of `chunkSize` gives what reading its bytes at once gives, on the fast
    /// path (the same table or the same `nil`) and as a whole (the same table or the same error).
    static func expectSame(_ bytes: [UInt8], chunkSize: Int, types: [String: ColumnType] = [:],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = try file(bytes)
        let atOnce = outcome { () throws(PlotlineError) in
            try bytes.withUnsafeBufferPointer { (p) throws(PlotlineError) in try CSVNumericReader.read(p, types: types) }
        }
        let chunked = outcome { () throws(PlotlineError) in
            try CSVNumericReader.read(source: InputSource(path: path), types: types, chunkSize: chunkSize)
        }
        #expect(chunked == atOnce,
                "fast path, chunks of \(chunkSize)", sourceLocation: sourceLocation)
        // A stream (no size known): rows kept in blocks of 100 and put together at the end.
        let streamedFast = outcome { () throws(PlotlineError) in
            try CSVNumericReader.read(source: pipeSource(bytes, name: path), types: types, chunkSize: chunkSize, blockRows: 100)
        }
        #expect(streamedFast == atOnce, "fast path from a pipe, chunks of \(chunkSize)", sourceLocation: sourceLocation)
        let fromPipe = outcome { () throws(PlotlineError) in
            try CSVReader.read(from: pipeSource(bytes, name: path), types: types, chunkSize: chunkSize)
        }
        let whole = outcome { () throws(PlotlineError) in try CSVReader.read(bytes, source: path, types: types) }
        let streamed = outcome { () throws(PlotlineError) in
            try CSVReader.read(contentsOf: path, types: types, timeZone: .gmt, chunkSize: chunkSize)
        }
        #expect(streamed == whole, "chunks of \(chunkSize)", sourceLocation: sourceLocation)
        #expect(fromPipe == whole, "from a pipe, chunks of \(chunkSize)", sourceLocation: sourceLocation)
    }

    static let texts = [
        // Read by the fast path.
        "x,y\n1,2\n3,4\n", "x,y\r\n1,2\r\n3,4", "x,y\r1,2\r3,4\r", "\u{FEFF}x,y\n1,2\n", "\n\n x , y\t\n1,2\n\n\n",
        "x,y\n1,\n,4\n", "x,y\n-1.5e3, +2 \n.5,1.\n", "a\n1\n2\n", "x,y\n1,2\n,", "x,y,z\n1,2,3",
        "x,y\n12345678901234567890123,1e-320\n", "x\n1", "x,y\n1,2\n3,4\n\n", "\r\n\r\nx,y\r\n1,2\r\n\r\n",
        "x,y\r\r\n1,2\n", "\u{FEFF}\r\nx\r\n5\r\n",
        // Left to the general reader, or errors.
        "x,y\n\"1\",2\n", "x,y\n1,2\n\n3,4\n", "x,y\n1,2,3\n", "x,y\n1\n", "x,x\n1,2\n", "x,\n1,2\n", "x,y\nNaN,2\n",
        "x,y\n1,a\n", "x,y\n2024-01-01,2\n", "x,y\n,2\n,3\n", "x,é\n1,2\n", "x,y\n", "", "\n\n",
        "x,y\n1,2\r\n\r\n3,4\r\n", "x,label\n1,\"a,\r\nb\"\n2,\"say \"\"hi\"\"\"\n", "x,y\n1,\"2\n", "\u{FEFF}",
        "a\n1\n\n2\n", "x,y\n1,2\n3\u{FF},4\n",
    ]

    /// Every text, with chunks of every size from one byte to the whole text: a chunk ends at every
    /// place, inside a byte order mark, between the CR and LF of a line break, inside a quoted field.
    @Test(arguments: texts)
    func everyChunkSize(text: String) throws {
        let bytes = Array(text.utf8)
        for size in 1...(bytes.count + 1) {
            try Self.expectSame(bytes, chunkSize: size)
        }
    }

    @Test func aChunkEndInsideAByteOrderMark() throws {
        let bytes = Array("\u{FEFF}x,y\r\n1,2\r\n".utf8)
        try Self.expectSame(bytes, chunkSize: 1)
        try Self.expectSame(bytes, chunkSize: 2)
        let table = try CSVReader.read(contentsOf: Self.file(bytes), types: [:], timeZone: .gmt, chunkSize: 2)
        #expect(table.columnNames == ["x", "y"])
    }

    @Test func aChunkEndInsideALineBreak() throws {
        // Chunks of 4: "x,y\r" | "\n1,2" | "\r\n3," | "4\r\n"
        let bytes = Array("x,y\r\n1,2\r\n3,4\r\n".utf8)
        try Self.expectSame(bytes, chunkSize: 4)
        let table = try CSVReader.read(contentsOf: Self.file(bytes), types: [:], timeZone: .gmt, chunkSize: 4)
        #expect(table.rowCount == 2)
        #expect(try table.column(named: "y").values == .numbers([2, 4]))
    }

    @Test func aChunkEndInsideAQuotedField() throws {
        // Chunks of 7 end inside "a,\r\nb", the comma and the line break part of the value.
        let bytes = Array("x,label\n1,\"a,\r\nb\"\n2,c\n".utf8)
        try Self.expectSame(bytes, chunkSize: 7)
        let table = try CSVReader.read(contentsOf: Self.file(bytes), types: [:], timeZone: .gmt, chunkSize: 7)
        #expect(try table.column(named: "label").values == .categories(["a,\r\nb", "c"]))
    }

    /// Many rows, in chunks of 7 bytes, a kilobyte, an odd size and the default: CRLF lines, missing values,
    /// exponents; and the same file with a quote (then text) only in its last row, after many chunks.
    @Test func manyRowsInChunksOfOddSizes() throws {
        var text = "time , value,other\r\n"
        for k in 0..<5000 {
            let value = k % 97 == 0 ? "" : String(Double(k) * 0.37 - 600)
            text += "\(k),\(value),\(k % 13)e\(k % 5 - 2)\r\n"
        }
        let bytes = Array(text.utf8)
        for size in [7, 1024, 1023, 4099, InputSource.defaultChunkSize] {
            try Self.expectSame(bytes, chunkSize: size)
        }
        let table = try CSVReader.read(contentsOf: Self.file(bytes), types: [:], timeZone: .gmt, chunkSize: 1023)
        #expect(table.rowCount == 5000)
        #expect(try table.column(named: "time").type == .number)

        let quotedAtTheEnd = Array((text + "5000,\"1\",x\r\n").utf8)
        for size in [7, 1024] {
            try Self.expectSame(quotedAtTheEnd, chunkSize: size)
        }
        let mixed = try CSVReader.read(contentsOf: Self.file(quotedAtTheEnd), types: [:], timeZone: .gmt, chunkSize: 1024)
        // One stray value in 5,001 is missing, not a reason to read the column as categories.
        guard case .numbers(let other) = try mixed.column(named: "other").values else { Issue.record("not numbers"); return }
        #expect(other.count == 5001 && other[5000].isNaN && other[0] == 0 * 1e-2)
    }

    /// Rows much shorter than the first guess at their length (2 bytes a cell): the columns make room
    /// as they go, from the rate read so far, and every row is kept.
    @Test func shortRowsOutgrowTheFirstGuess() throws {
        var text = "a,b\n"
        for k in 0..<20_000 { text += "\(k % 10),\((k + 3) % 10)\n" }
        let bytes = Array(text.utf8)
        for size in [64, 1000, InputSource.defaultChunkSize] {
            try Self.expectSame(bytes, chunkSize: size)
        }
        let table = try CSVReader.read(contentsOf: Self.file(bytes), types: [:], timeZone: .gmt, chunkSize: 1000)
        #expect(table.rowCount == 20_000)
        #expect(try table.column(named: "b").values == .numbers((0..<20_000).map { Double(($0 + 3) % 10) }))
    }

    @Test func typeOverridesAndErrorsNameTheFile() throws {
        let bytes = Array("x,y\n1,2\n3,4\n".utf8)
        try Self.expectSame(bytes, chunkSize: 3, types: ["x": .number])
        try Self.expectSame(bytes, chunkSize: 3, types: ["x": .category])
        try Self.expectSame(bytes, chunkSize: 3, types: ["z": .number])
        let bad = try Self.file(Array("x,y\n1,2\n3,4,5\n".utf8))
        #expect(throws: PlotlineError.malformedCSV(line: 3, reason: "line 3 has 3 fields; the header has 2")) {
            try CSVReader.read(contentsOf: bad)
        }
        #expect(throws: PlotlineError.io(path: "/nonexistent/a.csv", reason: "no such file")) {
            try CSVReader.read(contentsOf: "/nonexistent/a.csv")
        }
    }

    /// A file of another extension is sniffed from its first significant byte, however far in it is.
    @Test func sniffingReadsOnlyAsFarAsNeeded() throws {
        let json = String(repeating: " \n", count: 5000) + "[{\"k\": 1}]"
        #expect(try DataTable.read(contentsOf: Self.file(Array(json.utf8), name: "data")).columnNames == ["k"])
        let bomJSON = "\u{FEFF}\n[{\"k\": 1}]"
        #expect(try DataTable.read(contentsOf: Self.file(Array(bomJSON.utf8), name: "data")).columnNames == ["k"])
        let csv = "\u{FEFF}" + String(repeating: "\n", count: 5000) + "k,v\n1,2\n"
        #expect(try DataTable.read(contentsOf: Self.file(Array(csv.utf8), name: "data.txt")).columnNames == ["k", "v"])
    }
}
