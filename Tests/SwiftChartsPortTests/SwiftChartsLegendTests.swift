import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// `chartLegend(position:alignment:spacing:)` and `chartLegend(.hidden)` as Swift Charts spells them; where
/// the key sits is read back from the SVG.
@Suite struct SwiftChartsLegendTests {
    struct Reading { var hour: Int; var city: String; var degrees: Double }
    static let readings: [Reading] = ["Oslo", "Lima", "Pune"].enumerated().flatMap { c, city in
        (0..<6).map { Reading(hour: $0, city: city, degrees: Double(10 + c * 6 + $0 * (c + 1) % 7)) }
    }

    static func chart() -> Chart {
        Chart(readings.indices, id: \.self) { i in
            LineMark(x: .value("Hour", readings[i].hour), y: .value("Degrees", readings[i].degrees))
                .foregroundStyle(by: .value("City", readings[i].city))
        }
    }

    /// The first legend swatch's top-left corner, and the plot area's top (its highest y grid line).
    static func place(_ chart: Chart) throws -> (x: Double, y: Double, plotTop: Double, plotBottom: Double, labels: [String]) {
        let svg = try ParsedSVG(try chart.svg())
        let entries = svg.elements("g", classes: "legend-entry")
        let swatch = try #require(entries.first?.children.first)
        let x = Double(swatch.value("x") ?? swatch.value("x1") ?? swatch.value("cx") ?? "") ?? .nan
        let y = Double(swatch.value("y") ?? swatch.value("y1") ?? swatch.value("cy") ?? "") ?? .nan
        let grid = svg.elements("line", classes: "grid-line", "y").compactMap { $0.value("y1").flatMap(Double.init) }
        return (x, y, grid.min() ?? .nan, grid.max() ?? .nan, svg.elements("text", classes: "legend-label").map(\.stringValue))
    }

    @Test func cornersPlaceTheKeyAboveOrBelowAtTheirEnd() throws {
        let leading = try Self.place(Self.chart().chartLegend(position: .bottomLeading))
        let trailing = try Self.place(Self.chart().chartLegend(position: .bottomTrailing))
        let centered = try Self.place(Self.chart().chartLegend(position: .bottom, alignment: .center))
        #expect(leading.labels == ["Oslo", "Lima", "Pune"] && trailing.labels == leading.labels)
        // Below the plot, all three; the trailing key is moved right, the centred one half as far.
        #expect([leading, trailing, centered].allSatisfy { $0.y > $0.plotBottom })
        #expect(trailing.x > leading.x + 200)
        #expect(abs((centered.x - leading.x) - (trailing.x - leading.x) / 2) < 0.01)
        let top = try Self.place(Self.chart().chartLegend(position: .topTrailing))
        #expect(top.y < top.plotTop)
        #expect(abs(top.x - trailing.x) < 0.01)
        // An alignment given with a corner wins over the corner's end.
        let topLeading = try Self.place(Self.chart().chartLegend(position: .topTrailing, alignment: .leading))
        #expect(abs(topLeading.x - leading.x) < 0.01)
        // Overlay keeps the key off the data: above the plot at its trailing end.
        let overlay = try Self.place(Self.chart().chartLegend(position: .overlay))
        #expect(overlay.y < overlay.plotTop && abs(overlay.x - trailing.x) < 0.01)
    }

    @Test func spacingIsTheGapToThePlot() throws {
        let near = try Self.place(Self.chart().chartLegend(position: .top))
        let far = try Self.place(Self.chart().chartLegend(position: .top, spacing: 30))
        // The default gap above the plot is 6 points: 24 more pushes the plot down by 24.
        #expect(abs(near.y - far.y) < 0.01)
        #expect(abs((far.plotTop - near.plotTop) - 24) < 0.5)
        #expect(Self.chart().chartLegend(position: .top, spacing: 30).spec.legend == LegendSpec(position: .top, spacing: 30))
        var spec = Self.chart().spec
        spec.legend = LegendSpec(spacing: -4)
        #expect(throws: PlotlineError.invalidSpec(path: "$.legend.spacing", reason: "expected a gap from 0 to 1000 points, found -4.0")) {
            try Chart(spec: spec).svg()
        }
    }

    @Test func hiddenAndVisible() throws {
        #expect(try ParsedSVG(try Self.chart().chartLegend(.hidden).svg()).elements("g", classes: "legend-entry").isEmpty)
        #expect(try ParsedSVG(try Self.chart().chartLegend(.visible).svg()).elements("g", classes: "legend-entry").count == 3)
    }
}
