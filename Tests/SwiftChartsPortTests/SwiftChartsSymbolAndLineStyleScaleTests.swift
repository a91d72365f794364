import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// `chartSymbolScale` and `chartLineStyleScale` written as Swift Charts' documentation writes them: the
/// shapes and dashes of the marks and of the legend's swatches read back from the SVG.
@Suite struct SwiftChartsSymbolAndLineStyleScaleTests {
    struct Sample { var hour: Int; var level: Double; var sensor: String }
    static let samples = [Sample(hour: 1, level: 3, sensor: "North"), Sample(hour: 2, level: 5, sensor: "North"),
                          Sample(hour: 1, level: 6, sensor: "South"), Sample(hour: 2, level: 2, sensor: "South"),
                          Sample(hour: 1, level: 8, sensor: "East"), Sample(hour: 2, level: 7, sensor: "East")]

    static func points() -> Chart {
        Chart(samples.indices, id: \.self) { i in
            PointMark(x: .value("Hour", samples[i].hour), y: .value("Level", samples[i].level))
                .symbol(by: .value("Sensor", samples[i].sensor))
        }
    }

    static func lines() -> Chart {
        Chart(samples.indices, id: \.self) { i in
            LineMark(x: .value("Hour", samples[i].hour), y: .value("Level", samples[i].level))
                .lineStyle(by: .value("Sensor", samples[i].sensor))
        }
    }

    /// A symbol's shape told by its SVG: a circle element, else its path's corner count.
    static func shapeName(_ element: Node) -> String {
        if element.name == "circle" { return "circle" }
        let d = element.value("d") ?? ""
        let corners = d.filter { $0 == "M" || $0 == "L" }.count
        return ["3": "triangle", "4": "square-or-diamond", "5": "pentagon", "12": "plus-cross-or-asterisk"]["\(corners)"] ?? "\(corners)"
    }

    /// Each point's shape by its y value (the level), from the SVG.
    static func pointShapes(_ svg: ParsedSVG) -> [String: String] {
        var result: [String: String] = [:]
        for element in svg.elements("circle", classes: "mark", "point") + svg.elements("path", classes: "mark", "point") { result[element.value("data-y") ?? "?"] = shapeName(element) }
        return result
    }

    /// The legend's swatch shapes, in legend order, with their labels.
    static func legendShapes(_ svg: ParsedSVG) -> [String] {
        svg.elements("g", classes: "legend-entry").map { entry in
            let swatch = entry.children.first.map(shapeName) ?? "none"
            return (entry.children.last?.stringValue ?? "?") + ":" + swatch
        }
    }

