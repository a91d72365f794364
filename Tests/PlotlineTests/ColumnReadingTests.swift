import Foundation
import Testing
@testable import Plotline

/// Columns read as what most of their values are: stray values become missing, with one warning line;
/// dates in the common forms; the author's date format; numbers too large for a double.
@Suite struct ColumnReadingTests {
    /// Reads CSV text with a warning collector; the table and the warning lines.
    func read(_ csv: String, types: [String: ColumnType] = [:], locale: String = "en-US", dateFormat: String? = nil)
        throws -> (DataTable, [String]) {
        let warnings = ReadWarnings()
        let context = ReadContext(dateFormat: try dateFormat.map { (t) throws(PlotlineError) in try DatePattern(t) },
                                  locale: locale, warnings: warnings)
        let table = try ReadContext.$current.withValue(context) {
            try CSVReader.read(csv, source: "t.csv", types: types)
        }
        return (table, warnings.lines)
    }

    func utc(_ year: Int, _ month: Int, _ day: Int) -> Double { Double(ISODate.days(year: year, month: month, day: day) * 86_400) }

    func numbers(_ table: DataTable, _ name: String) throws -> [Double] {
        guard case .numbers(let v) = try table.column(named: name).values else { Issue.record("\(name) is not numbers"); return [] }
        return v
    }

    func dates(_ table: DataTable, _ name: String) throws -> [Double] {
        guard case .dates(let v) = try table.column(named: name).values else { Issue.record("\(name) is not dates"); return [] }
        return v
    }

    /// A price column of 40 numbers, with `odd` written at the given rows (from 1).
    func prices(_ odd: [Int: String]) -> String {
        "price\n" + (1...40).map { odd[$0] ?? "\($0).5" }.joined(separator: "\n")
    }

    @Test func aFewStrayValuesAreMissingWithOneWarning() throws {
        let (table, warnings) = try read(prices([5: "about 5", 19: "unknown", 40: "12 kg"]))
        let v = try numbers(table, "price")
        #expect(v[0] == 1.5 && v[3] == 4.5)
        #expect(v[4].isNaN && v[18].isNaN && v[39].isNaN)
        #expect(v.filter(\.isNaN).count == 3)
        #expect(warnings == [#"column "price": 3 values are not numbers (rows 5, 19, 40: "about 5", "unknown", "12 kg") and are read as missing"#])
    }

    @Test func moreThanThreeAreCountedAndTheFirstThreeNamed() throws {
        let (_, warnings) = try read(prices([2: "x", 3: "y", 4: "z", 30: "w"]))
        #expect(warnings == [#"column "price": 4 values are not numbers (rows 2, 3, 4, ...: "x", "y", "z", ...) and are read as missing"#])
    }

    @Test func missingMarkersAreMissingWithoutAWarning() throws {
        let (table, warnings) = try read(prices([2: "NA", 3: "N/A", 4: "n/a", 5: "null", 6: "NaN", 7: "-", 8: "?", 9: "#N/A", 10: ""]))
        let v = try numbers(table, "price")
        #expect(v[1..<10].filter { !$0.isNaN }.isEmpty)
        #expect(v[10] == 11.5)
        #expect(warnings.isEmpty)
    }

    @Test func markersStayAsWrittenInACategoryColumn() throws {
        let (table, _) = try read("country\nNA\nKR\nTR")
        #expect(try table.column(named: "country").values == .categories(["NA", "KR", "TR"]))
    }

    @Test func tooManyStrayValuesMakeCategories() throws {
        // 36 numbers of 40 is 90%: numbers. 35 of 40 is not.
        let four = Dictionary(uniqueKeysWithValues: (1...4).map { ($0 * 7, "x\($0)") })
        #expect(try read(prices(four)).0.column(named: "price").type == .number)
        let five = Dictionary(uniqueKeysWithValues: (1...5).map { ($0 * 7, "x\($0)") })
        let (table, warnings) = try read(prices(five))
        #expect(try table.column(named: "price").type == .category)
        #expect(warnings.isEmpty)
    }

