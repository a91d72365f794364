import Foundation
import Plotline
import PlotlineAudio
import PlotlineGallery
import PlotlineHTML
@testable import ScenePage
import Testing

/// What the page's keys move through (the tree of chart, series, references, axes and legend; groups;
/// points), read from the model made for gallery charts and checked against their data and audio graph.
@Suite struct NavigationModelTests {
    static func model(_ slug: String) throws -> (NavigationModel, ResolvedChart, AudioGraph) {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        let chart = try entry.chart.resolve()
        let graph = try AudioGraph(descriptor: chart.accessibility.descriptor)
        let scene = Scene(chart, theme: HTMLPage.readable(.light))
        return (NavigationModel(chart: chart, plotArea: scene.plotArea, pitch: graph.pitch, graph: graph), chart, graph)
    }

    @Test func rulesAxesAndTheLegendAreNodesOfTheirOwn() throws {
        let (steps, _, _) = try Self.model("01-steps")
        #expect(steps.references == ["A rule marks Goal: 10,000."])
        #expect(steps.axes == ["X axis: Day, August 1 to August 31, 2024.", "Y axis: Steps, 0 to 20,000."])
        #expect(steps.legend.isEmpty, "one series has no legend to visit")
        let (heart, _, _) = try Self.model("03-heart-rate")
        #expect(heart.references == ["A band marks Resting 60–100: 60 beats per minute to 100 beats per minute."])
        let (pressure, _, _) = try Self.model("05-blood-pressure")
        #expect(pressure.legend == ["Systolic", "Diastolic"])
        #expect(pressure.references.isEmpty)
    }

    @Test func sectorsAndSegmentsAreOnePointSeriesWithTheirValues() throws {
        // A donut: no axes; each sector its own one-point series, so Left and Right go from one to the next.
        let (donut, _, _) = try Self.model("12-activity")
        #expect(donut.axes.isEmpty)
        #expect(donut.legend == ["Walking", "Cycling", "Running", "Yoga", "Swimming"])
        #expect(donut.series.map(\.points.count) == [1, 1, 1, 1, 1])
        #expect(donut.series.map { $0.points[0].v } == [74, 41, 26, 18, 12])
        // One stacked bar: each segment one point, its own value (not the stack's running top).
        let (storage, _, _) = try Self.model("06-storage")
        #expect(storage.series.map(\.name) == ["Photos", "Apps", "System Data", "Messages", "iOS"])
        #expect(storage.series.map { $0.points[0].v } == [61.5, 38.2, 14.1, 12.4, 9.8])
        #expect(storage.axes == ["X axis: Size, 0 gigabytes to 256 gigabytes."])
    }

    @Test func stackTotalsAreReachable() throws {
        let (storage, _, _) = try Self.model("06-storage")
        #expect(storage.totals == ["Total: 136 gigabytes"], "61.5 + 38.2 + 14.1 + 12.4 + 9.8")
        let cups = [("Mon", "Tea", 3.0), ("Mon", "Coffee", 5.0), ("Tue", "Tea", 1.0), ("Tue", "Coffee", 2.0), ("Wed", "Tea", 4.0)]
        let chart = try Chart(cups, id: \.0) { c in
            BarMark(x: .value("Day", c.0), y: .value("Cups", c.2)).foregroundStyle(by: .value("Drink", c.1))
        }.resolve()
        let model = NavigationModel(chart: chart, plotArea: Scene(chart).plotArea, pitch: nil)
        // Wednesday's stack has one segment: its total is its segment, already reached.
        #expect(model.totals == ["Total at Mon: 8", "Total at Tue: 3"])
        #expect(model.legend == ["Tea", "Coffee"])
    }

    @Test func valuesAreTheDataForTheLowestAndHighestJumps() throws {
        let (steps, chart, _) = try Self.model("01-steps")
        let ys = chart.accessibility.descriptor.series[0].dataPoints.map(\.y)
        #expect(steps.series[0].points.map(\.v) == ys)
        let values = steps.series[0].points.compactMap(\.v)
        #expect(values.min() == 4_514 && values.max() == 15_186)
        #expect(steps.series[0].points[values.firstIndex(of: 15_186)!].label == "August 8: 15,186")
    }

    @Test func eachPointKnowsWhenItSoundsSoPlayCanStartThere() throws {
        // Bars: one tone per point, at the step of the audio graph.
        let (steps, _, graph) = try Self.model("01-steps")
        let starts = graph.toneSchedule().filter { $0.kind == .data }.map { NavigationModel.round($0.start) }
        #expect(steps.series[0].points.map(\.t) == starts)
        #expect(starts.count == 31 && starts[0] == 0)
        // Two series one after the other: the second starts after the first ends, after the cue.
        let (pressure, _, pressureGraph) = try Self.model("05-blood-pressure")
        let systolic = pressure.series[0].points.compactMap(\.t), diastolic = pressure.series[1].points.compactMap(\.t)
        #expect(systolic.count == 14 && diastolic.count == 14)
        #expect(diastolic[0] >= pressureGraph.seriesTimes[1].lowerBound - 0.01)
        #expect(diastolic[0] > systolic.last!)
        // A line of 1,304 points, its sound reduced to each bucket's lowest and highest: one gliding tone;
        // each point at its place in the glide or its bucket's, in order.
        let (stock, _, stockGraph) = try Self.model("02-stock")
        let times = stock.series[0].points.compactMap(\.t)
        #expect(times.count == stock.series[0].points.count)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(Set(times).count > 100)
        #expect(times.first == 0 && times.last! < stockGraph.duration)
    }

    @Test func narrowLayoutsAreLaidOutAgainNotScaledDown() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "02-stock" })
        let view = HTMLPage.View.make(id: "v0", chart: try entry.chart.resolve(), audio: AudioGraphOptions())
        #expect(view.nav.layouts.map(\.width).suffix(3) == [272, 432, 640])
        #expect(view.narrow.map(\.width).suffix(2) == [272, 432])
        // The narrowest, for a 320 px window with a 24 px font: 168 points, or narrower and shown enlarged
        // where the chart has smaller text (the stock chart's 10-point annotation: 140 points at 1.2 times).
        let narrowest = view.nav.layouts[0]
        #expect(narrowest.width * narrowest.scale <= 168 && narrowest.width * narrowest.scale > 160)
        for (picture, layout) in zip(view.narrow, view.nav.layouts) {
            // Each narrow picture is its own layout: its own view box, and no text under 12 points on screen.
            #expect(picture.svgLight.contains("viewBox=\"0 0 \(Int(picture.width)) "))
            let sizes = picture.svgLight.matches(of: /font-size="([\d.]+)"/).map { Double($0.1)! }
            #expect(!sizes.isEmpty && sizes.min()! * layout.scale >= 11.99, "\(picture.width): \(sizes.min() ?? 0) × \(layout.scale)")
        }
        // The plot area of a narrow layout is narrower, not the same one scaled.
        let plots = view.nav.layouts.map(\.plot)
        #expect(plots[1][2] < plots[3][2] * 272 / 640 + 1 && plots[1][2] > 150)
        #expect(plots[0][2] < plots[1][2] && plots[0][2] > 60)
        // A watch-sized chart has no narrower layout; it is shown enlarged to 12 px text.
        let watch = try #require(Gallery.entries.first { $0.slug == "10-watch" })
        #expect(HTMLPage.View.make(id: "v0", chart: try watch.chart.resolve(), audio: AudioGraphOptions()).narrow.isEmpty)
    }
}
