import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Bars whose names fit neither side by side, wrapped nor turned without shortening are drawn horizontally,
/// every name whole on the y axis, before any is dropped or cut (#32). Read back from the SVG: the labels'
/// text and places, the bars' lengths against their values, a rule at the average; and from the words.
@Suite struct SwiftChartsHorizontalFallbackTests {
    struct Office: Identifiable {
        var name: String
        var sales: Double
        var id: String { name }
    }

    static let offices = [
        Office(name: "Northern Territory Office", sales: 120), Office(name: "Western Australia Office", sales: 340),
        Office(name: "South Australia Office", sales: 210), Office(name: "Queensland Office North", sales: 480),
        Office(name: "Queensland Office South", sales: 390), Office(name: "New South Wales Office", sales: 610),
        Office(name: "Victoria Office Central", sales: 530), Office(name: "Tasmania Office Hobart", sales: 90),
        Office(name: "Australian Capital Territory", sales: 150), Office(name: "Northern Rivers Office", sales: 220),
        Office(name: "Gold Coast Hinterland", sales: 310), Office(name: "Sunshine Coast Office", sales: 270),
    ]

    /// The tick labels of one axis ("x" or "y"), in document order, with their x and y.
    static func labels(_ svg: ParsedSVG, axis: String) -> [(text: String, x: Double, y: Double)] {
        svg.elements("text", classes: "tick-label").filter { $0.parent?.parent?.classes.contains(axis) == true }.map { text in
            let spans = text.children(named: "tspan").map { $0.stringValue.trimmingCharacters(in: .whitespaces) }
            return (spans.isEmpty ? text.stringValue : spans.joined(separator: " "),
                    Double(text.value("x") ?? "") ?? .nan, Double(text.value("y") ?? "") ?? .nan)
        }
    }

    static func bars(_ svg: ParsedSVG) -> [(x: Double, y: Double, width: Double, height: Double)] {
        svg.elements("rect", classes: "mark", "bar").map {
            (Double($0.value("x")!)!, Double($0.value("y")!)!, Double($0.value("width")!)!, Double($0.value("height")!)!)
        }
    }

    @Test func twelveLongNamesTurnTheBarsOnTheirSide() throws {
        let chart = Chart(Self.offices) { office in
            BarMark(x: .value("Office", office.name), y: .value("Sales", office.sales))
        }
        .frame(width: 420, height: 360)
        let resolved = try chart.resolve()
        // The categories are on y now, the sales along x from zero.
        #expect(resolved.y.scale.kind == .band && resolved.x.scale.kind == .linear)
        #expect(resolved.x.scale.domain.lowerBound == 0)
        let svg = try ParsedSVG(chart.svg())
        // Every name, whole, one per bar, each level with its bar's middle.
        let names = Self.labels(svg, axis: "y"), bars = Self.bars(svg)
        #expect(names.map(\.text) == Self.offices.map(\.name))
        #expect(bars.count == 12)
        for (name, bar) in zip(names, bars) {
            // Its baseline half its height below the bar's middle (11-point text: about 4 points).
            #expect(abs(name.y - (bar.y + bar.height / 2) - 4) < 0.5)
            #expect(name.x >= bar.x)
        }
        // Each bar's length is its sales on the x scale: the lengths keep the values' ratios.
        let perUnit = bars[5].width / 610
        for (office, bar) in zip(Self.offices, bars) {
            #expect(abs(bar.width - office.sales * perUnit) < 0.05)
        }
        // All bars start at the same x (zero) and share one height (their band).
        #expect(Set(bars.map { ($0.x * 100).rounded() }).count == 1)
        #expect(Set(bars.map { ($0.height * 100).rounded() }).count == 1)
        // The x axis's labels are the sales ticks.
        #expect(Self.labels(svg, axis: "x").map(\.text).prefix(3) == ["0", "200", "400"])
        // The words say what is drawn: the values along x, the offices along y; every office with its value.
        let summary = resolved.accessibility.summary
        #expect(resolved.accessibility.overview.contains("X axis: Sales"))
        #expect(resolved.accessibility.overview.contains("Y axis: Office, 12 categories from Northern Territory Office to Sunshine Coast Office"))
        #expect(summary.contains("The lowest value is 90 (Tasmania Office Hobart). The highest is 610 (New South Wales Office)."))
    }

    @Test func aRuleAtTheAverageTurnsWithTheBars() throws {
        let average = Self.offices.map(\.sales).reduce(0, +) / Double(Self.offices.count)
        let chart = Chart {
            ForEach(Self.offices) { office in
                BarMark(x: .value("Office", office.name), y: .value("Sales", office.sales))
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(.red)
        }
        .frame(width: 420, height: 360)
        let svg = try ParsedSVG(chart.svg())
        let bars = Self.bars(svg)
        let perUnit = bars[5].width / 610
        // The rule is upright now, at the average along x, from the plot's top to its bottom.
        let rule = try #require(svg.elements("line", classes: "mark").first { $0.classes.contains("rule") })
        let x1 = try #require(Double(rule.value("x1") ?? "")), x2 = try #require(Double(rule.value("x2") ?? ""))
        let y1 = try #require(Double(rule.value("y1") ?? "")), y2 = try #require(Double(rule.value("y2") ?? ""))
        #expect(abs(x1 - x2) < 0.01)
        #expect(abs(x1 - (bars[0].x + average * perUnit)) < 0.05)
        #expect(abs(y2 - y1) > bars.count.double * bars[0].height)
    }

    @Test func labelsThatFitTurnedKeepTheBarsUpright() throws {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October"]
        let chart = Chart(months.indices, id: \.self) { i in
            BarMark(x: .value("Month", months[i]), y: .value("Sales", Double(10 + i * 7 % 30)))
        }
        .frame(width: 360, height: 240)
        let resolved = try chart.resolve()
        #expect(resolved.x.scale.kind == .band && resolved.y.scale.kind == .linear)
    }

    /// An author who placed the axis, or padded its range, asked for this orientation: it is kept.
    @Test func anAxisTheAuthorPlacedKeepsItsOrientation() throws {
        let top = Chart(Self.offices) { office in
            BarMark(x: .value("Office", office.name), y: .value("Sales", office.sales))
        }
        .chartXAxis { AxisMarks(position: .top) }
        .frame(width: 420, height: 360)
        #expect(try top.resolve().x.scale.kind == .band)
        let padded = Chart(Self.offices) { office in
            BarMark(x: .value("Office", office.name), y: .value("Sales", office.sales))
        }
        .chartXScale(range: .plotDimension(padding: 10))
        .frame(width: 420, height: 360)
        #expect(try padded.resolve().x.scale.kind == .band)
    }

    /// Names too long even for the y axis (they would leave the bars less than a third of the chart) keep
    /// the bars upright: turning them would not keep the names either.
    @Test func namesTooLongForEitherWayStayUpright() throws {
        let long = Self.offices.map { Office(name: $0.name + " and Surrounding Districts of the Region", sales: $0.sales) }
        let chart = Chart(long) { office in
            BarMark(x: .value("Office", office.name), y: .value("Sales", office.sales))
        }
        .frame(width: 420, height: 360)
        #expect(try chart.resolve().x.scale.kind == .band)
    }
}

private extension Int {
    var double: Double { Double(self) }
}
