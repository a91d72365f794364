import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineGallery
import PlotlineSVG

/// Pattern fills on by default wherever color alone separates parts of a whole (C2, issue 17): stacked bars,
/// stacked areas and sectors, read back from the SVG: which parts are hatched, at which angle, inside
/// their part and clear of its label.
@Suite struct PatternFillTests {
    /// The line segments of an SVG path of moves and lines.
    static func segments(_ d: String) -> [(x0: Double, y0: Double, x1: Double, y1: Double)] {
        var result: [(Double, Double, Double, Double)] = []
        var current: (Double, Double)?
        let scanner = Scanner(string: d)
        scanner.charactersToBeSkipped = CharacterSet(charactersIn: ", ")
        while !scanner.isAtEnd {
            guard let command = scanner.scanCharacter(), let x = scanner.scanDouble(), let y = scanner.scanDouble() else { break }
            if command == "L", let c = current { result.append((c.0, c.1, x, y)) }
            current = (x, y)
        }
        return result.map { (x0: $0.0, y0: $0.1, x1: $0.2, y1: $0.3) }
    }

    static func svg(_ chart: Chart) throws -> ParsedSVG {
        try ParsedSVG(try chart.svg())
    }

    static func gallery(_ slug: String) throws -> ParsedSVG {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        return try svg(entry.chart)
    }

    /// The angle of a hatch line in degrees, from -90 to 90 (SVG's y points down, as the scene's does).
    static func angle(_ s: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Double {
        var a = atan2(s.y1 - s.y0, s.x1 - s.x0) * 180 / Double.pi
        if a > 90 { a -= 180 }
        if a <= -90 { a += 180 }
        return a.rounded()
    }

    @Test func stackedSegmentsAreHatchedByDefaultFromTheSecondSeries() throws {
        let svg = try Self.gallery("06-storage")
        let series = svg.elements("g", classes: "series")
        #expect(series.map { $0.value("data-series") } == ["Photos", "Apps", "System Data", "Messages", "iOS"])
        let expectedAngles: [Set<Double>] = [[], [45], [-45], [0], [90]]
        for (group, angles) in zip(series, expectedAngles) {
            let patterns = group.all.filter { $0.name == "path" && $0.classes == ["pattern"] }
            let bar = try #require(group.all.first { $0.name == "rect" && $0.classes.contains("bar") })
            if angles.isEmpty { #expect(patterns.isEmpty, "the first series stays solid"); continue }
            try #require(patterns.count == 1)
            let lines = Self.segments(patterns[0].value("d") ?? "")
            #expect(lines.count >= 3)
            #expect(Set(lines.map(Self.angle)) == angles, "\(group.value("data-series") ?? "")")
            // Thin lines in the background color, inside the segment's box.
            #expect(patterns[0].value("stroke") == "#ffffff" && patterns[0].value("stroke-width") == "1.25")
            let x = Double(bar.value("x") ?? "") ?? 0, y = Double(bar.value("y") ?? "") ?? 0
            let w = Double(bar.value("width") ?? "") ?? 0, h = Double(bar.value("height") ?? "") ?? 0
            for l in lines {
                for (px, py) in [(l.x0, l.y0), (l.x1, l.y1)] {
                    #expect(px >= x - 0.01 && px <= x + w + 0.01 && py >= y - 0.01 && py <= y + h + 0.01)
                }
            }
        }
        // The key shows the same patterns: four of its five swatches hatched.
        let key = svg.elements("g", classes: "legend-entry")
        #expect(key.map { $0.all.contains { $0.classes == ["pattern"] } } == [false, true, true, true, true])
    }

    @Test func sectorsAreHatchedInsideTheirSliceAndClearOfTheirPercent() throws {
        let svg = try Self.gallery("12-activity")
        let sectors = svg.elements("g", classes: "series")
        #expect(sectors.count == 5)
        var hatched = 0
        for (i, group) in sectors.enumerated() {
            let patterns = group.all.filter { $0.name == "path" && $0.classes == ["pattern"] }
            #expect(patterns.count == (i == 0 ? 0 : 1))
            guard let pattern = patterns.first else { continue }
            hatched += 1
            let lines = Self.segments(pattern.value("d") ?? "")
            #expect(!lines.isEmpty)
            // The label's box, from its centre, size and text: no hatch line passes through it.
            if let label = group.all.first(where: { $0.classes.contains("sector-label") }) {
                // The SVG sets a middle-aligned label's baseline half a cap height below its centre.
                let style = TextStyle(size: 11, weight: .bold)
                let cx = Double(label.value("x") ?? "") ?? 0
                let cy = (Double(label.value("y") ?? "") ?? 0) - TextMetrics.capHeight(style: style) / 2
                let half = TextMetrics.width(label.stringValue, style: style) / 2
                for l in lines {
                    for k in 0...20 {
                        let t = Double(k) / 20
                        let px = l.x0 + t * (l.x1 - l.x0), py = l.y0 + t * (l.y1 - l.y0)
                        #expect(!(abs(px - cx) < half && abs(py - cy) < 4), "a hatch line crosses the percent at \(px), \(py)")
                    }
                }
            }
        }
        #expect(hatched == 4)
    }

    @Test func onlyPartsOfAWholeAreHatchedByDefault() throws {
        struct Row { var day: String; var kind: String; var v: Double }
        let rows = [Row(day: "Mon", kind: "A", v: 3), Row(day: "Mon", kind: "B", v: 2),
                    Row(day: "Tue", kind: "A", v: 4), Row(day: "Tue", kind: "B", v: 5)]
        func patterns(_ chart: Chart) throws -> Int {
            try Self.svg(chart).root.all.filter { $0.name == "path" && $0.classes == ["pattern"] }.count
        }
        let stacked = Chart(rows, id: \.v) { r in
            BarMark(x: .value("Day", r.day), y: .value("Value", r.v)).foregroundStyle(by: .value("Kind", r.kind))
        }
        // Two B segments and B's key swatch.
        #expect(try patterns(stacked) == 3)
        #expect(try patterns(stacked.chartPatternFills(false)) == 0)
        let areas = Chart(rows, id: \.v) { r in
            AreaMark(x: .value("Day", r.day), y: .value("Value", r.v)).foregroundStyle(by: .value("Kind", r.kind))
        }
        #expect(try patterns(areas) >= 2)
        // Lines of two series, and one series of bars: color does not separate parts, nothing is hatched.
        let lines = Chart(rows, id: \.v) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.v)).foregroundStyle(by: .value("Kind", r.kind))
        }
        #expect(try patterns(lines) == 0)
        let single = Chart(rows, id: \.v) { r in BarMark(x: .value("Day", r.day), y: .value("Value", r.v)) }
        #expect(try patterns(single) == 0)
        // Asked for, any chart of several series is hatched.
        #expect(try patterns(lines.chartPatternFills()) == 0)   // lines have dashes, not fills
        #expect(try patterns(single.chartPatternFills()) == 0)  // one series: nothing to tell apart
    }
}
