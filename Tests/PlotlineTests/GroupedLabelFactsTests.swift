import Foundation
import Testing
@testable import Plotline

/// The grouped labels of stacked bars say each run's lowest and highest from the series' one statistics pass
/// (#29): the marks drawn are read once, for the series and its runs together, never again for a label.
@Suite struct GroupedLabelFactsTests {
    struct Sale { let month: String; let shop: String; let n: Int }

    static let north = [5, 1, 9, 3, 2, 8, 4, 6, 7, 7, 0, 5]
    static let south = [2, 2, 2, 2, 6, 1, 6, 3, 4, 9, 9, 4]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static var chart: Chart {
        let sales = months.indices.flatMap { i in
            [Sale(month: months[i], shop: "North", n: north[i]), Sale(month: months[i], shop: "South", n: south[i])]
        }
        return Chart(sales) { s in
            BarMark(x: .value("Month", s.month), y: .value("Sales", s.n))
                .foregroundStyle(by: .value("Shop", s.shop))
        }
        .chartTitle("Sales")
        .accessibilityMarkLabels(.grouped, groupSize: 4)
    }

    @Test func eachRunSaysItsLowestAndHighest() throws {
        let labels = try Self.chart.resolve().accessibility.labels
        #expect(labels.filter(\.isGroup).map(\.text) == [
            "North, From Jan to Apr: 4 values, lowest 1, highest 9",
            "North, From May to Aug: 4 values, lowest 2, highest 8",
            "North, From Sep to Dec: 4 values, lowest 0, highest 7",
            "South, From Jan to Apr: 4 values, lowest 2, highest 2",
            "South, From May to Aug: 4 values, lowest 1, highest 6",
            "South, From Sep to Dec: 4 values, lowest 4, highest 9",
        ])
    }

    @Test func theMarksAreReadOnceForTheSeriesAndItsRuns() throws {
        var labels: [MarkLabel] = []
        let work = try WorkCount.counting {
            let chart = try Self.chart.resolve()
            labels = chart.accessibility.labels
            _ = chart.accessibility.summary
        }
        #expect(labels.count == 6)
        // 24 bars, each read by one statistics pass: its series' (which makes its run's facts too).
        #expect(work[.statisticsRows] == 24)
    }
}

/// Lines split by a date (`LineMark(series:)` of yearly dates) are named by the words' date writer at the
/// dates' granularity, as a key's series are: "2001", never "2001-01-01" (#29).
@Suite struct DateSeriesLineTests {
    struct Reading { let day: Int; let year: Date; let value: Double }

    @Test func linesSplitByYearsAreNamedByTheYear() throws {
        let years = [ISODate.parse("2001-01-01")!, ISODate.parse("2002-01-01")!].map { Date(timeIntervalSince1970: $0) }
        let readings = (0..<6).map { Reading(day: $0 % 3 + 1, year: years[$0 / 3], value: Double([2, 4, 3, 6, 2, 5][$0])) }
        let chart = Chart(readings) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value), series: .value("Year", r.year))
        }
        let words = try chart.resolve().accessibility
        #expect(words.labels.map(\.text) == ["2001, 1: 2", "2001, 2: 4", "2001, 3: 3", "2002, 1: 6", "2002, 2: 2", "2002, 3: 5"])
        #expect(!words.plainText().contains("-01-01"))
    }
}
