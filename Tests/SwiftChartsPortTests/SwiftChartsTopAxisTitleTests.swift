import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// An x axis at the top (`chartXAxis { AxisMarks(position: .top) }`) keeps its title with it, above the plot
/// as Swift Charts puts it, whether the title is the channel's label or `chartXAxisLabel`'s; a position
/// says which side where the author wants the other one.
@Suite struct SwiftChartsTopAxisTitleTests {
    struct Reading: Identifiable { var id: Int { hour }; var hour: Int; var degrees: Double }
    static let readings = (0..<12).map { Reading(hour: $0 * 2, degrees: Double(8 + ($0 * 5) % 9)) }

    /// The day's temperatures, as an app writes its own chart content.
    struct TemperatureLine: ChartContent {
        let readings: [Reading]
        var body: some ChartContent {
            ForEach(readings) { reading in
                LineMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.degrees))
                PointMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.degrees))
            }
        }
    }

    struct Placed { var title: SceneText; var plot: Rect; var labels: [SceneText]; var yTitle: SceneText? }

    static func placed(_ chart: Chart, _ text: String) throws -> Placed {
        let scene = Scene(try chart.resolve())
        let title = try #require(scene.texts.first { $0.classes == "axis-title" && $0.text == text })
        let labels = scene.texts.filter { $0.classes == "tick-label" && $0.anchor == .middle }
        let yTitle = scene.texts.first { $0.classes == "axis-title" && $0.text == "Temperature" }
        return Placed(title: title, plot: scene.plotArea, labels: labels, yTitle: yTitle)
    }

    @Test func aTopAxisHasItsTitleAboveThePlot() throws {
        let chart = Chart { TemperatureLine(readings: Self.readings) }
            .chartXAxis { AxisMarks(position: .top) }
            .chartXAxisLabel("Hour of the day")
            .frame(width: 420, height: 300)
        let top = try Self.placed(chart, "Hour of the day")
        // The hour labels stand above the plot, and the title above them.
        #expect(!top.labels.isEmpty && top.labels.allSatisfy { $0.y < top.plot.y })
        let highestLabel = try #require(top.labels.map(\.bounds.y).min())
        #expect(top.title.bounds.maxY <= highestLabel + 0.01, "title \(top.title.bounds), labels from \(highestLabel)")
        // The y title's row is above that, clear of it.
        let yTitle = try #require(top.yTitle)
        #expect(yTitle.bounds.maxY <= top.title.bounds.y + 0.01, "y title \(yTitle.bounds), x title \(top.title.bounds)")
        // Nothing is left below the plot: the plot reaches down to the chart's bottom margin.
        let bottom = try Self.placed(Chart { TemperatureLine(readings: Self.readings) }
            .chartXAxisLabel("Hour of the day").frame(width: 420, height: 300), "Hour of the day")
        #expect(bottom.title.y > bottom.plot.maxY)
        #expect(top.plot.maxY > bottom.plot.maxY + 20)
        // The channel's own label goes with the axis too.
        let own = try Self.placed(Chart { TemperatureLine(readings: Self.readings) }
            .chartXAxis { AxisMarks(position: .top) }.frame(width: 420, height: 300), "Hour")
        #expect(own.title.y < own.plot.y)
        // The SVG draws it there; the JSON form draws the same chart.
        let svg = try ParsedSVG(try chart.svg())
        let drawn = try #require(svg.elements("text", classes: "axis-title").first { $0.stringValue == "Hour of the day" })
        #expect(try #require(drawn.value("y").flatMap(Double.init)) < top.plot.y)
        #expect(try Chart(spec: ChartSpec.decode(chart.spec.encoded())).svg() == chart.svg())
    }

    @Test func aPositionPutsTheTitleOnItsSide() throws {
        let base = Chart { TemperatureLine(readings: Self.readings) }.frame(width: 420, height: 300)
        // Above the plot though the axis is at the bottom, at the trailing end of its row.
        let above = try Self.placed(base.chartXAxisLabel("Hour", position: .topTrailing), "Hour")
        #expect(above.title.y < above.plot.y && above.labels.allSatisfy { $0.y > above.plot.maxY })
        #expect(above.title.anchor == .end && abs(above.title.x - above.plot.maxX) < 0.01)
        #expect(base.chartXAxisLabel("Hour", position: .top).spec.xAxis?.titleSide == .top)
        // Below the plot though the axis is at the top.
        let below = try Self.placed(base.chartXAxis { AxisMarks(position: .top) }.chartXAxisLabel("Hour", position: .bottom), "Hour")
        #expect(below.title.y > below.plot.maxY && below.labels.allSatisfy { $0.y < below.plot.y })
    }
}
