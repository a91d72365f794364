import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Twenty chart bodies written here in the style public Swift Charts sample projects use (issue 32): the
/// code inside a view's `body`, its `@State` as stored properties, modifiers chained the way apps chain
/// them. Each reaches for API surface the other port tests leave out (a drag gesture on the chart, text
/// interpolated with a format, shape styles written as static members, axis labels turned, grouped bars
/// with a span, labels with a compact notation, a range bar's rounded ends, a custom content type with its
/// own modifiers). Each is compiled unchanged, drawn, and read back from the scene or the SVG.
@Suite struct SwiftChartsSampleStyleTests {
    static let monday = Date(timeIntervalSince1970: 1_717_372_800) // Monday 2024-06-03 UTC
    static func day(_ n: Int) -> Date { monday.addingTimeInterval(Double(n) * 86_400) }

    static func texts(_ scene: Scene, _ classes: String) -> [String] {
        scene.texts.filter { $0.classes == classes }.map(\.text)
    }
    static func tickLabels(_ scene: Scene, axis: String) -> [String] {
        SwiftChartsStyleBodiesTests.tickLabels(scene, axis: axis).map(\.text)
    }
    static func shapes(_ scene: Scene, containing word: String) -> [SceneShape] {
        SwiftChartsStyleBodiesTests.shapes(scene, containing: word)
    }
    static func svgTexts(_ chart: Chart) throws -> [String] {
        try ParsedSVG(try chart.svg()).elements("text").map(\.stringValue)
    }

    // MARK: 1. Orders per weekday from two channels, colored by a mapped scale, legend on top

    struct ChannelOrders: Identifiable {
        var id: String { "\(weekday)-\(channel)" }
        var weekday: Date
        var channel: String
        var orders: Int
    }

    static let orders: [ChannelOrders] = (0..<7).flatMap { d in
        [ChannelOrders(weekday: day(d), channel: "Web", orders: 20 + d * 3),
         ChannelOrders(weekday: day(d), channel: "Shop", orders: 12 + (d * 5) % 9)]
    }

