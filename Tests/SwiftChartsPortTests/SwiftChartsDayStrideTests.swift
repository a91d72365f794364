import Foundation
import Testing
import Plotline

/// A date axis ticked every seven days, as Swift Charts' documentation writes a custom stride
/// (`AxisMarks(values: .stride(by: .day, count: 7))`): the ticks are counted from the domain's first day
/// across the end of a month, one week apart each, so no two labels crowd each other where January ends.
/// Read back from the resolved axis (the tick values) and the scene (the labels' text and boxes).
@Suite struct SwiftChartsDayStrideTests {
    struct DailyTotal: Identifiable {
        var day: Date
        var sales: Double
        var id: Date { day }
    }

    static let calendar = Calendar.current
    static let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
    static let sales = (0..<45).map { i in
        DailyTotal(day: calendar.date(byAdding: .day, value: i, to: start)!, sales: 120 + Double((i * 37) % 60))
    }

    static func weekly() -> Chart {
        Chart(sales) { total in
            LineMark(x: .value("Day", total.day, unit: .day), y: .value("Sales", total.sales))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 7)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.month(.abbreviated).day())
            }
        }
        .frame(width: 640, height: 240)
    }

    @Test func sevenDayTicksAreCountedFromTheFirstDayAcrossTheMonthsEnd() throws {
        let resolved = try Self.weekly().resolve()
        let ticks = resolved.x.ticks.map(\.value)
        #expect(ticks.count >= 7)
        #expect(ticks.first == Self.start.timeIntervalSince1970)
        // Each a whole week after the one before: 29 January is followed by 5 February, not 1 February.
        for (a, b) in zip(ticks, ticks.dropFirst()) {
            let days = Self.calendar.dateComponents([.day], from: Date(timeIntervalSince1970: a),
                                                    to: Date(timeIntervalSince1970: b)).day
            #expect(days == 7)
        }
        let labels = SwiftChartsStyleBodiesTests.tickLabels(Scene(resolved), axis: "axis x")
        #expect(labels.map(\.text).prefix(7) == ["Jan 1", "Jan 8", "Jan 15", "Jan 22", "Jan 29", "Feb 5", "Feb 12"])
        // No label reaches into the next one.
        for (a, b) in zip(labels, labels.dropFirst()) { #expect(a.bounds.maxX < b.bounds.x) }
    }

    @Test func oneDayStridesAndAutomaticTicksKeepTheirCalendarBoundaries() throws {
        // A stride of one day is every midnight either way; automatic ticks stay on their own boundaries.
        let daily = Chart(Self.sales.prefix(10)) { total in
            LineMark(x: .value("Day", total.day, unit: .day), y: .value("Sales", total.sales))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .day)) }
        let ticks = try daily.resolve().x.ticks.map(\.value)
        #expect(ticks.first == Self.start.timeIntervalSince1970)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { Self.calendar.dateComponents([.day], from: Date(timeIntervalSince1970: $0), to: Date(timeIntervalSince1970: $1)).day == 1 })
    }
}
