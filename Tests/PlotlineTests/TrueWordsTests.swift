import Foundation
import Testing
@testable import Plotline

/// Words that stay true: titles from column names but no units from them, a derived name for an untitled
/// chart, percent change only on a true zero, no trend between categories, ties named, missing counted per axis.
@Suite struct TrueWordsTests {
    /// The words of a chart of CSV text, `x` and `y` columns, in `locale`.
    func words(_ csv: String, x: String, y: String, mark: MarkType = .line, title: String? = nil,
               locale: String = "en-US", unitName: String? = nil) throws -> ChartAccessibility {
        let table = try CSVReader.read(csv, source: "t.csv")
        var yEncoding = EncodingSpec(field: y)
        yEncoding.unitName = unitName
        let spec = ChartSpec(title: title, data: .table(table),
                             marks: [MarkSpec(type: mark, channels: [.x: EncodingSpec(field: x), .y: yEncoding])],
                             locale: locale)
        return try ChartResolver.resolve(spec).accessibility
    }

    @Test func columnNamesAreTitles() {
        #expect(DerivedTitle.column("temp_max") == "temp max")
        #expect(DerivedTitle.column("Miles_per_Gallon") == "Miles per Gallon")
        #expect(DerivedTitle.column("netGeneration") == "net generation")
        #expect(DerivedTitle.column("GDPGrowth") == "GDPGrowth")
        #expect(DerivedTitle.column("gdpGrowth") == "gdp growth")
        #expect(DerivedTitle.column("energyMWh") == "energy MWh")
        #expect(DerivedTitle.column("price") == "price")
        #expect(DerivedTitle.column("Steps") == "Steps")
        #expect(DerivedTitle.column("a__b_") == "a b")
    }

    @Test func aColumnNameIsATitleNeverAUnit() throws {
        let csv = "date,temp_max\n2012-01-01,15.81\n2012-01-02,16.2"
        let access = try words(csv, x: "date", y: "temp_max")
        #expect(access.overview == "Line chart. X axis: date, January 1 to January 2, 2012. Y axis: temp max, 15.8 to 16.2. 2 values.")
        #expect(access.labels.map(\.text) == ["January 1: 15.81", "January 2: 16.20"])
        // A unit the author gives is said.
        let priced = try words(csv, x: "date", y: "temp_max", unitName: "degrees Celsius")
        #expect(priced.labels.map(\.text) == ["January 1: 15.81 degrees Celsius", "January 2: 16.2 degrees Celsius"])
    }

    @Test func anUntitledChartIsNamedByWhatItShows() throws {
        let csv = "date,price\n2000-01-01,39.81\n2000-02-01,36.35"
        #expect(try words(csv, x: "date", y: "price").descriptor.title == "price by date")
        #expect(try words(csv, x: "date", y: "price", locale: "ko-KR").descriptor.title == "date별 price")
        #expect(try words(csv, x: "date", y: "price", locale: "tr-TR").descriptor.title == "price, date bazında")
        #expect(try words(csv, x: "date", y: "price", title: "Prices").descriptor.title == "Prices")
    }

    @Test func percentChangeOnlyWithATrueZero() throws {
        let counts = "day,visits\n2024-01-01,200\n2024-01-02,150"
        #expect(try words(counts, x: "day", y: "visits").summary.contains("down 50 (25.0%)."))
        // Crossing zero: no percent.
        let crossing = "day,balance\n2024-01-01,200\n2024-01-02,-100"
        #expect(try words(crossing, x: "day", y: "balance").summary.hasSuffix("200 to -100, down 300."))
        // A temperature, by its title or by its unit: no percent, even above zero.
        let temperature = "day,temp_max\n2024-01-01,12.8\n2024-01-02,5.6"
        #expect(try words(temperature, x: "day", y: "temp_max").summary.hasSuffix("12.8 to 5.6, down 7.2."))
        let degrees = "day,high\n2024-01-01,12.8\n2024-01-02,5.6"
        #expect(try words(degrees, x: "day", y: "high", unitName: "°C").summary.hasSuffix("12.8 °C to 5.6 °C, down 7.2 °C."))
        #expect(try words(degrees, x: "day", y: "high").summary.hasSuffix("12.8 to 5.6, down 7.2 (56.2%)."))
    }

