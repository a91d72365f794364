import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// The values a date or number axis marks, as Swift Charts marks them (issue 32): dates that stand for a
/// calendar unit are binned into it, so every month (day, week, year) of the data gets its label; an
/// `AxisMarks { value in ... }` closure is only ever handed a value the axis marks; a y axis labelled by
/// the app's own text keeps its label at 0; a 6-hour stride steps every 6 hours across midnights. Each chart is
/// written as app code writes it, drawn, and read back from the scene or the SVG.
@Suite struct SwiftChartsAxisValueTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
    static func labels(_ scene: Scene, axis: String) -> [SceneText] {
        SwiftChartsStyleBodiesTests.tickLabels(scene, axis: axis)
    }
    static func texts(_ scene: Scene, axis: String) -> [String] { labels(scene, axis: axis).map(\.text) }
    static func svgTexts(_ chart: Chart) throws -> [String] {
        try ParsedSVG(try chart.svg()).elements("text").map(\.stringValue)
    }

    struct Sale: Identifiable {
        var date: Date
        var amount: Double
        var id: Date { date }
    }

    // MARK: 1. Dates inside a unit are binned to it

    /// Six months of sales dated the 15th, plotted by month: a bar and a label for each month, January's
    /// too (its tick at 1 January is where the bar starts, not before the axis).
    @Test func midMonthDatesByMonthLabelEveryMonth() throws {
        let sales = (1...6).map { Sale(date: Self.date(2024, $0, 15), amount: Double(10 * $0)) }
        let chart = Chart(sales) { sale in
            BarMark(x: .value("Month", sale.date, unit: .month), y: .value("Sales", sale.amount))
        }
        .frame(width: 480, height: 240)
        let resolved = try chart.resolve()
        #expect(resolved.x.scale.domain.lowerBound == Self.date(2024, 1, 1).timeIntervalSince1970)
        #expect(resolved.x.scale.domain.upperBound == Self.date(2024, 7, 1).timeIntervalSince1970)
        let scene = Scene(resolved)
        let labels = Self.labels(scene, axis: "axis x")
        // January's tick, at the start of the year, is labelled with the year, as every date axis here labels
        // 1 January; the last tick closes June.
        #expect(labels.map(\.text) == ["2024", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])
        // January's bar starts where January's label is anchored: the plot's leading edge.
        let bars = SwiftChartsStyleBodiesTests.shapes(scene, containing: "bar")
        #expect(bars.count == 6)
        let lefts: [Double] = bars.compactMap { bar in
            if case .rect(let r, _) = bar.geometry { return r.x }
            return nil
        }
        #expect(lefts.count == 6)
        // January's bar is in the first sixth of the plot, between January's tick and February's label.
        let first = try #require(lefts.min())
        #expect(first > scene.plotArea.x && first < scene.plotArea.x + scene.plotArea.width / 6)
        #expect(labels[0].bounds.x < first && first < labels[1].bounds.x)
        #expect(try Self.svgTexts(chart).contains("2024"))
    }

    /// Two sales in one month are one bar, stacked, as Swift Charts bins them.
    @Test func datesInOneMonthShareItsBar() throws {
        let sales = [Sale(date: Self.date(2024, 3, 3), amount: 5), Sale(date: Self.date(2024, 3, 20), amount: 7),
                     Sale(date: Self.date(2024, 4, 9), amount: 4)]
        let resolved = try Chart(sales) { sale in
            BarMark(x: .value("Month", sale.date, unit: .month), y: .value("Sales", sale.amount))
        }
        .frame(width: 360, height: 200)
        .resolve()
        #expect(resolved.y.scale.domain.upperBound >= 12)
        #expect(Self.texts(Scene(resolved), axis: "axis x") == ["Mar 2024", "Apr", "May"])
        #expect(SwiftChartsStyleBodiesTests.shapes(Scene(resolved), containing: "bar").count == 3)
    }

    /// Noon readings by day, Wednesday readings by week, mid-year readings by year: each unit's first
    /// label is there.
    @Test func otherUnitsLabelTheirFirstBucket() throws {
        let daily = (0..<5).map { Sale(date: Self.date(2024, 6, 3 + $0, 12), amount: Double($0 + 1)) }
        let days = try Chart(daily) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("N", $0.amount)) }
            .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.narrow)) } }
            .frame(width: 400, height: 200).resolve()
        #expect(days.x.scale.domain.lowerBound == Self.date(2024, 6, 3).timeIntervalSince1970)
        #expect(Self.texts(Scene(days), axis: "axis x") == ["M", "T", "W", "T", "F", "S"])

        // Wednesdays; the week starts on the calendar's first weekday (Sunday in en-US).
        let weekly = (0..<4).map { Sale(date: Self.date(2024, 6, 5 + 7 * $0, 9), amount: Double($0 + 1)) }
        let weeks = try Chart(weekly) { BarMark(x: .value("Week", $0.date, unit: .weekOfYear), y: .value("N", $0.amount)) }
            .frame(width: 400, height: 200).resolve()
        #expect(weeks.x.scale.domain.lowerBound == Self.date(2024, 6, 2).timeIntervalSince1970)
        #expect(Self.texts(Scene(weeks), axis: "axis x").first == "Jun 2, 2024")

        let yearly = (0..<4).map { Sale(date: Self.date(2020 + $0, 7, 1), amount: Double($0 + 1)) }
        let years = try Chart(yearly) { BarMark(x: .value("Year", $0.date, unit: .year), y: .value("N", $0.amount)) }
            .frame(width: 400, height: 200).resolve()
        #expect(years.x.scale.domain.lowerBound == Self.date(2020, 1, 1).timeIntervalSince1970)
        #expect(Self.texts(Scene(years), axis: "axis x") == ["2020", "2021", "2022", "2023"])
    }

    // MARK: 2. The content closure sees only the axis's values

    /// Records each value an `AxisMarks` closure is handed.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Double] = []
        func add(_ v: Double) { lock.lock(); values.append(v); lock.unlock() }
        var all: [Double] { lock.lock(); defer { lock.unlock() }; return values }
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    struct MonthTotal: Identifiable {
        var month: Int
        var total: Double
        var id: Int { month }
    }

    /// Month numbers 3...11 labelled by name through the month array, as apps write it: the closure never
    /// sees a 0 (which would index `months[-1]` and trap).
    @Test func automaticValuesNeverHandTheClosureAStandIn() throws {
        let seen = Seen()
        let data = (3...11).map { MonthTotal(month: $0, total: Double($0 * 3)) }
        let chart = Chart(data) { row in
            LineMark(x: .value("Month", row.month), y: .value("Total", row.total))
        }
        .chartXScale(domain: 3...11)
        .chartXAxis {
            AxisMarks { value in
                AxisGridLine()
                AxisValueLabel {
                    if let i = value.as(Int.self) {
                        let _ = seen.add(Double(i))
                        Text(Self.months[i - 1])
                    }
                }
            }
        }
        .frame(width: 480, height: 220)
        let resolved = try chart.resolve()
        #expect(!seen.all.isEmpty)
        #expect(seen.all.allSatisfy { (3...11).contains($0) })
        let ticks = resolved.x.ticks.filter(\.showsLabel).map(\.value)
        #expect(Self.texts(Scene(resolved), axis: "axis x") == ticks.map { Self.months[Int($0) - 1] })
        #expect(!ticks.isEmpty)
    }

    /// Given values are indexed by `value.index`: the closure is handed each with its own index.
    @Test func givenValuesAreHandedWithTheirIndex() throws {
        let seen = Seen()
        let quarters = ["Q1", "Q2", "Q3", "Q4"]
        let data = (1...12).map { MonthTotal(month: $0, total: Double($0)) }
        let scene = Scene(try Chart(data) { LineMark(x: .value("Month", $0.month), y: .value("Total", $0.total)) }
            .chartXAxis {
                AxisMarks(values: [1, 4, 7, 10]) { value in
                    let _ = seen.add(Double(value.index))
                    AxisValueLabel { Text(quarters[value.index]) }
                }
            }
            .frame(width: 480, height: 220).resolve())
        #expect(Self.texts(scene, axis: "axis x") == quarters)
        #expect(seen.all.allSatisfy { (0..<4).contains($0) })
    }

    /// Dates given are handed as dates: `value.as(Date.self)!` never meets a stand-in.
    @Test func givenDatesAreHandedAsDates() throws {
        let days = [Self.date(2024, 6, 3), Self.date(2024, 6, 5), Self.date(2024, 6, 7)]
        let data = (0..<5).map { Reading(time: Self.date(2024, 6, 3 + $0), value: Double($0)) }
        let scene = Scene(try Chart(data) { LineMark(x: .value("Day", $0.time), y: .value("Value", $0.value)) }
            .chartXAxis {
                AxisMarks(values: days) { value in
                    AxisValueLabel { Text(value.as(Date.self)!, format: .dateTime.day()) }
                }
            }
            .frame(width: 400, height: 200).resolve())
        #expect(Self.texts(scene, axis: "axis x") == ["3", "5", "7"])
    }

    // MARK: 3. The app's own y labels keep 0

    static func label(_ value: AxisValue) -> String { "\(value.as(Int.self) ?? -1)k" }

    @Test func appLabelledYAxisKeepsItsZero() throws {
        let data = (1...6).map { MonthTotal(month: $0, total: Double($0 * 9)) }
        func chart(_ marks: AxisMarks) -> Chart {
            Chart(data) { BarMark(x: .value("Month", String($0.month)), y: .value("Total", $0.total)) }
                .chartYAxis { marks }
                .frame(width: 360, height: 240)
        }
        let cases: [(String, AxisMarks)] = [
            ("automatic", AxisMarks { value in AxisGridLine(); AxisValueLabel { Text(Self.label(value)) } }),
            ("stride", AxisMarks(values: .stride(by: 20)) { value in AxisValueLabel { Text(Self.label(value)) } }),
            ("aligned", AxisMarks(preset: .aligned) { value in AxisValueLabel { Text(Self.label(value)) } }),
            ("extended", AxisMarks(preset: .extended, position: .leading) { value in AxisValueLabel { Text(Self.label(value)) } }),
            ("leading", AxisMarks(position: .leading) { value in AxisTick(); AxisValueLabel { Text(Self.label(value)) } }),
        ]
        for (name, marks) in cases {
            let resolved = try chart(marks).resolve()
            let texts = Self.texts(Scene(resolved), axis: "axis y")
            #expect(texts.first == "0k", "\(name): \(texts)")
            #expect(texts.allSatisfy { $0.hasSuffix("k") && !$0.hasPrefix("-1") }, "\(name): \(texts)")
        }
    }

    // MARK: 4. Hour strides and date formats

    struct Reading: Identifiable {
        var time: Date
        var value: Double
        var id: Date { time }
    }

    static let threeDays = (0...72).map { Reading(time: date(2024, 3, 4, $0), value: Double(($0 * 7) % 20)) }

    static func hourly(_ marks: AxisMarks) -> Chart {
        Chart(threeDays) { LineMark(x: .value("Time", $0.time), y: .value("Value", $0.value)) }
            .chartXAxis { marks }
            .frame(width: 900, height: 240)
    }

    @Test func sixHourStrideStepsEverySixHours() throws {
        let resolved = try Self.hourly(AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
            AxisGridLine()
            AxisValueLabel(format: .dateTime.hour())
        }).resolve()
        let ticks = resolved.x.ticks.map(\.value)
        #expect(ticks.count == 13)
        #expect(ticks.first == Self.date(2024, 3, 4).timeIntervalSince1970)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1 - $0 == 6 * 3_600 })
        #expect(Self.texts(Scene(resolved), axis: "axis x").prefix(5) == ["12\u{202F}AM", "6\u{202F}AM", "12\u{202F}PM", "6\u{202F}PM", "12\u{202F}AM"])
    }

    @Test func monthAbbreviationsOverAYear() throws {
        let year = (0..<365).map { Reading(time: Self.date(2023, 1, 1).addingTimeInterval(Double($0) * 86_400), value: Double($0 % 30)) }
        let resolved = try Chart(year) { LineMark(x: .value("Day", $0.time), y: .value("Value", $0.value)) }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month(.abbreviated))
                }
            }
            .frame(width: 900, height: 220)
            .resolve()
        #expect(Self.texts(Scene(resolved), axis: "axis x") == Self.months)
    }
}
