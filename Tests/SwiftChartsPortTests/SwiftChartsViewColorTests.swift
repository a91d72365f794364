import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// The colors inside a view (an annotation's, an overlay's) are colors the chart names like any other
/// (issue 32): the theme draws them through the one rule a mark's color goes through, so a view in
/// `.background`, `.primary` and `Color(.secondaryLabel)` turns dark where the chart does, and a spec whose
/// view names something that is not a color is refused with the place named.
@Suite struct SwiftChartsViewColorTests {
    struct Day { var name: String; var steps: Int }
    static let week = [Day(name: "Mon", steps: 6200), Day(name: "Tue", steps: 9100), Day(name: "Wed", steps: 4300)]

    /// Bars in the accent color, each with a caption card over it, as an activity app writes it.
    static let chart = Chart(week, id: \.name) { day in
        BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
            .foregroundStyle(.accentColor)
            .annotation(position: .top) {
                VStack(spacing: 1) {
                    Text("\(day.steps)").font(.caption).foregroundStyle(.primary)
                    Text("steps").font(.caption2).foregroundStyle(Color(.secondaryLabel))
                }
                .padding(4)
                .background(.background, in: RoundedRectangle(cornerRadius: 4))
            }
    }

    static func cards(_ scene: Scene) -> [SceneShape] {
        scene.shapes.filter { $0.classes.contains("view-shape") }
    }

    @Test func aViewsColorsAreTheThemesAsAMarksAre() throws {
        let resolved = try Self.chart.resolve()
        for theme in [Theme.light, Theme.dark] {
            let scene = Scene(resolved, theme: theme)
            let cards = Self.cards(scene)
            #expect(cards.count == 3)
            // The card is the chart's background in either theme, and says so by its role.
            #expect(cards.allSatisfy { $0.fill == theme.background })
            #expect(cards.allSatisfy { $0.fill?.role == .background })
            let texts = scene.texts.filter { $0.classes == "annotation" }
            #expect(texts.map(\.text) == ["6200", "steps", "9100", "steps", "4300", "steps"])
            // `.primary` is the theme's text color; UIKit's secondary label is that color at 60%.
            #expect(texts.filter { $0.text != "steps" }.allSatisfy { $0.color == theme.titleColor })
            #expect(texts.filter { $0.text == "steps" }.allSatisfy {
                $0.color == theme.titleColor.opacity(0.6) && $0.color.role == .title
            })
        }
    }

    @Test func aLightSVGTurnsAViewDarkWithTheRestOfTheChart() throws {
        let light = try Self.chart.svg(theme: .light)
        let svg = try ParsedSVG(light)
        let cards = svg.elements("rect", classes: "view-shape")
        #expect(cards.count == 3)
        #expect(cards.allSatisfy { $0.value("fill") == "#ffffff" && $0.value("data-fill-role") == "bg" })
        let texts = svg.elements("text", classes: "annotation")
        #expect(texts.count == 6)
        #expect(texts.allSatisfy { $0.value("data-fill-role") == "title" })
        // The page's dark preference paints the cards, the text and the bars in the dark theme's colors.
        let dark = Theme.dark
        #expect(light.contains(".plotline [data-fill-role=bg]{fill:\(dark.background.hex)}"))
        #expect(light.contains(".plotline [data-fill-role=title]{fill:\(dark.titleColor.hex)}"))
        #expect(light.contains(".plotline [data-fill-role=s0]{fill:\(dark.color(forSeries: 0).hex)}"))
        // Drawn dark, the card is the dark background, not a white patch under light text.
        let drawnDark = try ParsedSVG(Self.chart.svg(theme: .dark))
        #expect(drawnDark.elements("rect", classes: "view-shape").allSatisfy { $0.value("fill") == dark.background.hex })
        #expect(dark.background.hex != "#ffffff")
    }

    @Test func aViewsColorsAreInTheSpecsListOfColors() throws {
        let spec = Self.chart.spec
        let view = try #require(spec.marks[0].style?.annotationLayout?.view)
        let named = view.colors(at: "$.marks[0].style.annotationLayout.view")
        #expect(Set(named.map(\.color)) == ["primary", "primary / 0.6", "background"])
        #expect(spec.colors.map(\.path).filter { $0.contains(".view.") } == named.map(\.path))
        // Each path is where the JSON spec holds that color.
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(spec))
        for (path, color) in named {
            #expect(Self.value(at: path, in: json) as? String == color, "\(path)")
        }
    }

    @Test func aSpecWhoseViewNamesNoColorIsRefused() throws {
        var spec = Self.chart.spec
        let view = try #require(spec.marks[0].style?.annotationLayout?.view)
        spec.marks[0].style?.annotationLayout?.view = .modified(view, .foreground("not-a-colour"))
        let reason = "'not-a-colour' is not a color; use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red"
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].style.annotationLayout.view.modified._1.foreground._0",
                                                  reason: reason)) {
            try ChartResolver.resolve(spec)
        }
        // The same spec read from JSON is refused at the same place.
        let decoded = try ChartSpec.decode(JSONEncoder().encode(spec))
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].style.annotationLayout.view.modified._1.foreground._0",
                                                  reason: reason)) {
            try ChartResolver.resolve(decoded)
        }
    }

    /// The value at a JSON path written as the spec's errors write it (`$.a.b[0].c`).
    static func value(at path: String, in json: Any) -> Any? {
        var current: Any? = json
        for part in path.dropFirst(2).split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while let open = name.lastIndex(of: "["), name.hasSuffix("]") {
                indices.insert(Int(name[name.index(after: open)..<name.index(before: name.endIndex)])!, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty { current = (current as? [String: Any])?[String(name)] }
            for i in indices { current = (current as? [Any]).flatMap { i < $0.count ? $0[i] : nil } }
        }
        return current
    }
}
