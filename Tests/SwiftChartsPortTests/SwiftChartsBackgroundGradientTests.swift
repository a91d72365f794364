import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
@testable import ScenePNG

/// Gradient backgrounds as Swift Charts' documentation and Apple's samples write them: a plot area that
/// fades (`chartPlotStyle { $0.background(LinearGradient(...)) }`), a gradient view behind the chart
/// (`chartBackground { _ in LinearGradient(...) }`) and a gradient on the chart view itself
/// (`.background(LinearGradient(...))`). Read back from the SVG (the `linearGradient` each background is
/// painted with, its line and stops) and from the PNG's pixels (the color changes along the gradient).
@Suite struct SwiftChartsBackgroundGradientTests {
    struct Reading: Identifiable {
        var hour: Int
        var temperature: Double
        var id: Int { hour }
    }

    static let readings = (0..<12).map { Reading(hour: $0 * 2, temperature: 14 + 8 * sin(Double($0) / 3)) }

    static func line() -> Chart {
        Chart(readings) { reading in
            LineMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.temperature))
        }
    }

    /// The gradient an element is painted with.
    static func gradient(_ svg: ParsedSVG, for element: Node) throws -> Node {
        let fill = try #require(element.value("fill"))
        #expect(fill.hasPrefix("url(#"))
        let id = String(fill.dropFirst(5).dropLast())
        return try #require(svg.elements(named: ["linearGradient", "radialGradient"]).first { $0.value("id") == id })
    }

    static func stops(_ gradient: Node) -> [String] {
        gradient.children(named: "stop").map {
            ($0.value("offset") ?? "?") + " " + ($0.value("stop-color") ?? "?") + ($0.value("stop-opacity").map { " " + $0 } ?? "")
        }
    }

    static func number(_ node: Node, _ name: String) -> Double { Double(node.value(name) ?? "") ?? .nan }

    static func pixel(_ canvas: Canvas, _ x: Double, _ y: Double) -> (red: Int, green: Int, blue: Int) {
        let p = (Int(y) * canvas.width + Int(x)) * 4
        return (Int(canvas.pixels[p]), Int(canvas.pixels[p + 1]), Int(canvas.pixels[p + 2]))
    }

    @Test func aPlotAreaBackgroundGradientRunsFromThePlotAreasTopToItsBottom() throws {
        let chart = Self.line()
            .chartPlotStyle { plotArea in
                plotArea.background(LinearGradient(colors: [.orange.opacity(0.3), .blue.opacity(0.1)],
                                                   startPoint: .top, endPoint: .bottom))
            }
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let background = try #require(svg.elements("rect", classes: "plot-background").first)
        let gradient = try Self.gradient(svg, for: background)
        #expect(gradient.name == "linearGradient")
        let plot = scene.plotArea
        // Across the plot area, not the chart: its top to its bottom, at its middle.
        #expect(abs(Self.number(gradient, "y1") - plot.y) < 0.01)
        #expect(abs(Self.number(gradient, "y2") - plot.maxY) < 0.01)
        #expect(abs(Self.number(gradient, "x1") - (plot.x + plot.width / 2)) < 0.01)
        #expect(Self.stops(gradient) == ["0 #ff9500 0.3", "1 #007aff 0.1"])

        // The PNG paints it: orange near the plot's top, bluish near its bottom.
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        let top = Self.pixel(canvas, plot.x + 3, plot.y + 2), bottom = Self.pixel(canvas, plot.x + 3, plot.maxY - 2)
        #expect(top.red > top.blue)
        #expect(bottom.blue > bottom.red)
    }

    @Test func aGradientViewInChartBackgroundCoversTheChart() throws {
        let chart = Self.line()
            .frame(width: 400, height: 240)
            .chartBackground { _ in
                LinearGradient(colors: [.yellow.opacity(0.25), .clear], startPoint: .leading, endPoint: .trailing)
            }
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let rect = try #require(svg.elements("rect", classes: "view-shape").first)
        #expect(Self.number(rect, "width") == 400)
        #expect(Self.number(rect, "height") == 240)
        let gradient = try Self.gradient(svg, for: rect)
        // Leading to trailing across the whole chart, at its middle height.
        #expect(Self.number(gradient, "x1") == 0)
        #expect(Self.number(gradient, "x2") == 400)
        #expect(Self.number(gradient, "y1") == 120)
        #expect(Self.stops(gradient) == ["0 #ffcc00 0.25", "1 #000000 0"])

        let canvas = PNGRenderer.canvas(scene, scale: 1)
        // Yellowish at the leading edge (less blue than red), white at the trailing one.
        let leading = Self.pixel(canvas, 2, 230), trailing = Self.pixel(canvas, 397, 230)
        #expect(leading.blue < leading.red - 20)
        #expect(trailing.blue == 255 && trailing.red == 255)
    }

    @Test func aGradientBackgroundOnTheChartViewFillsItsRectangle() throws {
        let chart = Self.line()
            .padding()
            .background(LinearGradient(colors: [.indigo.opacity(0.2), .mint.opacity(0.2)], startPoint: .topLeading,
                                        endPoint: .bottomTrailing))
            .frame(width: 360, height: 240)
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let rect = try #require(svg.elements("rect", classes: "view-background").first)
        let gradient = try Self.gradient(svg, for: rect)
        // The padding written before it is inside it: the whole picture, its top leading corner to its
        // bottom trailing one.
        #expect(Self.number(gradient, "x1") == 0)
        #expect(Self.number(gradient, "y1") == 0)
        #expect(Self.number(gradient, "x2") == 360)
        #expect(Self.number(gradient, "y2") == 240)
        #expect(Self.stops(gradient).count == 2)

        let canvas = PNGRenderer.canvas(scene, scale: 1)
        let first = Self.pixel(canvas, 2, 2), last = Self.pixel(canvas, 357, 237)
        #expect(first != last)
    }
}
