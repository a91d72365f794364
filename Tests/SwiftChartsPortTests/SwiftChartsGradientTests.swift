import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Gradients written as Swift Charts' documentation and Apple's sample code write them: a plot-wide
/// gradient the bars rise into, an area fading to clear, and a gradient as a category scale's range. Read
/// back from the SVG: the `linearGradient` each mark is painted with, its line and its stops.
@Suite struct SwiftChartsGradientTests {
    struct Sale: Identifiable {
        var month: String
        var units: Double
        var id: String { month }
    }

    static let sales = [Sale(month: "Jan", units: 20), Sale(month: "Feb", units: 60), Sale(month: "Mar", units: 100),
                        Sale(month: "Apr", units: 40)]

    /// A gradient's line and stops, read from its element.
    struct ReadGradient {
        var y1: Double, y2: Double, x1: Double, x2: Double
        var stops: [String]
    }

    static func gradients(_ svg: ParsedSVG) -> [String: ReadGradient] {
        var result: [String: ReadGradient] = [:]
        for g in svg.elements("linearGradient") {
            result[g.value("id") ?? "?"] = ReadGradient(
                y1: Double(g.value("y1") ?? "") ?? .nan, y2: Double(g.value("y2") ?? "") ?? .nan,
                x1: Double(g.value("x1") ?? "") ?? .nan, x2: Double(g.value("x2") ?? "") ?? .nan,
                stops: g.children(named: "stop").map { ($0.value("offset") ?? "?") + " " + ($0.value("stop-color") ?? "?") })
        }
        return result
    }

    static func reference(_ paint: String?) -> String? {
        guard let paint, paint.hasPrefix("url(#"), paint.hasSuffix(")") else { return nil }
        return String(paint.dropFirst(5).dropLast())
    }

    @Test func aPlotWideGradientSpansThePlotAreaNotEachBar() throws {
        let chart = Chart {
            ForEach(Self.sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
            }
            .foregroundStyle(.linearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top))
            .alignsMarkStylesWithPlotArea()
        }
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let bars = svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 4)
        let gradients = Self.gradients(svg)
        let plot = scene.plotArea
        for bar in bars {
            // Each bar is painted with a gradient, not one color...
            let id = try #require(Self.reference(bar.value("fill")))
            let gradient = try #require(gradients[id])
            // ...from blue at the plot area's bottom to red at its top, whatever the bar's height.
            #expect(gradient.stops == ["0 #007aff", "1 #ff3b30"])
            #expect(abs(gradient.y1 - plot.maxY) < 0.01)
            #expect(abs(gradient.y2 - plot.y) < 0.01)
        }
        let colors = Set(gradients.values.map { $0.stops })
        #expect(colors.count == 1)
        #expect(colors.first?.count == 2)
    }

    @Test func aGradientOnOneMarkSpansThatMark() throws {
        let chart = Chart(Self.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(.linearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top))
        }
        let svg = try ParsedSVG(try chart.svg())
        let gradients = Self.gradients(svg)
        for bar in svg.elements("rect", classes: "mark", "bar") {
            let gradient = try #require(gradients[Self.reference(bar.value("fill")) ?? ""])
            let y = Double(bar.value("y") ?? "")!, height = Double(bar.value("height") ?? "")!
            // The bar's own bottom to its own top.
            #expect(abs(gradient.y1 - (y + height)) < 0.01)
            #expect(abs(gradient.y2 - y) < 0.01)
        }
    }

    @Test func anAreaFadesToClear() throws {
        let chart = Chart(Self.sales) { sale in
            AreaMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(.linearGradient(colors: [.blue.opacity(0.5), .clear], startPoint: .top, endPoint: .bottom))
        }
        let svg = try ParsedSVG(try chart.svg())
        let area = try #require(svg.elements("path", classes: "mark", "area").first)
        let id = try #require(Self.reference(area.value("fill")))
        let element = try #require(svg.elements("linearGradient").first { $0.value("id") == id })
        let opacities = element.children(named: "stop").map { $0.value("stop-opacity") ?? "1" }
        #expect(opacities == ["0.5", "0"])
        // From the area's top (its highest point, 100 units) down to its bottom (the zero line).
        let gradient = try #require(Self.gradients(svg)[id])
        #expect(gradient.y1 < gradient.y2)
    }

    @Test func aGradientAsACategoryScaleRangeGivesEachCategoryItsColor() throws {
        let chart = Chart(Self.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Month", sale.month))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .blue]))
        let svg = try ParsedSVG(try chart.svg())
        let fills = svg.elements("rect", classes: "mark", "bar").map { $0.value("fill") ?? "?" }
        // Yellow, two colors between, blue: the gradient at 0, 1/3, 2/3 and 1, in the data's order.
        let yellow = Color.yellow, blue = Color.blue
        func mix(_ t: Double) -> String { Gradient(colors: [yellow, blue]).color(at: t).hex }
        #expect(fills == [yellow.hex, mix(1.0 / 3), mix(2.0 / 3), blue.hex])
        // The key shows the same colors.
        let swatches = svg.elements("g", classes: "legend-entry").compactMap { $0.children.first?.value("fill") }
        #expect(swatches == fills)
    }
}
