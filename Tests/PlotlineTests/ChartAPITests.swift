import Foundation
import Testing
@testable import Plotline

/// The Swift API as a Swift Charts user writes it.
@Suite struct ChartAPITests {
    struct Day { let date: Date; let steps: Int }

    static let august: [Day] = (0..<31).map { i in
        Day(date: Date(timeIntervalSince1970: 1_722_470_400 + Double(i) * 86_400), steps: 6_000 + (i * 737) % 5_000)
    }

    @Test func issueExampleCompilesAsWritten() throws {
        let days = Self.august
        let chart = Chart(days) { day in
            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
        }
        .chartTitle("Steps", subtitle: "Daily average 8,241 steps in August")
        .chartYScale(domain: 0...20_000)          // a fixed range (X1); omit it for a dynamic one

        #expect(chart.spec.title == "Steps")
        #expect(chart.spec.subtitle == "Daily average 8,241 steps in August")
        #expect(chart.spec.yScale?.domain == [.number(0), .number(20_000)])
        #expect(chart.spec.marks.count == 1)
        let mark = chart.spec.marks[0]
        #expect(mark.type == .bar)
        #expect(mark.x == EncodingSpec(field: "Day", type: .date, unit: .day))
        #expect(mark.y == EncodingSpec(field: "Steps", type: .number))
        guard case .table(let table)? = mark.data else { Issue.record("no table"); return }
        #expect(table.rowCount == 31)
        #expect(table.columnNames == ["Day", "Steps"])
        #expect(try table.column(named: "Steps").values == .numbers(days.map { Double($0.steps) }))
    }

    @Test func severalDeclarationsBecomeSeveralLayers() throws {
        let days = Self.august
        let chart = Chart {
            ForEach(days, id: \.date) { day in
                LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
                PointMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
            }
            RuleMark(y: .value("Goal", 10_000))
        }
        #expect(chart.spec.marks.map(\.type) == [.line, .point, .rule])
        guard case .table(let rule)? = chart.spec.marks[2].data else { Issue.record("no table"); return }
        #expect(rule.rowCount == 1)
        #expect(chart.spec.marks[2].y?.field == "Goal")
    }

    @Test func seriesEncodingsAndModifiers() {
        struct Reading { let t: Int; let kind: String; let value: Double }
        let readings = [Reading(t: 1, kind: "Systolic", value: 120), Reading(t: 1, kind: "Diastolic", value: 80)]
        let chart = Chart(readings) { r in
            PointMark(x: .value("Time", r.t), y: .value("Pressure", r.value))
                .foregroundStyle(by: .value("Kind", r.kind))
                .symbol(by: .value("Kind", r.kind))
            LineMark(x: .value("Time", r.t), y: .value("Pressure", r.value))
                .foregroundStyle(by: .value("Kind", r.kind))
                .lineStyle(by: .value("Kind", r.kind))
                .interpolationMethod(.monotone)
            BarMark(x: .value("Kind", r.kind), y: .value("Pressure", r.value))
                .position(by: .value("Kind", r.kind))
        }
        .chartLegend(position: .top)
        .chartXAxis { AxisMarks(position: .top, values: .automatic(desiredCount: 4)) }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartLocale("ko-KR")

        let point = chart.spec.marks[0]
        #expect(point.color?.field == "Kind")
        #expect(point.symbol?.field == "Kind (symbol)")
        #expect(point.symbol?.label == "Kind")
        #expect(chart.spec.marks[1].interpolation == .monotone)
        #expect(chart.spec.marks[1].lineStyle?.title == "Kind")
        #expect(chart.spec.marks[2].position?.title == "Kind")
        #expect(chart.spec.legend?.position == .top)
        #expect(chart.spec.xAxis?.position == .top)
        #expect(chart.spec.xAxis?.tickCount == 4)
        #expect(chart.spec.yAxis?.position == .leading)
        #expect(chart.spec.yScale?.includesZero == false)
        #expect(chart.spec.locale == "ko-KR")
    }

    @Test func mixedValueTypesInOneChannelAreReported() {
        let chart = Chart([0, 1]) { i in
            if i == 0 {
                PointMark(x: .value("X", 1), y: .value("Y", 2))
            } else {
                PointMark(x: .value("X", "one"), y: .value("Y", 2))
            }
        }
        // The two branches are two declarations, so two layers: each is consistent.
        #expect(chart.spec.marks.count == 2)
        let mixed = Chart([0, 1]) { i in
            PointMark(x: .value("X", i == 0 ? "a" : "b"), y: .value("Y", i))
        }
        #expect(mixed.spec.marks.count == 1)
    }
}
