import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Category axes as Swift Charts draws them (issue 14): the first category on top of a vertical axis,
/// everywhere a category places a mark; and every category's label kept while it fits its band, thinned
/// only when it must.
@Suite struct SwiftChartsCategoryAxisTests {
    struct Item { var name: String; var value: Double }

    /// The x axis's labels and the centre of each bar, from the SVG.
    static func labelsAndBars(_ chart: Chart) throws -> (labels: [(text: String, x: Double, size: Double, bold: Bool)], centres: [Double]) {
        let svg = try ParsedSVG(chart.svg())
        let ticks = svg.elements("g", classes: "axis", "x").flatMap { $0.children(named: "g") }
            .filter { $0.value("class") == "tick" }
        let labels = ticks.compactMap { tick -> (String, Double, Double, Bool)? in
            guard let text = tick.children(named: "text").first else { return nil }
            return (text.stringValue, Double(text.value("x") ?? "") ?? .nan, Double(text.value("font-size") ?? "") ?? 11,
                    text.value("font-weight") == "bold")
        }
        let centres = svg.elements("rect", classes: "mark", "bar").map {
            Double($0.value("x")!)! + Double($0.value("width")!)! / 2
        }
        return (labels, centres)
    }

    @Test(arguments: [("N", 30, 640.0), ("Day ", 30, 640.0), ("Day ", 30, 1400.0), ("Category ", 30, 640.0)])
    func thirtyBarsKeepEveryLabel(prefix: String, count: Int, width: Double) throws {
        let items = (1...count).map { Item(name: "\(prefix)\($0)", value: Double($0 % 7 + 1)) }
        let chart = Chart(items, id: \.name) { item in
            BarMark(x: .value("Name", item.name), y: .value("Value", item.value))
        }.frame(width: width, height: 300)
        let (labels, centres) = try Self.labelsAndBars(chart)
        #expect(centres.count == count)
        // Every category keeps its label (wrapped or turned where they do not fit side by side), each at its
        // bar's centre.
        #expect(labels.map(\.text) == items.map(\.name))
        for (label, centre) in zip(labels, centres) {
            #expect(abs(label.x - centre) < 0.02)
        }
    }

    @Test func shortLabelsSitLevelAndLongOnesAreTurned() throws {
        func rotations(_ prefix: String) throws -> [String?] {
            let items = (1...30).map { Item(name: "\(prefix)\($0)", value: 1) }
            let svg = try ParsedSVG(Chart(items, id: \.name) { item in
                BarMark(x: .value("Name", item.name), y: .value("Value", item.value))
            }.svg())
            return svg.elements("text", classes: "tick-label").filter { $0.parent?.parent?.classes.contains("x") == true }
                .map { $0.value("transform").map { String($0.prefix { $0 != " " }) } }
        }
        // 30 bars across 640 points: about 20 points each. "30" fits its band and sits level; "N30" and
        // "Category 30" do not, and cannot wrap within a word: they are turned upright, all 30 of them.
        #expect(try rotations("") == Array(repeating: nil, count: 30))
        #expect(try rotations("N") == Array(repeating: "rotate(-90", count: 30))
        #expect(try rotations("Category ") == Array(repeating: "rotate(-90", count: 30))
    }

    @Test func theFirstCategoryIsOnTopEverywhere() throws {
        struct Sale { var fruit: String; var store: String; var sold: Double }
        let sales = [Sale(fruit: "Apples", store: "Main", sold: 10), Sale(fruit: "Apples", store: "Mall", sold: 14),
                     Sale(fruit: "Pears", store: "Main", sold: 6), Sale(fruit: "Pears", store: "Mall", sold: 9),
                     Sale(fruit: "Plums", store: "Main", sold: 3), Sale(fruit: "Plums", store: "Mall", sold: 4)]
        func tops(_ chart: Chart, _ element: String = "rect", _ className: String = "bar") throws -> [(String, Double)] {
            try ParsedSVG(chart.svg()).elements(element, classes: "mark", className).map {
                ($0.value("aria-label") ?? $0.value("data-y") ?? "", Double($0.value("y") ?? $0.value("y1") ?? "")!)
            }
        }
        // Horizontal bars: Apples, Pears, Plums from the top.
        let bars = try tops(Chart(sales.filter { $0.store == "Main" }, id: \.fruit) { s in
            BarMark(x: .value("Sold", s.sold), y: .value("Fruit", s.fruit))
        })
        #expect(bars.sorted { $0.1 < $1.1 }.map(\.0) == ["Apples: 10", "Pears: 6", "Plums: 3"])
        // Grouped horizontal bars: within a fruit, the first store on top.
        let grouped = try tops(Chart(sales, id: \.sold) { s in
            BarMark(x: .value("Sold", s.sold), y: .value("Fruit", s.fruit))
                .foregroundStyle(by: .value("Store", s.store))
                .position(by: .value("Store", s.store))
        })
        #expect(grouped.sorted { $0.1 < $1.1 }.map(\.0) == ["Main, Apples: 10", "Mall, Apples: 14", "Main, Pears: 6",
                                                             "Mall, Pears: 9", "Main, Plums: 3", "Mall, Plums: 4"])
        // A heat map's rows and a band across one category.
        let cells = try tops(Chart(sales, id: \.sold) { s in
            RectangleMark(x: .value("Store", s.store), y: .value("Fruit", s.fruit))
                .foregroundStyle(by: .value("Sold", s.sold))
        }, "rect", "rect")
        #expect(cells.sorted { $0.1 < $1.1 }.map(\.0).prefix(2).allSatisfy { $0.contains("Apples") })
        // The words read them in the same order, top to bottom.
        let text = try Chart(sales.filter { $0.store == "Main" }, id: \.fruit) { s in
            BarMark(x: .value("Sold", s.sold), y: .value("Fruit", s.fruit))
        }.resolve().accessibility.plainText()
        let apples = try #require(text.range(of: "- Apples: 10")), plums = try #require(text.range(of: "- Plums: 3"))
        #expect(apples.lowerBound < plums.lowerBound)
    }
}
