import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// `ForEach` inside `ForEach`, as Swift Charts' documentation loops over series and then over each series'
/// values, with the series' modifiers on the inner loop; and the same nesting of views inside an annotation.
@Suite struct SwiftChartsNestedForEachTests {
    struct Sale: Identifiable { var id: String { weekday }; var weekday: String; var sales: Int }
    struct Series: Identifiable { var id: String { city }; var city: String; var sales: [Sale] }
    static let seriesData = [
        Series(city: "Cupertino", sales: [Sale(weekday: "Mon", sales: 54), Sale(weekday: "Tue", sales: 42), Sale(weekday: "Wed", sales: 88)]),
        Series(city: "San Francisco", sales: [Sale(weekday: "Mon", sales: 81), Sale(weekday: "Tue", sales: 90), Sale(weekday: "Wed", sales: 52)]),
    ]

    @Test func aSeriesLoopAroundAValueLoopDrawsALinePerSeries() throws {
        let chart = Chart {
            ForEach(Self.seriesData) { series in
                ForEach(series.sales) { element in
                    LineMark(x: .value("Day", element.weekday), y: .value("Sales", element.sales))
                }
                .foregroundStyle(by: .value("City", series.city))
                .symbol(by: .value("City", series.city))
            }
        }
        let svg = try ParsedSVG(try chart.svg())
        let lines = svg.elements("path", classes: "mark", "line").map { $0.value("data-series") ?? "?" }
        #expect(lines == ["Cupertino", "San Francisco"])
        #expect(svg.elements("text", classes: "legend-label").map(\.stringValue) == ["Cupertino", "San Francisco"])
    }

    @Test func viewsLoopedInsideALoopAreAllDrawn() throws {
        let groups = [["a", "b"], ["c"]]
        let chart = Chart(Self.seriesData[0].sales) { sale in
            BarMark(x: .value("Day", sale.weekday), y: .value("Sales", sale.sales))
                .annotation(position: .top) {
                    HStack {
                        ForEach(groups, id: \.self) { group in
                            ForEach(group, id: \.self) { letter in
                                Text(letter)
                            }
                        }
                    }
                }
        }
        let scene = Scene(try chart.resolve())
        let letters = scene.texts.filter { ["a", "b", "c"].contains($0.text) }.map(\.text)
        #expect(letters == Array(repeating: ["a", "b", "c"], count: 3).flatMap { $0 })
    }
}
