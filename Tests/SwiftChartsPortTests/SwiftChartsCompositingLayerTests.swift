import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// Compositing layers as Swift Charts code writes them (`.compositingLayer { content in ... }` on a
/// `ForEach` or a single mark, `compositingLayer()` alone, and on axis marks): the layer's opacity and
/// shadow reach every mark in it; a blur is accepted and draws nothing.
@Suite struct SwiftChartsCompositingLayerTests {
    struct Price: Identifiable { var id: Int { day }; var day: Int; var close: Double }
    static let prices = [Price(day: 1, close: 101), Price(day: 2, close: 104.5), Price(day: 3, close: 99.25),
                         Price(day: 4, close: 107)]

    @Test func aGlowingLineUnderTheSharpOne() throws {
        let chart = Chart {
            ForEach(Self.prices) { price in
                LineMark(x: .value("Day", price.day), y: .value("Close", price.close), series: .value("Line", "Glow"))
                    .lineStyle(StrokeStyle(lineWidth: 8))
            }
            .compositingLayer { content in
                content
                    .blur(radius: 6)
                    .opacity(0.5)
                    .shadow(color: .blue.opacity(0.4), radius: 4, y: 2)
            }
            ForEach(Self.prices) { price in
                LineMark(x: .value("Day", price.day), y: .value("Close", price.close), series: .value("Line", "Close"))
                    .lineStyle(StrokeStyle(lineWidth: 2))
            }
            .compositingLayer()
        }
        #expect(chart.spec.marks[0].style?.opacity == 0.5)
        #expect(chart.spec.marks[0].style?.shadow == MarkShadow(color: Color.blue.opacity(0.4).css, radius: 4, x: 0, y: 2))
        #expect(chart.spec.marks[1].style?.opacity == nil && chart.spec.marks[1].style?.shadow == nil)
        let svg = try ParsedSVG(try chart.svg())
        let lines = svg.elements("path", classes: "mark", "line")
        #expect(lines.count == 2)
        let widths = lines.map { $0.value("stroke-width") }
        #expect(widths == ["8", "2"])
        let opacities = lines.map { $0.value("stroke-opacity") ?? $0.value("opacity") ?? "1" }
        #expect(opacities == ["0.5", "1"])
        // The glow casts a shadow; the sharp line does not.
        #expect(!svg.elements("path", classes: "mark-shadow-shape").isEmpty)
    }

    @Test func opacitiesOnALayerMultiply() throws {
        let chart = Chart {
            Plot {
                ForEach(Self.prices) { price in
                    BarMark(x: .value("Day", String(price.day)), y: .value("Close", price.close))
                }
                RuleMark(y: .value("Target", 100)).opacity(0.8)
            }
            .compositingLayer { $0.opacity(0.5).opacity(0.5) }
        }
        let svg = try ParsedSVG(try chart.svg())
        let bars = svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 4)
        #expect(bars.allSatisfy { ($0.value("fill-opacity") ?? $0.value("opacity")) == "0.25" })
        // The rule's own opacity wins over its layer's, as a mark's own modifier wins over its group's.
        let rule = try #require(svg.elements("line", classes: "mark", "rule").first)
        #expect((rule.value("stroke-opacity") ?? rule.value("opacity")) == "0.8")
    }

    @Test func axisMarksCompileInALayer() throws {
        let chart = Chart(Self.prices) { price in
            PointMark(x: .value("Day", price.day), y: .value("Close", price.close))
        }
        .chartYAxis {
            AxisMarks(position: .leading) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
            .compositingLayer { $0.opacity(0.6) }
        }
        let scene = Scene(try chart.resolve())
        let labels = SwiftChartsStyleBodiesTests.tickLabels(scene, axis: "axis y").map(\.text)
        #expect(labels == ["97.5", "100", "102.5", "105", "107.5"])
        // On the leading side.
        let first = try #require(SwiftChartsStyleBodiesTests.tickLabels(scene, axis: "axis y").first)
        #expect(first.x < scene.plotArea.x)
    }
}
