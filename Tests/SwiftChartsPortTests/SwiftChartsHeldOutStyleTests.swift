import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Fifteen more chart bodies written here in the style of Swift Charts' documentation, Apple's sample code
/// and open-source SwiftUI apps (issue 32), each reaching for API the other port tests do not: a donut's
/// insets and angle selection, a scrolling window aligned to days, function plots, a Gantt chart of dates,
/// positioned groups with a span, step lines, scale padding, weekday labels, a custom legend, a mapped
/// style scale, a gradient heat map, an accessibility descriptor written by the app, sparklines from zipped
/// arrays, a gradient area in a bordered plot with a currency annotation, and a chart clipped to a card.
/// Each is the code inside a view's `body` (its `@State` as locals or stored properties), compiled
/// unchanged, drawn, and read back from the scene and the SVG.
@Suite struct SwiftChartsHeldOutStyleTests {
    static let start = Date(timeIntervalSince1970: 1_704_067_200) // Monday 2024-01-01 UTC
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func texts(_ scene: Scene, _ classes: String) -> [SceneText] { scene.texts.filter { $0.classes == classes } }
    static func tickLabels(_ scene: Scene, axis: String) -> [SceneText] {
        SwiftChartsStyleBodiesTests.tickLabels(scene, axis: axis)
    }
    static func shapes(_ scene: Scene, containing word: String) -> [SceneShape] {
        scene.shapes.filter { $0.classes.split(separator: " ").contains(Substring(word)) }
    }
    /// The end points of a path's segments, in order (a cubic's end, not its control points).
    static func points(_ path: ScenePath) -> [(x: Double, y: Double)] {
        path.elements.compactMap { e in
            switch e {
            case .move(let x, let y), .line(let x, let y): (x, y)
            case .cubic(_, _, _, _, let x, let y): (x, y)
            case .close: nil
            }
        }
    }
    /// The box a shape's geometry covers (a path by its end points).
    static func bounds(_ shape: SceneShape) -> Rect {
        switch shape.geometry {
        case .rect(let r, _): return r
        case .line(let x1, let y1, let x2, let y2):
            return Rect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
        case .circle(let cx, let cy, let r): return Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)
        case .path(let path):
            let p = points(path)
            let x0 = p.map(\.x).min() ?? 0, y0 = p.map(\.y).min() ?? 0
            return Rect(x: x0, y: y0, width: (p.map(\.x).max() ?? 0) - x0, height: (p.map(\.y).max() ?? 0) - y0)
        }
    }
    /// Whether an axis draws anything (a hidden one is an empty group).
    static func hasAxis(_ scene: Scene, _ axis: String) -> Bool {
        func find(_ node: SceneNode) -> Bool {
            guard case .group(let g) = node else { return false }
            return (g.classes == axis && !g.children.isEmpty) || g.children.contains(where: find)
        }
        return scene.nodes.contains(where: find)
    }

    // MARK: 1. A donut of app usage with insets, and the sector under a finger picked

    struct AppUsage: Identifiable {
        var id: String { app }
        var app: String
        var minutes: Int
    }

    static let usage = [AppUsage(app: "Messages", minutes: 90), AppUsage(app: "Maps", minutes: 45),
                        AppUsage(app: "Music", minutes: 30), AppUsage(app: "Notes", minutes: 15)]

    struct UsageDonut {
        var usage: [AppUsage]
        @State var selectedMinutes: Int? = 100

        var selectedApp: AppUsage? {
            guard let selectedMinutes else { return nil }
            var total = 0
            return usage.first { item in
                total += item.minutes
                return selectedMinutes <= total
            }
        }

        var chart: Chart {
            Chart(usage) { item in
                SectorMark(
                    angle: .value("Minutes", item.minutes),
                    innerRadius: .ratio(0.6),
                    angularInset: 2
                )
                .cornerRadius(5)
                .foregroundStyle(by: .value("App", item.app))
                .opacity(selectedApp == nil || selectedApp?.app == item.app ? 1 : 0.4)
            }
            .chartAngleSelection(value: $selectedMinutes)
            .chartLegend(position: .bottom, alignment: .center, spacing: 12)
            .frame(height: 260)
        }
    }

    @Test func aDonutWithInsetsAndAnAngleSelection() throws {
        let view = UsageDonut(usage: Self.usage)
        #expect(view.selectedApp?.app == "Maps")
        let scene = Scene(try view.chart.resolve())
        let sectors = Self.shapes(scene, containing: "sector")
        #expect(sectors.count == 4)
        #expect(abs(scene.height - 260) < 0.01)
        // The picked sector at full strength, the others faded.
        let opacities = sectors.map { (($0.fill?.alpha ?? 0) * 10).rounded() / 10 }
        #expect(opacities == [0.4, 1, 0.4, 0.4])
    }

    // MARK: 2. Ninety days of steps, a month visible, scrolled to a day and aligned to days

    struct DailySteps: Identifiable {
        var id: Date { date }
        var date: Date
        var count: Int
    }

    static let steps: [DailySteps] = (0..<90).map { i in
        DailySteps(date: Calendar.current.date(byAdding: .day, value: i, to: start)!, count: 4_000 + (i * 1_337) % 7_000)
    }

    static func scrollingSteps(_ steps: [DailySteps]) -> Chart {
        @State var scrollPosition: Date = Calendar.current.date(byAdding: .day, value: 31, to: start)!
        return Chart(steps) { day in
            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.count))
                .foregroundStyle(.orange.gradient)
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 28)
        .chartScrollPosition(x: $scrollPosition)
        .chartScrollTargetBehavior(
            .valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1)))
        )
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 7)) { value in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.abbreviated).day())
            }
        }
    }

    @Test func aScrollingMonthOfStepsAlignedToDays() throws {
        let chart = Self.scrollingSteps(Self.steps)
        let resolved = try chart.resolve()
        let feb1 = Self.start.addingTimeInterval(31 * 86_400).timeIntervalSince1970
        #expect(resolved.x.scale.domain.lowerBound == feb1)
        #expect(resolved.x.scale.domain.upperBound == feb1 + 28 * 86_400)
        let scene = Scene(resolved)
        let labels = Self.tickLabels(scene, axis: "axis x").map(\.text)
        // Weekly from the window's start, the last at its trailing edge.
        #expect(labels == ["Feb 1", "Feb 8", "Feb 15", "Feb 22", "Feb 29"], "\(labels)")
    }

    // MARK: 3. A bell curve and its middle band, as function plots

    @Test func aBellCurveAndItsBandAsFunctionPlots() throws {
        let mean = 0.0, sd = 1.0
        func density(_ x: Double) -> Double { exp(-pow(x - mean, 2) / (2 * sd * sd)) / (sd * (2 * .pi).squareRoot()) }
        let chart = Chart {
            AreaPlot(x: "z", yStart: "Zero", yEnd: "Density", domain: -1...1) { x in (yStart: 0, yEnd: density(x)) }
                .foregroundStyle(.blue.opacity(0.25))
            LinePlot(x: "z", y: "Density") { x in density(x) }
                .foregroundStyle(.blue)
                .lineStyle(StrokeStyle(lineWidth: 2))
        }
        .chartXScale(domain: -3...3)
        .chartYScale(domain: 0...0.5)
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let line = try #require(Self.shapes(scene, containing: "line").first)
        #expect(line.stroke?.color.hex == Color.blue.hex)
        let area = try #require(Self.shapes(scene, containing: "area").first)
        // The band covers -1...1 only: a third of the plot's width, in the middle.
        let box = Self.bounds(area)
        #expect(abs(box.x - (plot.x + plot.width / 3)) < 1 && abs(box.maxX - (plot.x + plot.width * 2 / 3)) < 1)
        // Its top at the peak, 0.3989 of 0.5.
        #expect(abs(box.y - (plot.maxY - plot.height * density(0) / 0.5)) < 0.5)
    }

    // MARK: 4. A release plan as a Gantt chart of dates

    struct Milestone: Identifiable {
        var id: String { name }
        var name: String
        var team: String
        var start: Date
        var end: Date
    }

    static let plan: [Milestone] = {
        let calendar = Calendar.current
        func day(_ n: Int) -> Date { calendar.date(byAdding: .day, value: n, to: start)! }
        return [Milestone(name: "Research", team: "Design", start: day(0), end: day(10)),
                Milestone(name: "Prototype", team: "Design", start: day(7), end: day(21)),
                Milestone(name: "Build", team: "Engineering", start: day(14), end: day(42)),
                Milestone(name: "Beta", team: "QA", start: day(35), end: day(49))]
    }()

    static func gantt(_ plan: [Milestone]) -> Chart {
        Chart(plan) { milestone in
            BarMark(
                xStart: .value("Start", milestone.start),
                xEnd: .value("End", milestone.end),
                y: .value("Milestone", milestone.name)
            )
            .foregroundStyle(by: .value("Team", milestone.team))
            .cornerRadius(4)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 7)) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.month(.abbreviated).day())
            }
        }
        .chartForegroundStyleScale(["Design": .purple, "Engineering": .blue, "QA": .green])
        .chartLegend(position: .top, alignment: .leading)
        .frame(height: 220)
    }

    @Test func aReleasePlanAsAGanttChartOfDates() throws {
        let chart = Self.gantt(Self.plan)
        let resolved = try chart.resolve()
        let scene = Scene(resolved)
        let plot = scene.plotArea
        let bars = SwiftChartsViewDrawingTests.bars(scene).sorted { $0.y < $1.y }
        #expect(bars.count == 4)
        let domain = resolved.x.scale.domain
        func x(_ d: Date) -> Double {
            plot.x + plot.width * (d.timeIntervalSince1970 - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
        }
        for (bar, m) in zip(bars, Self.plan) {
            #expect(abs(bar.x - x(m.start)) < 0.01 && abs(bar.maxX - x(m.end)) < 0.01)
        }
        let fills = Self.shapes(scene, containing: "bar").compactMap { $0.fill?.hex }
        #expect(fills == [Color.purple.hex, Color.purple.hex, Color.blue.hex, Color.green.hex])
        // Weekly ticks on the Mondays.
        let labels = Self.tickLabels(scene, axis: "axis x").map(\.text)
        #expect(labels.prefix(3) == ["Jan 1", "Jan 8", "Jan 15"], "\(labels)")
        #expect(Self.tickLabels(scene, axis: "axis y").map(\.text) == ["Research", "Prototype", "Build", "Beta"])
    }

    // MARK: 5. Two years side by side in a narrower group

    @Test func twoYearsSideBySideInANarrowerGroup() throws {
        struct Rainfall { var month: String; var year: String; var millimetres: Double }
        let months = ["Jan", "Feb", "Mar", "Apr"]
        let rain = months.enumerated().flatMap { i, m in
            [Rainfall(month: m, year: "2023", millimetres: 60 + Double(i) * 10),
             Rainfall(month: m, year: "2024", millimetres: 80 - Double(i) * 5)]
        }
        let chart = Chart(rain, id: \.month) { r in
            BarMark(x: .value("Month", r.month), y: .value("Rain", r.millimetres))
                .foregroundStyle(by: .value("Year", r.year))
                .position(by: .value("Year", r.year), axis: .horizontal, span: .ratio(0.6))
        }
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let bars = SwiftChartsViewDrawingTests.bars(scene).sorted { $0.x < $1.x }
        #expect(bars.count == 8)
        let band = plot.width / 4
        // The pair fills 0.6 of its month's band, centred on it.
        for i in 0..<4 {
            let pair = bars[2 * i], second = bars[2 * i + 1]
            #expect(abs((second.maxX - pair.x) - band * 0.6) < 0.5)
            #expect(abs((pair.x + second.maxX) / 2 - (plot.x + band * (Double(i) + 0.5))) < 0.5)
        }
    }

    // MARK: 6. A thermostat's set point as steps, the room's temperature as a curve

    @Test func aSetPointAsStepsAndARoomAsACurve() throws {
        struct Sample { var hour: Int; var value: Double; var kind: String }
        let setPoints = [Sample(hour: 0, value: 18, kind: "Set point"), Sample(hour: 6, value: 21, kind: "Set point"),
                         Sample(hour: 9, value: 19, kind: "Set point"), Sample(hour: 17, value: 21, kind: "Set point"),
                         Sample(hour: 23, value: 18, kind: "Set point")]
        let room = (0...23).map { Sample(hour: $0, value: 18 + 2.5 * sin(Double($0) / 24 * 2 * .pi), kind: "Room") }
        let chart = Chart {
            ForEach(setPoints, id: \.hour) { s in
                LineMark(x: .value("Hour", s.hour), y: .value("Temperature", s.value))
                    .interpolationMethod(.stepEnd)
                    .foregroundStyle(by: .value("Series", s.kind))
            }
            ForEach(room, id: \.hour) { s in
                LineMark(x: .value("Hour", s.hour), y: .value("Temperature", s.value))
                    .interpolationMethod(.catmullRom)
                    .foregroundStyle(by: .value("Series", s.kind))
            }
        }
        .chartYScale(domain: 14...24)
        .chartXScale(domain: 0...23)
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let lines = Self.shapes(scene, containing: "line").filter { $0.classes.contains("mark") }
        #expect(lines.count == 2)
        let steps = try #require(lines.first { shape in
            guard case .path(let path) = shape.geometry else { return false }
            return path.elements.allSatisfy { if case .cubic = $0 { false } else { true } }
        })
        guard case .path(let path) = steps.geometry else { return }
        // stepEnd: flat until the next point's x, then straight up or down to it.
        let points = Self.points(path)
        func y(_ v: Double) -> Double { plot.maxY - plot.height * (v - 14) / 10 }
        func x(_ h: Double) -> Double { plot.x + plot.width * h / 23 }
        #expect(points.count == 9, "\(points)")
        #expect(abs(points[1].x - x(6)) < 0.01 && abs(points[1].y - y(18)) < 0.01)
        #expect(abs(points[2].x - x(6)) < 0.01 && abs(points[2].y - y(21)) < 0.01)
    }

    // MARK: 7. Cities by density, bubbles sized by population, padded scales

    @Test func bubblesSizedByPopulationInPaddedScales() throws {
        struct City { var name: String; var density: Double; var income: Double; var population: Double }
        let cities = [City(name: "A", density: 1_200, income: 52, population: 0.4),
                      City(name: "B", density: 3_400, income: 61, population: 2.1),
                      City(name: "C", density: 5_100, income: 58, population: 4.0),
                      City(name: "D", density: 2_300, income: 70, population: 1.2)]
        let chart = Chart(cities, id: \.name) { city in
            PointMark(x: .value("Density", city.density), y: .value("Income", city.income))
                .symbolSize(by: .value("Population", city.population))
                .foregroundStyle(.teal.opacity(0.7))
        }
        .chartXScale(domain: .automatic(includesZero: false), range: .plotDimension(padding: 20))
        .chartYScale(domain: .automatic(includesZero: false))
        let resolved = try chart.resolve()
        let scene = Scene(resolved)
        let plot = scene.plotArea
        // Not from zero: the domain starts near the smallest density.
        #expect(resolved.x.scale.domain.lowerBound >= 1_000 && resolved.x.scale.domain.lowerBound <= 1_200)
        #expect(resolved.y.scale.domain.lowerBound > 0)
        let points = Self.shapes(scene, containing: "point")
        #expect(points.count == 4)
        let circles: [(x: Double, r: Double)] = points.compactMap { shape in
            if case .circle(let x, _, let r) = shape.geometry { return (x, r) } else { return nil }
        }
        // The biggest city is the biggest bubble, the smallest the smallest.
        #expect(circles.max { $0.r < $1.r }?.x == circles[2].x)
        #expect(circles.min { $0.r < $1.r }?.x == circles[0].x)
        // 20 points of padding: the domain's ends sit 20 inside the plot area.
        let d = resolved.x.scale.domain
        let left = plot.x + 20 + (plot.width - 40) * (1_200 - d.lowerBound) / (d.upperBound - d.lowerBound)
        #expect(abs(circles[0].x - left) < 0.01)
    }

    // MARK: 8. A week of workouts, weekday initials, no y axis, values on the bars

    @Test func aWeekOfWorkoutsWithWeekdayInitials() throws {
        struct Workout { var day: Date; var minutes: Int }
        let week = (0..<7).map { i in
            Workout(day: Calendar.current.date(byAdding: .day, value: i, to: Self.start)!, minutes: [30, 45, 0, 20, 60, 90, 15][i])
        }
        let chart = Chart(week, id: \.day) { workout in
            BarMark(x: .value("Day", workout.day, unit: .day), y: .value("Minutes", workout.minutes))
                .foregroundStyle(Color.green)
                .annotation(position: .top) {
                    Text(workout.minutes, format: .number)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
            }
        }
        .chartYAxis(.hidden)
        .frame(height: 160)
        let scene = Scene(try chart.resolve())
        let labels = Self.tickLabels(scene, axis: "axis x").map(\.text)
        #expect(labels == ["M", "T", "W", "T", "F", "S", "S"], "\(labels)")
        #expect(!Self.hasAxis(scene, "axis y"))
        #expect(Self.texts(scene, "annotation").map(\.text) == ["30", "45", "0", "20", "60", "90", "15"])
    }

    // MARK: 9. Income and expenses with a legend the app draws itself

    @Test func incomeAndExpensesWithTheAppsOwnLegend() throws {
        struct Entry { var month: String; var kind: String; var amount: Double }
        let entries = ["Jan", "Feb", "Mar"].enumerated().flatMap { i, m in
            [Entry(month: m, kind: "Income", amount: 4_000 + Double(i) * 250),
             Entry(month: m, kind: "Expenses", amount: 3_100 + Double(i) * 400)]
        }
        let colors: [String: Color] = ["Income": .green, "Expenses": .purple]
        let chart = Chart(entries, id: \.month) { entry in
            BarMark(x: .value("Month", entry.month), y: .value("Amount", entry.amount))
                .foregroundStyle(by: .value("Kind", entry.kind))
                .position(by: .value("Kind", entry.kind))
        }
        .chartForegroundStyleScale(["Income": .green, "Expenses": .purple])
        .chartLegend(position: .top, alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                ForEach(["Income", "Expenses"], id: \.self) { kind in
                    HStack(spacing: 4) {
                        Circle()
                            .fill(colors[kind] ?? .gray)
                            .frame(width: 8, height: 8)
                        Text(kind)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let words = scene.texts.filter { $0.text == "Income" || $0.text == "Expenses" }
        #expect(words.map(\.text) == ["Income", "Expenses"])
        #expect(words.allSatisfy { $0.y < plot.y })
        let dots = scene.shapes.filter { $0.classes == "view-shape circle" }
        #expect(dots.count == 2 && dots.allSatisfy { Self.bounds($0).width == 8 })
        #expect(dots.map { $0.fill?.hex } == [Color.green.hex, Color.purple.hex])
        // The app's legend in place of Plotline's key: no swatches of its own.
        #expect(scene.shapes.allSatisfy { !$0.classes.contains("swatch") })
        // Leading, above the plot: the first dot at the plot's leading edge, its word 4 after it; the second
        // entry 12 after the first.
        let first = Self.bounds(dots[0]), second = Self.bounds(dots[1])
        #expect(abs(first.x - plot.x) < 0.5 && first.maxY < plot.y)
        #expect(abs(words[0].x - (first.maxX + 4)) < 0.01)
        #expect(abs(second.x - (words[0].x + TextMetrics.width("Income", style: words[0].style) + 12)) < 0.01)

        let fills = Set(Self.shapes(scene, containing: "bar").compactMap { $0.fill?.hex })
        #expect(fills == [Color.green.hex, Color.purple.hex])
    }

    // MARK: 10. Battery levels colored by a mapping the app writes

    @Test func batteryLevelsColoredByAMapping() throws {
        struct Level { var hour: Int; var state: String; var percent: Int }
        let levels = (0..<12).map { h in
            Level(hour: h, state: h < 4 ? "Charging" : (h < 9 ? "Discharging" : "Low"), percent: h < 4 ? 40 + h * 15 : 100 - (h - 3) * 10)
        }
        let chart = Chart(levels, id: \.hour) { level in
            BarMark(x: .value("Hour", level.hour), y: .value("Battery", level.percent))
                .foregroundStyle(by: .value("State", level.state))
        }
        .chartForegroundStyleScale(mapping: { (state: String) -> Color in
            switch state {
            case "Charging": return .green
            case "Low": return .red
            default: return .gray
            }
        })
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(values: [0, 50, 100]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let percent = value.as(Int.self) {
                        Text("\(percent)%")
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 12)
        let fills = bars.compactMap { $0.fill?.hex }
        #expect(fills == levels.map { ($0.state == "Charging" ? Color.green : $0.state == "Low" ? Color.red : Color.gray).hex })
        #expect(Self.tickLabels(scene, axis: "axis y").map(\.text) == ["0%", "50%", "100%"])
    }

    // MARK: 11. Commits by weekday and hour, a heat map on a gradient

    @Test func commitsByWeekdayAndHourOnAGradient() throws {
        struct Cell { var weekday: String; var hour: Int; var commits: Int }
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let cells = weekdays.enumerated().flatMap { d, name in
            (9..<18).map { h in Cell(weekday: name, hour: h, commits: (d * 7 + h * 3) % 13) }
        }
        let chart = Chart(cells, id: \.hour) { cell in
            RectangleMark(
                x: .value("Hour", "\(cell.hour)"),
                y: .value("Day", cell.weekday),
                width: .ratio(1),
                height: .ratio(1)
            )
            .foregroundStyle(by: .value("Commits", cell.commits))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .red]))
        .chartPlotStyle { content in
            content.aspectRatio(9 / 5, contentMode: .fit)
        }
        let scene = Scene(try chart.resolve())
        let rects = Self.shapes(scene, containing: "rect")
        #expect(rects.count == 45)
        let plot = scene.plotArea
        // (The plot style's `aspectRatio` without a `frame(width:)` keeps the chart's plot area: a difference
        // the DocC page names.)
        let fewest = cells.map(\.commits).min()!, most = cells.map(\.commits).max()!
        let lowIndex = cells.firstIndex { $0.commits == fewest }!, highIndex = cells.firstIndex { $0.commits == most }!
        #expect(rects[lowIndex].fill?.hex == Color.yellow.hex)
        #expect(rects[highIndex].fill?.hex == Color.red.hex)
        // A cell fills its band whole: the cells tile the plot area.
        guard case .rect(let r, _) = rects[0].geometry else { Issue.record("a cell is a rectangle"); return }
        #expect(abs(r.width - plot.width / 9) < 0.01 && abs(r.height - plot.height / 5) < 0.01)
    }

    // MARK: 12. Coffee sales with a descriptor the app writes for VoiceOver

    struct CoffeeSale: Identifiable {
        var id: String { drink }
        var drink: String
        var cups: Int
    }

    struct CoffeeSalesChart: AXChartDescriptorRepresentable {
        var sales: [CoffeeSale]

        var chart: Chart {
            Chart(sales) { sale in
                BarMark(x: .value("Drink", sale.drink), y: .value("Cups", sale.cups))
                    .foregroundStyle(.brown)
            }
            .accessibilityChartDescriptor(self)
            .frame(height: 240)
            .padding()
        }

        func makeChartDescriptor() -> AXChartDescriptor {
            let min = sales.map(\.cups).min() ?? 0
            let max = sales.map(\.cups).max() ?? 0
            let xAxis = AXCategoricalDataAxisDescriptor(
                title: "Drink",
                categoryOrder: sales.map(\.drink)
            )
            let yAxis = AXNumericDataAxisDescriptor(
                title: "Cups sold",
                range: Double(min)...Double(max),
                gridlinePositions: []
            ) { value in "\(Int(value)) cups" }
            let series = AXDataSeriesDescriptor(
                name: "Cups sold per drink",
                isContinuous: false,
                dataPoints: sales.map { .init(x: $0.drink, y: Double($0.cups)) }
            )
            return AXChartDescriptor(
                title: "Coffee sales this week",
                summary: "Lattes sell best",
                xAxis: xAxis,
                yAxis: yAxis,
                additionalAxes: [],
                series: [series]
            )
        }
    }

    @Test func coffeeSalesWithTheAppsOwnDescriptor() throws {
        let sales = [CoffeeSale(drink: "Latte", cups: 120), CoffeeSale(drink: "Espresso", cups: 64),
                     CoffeeSale(drink: "Mocha", cups: 38)]
        let view = CoffeeSalesChart(sales: sales)
        let resolved = try view.chart.resolve()
        let descriptor = resolved.accessibility.descriptor
        #expect(descriptor.title == "Coffee sales this week")
        #expect(descriptor.summary == "Lattes sell best")
        #expect(descriptor.xAxis.categorical?.categoryOrder == ["Latte", "Espresso", "Mocha"])
        #expect(descriptor.yAxis.title == "Cups sold" && descriptor.yAxis.range == 38...120)
        #expect(descriptor.yAxis.valueDescription(64) == "64 cups")
        #expect(descriptor.series.map(\.name) == ["Cups sold per drink"])
        #expect(descriptor.series[0].dataPoints.map(\.y) == [120, 64, 38])
        // The picture is the chart's own: three brown bars, 240 tall inside 16 of padding.
        let scene = Scene(resolved)
        #expect(Self.shapes(scene, containing: "bar").allSatisfy { $0.fill?.hex == Color.brown.hex })
        #expect(abs(scene.height - (240 + 32)) < 0.01)
    }

    // MARK: 13. Sparklines from zipped arrays and a list of numbers

    @Test func sparklinesFromZippedArraysAndNumbers() throws {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let minutes = [12.0, 30, 18, 42, 25]
        let bars = Chart {
            ForEach(Array(zip(days, minutes)), id: \.0) { day, value in
                BarMark(x: .value("Day", day), y: .value("Minutes", value))
                    .foregroundStyle(value == minutes.max() ? Color.accentColor : Color.gray.opacity(0.5))
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 120, height: 40)
        let barScene = Scene(try bars.resolve())
        let drawn = Self.shapes(barScene, containing: "bar")
        #expect(drawn.count == 5)
        #expect(drawn.filter { $0.fill?.hex == Color.accentColor.hex }.count == 1)
        #expect(abs(barScene.width - 120) < 0.01 && abs(barScene.height - 40) < 0.01)
        #expect(barScene.texts.isEmpty)

        let readings: [Double] = [3, 5, 4, 8, 6, 9]
        let line = Chart(readings, id: \.self) { reading in
            LineMark(x: .value("Index", readings.firstIndex(of: reading)!), y: .value("Reading", reading))
                .interpolationMethod(.monotone)
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(height: 40)
        let lineScene = Scene(try line.resolve())
        let path = try #require(Self.shapes(lineScene, containing: "line").first)
        #expect(abs(Self.bounds(path).x - lineScene.plotArea.x) < 0.01 && abs(Self.bounds(path).maxX - lineScene.plotArea.maxX) < 0.01)
    }

    // MARK: 14. Revenue under a gradient, in a bordered plot, with the average in dollars

    struct Revenue: Identifiable {
        var id: Date { month }
        var month: Date
        var amount: Double
    }

    static let revenue: [Revenue] = (0..<6).map { m in
        Revenue(month: utc.date(byAdding: .month, value: m, to: start)!, amount: [8_200, 9_100, 7_800, 10_400, 11_250, 12_000][m])
    }

    static func revenueChart(_ revenue: [Revenue]) -> Chart {
        let average = revenue.map(\.amount).reduce(0, +) / Double(revenue.count)
        return Chart {
            ForEach(revenue) { item in
                AreaMark(x: .value("Month", item.month, unit: .month), y: .value("Revenue", item.amount))
                    .foregroundStyle(.linearGradient(colors: [.green.opacity(0.4), .green.opacity(0.05)],
                                                     startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Month", item.month, unit: .month), y: .value("Revenue", item.amount))
                    .foregroundStyle(.green)
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                .annotation(position: .top, alignment: .trailing) {
                    Text(average, format: .currency(code: "USD"))
                        .font(.caption.bold())
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
        }
        .chartPlotStyle { plotArea in
            plotArea
                .background(.gray.opacity(0.1))
                .border(.gray)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { _ in
                AxisValueLabel(format: .dateTime.month(.abbreviated))
            }
        }
    }

    @Test func revenueUnderAGradientInABorderedPlot() throws {
        let chart = Self.revenueChart(Self.revenue)
        let scene = Scene(try chart.resolve())
        let average = Self.revenue.map(\.amount).reduce(0, +) / 6
        #expect(Self.texts(scene, "annotation").map(\.text) == ["$9,791.67"])
        #expect(average > 9_791 && average < 9_792)
        let area = try #require(Self.shapes(scene, containing: "area").first)
        let gradient = try #require(area.gradient)
        #expect(gradient.stops.count == 2 && gradient.stops[0].color.alpha > gradient.stops[1].color.alpha)
        let background = try #require(SwiftChartsViewDrawingTests.rects(scene, "plot-background").first)
        #expect(background.rect == scene.plotArea)
        let border = try #require(scene.shapes.first { $0.classes.contains("plot-border") })
        #expect(border.stroke?.color.hex == Color.gray.hex)
        // Months of the unit's intervals: January 1 to July 1, the last at the trailing edge.
        #expect(Self.tickLabels(scene, axis: "axis x").map(\.text) == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])
    }

    // MARK: 15. Sleep stages on a card, clipped to its rounded corners

    @Test func sleepStagesOnARoundedCard() throws {
        struct Stage { var name: String; var start: Date; var end: Date }
        let bed = Self.start.addingTimeInterval(-2 * 3600)
        func at(_ minutes: Int) -> Date { Calendar.current.date(byAdding: .minute, value: minutes, to: bed)! }
        let stages = [Stage(name: "Awake", start: at(0), end: at(15)), Stage(name: "Core", start: at(15), end: at(95)),
                      Stage(name: "Deep", start: at(95), end: at(150)), Stage(name: "REM", start: at(150), end: at(200)),
                      Stage(name: "Core", start: at(200), end: at(300))]
        let chart = Chart(stages, id: \.start) { stage in
            RectangleMark(
                xStart: .value("Start", stage.start),
                xEnd: .value("End", stage.end),
                y: .value("Stage", stage.name)
            )
            .foregroundStyle(by: .value("Stage", stage.name))
            .cornerRadius(3)
        }
        .chartForegroundStyleScale(["Awake": Color.orange, "REM": Color.cyan, "Core": Color.blue, "Deep": Color.indigo])
        .chartYScale(domain: ["Awake", "REM", "Core", "Deep"])
        .chartLegend(.hidden)
        .padding()
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        let scene = Scene(try chart.resolve())
        let plot = scene.plotArea
        let rects = Self.shapes(scene, containing: "rect")
        #expect(rects.count == 5)
        #expect(Self.tickLabels(scene, axis: "axis y").map(\.text) == ["Awake", "REM", "Core", "Deep"])
        // Each stage on its own row: Deep is the bottom band.
        let deep = try #require(rects.first { $0.fill?.hex == Color.indigo.hex })
        #expect(abs(Self.bounds(deep).maxY - plot.maxY) < plot.height / 4 / 2)
        // The card: the chart's background, with rounded corners, behind everything.
        let card = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-background").last)
        #expect(card.radius == 12 && card.fill?.hex == "#f2f2f7")
        #expect(card.rect == Rect(x: 0, y: 0, width: scene.width, height: scene.height))
        // Outside the rounded corners nothing is drawn: no background over the whole picture, and the
        // picture cut to the card.
        #expect(scene.background == nil)
        guard case .group(let clip) = try #require(scene.nodes.first), let mask = clip.mask,
              case .shape(let shape) = try #require(mask.first),
              case .rect(let cut, let radius) = shape.geometry else { Issue.record("the chart is cut to its card"); return }
        #expect(cut == card.rect && radius == 12)
        // The padding is inside the card: the plot area starts more than 16 in.
        #expect(plot.x > 16 && plot.y > 16)
    }
}

