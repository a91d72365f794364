import Foundation
import Testing
@testable import Plotline

@Suite struct TypeInferenceTests {
    /// The type inferred for a one-column CSV with these cells.
    func inferred(_ cells: [String]) throws -> ColumnType {
        try column(cells).type
    }

    func column(_ cells: [String], as type: ColumnType? = nil, timeZone: TimeZone = .gmt) throws(PlotlineError) -> Column {
        let text = "v,row\n" + cells.enumerated().map { "\($0.element),\($0.offset)" }.joined(separator: "\n")
        let types: [String: ColumnType] = type.map { ["v": $0] } ?? [:]
        return try CSVReader.read(text, source: "t.csv", types: types, timeZone: timeZone).column(named: "v")
    }

    @Test func numbers() throws {
        #expect(try inferred(["1", "-1.5", "1e3", "+2", ".5", "2.", "1E-3", " 7 "]) == .number)
        let column = try column(["1", "-1.5", "1e3", "+2", ".5", "", "0.1", "123456789012345678901234"])
        guard case .numbers(let values) = column.values else { Issue.record("not numbers"); return }
        #expect(Array(values[0..<5]) == [1, -1.5, 1000, 2, 0.5])
        #expect(values[5].isNaN)
        #expect(values[6] == 0.1)
        #expect(values[7] == 123456789012345678901234.0)
    }

    // (`NaN`, `-` and `?` are missing markers, and `1e400` a number too large: see ColumnReadingTests.)
    // (`"1,234"` is one thousand two hundred and thirty-four: a grouped number, see groupedNumbers.)
    @Test(arguments: ["1,23", "12,34,56", "inf", "-inf", "Infinity", "0x1F", "1e", "e3", ".", "1.2.3", "12abc", "1 2"])
    func notNumbers(_ cell: String) throws {
        let quoted = "\"" + cell + "\""
        #expect(try inferred(["1", quoted]) == .category)
    }

    @Test func groupedNumbers() throws {
        #expect(try inferred(["1", "\"1,234\"", "\"-12,345,678.5\""]) == .number)
        guard case .numbers(let values) = try column(["\"1,234\"", "\"-12,345,678.5\""]).values else { Issue.record("not numbers"); return }
        #expect(values == [1234, -12_345_678.5])
    }

    @Test func numbersAreCorrectlyRounded() throws {
        let cells = ["0.1", "0.3", "2.2250738585072014e-308", "1.7976931348623157e308", "9007199254740993", "3.14159265358979323846",
                     // 2^64 and 2^65 in more digits than a UInt64 holds, leading zeros, and twenty digits after the point
                     "18446744073709551616", "36893488147419103232", "00000000000000000000042.5", "0.00000000000000000001"]
        guard case .numbers(let values) = try column(cells).values else { Issue.record("not numbers"); return }
        #expect(values == cells.map { Double($0)! })
    }

    @Test func numberParsingAgreesWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)  // finite, positive
            let short = Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1000
            for text in [value.description, short.description, String(format: "%.6e", value), String(format: "%.3f", short)] {
                #expect(NumberText.parse(text) == Double(text), "\(text)")
            }
        }
    }

    @Test func dates() throws {
        #expect(try inferred(["2024-08-06", "2024-08-07T14:30", "2024-08-06 14:30:15", "2024-08-06T14:30:15.5Z", "2024-08-06T14:30+09:00"]) == .date)
        #expect(try inferred(["2024-01", "2024-02"]) == .date)
        #expect(try inferred(["2024-02-29", "2023-02-29"]) == .category)
        #expect(try inferred(["2024-08-06", "yesterday"]) == .category)
    }

    @Test func yearsAloneAreNumbers() throws {
        #expect(try inferred(["2023", "2024"]) == .number)
    }

    @Test func datesWithoutOffsetUseTheTimeZone() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        guard case .dates(let values) = try column(["2024-08-06T09:00", "2024-08-06T09:00Z"], timeZone: seoul).values else {
            Issue.record("not dates"); return
        }
        #expect(values == [1_722_902_400, 1_722_934_800])
    }

    @Test func emptyCellsDoNotDecide() throws {
        #expect(try inferred(["", "1", ""]) == .number)
        #expect(try inferred(["", "2024-08-06"]) == .date)
        #expect(try inferred(["", "", ""]) == .category)
        #expect(try inferred(["", "x", "1"]) == .category)
    }

    @Test func mixedNumbersAndDatesAreCategories() throws {
        guard case .categories(let values) = try column(["1", "2024-08-06", ""]).values else { Issue.record("not categories"); return }
        #expect(values == ["1", "2024-08-06", nil])
    }

    // MARK: Overrides

    @Test func forcingCategoryAlwaysWorks() throws {
        guard case .categories(let values) = try column(["1", "2", ""], as: .category).values else {
            Issue.record("not categories"); return
        }
        #expect(values == ["1", "2", nil])
        #expect(try column(["2024-08-06"], as: .category).type == .category)
    }

    @Test func forcingNumberOnTextNamesRowAndColumn() {
        #expect(throws: PlotlineError.unreadableValue(row: 3, column: "v", text: "about 3", expected: .number)) {
            try column(["1", "2", "about 3", "4"], as: .number)
        }
        #expect(PlotlineError.unreadableValue(row: 3, column: "v", text: "n/a", expected: .number).description
            == "row 3, column 'v': cannot read 'n/a' as a number")
    }

    @Test func forcingDate() throws {
        guard case .dates(let years) = try column(["2023", "2024", ""], as: .date).values else { Issue.record("not dates"); return }
        #expect(years[0] == 1_672_531_200 && years[1] == 1_704_067_200 && years[2].isNaN)
        #expect(throws: PlotlineError.unreadableValue(row: 2, column: "v", text: "1.5", expected: .date)) {
            try column(["2024", "1.5"], as: .date)
        }
        #expect(throws: PlotlineError.unreadableValue(row: 1, column: "v", text: "20240806", expected: .date)) {
            try column(["20240806"], as: .date)
        }
    }

    @Test func forcingNumberOnDates() {
        #expect(throws: PlotlineError.unreadableValue(row: 1, column: "v", text: "2024-08-06", expected: .number)) {
            try column(["2024-08-06"], as: .number)
        }
    }

    @Test func overridingAnUnknownColumn() {
        #expect(throws: PlotlineError.columnNotFound("x", available: ["v", "row"])) {
            try CSVReader.read("v,row\n1,2\n", source: "t.csv", types: ["x": .number])
        }
    }
}
