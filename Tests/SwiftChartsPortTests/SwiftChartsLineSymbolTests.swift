import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Lines with `symbol(by:)` and `symbol(_:)`, written as Swift Charts' documentation writes them: Swift Charts
/// draws a symbol on every point of such a line, shaped by its series, and its key shows the symbols.
@Suite struct SwiftChartsLineSymbolTests {
    struct Reading: Identifiable {
        var day: Int
        var temperature: Double
        var city: String
        var id: String { "\(city)-\(day)" }
    }

    static let readings = [
        Reading(day: 1, temperature: 12, city: "Oslo"), Reading(day: 2, temperature: 14, city: "Oslo"),
        Reading(day: 3, temperature: 11, city: "Oslo"),
        Reading(day: 1, temperature: 21, city: "Rome"), Reading(day: 2, temperature: 24, city: "Rome"),
        Reading(day: 3, temperature: 23, city: "Rome"),
    ]

    /// The symbols' shapes by series, from the SVG: a circle element, else the corner count of its path.
    static func symbolShapes(_ svg: ParsedSVG) -> [String] {
        (svg.elements("circle", classes: "mark", "line-symbol") + svg.elements("path", classes: "mark", "line-symbol"))
            .map { ($0.value("data-y") ?? "?") + ":" + SwiftChartsSymbolAndLineStyleScaleTests.shapeName($0) }
            .sorted()
    }

    @Test func symbolByOnALineDrawsASymbolAtEveryPointShapedBySeries() throws {
        let chart = Chart(Self.readings) { reading in
            LineMark(x: .value("Day", reading.day), y: .value("Temperature", reading.temperature))
                .foregroundStyle(by: .value("City", reading.city))
                .symbol(by: .value("City", reading.city))
        }
        let svg = try ParsedSVG(try chart.svg())
        // Two lines, and six symbols: Oslo's circles, Rome's in the second series' shape.
        #expect(svg.elements("path", classes: "mark", "line").count == 2)
        let shapes = Self.symbolShapes(svg)
        #expect(shapes.count == 6)
        #expect(shapes.filter { $0.hasSuffix(":circle") }.map { $0.split(separator: ":")[0] }.sorted() == ["11", "12", "14"])
        #expect(Set(shapes.filter { !$0.hasSuffix(":circle") }.map { $0.split(separator: ":")[0] }) == ["21", "23", "24"])
        // Each symbol sits on its line's point: the same x and y as the line's vertices.
        let line = try #require(svg.elements("path", classes: "mark", "line").first { $0.value("data-series") == "Oslo" })
        let vertex = try #require(Self.firstVertex(line.value("d") ?? ""))
        let circle = try #require(svg.elements("circle", classes: "mark", "line-symbol").first { $0.value("data-y") == "12" })
        #expect(abs(Double(circle.value("cx") ?? "")! - vertex.x) < 0.01)
        #expect(abs(Double(circle.value("cy") ?? "")! - vertex.y) < 0.01)
        // The key shows each series' symbol, as Swift Charts' does for a line with symbols.
        #expect(SwiftChartsSymbolAndLineStyleScaleTests.legendShapes(svg).count == 2)
        #expect(SwiftChartsSymbolAndLineStyleScaleTests.legendShapes(svg).first == "Oslo:circle")
        #expect(SwiftChartsSymbolAndLineStyleScaleTests.legendShapes(svg).last?.hasSuffix(":0") == false)
    }

    @Test func oneSymbolForEveryPointOfALine() throws {
        let chart = Chart(Self.readings.filter { $0.city == "Oslo" }) { reading in
            LineMark(x: .value("Day", reading.day), y: .value("Temperature", reading.temperature))
                .symbol(.square)
        }
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.symbolShapes(svg) == ["11:square-or-diamond", "12:square-or-diamond", "14:square-or-diamond"])
    }

    @Test func aLineWithoutSymbolsDrawsNone() throws {
        let chart = Chart(Self.readings) { reading in
            LineMark(x: .value("Day", reading.day), y: .value("Temperature", reading.temperature))
                .foregroundStyle(by: .value("City", reading.city))
        }
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.symbolShapes(svg).isEmpty)
        #expect(SwiftChartsSymbolAndLineStyleScaleTests.legendShapes(svg).allSatisfy { !$0.hasSuffix(":circle") })
    }

    static func firstVertex(_ d: String) -> (x: Double, y: Double)? {
        let numbers = d.dropFirst().split(whereSeparator: { " ,LMC".contains($0) }).prefix(2).compactMap { Double($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
}
