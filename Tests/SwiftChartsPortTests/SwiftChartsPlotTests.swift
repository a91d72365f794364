import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Vectorized and function plots (issue 14): charts written as Swift Charts' documentation writes them,
/// compiled unchanged, rendered, and read back from the SVG, the spec and the words.
@Suite struct SwiftChartsPlotTests {
    struct Sale { var day: Int; var sales: Double; var city: String }
    static let sales = [Sale(day: 1, sales: 40, city: "Cupertino"), Sale(day: 2, sales: 55, city: "Cupertino"),
                        Sale(day: 3, sales: 48, city: "Cupertino"), Sale(day: 1, sales: 20, city: "Tokyo"),
                        Sale(day: 2, sales: 31, city: "Tokyo"), Sale(day: 3, sales: 26, city: "Tokyo")]

    /// The points of a path's `d`, one list per subpath (each `M` starts one).
    static func subpaths(_ d: String) -> [[(x: Double, y: Double)]] {
        var result: [[(x: Double, y: Double)]] = []
        var numbers: [Double] = [], command: Character = " "
        func flush() {
            guard !numbers.isEmpty else { return }
            var points: [(x: Double, y: Double)] = []
            var i = 0
            while i + 1 < numbers.count { points.append((numbers[i], numbers[i + 1])); i += 2 }
            if command == "M" { result.append(points) } else if !result.isEmpty { result[result.count - 1] += points }
            numbers = []
        }
        var token = ""
        for c in d {
            if c.isLetter && c != "e" {
                if !token.isEmpty { numbers.append(Double(token)!); token = "" }
                flush(); command = c
            } else if c == " " || c == "," {
                if !token.isEmpty { numbers.append(Double(token)!); token = "" }
            } else if c == "-" && !token.isEmpty && token.last != "e" {
                numbers.append(Double(token)!); token = "-"
            } else { token.append(c) }
        }
        if !token.isEmpty { numbers.append(Double(token)!) }
        flush()
        return result
    }

    /// Where each tick of an axis ("x" or "y") is drawn, by its value.
    static func tickPositions(_ svg: ParsedSVG, axis: String = "x") -> [String: Double] {
        var result: [String: Double] = [:]
        for g in svg.elements("g", classes: "axis", axis) {
            for tick in g.all where tick.classes.contains("tick") {
                guard let value = tick.value("data-value"), let line = tick.children(named: "line").first else { continue }
                result[value] = Double(line.value(axis == "x" ? "x1" : "y1") ?? "")
            }
        }
        return result
    }

    @Test func aLinePlotIsTheLayerAForEachOfLineMarksMakes() throws {
        let plotted = Chart {
            LinePlot(Self.sales, x: .value("Day", \.day), y: .value("Sales", \.sales))
                .foregroundStyle(by: .value("City", \.city))
        }
        let marked = Chart {
            ForEach(Self.sales, id: \.day) { sale in
                LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                    .foregroundStyle(by: .value("City", sale.city))
            }
        }
        #expect(plotted.spec == marked.spec)
        let svg = try ParsedSVG(plotted.svg())
        let lines = svg.elements("path", classes: "mark", "line")
        #expect(lines.count == 2)
        #expect(Set(lines.compactMap { $0.value("stroke") }).count == 2)
        let legend = svg.root.all.filter { $0.name == "text" }.map(\.stringValue)
        #expect(legend.contains("Cupertino") && legend.contains("Tokyo"))
    }

    /// The numbers of a layer's column in the spec.
    static func column(_ chart: Chart, _ layer: Int, _ name: String) throws -> [Double] {
        let json = try JSONSerialization.jsonObject(with: chart.spec.encoded()) as! [String: Any]
        let marks = json["marks"] as! [[String: Any]]
        let rows = (marks[layer]["data"] as! [String: Any])["values"] as! [[String: Any]]
        return rows.map { ($0[name] as? Double) ?? .nan }
    }

