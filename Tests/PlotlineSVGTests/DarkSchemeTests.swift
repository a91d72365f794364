import Foundation
import Testing
import Plotline
import PlotlineGallery
import PlotlineSVG

/// A light SVG carries its dark colors by role, so where its page prefers dark it looks as the chart drawn
/// dark does: every color the theme chose (grid, text, ticks, box plots, a sector's percent) follows; a
/// color the author chose stays.
@Suite struct DarkSchemeTests {
    /// The colors of a scene's nodes in drawing order: fill, stroke, text.
    static func paints(_ nodes: [SceneNode]) -> [(what: String, color: Color)] {
        var out: [(String, Color)] = []
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g): g.children.forEach(visit)
            case .shape(let s):
                if let f = s.fill { out.append(("fill of \(s.classes)", f)) }
                if let k = s.stroke { out.append(("stroke of \(s.classes)", k.color)) }
            case .text(let t): out.append(("text \(t.classes) '\(t.text)'", t.color))
            }
        }
        nodes.forEach(visit)
        return out
    }

    static func sameLook(_ a: Color, _ b: Color) -> Bool { a.hex == b.hex && abs(a.alpha - b.alpha) < 1e-9 }

    @Test(arguments: Gallery.entries.map(\.slug))
    func aLightSVGInTheDarkSchemeIsTheChartDrawnDark(slug: String) throws {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        let chart = try entry.chart.resolve()
        let light = Scene(chart, theme: .light), dark = Scene(chart, theme: .dark)
        let colors = try #require(light.alternateColors)
        if let a = light.background, let b = dark.background {
            #expect(Self.sameLook(colors.color(for: a), b))
        }
        let lightPaints = Self.paints(light.nodes), darkPaints = Self.paints(dark.nodes)
        try #require(lightPaints.count == darkPaints.count, "\(slug): the two scenes draw the same things")
        var wrong: [String] = []
        for (l, d) in zip(lightPaints, darkPaints) where !Self.sameLook(colors.color(for: l.color), d.color) {
            wrong.append("\(l.what): \(colors.color(for: l.color).hex) in the light SVG's dark scheme, \(d.color.hex) drawn dark")
        }
        #expect(wrong.isEmpty, "\(slug): \(wrong.prefix(5))")
    }

    /// The SVG names each role it paints, and its style gives each the dark color.
    @Test func theStyleSelectsTheRolesTheElementsName() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "05-blood-pressure" })
        let svg = try entry.chart.svg()
        let style = try #require(svg.range(of: "@media (prefers-color-scheme: dark){").map { svg[$0.upperBound...].prefix { $0 != "<" } })
        #expect(style.contains(#".plotline [data-fill-role=s1]{fill:\#(Theme.dark.palette[1].hex)}"#))
        #expect(style.contains(#".plotline [data-stroke-role=grid]{stroke:\#(Theme.dark.gridColor.hex)}"#))
        #expect(style.contains(#".plotline [data-fill-role=axis-text]{fill:\#(Theme.dark.axisTextColor.hex)}"#))
        let named = Set(svg.matches(of: /data-(fill|stroke)-role="([^"]*)"/).map { "data-\($0.output.1)-role=\($0.output.2)" })
        #expect(named.contains("data-fill-role=s0") && named.contains("data-stroke-role=grid"))
        for name in named {
            #expect(style.contains(".plotline [\(name)]{"), "\(name) has no dark color")
        }
        // Drawn dark on purpose, it carries no light alternative and names no roles.
        let darkSVG = try entry.chart.svg(theme: .dark)
        #expect(!darkSVG.contains("prefers-color-scheme"))
        #expect(!darkSVG.contains("data-fill-role"))
    }

    /// An author's own color has no role: it keeps its value in the dark scheme.
    @Test func anAuthorsColorStays() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).foregroundStyle(Color(hex: 0x123456))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 5))
        }
        let scene = Scene(try chart.resolve())
        let bars = scene.shapes.filter { $0.classes.contains("mark") }
        #expect(bars.count == 2)
        #expect(bars[0].fill?.role == nil)
        #expect(bars[1].fill?.role == .series(0))
        let svg = try chart.svg()
        #expect(svg.contains("fill=\"#123456\""))
        #expect(svg.contains(#"data-fill-role="s0""#))
    }
}
