import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
@testable import ScenePNG

/// Radial and elliptical gradients, a color's standard `.gradient` and a faded `LinearGradient`, written as
/// SwiftUI's documentation writes them: read back from the SVG (the `radialGradient` element, its circle and
/// stops) and from the PNG's pixels (the color changes outward from the center and matches the gradient).
@Suite struct SwiftChartsRadialGradientTests {
    struct Planet: Identifiable {
        var name: String
        var moons: Double
        var id: String { name }
    }

    static let planets = [Planet(name: "Earth", moons: 1), Planet(name: "Mars", moons: 2),
                          Planet(name: "Uranus", moons: 28), Planet(name: "Neptune", moons: 16)]

    static func gradient(_ svg: ParsedSVG, for element: Node) throws -> Node {
        let fill = try #require(element.value("fill"))
        #expect(fill.hasPrefix("url(#"))
        let id = String(fill.dropFirst(5).dropLast())
        return try #require(svg.elements(named: ["radialGradient", "linearGradient"]).first { $0.value("id") == id })
    }

    static func stops(_ gradient: Node) -> [String] {
        gradient.children(named: "stop").map {
            ($0.value("offset") ?? "?") + " " + ($0.value("stop-color") ?? "?") + ($0.value("stop-opacity").map { " " + $0 } ?? "")
        }
    }

    static func number(_ node: Node, _ name: String) -> Double { Double(node.value(name) ?? "") ?? .nan }

    /// The PNG's pixel at a point, at scale 1.
    static func pixel(_ canvas: Canvas, _ x: Double, _ y: Double) -> (red: Int, green: Int, blue: Int) {
        let p = (Int(y) * canvas.width + Int(x)) * 4
        return (Int(canvas.pixels[p]), Int(canvas.pixels[p + 1]), Int(canvas.pixels[p + 2]))
    }

