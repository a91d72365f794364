import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// The SwiftUI written around and inside a chart body (issue 32), compiled unchanged: typed axis strokes,
/// calendar strides, UIKit and asset colors, hierarchical styles and materials, `@State` handed to a
/// selection, banded areas by series, the plot area's shape, and a `CGFloat` value on a rule.
@Suite struct SwiftChartsSwiftUISurroundingsTests {
    struct Reading { var day: Date; var low: Double; var high: Double; var site: String }
    static func day(_ n: Int) -> Date { Date(timeIntervalSince1970: 1_717_200_000 + Double(n) * 86_400) }
    static let readings: [Reading] = (0..<28).flatMap { (n: Int) -> [Reading] in
        let d = Double(n)
        let harbor = Reading(day: day(n), low: 12 + d.truncatingRemainder(dividingBy: 5),
                             high: 20 + d.truncatingRemainder(dividingBy: 7), site: "Harbor")
        let ridge = Reading(day: day(n), low: 6 + d.truncatingRemainder(dividingBy: 4),
                            high: 15 + d.truncatingRemainder(dividingBy: 6), site: "Ridge")
        return [harbor, ridge]
    }

    static func tickLabels(_ svg: ParsedSVG, _ axis: String) -> [String] {
        svg.elements("g", classes: "axis", axis).flatMap { $0.all }.filter { $0.classes.contains("tick-label") }.map(\.stringValue)
    }

    @Test func axisStrokesAndCalendarStridesCompileAndTick() throws {
        let every: Calendar.Component = .weekOfYear
        let chart = Chart(Self.readings.filter { $0.site == "Harbor" }) { r in
            LineMark(x: .value("Day", r.day, unit: .day), y: .value("High", r.high))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: every)) { _ in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 3]))
                    .foregroundStyle(.quaternary)
                AxisTick(stroke: .init(lineWidth: 1))
                    .foregroundStyle(Color(.separator))
                AxisValueLabel(format: .dateTime.month(.abbreviated).day(), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks(values: .stride(by: 5)) { _ in
                AxisGridLine(stroke: .init(lineWidth: 1))
                AxisValueLabel()
            }
        }
        let svg = try ParsedSVG(chart.svg())
        // 28 days ticked by the week: four or five labels, a week apart.
        let labels = Self.tickLabels(svg, "x")
        #expect((4...5).contains(labels.count), "\(labels)")
        #expect(labels.allSatisfy { $0.hasPrefix("Jun") || $0.hasPrefix("Jul") }, "\(labels)")
        let month = Chart(Self.readings) { r in
            LineMark(x: .value("Day", r.day, unit: .day), y: .value("High", r.high)).foregroundStyle(by: .value("Site", r.site))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .month)) }
        #expect(!Self.tickLabels(try ParsedSVG(month.svg()), "x").isEmpty)
    }

    @Test func bandsOfSeveralSeriesAreDrawnOnePerSeries() throws {
        let chart = Chart(Self.readings) { r in
            AreaMark(x: .value("Day", r.day, unit: .day), yStart: .value("Low", r.low), yEnd: .value("High", r.high),
                     series: .value("Site", r.site))
                .foregroundStyle(by: .value("Site", r.site))
                .opacity(0.5)
        }
        let svg = try ParsedSVG(chart.svg())
        let areas = svg.root.all.filter { $0.name == "path" && $0.classes.contains("mark") && $0.classes.contains("area") }
        #expect(areas.count == 2)
        #expect(Set(areas.compactMap { $0.value("fill") }).count == 2)
    }

    @Test func platformAssetAndHierarchicalColors() throws {
        #expect(Color(.systemFill).css == "#78788033")
        #expect(Color(.label) == Color.primary)
        #expect(Color(.systemBlue) == Color.blue)
        #expect(Color("BarBottomColor") == Color.accentColor)
        #expect(Color("#30b0c7") == Color.teal)
        #expect(Color.quaternary.css == "primary / 0.18")
        // The background style is the chart's background, in whichever theme draws it.
        #expect(BackgroundStyle().cssColor == "background")
        #expect(Color(.systemBackground).css == "background")
        #expect(Color(.secondaryLabel).css == "primary / 0.6")
        let fade = LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom).opacity(0.5)
        #expect(fade.gradient.stops.allSatisfy { $0.color.alpha == 0.5 })

        struct Expense { var category: String; var amount: Double }
        let expenses = [Expense(category: "Rent", amount: 1200), Expense(category: "Food", amount: 450),
                        Expense(category: "Travel", amount: 300)]
        let chart = Chart(expenses, id: \.category) { e in
            BarMark(x: .value("Category", e.category), y: .value("Amount", e.amount))
                .foregroundStyle(Color(.systemTeal).shadow(.drop(radius: 2, y: 1)))
                .clipShape(.rect(cornerRadius: 4))
                .annotation(position: .top) {
                    Text("\(Int(e.amount))")
                        .font(.caption2)
                        .foregroundStyle(.secondary, .tertiary)
                        .padding(2)
                        .background(.regularMaterial, in: .capsule)
                        .lineLimit(1, reservesSpace: true)
                }
        }
        .chartPlotStyle { plot in
            plot.background(Color(.secondarySystemBackground)).cornerRadius(8).frame(width: 300).aspectRatio(1.5)
        }
        .foregroundColor(.orange)
        let svg = try ParsedSVG(chart.svg())
        let bars = svg.elements("path", classes: "mark", "bar") + svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 3)
        #expect(Set(bars.compactMap { $0.value("fill") }) == [Color.teal.hex])
        let background = try #require(svg.elements("rect", classes: "plot-background").first)
        #expect(background.value("fill") == "#f2f2f7")
        #expect(Double(background.value("width") ?? "") == 300)
        #expect(Double(background.value("height") ?? "") == 200)
        // The plot area's rounded corners, and each label in a capsule.
        #expect(Double(background.value("rx") ?? "") == 8)
        let capsules = svg.elements("rect", classes: "view-shape", "capsule")
        #expect(capsules.count == 3)
        #expect(capsules.allSatisfy { Double($0.value("rx") ?? "") == Double($0.value("height") ?? "").map { $0 / 2 } })
        let texts = svg.root.all.filter { $0.name == "text" }.map(\.stringValue)
        #expect(texts.contains("1200") && texts.contains("450"))
    }

    struct SelectionChart {
        @State var selectedDay: Date? = SwiftChartsSwiftUISurroundingsTests.day(3)
        @State var unused: Double?

        func offset(of value: Double) -> CGFloat { CGFloat(value) + 0.5 }

        var chart: Chart {
            Chart {
                ForEach(SwiftChartsSwiftUISurroundingsTests.readings.filter { $0.site == "Ridge" }, id: \.day) { r in
                    PointMark(x: .value("Day", r.day, unit: .day), y: .value("Low", r.low))
                }
                RuleMark(y: .value("Offset", offset(of: 10)))
                    .accessibilityHidden(true)
            }
            .chartXSelection(value: $selectedDay)
        }
    }

    @Test func stateHandsItsInitialValueToTheSelection() throws {
        let view = SelectionChart()
        #expect(view.unused == nil)
        let svg = try ParsedSVG(view.chart.svg())
        #expect(svg.elements("line", classes: "selection-rule").count == 1)
        // The CGFloat on the rule is plotted as a number.
        #expect(svg.elements("line", classes: "mark", "rule").count == 1)
        view.selectedDay = nil
        #expect(try ParsedSVG(view.chart.svg()).elements("line", classes: "selection-rule").isEmpty)
    }
}

