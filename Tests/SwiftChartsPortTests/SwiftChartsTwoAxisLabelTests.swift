import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// A chart labelled on both sides, as sample code writes a chart with a unit for each side:
/// `chartYAxisLabel` at `.leading` and again at `.trailing`. Both titles are drawn, one at each end of the
/// row above the plot area.
@Suite struct SwiftChartsTwoAxisLabelTests {
    struct Day: Identifiable {
        var name: String
        var revenue: Double
        var id: String { name }
    }

    static let days = [Day(name: "Mon", revenue: 120), Day(name: "Tue", revenue: 180), Day(name: "Wed", revenue: 90)]

    @Test func leadingAndTrailingLabelsAreBothDrawn() throws {
        let chart = Chart(Self.days) { day in
            BarMark(x: .value("Day", day.name), y: .value("Revenue", day.revenue))
        }
        .chartYAxisLabel("Revenue (USD)", position: .leading)
        .chartYAxisLabel("Visits", position: .trailing)
        .frame(width: 400, height: 260)
        let scene = Scene(try chart.resolve())
        let titles = scene.texts.filter { $0.classes == "axis-title" && $0.y < scene.plotArea.y }
        #expect(titles.map(\.text) == ["Revenue (USD)", "Visits"])
        let leading = try #require(titles.first), trailing = try #require(titles.last)
        // The first starts at the plot area's leading edge, the second ends at its trailing edge, on one row.
        #expect(leading.anchor == .start && abs(leading.x - scene.plotArea.x) < 0.01)
        #expect(trailing.anchor == .end && abs(trailing.x - scene.plotArea.maxX) < 0.01)
        #expect(leading.y == trailing.y)
        #expect(leading.y < scene.plotArea.y)
        // The SVG has both, and the JSON form (`yAxis.endTitle`) draws the same chart.
        let svg = try ParsedSVG(try chart.svg())
        let drawn = svg.elements("text", classes: "axis-title").map(\.stringValue)
        #expect(drawn.contains("Revenue (USD)") && drawn.contains("Visits"))
        #expect(chart.spec.yAxis?.endTitle == "Visits")
        #expect(try Chart(spec: ChartSpec.decode(chart.spec.encoded())).svg() == chart.svg())
    }

    @Test func trailingFirstThenLeadingKeepsEachOnItsSide() throws {
        let chart = Chart(Self.days) { day in
            BarMark(x: .value("Day", day.name), y: .value("Revenue", day.revenue))
        }
        .chartYAxisLabel("Visits", position: .trailing)
        .chartYAxisLabel("Revenue (USD)", position: .leading)
        let scene = Scene(try chart.resolve())
        let titles = scene.texts.filter { $0.classes == "axis-title" && $0.y < scene.plotArea.y }
        #expect(titles.map(\.text) == ["Revenue (USD)", "Visits"])
        #expect(titles.map(\.anchor) == [.start, .end])
    }

    @Test func aLabelGivenTwiceOnOneSideStillReplacesTheFirst() throws {
        let chart = Chart(Self.days) { day in
            BarMark(x: .value("Day", day.name), y: .value("Revenue", day.revenue))
        }
        .chartYAxisLabel("First")
        .chartYAxisLabel("Second")
        let scene = Scene(try chart.resolve())
        let titles = scene.texts.filter { $0.classes == "axis-title" && $0.y < scene.plotArea.y }
        #expect(titles.map(\.text) == ["Second"])
    }
}