    @Test func noTrendBetweenCategories() throws {
        let access = try words("fruit,count\napple,3\npear,9\nfig,1", x: "fruit", y: "count", mark: .bar)
        #expect(access.summary == "The lowest value is 1 (fig). The highest is 9 (pear).")
    }

    /// Grouped labels over many categories give each run's range, never "up" or "down".
    @Test func noTrendInGroupsOfCategories() throws {
        let csv = "k,v\n" + (1...60).map { "item \($0),\($0 % 7)" }.joined(separator: "\n")
        let labels = try words(csv, x: "k", y: "v", mark: .bar).labels.map(\.text)
        #expect(labels.count == 10)
        #expect(labels[0] == "From item 1 to item 6: 6 values, lowest 1, highest 6")
        #expect(labels.allSatisfy { !$0.contains(" up ") && !$0.contains(" down ") })
        let korean = try words(csv, x: "k", y: "v", mark: .bar, locale: "ko-KR").labels.map(\.text)
        #expect(korean[0] == "item 1부터 item 6까지: 값 6개, 최저값 1, 최고값 6")
        let turkish = try words(csv, x: "k", y: "v", mark: .bar, locale: "tr-TR").labels.map(\.text)
        #expect(turkish[0] == "item 1 ile item 6 arası: 6 değer, en düşük 1, en yüksek 6")
    }

    @Test func tiesAreNamed() throws {
        // One after another: a span. (Foundation puts a narrow no-break space before PM.)
        let span = "t,rain\n2024-01-01T14:00,0.0\n2024-01-01T14:15,0.0\n2024-01-01T14:30,0.4\n2024-01-01T14:45,0.2"
        let spanWords = try words(span, x: "t", y: "rain").summary
        #expect(spanWords.hasPrefix(
            "The lowest value is 0.0 (from 2:00 PM to 2:15 PM). The highest is 0.4 (2:30 PM). From 2:00 PM to 2:45 PM: 0.0 to 0.2, up 0.2."
                .replacingOccurrences(of: " PM", with: "\u{202F}PM")), "\(spanWords)")
        // Apart: listed.
        let apart = "day,n\n2024-01-01,5\n2024-01-02,1\n2024-01-03,5\n2024-01-04,2"
        #expect(try words(apart, x: "day", y: "n").summary.hasPrefix(
            "The lowest value is 1 (January 2). The highest is 5 (January 1 and January 3)."))
        // Many: counted.
        let many = "day,n\n" + (1...9).map { "2024-01-0\($0),\($0 % 2 == 0 ? 1 : 7)" }.joined(separator: "\n")
        #expect(try words(many, x: "day", y: "n").summary.hasPrefix(
            "The lowest value is 1 (4 times, first January 2, last January 8). The highest is 7 (5 times, first January 1, last January 9)."))
        // Between categories: never a span.
        let bars = try words("k,v\nA,3\nB,5\nC,5\nD,1", x: "k", y: "v", mark: .bar)
        #expect(bars.summary == "The lowest value is 1 (D). The highest is 5 (B and C).")
        let korean = try words(apart, x: "day", y: "n", locale: "ko-KR")
        #expect(korean.summary.contains("가장 높은 값은 5(1월 1일, 1월 3일)입니다"))
    }

    @Test func missingValuesAreCountedPerAxis() throws {
        let csv = "t,v\n2024-01-01,1\n2024-01-02,\n,3\n,\n2024-01-05,5"
        #expect(try words(csv, x: "t", y: "v").summary.hasSuffix("Missing: 2 values of v and 2 of t; 3 rows are not drawn."))
        #expect(try words(csv, x: "t", y: "v", locale: "ko-KR").summary.hasSuffix("누락: v 값 2개, t 값 2개이며, 행 3개를 그리지 않았습니다."))
        #expect(try words(csv, x: "t", y: "v", locale: "tr-TR").summary.hasSuffix("Eksik: v için 2 değer, t için 2 değer; 3 satır çizilmedi."))
        let onlyPositions = "t,v\n2024-01-01,1\n,2\n2024-01-03,3"
        #expect(try words(onlyPositions, x: "t", y: "v").summary.hasSuffix("Missing: 1 value of t; 1 row is not drawn."))
        let onlyValues = "t,v\n2024-01-01,1\n2024-01-02,\n2024-01-03,3"
        #expect(try words(onlyValues, x: "t", y: "v").summary.hasSuffix("1 value is missing."))
    }
}
