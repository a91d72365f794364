import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// A style's drop shadow on marks (issue 32): `foregroundStyle(.blue.shadow(.drop(...)))` casts a soft copy
/// of each mark under it, moved by the shadow's offset and spread over its radius, read back from the scene and
/// the SVG.
@Suite struct SwiftChartsMarkShadowTests {
    struct Sale { var month: String; var total: Double }
    static let sales = [Sale(month: "Jan", total: 12), Sale(month: "Feb", total: 18), Sale(month: "Mar", total: 9)]

    static func rects(_ scene: Scene, _ classes: String) -> [Rect] {
        scene.shapes.filter { $0.classes.hasPrefix(classes) }.compactMap {
            if case .rect(let r, _) = $0.geometry { return r }
            return nil
        }
    }

    /// The opacity of each of the three copies, so that where all three overlap the shadow is `alpha`.
    static func each(_ alpha: Double) -> Double { 1 - pow(1 - alpha, 1.0 / 3) }

    @Test func barsCastADropShadow() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
                .foregroundStyle(.blue.shadow(.drop(color: .black.opacity(0.4), radius: 3, x: 2, y: 4)))
        }
        #expect(chart.spec.marks[0].style?.shadow == MarkShadow(color: Color.black.opacity(0.4).css, radius: 3, x: 2, y: 4))
        // The bars are still blue.
        #expect(chart.spec.marks[0].style?.color == Color.blue.css)
        let scene = Scene(try chart.resolve())
        let bars = Self.rects(scene, "mark bar")
        #expect(bars.count == 3)
        let copies = scene.shapes.filter { $0.classes == "mark-shadow-shape" }
        #expect(copies.count == 9)
        for copy in copies {
            let fill = try #require(copy.fill)
            #expect(fill.hex == "#000000")
            #expect(abs(fill.alpha - Self.each(0.4)) < 1e-9)
            #expect(copy.attributes.isEmpty)
        }
        let shadows = Self.rects(scene, "mark-shadow-shape")
        for bar in bars {
            // Each bar's three copies: moved 2 right and 4 down, shrunk, as it is, and grown by half the radius.
            for grow in [-1.5, 0, 1.5] {
                let expected = Rect(x: bar.x + 2 - grow, y: bar.y + 4 - grow, width: bar.width + 2 * grow, height: bar.height + 2 * grow)
                #expect(shadows.contains { abs($0.x - expected.x) < 1e-9 && abs($0.y - expected.y) < 1e-9
                    && abs($0.width - expected.width) < 1e-9 && abs($0.height - expected.height) < 1e-9 }, "\(expected)")
            }
        }
        // In the SVG the shadow comes first, so the bars are drawn over it, and it is hidden from screen readers.
        let svg = try chart.svg()
        let group = try #require(svg.range(of: #"<g class="mark-shadow" aria-hidden="true""#))
        let firstBar = try #require(svg.range(of: #"class="mark bar"#))
        #expect(group.lowerBound < firstBar.lowerBound)
        #expect(try ParsedSVG(svg).elements("rect", classes: "mark-shadow-shape").count == 9)
    }

    @Test func aLineCastsItsShadowAndAnInnerShadowIsNotDrawn() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
                .foregroundStyle(Color.red.shadow(.drop(radius: 0, y: 3)))
        }
        let scene = Scene(try chart.resolve())
        let line = try #require(scene.shapes.first { $0.classes.hasPrefix("mark line") })
        let shadow = try #require(scene.shapes.first { $0.classes == "mark-shadow-shape" })
        #expect(scene.shapes.filter { $0.classes == "mark-shadow-shape" }.count == 1)
        // SwiftUI's default shadow color, all in one copy when there is no blur.
        #expect(shadow.stroke?.color.hex == "#000000")
        #expect(abs((shadow.stroke?.color.alpha ?? 0) - 0.33) < 1e-9)
        guard case .path(let path) = line.geometry, case .path(let moved) = shadow.geometry else {
            Issue.record("a line is a path"); return
        }
        #expect(path.elements.count == moved.elements.count)
        for (a, b) in zip(path.elements, moved.elements) {
            if case .move(let x0, let y0) = a, case .move(let x1, let y1) = b { #expect(x1 == x0 && y1 == y0 + 3) }
            if case .line(let x0, let y0) = a, case .line(let x1, let y1) = b { #expect(x1 == x0 && y1 == y0 + 3) }
        }
        let inner = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
                .foregroundStyle(.orange.shadow(.inner(radius: 2)))
        }
        #expect(inner.spec.marks[0].style?.shadow == nil)
        #expect(Scene(try inner.resolve()).shapes.allSatisfy { !$0.classes.contains("shadow") })
    }

    @Test func aGradientWithAShadowKeepsItsGradient() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
                .foregroundStyle(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom)
                    .shadow(.drop(radius: 2, x: 1, y: 1)))
        }
        let style = try #require(chart.spec.marks[0].style)
        #expect(style.gradient?.stops.map(\.color) == [Color.yellow.css, Color.red.css])
        #expect(style.shadow?.radius == 2)
        let scene = Scene(try chart.resolve())
        #expect(scene.shapes.filter { $0.classes.hasPrefix("mark bar") }.allSatisfy { $0.gradient != nil })
        let copies = scene.shapes.filter { $0.classes == "mark-shadow-shape" }
        #expect(copies.count == 9)
        #expect(copies.allSatisfy { $0.gradient == nil })
    }

    @Test func aSpecsShadowIsCheckedAndDrawn() throws {
        let json = #"""
        {"data": {"values": [{"m": "Jan", "v": 3}, {"m": "Feb", "v": 5}]},
         "marks": [{"type": "bar", "x": {"field": "m"}, "y": {"field": "v"},
                    "style": {"shadow": {"radius": 4, "y": 2}}}]}
        """#
        let spec = try ChartSpec.decode(Data(json.utf8))
        #expect(spec.marks[0].style?.shadow == MarkShadow(radius: 4, y: 2))
        #expect(Scene(try ChartResolver.resolve(spec)).shapes.filter { $0.classes == "mark-shadow-shape" }.count == 6)
        var bad = spec
        bad.marks[0].style?.shadow?.color = "shade"
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].style.shadow.color", reason:
            "'shade' is not a color; use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red")) {
            try ChartResolver.resolve(bad)
        }
        bad = spec
        bad.marks[0].style?.shadow?.radius = -1
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].style.shadow",
                                                  reason: "a shadow's radius is from 0 to 1000 points, found -1.0")) {
            try ChartResolver.resolve(bad)
        }
    }
}
