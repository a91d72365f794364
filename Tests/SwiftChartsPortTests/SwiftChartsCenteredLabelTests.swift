import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport

/// `AxisValueLabel(centered: true)`: a label in the middle of the interval from its value to the next, as
/// Swift Charts sets it; the last value's interval ends a step on or at the domain's end, whichever is first,
/// and a value at the domain's end has no interval after it, so no label.
@Suite struct SwiftChartsCenteredLabelTests {
    static func chart() -> Chart {
        Chart {
            ForEach(0..<10, id: \.self) { i in
                LineMark(x: .value("X", Double(i)), y: .value("Y", Double(i % 3)))
            }
        }
        .chartXScale(domain: 0...9)
        .chartYScale(domain: 0...2)
    }

    @Test func numbersAlongTheBottomSitInTheMiddleOfTheirSteps() throws {
        let chart = Self.chart().chartXAxis {
            AxisMarks(values: [0, 2, 4, 6, 8]) { _ in
                AxisTick()
                AxisValueLabel(centered: true)
            }
        }
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let labels = SwiftChartsStyleBodiesTests.tickLabels(scene, axis: "axis x")
        #expect(labels.map(\.text) == ["0", "2", "4", "6", "8"])
        // 0 in the middle of 0...2, ..., 8 in the middle of 8...9 (the domain ends before the next step).
        let middles = [1.0, 3, 5, 7, 8.5]
        for (label, middle) in zip(labels, middles) {
            #expect(label.anchor == .middle)
            #expect(abs(label.x - (plot.x + plot.width * middle / 9)) < 0.01)
        }
        // The ticks stay on their values.
        let ticks = scene.shapes.filter { $0.classes == "tick-line" }.compactMap { shape -> Double? in
            guard case .line(let x1, _, _, _) = shape.geometry else { return nil }
            return x1
        }
        #expect(ticks.contains { abs($0 - (plot.x + plot.width * 8 / 9)) < 0.01 })
    }

    @Test func aValueAtTheDomainsEndHasNoLabelAndAYAxisCentresToo() throws {
        let chart = Self.chart().chartYAxis {
            AxisMarks(position: .leading, values: [0, 1, 2]) { _ in
                AxisGridLine()
                AxisValueLabel(centered: true)
            }
        }
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let labels = SwiftChartsStyleBodiesTests.tickLabels(scene, axis: "axis y")
        #expect(labels.map(\.text) == ["0", "1"])
        #expect(abs((labels.first?.y ?? 0) - (plot.maxY - plot.height / 4)) < 0.01)
        #expect(abs((labels.last?.y ?? 0) - (plot.maxY - plot.height * 3 / 4)) < 0.01)
        // The grid line at 2 is still drawn.
        #expect(scene.shapes.filter { $0.classes == "grid-line y" }.count == 3)
    }

    @Test func withoutCenteredALabelStaysOnItsValue() throws {
        let chart = Self.chart().chartXAxis {
            AxisMarks(values: [0, 3, 6, 9]) { _ in AxisValueLabel() }
        }
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let labels = SwiftChartsStyleBodiesTests.tickLabels(scene, axis: "axis x")
        #expect(labels.map(\.text) == ["0", "3", "6", "9"])
        #expect(labels.count == 4 && abs(labels[1].x - (plot.x + plot.width / 3)) < 0.01)
    }
}
