import Foundation
import Testing
@testable import Plotline

@Suite struct CSVReaderTests {
    func read(_ text: String, types: [String: ColumnType] = [:]) throws(PlotlineError) -> DataTable {
        try CSVReader.read(text, source: "test.csv", types: types)
    }

    func csvError(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    func categories(_ table: DataTable, _ name: String) throws -> [String?] {
        guard case .categories(let values) = try table.column(named: name).values else {
            Issue.record("column \(name) is not categories")
            return []
        }
        return values
    }

    func numbers(_ table: DataTable, _ name: String) throws -> [Double] {
        guard case .numbers(let values) = try table.column(named: name).values else {
            Issue.record("column \(name) is not numbers")
            return []
        }
        return values
    }

    @Test func simpleTable() throws {
        let table = try read("city,population\nSeoul,9.4\nBusan,3.3\n")
        #expect(table.columnNames == ["city", "population"])
        #expect(table.rowCount == 2)
        #expect(try categories(table, "city") == ["Seoul", "Busan"])
        #expect(try numbers(table, "population") == [9.4, 3.3])
    }

    @Test func quotedFieldsWithCommasEscapesAndNewlines() throws {
        let table = try read("name,note\n\"Kim, J.\",\"said \"\"hi\"\"\"\n\"Lee\",\"two\nlines\"\n\"\",\"\"\"\"\n")
        #expect(try categories(table, "name") == ["Kim, J.", "Lee", nil])
        #expect(try categories(table, "note") == ["said \"hi\"", "two\nlines", "\""])
    }

    @Test func quotedHeaderAndCRLFInsideQuotes() throws {
        let table = try read("\"a,b\",c\r\n\"x\r\ny\",1\r\n")
        #expect(table.columnNames == ["a,b", "c"])
        #expect(try categories(table, "a,b") == ["x\r\ny"])
    }

    @Test func lineEndings() throws {
        let expected = try read("a,b\n1,2\n3,4\n")
        #expect(try read("a,b\r\n1,2\r\n3,4\r\n") == expected)
        #expect(try read("a,b\r1,2\r3,4\r") == expected)
        #expect(try read("a,b\n1,2\n3,4") == expected)
        #expect(try read("a,b\r\n1,2\r\n3,4") == expected)
        #expect(try read("a,b\n1,2\n3,4\n\n\r\n\n") == expected)
    }

    @Test func byteOrderMark() throws {
        let table = try CSVReader.read([0xEF, 0xBB, 0xBF] + Array("a,b\n1,2\n".utf8), source: "bom.csv")
        #expect(table.columnNames == ["a", "b"])
        #expect(try numbers(table, "a") == [1])
    }

    @Test func unicodeHeadersAndValues() throws {
        let table = try read("도시,şehir,emoji\n서울,İstanbul,📈\n부산,Iğdır,👩‍👩‍👧\n")
        #expect(table.columnNames == ["도시", "şehir", "emoji"])
        #expect(try categories(table, "도시") == ["서울", "부산"])
        #expect(try categories(table, "şehir") == ["İstanbul", "Iğdır"])
        #expect(try categories(table, "emoji") == ["📈", "👩‍👩‍👧"])
    }

    @Test func emptyCellsAreMissing() throws {
        let table = try read("n,c,d\n1,x,2024-01-01\n,,\n3, ,\n")
        let n = try numbers(table, "n")
        #expect(n[0] == 1 && n[1].isNaN && n[2] == 3)
        #expect(try categories(table, "c") == ["x", nil, nil])
        guard case .dates(let d) = try table.column(named: "d").values else { Issue.record("not dates"); return }
        #expect(d[0] == 1_704_067_200 && d[1].isNaN && d[2].isNaN)
    }

    @Test func trailingCommaIsAnEmptyLastField() throws {
        let table = try read("a,b\n1,\n2,\n")
        #expect(try categories(table, "b") == [nil, nil])
    }

    @Test func headerNamesAreTrimmed() throws {
        #expect(try read("date, steps\n2024-01-01, 5\n").columnNames == ["date", "steps"])
    }

    @Test func blankLineInOneColumnDataIsMissing() throws {
        let n = try numbers(try read("n\n1\n\n3\n\n"), "n")
        #expect(n.count == 3 && n[0] == 1 && n[1].isNaN && n[2] == 3)
    }

    @Test func leadingBlankLinesBeforeHeaderAreSkipped() throws {
        #expect(try read("\n\na\n1\n").columnNames == ["a"])
    }

    // MARK: Errors

    @Test func fieldCountMismatch() {
        #expect(csvError("a,b\n1,2\n1,2,3\n") == "malformed CSV at line 3: line 3 has 3 fields; the header has 2")
        #expect(csvError("a,b\n1\n") == "malformed CSV at line 2: line 2 has 1 field; the header has 2")
        // Line numbers are physical: the quoted field spans lines 2 and 3.
        #expect(csvError("a,b\n\"x\ny\",1\n1,2,3\n") == "malformed CSV at line 4: line 4 has 3 fields; the header has 2")
    }

    @Test func blankLineBetweenRows() {
        #expect(csvError("a,b\n1,2\n\n3,4\n") == "malformed CSV at line 3: the line is empty; the header has 2 fields")
    }

    @Test func unterminatedQuote() {
        #expect(csvError("a,b\n1,2\n3,\"four\n5,6\n") == "malformed CSV at line 3: field 2 opens a quote that is never closed")
    }

    @Test func quoteInsideUnquotedField() {
        #expect(csvError("a,b\n1,2\n3,4 \"inch\"\n")
            == "malformed CSV at line 3: field 2 has a quote inside an unquoted value; quote the whole field and write \"\" for each quote in it")
    }

