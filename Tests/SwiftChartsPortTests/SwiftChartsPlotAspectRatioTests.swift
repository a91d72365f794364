import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// A plot area that keeps its proportions, as SwiftUI code asks for a square scatter plot:
/// `.chartPlotStyle { $0.aspectRatio(1, contentMode: .fit) }` with no size of its own. The chart keeps its
/// size; the plot area is the largest square (or the ratio asked) that fits, centred in the room. Read back
/// from the scene's plot area and the SVG's grid lines.
@Suite struct SwiftChartsPlotAspectRatioTests {
    struct Measurement: Identifiable {
        var height: Double
        var weight: Double
        var id: Double { height }
    }

    static let people = [Measurement(height: 150, weight: 52), Measurement(height: 162, weight: 60),
                         Measurement(height: 171, weight: 68), Measurement(height: 180, weight: 81),
                         Measurement(height: 188, weight: 90)]

    static func number(_ node: Node, _ name: String) -> Double { Double(node.value(name) ?? "") ?? .nan }

    static func scatter() -> Chart {
        Chart(people) { person in
            PointMark(x: .value("Height", person.height), y: .value("Weight", person.weight))
        }
    }

    @Test func aSquarePlotAreaInAWideChartIsAsTallAsTheRoomAndCentredAcrossIt() throws {
        let wide = Self.scatter().frame(width: 600, height: 300)
        let square = wide.chartPlotStyle { plotArea in plotArea.aspectRatio(1, contentMode: .fit) }
        let free = Scene(try wide.resolve()).plotArea
        let scene = Scene(try square.resolve())
        let plot = scene.plotArea
        // The picture keeps its size.
        #expect(scene.width == 600 && scene.height == 300)
        // As tall as the plot area would be, and as wide as it is tall.
        #expect(abs(plot.height - free.height) < 0.01)
        #expect(abs(plot.width - plot.height) < 0.01)
        // Centred in the room the free plot area had.
        #expect(abs((plot.x + plot.width / 2) - (free.x + free.width / 2)) < 0.01)
        // The grid follows the plot area: its vertical lines span its width only.
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let xs = svg.elements("line", classes: "grid-line", "x").compactMap { Double($0.value("x1") ?? "") }
        #expect(!xs.isEmpty)
        #expect(xs.allSatisfy { $0 >= plot.x - 0.01 && $0 <= plot.maxX + 0.01 })
    }

    @Test func aWidePlotAreaInATallChartIsAsWideAsTheRoomAndCentredUpAndDown() throws {
        let chart = Self.scatter()
            .chartPlotStyle { plotArea in plotArea.aspectRatio(2, contentMode: .fit) }
            .frame(width: 320, height: 480)
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        #expect(scene.width == 320 && scene.height == 480)
        #expect(abs(plot.width / plot.height - 2) < 0.01)
        // Much shorter than the room, with the space shared above and below it.
        #expect(plot.height < 200)
        #expect(plot.y > 100)
        // The axis titles keep to the plot area: the x title just below its labels, the y title just above it.
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let titles = svg.elements("text").filter { $0.classes.contains("axis-title") }
        let xTitle = try #require(titles.first { $0.stringValue == "Height" })
        let yTitle = try #require(titles.first { $0.stringValue == "Weight" })
        let xTitleY = Self.number(xTitle, "y"), yTitleY = Self.number(yTitle, "y")
        #expect(xTitleY > plot.maxY && xTitleY < plot.maxY + 50)
        #expect(yTitleY < plot.y && yTitleY > plot.y - 30)
    }

    @Test func aRatioWithAWidthOfItsOwnSetsTheHeightAndARatioAloneLeavesAPlotWithoutOneAlone() throws {
        let sized = Self.scatter().chartPlotStyle { $0.frame(width: 240).aspectRatio(1.5, contentMode: .fit) }
        let plot = Scene(try sized.resolve()).plotArea
        #expect(abs(plot.width - 240) < 0.01)
        #expect(abs(plot.height - 160) < 0.01)
        // Asked first, then given a height: the width follows.
        let later = Self.scatter().chartPlotStyle { $0.aspectRatio(2, contentMode: .fit).frame(height: 120) }
        let second = Scene(try later.resolve()).plotArea
        #expect(abs(second.height - 120) < 0.01)
        #expect(abs(second.width - 240) < 0.01)
        // No ratio: a plot area has no proportions of its own, so nothing changes.
        let none = Self.scatter().chartPlotStyle { $0.aspectRatio(contentMode: .fit) }
        #expect(Scene(try none.resolve()).plotArea == Scene(try Self.scatter().resolve()).plotArea)
    }

    @Test func theRatioRoundTripsThroughJSONAndABadOneIsNamed() throws {
        let chart = Self.scatter().chartPlotStyle { $0.aspectRatio(1, contentMode: .fit) }
        #expect(chart.spec.plotStyle?.aspectRatio == 1)
        let decoded = try ChartSpec.decode(chart.spec.encoded())
        #expect(decoded.plotStyle?.aspectRatio == 1)
        var bad = chart.spec
        bad.plotStyle?.aspectRatio = 0
        #expect(throws: PlotlineError.self) { try Chart(spec: bad).resolve() }
    }
}
