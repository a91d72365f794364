import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Colors and styles as values (issue 14): charts written as Swift Charts' documentation writes them,
/// compiled unchanged and read back from the SVG and the scene.
@Suite struct SwiftChartsStyleTests {
    struct Sale { var month: String; var units: Double }
    static let sales = [Sale(month: "Jan", units: 12), Sale(month: "Feb", units: 30), Sale(month: "Mar", units: 18)]

    struct Reading { var day: Int; var value: Double; var city: String = "Cupertino" }
    static let readings = [Reading(day: 1, value: 4), Reading(day: 2, value: 9), Reading(day: 3, value: 3),
                           Reading(day: 4, value: 7), Reading(day: 5, value: 6)]

    /// The fill (and fill-opacity) of every bar in an SVG, in document order.
    static func barFills(_ svg: String) throws -> [String] {
        try ParsedSVG(svg).elements("rect", classes: "mark", "bar").map {
            ($0.value("fill") ?? "none") + ($0.value("fill-opacity").map { " " + $0 } ?? "")
        }
    }

    @Test func systemColorsDrawApplesLightModeValues() throws {
        let fills = try [Color.blue, .red.opacity(0.5), Color(red: 0.2, green: 0.4, blue: 0.6), Color(white: 0.5),
                         Color(hue: 1.0 / 3, saturation: 1, brightness: 1), .mint, .indigo, .brown]
            .map { color in
                try Self.barFills(Chart(Self.sales, id: \.month) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                        .foregroundStyle(color)
                }.svg())
            }
        #expect(fills.map { Set($0) } == [["#007aff"], ["#ff3b30 0.5"], ["#336699"], ["#808080"], ["#00ff00"],
                                           ["#00c7be"], ["#5856d6"], ["#a2845e"]])
        #expect(fills.allSatisfy { $0.count == 3 })
        // In a spec, an opacity that is not a whole byte is written exactly; the CSS reads back the same color.
        let faded = Color.red.opacity(0.5)
        #expect(faded.css == "rgba(255, 59, 48, 0.5)" && Color(css: faded.css) == faded)
        #expect(Color.red.opacity(0.6).css == "#ff3b3099")
    }

    @Test func aMarkStyledByItsValueTakesAColorPerMark() throws {
        // `foregroundStyle(sale.units > 20 ? .green : .gray)`, each bar its own color.
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(sale.units > 20 ? .green : .gray)
        }
        #expect(try Self.barFills(chart.svg()) == ["#8e8e93", "#34c759", "#8e8e93"])
        // In the spec, a style's color is a CSS string.
        #expect(chart.spec.marks[0].rowStyles?.map { $0?.color } == ["#8e8e93", "#34c759", "#8e8e93"])
    }

    @Test func semanticColorsFollowTheTheme() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(.accentColor)
            RuleMark(y: .value("Goal", 20)).foregroundStyle(.secondary)
        }
        #expect(chart.spec.marks.map { $0.style?.color } == ["accentColor", "secondary"])
        let rule = { (svg: String) in try ParsedSVG(svg).elements("line", classes: "mark", "rule").map { $0.value("stroke") } }
        // One rule per month, each in the theme's secondary text color.
        #expect(try rule(chart.svg(theme: .light)) == Array(repeating: "#515154", count: 3))
        #expect(try rule(chart.svg(theme: .dark)) == Array(repeating: "#c7c7cc", count: 3))
        #expect(Set(try Self.barFills(chart.svg(theme: .light))) == ["#3f82f7"])
        #expect(Set(try Self.barFills(chart.svg(theme: .dark))) == ["#5ba5ff"])
        // The accent color is the chart's accent when it has one.
        #expect(Set(try Self.barFills(chart.chartAccent("#ff2d55").svg())) == ["#ff2d55"])
        // A light SVG on a page that prefers dark turns the role's color to the dark theme's.
        let light = try chart.svg(theme: .light)
        let rules = try ParsedSVG(light).elements("line", classes: "mark", "rule")
        #expect(rules.allSatisfy { $0.classes.contains("semantic-secondary") })
        #expect(rules.allSatisfy { $0.value("data-stroke-role") == "subtitle" })
        #expect(light.contains(#".plotline [data-stroke-role=subtitle]{stroke:#c7c7cc}"#))
        #expect(light.contains(#".plotline [data-fill-role=s0]{fill:#5ba5ff}"#))
        // `.primary.opacity(0.4)` keeps its role and its opacity.
        let faint = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(.primary.opacity(0.4))
        }
        #expect(faint.spec.marks[0].style?.color == "primary / 0.4")
        #expect(Set(try Self.barFills(faint.svg(theme: .dark))) == ["#f5f5f7 0.4"])
    }

    /// A color's `.gradient` is painted as a gradient and named by its color; a gradient of two colors is
    /// painted as one (an SVG gradient per bar), its middle color kept as the style's color for the key and
    /// the words.
    @Test func gradientsKeepTheirMiddleColorAsTheStylesColor() throws {
        let middle = Gradient(stops: [.init(color: Color(hex: 0x000000), location: 0),
                                      .init(color: Color(hex: 0x6644ee), location: 1)])
        let styles: [any ShapeStyle] = [Color.pink.gradient, LinearGradient(gradient: middle, startPoint: .top, endPoint: .bottom),
                                        middle]
        var fills: [Set<String>] = []
        for style in styles {
            fills.append(Set(try Self.barFills(Chart(Self.sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(style)
            }.svg())))
        }
        #expect(fills[0].count == Self.sales.count && fills[0].allSatisfy { $0.hasPrefix("url(#") })
        #expect(Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(Color.pink.gradient)
        }.spec.marks[0].style?.color == "#ff2d55")
        #expect(fills[1].count == Self.sales.count && fills[1].allSatisfy { $0.hasPrefix("url(#") })
        #expect(fills[2].count == Self.sales.count && fills[2].allSatisfy { $0.hasPrefix("url(#") })
        let styled = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(middle)
        }
        #expect(styled.spec.marks[0].style?.color == "#332277")
        #expect(styled.spec.marks[0].style?.gradient?.stops.map(\.color) == ["#000000", "#6644ee"])
        // `.linearGradient(...)` as a static member, stops spread evenly: the middle stop is the middle color.
        let chart = Chart(Self.sales, id: \.month) { sale in
            AreaMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(.linearGradient(colors: [.blue, .teal, .clear], startPoint: .top, endPoint: .bottom))
        }
        #expect(chart.spec.marks[0].style?.color == "#30b0c7")
    }

    /// The end of every drawing command of the scene's line paths, with each path's start.
    static func pathPoints(_ scene: Scene, classes: String = "mark line") -> [[(Double, Double)]] {
        scene.shapes.filter { $0.classes.hasPrefix(classes) }.compactMap { shape in
            guard case .path(let path) = shape.geometry else { return nil }
            return path.elements.compactMap { element -> (Double, Double)? in
                switch element {
                case .move(let x, let y), .line(let x, let y): (x, y)
                case .cubic(_, _, _, _, let x, let y): (x, y)
                default: nil
                }
            }
        }
    }

    static func cubics(_ scene: Scene) -> [(Double, Double, Double, Double)] {
        scene.shapes.filter { $0.classes.hasPrefix("mark line") }.flatMap { shape -> [(Double, Double, Double, Double)] in
            guard case .path(let path) = shape.geometry else { return [] }
            return path.elements.compactMap {
                if case .cubic(let a, let b, let c, let d, _, _) = $0 { (a, b, c, d) } else { nil }
            }
        }
    }

    @Test(arguments: [InterpolationMethod.cardinal, .catmullRom, .cardinal(tension: 0.5), .catmullRom(alpha: 1),
                      .catmullRom(alpha: 0)])
    func splinesPassThroughEveryPoint(method: InterpolationMethod) throws {
        let resolved = try Chart(Self.readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value)).interpolationMethod(method)
        }.resolve()
        let scene = Scene(resolved)
        let a = scene.plotArea
        let expected = Self.readings.map { r in
            (a.x + resolved.x.scale.position(Double(r.day)) * a.width, a.maxY - resolved.y.scale.position(r.value) * a.height)
        }
        let drawn = Self.pathPoints(scene)
        #expect(drawn.count == 1)
        #expect(drawn[0].count == expected.count)
        for (p, q) in zip(drawn[0], expected) { #expect(abs(p.0 - q.0) < 1e-9 && abs(p.1 - q.1) < 1e-9) }
        // Four cubic segments, curved: the second's first control is off the chord between its points.
        let cubics = Self.cubics(scene)
        #expect(cubics.count == 4)
        let (p1, p2, c1) = (expected[1], expected[2], (cubics[1].0, cubics[1].1))
        let cross = (p2.0 - p1.0) * (c1.1 - p1.1) - (p2.1 - p1.1) * (c1.0 - p1.0)
        #expect(abs(cross) > 1)
    }

    @Test func cardinalOfTensionZeroIsUniformCatmullRomAndTensionOneIsStraight() throws {
        func cubics(_ method: InterpolationMethod) throws -> [(Double, Double, Double, Double)] {
            Self.cubics(Scene(try Chart(Self.readings, id: \.day) { r in
                LineMark(x: .value("Day", r.day), y: .value("Value", r.value)).interpolationMethod(method)
            }.resolve()))
        }
        let cardinal = try cubics(.cardinal), uniform = try cubics(.catmullRom(alpha: 0))
        for (c, u) in zip(cardinal, uniform) {
            #expect(abs(c.0 - u.0) < 1e-9 && abs(c.1 - u.1) < 1e-9 && abs(c.2 - u.2) < 1e-9 && abs(c.3 - u.3) < 1e-9)
        }
        // Tension 1: zero tangents, each control on its own point.
        let straight = try cubics(.cardinal(tension: 1))
        let points = Self.pathPoints(Scene(try Chart(Self.readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
        }.resolve()))[0]
        for (i, c) in straight.enumerated() {
            #expect(abs(c.0 - points[i].0) < 1e-9 && abs(c.1 - points[i].1) < 1e-9)
            #expect(abs(c.2 - points[i + 1].0) < 1e-9 && abs(c.3 - points[i + 1].1) < 1e-9)
        }
        // Centripetal differs from uniform where the chords differ in length.
        let centripetal = try cubics(.catmullRom)
        #expect(zip(centripetal, uniform).contains { abs($0.0 - $1.0) > 0.1 || abs($0.1 - $1.1) > 0.1 })
    }

    @Test func strokeStyleDashesLinesAndRules() throws {
        let chart = Chart {
            ForEach(Self.readings, id: \.day) { r in
                LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
                    .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .butt, lineJoin: .bevel, dash: [6, 2], dashPhase: 1))
            }
            RuleMark(y: .value("Average", 5.8))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
        }
        let svg = try ParsedSVG(chart.svg())
        let line = try #require(svg.elements("path", classes: "mark", "line").first)
        #expect(line.value("stroke-width") == "3")
        #expect(line.value("stroke-dasharray") == "6 2")
        #expect(line.value("stroke-dashoffset") == "1")
        #expect(line.value("stroke-linecap") == nil)
        #expect(line.value("stroke-linejoin") == "bevel")
        let rule = try #require(svg.elements("line", classes: "mark", "rule").first)
        #expect(rule.value("stroke-width") == "1")
        #expect(rule.value("stroke-dasharray") == "4 4")
        #expect(rule.value("stroke-miterlimit") == "10")
        #expect(chart.spec.marks[0].style?.dash == [6, 2])
        #expect(chart.spec.marks[0].style?.lineJoin == .bevel)
    }

    @Test func aStrokeWithoutDashKeepsTheSeriesDash() throws {
        let data = Self.readings + Self.readings.map { Reading(day: $0.day, value: $0.value + 2, city: "Tromsø") }
        let chart = Chart(data, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
                .foregroundStyle(by: .value("City", r.city))
                .lineStyle(StrokeStyle(lineWidth: 4))
        }
        let lines = try ParsedSVG(chart.svg()).elements("path", classes: "mark", "line")
        #expect(lines.map { $0.value("stroke-width") } == ["4", "4"])
        // The second series' C2 dash, scaled to the width (6 3 at half the width).
        #expect(lines.map { $0.value("stroke-dasharray") } == [nil, "12 6"])
    }

    @Test func aDashChosenPerSeriesIsDrawnAsGiven() throws {
        // The first series dashed by its author, the second left to its series' dash (C2).
        let data = Self.readings + Self.readings.map { Reading(day: $0.day, value: $0.value + 2, city: "Tromsø") }
        let chart = Chart(data, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
                .foregroundStyle(by: .value("City", r.city))
                .lineStyle(r.city == "Tromsø" ? StrokeStyle(lineWidth: 2) : StrokeStyle(lineWidth: 2, dash: [1, 4], dashPhase: 2))
        }
        let lines = try ParsedSVG(chart.svg()).elements("path", classes: "mark", "line")
        #expect(lines.map { $0.value("stroke-dasharray") } == ["1 4", "6 3"])
        #expect(lines.map { $0.value("stroke-dashoffset") } == ["2", nil])
    }

    /// The corners of each point's path (or its circle's radius as one number).
    static func symbols(_ scene: Scene) -> [[(Double, Double)]] {
        scene.shapes.filter { $0.classes.hasPrefix("mark point") }.map { shape in
            switch shape.geometry {
            case .path(let path):
                path.elements.compactMap { if case .line(let x, let y) = $0 { (x, y) } else if case .move(let x, let y) = $0 { (x, y) } else { nil } }
            case .circle(_, _, let r): [(r, r)]
            default: []
            }
        }
    }

    @Test func symbolShapesAndSizes() throws {
        let shapes: [SymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
        let counts = try shapes.map { shape in
            Self.symbols(Scene(try Chart(Self.readings, id: \.day) { r in
                PointMark(x: .value("Day", r.day), y: .value("Value", r.value)).symbol(shape)
            }.resolve())).map(\.count)
        }
        #expect(counts == [1, 4, 3, 4, 5, 12, 12, 12].map { Array(repeating: $0, count: 5) })

        // symbolSize(CGSize): the shape as large as the box allows; symbolSize(area) in square points.
        func extent(_ mark: (PointMark) -> PointMark) throws -> (Double, Double) {
            let corners = Self.symbols(Scene(try Chart(Self.readings, id: \.day) { r in
                mark(PointMark(x: .value("Day", r.day), y: .value("Value", r.value)))
            }.resolve()))[0]
            let xs = corners.map(\.0), ys = corners.map(\.1)
            return (xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        }
        let square = try extent { $0.symbol(.square).symbolSize(CGSize(width: 10, height: 14)) }
        #expect(abs(square.0 - 10) < 1e-9 && abs(square.1 - 10) < 1e-9)
        let byArea = try extent { $0.symbol(.square).symbolSize(64) }
        #expect(abs(byArea.0 - 8) < 1e-9)
        let pentagon = try extent { $0.symbol(.pentagon).symbolSize(CGSize(width: 20, height: 20)) }
        #expect(abs(max(pentagon.0, pentagon.1) - 20) < 1e-9)
        let cross = try extent { $0.symbol(.cross).symbolSize(CGSize(width: 12, height: 12)) }
        #expect(abs(cross.0 - 12) < 1e-9 && abs(cross.1 - 12) < 1e-9)
        let circle = Self.symbols(Scene(try Chart(Self.readings, id: \.day) { r in
            PointMark(x: .value("Day", r.day), y: .value("Value", r.value)).symbolSize(CGSize(width: 20, height: 10))
        }.resolve()))[0]
        #expect(abs(circle[0].0 - 5) < 1e-9)
    }

    @Test func modifiersOnForEachApplyToEveryMarkInside() throws {
        let chart = Chart {
            ForEach(Self.readings, id: \.day) { r in
                PointMark(x: .value("Day", r.day), y: .value("Value", r.value))
                    .foregroundStyle(r.value > 8 ? .red : .orange)
            }
            .symbol(.triangle)
            .foregroundStyle(.teal)
            ForEach(Self.readings, id: \.day) { r in
                LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
            }
            .interpolationMethod(.catmullRom)
            .foregroundStyle(.purple)
        }
        // The marks' own colors win over their group's.
        let points = try ParsedSVG(chart.svg()).elements("path", classes: "mark", "point")
        #expect(points.map { $0.value("fill") } == ["#ff9500", "#ff3b30", "#ff9500", "#ff9500", "#ff9500"])
        #expect(Self.symbols(Scene(try chart.resolve())).allSatisfy { $0.count == 3 })
        #expect(chart.spec.marks[1].interpolation == .catmullRom)
        #expect(try ParsedSVG(chart.svg()).elements("path", classes: "mark", "line").map { $0.value("stroke") } == ["#af52de"])
    }

    @Test func theJSONSpecCarriesEveryStyle() throws {
        let json = #"""
        {"data": {"values": [{"d": 1, "v": 4}, {"d": 2, "v": 9}, {"d": 3, "v": 3}]},
         "marks": [{"type": "line", "x": {"field": "d"}, "y": {"field": "v"},
                    "interpolation": {"method": "catmullRom", "alpha": 1},
                    "style": {"color": "secondary / 0.5", "lineWidth": 2, "dash": [3, 1], "dashPhase": 2, "lineCap": "square"}},
                   {"type": "point", "x": {"field": "d"}, "y": {"field": "v"},
                    "style": {"symbol": "asterisk", "symbolWidth": 8, "symbolHeight": 8}}]}
        """#
        let spec = try ChartSpec.decode(Data(json.utf8))
        #expect(spec.marks[0].interpolation == .catmullRom(alpha: 1))
        let svg = try ParsedSVG(Chart(spec: spec).svg())
        let line = try #require(svg.elements("path", classes: "mark", "line").first)
        #expect(line.value("stroke") == "#515154" && line.value("stroke-opacity") == "0.5")
        #expect(line.value("stroke-dasharray") == "3 1" && line.value("stroke-dashoffset") == "2")
        #expect(line.value("stroke-linecap") == "square")
        #expect(Self.symbols(Scene(try Chart(spec: spec).resolve())).map(\.count) == [12, 12, 12])
        // Encoding and decoding again gives the same spec.
        let again = try ChartSpec.decode(JSONEncoder().encode(spec))
        #expect(again.marks[0].interpolation == spec.marks[0].interpolation && again.marks[1].style == spec.marks[1].style)
        #expect(again.marks[0].style == spec.marks[0].style)
    }
}
