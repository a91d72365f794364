import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Several `AxisMarks` on one axis, as Swift Charts' documentation writes them: each set on its own side with
/// its own values and look, read back from the SVG.
@Suite struct SwiftChartsSeveralAxisMarksTests {
    struct Day { var date: Date; var steps: Double }
    static let utc: Calendar = { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "UTC")!; return c }()
    static let days: [Day] = (0..<90).map { i in
        Day(date: Date(timeIntervalSince1970: 1_704_067_200 + Double(i) * 86_400), steps: Double(5_000 + (i * 613) % 6_000))
    }

    /// The ticks of one group of axis marks: (data-value, label, label's x).
    static func ticks(_ group: Node) -> [(value: String, label: String?, x: Double?)] {
        group.children(named: "g").filter { $0.value("class") == "tick" }.map { tick in
            let text = tick.children(named: "text").first
            return (tick.value("data-value") ?? "", text?.stringValue, text.flatMap { Double($0.value("x") ?? "") })
        }
    }

    static func plotArea(_ svg: ParsedSVG) throws -> [Double] {
        let g = try #require(svg.elements("g", classes: "plot-area").first)
        return ["data-x", "data-y", "data-width", "data-height"].map { Double(g.value($0) ?? "") ?? .nan }
    }

    static func bars() -> Chart {
        Chart(days, id: \.date) { day in
            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
            RuleMark(y: .value("Goal", 8_000))
        }
    }

    @Test func aGoalIsLabelledOnTheTrailingSideBesideTheLeadingAxis() throws {
        let chart = Self.bars().chartYAxis {
            AxisMarks(position: .leading)
            AxisMarks(position: .trailing, values: [8_000]) { _ in
                AxisTick()
                AxisValueLabel("Goal")
            }
        }
        let svg = try ParsedSVG(chart.svg())
        let area = try Self.plotArea(svg)
        let leading = try #require(svg.elements("g").first { $0.value("class") == "axis y" })
        let numbers = Self.ticks(leading)
        #expect(numbers.map(\.label) == ["0", "2.5K", "5K", "7.5K", "10K", "12.5K"])
        #expect(numbers.allSatisfy { ($0.x ?? .infinity) < area[0] })
        let trailing = try #require(svg.elements("g").first { $0.value("class") == "axis y additional" })
        let goal = Self.ticks(trailing)
        #expect(goal.count == 1 && goal[0].value == "8000" && goal[0].label == "Goal")
        #expect((goal[0].x ?? 0) > area[0] + area[2])
        // Room is made on both sides: the plot is narrower than with the leading axis alone.
        let one = try Self.plotArea(ParsedSVG(Self.bars().chartYAxis { AxisMarks(position: .leading) }.svg()))
        #expect(area[0] == one[0] && area[2] < one[2])
        // The goal's set draws no grid line of its own; the leading set's lines are there.
        #expect(svg.elements("line", classes: "grid-line", "y").compactMap { $0.value("data-value") }
                == ["0", "2500", "5000", "7500", "10000", "12500"])
    }

    @Test func dailyTicksUnderMonthlyLabels() throws {
        let chart = Self.bars().chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisTick()
            }
            AxisMarks(values: .stride(by: .month)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.wide))
            }
        }
        let svg = try ParsedSVG(chart.svg())
        let days = Self.ticks(try #require(svg.elements("g").first { $0.value("class") == "axis x" }))
        // A tick at each midnight from January 1 to March 31, the end of the last day's bar.
        #expect(days.count == 91 && days.last?.value == "2024-03-31" && days.allSatisfy { $0.label == nil })
        let months = Self.ticks(try #require(svg.elements("g").first { $0.value("class") == "axis x additional" }))
        #expect(months.map(\.value) == ["2024-01-01", "2024-02-01", "2024-03-01"])
        #expect(months.map(\.label) == ["January", "February", "March"])
        // The grid follows the months, not the days; both sets share the row under the plot.
        #expect(svg.elements("line", classes: "grid-line", "x").compactMap { $0.value("data-value") } == ["2024-01-01", "2024-02-01", "2024-03-01"])
        let plain = try Self.plotArea(ParsedSVG(Self.bars().svg()))
        #expect(try Self.plotArea(svg)[3] == plain[3])
    }

    @Test func theSameFromJSON() throws {
        var spec = Self.bars().spec
        spec.yAxis = try JSONDecoder().decode(AxisSpec.self, from: Data("""
            {"position": "leading", "additionalMarks": [{"position": "trailing", "values": [8000], "grid": false, "format": {"fractionDigits": 0}}]}
            """.utf8))
        let svg = try ParsedSVG(Chart(spec: spec).svg())
        let trailing = try #require(svg.elements("g").first { $0.value("class") == "axis y additional" })
        #expect(Self.ticks(trailing).map(\.label) == ["8,000"])
        let decoded = try ChartSpec.decode(spec.encoded())
        #expect(decoded.yAxis?.additionalMarks?.first?.values == [.number(8000)])
    }

    @Test func aMinimumStrideSpacesTheAutomaticTicks() throws {
        struct Reading { var x: Double; var y: Double }
        let readings = (0...40).map { Reading(x: Double($0) / 4, y: Double($0 % 7)) }
        let chart = Chart(readings, id: \.x) { r in
            LineMark(x: .value("X", r.x), y: .value("Y", r.y))
        }
        func xValues(_ chart: Chart) throws -> [String] {
            let svg = try ParsedSVG(chart.svg())
            return Self.ticks(try #require(svg.elements("g").first { $0.value("class") == "axis x" })).map(\.value)
        }
        // Without a minimum the familiar step is shorter than 3.
        let plain = try xValues(chart).compactMap(Double.init)
        #expect(zip(plain, plain.dropFirst()).contains { $1 - $0 < 3 }, "\(plain)")
        let spaced = chart.chartXAxis { AxisMarks(values: .automatic(minimumStride: 3, desiredCount: 10)) }
        let values = try xValues(spaced).compactMap(Double.init)
        #expect(values.count >= 2 && zip(values, values.dropFirst()).allSatisfy { $1 - $0 >= 3 }, "\(values)")
        #expect(spaced.spec.xAxis?.minimumStride == 3)
        // Dates: at least a week apart.
        let day = 86_400.0
        struct Day { var date: Date; var v: Double }
        let days = (0..<60).map { Day(date: Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * day), v: Double($0 % 9)) }
        let weekly = Chart(days, id: \.date) { d in LineMark(x: .value("Day", d.date), y: .value("V", d.v)) }
            .chartXAxis { AxisMarks(values: .automatic(minimumStride: 7 * day, desiredCount: 20)) }
        let dates = try xValues(weekly).compactMap { ISODate.parse($0) }
        #expect(dates.count >= 2 && zip(dates, dates.dropFirst()).allSatisfy { $1 - $0 >= 7 * day - 3_600 }, "\(dates)")
    }

    /// `.automatic(roundLowerBound: false, roundUpperBound: false)`: the y axis runs from the lowest value
    /// to the highest, not from the familiar ticks around them; one flag rounds one end only; ticks stay on
    /// the familiar sequence inside.
    @Test func unroundedBoundsEndTheAxisAtTheData() throws {
        struct Reading { var hour: Double; var level: Double }
        let readings = [Reading(hour: 0, level: 13), Reading(hour: 1, level: 41), Reading(hour: 2, level: 87)]
        let chart = Chart(readings, id: \.hour) { r in LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level)) }
        #expect(try chart.resolve().y.scale.domain == 0...100)
        let exact = chart.chartYAxis { AxisMarks(values: .automatic(roundLowerBound: false, roundUpperBound: false)) }
        let resolved = try exact.resolve()
        #expect(resolved.y.scale.domain == 13...87)
        #expect(resolved.y.ticks.map(\.value) == [20, 40, 60, 80])
        #expect(exact.spec.yAxis?.roundLowerBound == false && exact.spec.yAxis?.roundUpperBound == false)
        let lowerOnly = chart.chartYAxis { AxisMarks(values: .automatic(roundLowerBound: false)) }
        #expect(try lowerOnly.resolve().y.scale.domain == 13...100)
        // JSON says the same.
        let decoded = try JSONDecoder().decode(AxisSpec.self, from: Data(#"{"roundUpperBound": false}"#.utf8))
        #expect(decoded.roundUpperBound == false && decoded.roundLowerBound == nil)
    }
}
