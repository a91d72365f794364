import Foundation
import Testing
import Plotline
import PlotlineSVG
import PlotlineSVGTestSupport

/// A number on the opacity channel (issue 13: opacity is a scale with its own key): each mark's opacity
/// from 0.25 (smallest) to its own (largest), a key of a few values, the numbers in the descriptor.
@Suite struct OpacityScaleTests {
    static func spec(_ rows: String, mark: String = "point", style: String = "") throws -> ChartSpec {
        try ChartSpec.decode(Data("""
        {"marks":[{"type":"\(mark)","data":{"values":[\(rows)]},
         "x":{"field":"x","type":"number"},"y":{"field":"y","type":"number"},"opacity":{"field":"w","type":"number"}\(style)}],
         "width":400,"height":300}
        """.utf8))
    }
    static let rows = #"{"x":1,"y":1,"w":0},{"x":2,"y":2,"w":50},{"x":3,"y":3,"w":100}"#

    /// The fill opacity of each mark of a kind, in order (1 where none is written).
    static func opacities(_ svg: ParsedSVG, _ kind: String) -> [Double] {
        (svg.elements("circle", classes: "mark", kind) + svg.elements("path", classes: "mark", kind)
            + svg.elements("rect", classes: "mark", kind))
            .map { Double($0.value("fill-opacity") ?? "1") ?? -1 }
    }

    @Test func marksFadeFromAQuarterToFull() throws {
        let svg = try ParsedSVG(Chart(spec: Self.spec(Self.rows)).svg())
        #expect(Self.opacities(svg, "point") == [0.25, 0.625, 1])
    }

    @Test func aMarksOwnOpacityIsTheTop() throws {
        let svg = try ParsedSVG(Chart(spec: Self.spec(Self.rows, style: #","style":{"opacity":0.5}"#)).svg())
        #expect(Self.opacities(svg, "point") == [0.125, 0.313, 0.5])
    }

    @Test func theKeyShowsValuesAtTheirOpacity() throws {
        let svg = try ParsedSVG(Chart(spec: Self.spec(Self.rows)).svg())
        let key = try #require(svg.elements("g", classes: "legend-opacities").first)
        #expect(key.children(named: "text").first?.stringValue == "w")
        let entries = key.children(named: "g")
        #expect(entries.map { $0.children(named: "text").first?.stringValue ?? "" } == ["0", "25", "50", "75", "100"])
        let swatches = entries.compactMap { $0.children.first }
        #expect(swatches.map { Double($0.value("fill-opacity") ?? "1")! } == [0.25, 0.438, 0.625, 0.813, 1])
        #expect(swatches.allSatisfy { $0.value("stroke") != nil })
    }

    @Test func theDescriptorCarriesTheNumbersAndAMissingOne() throws {
        let rows = #"{"x":1,"y":1,"w":0},{"x":2,"y":2,"w":null},{"x":3,"y":3,"w":100}"#
        let chart = try Chart(spec: Self.spec(rows)).resolve()
        let descriptor = chart.accessibility.descriptor
        #expect(descriptor.additionalAxes.map(\.title) == ["w"])
        let extra = descriptor.series[0].dataPoints.map(\.additionalValues)
        #expect(extra.count == 3)
        #expect(extra[0] == [.number(0)] && extra[2] == [.number(100)])
        if case .number(let v) = extra[1].first { #expect(v.isNaN) } else { Issue.record("\(extra[1])") }
        // The mark without a number keeps its own (full) opacity.
        let svg = try ParsedSVG(Chart(spec: Self.spec(rows)).svg())
        #expect(Self.opacities(svg, "point") == [0.25, 1, 1])
    }

    @Test func oneDistinctValueIsFull() throws {
        let rows = #"{"x":1,"y":1,"w":7},{"x":2,"y":2,"w":7}"#
        let svg = try ParsedSVG(Chart(spec: Self.spec(rows)).svg())
        #expect(Self.opacities(svg, "point") == [1, 1])
    }

    @Test func textOnTheChannelIsAnError() throws {
        let rows = #"{"x":1,"y":1,"w":"a"},{"x":2,"y":2,"w":"b"}"#
        var text = try Self.spec(rows)
        text.marks[0].opacity?.type = .category
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].opacity", reason: "opacity(by:) needs numbers; 'w' holds category values")) {
            try Chart(spec: text).resolve()
        }
    }

    @Test func swiftAPIOpacityByANumber() throws {
        struct City { var name: String; var lat, lon, people: Double }
        let cities = [City(name: "A", lat: 1, lon: 1, people: 10), City(name: "B", lat: 2, lon: 3, people: 30)]
        let svg = try ParsedSVG(Chart(cities, id: \.name) { c in
            PointMark(x: .value("Longitude", c.lon), y: .value("Latitude", c.lat))
                .opacity(by: .value("People", c.people))
        }.svg())
        #expect(Self.opacities(svg, "point") == [0.25, 1])
        #expect(svg.elements("g", classes: "legend-opacities").count == 1)
    }
}