    @Test func aRadialGradientGlowsFromEachBarsCenter() throws {
        let chart = Chart(Self.planets) { planet in
            BarMark(x: .value("Planet", planet.name), y: .value("Moons", planet.moons))
                .foregroundStyle(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40))
        }
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let bars = svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 4)
        for bar in bars {
            let gradient = try Self.gradient(svg, for: bar)
            #expect(gradient.name == "radialGradient")
            #expect(gradient.value("gradientUnits") == "userSpaceOnUse")
            // Centred on the bar, 40 points out, yellow to orange.
            let x = Self.number(bar, "x"), y = Self.number(bar, "y"), w = Self.number(bar, "width"), h = Self.number(bar, "height")
            #expect(abs(Self.number(gradient, "cx") - (x + w / 2)) < 0.01)
            #expect(abs(Self.number(gradient, "cy") - (y + h / 2)) < 0.01)
            #expect(Self.number(gradient, "r") == 40)
            #expect(gradient.value("gradientTransform") == nil)
            #expect(Self.stops(gradient) == ["0 \(Color.yellow.hex)", "1 \(Color.orange.hex)"])
        }
        // In the PNG the tallest bar is yellow at its center and turns orange outward.
        let shapes = scene.shapes.filter { $0.classes.hasPrefix("mark bar") }
        guard case .rect(let tall, _)? = shapes.max(by: { a, b in
            guard case .rect(let ra, _) = a.geometry, case .rect(let rb, _) = b.geometry else { return false }
            return ra.height < rb.height
        })?.geometry, let paint = shapes.first(where: { $0.geometry == .rect(tall, cornerRadius: 0) })?.gradient else {
            Issue.record("no tall bar with a gradient"); return
        }
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        let cx = tall.x + tall.width / 2, cy = tall.y + tall.height / 2
        #expect(tall.height > 90)
        // Along a vertical line from the center: green falls (yellow #ffcc00 to orange #ff9500) step by step.
        var greens: [Int] = []
        for d in stride(from: 0.0, through: 40, by: 8) {
            let got = Self.pixel(canvas, cx, cy - d)
            let expected = paint.color(x: cx.rounded(.down) + 0.5, y: (cy - d).rounded(.down) + 0.5)
            #expect(abs(got.green - Int((expected.green * 255).rounded())) <= 2, "\(d) points out")
            #expect(got.red >= 253)
            greens.append(got.green)
        }
        #expect(zip(greens, greens.dropFirst()).allSatisfy { $0 > $1 })
        #expect(greens.first! >= 0xcc - 2 && greens.last! <= 0x95 + 2)
        // Past the end radius the color holds at orange.
        let beyond = Self.pixel(canvas, cx, cy - 45)
        #expect(abs(beyond.green - 0x95) <= 1)
    }

    @Test func anInnerRadiusMovesTheStopsOutward() throws {
        let bars = Chart(Self.planets) { planet in
            BarMark(x: .value("Planet", planet.name), y: .value("Moons", planet.moons))
                .foregroundStyle(.radialGradient(stops: [.init(color: .blue, location: 0), .init(color: .teal, location: 0.5),
                                                         .init(color: .clear, location: 1)],
                                                 center: .bottom, startRadius: 10, endRadius: 50))
        }
        let svg = try ParsedSVG(bars.svg())
        let bar = try #require(svg.elements("rect", classes: "mark", "bar").first)
        let gradient = try Self.gradient(svg, for: bar)
        // SVG 1.1 has no inner circle: the stops move to a fifth, three fifths and the edge of the 50-point circle.
        #expect(Self.number(gradient, "r") == 50)
        #expect(Self.stops(gradient) == ["0.2 \(Color.blue.hex)", "0.6 \(Color.teal.hex)", "1 #000000 0"])
        // Centred on the bar's bottom edge.
        #expect(abs(Self.number(gradient, "cy") - (Self.number(bar, "y") + Self.number(bar, "height"))) < 0.01)
    }

    @Test func anEllipticalGradientFitsThePlotArea() throws {
        let aligned = Chart {
            ForEach(Self.planets) { planet in
                BarMark(x: .value("Planet", planet.name), y: .value("Moons", planet.moons))
            }
            .foregroundStyle(EllipticalGradient(colors: [.white, .indigo], center: .bottom, endRadiusFraction: 1))
            .alignsMarkStylesWithPlotArea()
        }
        let alignedScene = Scene(try aligned.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(alignedScene))
        let plot = alignedScene.plotArea
        for bar in svg.elements("rect", classes: "mark", "bar") {
            let gradient = try Self.gradient(svg, for: bar)
            // The ellipse is as wide as the plot area and as tall: a circle of its width squeezed to its height
            // about the center at the middle of its bottom edge.
            #expect(abs(Self.number(gradient, "cx") - (plot.x + plot.width / 2)) < 0.01)
            #expect(abs(Self.number(gradient, "cy") - plot.maxY) < 0.01)
            #expect(abs(Self.number(gradient, "r") - plot.width) < 0.01)
            let k = plot.height / plot.width
            let expected = "matrix(1 0 0 \(String(format: "%.4f", k).trimmingTrailingZeros) 0 "
                + "\(String(format: "%.2f", plot.maxY * (1 - k)).trimmingTrailingZeros))"
            #expect(gradient.value("gradientTransform") == expected)
        }
        // In the PNG, at the plot area's top the tallest bar has gone from white toward indigo as far as the
        // ellipse says: one plot height up is the ellipse's edge, all indigo.
        let canvas = PNGRenderer.canvas(alignedScene, scale: 1)
        let bars = alignedScene.shapes.filter { $0.classes.hasPrefix("mark bar") }
        let rects = bars.compactMap { shape -> Rect? in if case .rect(let r, _) = shape.geometry { r } else { nil } }
        let tall = try #require(rects.max { $0.height < $1.height })
        let paint = try #require(bars.first?.gradient)
        let x = tall.x + tall.width / 2
        let low = Self.pixel(canvas, x, tall.maxY - 2), high = Self.pixel(canvas, x, tall.y + 2)
        // Higher up is darker (white to indigo #5856d6: red falls), and each pixel is the gradient's color there.
        #expect(low.red > high.red + 40)
        for (y, got) in [(tall.maxY - 2, low), (tall.y + 2, high)] {
            let expected = paint.color(x: x.rounded(.down) + 0.5, y: y.rounded(.down) + 0.5)
            #expect(abs(got.red - Int((expected.red * 255).rounded())) <= 2)
        }
    }

    @Test func aColorsGradientShadesFromLighterAtTheTopToTheColor() throws {
        let chart = Chart(Self.planets) { planet in
            BarMark(x: .value("Planet", planet.name), y: .value("Moons", planet.moons))
                .foregroundStyle(Color.blue.gradient)
        }
        #expect(chart.spec.marks[0].style?.color == Color.blue.css)
        let svg = try ParsedSVG(chart.svg())
        let top = Color(red: Color.blue.red + (1 - Color.blue.red) * 0.2, green: Color.blue.green + (1 - Color.blue.green) * 0.2,
                        blue: Color.blue.blue + (1 - Color.blue.blue) * 0.2)
        for bar in svg.elements("rect", classes: "mark", "bar") {
            let gradient = try Self.gradient(svg, for: bar)
            #expect(gradient.name == "linearGradient")
            // From the bar's top (a fifth of the way to white: #3395ff) down to blue at its bottom.
            #expect(Self.stops(gradient) == ["0 \(top.hex)", "1 \(Color.blue.hex)"])
            #expect(top.hex == "#3395ff")
            #expect(abs(Self.number(gradient, "y1") - Self.number(bar, "y")) < 0.01)
            #expect(abs(Self.number(gradient, "y2") - (Self.number(bar, "y") + Self.number(bar, "height"))) < 0.01)
        }
    }

    @Test func aFadedLinearGradientKeepsItsStopsAtTheirOpacity() throws {
        let chart = Chart(Self.planets) { planet in
            AreaMark(x: .value("Planet", planet.name), y: .value("Moons", planet.moons))
                .foregroundStyle(LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom).opacity(0.4))
            RadialGradientLegendless(planet: planet)
        }
        let svg = try ParsedSVG(chart.svg())
        let area = try #require(svg.elements("path", classes: "mark", "area").first)
        #expect(Self.stops(try Self.gradient(svg, for: area)) == ["0 \(Color.purple.hex) 0.4", "1 \(Color.pink.hex) 0.4"])
        let point = try #require(svg.elements("circle", classes: "mark", "point").first)
        let glow = try Self.gradient(svg, for: point)
        #expect(glow.name == "radialGradient")
        #expect(Self.stops(glow) == ["0 \(Color.white.hex) 0.5", "1 \(Color.mint.hex) 0.5"])
    }

    /// A point with a glow, as an app's own `ChartContent` would write it.
    struct RadialGradientLegendless: ChartContent {
        var planet: Planet
        var body: some ChartContent {
            PointMark(x: .value("Planet", planet.name), y: .value("Moons", planet.moons))
                .symbolSize(200)
                .foregroundStyle(.radialGradient(colors: [.white, .mint], center: .center, startRadius: 0, endRadius: 8).opacity(0.5))
        }
    }

    @Test func aRadialGradientInAJSONSpecIsDrawnAsOne() throws {
        let json = """
        {"data": {"values": [{"planet": "Earth", "moons": 1}, {"planet": "Mars", "moons": 2}]},
         "marks": [{"type": "bar", "x": {"field": "planet"}, "y": {"field": "moons"},
                    "style": {"gradient": {"stops": [{"color": "#ffcc00", "location": 0}, {"color": "#ff9500", "location": 1}],
                                           "radial": {"centerX": 0.5, "centerY": 0.5, "startRadius": 0, "endRadius": 30}}}}]}
        """
        let spec = try JSONDecoder().decode(ChartSpec.self, from: Data(json.utf8))
        #expect(spec.marks[0].style?.gradient?.radial?.endRadius == 30)
        let svg = try ParsedSVG(Chart(spec: spec).svg())
        let bar = try #require(svg.elements("rect", classes: "mark", "bar").first)
        let gradient = try Self.gradient(svg, for: bar)
        #expect(gradient.name == "radialGradient")
        #expect(Self.number(gradient, "r") == 30)
        #expect(Self.stops(gradient) == ["0 #ffcc00", "1 #ff9500"])
        // A stop's color is held to the color rule, as every color of a spec is.
        let bad = json.replacingOccurrences(of: "#ff9500", with: "not-a-color")
        let badSpec = try JSONDecoder().decode(ChartSpec.self, from: Data(bad.utf8))
        #expect(throws: PlotlineError.self) { try Chart(spec: badSpec).resolve() }
    }
}

extension String {
    fileprivate var trimmingTrailingZeros: String {
        guard contains(".") else { return self }
        var s = self
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
