import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// A mark's size and geometry as Swift Charts writes them (issue 14): `MarkDimension` widths and heights,
/// `RectangleMark(x:)` and `(y:)` alone, `cornerRadius(_:style:)`, `clipShape`, `offset` and `zIndex`, each
/// chart compiled as Swift Charts spells it and its shapes read back from the SVG.
@Suite struct SwiftChartsMarkGeometryTests {
    struct Sale { var month: String; var units: Double }
    static let sales = [Sale(month: "Jan", units: 12), Sale(month: "Feb", units: 30), Sale(month: "Mar", units: 18)]

    struct Box { var x: Double; var y: Double; var width: Double; var height: Double; var rx: Double; var fill: String }

    static func number(_ node: Node, _ name: String) -> Double { Double(node.value(name) ?? "") ?? .nan }

    static func boxes(_ svg: String, _ className: String = "bar") throws -> [Box] {
        try ParsedSVG(svg).elements("rect", classes: "mark", className).map {
            Box(x: number($0, "x"), y: number($0, "y"), width: number($0, "width"), height: number($0, "height"),
                rx: number($0, "rx").isNaN ? 0 : number($0, "rx"), fill: $0.value("fill") ?? "")
        }
    }

    /// The plot area: the rectangle marks are clipped to.
    static func plotArea(_ svg: String) throws -> Box {
        let rect = try #require(try ParsedSVG(svg).elements(named: ["clipPath"]).first?.children(named: "rect").first)
        return Box(x: number(rect, "x"), y: number(rect, "y"), width: number(rect, "width"), height: number(rect, "height"),
                   rx: 0, fill: "")
    }

