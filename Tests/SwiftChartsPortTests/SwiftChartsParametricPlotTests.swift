import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Parametric function plots (issue 14): `LinePlot(x:y:t:domain:function:)` traces (x, y) = f(t), joined
/// in order of t rather than of x, so a curve may double back on itself.
@Suite struct SwiftChartsParametricPlotTests {
    typealias Plots = SwiftChartsPlotTests

    /// The data value at an SVG position, from two ticks of an axis.
    static func inverse(_ ticks: [String: Double]) throws -> (Double) -> Double {
        let known = ticks.compactMap { key, px in Double(key.replacingOccurrences(of: "−", with: "-")).map { ($0, px) } }
            .sorted { $0.0 < $1.0 }
        let a = try #require(known.first), b = try #require(known.last)
        return { px in a.0 + (px - a.1) * (b.0 - a.0) / (b.1 - a.1) }
    }

    @Test func aCircleIsTracedInOrderOfT() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
        }
        .chartXScale(domain: -1.5...1.5)
        .chartYScale(domain: -1.5...1.5)
        .frame(width: 400, height: 400)
        #expect(chart.spec.marks[0].pathOrder == .data)
        let svg = try ParsedSVG(chart.svg())
        let d = try #require(svg.elements("path", classes: "mark", "line").first?.value("d"))
        let parts = Plots.subpaths(d)
        #expect(parts.count == 1)
        let toX = try Self.inverse(Plots.tickPositions(svg, axis: "x"))
        let toY = try Self.inverse(Plots.tickPositions(svg, axis: "y"))
        let points = parts[0].map { (x: toX($0.x), y: toY($0.y)) }
        let samples = try Plots.column(chart, 0, "x")
        #expect(points.count == samples.count)
        // Every vertex lies on the unit circle, read back from the picture.
        for p in points { #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - 1) < 0.01, "\(p)") }
        // It starts and ends at (1, 0) and goes round once anticlockwise: the angle only grows.
        #expect(abs(points.first!.x - 1) < 0.01 && abs(points.first!.y) < 0.01)
        #expect(abs(points.last!.x - 1) < 0.01 && abs(points.last!.y) < 0.01)
        let angles = points.dropLast().map { p -> Double in
            let a = atan2(p.y, p.x)
            return a < -1e-6 ? a + 2 * .pi : max(a, 0)
        }
        #expect(zip(angles, angles.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func aLissajousFigureDoublesBackOnX() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: sin(3 * t), y: sin(2 * t)) }
                .foregroundStyle(.indigo)
        }
        let xs = try Plots.column(chart, 0, "x"), ys = try Plots.column(chart, 0, "y")
        let svg = try ParsedSVG(chart.svg())
        let line = try #require(svg.elements("path", classes: "mark", "line").first)
        #expect(line.value("stroke") == "#5856d6")
        let vertices = Plots.subpaths(try #require(line.value("d")))[0]
        #expect(vertices.count == xs.count)
        // Drawn in the samples' order: the picture's x turns back four times or more, as sin(3t) does.
        let toX = try Self.inverse(Plots.tickPositions(svg, axis: "x"))
        let toY = try Self.inverse(Plots.tickPositions(svg, axis: "y"))
        for (i, v) in vertices.enumerated() {
            #expect(abs(toX(v.x) - xs[i]) < 0.01 && abs(toY(v.y) - ys[i]) < 0.01)
        }
        var turns = 0
        for i in 1..<(vertices.count - 1) where (vertices[i].x - vertices[i - 1].x) * (vertices[i + 1].x - vertices[i].x) < 0 {
            turns += 1
        }
        #expect(turns >= 5)
    }

    @Test func anUndefinedStretchOfTLeavesAGap() throws {
        // Half a circle is undefined (x is .nan for t in π/2...π): the curve breaks there and resumes.
        let chart = Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in
                t > .pi / 2 && t < .pi ? (x: .nan, y: sin(t)) : (x: cos(t), y: sin(t))
            }
        }
        let svg = try ParsedSVG(chart.svg())
        let d = try #require(svg.elements("path", classes: "mark", "line").first?.value("d"))
        #expect(Plots.subpaths(d).count == 2)
    }

    @Test func pathOrderIsOnlyForLinesAndAreas() throws {
        let json = #"{"data": {"values": [{"a": 1, "b": 2}]}, "marks": [{"type": "bar", "x": {"field": "a"}, "y": {"field": "b"}, "pathOrder": "data"}]}"#
        let spec = try ChartSpec.decode(Data(json.utf8))
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].pathOrder",
                                                  reason: "pathOrder 'data' is for line and area marks, not bar")) {
            try spec.validate()
        }
        let unknown = #"{"marks": [{"type": "line", "pathOrder": "t"}]}"#
        #expect(throws: PlotlineError.self) { try ChartSpec.decode(Data(unknown.utf8)) }
    }

    @Test func rowsInJSONJoinInDataOrder() throws {
        // A square walked corner to corner: by x the path would zig-zag; in row order it is the square.
        let json = #"""
        {"data": {"values": [{"x": 0, "y": 0}, {"x": 1, "y": 0}, {"x": 1, "y": 1}, {"x": 0, "y": 1}, {"x": 0, "y": 0}]},
         "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}, "pathOrder": "data"}]}
        """#
        let chart = Chart(spec: try ChartSpec.decode(Data(json.utf8)))
        let svg = try ParsedSVG(chart.svg())
        let d = try #require(svg.elements("path", classes: "mark", "line").first?.value("d"))
        let toX = try Self.inverse(Plots.tickPositions(svg, axis: "x"))
        let toY = try Self.inverse(Plots.tickPositions(svg, axis: "y"))
        let corners = Plots.subpaths(d)[0].map { (x: (toX($0.x) * 100).rounded() / 100, y: (toY($0.y) * 100).rounded() / 100) }
        #expect(corners.map(\.x) == [0, 1, 1, 0, 0])
        #expect(corners.map(\.y) == [0, 0, 1, 1, 0])
    }
}
