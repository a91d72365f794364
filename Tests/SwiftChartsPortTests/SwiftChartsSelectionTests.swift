import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Selection (issue 14), mapped onto what a server draws: a constant selection is drawn as the page's
/// scrubber draws it and said in the words.
@Suite struct SwiftChartsSelectionTests {
    struct Sale { var day: Date; var sales: Double; var city: String }
    static let day = 86_400.0
    static let start = Date(timeIntervalSince1970: 1_722_470_400)  // 2024-08-01
    static let sales: [Sale] = (0..<7).flatMap { (i: Int) -> [Sale] in
        let date: Date = start.addingTimeInterval(Double(i) * day)
        let cupertino: Double = Double(40 + i * 3), tokyo: Double = Double(20 + i * 2)
        return [Sale(day: date, sales: cupertino, city: "Cupertino"), Sale(day: date, sales: tokyo, city: "Tokyo")]
    }

    static func chart() -> Chart {
        Chart(Self.sales, id: \.day) { sale in
            LineMark(x: .value("Day", sale.day, unit: .day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
        }
    }

    @Test func anXSelectionDrawsTheScrubbersRuleRingsAndValues() throws {
        let selected = Self.start.addingTimeInterval(3 * Self.day)  // August 4
        let chart = Self.chart().chartXSelection(value: .constant(selected))
        #expect(chart.spec.selection == SelectionSpec(x: .string("2024-08-04T00:00:00Z")))
        let svg = try ParsedSVG(chart.svg())
        let rule = try #require(svg.elements("line", classes: "selection-rule").first)
        // The rule stands at August 4 (in the middle of its day, where the line's vertex is).
        let resolved = try chart.resolve()
        let vertex = resolved.layers[0].marks.first { $0.xValue == .date(selected.timeIntervalSince1970) }!
        let area = Scene(resolved).plotArea
        let x = try #require(Double(rule.value("x1") ?? ""))
        #expect(abs(x - (area.x + vertex.centreX * area.width)) < 0.01)
        #expect(rule.value("x1") == rule.value("x2"))
        let rings = svg.elements("circle", classes: "selection-mark")
        #expect(rings.count == 2)
        let labels = svg.elements("text", classes: "selection-label").map(\.stringValue)
        #expect(labels.count == 2)
        #expect(labels.allSatisfy { $0.contains("August 4") })
        #expect(labels.contains { $0.contains("49") } && labels.contains { $0.contains("26") })
        let words = resolved.accessibility.plainText()
        #expect(words.contains("Selected: "), "\(words)")
        #expect(words.contains(labels[0]) && words.contains(labels[1]))
        // Nothing selected: nothing drawn.
        let none = Self.chart().chartXSelection(value: .constant(nil as Date?))
        #expect(try ParsedSVG(none.svg()).elements("line", classes: "selection-rule").isEmpty)
    }

    @Test func aYSelectionOfACategoryAndAnAngleSelectionOfASector() throws {
        struct Part { var name: String; var size: Double }
        let parts = [Part(name: "Photos", size: 50), Part(name: "Apps", size: 30), Part(name: "Mail", size: 20)]
        let bars = Chart(parts, id: \.name) { part in
            BarMark(x: .value("Size", part.size), y: .value("Kind", part.name))
        }
        .chartYSelection(value: .constant("Apps"))
        let svg = try ParsedSVG(bars.svg())
        #expect(svg.elements("rect", classes: "selection-mark").count == 1)
        let label = try #require(svg.elements("text", classes: "selection-label").first?.stringValue)
        #expect(label.hasPrefix("Apps"))
        // The ring is the Apps bar's box: the middle of three bands, read top to bottom.
        let rows = svg.elements("rect", classes: "mark", "bar").compactMap { $0.value("y").flatMap(Double.init) }.sorted()
        let ringY = try #require(svg.elements("rect", classes: "selection-mark").first?.value("y").flatMap(Double.init))
        #expect(abs(ringY - rows[1]) < 1)

        // 60 of 100 falls in the second slice (Photos 0-50, Apps 50-80).
        let pie = Chart(parts, id: \.name) { part in
            SectorMark(angle: .value("Size", part.size)).foregroundStyle(by: .value("Kind", part.name))
        }
        .chartAngleSelection(value: .constant(60))
        let resolved = try pie.resolve()
        #expect(resolved.selection?.marks.map(\.mark) == [1])
        #expect(resolved.accessibility.summary.contains("Selected: Apps"))
        #expect(try ParsedSVG(pie.svg()).elements("circle", classes: "selection-mark").count == 1)
    }

    @Test func aSelectionRoundTripsThroughJSONAndABadOneIsNamed() throws {
        let chart = Self.chart().chartXSelection(value: .constant(Self.start))
        let decoded = try ChartSpec.decode(chart.spec.encoded())
        #expect(try decoded.encoded() == chart.spec.encoded())
        #expect(decoded.selection == SelectionSpec(x: .string("2024-08-01T00:00:00Z")))
        var spec = chart.spec
        spec.selection = SelectionSpec(x: .string("Monday"))
        #expect(throws: PlotlineError.invalidSpec(path: "$.selection.x", reason: "'Monday' is not an ISO 8601 date")) {
            try Chart(spec: spec).resolve()
        }
        spec.selection = SelectionSpec(x: .number(1), y: .number(2))
        #expect(throws: PlotlineError.self) { try Chart(spec: spec).resolve() }
    }
}
