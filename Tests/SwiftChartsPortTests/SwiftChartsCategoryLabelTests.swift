import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
@testable import ScenePNG

/// Category labels kept as Swift Charts keeps them: ten regions or months across a small chart are wrapped
/// onto two lines, or turned, before any is dropped. Read back from the SVG (each label's lines, its place
/// and its turn) and from the PNG (the turned labels' ink runs down and back from each tick).
@Suite struct SwiftChartsCategoryLabelTests {
    struct Sales: Identifiable {
        var region: String
        var revenue: Double
        var id: String { region }
    }

    /// The x axis's labels: their lines, x, y and transform; and each bar's centre.
    static func xLabels(_ svg: ParsedSVG) -> [(lines: [String], x: Double, y: Double, transform: String?, anchor: String?)] {
        svg.elements("text", classes: "tick-label").filter { $0.parent?.parent?.classes.contains("x") == true }.map { text in
            let spans = text.children(named: "tspan").map { $0.stringValue.trimmingCharacters(in: .whitespaces) }
            return (spans.isEmpty ? [text.stringValue] : spans, Double(text.value("x") ?? "") ?? .nan,
                    Double(text.value("y") ?? "") ?? .nan, text.value("transform"), text.value("text-anchor"))
        }
    }

    static func centres(_ svg: ParsedSVG) -> [Double] {
        svg.elements("rect", classes: "mark", "bar").map { Double($0.value("x")!)! + Double($0.value("width")!)! / 2 }
    }

    @Test func twoWordRegionsWrapOntoTwoLines() throws {
        let sales = [Sales(region: "North America", revenue: 120), Sales(region: "South America", revenue: 60),
                     Sales(region: "Western Europe", revenue: 95), Sales(region: "Eastern Europe", revenue: 40),
                     Sales(region: "Southeast Asia", revenue: 80), Sales(region: "Middle East", revenue: 30)]
        let chart = Chart(sales) { item in
            BarMark(x: .value("Region", item.region), y: .value("Revenue", item.revenue))
        }
        .frame(width: 400, height: 260)
        let svg = try ParsedSVG(chart.svg())
        let labels = Self.xLabels(svg), centres = Self.centres(svg)
        let step = centres[1] - centres[0]
        // None fits its band on one line (the case this is about)...
        #expect(sales.allSatisfy { TextMetrics.width($0.region, style: TextStyle(size: 11)) > step - 2 })
        // ...so each is kept on two lines, broken at its space, centred under its bar, level.
        #expect(labels.map(\.lines) == sales.map { $0.region.split(separator: " ").map(String.init) })
        for (label, centre) in zip(labels, centres) {
            #expect(abs(label.x - centre) < 0.02)
            #expect(label.transform == nil)
            #expect(label.anchor == "middle")
        }
        // The plot area gave them the room: the second line sits above the chart's bottom edge.
        let height = 260.0
        #expect(labels.allSatisfy { $0.y + TextMetrics.lineHeight(style: TextStyle(size: 11)) + 3 < height })
    }

    @Test func tenMonthsAreTurnedNotThinned() throws {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October"]
        let sales = months.enumerated().map { Sales(region: $0.element, revenue: Double(10 + $0.offset * 7 % 30)) }
        let chart = Chart(sales) { item in
            BarMark(x: .value("Month", item.region), y: .value("Sales", item.revenue))
        }
        .frame(width: 360, height: 240)
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let labels = Self.xLabels(svg), centres = Self.centres(svg)
        // All ten are there (they used to be thinned to four), each ending at its bar's centre, turned 45°.
        #expect(labels.map { $0.lines.joined() } == months)
        for (label, centre) in zip(labels, centres) {
            #expect(abs(label.x - centre) < 0.02)
            #expect(label.anchor == "end")
            // Turned about its end: the tick's x, just below the axis.
            #expect(label.transform?.hasPrefix("rotate(-45 \(SVGNumberText.format(label.x)) ") == true)
        }
        // Their turned boxes stay on the chart, below the plot area.
        let texts = scene.texts.filter { $0.classes == "tick-label" && $0.rotation != 0 }
        #expect(texts.count == 10)
        for text in texts {
            let box = text.bounds
            #expect(box.y > scene.plotArea.maxY && box.maxY <= scene.height && box.x >= 0)
        }
        // In the PNG the longest label's ink runs from its tick down and back along the 45° line: ink at its
        // end by the tick, ink at its start a turned length away, and none a little past its start.
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        let september = try #require(texts.first { $0.text == "September" })
        let length = TextMetrics.width("September", style: september.style)
        let diagonal = length * 0.7071
        func inked(_ cx: Double, _ cy: Double, radius: Int = 4) -> Bool {
            for y in (Int(cy) - radius)...(Int(cy) + radius) where y >= 0 && y < canvas.height {
                for x in (Int(cx) - radius)...(Int(cx) + radius) where x >= 0 && x < canvas.width {
                    if canvas.pixels[(y * canvas.width + x) * 4] < 160 { return true }
                }
            }
            return false
        }
        #expect(inked(september.x - 3, september.y + 3))
        #expect(inked(september.x - diagonal + 3, september.y + diagonal - 3))
        #expect(!inked(september.x - diagonal - 9, september.y + diagonal + 9, radius: 2))
    }
}

/// SVG numbers as the renderer writes them (two decimals, no trailing zeros).
enum SVGNumberText {
    static func format(_ v: Double) -> String {
        var s = String(format: "%.2f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