    @Test func keyValuePairsGiveEachValueItsShape() throws {
        let chart = Self.points().chartSymbolScale(["South": .triangle, "North": .pentagon, "East": .circle])
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.pointShapes(svg) == ["3": "pentagon", "5": "pentagon", "6": "triangle", "2": "triangle",
                                          "8": "circle", "7": "circle"])
        // The mapping's order is the legend's, as in Swift Charts, each swatch in the mapped shape.
        #expect(Self.legendShapes(svg) == ["South:triangle", "North:pentagon", "East:circle"])
        #expect(chart.spec.symbolScale == SymbolScaleSpec(domain: [.string("South"), .string("North"), .string("East")],
                                                          range: [.triangle, .pentagon, .circle]))
        #expect(try Chart(spec: ChartSpec.decode(chart.spec.encoded())).svg() == chart.svg())
    }

    @Test func domainRangeDictionaryAndClosureForms() throws {
        // A value outside the domain takes the range's shapes from where the domain's end.
        let ranged = try ParsedSVG(try Self.points().chartSymbolScale(domain: ["East", "North"], range: [.triangle, .pentagon]).svg())
        #expect(Self.pointShapes(ranged) == ["8": "triangle", "7": "triangle", "3": "pentagon", "5": "pentagon",
                                             "6": "triangle", "2": "triangle"])
        // A dictionary: each value its own shape.
        let dictionary = Self.points().chartSymbolScale(["East": SymbolShape.pentagon, "North": .triangle, "South": .circle])
        #expect(Self.pointShapes(try ParsedSVG(try dictionary.svg())) == ["8": "pentagon", "7": "pentagon", "3": "triangle",
                                                                           "5": "triangle", "6": "circle", "2": "circle"])
        // A closure over the chart's values, and one over a domain.
        let closure = Self.points().chartSymbolScale { (sensor: String) in sensor == "North" ? .triangle : .circle }
        #expect(Self.pointShapes(try ParsedSVG(try closure.svg())) == ["3": "triangle", "5": "triangle", "6": "circle",
                                                                        "2": "circle", "8": "circle", "7": "circle"])
        let overDomain = Self.points().chartSymbolScale(domain: ["South", "East", "North"]) { $0 == "East" ? .pentagon : .triangle }
        #expect(Self.legendShapes(try ParsedSVG(try overDomain.svg())) == ["South:triangle", "East:pentagon", "North:triangle"])
        // A closure whose argument the values are not names the mistake.
        let wrong = Self.points().chartSymbolScale { (sensor: Double) in .circle }
        #expect(throws: PlotlineError.invalidOption(name: "chartSymbolScale(mapping:)",
                                                    reason: "the chart's symbol values are not all Double")) { try wrong.svg() }
    }

    /// Each line's dash (nil for solid) and width by series, from the SVG.
    static func lineStrokes(_ svg: ParsedSVG) -> [String] {
        svg.elements("path", classes: "mark", "line").map {
            ($0.value("data-series") ?? "?") + ":" + ($0.value("stroke-dasharray") ?? "solid") + "@" + ($0.value("stroke-width") ?? "?")
        }
    }

    @Test func lineStyleScaleGivesEachValueItsStroke() throws {
        let chart = Self.lines().chartLineStyleScale(["South": StrokeStyle(lineWidth: 3, dash: [5, 2]),
                                                      "North": StrokeStyle(lineWidth: 2),
                                                      "East": StrokeStyle(lineWidth: 2, dash: [1, 3])])
        let svg = try ParsedSVG(try chart.svg())
        #expect(Set(Self.lineStrokes(svg)) == ["South:5 2@3", "North:solid@2", "East:1 3@2"])
        // The legend's short lines carry the same dashes (drawn at the swatch's scale, 0.7 of a half width).
        let dashes = svg.elements("g", classes: "legend-entry").map { ($0.children.last?.stringValue ?? "?") + ":" + ($0.children.first?.value("stroke-dasharray") ?? "solid") }
        // In the mapping's order.
        #expect(dashes.count == 3 && dashes[0].hasPrefix("South:") && dashes[1] == "North:solid" && dashes[2].hasPrefix("East:"))
        #expect(!dashes[0].hasSuffix("solid") && !dashes[2].hasSuffix("solid") && dashes[0] != dashes[2])
        #expect(chart.spec.lineStyleScale?.range == [.init(lineWidth: 3, dash: [5, 2]), .init(lineWidth: 2, dash: []),
                                                     .init(lineWidth: 2, dash: [1, 3])])
        #expect(try Chart(spec: ChartSpec.decode(chart.spec.encoded())).svg() == chart.svg())
        // The range alone: the values in order of appearance take the strokes in turn.
        let ranged = try ParsedSVG(try Self.lines().chartLineStyleScale(range: [StrokeStyle(lineWidth: 1, dash: [4, 4]),
                                                                                StrokeStyle(lineWidth: 1)]).svg())
        #expect(Set(Self.lineStrokes(ranged)) == ["North:4 4@1", "South:solid@1", "East:4 4@1"])
    }

    @Test func jsonScalesAreCheckedAndDrawn() throws {
        let json = """
        {"data": {"values": [{"h": 1, "v": 2, "s": "A"}, {"h": 2, "v": 3, "s": "A"}, {"h": 1, "v": 5, "s": "B"}, {"h": 2, "v": 4, "s": "B"}]},
         "marks": [{"type": "point", "x": {"field": "h"}, "y": {"field": "v"}, "symbol": {"field": "s"}}],
         "symbolScale": {"domain": ["B", "A"], "range": ["square", "triangle"]}}
        """
        let svg = try ParsedSVG(try Chart(spec: ChartSpec.decode(Data(json.utf8))).svg())
        #expect(Self.pointShapes(svg) == ["2": "triangle", "3": "triangle", "5": "square-or-diamond", "4": "square-or-diamond"])
        #expect(Self.legendShapes(svg) == ["B:square-or-diamond", "A:triangle"])
        var spec = try ChartSpec.decode(Data(json.utf8))
        spec.symbolScale = SymbolScaleSpec(domain: [.string("A")], range: [.circle, .square])
        #expect(throws: PlotlineError.invalidSpec(path: "$.symbolScale.range",
                                                  reason: "has 2 shapes for 1 domain values; give one per value")) { try Chart(spec: spec).svg() }
        spec.symbolScale = nil
        spec.lineStyleScale = LineStyleScaleSpec(range: [.init(lineWidth: -1)])
        #expect(throws: PlotlineError.invalidSpec(path: "$.lineStyleScale.range[0].lineWidth",
                                                  reason: "must be a positive number, not -1.0")) { try Chart(spec: spec).svg() }
    }

    struct Crater { var age: Double; var depth: Double; var width: Double }
    static let craters = [Crater(age: 1, depth: 2, width: 0), Crater(age: 2, depth: 4, width: 25),
                          Crater(age: 3, depth: 3, width: 100), Crater(age: 4, depth: 5, width: 150)]

    /// Each bubble's area in square points by its y value, from the circle's radius in the SVG (written to
    /// two decimals, so the area to the nearest square point).
    static func bubbleAreas(_ chart: Chart) throws -> [String: Double] {
        let svg = try ParsedSVG(try chart.svg())
        var areas: [String: Double] = [:]
        for circle in svg.elements("circle", classes: "mark", "point") {
            let r = Double(circle.value("r") ?? "") ?? .nan
            areas[circle.value("data-y") ?? "?"] = (Double.pi * r * r).rounded()
        }
        return areas
    }

    @Test func symbolSizeScaleSetsTheAreasOfNumbers() throws {
        func bubbles() -> Chart {
            Chart(Self.craters, id: \.age) { c in
                PointMark(x: .value("Age", c.age), y: .value("Depth", c.depth))
                    .symbolSize(by: .value("Width", c.width))
            }
        }
        // A linear scale over a domain wider than the data: 0 takes 20, 100 takes 400, 150 is held at 400.
        let linear = try Self.bubbleAreas(bubbles().chartSymbolSizeScale(domain: 0...100, range: 20...400))
        #expect(linear == ["2": 20, "4": 115, "3": 400, "5": 400])
        // Along a square root, 25 of 100 is halfway: (20 + 400) / 2.
        let root = try Self.bubbleAreas(bubbles().chartSymbolSizeScale(domain: 0...100, range: 20...400, type: .squareRoot))
        #expect(root == ["2": 20, "4": 210, "3": 400, "5": 400])
        // The range alone spans the data's extent, 0 to 150.
        let ranged = try Self.bubbleAreas(bubbles().chartSymbolSizeScale(range: 10...310))
        #expect(ranged == ["2": 10, "4": 60, "3": 210, "5": 310])
        // A domain written high to low draws the lowest value largest.
        let reversed = try Self.bubbleAreas(bubbles().chartSymbolSizeScale(domain: [150.0, 0.0], range: [10, 310]))
        #expect(reversed == ["2": 310, "4": 260, "3": 110, "5": 10])
        // JSON carries it, and a bad one names its path.
        let chart = bubbles().chartSymbolSizeScale(domain: 0...100, range: 20...400, type: .squareRoot)
        #expect(chart.spec.symbolSizeScale == SymbolSizeScaleSpec(domain: [0, 100], range: [20, 400], type: .squareRoot))
        #expect(try Chart(spec: ChartSpec.decode(chart.spec.encoded())).svg() == chart.svg())
        #expect(throws: PlotlineError.invalidSpec(path: "$.symbolSizeScale.type",
                                                  reason: "a log scale needs sizes above zero; 'Width' reaches 0.0")) {
            try bubbles().chartSymbolSizeScale(type: .log).svg()
        }
    }

    struct Fruit { var name: String; var weight: Double; var price: Double; var size: String }
    static let fruits = [Fruit(name: "Cherry", weight: 1, price: 2, size: "Small"), Fruit(name: "Plum", weight: 2, price: 3, size: "Medium"),
                         Fruit(name: "Melon", weight: 3, price: 5, size: "Large"), Fruit(name: "Fig", weight: 4, price: 4, size: "Small")]

    @Test func symbolSizesOfCategories() throws {
        func fruitChart() -> Chart {
            Chart(Self.fruits, id: \.name) { f in
                PointMark(x: .value("Weight", f.weight), y: .value("Price", f.price))
                    .symbolSize(by: .value("Size", f.size))
            }
        }
        // Each category its area, the pairs' order the key's.
        let mapped = fruitChart().chartSymbolSizeScale(["Large": 300, "Medium": 100, "Small": 30])
        #expect(try Self.bubbleAreas(mapped) == ["2": 30, "3": 100, "5": 300, "4": 30])
        let svg = try ParsedSVG(mapped.svg())
        let key = svg.elements("g").filter { $0.classes.contains("legend-size") }.map { $0.all.filter { $0.name == "text" }.map(\.stringValue).joined() }
        #expect(key == ["Large", "Medium", "Small"])
        // Without a scale: the data's order, areas evenly spaced from 12 to 320.
        #expect(try Self.bubbleAreas(fruitChart()) == ["2": 12, "3": 166, "5": 320, "4": 12])
        // domain: with two areas spreads them over the categories; a dictionary keeps the data's order.
        #expect(try Self.bubbleAreas(fruitChart().chartSymbolSizeScale(domain: ["Small", "Medium", "Large"], range: [20, 220]))
                == ["2": 20, "3": 120, "5": 220, "4": 20])
        let dictionary = fruitChart().chartSymbolSizeScale(["Large": 300, "Small": 30, "Medium": 100] as [String: CGFloat])
        #expect(dictionary.spec.symbolSizeScale?.categories == [.string("Small"), .string("Medium"), .string("Large")])
        // Words: the overview names the sizes' categories; the descriptor has them as an axis of categories.
        let resolved = try mapped.resolve()
        #expect(resolved.accessibility.overview.contains("Large") && resolved.accessibility.overview.contains("Small"), "\(resolved.accessibility.overview)")
        let sizeAxis = resolved.accessibility.descriptor.additionalAxes.compactMap(\.categorical).first
        #expect(sizeAxis?.categoryOrder == ["Large", "Medium", "Small"])
        #expect(resolved.accessibility.descriptor.series[0].dataPoints.map { $0.additionalValues.first } == [.category("Small"), .category("Medium"), .category("Large"), .category("Small")])
        // JSON carries it; a numeric domain for categories is named.
        #expect(try Chart(spec: ChartSpec.decode(mapped.spec.encoded())).svg() == mapped.svg())
        #expect(throws: PlotlineError.invalidSpec(path: "$.symbolSizeScale",
                reason: "the sizes show categories; give them categories and areas, not a numeric domain, range or type")) {
            try fruitChart().chartSymbolSizeScale(domain: 0...10, range: 10...100).svg()
        }
    }
}
