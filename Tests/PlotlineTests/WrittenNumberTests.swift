import Foundation
import Testing
@testable import Plotline

/// Numbers as people write them (`$1,200`, `12%`, `1.2k`): read as numbers only when a whole column is
/// written that way, in one unit, said in one line; every trap stays what it was.
@Suite struct WrittenNumberTests {
    /// A one-column CSV of these cells (each quoted), read with the warnings it gives.
    func read(_ cells: [String], decimalComma: Bool? = nil, delimiter: String = ",") throws -> (column: Column, lines: [String]) {
        let text = "v\(delimiter)row\n" + cells.enumerated().map { "\"\($0.element)\"\(delimiter)\($0.offset)" }.joined(separator: "\n") + "\n"
        let warnings = ReadWarnings()
        var context = ReadContext(warnings: warnings)
        context.decimalComma = decimalComma
        let table = try ReadContext.$current.withValue(context) {
            try CSVReader.read(Data(text.utf8), source: "t.csv")
        }
        return (try table.column(named: "v"), warnings.lines)
    }

    func numbers(_ column: Column) -> [Double]? {
        if case .numbers(let values) = column.values { return values }
        return nil
    }

    @Test func currency() throws {
        let dollars = try read(["$1,200", "-$5", "$3.50", "$-2", "NA", "$ 7"])
        #expect(dollars.column.writtenUnit == .usDollar)
        let values = try #require(numbers(dollars.column))
        #expect(values[0] == 1200 && values[1] == -5 && values[2] == 3.5 && values[3] == -2 && values[4].isNaN && values[5] == 7)
        #expect(dollars.lines == ["column \"v\": read as numbers in US dollars (\"$1,200\" is 1200)"])
        let pounds = try read(["£3.50", "£12"])
        #expect(pounds.column.writtenUnit == .pound && numbers(pounds.column) == [3.5, 12])
        #expect(pounds.lines == ["column \"v\": read as numbers in pounds sterling (\"£3.50\" is 3.5)"])
    }

    /// `1.200,50 €`: the value with both marks shows the comma is the decimal one, for the whole column.
    @Test func euros() throws {
        let euros = try read(["1.200,50 €", "1.200 €", "3,5 €", "−4 €"])
        #expect(euros.column.writtenUnit == .euro && numbers(euros.column) == [1200.5, 1200, 3.5, -4])
        #expect(euros.lines == ["column \"v\": read as numbers in euros (\"1.200,50 €\" is 1200.5)"])
        // Nothing in the column shows which mark is the decimal one: the file's decimal comma decides, else the point.
        #expect(try numbers(read(["1.200 €", "2.500 €"]).column) == [1.2, 2.5])
        #expect(try numbers(read(["1.200 €", "2.500 €"], decimalComma: true).column) == [1200, 2500])
        // A semicolon file whose decimal comma was guessed from another column.
        let table = try CSVReader.read(from: InputSource(bytes: Array("a;v\n3,5;1.200 €\n4,5;2.500 €\n".utf8), name: "t.csv"))
        #expect(try numbers(table.column(named: "v")) == [1200, 2500])
        // A no-break space between the number and the symbol, as spreadsheets write it.
        #expect(try numbers(read(["12\u{00A0}€", "3\u{202F}€"]).column) == [12, 3])
    }

    @Test func percent() throws {
        let percent = try read(["12%", "12 %", "-3.5%", "%40"])
        #expect(percent.column.writtenUnit == .percent && numbers(percent.column) == [12, 12, -3.5, 40])
        #expect(percent.lines == ["column \"v\": read as percentages (\"12%\" is 12)"])
    }