    @Test func stackedOrdersWithAMappedScaleAndATopLegend() throws {
        let chart = Chart(Self.orders) { row in
            BarMark(
                x: .value("Day", row.weekday, unit: .day),
                y: .value("Orders", row.orders)
            )
            .foregroundStyle(by: .value("Channel", row.channel))
        }
        .chartForegroundStyleScale(["Web": Color.indigo, "Shop": Color.mint])
        .chartLegend(position: .top, alignment: .leading, spacing: 8)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
        .frame(height: 220)
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "legend-label") == ["Web", "Shop"])
        #expect(Self.tickLabels(scene, axis: "axis x").first == "Mon")
        #expect(Self.shapes(scene, containing: "bar").count == 14)
    }

    // MARK: 2. An hourly temperature line, smoothed and dashed, from a lower bound that is not zero

    struct Reading { var hour: Date; var celsius: Double }

    static let readings = (0..<24).map { h in
        Reading(hour: monday.addingTimeInterval(Double(h) * 3600), celsius: 14 + 6 * sin(Double(h - 8) / 24 * 2 * .pi))
    }

    @Test func aSmoothedDashedTemperatureLine() throws {
        let chart = Chart {
            ForEach(Self.readings, id: \.hour) { reading in
                LineMark(
                    x: .value("Hour", reading.hour, unit: .hour),
                    y: .value("Temperature", reading.celsius)
                )
                .interpolationMethod(.catmullRom)
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 3]))
                .foregroundStyle(.orange)
            }
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartYAxis {
            AxisMarks(position: .leading) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                AxisValueLabel {
                    if let degrees = value.as(Double.self) {
                        Text("\(degrees, format: .number.precision(.fractionLength(0)))°")
                    }
                }
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .omitted)))
            }
        }
        let scene = Scene(try chart.resolve())
        let line = try #require(Self.shapes(scene, containing: "line").first)
        #expect(line.stroke?.dash == [6, 3])
        #expect(line.stroke?.width == 3)
        let labels = Self.tickLabels(scene, axis: "axis y")
        #expect(!labels.isEmpty && labels.allSatisfy { $0.hasSuffix("°") })
        #expect(!labels.contains("0°"))
    }

    // MARK: 3. Monthly spending bars with a currency label on top of each and no y axis

    struct Spending { var month: String; var amount: Double }

    static let spending = [Spending(month: "Jan", amount: 1_250), Spending(month: "Feb", amount: 980),
                           Spending(month: "Mar", amount: 1_410), Spending(month: "Apr", amount: 1_105)]

    @Test func barsWithCurrencyAnnotationsAndNoYAxis() throws {
        let chart = Chart(Self.spending, id: \.month) { item in
            BarMark(x: .value("Month", item.month), y: .value("Amount", item.amount))
                .foregroundStyle(Color.accentColor.gradient)
                .cornerRadius(6, style: .continuous)
                .annotation(position: .top, alignment: .center, spacing: 4) {
                    Text(item.amount, format: .currency(code: "USD").precision(.fractionLength(0)))
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
        }
        .chartYAxis(.hidden)
        .chartXAxis {
            AxisMarks { _ in
                AxisValueLabel()
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "annotation") == ["$1,250", "$980", "$1,410", "$1,105"])
        #expect(Self.tickLabels(scene, axis: "axis y").isEmpty)
    }

    // MARK: 4. A donut of storage with its total written in the hole

    struct StorageSlice: Identifiable {
        let id = UUID()
        var kind: String
        var gigabytes: Double
    }

    static let storage = [StorageSlice(kind: "Photos", gigabytes: 48), StorageSlice(kind: "Apps", gigabytes: 22),
                          StorageSlice(kind: "System", gigabytes: 12), StorageSlice(kind: "Other", gigabytes: 6)]

    @Test func aDonutWithItsTotalInTheHole() throws {
        let total = Self.storage.reduce(0) { $0 + $1.gigabytes }
        let chart = Chart(Self.storage) { slice in
            SectorMark(
                angle: .value("Size", slice.gigabytes),
                innerRadius: .ratio(0.618),
                angularInset: 1.5
            )
            .cornerRadius(4)
            .foregroundStyle(by: .value("Kind", slice.kind))
        }
        .chartBackground { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame {
                    let frame = geometry[plotFrame]
                    VStack(spacing: 2) {
                        Text("Used")
                            .font(.callout)
                            .foregroundStyle(.secondary)
                        Text("\(Int(total)) GB")
                            .font(.title2.bold())
                            .foregroundColor(.primary)
                    }
                    .position(x: frame.midX, y: frame.midY)
                }
            }
        }
        .chartLegend(position: .trailing, alignment: .center)
        .frame(height: 240)
        let scene = Scene(try chart.resolve())
        #expect(Self.shapes(scene, containing: "sector").count == 4)
        let texts = scene.texts.map(\.text)
        #expect(texts.contains("88 GB") && texts.contains("Used"))
    }

    // MARK: 5. One horizontal bar split by category, clipped to a rounded card

    struct Share: Identifiable { var id: String { name }; var name: String; var percent: Double }

    static let shares = [Share(name: "Sleep", percent: 34), Share(name: "Work", percent: 38),
                         Share(name: "Leisure", percent: 28)]

    @Test func oneSplitBarInARoundedCard() throws {
        let chart = Chart(Self.shares) { share in
            BarMark(x: .value("Percent", share.percent))
                .foregroundStyle(by: .value("Activity", share.name))
                .annotation(position: .overlay, alignment: .center) {
                    Text(share.percent / 100, format: .percent)
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                }
        }
        .chartXScale(domain: 0...100)
        .chartXAxis(.hidden)
        .chartPlotStyle { plotArea in
            plotArea
                .frame(height: 36)
                .clipShape(RoundedRectangle(cornerRadius: 8))
        }
        .chartLegend(position: .bottom, spacing: 12)
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "annotation") == ["34%", "38%", "28%"])
        #expect(Self.shapes(scene, containing: "bar").count == 3)
    }

    // MARK: 6. Weekly minutes with a dashed goal rule labelled with an interpolated number

    struct ActiveMinutes: Identifiable { var id: Int { day }; var day: Int; var minutes: Double }

    static let minutes = [32.0, 45, 28, 51, 39, 60, 24].enumerated().map { ActiveMinutes(day: $0.offset + 1, minutes: $0.element) }

    @Test func aGoalRuleLabelledWithAFormattedNumber() throws {
        let goal = 40.0
        let average = Self.minutes.map(\.minutes).reduce(0, +) / Double(Self.minutes.count)
        let chart = Chart {
            ForEach(Self.minutes) { entry in
                BarMark(x: .value("Day", "Day \(entry.day)"), y: .value("Minutes", entry.minutes))
                    .foregroundStyle(entry.minutes >= goal ? Color.green : Color.gray.opacity(0.5))
            }
            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [4]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Goal \(goal, format: .number) min")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(Color.blue)
                .annotation(position: .bottom, alignment: .trailing) {
                    Text("avg \(average, format: .number.precision(.fractionLength(1)))")
                }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "annotation") == ["Goal 40 min", "avg 39.9"])
        let rules = Self.shapes(scene, containing: "rule")
        #expect(rules.first?.stroke?.dash == [4])
    }

    // MARK: 7. Energy sources as a normalised stacked area with percent labels

    struct EnergyMix { var year: Int; var source: String; var terawattHours: Double }

    static func energyMix(_ year: Int) -> [EnergyMix] {
        let n = Double(year - 2019)
        return [EnergyMix(year: year, source: "Solar", terawattHours: 10 + n * 6),
                EnergyMix(year: year, source: "Wind", terawattHours: 30 + n * 4),
                EnergyMix(year: year, source: "Gas", terawattHours: 60 - n * 5)]
    }
    static let energy: [EnergyMix] = (2019...2024).flatMap(energyMix)

    @Test func aNormalisedAreaWithPercentLabels() throws {
        let chart = Chart(Self.energy, id: \.year) { row in
            AreaMark(
                x: .value("Year", row.year),
                y: .value("Output", row.terawattHours),
                stacking: .normalized
            )
            .foregroundStyle(by: .value("Source", row.source))
            .interpolationMethod(.monotone)
        }
        .chartYAxis {
            AxisMarks(format: .percent, values: [0, 0.5, 1])
        }
        .chartXScale(domain: 2019...2024)
        .chartXAxis {
            AxisMarks(values: Array(2019...2024)) { value in
                AxisValueLabel {
                    if let year = value.as(Int.self) { Text(String(year)) }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis y") == ["0%", "50%", "100%"])
        #expect(Self.tickLabels(scene, axis: "axis x").first == "2019")
        #expect(Self.shapes(scene, containing: "area").count == 3)
    }

    // MARK: 8. A heat map of hours by weekday with a gradient range

    struct HourCell { var weekday: String; var hour: Int; var visits: Int }

    static let cells: [HourCell] = ["Mon", "Tue", "Wed"].enumerated().flatMap { d in
        (8..<12).map { HourCell(weekday: d.element, hour: $0, visits: (d.offset * 7 + $0 * 3) % 11) }
    }

    @Test func aHeatMapWithAGradientRange() throws {
        let chart = Chart(Self.cells, id: \.hour) { cell in
            RectangleMark(
                x: .value("Hour", "\(cell.hour):00"),
                y: .value("Day", cell.weekday),
                width: .ratio(1),
                height: .ratio(1)
            )
            .foregroundStyle(by: .value("Visits", cell.visits))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.white, .blue]))
        .chartYAxis {
            AxisMarks(preset: .aligned, position: .leading)
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.shapes(scene, containing: "rect").count + Self.shapes(scene, containing: "rectangle").count >= 12)
        #expect(Self.tickLabels(scene, axis: "axis y").sorted() == ["Mon", "Tue", "Wed"])
    }

    // MARK: 9. A scatter plot of penguins by species, sized by weight, with axis titles

    struct Penguin { var species: String; var flipper: Double; var bill: Double; var mass: Double }

    static let penguins = [Penguin(species: "Adelie", flipper: 190, bill: 38.8, mass: 3.7),
                           Penguin(species: "Adelie", flipper: 186, bill: 39.5, mass: 3.4),
                           Penguin(species: "Gentoo", flipper: 217, bill: 47.5, mass: 5.1),
                           Penguin(species: "Gentoo", flipper: 221, bill: 48.2, mass: 5.4),
                           Penguin(species: "Chinstrap", flipper: 196, bill: 48.8, mass: 3.7)]

    @Test func aScatterBySpeciesWithAxisTitles() throws {
        let chart = Chart {
            ForEach(Array(Self.penguins.enumerated()), id: \.offset) { _, penguin in
                PointMark(
                    x: .value("Flipper length", penguin.flipper),
                    y: .value("Bill length", penguin.bill)
                )
                .foregroundStyle(by: .value("Species", penguin.species))
                .symbol(by: .value("Species", penguin.species))
                .symbolSize(by: .value("Mass", penguin.mass))
                .opacity(0.85)
            }
        }
        .chartXScale(domain: .automatic(includesZero: false))
        .chartYScale(domain: .automatic(includesZero: false))
        .chartXAxisLabel("Flipper length (mm)", alignment: .center)
        .chartYAxisLabel(position: .leading, alignment: .center) {
            Text("Bill length (mm)")
        }
        .chartSymbolSizeScale(range: 40...160)
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "axis-title").sorted() == ["Bill length (mm)", "Flipper length (mm)"])
        #expect(Self.shapes(scene, containing: "point").count == 5)
        #expect(!Self.tickLabels(scene, axis: "axis x").contains("0"))
    }

    // MARK: 10. A project timeline as bars between dates with labels inside

    struct Phase: Identifiable { var id: String { name }; var name: String; var start: Date; var end: Date }

    static let phases = [Phase(name: "Design", start: day(0), end: day(9)),
                         Phase(name: "Build", start: day(7), end: day(24)),
                         Phase(name: "Test", start: day(20), end: day(30))]

    @Test func aTimelineOfPhasesWithLabelsInside() throws {
        let chart = Chart(Self.phases) { phase in
            BarMark(
                xStart: .value("Start", phase.start),
                xEnd: .value("End", phase.end),
                y: .value("Phase", phase.name),
                height: .fixed(18)
            )
            .clipShape(Capsule())
            .foregroundStyle(.linearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing))
            .annotation(position: .overlay, alignment: .leading, spacing: 6) {
                Text(phase.name)
                    .font(.caption.weight(.medium))
                    .foregroundStyle(.white)
                    .lineLimit(1)
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .weekOfYear)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.abbreviated).day())
            }
        }
        .chartYAxis(.hidden)
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "annotation") == ["Design", "Build", "Test"])
        // A label a week apart, each a month and a day ("Jun 9"), from June into July.
        let labels = Self.tickLabels(scene, axis: "axis x")
        #expect(labels.count >= 4)
        #expect(labels.allSatisfy { ["Jun", "Jul"].contains($0.split(separator: " ").first.map(String.init) ?? "") })
    }

    // MARK: 11. Sales per quarter grouped side by side by year, with shortened labels

    struct QuarterSales { var quarter: String; var year: String; var units: Int }

    static let quarterSales: [QuarterSales] = ["Q1 quarter", "Q2 quarter", "Q3 quarter"].flatMap { q in
        [QuarterSales(quarter: q, year: "2023", units: 120 + q.count), QuarterSales(quarter: q, year: "2024", units: 150)]
    }

    @Test func groupedBarsWithASpanAndShortLabels() throws {
        let chart = Chart(Self.quarterSales, id: \.quarter) { sale in
            BarMark(x: .value("Quarter", sale.quarter), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Year", sale.year))
                .position(by: .value("Year", sale.year), axis: .horizontal, span: .ratio(0.8))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    if let name = value.as(String.self) {
                        Text(name.prefix(2))
                    }
                }
            }
        }
        .chartForegroundStyleScale(domain: ["2023", "2024"], range: [Color.gray, Color.purple])
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis x") == ["Q1", "Q2", "Q3"])
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 6)
    }

    // MARK: 12. A battery level with fixed percent gridlines drawn as thin dashes

    struct Charge { var time: Date; var level: Int }

    static let charge = (0..<12).map { Charge(time: monday.addingTimeInterval(Double($0) * 7200), level: max(5, 100 - $0 * 8)) }

    @Test func aBatteryLineWithFixedPercentGridlines() throws {
        let chart = Chart(Self.charge, id: \.time) { sample in
            AreaMark(x: .value("Time", sample.time), y: .value("Level", sample.level))
                .foregroundStyle(.linearGradient(
                    Gradient(colors: [Color.green.opacity(0.5), Color.green.opacity(0.05)]),
                    startPoint: .top, endPoint: .bottom))
            LineMark(x: .value("Time", sample.time), y: .value("Level", sample.level))
                .foregroundStyle(.green)
                .lineStyle(StrokeStyle(lineWidth: 2))
        }
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(position: .trailing, values: [0, 50, 100]) { value in
                AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                    .foregroundStyle(Color.secondary)
                AxisValueLabel {
                    Text("\(value.as(Int.self) ?? 0)%")
                }
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis y") == ["0%", "50%", "100%"])
        #expect(Self.shapes(scene, containing: "area").count == 1)
    }

    // MARK: 13. A scrolling week of sleep with a drag gesture the static picture ignores

    struct SleepNight: Identifiable { var id: Date { night }; var night: Date; var hours: Double }

    static let nights = (0..<28).map { SleepNight(night: day($0), hours: 6 + Double(($0 * 5) % 7) / 3) }

    final class SleepModel {
        @State var selectedNight: Date?
        @State var scrollStart: Date = SwiftChartsSampleStyleTests.day(14)
    }

    @Test func aScrollingWeekWithADragGesture() throws {
        let model = SleepModel()
        let chart = Chart(Self.nights) { night in
            BarMark(x: .value("Night", night.night, unit: .day), y: .value("Hours", night.hours))
                .foregroundStyle(.indigo.gradient)
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 7 * 86_400)
        .chartScrollPosition(x: model.$scrollStart)
        .chartGesture { proxy in
            DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    model.selectedNight = proxy.value(atX: drag.location.x, as: Date.self)
                }
                .onEnded { _ in model.selectedNight = nil }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                AxisValueLabel(format: .dateTime.day(), centered: true)
            }
        }
        let scene = Scene(try chart.resolve())
        let labels = Self.tickLabels(scene, axis: "axis x")
        #expect(labels.first == "17")
        #expect(labels.count <= 8)
    }

    // MARK: 14. A custom content type with its own body and accessibility

    struct Workout: Identifiable { var id: Int; var kind: String; var calories: Double }

    struct CaloriesBars: ChartContent {
        var workouts: [Workout]
        var highlight: String?

        var body: some ChartContent {
            ForEach(workouts) { workout in
                BarMark(x: .value("Kind", workout.kind), y: .value("Calories", workout.calories))
                    .foregroundStyle(workout.kind == highlight ? Color.orange : Color.gray)
                    .accessibilityLabel(workout.kind)
                    .accessibilityValue("\(Int(workout.calories)) calories")
            }
        }
    }

    @Test func aCustomContentTypeWithAccessibility() throws {
        let workouts = [Workout(id: 1, kind: "Run", calories: 420), Workout(id: 2, kind: "Swim", calories: 310),
                        Workout(id: 3, kind: "Yoga", calories: 150)]
        let chart = Chart {
            CaloriesBars(workouts: workouts, highlight: "Swim")
        }
        .chartYAxis {
            AxisMarks(values: .automatic(desiredCount: 3))
        }
        .padding()
        let resolved = try chart.resolve()
        let scene = Scene(resolved)
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 3)
        let svg = try chart.svg()
        #expect(svg.contains("310 calories"))
    }

    // MARK: 15. A hover-to-inspect price line whose card sits on a material

    struct Quote: Identifiable { var id: Date { date }; var date: Date; var close: Double }

    static let quotes = (0..<20).map { Quote(date: day($0), close: 180 + Double(($0 * 11) % 17)) }

    struct PriceChart {
        var quotes: [Quote]
        @State var selectedDate: Date? = SwiftChartsSampleStyleTests.day(5)

        var selectedQuote: Quote? {
            guard let selectedDate else { return nil }
            return quotes.first { Calendar.current.isDate($0.date, inSameDayAs: selectedDate) }
        }

        var chart: Chart {
            Chart {
                ForEach(quotes) { quote in
                    LineMark(x: .value("Date", quote.date, unit: .day), y: .value("Close", quote.close))
                        .foregroundStyle(.blue)
                }
                if let selectedQuote {
                    RuleMark(x: .value("Selected", selectedQuote.date, unit: .day))
                        .foregroundStyle(Color.gray.opacity(0.3))
                        .offset(yStart: -10)
                        .zIndex(-1)
                        .annotation(position: .top, spacing: 0,
                                    overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(selectedQuote.date, format: .dateTime.month(.abbreviated).day())
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text(selectedQuote.close, format: .currency(code: "USD"))
                                    .font(.headline)
                                    .monospacedDigit()
                            }
                            .padding(.horizontal, 6)
                            .padding(.vertical, 4)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 4))
                        }
                }
            }
            .chartXSelection(value: $selectedDate)
            .chartYScale(domain: .automatic(includesZero: false))
        }
    }

    @Test func aPriceCardOnAMaterial() throws {
        let view = PriceChart(quotes: Self.quotes)
        let scene = Scene(try view.chart.resolve())
        let texts = Self.texts(scene, "annotation")
        #expect(texts == ["Jun 8", "$184.00"])
        #expect(!SwiftChartsViewDrawingTests.rects(scene, "view-shape rounded-rectangle").isEmpty)
    }

    // MARK: 16. Categories in a Plot, one accent gradient, legend hidden

    struct Expense { var category: String; var total: Double }

    @Test func categoriesInAPlotWithTheLegendHidden() throws {
        let expenses = [Expense(category: "Rent", total: 1_200), Expense(category: "Food", total: 430),
                        Expense(category: "Travel", total: 260)]
        let chart = Chart {
            Plot {
                ForEach(expenses, id: \.category) { expense in
                    BarMark(x: .value("Total", expense.total), y: .value("Category", expense.category))
                        .foregroundStyle(by: .value("Category", expense.category))
                        .opacity(expense.category == "Rent" ? 1 : 0.6)
                        .annotation(position: .trailing) {
                            Text(expense.total, format: .number.notation(.compactName))
                                .font(.caption)
                        }
                }
            }
        }
        .chartLegend(.hidden)
        .chartXAxis {
            AxisMarks(values: .automatic(desiredCount: 3)) { _ in
                AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.notation(.compactName))
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "legend-label").isEmpty)
        #expect(Self.texts(scene, "annotation") == ["1.2K", "430", "260"])
        #expect(Self.tickLabels(scene, axis: "axis x").contains("1K"))
    }

    // MARK: 17. Daily temperature ranges as floating rounded bars

    struct DayRange { var date: Date; var low: Double; var high: Double }

    static let ranges = (0..<7).map { DayRange(date: day($0), low: 9 + Double($0 % 3), high: 18 + Double(($0 * 2) % 5)) }

    @Test func floatingRangeBars() throws {
        let chart = Chart(Self.ranges, id: \.date) { range in
            BarMark(
                x: .value("Day", range.date, unit: .day),
                yStart: .value("Low", range.low),
                yEnd: .value("High", range.high),
                width: .ratio(0.4)
            )
            .clipShape(Capsule())
            .foregroundStyle(.linearGradient(colors: [.blue, .orange], startPoint: .bottom, endPoint: .top))
        }
        .chartYScale(domain: .automatic(includesZero: false), range: .plotDimension(padding: 10))
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks { value in
                AxisValueLabel {
                    if let t = value.as(Double.self) {
                        Text("\(t.formatted(.number.precision(.fractionLength(0))))°C")
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis x") == ["M", "T", "W", "T", "F", "S", "S"])
        #expect(Self.shapes(scene, containing: "bar").count == 7)
    }

    // MARK: 18. A histogram of response times from bins

    @Test func aHistogramFromBins() throws {
        let times: [Double] = [12, 18, 22, 25, 31, 33, 34, 38, 41, 47, 52, 58, 63, 75]
        let bins = NumberBins(data: times, desiredCount: 6)
        let groups = Dictionary(grouping: times, by: { bins.index(for: $0) })
        let counts = groups.map { (index: $0.key, range: bins[$0.key], count: $0.value.count) }
            .sorted { $0.index < $1.index }
        let chart = Chart(counts, id: \.index) { bin in
            BarMark(
                x: .value("Time", bin.range),
                y: .value("Requests", bin.count)
            )
            .foregroundStyle(Color.cyan)
        }
        .chartXScale(domain: .automatic(includesZero: false))
        .chartXAxisLabel("Response time (ms)")
        .chartYAxisLabel("Requests")
        let scene = Scene(try chart.resolve())
        #expect(Self.shapes(scene, containing: "bar").count == counts.count)
        #expect(Self.texts(scene, "axis-title").contains("Response time (ms)"))
    }

    // MARK: 19. A line per city with symbols and a custom symbol scale

    struct CityTemp { var city: String; var month: Int; var degrees: Double }

    static let cityTemps: [CityTemp] = ["Oslo", "Rome"].flatMap { city in
        (1...6).map { CityTemp(city: city, month: $0, degrees: (city == "Oslo" ? -4 : 8) + Double($0) * 3) }
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    @Test func linesPerCityWithASymbolScale() throws {
        let chart = Chart(Self.cityTemps, id: \.month) { item in
            LineMark(x: .value("Month", item.month), y: .value("Degrees", item.degrees))
                .foregroundStyle(by: .value("City", item.city))
                .symbol(by: .value("City", item.city))
                .interpolationMethod(.cardinal)
        }
        .chartSymbolScale([
            "Oslo": .circle,
            "Rome": .square,
        ])
        .chartForegroundStyleScale(["Oslo": .blue, "Rome": .red])
        .chartXAxis {
            AxisMarks(values: [1, 3, 5]) { value in
                AxisValueLabel {
                    if let month = value.as(Int.self) {
                        Text(Self.monthNames[month - 1])
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis x") == ["Jan", "Mar", "May"])
        #expect(Self.texts(scene, "legend-label") == ["Oslo", "Rome"])
        #expect(Self.shapes(scene, containing: "line-symbol").count == 12)
    }

    // MARK: 20. Compact notation on the value axis, a fixed bar width and a tap overlay

    struct Download { var app: String; var count: Int }

    @Test func compactLabelsFixedWidthBarsAndATapOverlay() throws {
        let downloads = [Download(app: "Notes", count: 12_500), Download(app: "Timer", count: 48_000),
                         Download(app: "Atlas", count: 31_200)]
        var tapped: String?
        let chart = Chart(downloads, id: \.app) { item in
            BarMark(x: .value("App", item.app), y: .value("Downloads", item.count), width: .fixed(24))
                .foregroundStyle(item.app == tapped ? Color.pink : Color.blue)
        }
        .chartYScale(domain: 0...50_000)
        .chartYAxis {
            AxisMarks(values: .stride(by: 25_000)) { _ in
                AxisGridLine()
                AxisValueLabel(format: IntegerFormatStyle<Int>().notation(.compactName))
            }
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .onTapGesture { location in
                        if let plotFrame = proxy.plotFrame {
                            let x = location.x - geometry[plotFrame].origin.x
                            tapped = proxy.value(atX: x, as: String.self)
                        }
                    }
            }
        }
        .frame(height: 180)
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis y") == ["0", "25K", "50K"])
        let widths = Self.shapes(scene, containing: "bar").map { SwiftChartsHeldOutStyleTests.bounds($0).width }
        #expect(widths.count == 3 && widths.allSatisfy { abs($0 - 24) < 0.5 })
        _ = tapped
    }

    // MARK: 21. Selected bars picked with AnyShapeStyle, the rest in the tint, no grid lines

    struct Habit { var name: String; var streak: Int }

    @Test func selectedBarsInAnErasedGradientAndNoGrid() throws {
        let habits = [Habit(name: "Read", streak: 12), Habit(name: "Walk", streak: 30), Habit(name: "Cook", streak: 7)]
        let selected = "Walk"
        let chart = Chart(habits, id: \.name) { habit in
            BarMark(x: .value("Habit", habit.name), y: .value("Streak", habit.streak))
                .foregroundStyle(habit.name == selected
                                 ? AnyShapeStyle(LinearGradient(colors: [.yellow, .red], startPoint: .bottom, endPoint: .top))
                                 : AnyShapeStyle(.tint))
                .annotation(position: .top) {
                    Text("\(habit.streak)")
                        .contentTransition(.numericText())
                        .fontDesign(.rounded)
                }
        }
        .chartYAxis {
            AxisMarks(position: .leading, stroke: StrokeStyle(lineWidth: 0))
        }
        .chartXSelection(range: .constant(nil as ClosedRange<String>?))
        .animation(.easeInOut, value: selected)
        let svg = try ParsedSVG(try chart.svg())
        // The selected bar is painted with a gradient, the others in one color.
        let bars = svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 3)
        let painted = bars.map { SwiftChartsGradientTests.reference($0.value("fill")) != nil }
        #expect(painted == [false, true, false])
        let gradients = SwiftChartsGradientTests.gradients(svg)
        let id = try #require(SwiftChartsGradientTests.reference(bars[1].value("fill")))
        #expect(gradients[id]?.stops.count == 2)
        let scene = Scene(try chart.resolve())
        #expect(Self.texts(scene, "annotation") == ["12", "30", "7"])
        #expect(scene.shapes.filter { $0.classes == "grid-line" }.isEmpty)
    }

    // MARK: 22. A chart told its locale through the environment, and named for VoiceOver

    struct Rainfall { var month: Date; var millimetres: Double }

    @Test func theEnvironmentLocaleAndAnAccessibleName() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let june = calendar.date(from: DateComponents(year: 2024, month: 6, day: 1))!
        let rain = (0..<4).map { Rainfall(month: calendar.date(byAdding: .month, value: $0, to: june)!, millimetres: 40 + Double($0) * 12) }
        let chart = Chart(rain, id: \.month) { row in
            BarMark(x: .value("Month", row.month, unit: .month), y: .value("Rain", row.millimetres))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { _ in
                AxisValueLabel(format: .dateTime.month(.wide), centered: true)
            }
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .accessibilityLabel("Rainfall by month")
        .accessibilityValue("Wetter every month")
        .onAppear {}
        .transaction { $0.animation = nil }
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis x") == ["Juni", "Juli", "August", "September"])
        #expect(scene.accessibleName == "Rainfall by month")
    }

    // MARK: 23. A tinted card of weekly distance, styled axis labels, ringed points

    struct Run { var weekday: String; var kilometres: Double }

    @Test func aTintedCardWithStyledAxisLabelsAndRingedPoints() throws {
        let runs = [Run(weekday: "Mon", kilometres: 5.2), Run(weekday: "Wed", kilometres: 8.1),
                    Run(weekday: "Fri", kilometres: 3.4), Run(weekday: "Sun", kilometres: 12.6)]
        let chart = Chart(runs, id: \.weekday) { run in
            LineMark(x: .value("Day", run.weekday), y: .value("Distance", run.kilometres))
            PointMark(x: .value("Day", run.weekday), y: .value("Distance", run.kilometres))
                .symbol {
                    Circle()
                        .fill(.white)
                        .frame(width: 8, height: 8)
                        .overlay(Circle().stroke(.orange, lineWidth: 2))
                }
        }
        .chartXAxis {
            AxisMarks { _ in
                AxisValueLabel(collisionResolution: .greedy(minimumSpacing: 4))
                    .font(.caption2)
                    .foregroundStyle(Color.gray)
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let km = value.as(Double.self) {
                        Text("\(km, format: .number) km")
                    }
                }
                .offset(x: -2)
            }
        }
        .tint(.orange)
        .padding()
        .background(Color.white)
        .cornerRadius(12)
        .shadow(radius: 4)
        .accessibilityElement(children: .contain)
        let scene = Scene(try chart.resolve())
        #expect(Self.tickLabels(scene, axis: "axis x") == ["Mon", "Wed", "Fri", "Sun"])
        let distances = Self.tickLabels(scene, axis: "axis y")
        #expect(distances.contains("2.5 km") && distances.contains("10 km"))
        #expect(distances.allSatisfy { $0.hasSuffix(" km") } && Set(distances).count == distances.count)
        // The line takes the tint.
        let line = try #require(Self.shapes(scene, containing: "line").first)
        let orange = Color.orange
        #expect(line.stroke?.color == orange)
        // Each point is a white dot ringed in orange: a filled circle and a stroked one.
        let ringed = scene.shapes.filter { $0.classes.hasPrefix("view-shape circle") && $0.stroke?.color == orange }
        #expect(ringed.count == 4)
    }
}