    static func bars(width: MarkDimension) throws -> [Box] {
        try boxes(Chart(sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units), width: width)
        }.svg())
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.02 }

    @Test func barWidthsFollowTheirMarkDimension() throws {
        let automatic = try Self.bars(width: .automatic)
        let step = automatic[1].x - automatic[0].x
        let centres = automatic.map { $0.x + $0.width / 2 }
        // By default a bar fills its band less Plotline's 20% gap.
        #expect(automatic.allSatisfy { Self.close($0.width, step * 0.8) })
        for (dimension, width) in [(MarkDimension.fixed(12), 12.0), (.ratio(0.5), step * 0.5), (.inset(4), step - 8),
                                   (20, 20), (7.5, 7.5)] {
            let bars = try Self.bars(width: dimension)
            #expect(bars.allSatisfy { Self.close($0.width, width) }, "\(dimension)")
            // The bar stays centred on its category, its height unchanged.
            #expect(zip(bars, centres).allSatisfy { Self.close($0.x + $0.width / 2, $1) })
            #expect(zip(bars, automatic).allSatisfy { Self.close($0.height, $1.height) })
        }
        // A horizontal bar's height is its band's share, as its width is for a vertical one.
        let horizontal = try Self.boxes(Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Units", sale.units), y: .value("Month", sale.month), height: .ratio(0.25))
        }.svg())
        let rowStep = abs(horizontal[1].y - horizontal[0].y)
        #expect(horizontal.allSatisfy { Self.close($0.height, rowStep * 0.25) })
        // In the spec a fixed dimension is a number, the others an object; both read back the same.
        let chart = Chart(Self.sales, id: \.month) { sale in
            RectangleMark(x: .value("Month", sale.month), y: .value("Units", sale.units), width: .ratio(0.5), height: 6)
        }
        let json = String(decoding: try chart.spec.encoded(), as: UTF8.self).filter { !$0.isWhitespace }
        #expect(json.contains(#""width":{"ratio":0.5}"#) && json.contains(#""height":6"#))
        let decoded = try ChartSpec.decode(try chart.spec.encoded())
        #expect(try decoded.encoded() == chart.spec.encoded())
        #expect(try Chart(spec: decoded).svg() == chart.svg())
    }

    @Test func aRectangleOnOneAxisSpansTheOther() throws {
        let chart = Chart {
            ForEach(Self.sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
            }
            RectangleMark(x: .value("Month", "Feb"), width: .ratio(1))
                .foregroundStyle(.gray.opacity(0.2))
        }
        let svg = try chart.svg()
        let plot = try Self.plotArea(svg)
        let band = try #require(try Self.boxes(svg, "rect").first)
        let feb = try Self.bars(width: .automatic)[1]
        // The whole plot height, the whole step of February's band.
        #expect(Self.close(band.y, plot.y) && Self.close(band.height, plot.height))
        #expect(Self.close(band.width, feb.width / 0.8) && Self.close(band.x + band.width / 2, feb.x + feb.width / 2))
        // And across: RectangleMark(y:) alone spans the plot's width at its category.
        let across = Chart {
            ForEach(Self.sales, id: \.month) { sale in
                PointMark(x: .value("Units", sale.units), y: .value("Month", sale.month))
            }
            RectangleMark(y: .value("Month", "Jan"), height: .fixed(10))
        }
        let acrossSVG = try across.svg()
        let row = try #require(try Self.boxes(acrossSVG, "rect").first)
        let acrossPlot = try Self.plotArea(acrossSVG)
        #expect(Self.close(row.x, acrossPlot.x) && Self.close(row.width, acrossPlot.width) && Self.close(row.height, 10))
        // The first category sits on top (as Swift Charts reads a vertical axis): Jan's row is the highest.
        let points = try ParsedSVG(acrossSVG).elements("path", classes: "mark", "point")
            + ParsedSVG(acrossSVG).elements("circle", classes: "mark", "point")
        #expect(points.count == 3)
        #expect(row.y + row.height / 2 < acrossPlot.y + acrossPlot.height / 3)
    }

    @Test func cornersAndClipShapes() throws {
        func bars(_ content: @escaping (BarMark) -> BarMark) throws -> [Box] {
            try Self.boxes(Chart(Self.sales, id: \.month) { sale in
                content(BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units), width: 40))
            }.svg())
        }
        #expect(try bars { $0.cornerRadius(6, style: .continuous) }.map(\.rx) == [6, 6, 6])
        #expect(try bars { $0.cornerRadius(6) }.map(\.rx) == [6, 6, 6])
        #expect(try bars { $0.clipShape(RoundedRectangle(cornerRadius: 8)) }.map(\.rx) == [8, 8, 8])
        #expect(try bars { $0.cornerRadius(6).clipShape(Rectangle()) }.map(\.rx) == [0, 0, 0])
        // A capsule rounds each bar by half its shorter side: 20 for these 40-point bars, less for a low one.
        let capsules = try bars { $0.clipShape(Capsule()) }
        #expect(capsules.map(\.rx) == capsules.map { min($0.width, $0.height) / 2 })
        #expect(capsules.map(\.rx).allSatisfy { $0 == 20 })
    }

    @Test func offsetsMoveMarksAndTheirEnds() throws {
        let plain = try Self.bars(width: 30)
        let moved = try Self.boxes(Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units), width: 30).offset(x: 5, y: -3)
        }.svg())
        #expect(zip(moved, plain).allSatisfy { Self.close($0.x, $1.x + 5) && Self.close($0.y, $1.y - 3) && Self.close($0.height, $1.height) })
        // yStart moves the base, yEnd the top (in points, down): a bar that starts 4 points up and ends 10 points up.
        let ends = try Self.boxes(Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units), width: 30).offset(yStart: -4, yEnd: -10)
        }.svg())
        #expect(zip(ends, plain).allSatisfy { Self.close($0.y, $1.y - 10) && Self.close($0.height, $1.height + 6) })
        // A rule's ends: a goal line that starts 20 points in and stops 20 points short.
        let rule = Chart {
            ForEach(Self.sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
            }
            RuleMark(y: .value("Goal", 20)).offset(xStart: 20, xEnd: -20)
        }
        let svg = try rule.svg()
        let line = try #require(try ParsedSVG(svg).elements("line", classes: "mark", "rule").first)
        let plot = try Self.plotArea(svg)
        #expect(Self.close(Self.number(line, "x1"), plot.x + 20) && Self.close(Self.number(line, "x2"), plot.x + plot.width - 20))
        // The offset is in the spec.
        #expect(rule.spec.marks[1].style?.offset == MarkOffset(xStart: 20, xEnd: -20))
        // A line and a point move whole: every vertex and the symbol 6 points right and 2 down.
        func shapes(_ dx: CGFloat, _ dy: CGFloat) throws -> (line: String, point: String) {
            let chart = Chart(Self.sales, id: \.month) { sale in
                LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).offset(x: dx, y: dy)
                PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).offset(x: dx, y: dy)
            }
            let svg = try ParsedSVG(chart.svg())
            let point = svg.root.all.first { $0.classes.contains("point") && $0.classes.contains("mark") }
            return (svg.elements("path", classes: "mark", "line").first?.value("d") ?? "",
                    point.map { ($0.value("cx") ?? "") + "," + ($0.value("cy") ?? "") + ($0.value("d") ?? "") } ?? "")
        }
        func numbers(_ text: String) -> [Double] {
            text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        }
        let (path, point) = try shapes(0, 0), (movedPath, movedPoint) = try shapes(6, 2)
        let a = numbers(path), b = numbers(movedPath)
        #expect(a.count == 6 && b.count == 6)
        for i in a.indices where i < b.count {
            let shift: Double = i % 2 == 0 ? 6 : 2
            #expect(abs(b[i] - a[i] - shift) < 0.02)
        }
        let c = numbers(point), d = numbers(movedPoint)
        #expect(c.count == d.count && c.count >= 2)
        #expect(abs(d[0] - c[0] - 6) < 0.02 && abs(d[1] - c[1] - 2) < 0.02)
    }

    @Test func zIndexDrawsLaterLayersUnderEarlierOnes() throws {
        func order(_ chart: Chart) throws -> [String] {
            try ParsedSVG(chart.svg()).root.all.filter { $0.classes.contains("mark") }.compactMap {
                $0.classes.contains("bar") ? "bar" : $0.classes.contains("rule") ? "rule" : nil
            }
        }
        let written = Chart {
            RuleMark(y: .value("Goal", 20))
            ForEach(Self.sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
            }
        }
        #expect(try order(written) == ["rule", "bar", "bar", "bar"])
        let raised = Chart {
            RuleMark(y: .value("Goal", 20)).zIndex(1)
            ForEach(Self.sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
            }
        }
        #expect(try order(raised) == ["bar", "bar", "bar", "rule"])
        #expect(raised.spec.marks[0].style?.zIndex == 1)
    }
}
