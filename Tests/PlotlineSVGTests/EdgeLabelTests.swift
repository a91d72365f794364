import Foundation
import Testing
@testable import Plotline
import PlotlineSVGTestSupport

/// The first and last x labels sit flush with their ticks when centring them would run off the chart
/// (Vega-Lite's labelFlush), rather than being dropped; and a log axis uses one label style throughout.
@Suite struct EdgeLabelTests {
    static func chart(_ xs: [Double], xScale: ScaleSpec? = nil, yAxis: AxisSpec? = nil,
                      width: Double = 640) throws -> (Scene, ChartLayout) {
        let table = try DataTable(columns: [Column(name: "n", values: .numbers(xs)),
                                            Column(name: "v", values: .numbers(xs.indices.map { Double($0) }))])
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "n"), .y: EncodingSpec(field: "v")])])
        spec.width = width
        spec.height = 300
        spec.xScale = xScale
        spec.yAxis = yAxis
        let resolved = try ChartResolver.resolve(spec)
        return (Scene(resolved), ChartLayout(resolved))
    }

    /// The x axis's labels: the tick labels on the lowest baseline.
    static func xLabels(_ scene: Scene) -> [SceneText] {
        let ticks = scene.texts.filter { $0.classes == "tick-label" }
        let baseline = ticks.map(\.y).max() ?? 0
        return ticks.filter { abs($0.y - baseline) < 0.01 }
    }

    @Test func logAxisStartsWithItsFirstLabelFlush() throws {
        let (scene, layout) = try Self.chart([1_000, 10_000, 100_000, 1_000_000, 10_000_000],
                                             xScale: ScaleSpec(type: .log))
        #expect(layout.x.ticks.map(\.label) == ["1K", "10K", "100K", "1M", "10M"])
        let labels = Self.xLabels(scene).sorted { $0.x < $1.x }
        #expect(labels.map(\.text) == ["1K", "10K", "100K", "1M", "10M"])
        // The first label starts at the axis's start; the others are centred on their ticks.
        #expect(labels[0].anchor == .start)
        #expect(abs(labels[0].x - layout.plotArea.x) < 1e-9)
        #expect(labels.dropFirst().allSatisfy { $0.anchor == .middle })
    }

    @Test func lastLabelEndsAtItsTickWhenTheAxisRunsToTheEdge() throws {
        // The y axis on the leading side: the x axis runs to the chart's trailing margin.
        let (scene, layout) = try Self.chart([0, 250_000, 500_000, 750_000, 1_000_000],
                                             yAxis: AxisSpec(position: .leading))
        let labels = Self.xLabels(scene).sorted { $0.x < $1.x }
        let last = try #require(labels.last)
        #expect(last.text == "1M")
        #expect(last.anchor == .end)
        #expect(abs(last.x - layout.plotArea.maxX) < 1e-9)
        let boxes = labels.map(TextBox.init)
        #expect(boxes.allSatisfy { $0.rect.x >= 0 && $0.rect.maxX <= scene.width })
    }

    @Test func aShortLabelStaysCentred() throws {
        let (scene, _) = try Self.chart([0, 5, 10])
        let labels = Self.xLabels(scene)
        #expect(labels.allSatisfy { $0.anchor == .middle })
        #expect(labels.sorted { $0.x < $1.x }.map(\.text) == ["0", "2", "4", "6", "8", "10"])
    }

    @Test func smallLogAxisKeepsGroupedLabels() throws {
        let (_, layout) = try Self.chart([1, 10, 100, 1_000], xScale: ScaleSpec(type: .log))
        #expect(layout.x.ticks.map(\.label) == ["1", "2", "5", "10", "20", "50", "100", "200", "500", "1,000"])
    }
}
