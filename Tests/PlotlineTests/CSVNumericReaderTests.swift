import Foundation
import Testing
@testable import Plotline

/// The fast path for numeric CSV reads exactly what the general reader reads, or leaves the file to it.
@Suite struct CSVNumericReaderTests {
    static func fast(_ text: String, types: [String: ColumnType] = [:]) throws -> DataTable? {
        try Array(text.utf8).withUnsafeBufferPointer { try CSVNumericReader.read($0, types: types) }
    }

    static func general(_ text: String, types: [String: ColumnType] = [:]) throws -> DataTable {
        try CSVReader.readAnyCSV(Array(text.utf8), source: "test", types: types, timeZone: .gmt)
    }

    /// Equal tables, a missing number (NaN) equal to a missing number.
    static func same(_ a: DataTable, _ b: DataTable?) -> Bool {
        guard let b, a.columnNames == b.columnNames, a.rowCount == b.rowCount else { return false }
        return zip(a.columns, b.columns).allSatisfy { c, d in
            guard case .numbers(let u) = c.values, case .numbers(let v) = d.values else { return false }
            return zip(u, v).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
        }
    }

    @Test(arguments: [
        "x,y\n1,2\n3,4\n", "x,y\r\n1,2\r\n3,4", "x,y\r1,2\r3,4\r", "\u{FEFF}x,y\n1,2\n", "\n\n x , y\t\n1,2\n\n\n",
        "x,y\n1,\n,4\n", "x,y\n-1.5e3, +2 \n.5,1.\n", "a\n1\n2\n", "x,y\n1,2,\n", "x,y\n1,2\n,", "x,y,z\n1,2,3",
        "x,y\n12345678901234567890123,1e-320\n", "x\n1", "x,y\n1,2\n3,4\n\n",
    ])
    func sameTableAsTheGeneralReader(text: String) throws {
        let general = try? Self.general(text)
        if let fast = try Self.fast(text) {
            #expect(Self.same(fast, general))
        }
    }

    @Test(arguments: [
        "x,y\n\"1\",2\n", "x,y\n1,2\n\n3,4\n", "x,y\n1,2,3\n", "x,y\n1\n", "x,x\n1,2\n", "x,\n1,2\n", "x,y\nNaN,2\n",
        "x,y\n1,a\n", "x,y\n2024-01-01,2\n", "x,y\n,2\n,3\n", "x,é\n1,2\n", "x,y\n", "",
    ])
    func leavesEverythingElseToTheGeneralReader(text: String) throws {
        #expect(try Self.fast(text) == nil)
    }

    @Test func typeOverrides() throws {
        #expect(try Self.fast("x,y\n1,2\n", types: ["x": .number]) == (try Self.general("x,y\n1,2\n", types: ["x": .number])))
        #expect(try Self.fast("x,y\n1,2\n", types: ["x": .category]) == nil)
        #expect(throws: PlotlineError.self) { try Self.fast("x,y\n1,2\n", types: ["z": .number]) }
    }
}
