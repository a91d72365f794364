import Foundation
import Testing
import Plotline

/// Time ranges are resolved in the core, with the whole chart: each range cuts the rows the chart drew,
/// after its transform plan, and never runs the plan again on them.
@Suite struct TimeRangeResolutionTests {
    /// The plan on the chart, or on the mark.
    @Test(arguments: [false, true])
    func aRangeOfAnAggregatedChartCountsTheSameDays(onMark: Bool) throws {
        // Every day of January to March 2024, counted by month.
        let start = ISODate.parse("2024-01-01", timeZone: TimeZone(identifier: "UTC")!)!
        let days = (0..<91).map { start + Double($0) * 86_400 }
        let table = try DataTable(columns: [Column(name: "date", values: .dates(days))])
        let plan = """
            "transform": [{"aggregate": {"groupBy": [{"field": "date", "timeUnit": "month"}],
                                         "measures": [{"op": "count", "as": "days"}]}}]
            """
        let json = """
            {"marks": [{"type": "bar", "x": {"field": "date", "unit": "month"}, "y": {"field": "days"}\(onMark ? ", " + plan : "")}],
             \(onMark ? "" : plan + ",") "timeRanges": ["1M", "3M"]}
            """
        var spec = try ChartSpec.decode(Data(json.utf8))
        spec.data = .table(table)
        let chart = try ChartResolver.resolve(spec)
        #expect(chart.layers[0].marks.map(\.yValue) == [.number(31), .number(29), .number(31)])
        #expect(chart.timeRanges.map(\.range.description) == ["1M", "3M"])
        let month = try #require(chart.timeRanges.first).chart
        // The last month keeps its 31 days: the count is not counted again (which would give 1).
        #expect(month.layers[0].marks.map(\.yValue).last == .number(31))
        #expect(chart.timeRanges.last?.isWhole == true)
        #expect(chart.timeRanges.last?.chart.layers[0].marks.map(\.yValue) == chart.layers[0].marks.map(\.yValue))
    }
}
