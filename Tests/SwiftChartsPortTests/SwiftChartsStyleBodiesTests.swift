import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
import PlotlinePNG

/// Ten chart bodies written here in the style of Swift Charts' documentation and Apple's sample projects
/// (issue 32): each is the code inside a view's `body`, compiled unchanged, drawn, and read back from the
/// scene and the SVG (geometry, colors, label text) where it draws something of its own.
@Suite struct SwiftChartsStyleBodiesTests {
    static let start = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 UTC
    static func day(_ n: Int) -> Date { start.addingTimeInterval(Double(n) * 86_400) }

    static func texts(_ scene: Scene, _ classes: String) -> [SceneText] { scene.texts.filter { $0.classes == classes } }
    /// The tick labels of one axis (`"axis x"`, `"axis y"`), in the order its ticks are drawn.
    static func tickLabels(_ scene: Scene, axis: String) -> [SceneText] {
        func find(_ node: SceneNode) -> SceneGroup? {
            guard case .group(let g) = node else { return nil }
            return g.classes == axis ? g : g.children.lazy.compactMap(find).first
        }
        guard let group = scene.nodes.lazy.compactMap(find).first else { return [] }
        return Scene(width: 0, height: 0, background: nil, plotArea: scene.plotArea, nodes: [.group(group)]).texts
            .filter { $0.classes == "tick-label" }
    }
    static func shapes(_ scene: Scene, containing word: String) -> [SceneShape] {
        scene.shapes.filter { $0.classes.split(separator: " ").contains(Substring(word)) }
    }

    // MARK: 1. A workout's heart rate, with a drag to read a value

    struct HeartRateSample: Identifiable {
        var id: Date { date }
        var date: Date
        var bpm: Double
    }

    static let workout = (0..<20).map { i in
        HeartRateSample(date: start.addingTimeInterval(Double(i) * 60), bpm: 96 + Double((i * 17) % 41) + 0.5)
    }

    struct WorkoutHeartRateChart {
        var samples: [HeartRateSample]
        @State var selectedDate: Date?

