import Foundation
import PlotlineTestSupport
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineGallery
import PlotlineSVG

/// The SVG parsed back: named structure, exact tick values, escaping, determinism.
@Suite struct SVGStructureTests {
    static func steps() -> Chart {
        let values = [4_200.0, 9_800, 12_400, 7_100]
        let days = (0..<4).map { Date(timeIntervalSince1970: 1_722_470_400 + Double($0) * 86_400) }
        return Chart(Array(zip(days, values)), id: \.0) { d in
            BarMark(x: .value("Day", d.0, unit: .day), y: .value("Steps", d.1))
        }
        .chartTitle("Steps", subtitle: "Daily average 8,375 steps")
    }

    @Test func namedStructure() throws {
        let svg = try ParsedSVG(try Self.steps().svg())
        #expect(svg.root.name == "svg")
        #expect(svg.root.value("class") == "plotline")
        #expect(svg.root.value("viewBox") == "0 0 640 320")
        #expect(svg.elements("text", classes: "title").map(\.stringValue) == ["Steps"])
        #expect(svg.elements("text", classes: "subtitle").map(\.stringValue) == ["Daily average 8,375 steps"])
        #expect(svg.elements("g", classes: "plot-area").count == 1)
        #expect(svg.elements("g", classes: "grid").count == 1)
        for axis in ["x", "y"] {
            let groups = svg.elements("g", classes: "axis", axis)
            #expect(groups.count == 1)
            let ticks = groups[0].children(named: "g").filter { $0.value("class") == "tick" }
            #expect(!ticks.isEmpty)
            for tick in ticks {
                #expect(tick.value("data-value") != nil)
                #expect(tick.children(named: "line").count == 1)
                #expect(tick.children(named: "text").count == 1)
            }
        }
        let series = svg.elements("g", classes: "series")
        #expect(series.map { $0.value("data-series") } == ["Steps"])
        let bars = svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 4)
        #expect(bars.map { $0.value("data-y") } == ["4200", "9800", "12400", "7100"])
        #expect(bars.first?.value("data-x") == "2024-08-01")
        // A single series has no legend.
        #expect(svg.elements("g", classes: "legend").isEmpty)
        // Self-contained: nothing fetched, nothing run.
        #expect(svg.elements(named: ["script", "image", "foreignObject", "use", "a"]).isEmpty)
        #expect(svg.root.all.allSatisfy { $0.attributes.keys.allSatisfy { !$0.contains("href") && !$0.hasPrefix("on") } })
    }

    @Test func exactTickValues() throws {
        let svg = try ParsedSVG(try Self.steps().svg())
        let y = svg.elements("g", classes: "axis", "y")[0].children(named: "g")
        let values = y.compactMap { $0.value("data-value") }
        let labels = y.compactMap { $0.children(named: "text").first?.stringValue }
        // The largest value, 12,400, sits near the top of a niced 0 to 12,500 (X1), in steps of 2,500 (X3).
        #expect(values == ["0", "2500", "5000", "7500", "10000", "12500"])
        #expect(labels == ["0", "2.5K", "5K", "7.5K", "10K", "12.5K"])
        let x = svg.elements("g", classes: "axis", "x")[0].children(named: "g")
        #expect(x.compactMap { $0.value("data-value") }.allSatisfy { $0.hasPrefix("2024-08-0") })
    }

    @Test func decimalTicksAreExact() throws {
        let chart = Chart([0.001, 0.0093]) { v in PointMark(x: .value("X", v), y: .value("Dose", v)) }
        let svg = try ParsedSVG(try chart.svg())
        let y = svg.elements("g", classes: "axis", "y")[0].children(named: "g")
        for tick in y {
            let value = try #require(tick.value("data-value"))
            #expect(value.count <= 6, "\(value)")      // "0.002", never "0.0020000000000000005"
            #expect(tick.children(named: "text").first?.stringValue == value)
        }
    }

    @Test func legendAndSeriesForSeveralSeries() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "05-blood-pressure" })
        let svg = try ParsedSVG(try entry.chart.svg())
        #expect(svg.elements("g", classes: "series").map { $0.value("data-series") } == ["Systolic", "Diastolic"])
        let legend = svg.elements("g", classes: "legend")
        #expect(legend.count == 1)
        #expect(svg.elements("g", classes: "legend-entry").map { $0.value("data-series") } == ["Systolic", "Diastolic"])
        // Two series differ by shape too (C2): circles and diamonds.
        let systolic = svg.elements("g", classes: "series")[0].children(named: "circle")
        let diastolic = svg.elements("g", classes: "series")[1].children(named: "path")
        #expect(!systolic.isEmpty && !diastolic.isEmpty)
    }

    @Test func hostileTextIsEscaped() throws {
        let hostile = "<script>alert('x')</script> & \"quotes\" 'single' 😀 걸음 수 Iğdır \u{07}"
        let chart = Chart(["<b>bold</b>", "a&b", hostile]) { c in
            BarMark(x: .value("Name <x>", c), y: .value("Value \"v\"", 1))
                .foregroundStyle(by: .value("Kind", c))
        }
        .chartTitle(hostile, subtitle: "]]> <!-- -->")
        let text = try chart.svg()
        #expect(!text.contains("<script>"))
        #expect(!text.contains("<b>"))
        let svg = try ParsedSVG(text)
        let expected = "<script>alert('x')</script> & \"quotes\" 'single' 😀 걸음 수 Iğdır "
        let title = try #require(svg.elements("text", classes: "title").first?.stringValue)
        // The title is cut with "…" to fit, never split inside a character; what is there is the original text.
        #expect(expected.hasPrefix(title.replacingOccurrences(of: "…", with: "")))
        #expect(svg.elements("text", classes: "subtitle").first?.stringValue == "]]> <!-- -->")
        #expect(svg.elements("g", classes: "series").map { $0.value("data-series") }.contains("a&b"))
        #expect(svg.elements(named: ["script", "b"]).isEmpty)
    }

    @Test func sameChartSameBytes() throws {
        for entry in Gallery.entries {
            let first = try entry.chart.svg(), second = try entry.chart.svg()
            #expect(first == second, "\(entry.slug)")
            // Through JSON and back: the same picture.
            let spec = try ChartSpec.decode(try entry.chart.spec.encoded())
            let viaJSON = try ChartResolver.resolve(spec).svg()
            #expect(viaJSON == first, "\(entry.slug)")
        }
    }

    @Test(.enabled(if: Tools.available("xmllint"), "xmllint is not installed; .ci/run installs libxml2-utils"))
    func xmllintAcceptsEveryGalleryChart() throws {
        guard let xmllint = Tools.find("xmllint") else {
            Issue.record("xmllint is not installed; .ci/run installs libxml2-utils")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-xmllint-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for entry in Gallery.entries {
            for width in [320.0, 640, 1280] {
                let path = dir.appendingPathComponent("\(entry.slug)-\(Int(width)).svg").path
                try Data(try entry.chart.frame(width: width, height: entry.chart.spec.height ?? 320).svg().utf8)
                    .write(to: URL(fileURLWithPath: path))
                let (status, _, errors) = try Tools.run(xmllint, ["--noout", path])
                #expect(status == 0, "\(entry.slug) at \(width): \(errors)")
            }
        }
    }
}
