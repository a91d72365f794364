import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// With pattern fills on, the key's swatch carries its series' pattern as the marks do (C2), drawn whole
/// (a key lies outside the plot area, so its pattern is not clipped to it).
@Suite struct LegendPatternTests {
    static func scene(patterns: Bool) throws -> Scene {
        let rows = [("Mon", "Down", 3.0), ("Tue", "Up", 5.0), ("Wed", "Down", 2.0)]
        var chart = Chart(rows, id: \.0) { r in
            BarMark(x: .value("Day", r.0), y: .value("Change", r.2)).foregroundStyle(by: .value("Direction", r.1))
        }
        chart = chart.chartPatternFills(patterns)
        return Scene(try chart.resolve())
    }

    static func entries(_ scene: Scene) -> [SceneGroup] {
        var found: [SceneGroup] = []
        func visit(_ node: SceneNode) {
            guard case .group(let g) = node else { return }
            if g.classes.hasPrefix("legend-entry") { found.append(g) }
            g.children.forEach(visit)
        }
        scene.nodes.forEach(visit)
        return found
    }

    @Test func theSecondSeriesSwatchIsHatchedLikeItsBars() throws {
        let entries = Self.entries(try Self.scene(patterns: true))
        #expect(entries.count == 2)
        let patterns = entries.map { $0.children.compactMap { node -> SceneShape? in
            if case .shape(let s) = node, s.classes == "pattern" { s } else { nil }
        } }
        #expect(patterns[0].isEmpty)
        #expect(patterns[1].count == 1)
        #expect(patterns[1].first?.clipsToPlotArea == false)
        // Inside the 10-point swatch.
        if case .path(let path)? = patterns[1].first?.geometry {
            let box = try #require(entries[1].children.compactMap { node -> Rect? in
                if case .shape(let s) = node, s.classes == "swatch fill", case .rect(let r, _) = s.geometry { r } else { nil }
            }.first)
            let points = path.elements.compactMap { element -> (Double, Double)? in
                switch element {
                case .move(let x, let y), .line(let x, let y): (x, y)
                default: nil
                }
            }
            #expect(points.count >= 4)
            for (x, y) in points { #expect(x >= box.x - 1e-9 && x <= box.maxX + 1e-9 && y >= box.y - 1e-9 && y <= box.maxY + 1e-9) }
        } else { Issue.record("the pattern is not a path") }
        // Without pattern fills, no swatch is hatched.
        #expect(Self.entries(try Self.scene(patterns: false)).allSatisfy { entry in
            !entry.children.contains { if case .shape(let s) = $0 { s.classes == "pattern" } else { false } }
        })
    }
}