    @Test func aFunctionIsSampledFinelyWhereItBends() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: -5...5) { x in sin(x) }
        }
        let xs = try Self.column(chart, 0, "x"), ys = try Self.column(chart, 0, "y")
        #expect(xs.first == -5 && xs.last == 5)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(xs, ys).allSatisfy { abs(sin($0) - $1) < 1e-12 })
        // Every chord between neighbouring samples is within a thousandth of the range (2) of the curve.
        for (a, b) in zip(xs, xs.dropFirst()) {
            let m = (a + b) / 2
            #expect(abs(sin(m) - (sin(a) + sin(b)) / 2) <= 2.0 / 1000 + 1e-12)
        }
        #expect(xs.count >= 129 && xs.count < 4000)
        let svg = try ParsedSVG(chart.svg())
        let line = try #require(svg.elements("path", classes: "mark", "line").first?.value("d"))
        #expect(Self.subpaths(line).count == 1)
        #expect(Self.subpaths(line)[0].count == xs.count)
    }

    @Test func samplesGatherWhereTheCurveTurnsSharply() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "Response", domain: -5...5) { x in 1 / (1 + 400 * x * x) }
        }
        let xs = try Self.column(chart, 0, "x")
        let nearPeak = xs.filter { abs($0) <= 0.25 }.count, flat = xs.filter { $0 >= 4 && $0 <= 4.5 }.count
        #expect(nearPeak >= 4 * flat)
        let ys = try Self.column(chart, 0, "Response")
        #expect(ys.max() == 1)  // the peak at 0 itself is a sample
    }

    @Test func undefinedValuesLeaveGapsInLinesAndAreas() throws {
        // y = 1/x is undefined at 0 and the square root below 0: the curve breaks there.
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: -4...4) { x in
                guard x != 0 else { return .nan }
                return 1 / x
            }
        }
        .chartYScale(domain: -4...4)
        let xs = try Self.column(chart, 0, "x"), ys = try Self.column(chart, 0, "y")
        #expect(ys[xs.firstIndex(of: 0)!].isNaN)
        let svg = try ParsedSVG(chart.svg())
        let d = try #require(svg.elements("path", classes: "mark", "line").first?.value("d"))
        let parts = Self.subpaths(d)
        #expect(parts.count == 2)
        // Neither piece is joined across the gap nor drawn down to y = 0.
        #expect(parts[0].last!.x < parts[1].first!.x)

        let area = Chart {
            AreaPlot(x: "x", y: "Root", domain: -4...4) { x in x.squareRoot() }
        }
        let areaSVG = try ParsedSVG(area.svg())
        let fill = try #require(areaSVG.elements("path", classes: "mark", "area").first?.value("d"))
        // One filled piece, only where the root is defined: it starts at x = 0, not at -4 along zero.
        let pieces = Self.subpaths(fill)
        #expect(pieces.count == 1)
        // It starts where the root does (x = 0, half-way across the plot), not at -4 along zero.
        let xs0 = pieces[0].map(\.x)
        let axisPositions = Self.tickPositions(areaSVG)
        #expect(abs(xs0.min()! - axisPositions["0"]!) < 0.5)
        let text = try area.resolve().accessibility.plainText()
        // The words count the undefined values: every sample below zero.
        let undefined = try Self.column(area, 0, "Root").filter(\.isNaN).count
        #expect(undefined > 0 && text.contains("\(undefined) values are missing."), "\(text)")
        #expect(try chart.resolve().accessibility.plainText().contains("1 value is missing."))
    }

    @Test func anAreaBetweenTwoFunctions() throws {
        let band = Chart {
            AreaPlot(x: "x", yStart: "Low", yEnd: "High", domain: 0...(2 * .pi)) { x in (yStart: sin(x) - 1, yEnd: sin(x) + 1) }
                .foregroundStyle(.teal.opacity(0.4))
        }
        let lows = try Self.column(band, 0, "Low"), highs = try Self.column(band, 0, "High")
        #expect(zip(lows, highs).allSatisfy { abs($1 - $0 - 2) < 1e-12 })
        let svg = try ParsedSVG(band.svg())
        let area = try #require(svg.elements("path", classes: "mark", "area").first)
        #expect(area.value("fill") == "#30b0c7")
        let y = Self.tickPositions(svg, axis: "y")
        // The band's top at x = π/2 reaches 2 and its bottom at 3π/2 reaches -2.
        let points = Self.subpaths(try #require(area.value("d"))).flatMap { $0 }
        #expect(abs(points.map(\.y).min()! - y["2"]!) < 0.5)
        #expect(abs(points.map(\.y).max()! - y["-2"]!) < 0.5)
    }

    @Test func aFunctionWithoutADomainTakesTheChartsXDomain() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y = sin(x)") { sin($0) }
                .foregroundStyle(by: .value("Expression", "y = sin(x)"))
            LinePlot(x: "x", y: "y = cos(x)") { cos($0) }
                .foregroundStyle(by: .value("Expression", "y = cos(x)"))
                .lineStyle(StrokeStyle(lineWidth: 3))
        }
        .chartXScale(domain: -15...15)
        let xs = try Self.column(chart, 0, "x")
        #expect(xs.first == -15 && xs.last == 15)
        #expect(chart.spec.marks[1].style?.lineWidth == 3)
        let svg = try ParsedSVG(chart.svg())
        #expect(svg.elements("path", classes: "mark", "line").count == 2)
        let words = svg.root.all.filter { $0.name == "text" }.map(\.stringValue)
        #expect(words.contains("y = sin(x)") && words.contains("y = cos(x)"))

        // No domain anywhere: said, not guessed.
        let bare = Chart { LinePlot(x: "x", y: "y") { $0 * $0 } }
        #expect(throws: PlotlineError.invalidOption(name: "LinePlot(x: \"x\", y: \"y\")",
            reason: "a function plot needs a domain: give it domain: or the chart .chartXScale(domain:)")) { try bare.svg() }
        let infinite = Chart { AreaPlot(x: "x", y: "y", domain: 0...Double.infinity) { $0 } }
        #expect(throws: PlotlineError.self) { try infinite.svg() }
    }

    struct Cell: Sendable {
        var hour: Int; var day: String; var load: Double; var share: Double
        var hourName: String { "\(hour):00" }
    }
    static let cells = [Cell(hour: 8, day: "Mon", load: 3, share: 0.2), Cell(hour: 9, day: "Mon", load: 7, share: 0.3),
                        Cell(hour: 8, day: "Tue", load: 5, share: 0.1), Cell(hour: 9, day: "Tue", load: 2, share: 0.4)]

    @Test func everyVectorizedPlotDrawsAMarkPerElement() throws {
        func count(_ chart: Chart, _ element: String, _ kind: String) throws -> Int {
            try ParsedSVG(chart.svg()).elements(element, classes: "mark", kind).count
        }
        let bars = Chart { BarPlot(Self.cells, x: .value("Day", \.day), y: .value("Load", \.load)).position(by: .value("Hour", \.hour)) }
        #expect(try count(bars, "rect", "bar") == 4)
        #expect(bars.spec == Chart {
            ForEach(Self.cells, id: \.hour) { c in BarMark(x: .value("Day", c.day), y: .value("Load", c.load)).position(by: .value("Hour", c.hour)) }
        }.spec)
        let points = Chart { PointPlot(Self.cells, x: .value("Hour", \.hour), y: .value("Load", \.load)).symbol(by: .value("Day", \.day)) }
        #expect(try ParsedSVG(points.svg()).elements("path", classes: "mark", "point").count
                + ParsedSVG(points.svg()).elements("circle", classes: "mark", "point").count == 4)
        let heat = Chart {
            RectanglePlot(Self.cells, x: .value("Hour", \.hourName), y: .value("Day", \.day))
                .foregroundStyle(by: .value("Load", \.load))
        }
        let cells = try ParsedSVG(heat.svg()).elements("rect", classes: "mark", "rect")
        #expect(cells.count == 4 && Set(cells.compactMap { $0.value("fill") }).count == 4)
        let rules = Chart { RulePlot(Self.cells, y: .value("Load", \.load)).foregroundStyle(.red) }
        let ruleLines = try ParsedSVG(rules.svg()).elements("line", classes: "mark", "rule")
        #expect(ruleLines.count == 4 && ruleLines.allSatisfy { $0.value("stroke") == "#ff3b30" })
        let pie = Chart { SectorPlot(Self.cells, angle: .value("Share", \.share), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Day", \.day)) }
        #expect(try count(pie, "path", "sector") == 4)
        let area = Chart { AreaPlot(Self.cells.filter { $0.day == "Mon" }, x: .value("Hour", \.hour), y: .value("Load", \.load)).opacity(\.share) }
        #expect(try count(area, "path", "area") == 1)
    }
}