    @Test func textAfterClosingQuote() {
        #expect(csvError("a,b\n\"x\"y,1\n")
            == "malformed CSV at line 2: field 1 has text after its closing quote; write \"\" for a quote inside a quoted field")
    }

    @Test func invalidUTF8() {
        #expect(throws: PlotlineError.malformedCSV(line: 3, reason: "invalid UTF-8 (byte 0xFF)")) {
            try CSVReader.read(Array("a,b\n1,2\n3,".utf8) + [0xFF] + Array("\n".utf8), source: "x.csv")
        }
        #expect(throws: PlotlineError.malformedCSV(line: 1, reason: "invalid UTF-8 (byte 0xC0)")) {
            try CSVReader.read([0x61, 0xC0, 0x80], source: "x.csv")  // an overlong encoding
        }
    }

    @Test func headerNames() {
        #expect(csvError("a,,c\n1,2,3\n") == "malformed CSV at line 1: column 2 of the header has no name")
        #expect(csvError("a,b,a\n1,2,3\n") == "malformed CSV at line 1: the header names 'a' twice (columns 1 and 3)")
        #expect(csvError("\na, \n1,2\n") == "malformed CSV at line 2: column 2 of the header has no name")
    }

    @Test func emptyInput() {
        for text in ["", "\n\n", "a,b\n", "a,b", "a,b\r\n\r\n", "\u{FEFF}"] {
            #expect(csvError(text) == "test.csv has no data rows")
        }
    }

    // MARK: Storage

    @Test func hundredThousandRowsAreColumnar() throws {
        var text = "i,half,label\n"
        for i in 0..<100_000 { text += "\(i),\(Double(i) / 2),L\(i % 7)\n" }
        let table = try read(text)
        #expect(table.rowCount == 100_000)
        let i = try numbers(table, "i")
        let half = try numbers(table, "half")
        #expect(i.count == 100_000 && half.count == 100_000)
        #expect(i[99_999] == 99_999 && half[12_345] == 6_172.5)
        #expect(i == (0..<100_000).map(Double.init))
        #expect(try categories(table, "label")[99_999] == "L\(99_999 % 7)")
    }
}
