import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// The words say where a function plot is undefined (issue 14): `.nan` leaves a gap in the picture, and
/// the summary names it, in English, Korean and Turkish.
@Suite struct SwiftChartsFunctionGapWordsTests {
    static func reciprocal() -> Chart {
        Chart {
            LinePlot(x: "x", y: "y", domain: -4...4) { x in x == 0 ? .nan : 1 / x }
        }
        .chartYScale(domain: -4...4)
    }

    @Test func anUndefinedPointIsNamed() throws {
        let text = try Self.reciprocal().resolve().accessibility.plainText()
        #expect(text.contains("No value at x = 0.000. 1 value is missing."), "\(text)")
    }

    @Test func anUndefinedStretchIsNamedByItsEnds() throws {
        // The square root is undefined below zero: from -4 up to the last sample before 0.
        let chart = Chart {
            AreaPlot(x: "x", y: "Root", domain: -4...4) { x in x.squareRoot() }
        }
        let xs = try SwiftChartsPlotTests.column(chart, 0, "x"), ys = try SwiftChartsPlotTests.column(chart, 0, "Root")
        let lastUndefined = try #require(zip(xs, ys).filter { $0.1.isNaN }.map(\.0).max())
        #expect(lastUndefined < 0 && lastUndefined > -0.1)
        let resolved = try chart.resolve()
        let text = resolved.accessibility.plainText()
        // The stretch runs from -4 to the last undefined sample, as the axis writes numbers (3 digits).
        let expected = "No values from x = -4.000 to \(String(format: "%.3f", lastUndefined)). "
        #expect(text.contains(expected + "\(ys.filter(\.isNaN).count) values are missing."), "\(text)")
    }

    @Test func twoGapsAreNamedInTheOrderTheLineIsDrawn() throws {
        // tan(x) is undefined (here: left undefined) near ±π/2.
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: -3...3) { x in abs(abs(x) - .pi / 2) < 0.2 ? .nan : tan(x) }
        }
        .chartYScale(domain: -10...10)
        let text = try chart.resolve().accessibility.plainText()
        // Both stretches, in the order of x, each from its first undefined sample to its last.
        let xs = try SwiftChartsPlotTests.column(chart, 0, "x"), ys = try SwiftChartsPlotTests.column(chart, 0, "y")
        let undefined = zip(xs, ys).filter { $0.1.isNaN }.map(\.0)
        let left = undefined.filter { $0 < 0 }, right = undefined.filter { $0 > 0 }
        func f(_ v: Double) -> String { String(format: "%.3f", v) }
        let expected = "No values from x = \(f(left.min()!)) to \(f(left.max()!)). No values from x = \(f(right.min()!)) to \(f(right.max()!))."
        #expect(text.contains(expected), "\(text)")
        #expect(expected.contains("-1.770 to -1.371") && expected.contains("1.371 to 1.770"))
        let svg = try ParsedSVG(chart.svg())
        let d = try #require(svg.elements("path", classes: "mark", "line").first?.value("d"))
        #expect(SwiftChartsPlotTests.subpaths(d).count == 3)
    }

    @Test(arguments: [("ko-KR", "x = 0.000에서 값이 없습니다. 값 1개가 누락되었습니다."), ("tr-TR", "x = 0,000 için değer yok. 1 değer eksik.")])
    func theGapIsNamedInTheChartsLanguage(_ locale: String, _ expected: String) throws {
        let text = try Self.reciprocal().chartLocale(locale).resolve().accessibility.plainText()
        #expect(text.contains(expected), "\(text)")
    }
}