        var chart: Chart {
            Chart {
                ForEach(samples) { sample in
                    LineMark(x: .value("Time", sample.date), y: .value("Heart Rate", sample.bpm))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(.red)
                        .lineStyle(StrokeStyle(lineWidth: 2))
                }
                if let selectedDate, let sample = samples.first(where: { $0.date == selectedDate }) {
                    RuleMark(x: .value("Selected", sample.date))
                        .foregroundStyle(Color.gray.opacity(0.4))
                        .annotation(position: .top, alignment: .leading, spacing: 4,
                                    overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Heart Rate")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text(sample.bpm, format: .number.precision(.fractionLength(1)))
                                    .font(.caption.bold())
                            }
                            .padding(6)
                            .background {
                                RoundedRectangle(cornerRadius: 6)
                                    .fill(.background)
                                    .shadow(color: .black.opacity(0.1), radius: 2)
                            }
                        }
                }
            }
            .chartYScale(domain: 0...200)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle()
                        .fill(.clear)
                        .contentShape(Rectangle())
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { value in
                                    let origin = geometry[proxy.plotAreaFrame].origin
                                    let x = value.location.x - origin.x
                                    if let date: Date = proxy.value(atX: x) {
                                        selectedDate = date
                                    }
                                }
                                .onEnded { _ in selectedDate = nil }
                        )
                }
            }
        }
    }

    @Test func aWorkoutHeartRateWithADragToRead() throws {
        let picked = Self.workout[7]
        let view = WorkoutHeartRateChart(samples: Self.workout, selectedDate: picked.date)
        let resolved = try view.chart.resolve()
        let scene = Scene(resolved)
        let plot = scene.plotArea
        // The fixed domain: 0 at the bottom, 200 at the top, on the trailing side as Swift Charts puts a y axis
        // (its labels start after their ticks, so they are read by their axis, not by a leading `.end` anchor).
        let yLabels = Self.tickLabels(scene, axis: "axis y")
        #expect(yLabels.map(\.text) == ["0", "50", "100", "150", "200"])
        #expect(yLabels.allSatisfy { $0.anchor == .start && $0.x > plot.maxX })
        #expect(abs((yLabels.first?.y ?? 0) - plot.maxY) < 0.01 && abs((yLabels.last?.y ?? 0) - plot.y) < 0.01)
        // The card: the value in one fractional digit, under its caption, on a rounded rectangle.
        let words = Self.texts(scene, "annotation").map(\.text)
        #expect(words == ["Heart Rate", String(format: "%.1f", picked.bpm)])
        let card = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-shape rounded-rectangle").first)
        #expect(card.radius == 6)
        // Leading-aligned: the card starts at the rule (7 minutes into 19), inside the chart.
        let ruleX = plot.x + plot.width * 7 / 19
        #expect(abs(card.rect.x - ruleX) < 0.5)
        // At .top of the full-height rule with `y: .disabled`: above the plot area, `spacing` (4) over it, and
        // still on the chart.
        #expect(abs(card.rect.maxY + 4 - plot.y) < 0.01)
        #expect(card.rect.y >= 0)
        // Dragged off: no rule, no card.
        view.selectedDate = nil
        #expect(SwiftChartsViewDrawingTests.rects(Scene(try view.chart.resolve()), "view-shape rounded-rectangle").isEmpty)
    }

    // MARK: 2. Steps by month, each bar labelled for VoiceOver

    struct MonthlySteps: Identifiable {
        let id = UUID()
        var month: Date
        var steps: Int
    }

    static let months: [MonthlySteps] = (0..<12).map { m in
        var components = DateComponents(year: 2024, month: m + 1, day: 1)
        components.timeZone = TimeZone(identifier: "UTC")
        let date = Calendar(identifier: .gregorian).date(from: components)!
        return MonthlySteps(month: date, steps: 180_000 + (m * 37_000) % 90_000)
    }

    static func stepsByMonth(_ data: [MonthlySteps]) -> Chart {
        Chart {
            ForEach(data) { item in
                BarMark(x: .value("Month", item.month, unit: .month), y: .value("Steps", item.steps))
                    .foregroundStyle(Color.accentColor)
                    .accessibilityLabel(item.month.formatted(.dateTime.month(.wide)))
                    .accessibilityValue("\(item.steps) steps")
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
            }
        }
        .chartTimeZone("UTC")
        .chartLocale("en_US")
    }

    @Test func stepsByMonthWithAccessibilityLabels() throws {
        let data = Self.months
        let chart = Self.stepsByMonth(data)
        let scene = Scene(try chart.resolve())
        let labels = Self.texts(scene, "tick-label").filter { $0.text.count == 1 && $0.text.first!.isLetter }
        #expect(labels.map(\.text) == ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"])
        // Centred: each letter sits in the middle of its month's bar.
        let bars = SwiftChartsViewDrawingTests.bars(scene)
        #expect(bars.count == 12)
        for (label, bar) in zip(labels, bars) {
            let box = TextBox(label).rect
            #expect(abs((box.x + box.width / 2) - (bar.x + bar.width / 2)) < 2)
        }
        // The words a screen reader hears are the ones given.
        let svg = try ParsedSVG(chart.svg())
        let marks = svg.root.all.compactMap { $0.value("aria-label") }
        #expect(marks.contains { $0.contains("March") && $0.contains("\(data[2].steps) steps") })
    }

    // MARK: 3. A custom ChartContent: a schedule of tasks as ranges

    struct Task: Identifiable {
        var id: String { name }
        var name: String
        var start: Double
        var end: Double
    }

    struct TaskBar: ChartContent {
        var task: Task
        var body: some ChartContent {
            BarMark(xStart: .value("Start", task.start), xEnd: .value("End", task.end), y: .value("Task", task.name))
                .foregroundStyle(.linearGradient(colors: [.blue, .teal], startPoint: .leading, endPoint: .trailing))
                .cornerRadius(4)
                .annotation(position: .trailing, alignment: .leading) {
                    Text("\(Int(task.end - task.start)) d").font(.caption2).foregroundStyle(.secondary)
                }
        }
    }

    @Test func aCustomChartContentOfRanges() throws {
        let tasks = [Task(name: "Design", start: 0, end: 6), Task(name: "Build", start: 4, end: 16),
                     Task(name: "Test", start: 12, end: 20)]
        let chart = Chart(tasks) { task in
            TaskBar(task: task)
        }
        .chartXScale(domain: 0...24)
        .chartXAxis {
            AxisMarks(preset: .aligned, position: .top)
        }
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let bars = SwiftChartsViewDrawingTests.bars(scene).sorted { $0.y < $1.y }
        #expect(bars.count == 3)
        for (bar, task) in zip(bars, tasks) {
            #expect(abs(bar.x - (plot.x + plot.width * task.start / 24)) < 0.01)
            #expect(abs(bar.maxX - (plot.x + plot.width * task.end / 24)) < 0.01)
        }
        // Painted with the gradient, leading to trailing.
        let painted = scene.shapes.filter { $0.classes.contains("bar") }
        #expect(painted.allSatisfy { $0.gradient != nil })
        // The x axis along the top: its labels above the plot area.
        // (Read by their axis: the task names on the trailing y axis start after their ticks too.)
        let xLabels = Self.tickLabels(scene, axis: "axis x")
        #expect(xLabels.map(\.text) == ["0", "5", "10", "15", "20"])
        #expect(xLabels.allSatisfy { $0.y < plot.y })
        #expect(Self.texts(scene, "annotation").map(\.text) == ["6 d", "12 d", "8 d"])
    }

    // MARK: 4. A donut with its total in the middle

    struct Slice { var kind: String; var count: Int }
    static let slices = [Slice(kind: "Walk", count: 12), Slice(kind: "Run", count: 8), Slice(kind: "Cycle", count: 4)]

    static func donut(_ slices: [Slice]) -> Chart {
        let total = slices.reduce(0) { $0 + $1.count }
        return Chart(slices, id: \.kind) { slice in
            SectorMark(angle: .value("Count", slice.count), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(4)
                .foregroundStyle(by: .value("Activity", slice.kind))
        }
        .chartForegroundStyleScale(["Walk": .pink, "Run": .purple, "Cycle": .orange])
        .chartLegend(.hidden)
        .chartBackground { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame {
                    let frame = geometry[plotFrame]
                    VStack {
                        Text("Total")
                            .font(.callout)
                            .foregroundStyle(.secondary)
                        Text(total, format: .number)
                            .font(.title2.bold())
                            .foregroundColor(.primary)
                    }
                    .position(x: frame.midX, y: frame.midY)
                }
            }
        }
    }

    @Test func aDonutWithItsTotalInTheMiddle() throws {
        let total = Self.slices.reduce(0) { $0 + $1.count }
        let chart = Self.donut(Self.slices)
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let sectors = Self.shapes(scene, containing: "sector")
        #expect(sectors.count == 3)
        #expect(sectors.map { $0.fill?.hex } == [Color.pink.hex, Color.purple.hex, Color.orange.hex])
        #expect(scene.nodes.allSatisfy { if case .group(let g) = $0 { !g.classes.contains("legend") } else { true } })
        // The total's two lines are centred on the plot area's middle.
        let middle = scene.texts.filter { $0.text == "Total" || $0.text == "\(total)" }
        #expect(middle.count == 2)
        let boxes = middle.map { TextBox($0).rect }
        let centre = (boxes.map(\.y).min()! + boxes.map(\.maxY).max()!) / 2
        #expect(abs(centre - (plot.y + plot.height / 2)) < 4)
        for box in boxes { #expect(abs(box.x + box.width / 2 - (plot.x + plot.width / 2)) < 0.5) }
    }

    // MARK: 5. Two cities' temperatures, one dashed, with symbols

    @Test func twoCitiesOneDashedWithSymbols() throws {
        struct Reading { var city: String; var month: Int; var high: Double }
        let readings = (1...12).flatMap { m in
            [Reading(city: "Cupertino", month: m, high: 14 + Double((m * 5) % 13)),
             Reading(city: "San Francisco", month: m, high: 12 + Double((m * 3) % 8))]
        }
        let chart = Chart {
            ForEach(readings, id: \.month) { reading in
                LineMark(x: .value("Month", reading.month), y: .value("High", reading.high))
                    .foregroundStyle(by: .value("City", reading.city))
                    .symbol(by: .value("City", reading.city))
                    .symbolSize(30)
                    .lineStyle(reading.city == "San Francisco" ? StrokeStyle(lineWidth: 2, dash: [5, 3]) : StrokeStyle(lineWidth: 2))
            }
        }
        .chartForegroundStyleScale(["Cupertino": .pink, "San Francisco": .purple])
        .chartXScale(domain: 1...12)
        .chartYAxisLabel("°C")
        let svg = try ParsedSVG(chart.svg())
        let lines = svg.root.all.filter { $0.name == "path" && $0.classes.contains("line") }
        #expect(lines.count == 2)
        #expect(Set(lines.compactMap { $0.value("stroke") }) == [Color.pink.hex, Color.purple.hex])
        let dashed = lines.filter { $0.value("stroke-dasharray") != nil }
        #expect(dashed.count == 1 && dashed.first?.value("stroke") == Color.purple.hex)
        // The author's dash as given, not the second series' own.
        #expect(dashed.first?.value("stroke-dasharray")?.replacingOccurrences(of: ",", with: " ") == "5 3")
        // A symbol of area 30 on every point.
        let scene = Scene(try chart.resolve())
        // A line's symbols are its own part ("mark line-symbol", as an area's edge is "mark area-edge"); "point"
        // is a PointMark's.
        let symbols = Self.shapes(scene, containing: "line-symbol")
        #expect(symbols.count == 24)
        #expect(Self.shapes(scene, containing: "point").isEmpty)
        let areas = symbols.compactMap { shape -> Double? in
            guard case .circle(_, _, let r) = shape.geometry else { return nil }
            return Double.pi * r * r
        }
        #expect(areas.count == 12 && areas.allSatisfy { abs($0 - 30) < 0.01 })
    }

    // MARK: 6. A gradient area under a line, in a plot of a fixed height

    static let prices = (0..<24).map { (hour: $0, price: 20 + Double(($0 * 11) % 17)) }

    static func gradientArea(_ prices: [(hour: Int, price: Double)]) -> Chart {
        Chart {
            ForEach(prices, id: \.hour) { p in
                AreaMark(x: .value("Hour", p.hour), y: .value("Price", p.price))
                    .foregroundStyle(.linearGradient(colors: [.blue.opacity(0.5), .blue.opacity(0)],
                                                     startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.catmullRom)
                LineMark(x: .value("Hour", p.hour), y: .value("Price", p.price))
                    .interpolationMethod(.catmullRom)
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .chartPlotStyle { plotArea in
            plotArea
                .frame(height: 200)
                .background(.quaternary)
        }
    }

    @Test func aGradientAreaInAPlotOfFixedHeight() throws {
        let chart = Self.gradientArea(Self.prices)
        let scene = Scene(try chart.resolve())
        #expect(abs(scene.plotArea.height - 200) < 0.01)
        let area = try #require(Self.shapes(scene, containing: "area").first)
        let gradient = try #require(area.gradient)
        #expect(gradient.stops.count == 2 && gradient.stops[0].color.alpha > gradient.stops[1].color.alpha)
        #expect(Self.texts(scene, "tick-label").allSatisfy { $0.anchor == .end })
        let background = try #require(SwiftChartsViewDrawingTests.rects(scene, "plot-background").first)
        #expect(background.rect == scene.plotArea)
    }

    // MARK: 7. Bars with their values in capsules, on a system background

    struct Sale { var product: String; var units: Int }
    static let sales = [Sale(product: "Mugs", units: 120), Sale(product: "Shirts", units: 75), Sale(product: "Caps", units: 42)]

    static func capsuleBars(_ sales: [Sale]) -> Chart {
        Chart(sales, id: \.product) { sale in
            BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units), width: .ratio(0.6))
                .foregroundStyle(by: .value("Product", sale.product))
                .clipShape(RoundedRectangle(cornerRadius: 6))
                .annotation(position: .top, spacing: 4) {
                    Text(sale.units, format: .number)
                        .font(.caption.bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(in: Capsule())
                }
        }
        .chartLegend(.hidden)
        .chartPlotStyle { $0.background(Color(.secondarySystemBackground)) }
    }

    @Test func barsWithValuesInCapsules() throws {
        let sales = Self.sales
        let chart = Self.capsuleBars(sales)
        let scene = Scene(try chart.resolve())
        let capsules = SwiftChartsViewDrawingTests.rects(scene, "view-shape capsule")
        #expect(capsules.count == 3)
        let bars = SwiftChartsViewDrawingTests.bars(scene)
        #expect(bars.count == 3)
        let style = TextStyle(size: 12, weight: .bold)
        for ((capsule, sale), bar) in zip(zip(capsules, sales), bars) {
            #expect(abs(capsule.rect.width - (TextMetrics.width("\(sale.units)", style: style) + 12)) < 0.01)
            #expect(abs(capsule.rect.maxY + 4 - bar.y) < 0.01)
            #expect(abs(capsule.rect.x + capsule.rect.width / 2 - (bar.x + bar.width / 2)) < 0.01)
        }
        let plot = scene.plotArea
        #expect(abs(bars[0].width - plot.width / 3 * 0.6) < 0.5)
        let background = try #require(SwiftChartsViewDrawingTests.rects(scene, "plot-background").first)
        #expect(background.fill?.hex == "#f2f2f7")
    }

    // MARK: 8. Weights against a goal, labels written as views with `if let`

    @Test func weightsAgainstAGoalWithLabelsAsViews() throws {
        struct Weighing { var day: Int; var kg: Double }
        let weighings = (0..<10).map { Weighing(day: $0, kg: 82 - Double($0) * 0.4 + Double($0 % 3) * 0.3) }
        let goal = 78.0
        let chart = Chart {
            ForEach(weighings, id: \.day) { w in
                PointMark(x: .value("Day", w.day), y: .value("Weight", w.kg))
                    .symbolSize(30)
            }
            RuleMark(y: .value("Goal", goal))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                .foregroundStyle(.green)
                .annotation(position: .top, alignment: .leading) {
                    Text("Goal").font(.caption.bold()).foregroundStyle(.green)
                }
        }
        .chartYScale(domain: 76...84)
        .chartYAxis {
            AxisMarks(position: .leading, values: [76, 78, 80, 82, 84]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let kg = value.as(Double.self) {
                        Text("\(Int(kg)) kg")
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let labels = Self.texts(scene, "tick-label").filter { $0.text.hasSuffix("kg") }.map(\.text)
        #expect(labels == ["76 kg", "78 kg", "80 kg", "82 kg", "84 kg"])
        let plot = scene.plotArea
        let rule = try #require(scene.shapes.first { $0.classes.contains("rule") })
        guard case .line(_, let y1, _, let y2) = rule.geometry else { Issue.record("the rule is a line"); return }
        #expect(abs(y1 - (plot.y + plot.height * 6 / 8)) < 0.01 && y1 == y2)
        #expect(rule.stroke?.dash == [4, 4] || rule.stroke?.dash == [4])
        let note = try #require(Self.texts(scene, "annotation").first)
        #expect(note.text == "Goal" && note.y < y1)
        #expect(abs(note.x - plot.x) < 0.5)
    }

    // MARK: 9. Daily ranges as capsules

    @Test func dailyRangesAsCapsules() throws {
        struct Range { var weekday: String; var low: Double; var high: Double }
        let ranges = [Range(weekday: "Mon", low: 58, high: 132), Range(weekday: "Tue", low: 61, high: 148),
                      Range(weekday: "Wed", low: 55, high: 121), Range(weekday: "Thu", low: 60, high: 155)]
        let chart = Chart(ranges, id: \.weekday) { r in
            BarMark(x: .value("Day", r.weekday), yStart: .value("BPM Min", r.low), yEnd: .value("BPM Max", r.high),
                    width: .fixed(8))
                .clipShape(Capsule())
                .foregroundStyle(.pink.gradient)
        }
        .chartYAxis { AxisMarks(values: .automatic(desiredCount: 4)) }
        .chartXAxisLabel {
            VStack {
                Text("Day")
                Text("local time").font(.caption)
            }
        }
        let scene = Scene(try chart.resolve())
        let bars = SwiftChartsViewDrawingTests.bars(scene)
        #expect(bars.count == 4 && bars.allSatisfy { abs($0.width - 8) < 0.01 })
        let plot = scene.plotArea
        let domain = try chart.resolve().y.scale.domain
        for (bar, r) in zip(bars, ranges) {
            let top = plot.maxY - plot.height * (r.high - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
            #expect(abs(bar.y - top) < 0.01)
        }
    }

    // MARK: 10. Grouped bars by quarter, from a chart-content function

    @ChartContentBuilder
    static func quarterBars(_ rows: [(quarter: String, team: String, revenue: Double)]) -> some ChartContent {
        ForEach(rows, id: \.team) { row in
            BarMark(x: .value("Quarter", row.quarter), y: .value("Revenue", row.revenue))
                .foregroundStyle(by: .value("Team", row.team))
                .position(by: .value("Team", row.team))
                .cornerRadius(2)
        }
    }

    @Test func groupedBarsFromAContentFunction() throws {
        let rows = ["Q1", "Q2", "Q3", "Q4"].enumerated().flatMap { i, q in
            [(quarter: q, team: "North", revenue: 40 + Double(i) * 5), (quarter: q, team: "South", revenue: 30 + Double(i) * 8)]
        }
        let chart = Chart {
            Self.quarterBars(rows)
                .opacity(0.9)
        }
        .chartForegroundStyleScale(domain: ["North", "South"], range: [Color.indigo, Color.mint])
        .chartLegend(position: .top, alignment: .trailing)
        .chartYAxis {
            AxisMarks { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                AxisValueLabel {
                    if let v = value.as(Double.self) {
                        Text(v, format: .number.precision(.fractionLength(1)))
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let bars = SwiftChartsViewDrawingTests.bars(scene)
        #expect(bars.count == 8)
        // Side by side within each quarter: North's bar ends where South's begins.
        let ordered = bars.sorted { $0.x < $1.x }
        #expect(abs(ordered[0].maxX - ordered[1].x) < 1.5)
        let fills = scene.shapes.filter { $0.classes.contains("bar") }.compactMap { $0.fill?.hex }
        #expect(Set(fills) == [Color.indigo.hex, Color.mint.hex])
        #expect(Self.texts(scene, "tick-label").contains { $0.text == "20.0" })
        // The legend above, at the trailing end.
        let legend = try #require(scene.texts.first { $0.text == "North" && $0.classes.contains("legend") })
        #expect(legend.y < scene.plotArea.y && legend.x > scene.plotArea.x + scene.plotArea.width / 2)
    }
}
