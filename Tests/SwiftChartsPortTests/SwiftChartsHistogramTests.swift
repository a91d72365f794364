import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// A histogram written as Swift Charts' documentation writes one: `NumberBins`, the values grouped by
/// `bins.index(for:)`, a bar per bin that has values. Its axis ticks on the bins' regular edges, the empty
/// bins' too, never only on the edges of the bars drawn.
@Suite struct SwiftChartsHistogramTests {
    @Test func emptyBinsKeepTheTicksOnRegularEdges() throws {
        // Bins five minutes wide from 30; nothing between 45 and 60.
        let minutes: [Double] = [31, 33, 34, 36, 38, 39, 41, 42, 44, 61, 63, 66, 72, 74]
        let bins = NumberBins(thresholds: stride(from: 30.0, through: 75, by: 5).map { $0 })
        let groups = Dictionary(grouping: minutes, by: bins.index(for:))
        let chart = Chart(groups.keys.sorted(), id: \.self) { index in
            BarMark(x: .value("Minutes", bins[index]), y: .value("Trips", groups[index]!.count))
        }
        .frame(width: 640, height: 320)
        let svg = try ParsedSVG(try chart.svg())
        let values = SwiftChartsPlottableTests.ticks(svg, "x").compactMap { Double($0.value) }
        #expect(values.count >= 4)
        // One step between every two ticks, a multiple of the bins' width, from the first bin's edge.
        let steps = Set(zip(values, values.dropFirst()).map { $1 - $0 })
        #expect(steps.count == 1)
        let step = try #require(steps.first)
        #expect(step.truncatingRemainder(dividingBy: 5) == 0)
        #expect(values.first == 30)
        #expect(values.allSatisfy { ($0 - 30).truncatingRemainder(dividingBy: step) == 0 })
    }
}