extension SwiftChartsSwiftUISurroundingsTests {
    @Test func aShapeViewIsAPointsSymbol() throws {
        let ridge = Self.readings.filter { $0.site == "Ridge" }.prefix(5)
        let ringed = Chart(Array(ridge), id: \.day) { r in
            PointMark(x: .value("Day", r.day, unit: .day), y: .value("Low", r.low))
                .symbol(Rectangle().strokeBorder(lineWidth: 2))
        }
        let built = Chart(Array(ridge), id: \.day) { r in
            PointMark(x: .value("Day", r.day, unit: .day), y: .value("Low", r.low))
                .symbol {
                    Rectangle()
                        .fill(.blue)
                        .frame(width: 6, height: 6)
                }
        }
        let square = Chart(Array(ridge), id: \.day) { r in
            PointMark(x: .value("Day", r.day, unit: .day), y: .value("Low", r.low)).symbol(.square)
        }
        // The view's shape names the mark's symbol; the view itself is kept to be drawn on each point.
        #expect(ringed.spec.marks[0].style?.symbol == square.spec.marks[0].style?.symbol)
        #expect(built.spec.marks[0].style?.symbol == square.spec.marks[0].style?.symbol)
        var ring = ViewShape(kind: .rectangle)
        (ring.stroke, ring.lineWidth, ring.insetStroke) = ("primary", 2, true)
        #expect(ringed.spec.marks[0].style?.symbolView == .shape(ring))
    }
}
