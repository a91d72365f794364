import Foundation
import Testing
import Plotline

/// Each series as a line of braille cells: the cell of every value read back against its quarter of the
/// shared range.
@Suite struct BrailleGraphTests {
    @Test func aValuesQuarterPicksItsCell() {
        let range = 0.0...100.0
        #expect(BrailleGraph.cell(0, range: range) == "⣀")
        #expect(BrailleGraph.cell(24.9, range: range) == "⣀")
        #expect(BrailleGraph.cell(25, range: range) == "⠤")
        #expect(BrailleGraph.cell(50, range: range) == "⠒")
        #expect(BrailleGraph.cell(75, range: range) == "⠉")
        #expect(BrailleGraph.cell(100, range: range) == "⠉")
        #expect(BrailleGraph.cell(nil, range: range) == "\u{2800}")
        #expect(BrailleGraph.cell(.nan, range: range) == "\u{2800}")
        #expect(BrailleGraph.cell(7, range: 7...7) == "⠒")
    }

    @Test func everySeriesAgainstOneRange() throws {
        struct Reading { var day: String; var kind: String; var value: Double? }
        let readings = [Reading(day: "Mon", kind: "High", value: 100), Reading(day: "Tue", kind: "High", value: 60),
                        Reading(day: "Wed", kind: "High", value: nil),
                        Reading(day: "Mon", kind: "Low", value: 0), Reading(day: "Tue", kind: "Low", value: 30),
                        Reading(day: "Wed", kind: "Low", value: 55)]
        let chart = Chart(readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Level", r.value ?? .nan, unit: "cm"))
                .foregroundStyle(by: .value("Kind", r.kind))
        }.chartTitle("Tides")
        let braille = try chart.resolve().accessibility.braille(locale: Locale(identifier: "en_US"))
        #expect(braille.range == 0...100)
        #expect(braille.lines.map(\.name) == ["High", "Low"])
        // Aligned by day: High has no Wednesday, so its third cell is blank, under Low's.
        #expect(braille.lines.map(\.cells) == ["⠉⠒\u{2800}", "⣀⠤⠒"])
        #expect(braille.text == """
            Tides
            One cell per value, from ⣀ (lowest quarter, from 0 cm) through ⠤ and ⠒ to ⠉ (highest quarter, up to 100 cm). \
            A blank cell is a place without a value.
            High: ⠉⠒\u{2800}
            Low: ⣀⠤⠒

            """)
        let korean = try chart.chartLocale("ko").resolve().accessibility.braille(locale: Locale(identifier: "ko_KR"))
        #expect(korean.key.hasPrefix("값 하나에 한 칸: ⣀(가장 낮은 4분의 1, 0 cm부터)"))
    }

    @Test func aSeriesThatVariesIsNeverOneRepeatedCell() throws {
        // Two stocks: one from 100 to 700, one between 20 and 25. Against 20...700 the small one is all ⣀.
        struct Price { var month: Int; var symbol: String; var value: Double }
        let prices = (1...4).map { Price(month: $0, symbol: "GOOG", value: Double($0) * 200 - 100) }
            + [21.0, 25.0, 20.0, 24.0].enumerated().map { Price(month: $0.offset + 1, symbol: "MSFT", value: $0.element) }
        let chart = Chart(prices, id: \.value) { p in
            LineMark(x: .value("Month", p.month), y: .value("Price", p.value)).foregroundStyle(by: .value("Symbol", p.symbol))
        }
        let braille = try chart.resolve().accessibility.braille(locale: Locale(identifier: "en_US"))
        let msft = try #require(braille.lines.first { $0.name == "MSFT" })
        #expect(msft.ownRange)
        #expect(msft.range == 20...25)
        #expect(msft.cells == "⣀⠉⣀⠉")
        #expect(braille.text.contains("MSFT (20 – 25): ⣀⠉⣀⠉"))
        // GOOG varies across quarters of the shared range: read against it.
        #expect(braille.lines.first { $0.name == "GOOG" }?.ownRange == false)
    }

    /// A row with a place but no value keeps its place as a blank cell (vega_datasets' wheat: the last two
    /// years have no wages), wherever it is along x, and the key says what a blank cell is.
    @Test func aRowWithoutAValueIsABlankCellInItsPlace() throws {
        struct Year { var year: Int; var wages: Double? }
        let years = [Year(year: 1800, wages: 10), Year(year: 1805, wages: nil), Year(year: 1810, wages: 40),
                     Year(year: 1815, wages: 20), Year(year: 1820, wages: nil)]
        let chart = Chart(years, id: \.year) { y in
            LineMark(x: .value("Year", y.year), y: .value("Wages", y.wages ?? .nan))
        }
        let descriptor = try chart.resolve().accessibility.descriptor
        #expect(descriptor.series.map(\.dataPoints.count) == [3])
        #expect(descriptor.series[0].missing == [.number(1805), .number(1820)])
        let braille = try chart.resolve().accessibility.braille(locale: Locale(identifier: "en_US"))
        #expect(braille.lines.map(\.cells) == ["⣀\u{2800}⠉⠤\u{2800}"])
        #expect(braille.key.hasSuffix(" A blank cell is a place without a value."))
        // Categories keep the axis's order; a bar without a value is a blank cell too.
        let bars = Chart(years, id: \.year) { y in
            BarMark(x: .value("Year", String(y.year)), y: .value("Wages", y.wages ?? .nan))
        }
        let barBraille = try bars.resolve().accessibility.braille(locale: Locale(identifier: "tr_TR"))
        #expect(barBraille.lines.map(\.cells) == ["⣀\u{2800}⠉⠤\u{2800}"])
        #expect(barBraille.key.hasSuffix(" Boş hücre, değeri olmayan bir yerdir."))
        // Nothing missing: no blank cells, and the key does not speak of them.
        let whole = Chart(years.filter { $0.wages != nil }, id: \.year) { y in
            LineMark(x: .value("Year", y.year), y: .value("Wages", y.wages!))
        }
        let wholeBraille = try whole.resolve().accessibility.braille(locale: Locale(identifier: "en_US"))
        #expect(wholeBraille.lines.map(\.cells) == ["⣀⠉⠤"])
        #expect(!wholeBraille.key.contains("blank"))
    }
}
