import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// A legend for series whose points are drawn as views (issue 32): the key's swatch draws the series' view,
/// in the series' color, scaled down to the swatch when it is larger, as the points draw it.
@Suite struct SwiftChartsLegendViewSymbolTests {
    struct Sample { var day: Int; var value: Double; var sensor: String }
    static let samples = (1...5).flatMap { d in
        [Sample(day: d, value: Double(d * 3), sensor: "Indoor"), Sample(day: d, value: Double(d * 2 + 5), sensor: "Outdoor")]
    }

    static func legendEntries(_ scene: Scene) -> [SceneGroup] {
        func walk(_ node: SceneNode) -> [SceneGroup] {
            guard case .group(let g) = node else { return [] }
            return (g.classes.hasPrefix("legend-entry") ? [g] : []) + g.children.flatMap(walk)
        }
        return scene.nodes.flatMap(walk)
    }

    static func shapes(_ node: SceneNode) -> [SceneShape] {
        switch node {
        case .shape(let s): [s]
        case .text: []
        case .group(let g): g.children.flatMap(shapes)
        }
    }

    @Test func theKeyDrawsEachSeriesView() throws {
        let chart = Chart(Self.samples, id: \.day) { s in
            PointMark(x: .value("Day", s.day), y: .value("Reading", s.value))
                .foregroundStyle(by: .value("Sensor", s.sensor))
                .symbol {
                    if s.sensor == "Indoor" {
                        Circle().strokeBorder(lineWidth: 2).frame(width: 10, height: 10)
                    } else {
                        Capsule().frame(width: 28, height: 8)
                    }
                }
        }
        let resolved = try chart.resolve()
        let scene = Scene(resolved)
        let entries = Self.legendEntries(scene)
        #expect(entries.count == 2)
        let layout = ChartLayout(resolved)
        let legend = try #require(layout.legend)
        for (entry, series) in zip(entries, resolved.series) {
            let drawn = entry.children.flatMap(Self.shapes)
            let color = Theme.light.color(forSeries: series.colorIndex)
            #expect(!drawn.contains { $0.classes == "swatch fill" })
            if series.name == "Indoor" {
                // A ring, 10 points across (smaller than the swatch): drawn at its own size, outline only.
                let ring = try #require(drawn.first { $0.classes.hasPrefix("view-shape circle outline") })
                guard case .circle(_, _, let r) = ring.geometry else { Issue.record("a ring is a circle"); continue }
                #expect(abs(r - 4) < 1e-9)
                #expect(ring.stroke?.width == 2 && ring.stroke?.color == color)
                #expect(!drawn.contains { $0.fill != nil })
            } else {
                // A capsule 28 by 8 points, scaled by 14/28 to the swatch's width: 14 by 4, its corners halved too.
                let capsule = try #require(drawn.first { $0.classes.hasPrefix("view-shape capsule") })
                guard case .rect(let r, let radius) = capsule.geometry else { Issue.record("a capsule is a rect"); continue }
                #expect(abs(r.width - LegendLayout.swatchWidth) < 1e-9)
                #expect(abs(r.height - 4) < 1e-9 && abs(radius - 2) < 1e-9)
                #expect(capsule.fill == color)
                // Centred in the swatch and on the entry's row.
                let label = try #require(entry.children.compactMap { if case .text(let t) = $0 { t } else { nil } }.first)
                #expect(abs(r.x + r.width / 2 - (label.x - 5 - LegendLayout.swatchWidth / 2)) < 1e-9)
                #expect(abs(r.y + r.height / 2 - label.y) < 1e-9)
                #expect(r.y >= legend.y && r.maxY <= legend.y + legend.height)
            }
        }
        // The SVG draws the key's views as it draws the points'.
        let svg = try ParsedSVG(chart.svg())
        #expect(svg.elements("g", classes: "swatch", "view-symbol").count == 2)
    }

    @Test func aShapeSymbolKeepsItsPlainSwatch() throws {
        let chart = Chart(Self.samples, id: \.day) { s in
            PointMark(x: .value("Day", s.day), y: .value("Reading", s.value))
                .foregroundStyle(by: .value("Sensor", s.sensor))
                .symbol(by: .value("Sensor", s.sensor))
        }
        let scene = Scene(try chart.resolve())
        let entries = Self.legendEntries(scene)
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { $0.children.flatMap(Self.shapes).contains { $0.classes == "swatch fill" } })
    }
}
