import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// A line chart's key shows each line as it is drawn: where the author strokes a series' line
/// (`lineStyle(StrokeStyle(lineWidth:dash:))` per series, or `chartLineStyleScale`), the key's short line has
/// that width and that dash, not the dash series take in turn.
@Suite struct SwiftChartsLegendStrokeTests {
    struct Reading: Identifiable { var id: String { city + "\(hour)" }; var city: String; var hour: Int; var degrees: Double }
    struct City: Identifiable {
        var id: String { name }
        var name: String
        var readings: [Reading]
    }
    static let cities: [City] = ["Oslo", "Lima", "Pune"].enumerated().map { c, name in
        City(name: name, readings: (0..<6).map { Reading(city: name, hour: $0, degrees: Double(10 + c * 6 + ($0 * (c + 2)) % 7)) })
    }

    /// Each city's line, as an app picks it.
    static func lineStyle(for city: String) -> StrokeStyle {
        switch city {
        case "Lima": StrokeStyle(lineWidth: 2, dash: [8, 4])
        case "Pune": StrokeStyle(lineWidth: 2, dash: [2, 3])
        default: StrokeStyle(lineWidth: 2)
        }
    }

    /// Each line's stroke and each key swatch's stroke, by series: "dash@width".
    static func strokes(_ svg: ParsedSVG) -> (lines: [String: String], keys: [String: String]) {
        func stroke(_ node: Node) -> String { (node.value("stroke-dasharray") ?? "solid") + "@" + (node.value("stroke-width") ?? "?") }
        var lines: [String: String] = [:], keys: [String: String] = [:]
        for line in svg.elements("path", classes: "mark", "line") { lines[line.value("data-series") ?? "?"] = stroke(line) }
        for entry in svg.elements("g", classes: "legend-entry") {
            guard let swatch = entry.children.first(where: { $0.classes.contains("swatch") }) else { continue }
            keys[entry.value("data-series") ?? entry.value("data-value") ?? "?"] = stroke(swatch)
        }
        return (lines, keys)
    }

    @Test func aSeriesDashGivenOnItsMarksIsTheKeysDash() throws {
        let chart = Chart {
            ForEach(Self.cities) { city in
                ForEach(city.readings) { reading in
                    LineMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees))
                        .foregroundStyle(by: .value("City", city.name))
                        .lineStyle(Self.lineStyle(for: city.name))
                }
            }
        }
        let svg = try ParsedSVG(try chart.svg())
        let (lines, keys) = Self.strokes(svg)
        // Lima and Pune are drawn with their own dashes; Oslo, given none, solid as the first series.
        #expect(lines == ["Oslo": "solid@2", "Lima": "8 4@2", "Pune": "2 3@2"])
        // The key shows exactly those strokes.
        #expect(keys == lines)
    }

    @Test func aLineStyleScalesStrokesAreTheKeysStrokes() throws {
        let rows = Self.cities.flatMap(\.readings)
        let chart = Chart(rows) { reading in
            LineMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees))
                .foregroundStyle(by: .value("City", reading.city))
                .lineStyle(by: .value("City", reading.city))
        }
        .chartLineStyleScale(["Oslo": StrokeStyle(lineWidth: 1), "Lima": StrokeStyle(lineWidth: 3, dash: [6, 2]),
                              "Pune": StrokeStyle(lineWidth: 2, dash: [1, 2])])
        let svg = try ParsedSVG(try chart.svg())
        let (lines, keys) = Self.strokes(svg)
        #expect(lines == ["Oslo": "solid@1", "Lima": "6 2@3", "Pune": "1 2@2"])
        #expect(keys == lines)
    }

    /// Color by city and line style by a field of its own: the line style key's swatches are the scale's
    /// strokes, as the lines of each kind are drawn.
    @Test func aLineStyleKeyOfItsOwnShowsTheScalesStrokes() throws {
        struct Run { var kind: String; var city: String; var hour: Int; var value: Double }
        let runs = ["Forecast", "Measured"].flatMap { kind in
            ["Oslo", "Lima"].flatMap { city in
                (0..<4).map { Run(kind: kind, city: city, hour: $0, value: Double($0 + (kind == "Forecast" ? 1 : 0) + (city == "Lima" ? 5 : 0))) }
            }
        }
        let chart = Chart(runs.indices, id: \.self) { i in
            LineMark(x: .value("Hour", runs[i].hour), y: .value("Value", runs[i].value),
                     series: .value("Line", runs[i].kind + runs[i].city))
                .foregroundStyle(by: .value("City", runs[i].city))
                .lineStyle(by: .value("Kind", runs[i].kind))
        }
        .chartLineStyleScale(["Forecast": StrokeStyle(lineWidth: 3, dash: [6, 3]), "Measured": StrokeStyle(lineWidth: 1.5)])
        let svg = try ParsedSVG(try chart.svg())
        func stroke(_ node: Node) -> String { (node.value("stroke-dasharray") ?? "solid") + "@" + (node.value("stroke-width") ?? "?") }
        let drawn = Set(svg.elements("path", classes: "mark", "line").map(stroke))
        #expect(drawn == ["6 3@3", "solid@1.5"])
        let keys = svg.elements("g", classes: "legend-entry", "key-lineStyle").map {
            ($0.value("data-value") ?? "?") + ":" + ($0.children.first.map(stroke) ?? "?")
        }
        #expect(keys == ["Forecast:6 3@3", "Measured:solid@1.5"])
    }

    /// Without a stroke of the author's, the key keeps its usual short line in the series' dash.
    @Test func theChartsOwnDashesKeepTheUsualKey() throws {
        let chart = Chart(Self.cities.flatMap(\.readings)) { reading in
            LineMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees))
                .foregroundStyle(by: .value("City", reading.city))
        }
        let (lines, keys) = Self.strokes(try ParsedSVG(try chart.svg()))
        #expect(lines["Oslo"] == "solid@2" && keys["Oslo"] == "solid@2.5")
        #expect(lines["Lima"] != "solid@2" && keys["Lima"]?.hasSuffix("@2.5") == true && keys["Lima"] != "solid@2.5")
    }
}
