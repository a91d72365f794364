import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Chart bodies written here in the shapes public Swift Charts code takes (gallery apps that show one API
/// per screen, blog tutorials, Apple's documentation): conditional grid strokes read from `AxisValue`,
/// axis presets and formats, tick parameters, a reversed scale, a sorted and appended category domain, a
/// watermark overlay, a candlestick, a bubble chart with a grid legend, a mark colored by a function, an
/// offset mark, annotations that fit the chart, three axis titles, turned labels, scale padding, a masked
/// area, bands, a range selection, a custom legend row, axes on all four sides, a line-style scale, a
/// composited mark, view symbols, and an overlay that reads the proxy. Own data and names; each body is
/// compiled unchanged, drawn, and read back from the scene.
@Suite struct SwiftChartsPublicStyleTests {
    static let monday = Date(timeIntervalSince1970: 1_709_510_400) // Monday 2024-03-04 UTC
    static func day(_ n: Int) -> Date { monday.addingTimeInterval(Double(n) * 86_400) }

    static func texts(_ scene: Scene, _ classes: String) -> [String] {
        scene.texts.filter { $0.classes == classes }.map(\.text)
    }
    static func tickLabels(_ scene: Scene, axis: String) -> [SceneText] {
        SwiftChartsStyleBodiesTests.tickLabels(scene, axis: axis)
    }
    static func shapes(_ scene: Scene, containing word: String) -> [SceneShape] {
        SwiftChartsStyleBodiesTests.shapes(scene, containing: word)
    }
    static func bounds(_ shape: SceneShape) -> Rect { SwiftChartsHeldOutStyleTests.bounds(shape) }
    static func hasAxis(_ scene: Scene, _ axis: String) -> Bool { SwiftChartsHeldOutStyleTests.hasAxis(scene, axis) }

    struct Monthly: Identifiable {
        var id: String { month }
        var month: String
        var amount: Int
    }

    static let quarter = [Monthly(month: "Jan", amount: 12), Monthly(month: "Feb", amount: 26),
                          Monthly(month: "Mar", amount: 41), Monthly(month: "Apr", amount: 33)]

    // MARK: 1. Grid lines dashed and pink below a threshold, solid and green above, read from AxisValue

    @Test func gridLinesStyledPerValue() throws {
        let chart = Chart(Self.quarter) { row in
            LineMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartYAxis {
            AxisMarks { axisValue in
                let amount = axisValue.as(Double.self)!
                AxisGridLine(stroke: .init(dash: amount <= 20 ? [6, 3] : [], dashPhase: .zero))
                    .foregroundStyle(amount <= 20 ? .pink : .green)
                AxisValueLabel()
            }
        }
        let scene = Scene(try chart.resolve())
        let grid = Self.shapes(scene, containing: "grid-line").filter { $0.classes.contains("y") }
        #expect(grid.count >= 4)
        let values = Self.tickLabels(scene, axis: "axis y").map { Double($0.text) ?? -1 }
        #expect(values.count == grid.count)
        #expect(values == [10, 20, 30, 40, 50])
        // A grid line at each label (Plotline keeps its own grid stroke and color: DocC's differences page).
        let labelYs = Self.tickLabels(scene, axis: "axis y").map(\.y).sorted()
        for (y, line) in zip(labelYs, grid.map(Self.bounds).sorted { $0.y < $1.y }) {
            #expect(abs(line.y - y) < 8)
        }
    }

    // MARK: 2. Presets: an extended y axis, aligned x labels, fixed-width bars

    @Test func axisPresetsAndFixedWidthBars() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount), width: 25)
        }
        .chartYAxis { AxisMarks(preset: .extended) }
        .chartXAxis { AxisMarks(preset: .aligned) }
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 4)
        #expect(bars.allSatisfy { abs(Self.bounds($0).width - 25) < 0.01 })
        #expect(Self.tickLabels(scene, axis: "axis x").map(\.text) == ["Jan", "Feb", "Mar", "Apr"])
    }

    // MARK: 3. Every AxisMarks parameter at once: currency, preset, position, desired count, stroke

    @Test func axisMarksWithEveryParameter() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartYAxis {
            AxisMarks(
                format: .currency(code: "USD"),
                preset: .extended,
                position: .leading,
                values: .automatic(desiredCount: 5),
                stroke: .init(lineWidth: 3)
            )
        }
        let scene = Scene(try chart.resolve())
        let labels = Self.tickLabels(scene, axis: "axis y")
        #expect(labels.count >= 3 && labels.count <= 7)
        #expect(labels.allSatisfy { $0.text.hasPrefix("$") })
        #expect(labels.contains { $0.text == "$0.00" })
        // Leading: the labels sit left of the plot area.
        #expect(labels.allSatisfy { $0.x <= scene.plotArea.x })
    }

    // MARK: 4. A centered tick, long and thick

    @Test func aLongThickCenteredTick() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartYAxis {
            AxisMarks {
                AxisGridLine()
                AxisValueLabel()
                AxisTick(centered: true, length: 16, stroke: .init(lineWidth: 5))
            }
        }
        let scene = Scene(try chart.resolve())
        // The ticks are drawn, one a label (Plotline draws its own short tick: the length and stroke are
        // accepted, as DocC's differences page says).
        let labels = Self.tickLabels(scene, axis: "axis y")
        let ticks = Self.shapes(scene, containing: "tick-line").filter { Self.bounds($0).height == 0 }
        #expect(!labels.isEmpty && ticks.count == labels.count)
    }

    // MARK: 5. Floating bars of gains and losses, labels colored by their sign

    struct Change: Identifiable {
        var id: String { team }
        var team: String
        var from: Int
        var to: Int
    }

    static func signColor(for axisValue: AxisValue) -> Color {
        let value = axisValue.as(Int.self) ?? .zero
        switch value {
        case let value where value > .zero: return .green
        case let value where value == .zero: return .primary
        default: return .red
        }
    }

    @Test func labelsColoredBySign() throws {
        let changes = [Change(team: "North", from: -20, to: 10), Change(team: "South", from: 5, to: 30),
                       Change(team: "East", from: -15, to: -5)]
        let chart = Chart(changes) { row in
            BarMark(x: .value("Team", row.team), yStart: .value("From", row.from), yEnd: .value("To", row.to))
        }
        .chartYAxis {
            AxisMarks { axisValue in
                AxisGridLine()
                AxisTick()
                AxisValueLabel()
                    .font(.headline)
                    .foregroundStyle(Self.signColor(for: axisValue))
            }
        }
        let scene = Scene(try chart.resolve())
        let labels = Self.tickLabels(scene, axis: "axis y")
        #expect(labels.contains { $0.text == "0" })
        #expect(labels.map(\.text) == ["-20", "-10", "0", "10", "20", "30"])
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 3)
    }

    // MARK: 6. A reversed y scale: bars hang from the top

    @Test func aReversedScaleHangsBarsFromTheTop() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartYScale(domain: .automatic(includesZero: true, reversed: true))
        .chartYAxis {
            AxisMarks { AxisValueLabel(multiLabelAlignment: .center) }
        }
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar").map(Self.bounds)
        #expect(bars.count == 4)
        #expect(bars.allSatisfy { abs($0.y - scene.plotArea.y) < 0.5 })
        let labels = Self.tickLabels(scene, axis: "axis y").sorted { $0.y < $1.y }
        #expect(labels.first?.text == "0")
    }

    // MARK: 7. Big points with padding inside a bordered plot

    @Test func bigPointsPaddedInABorderedPlot() throws {
        let chart = Chart(Self.quarter) { row in
            PointMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                .symbolSize(400)
        }
        .chartYScale(domain: 0...50, range: .plotDimension(padding: 20))
        .chartPlotStyle { $0.border(.pink, width: 1) }
        let scene = Scene(try chart.resolve())
        let points = Self.shapes(scene, containing: "point").map(Self.bounds)
        #expect(points.count == 4)
        // An area of 400 square points: a circle of radius sqrt(400 / π).
        #expect(points.allSatisfy { abs($0.width - 2 * (400 / Double.pi).squareRoot()) < 0.5 })
        let border = Self.shapes(scene, containing: "plot-border").first
        #expect(border?.stroke?.color.hex == Color.pink.hex)
        // 0 sits 20 points above the plot's bottom.
        let zeroLabel = Self.tickLabels(scene, axis: "axis y").first { $0.text == "0" }
        let bottom = scene.plotArea.y + scene.plotArea.height
        #expect(zeroLabel.map { abs($0.y - (bottom - 20)) < 6 } == true)
    }

    // MARK: 8. Categories sorted the way people sort, and one appended with no data

    @Test func aSortedDomainWithAnAppendedCategory() throws {
        let sizes = [Monthly(month: "Size 10", amount: 4), Monthly(month: "Size 2", amount: 9),
                     Monthly(month: "Size 1", amount: 6)]
        let chart = Chart(sizes) { row in
            BarMark(x: .value("Size", row.month), y: .value("Count", row.amount))
        }
        .chartXScale(domain: .automatic(dataType: String.self) { domain in
            domain.sort { $0.localizedStandardCompare($1) == .orderedAscending }
            domain.append("Size 12")
        })
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis x").map(\.text) == ["Size 1", "Size 2", "Size 10", "Size 12"])
        #expect(Self.shapes(scene, containing: "bar").count == 3)
    }

    // MARK: 10. Candlesticks: a thin wick and a wide body per day, colored by direction

    struct Candle: Identifiable {
        var id: Date { date }
        var date: Date
        var open, close, high, low: Double
    }

    @Test func candlesticks() throws {
        let candles = [Candle(date: Self.day(0), open: 150, close: 162, high: 168, low: 146),
                       Candle(date: Self.day(1), open: 162, close: 155, high: 166, low: 151),
                       Candle(date: Self.day(2), open: 155, close: 171, high: 175, low: 153)]
        let chart = Chart(candles) { item in
            BarMark(
                x: .value("Date", item.date, unit: .day),
                yStart: .value("High", item.high),
                yEnd: .value("Low", item.low),
                width: 1
            )
            .foregroundStyle(Color(UIColor.label))

            BarMark(
                x: .value("Date", item.date, unit: .day),
                yStart: .value("Open", item.open),
                yEnd: .value("Close", item.close),
                width: 16
            )
            .cornerRadius(.zero)
            .foregroundStyle(item.close >= item.open ? .green : .red)
        }
        .chartYScale(domain: 140...180)
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 6)
        let bodies = bars.filter { abs(Self.bounds($0).width - 16) < 0.01 }
        #expect(bodies.map { $0.fill?.hex } == [Color.green.hex, Color.red.hex, Color.green.hex])
        let wicks = bars.filter { abs(Self.bounds($0).width - 1) < 0.01 }
        #expect(wicks.count == 3)
        // A wick spans its body.
        for (wick, body) in zip(wicks.map(Self.bounds), bodies.map(Self.bounds)) {
            #expect(wick.y <= body.y && wick.maxY >= body.maxY)
            #expect(abs((wick.x + wick.width / 2) - (body.x + body.width / 2)) < 0.5)
        }
    }

    // MARK: 11. Bubbles drawn as annotations over invisible points, legend in a two-column grid

    struct Film: Identifiable {
        var id: String { title }
        var title: String
        var budget: Double
        var gross: Double
        var size: CGFloat
        var color: Color
    }

    @Test func bubblesWithAGridLegend() throws {
        let films = [Film(title: "Harbor", budget: 20, gross: 150, size: 30, color: .orange),
                     Film(title: "Summit", budget: 45, gross: 260, size: 50, color: .teal),
                     Film(title: "Orbit", budget: 70, gross: 340, size: 40, color: .indigo)]
        let chart = Chart(films) { item in
            PointMark(x: .value("Budget", item.budget), y: .value("Gross", item.gross))
                .opacity(.zero)
                .foregroundStyle(by: .value("Film", item.title))
                .annotation(spacing: .zero) {
                    Circle()
                        .fill(item.color.opacity(0.3))
                        .frame(width: item.size)
                        .offset(y: item.size / 2)
                }
        }
        .chartLegend {
            LazyVGrid(columns: Array(repeating: GridItem(), count: 2), alignment: .leading, spacing: 8) {
                ForEach(films) { item in
                    Label {
                        Text(item.title).foregroundStyle(.primary)
                    } icon: {
                        Image(systemName: "circle.fill").foregroundStyle(item.color.opacity(0.3))
                    }
                }
            }
            .font(.caption)
        }
        .chartYScale(domain: 100...400)
        let scene = Scene(try chart.resolve())
        let words = scene.texts.map(\.text)
        #expect(["Harbor", "Summit", "Orbit"].allSatisfy(words.contains))
        // The grid's two columns: Harbor and Orbit one below the other at the leading edge, Summit beside Harbor.
        let harbor = scene.texts.first { $0.text == "Harbor" }, summit = scene.texts.first { $0.text == "Summit" },
            orbit = scene.texts.first { $0.text == "Orbit" }
        if let harbor, let summit, let orbit {
            #expect(abs(harbor.x - orbit.x) < 0.5 && orbit.y > harbor.y)
            #expect(abs(harbor.y - summit.y) < 0.5 && summit.x > harbor.x)
        }
        // The points are there, invisible.
        let points = Self.shapes(scene, containing: "point")
        #expect(points.count == 3 && points.allSatisfy { $0.fill?.alpha == 0 })
    }

    // MARK: 11b. A legend written as a LazyHGrid: two rows, filled column by column

    @Test func aLegendInTwoRows() throws {
        let regions = ["North", "East", "South", "West", "Central"]
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartLegend(position: .bottom) {
            LazyHGrid(rows: [GridItem(.fixed(14)), GridItem(.fixed(14))], alignment: .top, spacing: 12) {
                ForEach(regions, id: \.self) { region in
                    HStack(spacing: 4) {
                        Circle().fill(.teal).frame(width: 6, height: 6)
                        Text(region).font(.caption2)
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        func at(_ word: String) throws -> SceneText { try #require(scene.texts.first { $0.text == word }) }
        let (north, east, south, west, central) = (try at("North"), try at("East"), try at("South"), try at("West"),
                                                    try at("Central"))
        // Rows: North, South, Central on the first; East and West on the second, below them.
        #expect(abs(north.y - south.y) < 0.5 && abs(south.y - central.y) < 0.5)
        #expect(abs(east.y - west.y) < 0.5 && east.y > north.y)
        // Columns: North over East, South over West, each pair centred in its column (a GridItem's
        // alignment), left to right with the grid's spacing between the columns.
        func width(_ t: SceneText) -> Double { TextMetrics.width(t.text, style: t.style) }
        #expect(abs((north.x + width(north) / 2) - (east.x + width(east) / 2)) < 0.5)
        #expect(abs((south.x + width(south) / 2) - (west.x + width(west) / 2)) < 0.5)
        // The first column is as wide as its widest cell (a dot, 4 points, "North"); the next starts 12 after.
        #expect(abs(min(south.x, west.x) - (north.x + width(north) + 12 + 6 + 4)) < 0.5)
        #expect(central.x > south.x + width(south))
        // Below the plot, with a dot before each name.
        #expect(north.y > scene.plotArea.maxY)
        #expect(scene.shapes.filter { $0.fill?.hex == Color.teal.hex }.count == 5)
    }

    // MARK: 12. A color per bar from a function with a switch expression

    static func colorBy(month: String) -> Color {
        switch month {
        case "Jan": .pink
        case "Feb": .blue
        case "Mar": .green
        default: .orange
        }
    }

    @Test func aColorFromAFunction() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                .foregroundStyle(Self.colorBy(month: row.month))
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.shapes(scene, containing: "bar").map { $0.fill?.hex }
                == [Color.pink.hex, Color.blue.hex, Color.green.hex, Color.orange.hex])
    }

    // MARK: 13. One bar nudged up and left with offset(x:y:)

    @Test func oneBarOffset() throws {
        func chart(nudged: Bool) -> Chart {
            Chart(Self.quarter) { row in
                BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                    .offset(x: nudged && row.month == "Mar" ? -5 : 0, y: nudged && row.month == "Mar" ? -10 : 0)
            }
        }
        let plain = Self.shapes(Scene(try chart(nudged: false).resolve()), containing: "bar").map(Self.bounds)
        let moved = Self.shapes(Scene(try chart(nudged: true).resolve()), containing: "bar").map(Self.bounds)
        #expect(moved.count == 4)
        #expect(abs(moved[2].x - (plain[2].x - 5)) < 0.01)
        #expect(abs(moved[2].y - (plain[2].y - 10)) < 0.01)
        #expect(abs(moved[0].x - plain[0].x) < 0.01 && abs(moved[0].y - plain[0].y) < 0.01)
    }

    // MARK: 14. A marker and a callout on one bar only, the callout fitted to the chart

    @Test func aCalloutOnOneBarFittedToTheChart() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                .annotation(spacing: .zero) {
                    if row.month == "Apr" {
                        Rectangle()
                            .fill(.purple)
                            .frame(width: 4, height: 16)
                    }
                }
                .annotation(spacing: 16, overflowResolution: .init(x: .fit(to: .chart))) {
                    if row.month == "Apr" {
                        Text("Season closed")
                            .font(.caption2)
                            .foregroundStyle(.white)
                            .padding()
                            .background(.purple.gradient, in: .rect(cornerRadius: 8))
                    }
                }
        }
        let scene = Scene(try chart.resolve())
        let callout = scene.texts.first { $0.text == "Season closed" }
        #expect(callout != nil)
        #expect(callout?.color.hex == Color.white.hex)
        // Fitted: the callout's text ends inside the chart.
        if let callout { #expect(callout.x <= scene.width) }
        // The callout's purple capsule behind it.
        #expect(scene.shapes.contains { $0.fill?.hex == Color.purple.hex })
    }

    // MARK: 15. Three x axis titles: two on top, one below with an icon

    @Test func threeAxisTitles() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartXAxisLabel(position: .top, spacing: 24) {
            Text("Orders Shipped")
                .foregroundStyle(Color(UIColor.label))
                .font(.headline)
        }
        .chartXAxisLabel(position: .top) {
            Text("Spring Review")
                .font(.caption2.italic())
        }
        .chartXAxisLabel(position: .bottom) {
            Label("© Warehouse", systemImage: "shippingbox")
                .font(.caption2)
                .fixedSize()
        }
        let scene = Scene(try chart.resolve())
        let words = scene.texts.map(\.text)
        // One title per axis: the last one written is drawn (the two above are not; see the report of
        // issue 32's public-style bodies).
        #expect(words.contains("© Warehouse"))
        let bottom = scene.texts.first { $0.text == "© Warehouse" }
        #expect(bottom.map { $0.y > scene.plotArea.maxY } == true)
    }

    // MARK: 17. A y domain that reaches past the data, appended in the automatic domain's closure

    @Test func anAppendedNumericDomain() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartYScale(domain: .automatic(dataType: Int.self) { domain in
            domain.append(100)
        })
        let scene = Scene(try chart.resolve())
        let values = Self.tickLabels(scene, axis: "axis y").compactMap { Double($0.text) }
        #expect(values.max() == 100)
        // The tallest bar (41) reaches less than half way up.
        let tallest = Self.shapes(scene, containing: "bar").map(Self.bounds).map(\.height).max() ?? 0
        #expect(tallest < scene.plotArea.height / 2)
    }

    // MARK: 18. Padding at both ends of the y range

    @Test func startAndEndPaddingOnY() throws {
        let chart = Chart(Self.quarter) { row in
            PointMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                .symbolSize(400)
        }
        .chartYScale(range: .plotDimension(startPadding: 20, endPadding: 20))
        .chartPlotStyle { $0.border(.pink, width: 1) }
        let scene = Scene(try chart.resolve())
        let points = Self.shapes(scene, containing: "point").map(Self.bounds)
        #expect(points.count == 4)
        // The highest point's centre stays at least 20 points below the plot's top.
        let top = points.map { $0.y + $0.height / 2 }.min() ?? 0
        #expect(top >= scene.plotArea.y + 20 - 0.01)
    }

    // MARK: 19. An area masked by bars

    @Test func anAreaMaskedByBars() throws {
        let chart = Chart {
            ForEach(Self.quarter) { row in
                AreaMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
            }
            .mask {
                ForEach(Self.quarter) { row in
                    BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                }
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.shapes(scene, containing: "area").count == 1)
        func masked(_ node: SceneNode) -> [SceneNode]? {
            guard case .group(let g) = node else { return nil }
            return g.mask ?? g.children.lazy.compactMap(masked).first
        }
        let mask = scene.nodes.lazy.compactMap(masked).first
        #expect(mask?.count == 4)
    }

    // MARK: 20. Comfort bands behind a line

    @Test func bandsBehindALine() throws {
        let highest = Double(Self.quarter.map(\.amount).max() ?? 0)
        let chart = Chart(Self.quarter) { row in
            LineMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                .foregroundStyle(.blue)

            RectangleMark(yStart: .value("Start", highest), yEnd: .value("End", highest - 10))
                .foregroundStyle(.green.opacity(0.1))

            RectangleMark(yStart: .value("Start", 0), yEnd: .value("End", 10))
                .foregroundStyle(.red.opacity(0.1))
        }
        let scene = Scene(try chart.resolve())
        let bands = Self.shapes(scene, containing: "rect")
        // One band per row and kind, each spanning the plot's width.
        #expect(bands.count == 8)
        #expect(bands.allSatisfy { abs(Self.bounds($0).width - scene.plotArea.width) < 0.5 })
        #expect(Set(bands.compactMap { $0.fill?.hex }) == [Color.green.hex, Color.red.hex])
        #expect(Self.shapes(scene, containing: "line").first?.stroke?.color.hex == Color.blue.hex)
    }

    // MARK: 21. A range selection bound to state, its text written from the range

    struct DayValue: Identifiable {
        var id: Date { date }
        var date: Date
        var value: Int
    }

    struct RangePicker {
        var days: [DayValue]
        @State var selectedRange: ClosedRange<Date>? = nil

        var rangeText: String {
            guard let range = selectedRange else { return "Drag with two fingers to pick days" }
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            return "\(formatter.string(from: range.lowerBound)) - \(formatter.string(from: range.upperBound))"
        }

        var chart: Chart {
            Chart(days) { item in
                BarMark(x: .value("Day", item.date, unit: .day), y: .value("Value", item.value))
            }
            .chartXSelection(range: $selectedRange)
        }
    }

    @Test func aRangeSelection() throws {
        let picker = RangePicker(days: (0..<4).map { DayValue(date: Self.day($0), value: 3 + $0 * 2) })
        #expect(picker.rangeText == "Drag with two fingers to pick days")
        let scene = Scene(try picker.chart.resolve())
        #expect(Self.shapes(scene, containing: "bar").count == 4)
    }

    // MARK: 22. A legend row written by the app

    struct SeriesPoint: Identifiable {
        var id: String { "\(series)-\(month)" }
        var month: String
        var value: Int
        var series: String
    }

    static let twoYears: [SeriesPoint] = ["Jan", "Feb", "Mar", "Apr"].enumerated().flatMap { i, m in
        [SeriesPoint(month: m, value: 10 + i * 6, series: "This Year"),
         SeriesPoint(month: m, value: 8 + i * 3, series: "Last Year")]
    }

    static func seriesColor(_ series: String) -> Color {
        switch series {
        case "This Year": .purple
        case "Last Year": .mint
        default: .gray
        }
    }

    @Test func aLegendRowWrittenByTheApp() throws {
        let names = ["This Year", "Last Year"]
        let chart = Chart(Self.twoYears) { item in
            LineMark(x: .value("Month", item.month), y: .value("Value", item.value),
                     series: .value("Series", item.series))
                .foregroundStyle(by: .value("Series", item.series))
        }
        .chartForegroundStyleScale(["This Year": Color.purple, "Last Year": Color.mint])
        .chartLegend(alignment: .center, spacing: 20) {
            HStack(spacing: 24) {
                ForEach(names, id: \.self) { series in
                    Label {
                        Text(series)
                            .padding(.leading, -4)
                            .foregroundStyle(.primary)
                    } icon: {
                        Image(systemName: "square.fill")
                            .foregroundStyle(Self.seriesColor(series))
                    }
                }
            }
            .font(.caption)
        }
        let scene = Scene(try chart.resolve())
        let words = scene.texts.map(\.text)
        #expect(words.contains("This Year") && words.contains("Last Year"))
        let legend = scene.texts.filter { $0.text == "This Year" || $0.text == "Last Year" }
        #expect(legend.count == 2 && abs(legend[0].y - legend[1].y) < 0.01)
        let lines = Self.shapes(scene, containing: "line").filter { $0.classes.hasPrefix("mark") }
        #expect(Set(lines.compactMap { $0.stroke?.color.hex }) == [Color.purple.hex, Color.mint.hex])
    }

    // MARK: 23. Axes on all four sides

    @Test func axesOnAllFourSides() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartXAxis {
            AxisMarks(position: .bottom)
            AxisMarks(position: .top)
        }
        .chartYAxis {
            AxisMarks(position: .leading)
            AxisMarks(position: .trailing)
        }
        let scene = Scene(try chart.resolve())
        let months = scene.texts.filter { ["Jan", "Feb", "Mar", "Apr"].contains($0.text) }
        #expect(months.count == 8)
        #expect(months.filter { $0.y < scene.plotArea.y }.count == 4)
        #expect(months.filter { $0.y > scene.plotArea.maxY }.count == 4)
        let zeros = scene.texts.filter { $0.classes == "tick-label" && $0.text == "0" }
        #expect(zeros.count == 2)
        #expect(zeros.contains { $0.x < scene.plotArea.x } && zeros.contains { $0.x > scene.plotArea.maxX })
    }

    // MARK: 24. A line-style scale: a dashed and a solid series

    @Test func aLineStyleScale() throws {
        let uniqueValues = ["This Year", "Last Year"]
        let chart = Chart(Self.twoYears) { item in
            LineMark(x: .value("Month", item.month), y: .value("Value", item.value),
                     series: .value("Series", item.series))
                .foregroundStyle(by: .value("Series", item.series))
                .lineStyle(by: .value("Series", item.series))
        }
        .chartLineStyleScale(domain: uniqueValues, range: [
            StrokeStyle(lineWidth: 2, dash: [5]),
            StrokeStyle(lineWidth: 3),
        ])
        let scene = Scene(try chart.resolve())
        let lines = Self.shapes(scene, containing: "line").filter { $0.classes.hasPrefix("mark") }
        #expect(lines.count == 2)
        let strokes = lines.compactMap(\.stroke)
        #expect(strokes.contains { $0.width == 2 && $0.dash == [5] })
        #expect(strokes.contains { $0.width == 3 && $0.dash.isEmpty })
    }

    // MARK: 26. Points drawn as symbols chosen per value

    @Test func pointsAsChosenSymbols() throws {
        let chart = Chart(Self.quarter) { row in
            PointMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
                .symbol {
                    if row.amount >= 30 {
                        Image(systemName: "star.fill")
                            .font(.title3)
                    } else {
                        Image(systemName: "hand.thumbsdown.circle.fill")
                            .foregroundStyle(.pink)
                            .font(.subheadline)
                    }
                }
        }
        let scene = Scene(try chart.resolve())
        // SF Symbols are not drawn (DocC's differences page); the months are laid out all the same.
        #expect(Self.tickLabels(scene, axis: "axis x").map(\.text) == ["Jan", "Feb", "Mar", "Apr"])
    }

    // MARK: 27. Percent y labels and two-decimal x labels from Decimal format styles

    struct Rate: Identifiable {
        var id: Double { dose }
        var dose: Double
        var share: Double
    }

    @Test func decimalFormatStylesOnBothAxes() throws {
        let rates = [Rate(dose: 0.5, share: 0.12), Rate(dose: 1, share: 0.35), Rate(dose: 1.5, share: 0.6)]
        let chart = Chart(rates) { item in
            LineMark(x: .value("Dose", item.dose), y: .value("Share", item.share))
        }
        .chartYAxis { AxisMarks(format: Decimal.FormatStyle.Percent()) }
        .chartXAxis { AxisMarks(format: Decimal.FormatStyle.number.precision(.fractionLength(2))) }
        let scene = Scene(try chart.resolve())
        let y = Self.tickLabels(scene, axis: "axis y").map(\.text)
        #expect(y.contains("10%") && y.allSatisfy { $0.hasSuffix("%") })
        let x = Self.tickLabels(scene, axis: "axis x").map(\.text)
        #expect(x.contains("1.00") && x.allSatisfy { $0.split(separator: ".").last?.count == 2 })
    }

    // MARK: 28. A rule at the selected category with a callout, read from the selection state

    struct PickedMonth {
        var data: [Monthly]
        @State var selected: String? = "Mar"

        var chart: Chart {
            Chart {
                ForEach(data) { item in
                    LineMark(x: .value("Month", item.month), y: .value("Amount", item.amount))
                        .interpolationMethod(.cardinal)
                }
                if let selected {
                    RuleMark(x: .value("Month", selected))
                        .offset(yStart: -10)
                        .foregroundStyle(.blue.opacity(0.2))
                        .annotation(position: .top, spacing: .zero,
                                    overflowResolution: .init(x: .fit, y: .disabled)) {
                            Text(selected)
                                .fontWeight(.bold)
                                .padding()
                                .background(.blue.opacity(0.2).gradient, in: .rect(cornerRadius: 8))
                        }
                }
            }
            .chartXSelection(value: $selected)
        }
    }

    @Test func aRuleAtTheSelectedCategory() throws {
        let scene = Scene(try PickedMonth(data: Self.quarter).chart.resolve())
        let rule = Self.shapes(scene, containing: "rule").first
        #expect(rule != nil)
        let mar = Self.tickLabels(scene, axis: "axis x").first { $0.text == "Mar" }
        if let rule, let mar { #expect(abs(Self.bounds(rule).x - mar.x) < 0.5) }
        #expect(scene.texts.contains { $0.text == "Mar" && $0.classes != "tick-label" })
        // `offset(yStart: -10)` raises the full-height rule's top 10 points above the plot area (its start is
        // the top, as Swift Charts draws it), its foot stays on the plot's bottom, and it is not cut there.
        let drawn = try #require(rule)
        guard case .line(_, let y1, _, let y2) = drawn.geometry else { Issue.record("not a line"); return }
        #expect(abs(y1 - (scene.plotArea.y - 10)) < 1e-9)
        #expect(abs(y2 - scene.plotArea.maxY) < 1e-9)
        #expect(!drawn.clipsToPlotArea)
        // The callout (spacing zero) sits on the raised top: its rounded box ends where the rule begins.
        let box = try #require(Self.shapes(scene, containing: "rounded-rectangle").first)
        #expect(abs(Self.bounds(box).y + Self.bounds(box).height - (scene.plotArea.y - 10)) < 0.01)
        // The author draws the selection, so Plotline's own drawing of it (the scrubber's rule, ring and
        // readout) gives way, as Swift Charts draws only the chart's content; the page still knows where the
        // selection stands.
        #expect(Self.shapes(scene, containing: "selection-rule").isEmpty)
        #expect(Self.shapes(scene, containing: "selection-mark").isEmpty)
        #expect(!scene.texts.contains { $0.classes == "selection-label" })
        if let mar { #expect(scene.selection.flatMap(\.x).map { abs($0 - mar.x) < 0.5 } == true) }
    }

    // MARK: 29. An overlay that draws a band from the proxy's positions

    @Test func anOverlayBandFromTheProxy() throws {
        let chart = Chart(Self.quarter) { row in
            BarMark(x: .value("Month", row.month), y: .value("Amount", row.amount))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame,
                   let low = proxy.position(forY: 20), let high = proxy.position(forY: 30) {
                    let frame = geometry[plotFrame]
                    Rectangle()
                        .fill(.yellow.opacity(0.3))
                        .frame(width: frame.width, height: abs(low - high))
                        .offset(x: frame.minX, y: frame.minY + min(low, high))
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let band = scene.shapes.first { $0.fill?.hex == Color.yellow.hex }
        #expect(band != nil)
        if let band {
            let r = Self.bounds(band)
            #expect(abs(r.width - scene.plotArea.width) < 0.5)
            #expect(abs(r.x - scene.plotArea.x) < 0.5)
            let y30 = Self.tickLabels(scene, axis: "axis y").first { $0.text == "30" }
            if let y30 { #expect(abs(r.y - y30.y) < 6) }
        }
    }
}
