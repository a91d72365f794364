import Foundation
import Testing
@testable import Plotline

/// Values stay values (issue 31): a spec's inline rows reach type inference as cells, in the order their
/// author wrote the keys, with the same types a JSON file of the same rows gets.
@Suite struct InlineValuesTests {
    static let spec = """
        {"data": {"values": [
            {"zeta": "2024-08-01", "alpha": 8123, "mid": "walk", "b": true, "gap": null},
            {"zeta": "2024-08-02", "alpha": 7000.5, "mid": "run", "extra": "1e3", "b": false}
         ]},
         "marks": [{"type": "bar", "x": {"field": "zeta"}, "y": {"field": "alpha"}},
                   {"type": "point", "data": {"values": [{"q": "2024-08-01", "p": 2}]},
                    "x": {"field": "q"}, "y": {"field": "p"}}],
         "yAxis": {"values": [0, 5000]}}
        """

    @Test func aSpecKeepsItsAuthorsKeyOrder() throws {
        let spec = try ChartSpec.decode(Data(Self.spec.utf8))
        guard case .values(let chartRows)? = spec.data, case .values(let markRows)? = spec.marks[1].data else {
            Issue.record("inline values expected")
            return
        }
        #expect(chartRows.keys == ["zeta", "alpha", "mid", "b", "gap", "extra"])
        #expect(markRows.keys == ["q", "p"])
        let bound = try BoundChart.bind(spec, baseDirectory: nil)
        #expect(bound.layers[0].table.columnNames == ["zeta", "alpha", "mid", "b", "gap", "extra"])
        #expect(bound.layers[1].table.columnNames == ["q", "p"])
    }

    @Test func cellsGetTheTypesAJSONFileGets() throws {
        let spec = try ChartSpec.decode(Data(Self.spec.utf8))
        guard case .values(let rows)? = spec.data else {
            Issue.record("inline values expected")
            return
        }
        let inline = try rows.cells.table(source: "inline data", types: [:], timeZone: .gmt)
        // The same rows as a JSON file, read by the file reader.
        let file = try JSONTableReader.read("""
            [{"zeta": "2024-08-01", "alpha": 8123, "mid": "walk", "b": true, "gap": null, "extra": null},
             {"zeta": "2024-08-02", "alpha": 7000.5, "mid": "run", "extra": "1e3", "b": false}]
            """, source: "file")
        #expect(inline.columnNames == file.columnNames)
        for (a, b) in zip(inline.columns, file.columns) {
            #expect(a.type == b.type, "\(a.name)")
            #expect(a.values == b.values, "\(a.name)")
        }
        #expect(try inline.column(named: "alpha").values == .numbers([8123, 7000.5]))
        // A string that looks like a number stays text in JSON, as in a JSON file.
        #expect(try inline.column(named: "extra").type == .category)
    }

    /// Numbers are written for inference as JSON writes them: whole numbers without a fraction.
    @Test func numbersAsJSONWritesThem() {
        #expect(InlineValues.literal(8123) == "8123")
        #expect(InlineValues.literal(-0.5) == "-0.5")
        #expect(InlineValues.literal(1e21) == "1e+21")
        #expect(InlineValues.literal(0.1) == "0.1")
    }

    /// Rows built in Swift from dictionaries, which have no order, keep their keys sorted; a written order
    /// comes first and the keys it does not name follow it, sorted.
    @Test func dictionariesAreSortedAndAnOrderIsKept() {
        let rows: InlineValues = [["b": .number(1), "a": .number(2)], ["c": .string("x")]]
        #expect(rows.keys == ["a", "b", "c"])
        #expect(InlineValues([["b": .number(1), "a": .number(2), "c": .null]], keys: ["c", "b"]).keys == ["c", "b", "a"])
    }

    /// The inline rows are read once per chart, whatever the stages (as a file is).
    @Test func inlineRowsAreReadOnce() throws {
        let spec = try ChartSpec.decode(Data(Self.spec.utf8))
        #expect(try WorkCount.counting { _ = try ChartResolver.resolve(spec) }[.dataReads] == 2)   // two sources: the chart's and a mark's
    }

    /// A hostile spec (keys with escapes, deep nesting elsewhere) is read without losing the order.
    @Test func escapedKeysKeepTheirPlace() throws {
        let spec = try ChartSpec.decode(Data("""
            {"title": "[[{\\"values\\": [1]}]]", "data": {"values": [{"\\u00e9t\\u00e9": 1, "a\\"b": 2, "\\ud83d\\ude00": 3}]},
             "marks": [{"type": "bar", "x": {"field": "été"}, "y": {"field": "a\\"b"}}]}
            """.utf8))
        guard case .values(let rows)? = spec.data else {
            Issue.record("inline values expected")
            return
        }
        #expect(rows.keys == ["été", "a\"b", "😀"])
    }
}
