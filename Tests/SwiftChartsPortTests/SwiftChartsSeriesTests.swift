import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Series and stacks as Swift Charts writes them (issue 14): `LineMark(x:y:series:)`,
/// `AreaMark(x:y:series:stacking:)` with every stacking method, and grouped bars with
/// `position(by:axis:span:)`; geometry read back from the SVG.
@Suite struct SwiftChartsSeriesTests {
    struct Reading { var day: Int; var value: Double; var sensor: String }
    static let readings: [Reading] = [
        Reading(day: 1, value: 2, sensor: "North"), Reading(day: 2, value: 4, sensor: "North"),
        Reading(day: 3, value: 3, sensor: "North"),
        Reading(day: 1, value: 6, sensor: "South"), Reading(day: 2, value: 2, sensor: "South"),
        Reading(day: 3, value: 5, sensor: "South"),
    ]

    /// The path's subpaths, each as its points ("M x y L x y ...").
    static func subpaths(_ d: String) -> [[(Double, Double)]] {
        var result: [[(Double, Double)]] = []
        let tokens = d.replacingOccurrences(of: "M", with: " M ").replacingOccurrences(of: "L", with: " L ")
            .replacingOccurrences(of: "Z", with: " Z ").replacingOccurrences(of: ",", with: " ")
            .split(separator: " ").map(String.init)
        var i = 0
        while i < tokens.count {
            switch tokens[i] {
            case "M": result.append([(Double(tokens[i + 1])!, Double(tokens[i + 2])!)]); i += 3
            case "L": result[result.count - 1].append((Double(tokens[i + 1])!, Double(tokens[i + 2])!)); i += 3
            default: i += 1
            }
        }
        return result
    }

