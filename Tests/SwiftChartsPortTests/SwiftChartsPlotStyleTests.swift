import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// `chartPlotStyle { plotArea in ... }` written as Swift Charts' documentation writes it: the plot area's
/// fill, border and size read back from the SVG.
@Suite struct SwiftChartsPlotStyleTests {
    struct Sale { var month: String; var units: Double; var store: String }
    static let sales = [Sale(month: "Jan", units: 40, store: "Oak St"), Sale(month: "Feb", units: 55, store: "Oak St"),
                        Sale(month: "Mar", units: 32, store: "Oak St"), Sale(month: "Jan", units: 28, store: "Elm Rd"),
                        Sale(month: "Feb", units: 36, store: "Elm Rd"), Sale(month: "Mar", units: 44, store: "Elm Rd")]

    static func bars() -> Chart {
        Chart(sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Store", sale.store))
        }
    }

    /// The plot area's x, y, width and height, as the SVG's plot-area group gives them.
    static func plotArea(_ svg: ParsedSVG) throws -> [Double] {
        let g = try #require(svg.elements("g", classes: "plot-area").first)
        return ["data-x", "data-y", "data-width", "data-height"].map { Double(g.value($0) ?? "") ?? .nan }
    }

    static func rect(_ node: Node) -> [Double] {
        ["x", "y", "width", "height"].map { Double(node.value($0) ?? "") ?? .nan }
    }

    @Test func backgroundAndBorderAreDrawnAroundThePlotArea() throws {
        let chart = Self.bars().chartPlotStyle { plotArea in
            plotArea.background(Color.gray.opacity(0.1)).border(Color.blue, width: 2)
        }
        let svg = try ParsedSVG(try chart.svg())
        let area = try Self.plotArea(svg)
        let background = try #require(svg.elements("rect", classes: "plot-background").first)
        #expect(Self.rect(background) == area)
        #expect(background.value("fill") != nil && background.value("fill") != "none")
        // The border lies inside the plot area's edge, as SwiftUI's border does: inset by half its width.
        let border = try #require(svg.elements("rect", classes: "plot-border").first)
        #expect(Self.rect(border) == [area[0] + 1, area[1] + 1, area[2] - 2, area[3] - 2])
        #expect(border.value("stroke-width") == "2" && border.value("fill") == "none")
        // The fill is under everything in the plot area (first), the border over the marks (last).
        let plot = try #require(svg.elements("g", classes: "plot-area").first)
        #expect(plot.children.first?.classes.contains("plot-background") == true)
        #expect(plot.children.last?.classes.contains("plot-border") == true)
        // The same plot style from JSON draws the same picture.
        #expect(chart.spec.plotStyle?.border == PlotStyleSpec.Border(color: try #require(chart.spec.plotStyle?.border?.color), width: 2))
        #expect(try Chart(spec: ChartSpec.decode(chart.spec.encoded())).svg() == chart.svg())
    }

    @Test func framingThePlotAreaSizesTheChartAroundIt() throws {
        let tall = Self.bars().chartPlotStyle { $0.frame(height: 200) }
        let area = try Self.plotArea(try ParsedSVG(try tall.svg()))
        #expect(area[3] == 200)
        // The chart is the plot area plus what the axes and the legend need: taller than 200.
        let resolved = try tall.resolve()
        #expect(resolved.height > 200 + 40 && resolved.width == 640)
        // Width too, with a title taking room above.
        let both = Self.bars().chartPlotStyle { plotArea in plotArea.frame(width: 300, height: 120) }
            .chartXAxisLabel("Month")
        let framed = try Self.plotArea(try ParsedSVG(try both.svg()))
        #expect(framed[2] == 300 && framed[3] == 120)
        // A bounded frame takes its ideal size, else its minimum.
        let bounded = Self.bars().chartPlotStyle { $0.frame(minHeight: 150, maxHeight: 400) }
        #expect(try Self.plotArea(try ParsedSVG(try bounded.svg()))[3] == 150)
    }

    @Test func badPlotStylesNameTheirPath() throws {
        var spec = Self.bars().spec
        spec.plotStyle = PlotStyleSpec(background: "not-a-color")
        #expect(throws: PlotlineError.invalidSpec(path: "$.plotStyle.background",
            reason: "'not-a-color' is not a color; use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red")) {
            try Chart(spec: spec).svg()
        }
        spec.plotStyle = PlotStyleSpec(height: 5)
        #expect(throws: PlotlineError.invalidSpec(path: "$.plotStyle.height",
                                                  reason: "expected a plot size from 16 to 20000 points, found 5.0")) {
            try Chart(spec: spec).svg()
        }
        spec.plotStyle = PlotStyleSpec(height: 19_990)
        #expect(throws: PlotlineError.self) { try Chart(spec: spec).svg() }
    }
}
