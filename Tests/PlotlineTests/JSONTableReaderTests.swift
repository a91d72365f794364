import Foundation
import Testing
@testable import Plotline

@Suite struct JSONTableReaderTests {
    func read(_ text: String, types: [String: ColumnType] = [:]) throws(PlotlineError) -> DataTable {
        try JSONTableReader.read(text, source: "test.json", types: types)
    }

    func jsonError(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func arrayOfObjects() throws {
        let table = try read("""
            [{"date": "2024-08-06", "steps": 8200, "city": "Seoul", "active": true},
             {"date": "2024-08-07", "steps": 1.5e3, "city": "Busan", "active": false}]
            """)
        #expect(table.columnNames == ["date", "steps", "city", "active"])
        #expect(try table.column(named: "date").values == .dates([1_722_902_400, 1_722_988_800]))
        #expect(try table.column(named: "steps").values == .numbers([8200, 1500]))
        #expect(try table.column(named: "city").values == .categories(["Seoul", "Busan"]))
        #expect(try table.column(named: "active").values == .categories(["true", "false"]))
    }

    @Test func columnsAreTheUnionOfKeysInFirstSeenOrder() throws {
        let table = try read(#"[{"b": 1, "a": 2}, {"c": "x", "a": 3}, {}]"#)
        #expect(table.columnNames == ["b", "a", "c"])
        guard case .numbers(let b) = try table.column(named: "b").values else { Issue.record("not numbers"); return }
        #expect(b[0] == 1 && b[1].isNaN && b[2].isNaN)
        #expect(try table.column(named: "c").values == .categories([nil, "x", nil]))
    }

    @Test func nullAndEmptyStringsAreMissing() throws {
        let table = try read(#"[{"n": null, "s": ""}, {"n": 2, "s": "y"}]"#)
        guard case .numbers(let n) = try table.column(named: "n").values else { Issue.record("not numbers"); return }
        #expect(n[0].isNaN && n[1] == 2)
        #expect(try table.column(named: "s").values == .categories([nil, "y"]))
    }

    @Test func numericStringsStayCategoriesUnlessForced() throws {
        let text = #"[{"zip": "04524"}, {"zip": "12"}]"#
        #expect(try read(text).column(named: "zip").values == .categories(["04524", "12"]))
        #expect(try read(text, types: ["zip": .number]).column(named: "zip").values == .numbers([4524, 12]))
    }

    @Test func mixedValuesAreCategoriesWrittenAsInTheFile() throws {
        let table = try read(#"[{"v": 1.50}, {"v": "x"}, {"v": true}, {"v": -2e3}]"#)
        #expect(try table.column(named: "v").values == .categories(["1.50", "x", "true", "-2e3"]))
    }

    @Test func forcedTypes() throws {
        let table = try read(#"[{"year": 2024, "n": 3}]"#, types: ["year": .date, "n": .category])
        #expect(try table.column(named: "year").values == .dates([1_704_067_200]))
        #expect(try table.column(named: "n").values == .categories(["3"]))
        #expect(throws: PlotlineError.unreadableValue(row: 2, column: "n", text: "true", expected: .number)) {
            try read(#"[{"n": 1}, {"n": true}]"#, types: ["n": .number])
        }
    }

    @Test func stringEscapesAndUnicode() throws {
        let table = try read(#"[{"도시": "서울", "s": "a\"b\\c\/d\ne\tf\u00e9\ud83d\udcc8"}]"#)
        #expect(table.columnNames == ["도시", "s"])
        #expect(try table.column(named: "도시").values == .categories(["서울"]))
        #expect(try table.column(named: "s").values == .categories(["a\"b\\c/d\ne\tfé📈"]))
    }

    @Test func byteOrderMark() throws {
        let table = try JSONTableReader.read([0xEF, 0xBB, 0xBF] + Array(#"[{"a": 1}]"#.utf8), source: "bom.json")
        #expect(table.columnNames == ["a"])
    }

    @Test func emptyArray() {
        #expect(jsonError("[]") == "test.json has no data rows")
        #expect(jsonError("  [ ]\n") == "test.json has no data rows")
        #expect(jsonError("") == "test.json has no data rows")
        #expect(jsonError("[{}, {}]") == "test.json has no data rows")
    }

    @Test func structuralErrors() {
        // An object is read as a holder of one array of records (#33): with none, it says what it looked for.
        #expect(jsonError(#"{"a": 1}"#) == "malformed JSON: the top level is an object with no array of records in it (like {\"data\": [...]})")
        #expect(jsonError(#"{"a": [{"x": 1}], "b": []}"#)
            == "malformed JSON: the top level is an object with more than one array ('a' and 'b'); keep the one to chart as an array of objects")
        #expect(jsonError(#"[{"a": 1}, 2]"#) == "malformed JSON: $[1] is a number, not an object")
        #expect(jsonError(#"[{"a": 1}, {"a": 2}, [1]]"#) == "malformed JSON: $[2] is an array, not an object")
        #expect(jsonError(#"[{"a": 1}, {"tags": ["x"]}]"#)
            == "malformed JSON: $[1].tags is an array; values must be numbers, strings, true, false or null")
        // An object inside a record is columns named by their path (#33); an array inside one is still refused.
        #expect(jsonError(#"[{"a": {"b": [1]}}]"#)
            == "malformed JSON: $[0].a.b is an array; values must be numbers, strings, true, false or null")
        #expect(jsonError(#"[{"a": {"b": 1}, "a.b": 2}]"#) == "malformed JSON: $[0] has the key 'a.b' twice")
        #expect(jsonError(#"[{"a": 1, "a": 2}]"#) == "malformed JSON: $[0] has the key 'a' twice")
    }

    @Test func syntaxErrors() {
        #expect(jsonError("[{\"a\": 1},\n {\"a\": 2,}]") == "malformed JSON: expected a key in quotes at line 2, column 10, found '}'")
        #expect(jsonError(#"[{"a": 1}"#) == "malformed JSON: expected ',' or ']' at line 1, column 10, found the end of the input")
        #expect(jsonError(#"[{"a": 1}] x"#) == "malformed JSON: unexpected 'x' after the array at line 1, column 12")
        #expect(jsonError(#"[{"a" 1}]"#) == "malformed JSON: expected ':' at line 1, column 7, found '1'")
        #expect(jsonError(#"[{"a": tru}]"#) == "malformed JSON: expected a value at line 1, column 8, found 't'")
        #expect(jsonError(#"[{"a": 01}]"#) == "malformed JSON: expected ',' or '}' at line 1, column 9, found '1'")
        #expect(jsonError(#"[{"a": 1.}]"#) == "malformed JSON: expected a digit at line 1, column 10, found '}'")
        #expect(jsonError(#"[{"a": "x\q"}]"#) == #"malformed JSON: invalid escape '\q' at line 1, column 10"#)
        #expect(jsonError(#"[{"a": "x\ud800"}]"#) == #"malformed JSON: unpaired surrogate in \u escape at line 1, column 10"#)
        #expect(jsonError(#"[{"a": "x"#) == "malformed JSON: the string that starts at line 1, column 8 is never closed")
        #expect(jsonError("[{\"a\": \"x\ny\"}]")
            == #"malformed JSON: a control character (such as a line break) inside a string at line 1, column 10; write it as an escape like \n"#)
        #expect(jsonError("x") == "malformed JSON: expected '[' at line 1, column 1, found 'x'")
        #expect(throws: PlotlineError.malformedJSON(reason: "invalid UTF-8 at line 1, column 9")) {
            try JSONTableReader.read(Array(#"[{"a": ""#.utf8) + [0xFE] + Array(#""}]"#.utf8), source: "x.json")
        }
    }

    @Test func manyRows() throws {
        let text = "[" + (0..<10_000).map { #"{"i": \#($0), "c": "k\#($0 % 3)"}"# }.joined(separator: ",") + "]"
        let table = try read(text)
        guard case .numbers(let i) = try table.column(named: "i").values else { Issue.record("not numbers"); return }
        #expect(i.count == 10_000 && i[9_999] == 9_999)
    }

    /// The forms services return (#33): nested objects, JSON Lines, an array of rows, an object holding the records.
    @Test func formsServicesReturn() throws {
        let nested = try JSONTableReader.read(#"[{"d": "2024-01-01", "temp": {"max": 3, "min": {"at": 1}}}]"#, source: "t")
        #expect(nested.columnNames == ["d", "temp.max", "temp.min.at"])
        #expect(try nested.column(named: "temp.min.at").values == .numbers([1]))
        let lines = try JSONTableReader.read("{\"x\": 1}\n{\"x\": 2, \"y\": \"b\"}\n\n", source: "t")
        #expect(lines.columnNames == ["x", "y"])
        #expect(try lines.column(named: "x").values == .numbers([1, 2]))
        let rows = try JSONTableReader.read(#"[["x", "y"], [1, "a"], [2, null], []]"#, source: "t")
        #expect(rows.rowCount == 3)
        #expect(try rows.column(named: "y").values == .categories(["a", nil, nil]))
        let held = try JSONTableReader.read(#"{"meta": {"n": [1]}, "data": [{"x": 1}, {"x": 2}], "ok": true}"#, source: "t")
        #expect(try held.column(named: "x").values == .numbers([1, 2]))
        #expect(jsonError(#"[["x"], [1, 2]]"#) == "malformed JSON: $[1] has more values than the 1 names of $[0]")
        #expect(jsonError(#"[["x", 1]]"#) == "malformed JSON: $[0] names the columns, so its values must be strings; $[0][1] is a number")
        #expect(jsonError("{\"x\": 1}\n[1]") == "malformed JSON: record 2 at line 2, column 1 is an array, not an object")
        let deep = "[{\"x\":" + String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_001) + "]"
        #expect(jsonError(deep) == "malformed JSON: $[0] nests objects more than 32 deep (at line 1, column 167)")
    }
}