    @Test func suffixes() throws {
        let views = try read(["1.2k", "3M", "500", "2K", "1.5G", "0.25T"])
        #expect(views.column.writtenUnit == nil)
        #expect(numbers(views.column) == [1200, 3_000_000, 500, 2000, 1_500_000_000, 250_000_000_000])
        #expect(views.lines == ["column \"v\": read as numbers with k, M, G and T for thousands, millions, billions and trillions (\"1.2k\" is 1200)"])
        let money = try read(["$3M", "$250k", "$12"])
        #expect(money.column.writtenUnit == .usDollar && numbers(money.column) == [3_000_000, 250_000, 12])
        #expect(money.lines == ["column \"v\": read as numbers in US dollars with k, M, G and T for thousands, millions, billions and trillions (\"$3M\" is 3000000)"])
        // In a file of decimal commas, `1,2k` among plain `3,5`s (which the reader has already made 3.5).
        let commas = try CSVReader.read(from: InputSource(bytes: Array("d;v\n1;1,2k\n2;3,5\n3;1.500\n".utf8), name: "t.csv"))
        #expect(try numbers(commas.column(named: "v")) == [1200, 3.5, 1500])
        // Exact, as the digits written say: 1.1k is 1100, not 1100.0000000000002.
        #expect(try numbers(read(["1.1k", "0.3k"]).column) == [1100, 300])
    }

    /// What stays text: a column that mixes units, holds one value that is not such a number, or writes
    /// something only like one.
    @Test(arguments: [
        ["$5", "€6"],            // two currencies
        ["$5", "6"],             // one value without its unit
        ["$", "$5"],             // a symbol alone
        ["A12", "B7"],           // identifiers
        ["3m", "4m"],            // milli, metres or minutes, not millions
        ["3B", "4B"],            // bytes or billions
        ["12k%", "3%"],          // a suffix on a percent
        ["$1e3", "$5"],          // no exponent with a unit
        ["1,200.50 $", "1.200,50 $"],  // both conventions in one column
        ["$1,2,3", "$5"],        // not grouped by threes
        ["5 $ 6", "$5"],
        ["about $5", "$6"],
    ])
    func staysText(_ cells: [String]) throws {
        let read = try read(cells)
        #expect(read.column.type == .category)
        #expect(read.column.writtenUnit == nil)
        #expect(read.lines == [])
    }

    @Test func tooLargeStaysText() throws {
        let huge = "$" + String(repeating: "9", count: 400)
        #expect(try read([huge, "$5"]).column.type == .category)
    }

    /// A plain number is read as before, with no line, and pays nothing for the rule.
    @Test func plainNumbersAreUntouched() throws {
        let plain = try read(["1e3", "2", "-3.5"])
        #expect(numbers(plain.column) == [1000, 2, -3.5] && plain.column.writtenUnit == nil && plain.lines == [])
        // A percent among years is one stray value (read as missing, said), not a column of percentages.
        let years = try read((2000...2019).map(String.init) + ["12%"])
        #expect(years.column.writtenUnit == nil)
        #expect(numbers(years.column)?.prefix(20) == ArraySlice((2000...2019).map(Double.init)))
        #expect(years.lines == ["column \"v\": 1 value is not a number (row 21: \"12%\") and is read as missing"])
    }

    /// JSON strings, inline values and a forced type meet the same rule; a JSON number among dollars does not.
    @Test func everyReader() throws {
        let json = try JSONTableReader.read(Data(#"[{"p": "$1,200"}, {"p": "$5"}, {"p": null}]"#.utf8), source: "t.json")
        let p = try json.column(named: "p")
        #expect(p.writtenUnit == .usDollar && numbers(p)?.prefix(2) == [1200, 5])
        let mixed = try JSONTableReader.read(Data(#"[{"p": "$5"}, {"p": 6}]"#.utf8), source: "t.json")
        #expect(try mixed.column(named: "p").type == .category)
        let views = try JSONTableReader.read(Data(#"[{"v": "1.2k"}, {"v": 500}]"#.utf8), source: "t.json")
        #expect(try numbers(views.column(named: "v")) == [1200, 500])
        let rows = try DataTable.inferring(names: ["share"], rows: [["12%"], ["7.5 %"]], source: "rows")
        #expect(try rows.column(named: "share").writtenUnit == .percent)
        let database = try DataTable.inferring(names: ["share"], rows: [["12%"], ["7.5 %"]], source: "rows", writtenNumbers: false)
        #expect(try database.column(named: "share").type == .category)
        let forced = try CSVReader.read(Data("v\n$5\n$6\n".utf8), source: "t.csv", types: ["v": .number])
        #expect(try forced.column(named: "v").writtenUnit == .usDollar)
    }
}