    /// Equal to the SVG's two decimals.
    static func close(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.011 } }

    static func yScale(_ svg: ParsedSVG) -> (Double) -> Double {
        // Two y grid lines give the scale: data-value and y.
        let grid = svg.elements("line", classes: "grid-line", "y").compactMap { line -> (Double, Double)? in
            guard let v = line.value("data-value").flatMap(Double.init), let y = line.value("y1").flatMap(Double.init) else { return nil }
            return (v, y)
        }
        let (a, b) = (grid.first!, grid.last!)
        return { v in a.1 + (v - a.0) * (b.1 - a.1) / (b.0 - a.0) }
    }

    @Test func seriesSplitsLinesInOneStyle() throws {
        let chart = Chart(Self.readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value), series: .value("Sensor", r.sensor))
        }
        let svg = try ParsedSVG(chart.svg())
        let lines = svg.elements("path", classes: "mark", "line")
        // One style: one path, two lines in it (one per sensor), no legend.
        #expect(lines.count == 1)
        let parts = Self.subpaths(lines[0].value("d") ?? "")
        #expect(parts.count == 2 && parts.allSatisfy { $0.count == 3 })
        let y = Self.yScale(svg)
        #expect(Self.close(parts.flatMap { $0.map(\.1) }, [2, 4, 3, 6, 2, 5].map(y)))
        #expect(svg.elements("g", classes: "legend").isEmpty)
        #expect(chart.spec.marks[0].series?.field == "Sensor")
        // With foregroundStyle(by:) as well, each sensor is a series of its own color, as before.
        let colored = Chart(Self.readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value), series: .value("Sensor", r.sensor))
                .foregroundStyle(by: .value("Sensor", r.sensor))
        }
        let coloredLines = try ParsedSVG(colored.svg()).elements("path", classes: "mark", "line")
        #expect(coloredLines.count == 2 && Set(coloredLines.compactMap { $0.value("stroke") }).count == 2)
    }

    @Test(arguments: [MarkStackingMethod.standard, .normalized, .center, .unstacked])
    func areasOfASeriesStack(_ stacking: MarkStackingMethod) throws {
        let chart = Chart(Self.readings, id: \.day) { r in
            AreaMark(x: .value("Day", r.day), y: .value("Value", r.value), series: .value("Sensor", r.sensor),
                     stacking: stacking)
        }
        let svg = try ParsedSVG(chart.svg())
        let fill = try #require(svg.elements("path", classes: "mark", "area").first)
        let areas = Self.subpaths(fill.value("d") ?? "")
        #expect(areas.count == 2)
        let y = Self.yScale(svg)
        // Each area's top, then its base backwards.
        let expected: [([Double], [Double])] = switch stacking {
        case .standard: [([2, 4, 3], [0, 0, 0]), ([8, 6, 8], [2, 4, 3])]
        case .normalized: [([0.25, 4.0 / 6, 0.375], [0, 0, 0]), ([1, 1, 1], [0.25, 4.0 / 6, 0.375])]
        case .center: [([-2, 1, -1], [-4, -3, -4]), ([4, 3, 4], [-2, 1, -1])]
        case .unstacked: [([2, 4, 3], [0, 0, 0]), ([6, 2, 5], [0, 0, 0])]
        }
        for (area, (top, base)) in zip(areas, expected) {
            #expect(Self.close(area.prefix(3).map(\.1), top.map(y)), "\(stacking) top")
            #expect(Self.close(area.suffix(3).reversed().map(\.1), base.map(y)), "\(stacking) base")
        }
        #expect(chart.spec.marks[0].stacking == stacking)
    }

    struct Sale { var fruit: String; var store: String; var sold: Double }
    static let sales = [Sale(fruit: "Apples", store: "Main", sold: 10), Sale(fruit: "Apples", store: "Mall", sold: 14),
                        Sale(fruit: "Pears", store: "Main", sold: 6), Sale(fruit: "Pears", store: "Mall", sold: 9)]

    static func bars(_ chart: Chart) throws -> [(x: Double, width: Double, y: Double, height: Double)] {
        try ParsedSVG(chart.svg()).elements("rect", classes: "mark", "bar").map {
            (Double($0.value("x")!)!, Double($0.value("width")!)!, Double($0.value("y")!)!, Double($0.value("height")!)!)
        }.sorted { $0.x < $1.x }
    }

    @Test func groupedBarsSpanTheirShareOfTheBand() throws {
        func chart(_ span: MarkDimension) -> Chart {
            Chart(Self.sales, id: \.sold) { s in
                BarMark(x: .value("Fruit", s.fruit), y: .value("Sold", s.sold))
                    .foregroundStyle(by: .value("Store", s.store))
                    .position(by: .value("Store", s.store), axis: .horizontal, span: span)
            }
        }
        let automatic = try Self.bars(chart(.automatic))
        // Two bands of 298 points: by default the pair fills 80% of one, each bar half of that.
        let step = automatic[2].x - automatic[0].x
        #expect(abs(automatic[0].width - step * 0.4) < 0.02 && abs(automatic[1].x - (automatic[0].x + automatic[0].width)) < 0.02)
        let bandCentre = automatic[0].x + automatic[0].width
        for (span, group) in [(MarkDimension.ratio(0.5), step * 0.5), (.fixed(60), 60), (.inset(20), step - 40)] {
            let bars = try Self.bars(chart(span))
            // The pair fills `group` points, centred on its band, side by side.
            #expect(abs(bars[0].width - group / 2) < 0.02 && abs(bars[1].width - group / 2) < 0.02, "\(span)")
            #expect(abs(bars[0].x + bars[0].width - bandCentre) < 0.02 && abs(bars[1].x - bandCentre) < 0.02, "\(span)")
            #expect(zip(bars, automatic).allSatisfy { abs($0.height - $1.height) < 0.02 })
        }
        // The span is in the spec and reads back the same.
        let spec = chart(.ratio(0.5)).spec
        #expect(spec.marks[0].style?.positionSpan == .ratio(0.5))
        #expect(try ChartSpec.decode(spec.encoded()).encoded() == spec.encoded())
    }
}
