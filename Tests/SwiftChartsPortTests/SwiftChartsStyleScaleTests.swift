import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// `chartForegroundStyleScale` written as Swift Charts' documentation writes it: a mapping, a domain with a
/// range, a closure, a gradient for numbers; colors and legend order read back from the SVG.
@Suite struct SwiftChartsStyleScaleTests {
    struct Harvest { var fruit: String; var tons: Double }
    static let harvests = [Harvest(fruit: "Apple", tons: 12), Harvest(fruit: "Pear", tons: 7),
                           Harvest(fruit: "Plum", tons: 4), Harvest(fruit: "Apple", tons: 3)]

    static func chart() -> Chart {
        Chart(harvests.indices, id: \.self) { i in
            BarMark(x: .value("Fruit", harvests[i].fruit), y: .value("Tons", harvests[i].tons))
                .foregroundStyle(by: .value("Fruit", harvests[i].fruit))
        }
    }

    /// Each bar's category and fill.
    static func fills(_ svg: ParsedSVG) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for bar in svg.elements("rect", classes: "mark", "bar") {
            result[bar.value("data-x") ?? "", default: []].insert(bar.value("fill") ?? "none")
        }
        return result
    }

    static func legend(_ svg: ParsedSVG) -> [String] {
        svg.elements("text", classes: "legend-label").map(\.stringValue)
    }

    @Test func keyValuePairsColorAndOrderTheLegend() throws {
        let chart = Self.chart().chartForegroundStyleScale(["Plum": Color.purple, "Apple": .red, "Pear": .green])
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.fills(svg) == ["Apple": ["#ff3b30"], "Pear": ["#34c759"], "Plum": ["#af52de"]])
        #expect(Self.legend(svg) == ["Plum", "Apple", "Pear"])
        // The legend's swatches take the same colors, in the same order.
        let swatches = svg.elements("g", classes: "legend-entry").compactMap { $0.children.first?.value("fill") }
        #expect(swatches == ["#af52de", "#ff3b30", "#34c759"])
        // The JSON form: the mapping's domain and range, read back to the same drawing.
        #expect(chart.spec.foregroundStyleScale == StyleScaleSpec(domain: [.string("Plum"), .string("Apple"), .string("Pear")],
                                                                  range: ["#af52de", "#ff3b30", "#34c759"]))
        #expect(try Chart(spec: ChartSpec.decode(chart.spec.encoded())).svg() == chart.svg())
    }

    @Test func domainAndRangeWithAValueOutsideTheDomain() throws {
        let chart = Self.chart().chartForegroundStyleScale(domain: ["Pear", "Apple"], range: [Color.orange, .blue])
        let svg = try ParsedSVG(try chart.svg())
        // Plum is outside the domain: it comes last and takes the range's colors from where the domain's end.
        #expect(Self.legend(svg) == ["Pear", "Apple", "Plum"])
        #expect(Self.fills(svg) == ["Pear": ["#ff9500"], "Apple": ["#007aff"], "Plum": ["#ff9500"]])
        // A domain alone orders the legend; the colors stay the theme's, in that order.
        let ordered = try ParsedSVG(try Self.chart().chartForegroundStyleScale(domain: ["Plum", "Pear", "Apple"]).svg())
        #expect(Self.legend(ordered) == ["Plum", "Pear", "Apple"])
        #expect(Self.fills(ordered)["Plum"] == ["#3f82f7"])
    }

    @Test func aClosureMapsEachValue() throws {
        let chart = Self.chart().chartForegroundStyleScale { (fruit: String) in fruit == "Apple" ? Color.red : .gray }
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.fills(svg) == ["Apple": ["#ff3b30"], "Pear": ["#8e8e93"], "Plum": ["#8e8e93"]])
        #expect(Self.legend(svg) == ["Apple", "Pear", "Plum"])
        let wrongType = Self.chart().chartForegroundStyleScale { (tons: Double) in tons > 5 ? Color.red : .gray }
        #expect(throws: PlotlineError.self) { try wrongType.svg() }
        let domain = Self.chart().chartForegroundStyleScale(domain: ["Plum", "Apple", "Pear"]) { fruit in
            fruit.hasPrefix("P") ? Color.indigo : .mint
        }
        let domainSVG = try ParsedSVG(try domain.svg())
        #expect(Self.legend(domainSVG) == ["Plum", "Apple", "Pear"])
        #expect(Self.fills(domainSVG) == ["Apple": ["#00c7be"], "Pear": ["#5856d6"], "Plum": ["#5856d6"]])
    }

    @Test func aDictionaryKeepsTheDataOrder() throws {
        let styles: [String: Color] = ["Plum": .purple, "Apple": .red, "Pear": .green]
        let svg = try ParsedSVG(try Self.chart().chartForegroundStyleScale(styles).svg())
        #expect(Self.legend(svg) == ["Apple", "Pear", "Plum"])
        #expect(Self.fills(svg) == ["Apple": ["#ff3b30"], "Pear": ["#34c759"], "Plum": ["#af52de"]])
    }

    struct Cell { var day: String; var hour: Int; var count: Double }
    static let cells = [Cell(day: "Mon", hour: 9, count: 0), Cell(day: "Mon", hour: 10, count: 5),
                        Cell(day: "Tue", hour: 9, count: 10), Cell(day: "Tue", hour: 10, count: 20)]

    @Test func aGradientRangeColorsNumbers() throws {
        let chart = Chart(Self.cells.indices, id: \.self) { i in
            RectangleMark(x: .value("Day", Self.cells[i].day), y: .value("Hour", String(Self.cells[i].hour)))
                .foregroundStyle(by: .value("Count", Self.cells[i].count))
        }
        for scaled in [chart.chartForegroundStyleScale(domain: 0...10, range: Gradient(colors: [.white, .blue])),
                       chart.chartForegroundStyleScale(domain: 0...10, range: [Color.white, .blue]),
                       chart.chartForegroundStyleScale(domain: 0...10,
                                                       range: .linearGradient(colors: [.white, .blue], startPoint: .leading, endPoint: .trailing))] {
            #expect(scaled.spec.colorScale == ColorScaleSpec(domain: [0, 10], range: ["#ffffff", "#007aff"]))
            let fills = try ParsedSVG(try scaled.svg()).elements("rect", classes: "mark", "rect").compactMap { $0.value("fill") }
            // 0 is the low end, 10 and 20 (past the domain) the high end; 5 is between them.
            #expect(fills.count == 4)
            #expect(fills[0] == "#ffffff" && fills[2] == "#007aff" && fills[3] == "#007aff")
            #expect(fills[1] != fills[0] && fills[1] != fills[2])
        }
        // Without a domain the gradient spans the data: 20 is the high end.
        let spanning = try ParsedSVG(try chart.chartForegroundStyleScale(range: Gradient(colors: [.white, .red])).svg())
        #expect(spanning.elements("rect", classes: "mark", "rect").compactMap { $0.value("fill") }.last == "#ff3b30")
    }

    @Test func mismatchedDomainAndRangeIsReported() throws {
        var spec = Self.chart().spec
        spec.foregroundStyleScale = StyleScaleSpec(domain: [.string("Apple"), .string("Pear")], range: ["#ff0000"])
        #expect(throws: PlotlineError.invalidSpec(path: "$.foregroundStyleScale.range",
                                                  reason: "has 1 colors for 2 domain values; give one color per value")) {
            try Chart(spec: spec).svg()
        }
        spec.foregroundStyleScale = StyleScaleSpec(range: ["nonsense"])
        #expect(throws: PlotlineError.self) { try Chart(spec: spec).svg() }
    }
}