    @Test func aForcedTypeStillRefusesAStrayValue() throws {
        #expect(throws: PlotlineError.unreadableValue(row: 5, column: "price", text: "about 5", expected: .number)) {
            try read(prices([5: "about 5"]), types: ["price": .number])
        }
        // ... but not a missing marker.
        let (table, _) = try read(prices([5: "n/a"]), types: ["price": .number])
        #expect(try numbers(table, "price")[4].isNaN)
    }

    @Test func aNumberTooLargeForADoubleIsMissingNotACategory() throws {
        let (table, warnings) = try read("x,y\n1,3\n2,1e400\n3,4")
        let y = try numbers(table, "y")
        #expect(y[0] == 3 && y[1].isNaN && y[2] == 4)
        #expect(warnings == [#"column "y": 1 value is too large for a number (row 2: "1e400") and is read as missing"#])
        let (huge, none) = try read("x,y\n1,1e308\n2,-1.7e308")
        #expect(try numbers(huge, "y") == [1e308, -1.7e308])
        #expect(none.isEmpty)
    }

    @Test func stocksShapedDates() throws {
        let (table, warnings) = try read("symbol,date,price\nMSFT,Jan 1 2000,39.81\nMSFT,Feb 1 2000,36.35\nAMZN,Jan 1 2000,64.56")
        #expect(try dates(table, "date") == [utc(2000, 1, 1), utc(2000, 2, 1), utc(2000, 1, 1)])
        #expect(try table.column(named: "symbol").type == .category)
        #expect(warnings.isEmpty)
    }

    @Test func weatherShapedDates() throws {
        let (table, _) = try read("date,precipitation,temp_max,weather\n2012/01/01,0.0,12.8,drizzle\n2012/01/02,10.9,10.6,rain")
        #expect(try dates(table, "date") == [utc(2012, 1, 1), utc(2012, 1, 2)])
    }

    @Test func numericDatesInTheOrderTheirValuesShow() throws {
        // A first number above 12: day first, whatever the locale.
        let (dayFirst, w1) = try read("d,v\n01/02/2012,1\n13/02/2012,2", locale: "en-US")
        #expect(try dates(dayFirst, "d") == [utc(2012, 2, 1), utc(2012, 2, 13)])
        #expect(w1.isEmpty)
        // A second number above 12: month first.
        let (monthFirst, w2) = try read("d,v\n01/02/2012,1\n02/13/2012,2", locale: "en-GB")
        #expect(try dates(monthFirst, "d") == [utc(2012, 1, 2), utc(2012, 2, 13)])
        #expect(w2.isEmpty)
    }

    @Test func ambiguousNumericDatesFollowTheLocaleWithAWarning() throws {
        let csv = "d,v\n01/02/2012,1\n03/04/2012,2"
        let (us, usWarnings) = try read(csv, locale: "en-US")
        #expect(try dates(us, "d") == [utc(2012, 1, 2), utc(2012, 3, 4)])
        #expect(usWarnings == [#"column "d": dates like "01/02/2012" could be month/day/year or day/month/year; read as month/day/year (the en-US order); --date-format %d/%m/%Y reads them as day/month/year"#])
        let (tr, trWarnings) = try read(csv, locale: "tr-TR")
        #expect(try dates(tr, "d") == [utc(2012, 2, 1), utc(2012, 4, 3)])
        #expect(trWarnings == [#"column "d": dates like "01/02/2012" could be month/day/year or day/month/year; read as day/month/year (the tr-TR order); --date-format %m/%d/%Y reads them as month/day/year"#])
    }

    @Test func anAuthorsPatternDecidesWithoutAWarning() throws {
        let (table, warnings) = try read("d,v\n01/02/2012,1\n03/04/2012,2", dateFormat: "%d/%m/%Y")
        #expect(try dates(table, "d") == [utc(2012, 2, 1), utc(2012, 4, 3)])
        #expect(warnings.isEmpty)
        // Digits that are a date by the pattern are dates, not numbers; the other column stays numbers.
        let (compact, _) = try read("day,v\n20240806,1\n20240807,2", dateFormat: "%Y%m%d")
        #expect(try dates(compact, "day") == [utc(2024, 8, 6), utc(2024, 8, 7)])
        #expect(try numbers(compact, "v") == [1, 2])
    }

    @Test func unixTimeOnlyWhereAsked() throws {
        let csv = "t,v\n1700000000,1\n1700086400,2"
        let (plain, _) = try read(csv, dateFormat: "unix")
        #expect(try numbers(plain, "t") == [1_700_000_000, 1_700_086_400])
        let (asked, _) = try read(csv, types: ["t": .date], dateFormat: "unix")
        #expect(try dates(asked, "t") == [1_700_000_000, 1_700_086_400])
        #expect(try numbers(asked, "v") == [1, 2])
        let (ms, _) = try read("t,v\n1700000000000,1", types: ["t": .date], dateFormat: "unix-ms")
        #expect(try dates(ms, "t") == [1_700_000_000])
    }

    @Test func strayDatesAreMissingWithAWarning() throws {
        let rows = (1...20).map { "Jan \($0) 2000,\($0)" } + ["soon,21"]
        let (table, warnings) = try read("date,v\n" + rows.joined(separator: "\n"))
        let d = try dates(table, "date")
        #expect(d[0] == utc(2000, 1, 1) && d[20].isNaN)
        #expect(warnings == [#"column "date": 1 value is not a date (row 21: "soon") and is read as missing"#])
    }

    @Test func jsonNumbersWithAFewStrings() throws {
        let warnings = ReadWarnings()
        let json = "[" + (1...20).map { #"{"v": \#($0)}"# }.joined(separator: ",") + #", {"v": "n/a"}, {"v": "lots"}]"#
        let table = try ReadContext.$current.withValue(ReadContext(warnings: warnings)) {
            try JSONTableReader.read(json, source: "t.json")
        }
        guard case .numbers(let v) = try table.column(named: "v").values else { Issue.record("not numbers"); return }
        #expect(v.count == 22 && v[0] == 1 && v[20].isNaN && v[21].isNaN)
        #expect(warnings.lines == [#"column "v": 1 value is not a number (row 22: "lots") and is read as missing"#])
    }
}
