import Foundation
import Testing
@testable import Plotline

@Suite struct TimeTicksTests {
    static func calendar(_ zone: String, firstWeekday: Int = 1) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    static let utc = calendar("UTC")
    static let newYork = calendar("America/New_York")

    /// Seconds since 1970 for an ISO 8601 date with offset, like "2024-03-07T09:41:13Z".
    static func t(_ iso: String) -> Double {
        ISO8601DateFormatter().date(from: iso)?.timeIntervalSince1970 ?? .nan
    }

    struct Span: CustomStringConvertible, Sendable {
        var name: String, to: String, step: CalendarStep, expected: [String]
        var description: String { name }
    }

    static let start = "2024-03-07T09:41:13Z"   // a Thursday

    /// Automatic ticks (count 5, UTC) from `start` over spans from a minute to fifty years.
    static let spans: [Span] = [
        Span(name: "1 minute", to: "2024-03-07T09:42:13Z", step: CalendarStep(15, .second),
             expected: ["2024-03-07T09:41:15Z", "2024-03-07T09:41:30Z", "2024-03-07T09:41:45Z", "2024-03-07T09:42:00Z"]),
        Span(name: "10 minutes", to: "2024-03-07T09:51:13Z", step: CalendarStep(1, .minute),
             expected: (42...51).map { "2024-03-07T09:\($0):00Z" }),
        Span(name: "1 hour", to: "2024-03-07T10:41:13Z", step: CalendarStep(15, .minute),
             expected: ["2024-03-07T09:45:00Z", "2024-03-07T10:00:00Z", "2024-03-07T10:15:00Z", "2024-03-07T10:30:00Z"]),
        Span(name: "6 hours", to: "2024-03-07T15:41:13Z", step: CalendarStep(1, .hour),
             expected: (10...15).map { "2024-03-07T\($0):00:00Z" }),
        Span(name: "1 day", to: "2024-03-08T09:41:13Z", step: CalendarStep(6, .hour),
             expected: ["2024-03-07T12:00:00Z", "2024-03-07T18:00:00Z", "2024-03-08T00:00:00Z", "2024-03-08T06:00:00Z"]),
        Span(name: "3 days", to: "2024-03-10T09:41:13Z", step: CalendarStep(12, .hour),
             expected: ["2024-03-07T12:00:00Z", "2024-03-08T00:00:00Z", "2024-03-08T12:00:00Z",
                        "2024-03-09T00:00:00Z", "2024-03-09T12:00:00Z", "2024-03-10T00:00:00Z"]),
        Span(name: "1 week", to: "2024-03-14T09:41:13Z", step: CalendarStep(1, .day),
             expected: (8...14).map { "2024-03-\($0 < 10 ? "0" : "")\($0)T00:00:00Z" }),
        Span(name: "1 month", to: "2024-04-07T09:41:13Z", step: CalendarStep(1, .week),
             expected: ["2024-03-10T00:00:00Z", "2024-03-17T00:00:00Z", "2024-03-24T00:00:00Z", "2024-03-31T00:00:00Z",
                        "2024-04-07T00:00:00Z"]),
        Span(name: "3 months", to: "2024-06-07T09:41:13Z", step: CalendarStep(1, .month),
             expected: ["2024-04-01T00:00:00Z", "2024-05-01T00:00:00Z", "2024-06-01T00:00:00Z"]),
        Span(name: "1 year", to: "2025-03-07T09:41:13Z", step: CalendarStep(3, .month),
             expected: ["2024-04-01T00:00:00Z", "2024-07-01T00:00:00Z", "2024-10-01T00:00:00Z", "2025-01-01T00:00:00Z"]),
        Span(name: "5 years", to: "2029-03-07T09:41:13Z", step: CalendarStep(1, .year),
             expected: (2025...2029).map { "\($0)-01-01T00:00:00Z" }),
        Span(name: "20 years", to: "2044-03-07T09:41:13Z", step: CalendarStep(5, .year),
             expected: ["2025-01-01T00:00:00Z", "2030-01-01T00:00:00Z", "2035-01-01T00:00:00Z", "2040-01-01T00:00:00Z"]),
        Span(name: "50 years", to: "2074-03-07T09:41:13Z", step: CalendarStep(10, .year),
             expected: (3...7).map { "20\($0)0-01-01T00:00:00Z" }),
    ]

    @Test(arguments: spans) func automaticTicks(_ span: Span) {
        let result = TimeTicks.ticks(from: Self.t(Self.start), to: Self.t(span.to), count: 5, calendar: Self.utc)
        #expect(result.step == span.step)
        #expect(result.values == span.expected.map(Self.t))
        #expect(TimeTicks.step(from: Self.t(Self.start), to: Self.t(span.to), count: 5) == span.step)
        // Every tick is on a boundary of its step.
        for value in result.values {
            #expect(TimeTicks.floor(value, to: result.step, calendar: Self.utc) == value)
        }
    }

    @Test func stepsList() {
        #expect(TimeTicks.steps.count == 19)
        #expect(TimeTicks.steps.first == CalendarStep(1, .second))
        #expect(TimeTicks.steps.last == CalendarStep(1, .year))
        #expect(TimeTicks.steps.contains(CalendarStep(3, .month)))
        // Centuries pick multi-year steps from the 1, 2, 2.5, 5 family.
        #expect(TimeTicks.step(from: Self.t("1800-01-01T00:00:00Z"), to: Self.t("2000-01-01T00:00:00Z"), count: 5)
            == CalendarStep(50, .year))
        #expect(TimeTicks.step(from: Self.t("1900-01-01T00:00:00Z"), to: Self.t("2000-01-01T00:00:00Z"), count: 5)
            == CalendarStep(20, .year))
    }

    @Test func daysStayAtLocalMidnightAcrossDSTInNewYork() {
        // Clocks went forward on 2024-03-10 at 02:00 local: that day has 23 hours.
        let ticks = TimeTicks.ticks(from: Self.t("2024-03-08T12:00:00Z"), to: Self.t("2024-03-13T12:00:00Z"),
                                    step: CalendarStep(1, .day), calendar: Self.newYork)
        #expect(ticks == ["2024-03-09T00:00:00-05:00", "2024-03-10T00:00:00-05:00", "2024-03-11T00:00:00-04:00",
                          "2024-03-12T00:00:00-04:00", "2024-03-13T00:00:00-04:00"].map(Self.t))
        #expect(ticks[2] - ticks[1] == 23 * 3600)
    }

    @Test func hoursAcrossDSTInNewYork() {
        let spring = TimeTicks.ticks(from: Self.t("2024-03-10T00:00:00-05:00"), to: Self.t("2024-03-10T12:00:00-04:00"),
                                     step: CalendarStep(3, .hour), calendar: Self.newYork)
        #expect(spring == ["2024-03-10T00:00:00-05:00", "2024-03-10T03:00:00-04:00", "2024-03-10T06:00:00-04:00",
                           "2024-03-10T09:00:00-04:00", "2024-03-10T12:00:00-04:00"].map(Self.t))
        // Clocks went back on 2024-11-03 at 02:00 local: 01:00 and 01:30 happen twice.
        let fall = TimeTicks.ticks(from: Self.t("2024-11-03T00:30:00-04:00"), to: Self.t("2024-11-03T02:00:00-05:00"),
                                   step: CalendarStep(30, .minute), calendar: Self.newYork)
        #expect(fall == ["2024-11-03T00:30:00-04:00", "2024-11-03T01:00:00-04:00", "2024-11-03T01:30:00-04:00",
                         "2024-11-03T01:00:00-05:00", "2024-11-03T01:30:00-05:00", "2024-11-03T02:00:00-05:00"].map(Self.t))
    }

    @Test func hoursInAHalfHourZone() {
        let kolkata = Self.calendar("Asia/Kolkata")
        let ticks = TimeTicks.ticks(from: Self.t("2024-01-01T00:00:00+05:30"), to: Self.t("2024-01-02T00:00:00+05:30"),
                                    step: CalendarStep(6, .hour), calendar: kolkata)
        #expect(ticks == ["2024-01-01T00:00:00+05:30", "2024-01-01T06:00:00+05:30", "2024-01-01T12:00:00+05:30",
                          "2024-01-01T18:00:00+05:30", "2024-01-02T00:00:00+05:30"].map(Self.t))
    }

    @Test func weeksStartOnTheFirstWeekday() {
        let from = Self.t("2024-01-01T00:00:00Z"), to = Self.t("2024-01-31T00:00:00Z")
        let sundays = TimeTicks.ticks(from: from, to: to, step: CalendarStep(1, .week), calendar: Self.utc)
        #expect(sundays == ["2024-01-07", "2024-01-14", "2024-01-21", "2024-01-28"].map { Self.t($0 + "T00:00:00Z") })
        let mondays = TimeTicks.ticks(from: from, to: to, step: CalendarStep(1, .week), calendar: Self.calendar("UTC", firstWeekday: 2))
        #expect(mondays == ["2024-01-01", "2024-01-08", "2024-01-15", "2024-01-22", "2024-01-29"].map { Self.t($0 + "T00:00:00Z") })
        // Weeks at local midnight in New York across the DST change.
        let local = TimeTicks.ticks(from: Self.t("2024-03-01T00:00:00-05:00"), to: Self.t("2024-03-31T00:00:00-04:00"),
                                    step: CalendarStep(1, .week), calendar: Self.newYork)
        #expect(local == ["2024-03-03T00:00:00-05:00", "2024-03-10T00:00:00-05:00", "2024-03-17T00:00:00-04:00",
                          "2024-03-24T00:00:00-04:00", "2024-03-31T00:00:00-04:00"].map(Self.t))
    }

    @Test func explicitStrides() {
        let jan = Self.t("2024-01-01T00:00:00Z")
        // Two days: days 1, 3, 5, ... of each month; February starts again on the 1st.
        let twoDays = TimeTicks.ticks(from: Self.t("2024-01-25T12:00:00Z"), to: Self.t("2024-02-06T00:00:00Z"),
                                      step: CalendarStep(2, .day), calendar: Self.utc)
        #expect(twoDays == ["2024-01-27", "2024-01-29", "2024-01-31", "2024-02-01", "2024-02-03", "2024-02-05"]
            .map { Self.t($0 + "T00:00:00Z") })
        let quarters = TimeTicks.ticks(from: jan, to: Self.t("2025-01-01T00:00:00Z"), step: CalendarStep(1, .quarter), calendar: Self.utc)
        #expect(quarters == ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01", "2025-01-01"].map { Self.t($0 + "T00:00:00Z") })
        let halves = TimeTicks.ticks(from: Self.t("2023-03-01T00:00:00Z"), to: Self.t("2024-12-01T00:00:00Z"),
                                     step: CalendarStep(6, .month), calendar: Self.utc)
        #expect(halves == ["2023-07-01", "2024-01-01", "2024-07-01"].map { Self.t($0 + "T00:00:00Z") })
        let months = TimeTicks.ticks(from: Self.t("2024-01-31T00:00:00Z"), to: Self.t("2024-05-15T00:00:00Z"),
                                     step: CalendarStep(1, .month), calendar: Self.utc)
        #expect(months == ["2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01"].map { Self.t($0 + "T00:00:00Z") })
        let sevenHours = TimeTicks.ticks(from: jan, to: Self.t("2024-01-02T00:00:00Z"), step: CalendarStep(7, .hour), calendar: Self.utc)
        #expect(sevenHours == ["2024-01-01T00:00:00Z", "2024-01-01T07:00:00Z", "2024-01-01T14:00:00Z",
                               "2024-01-01T21:00:00Z", "2024-01-02T00:00:00Z"].map(Self.t))
    }

    @Test func floorCeilAndNice() {
        let t = Self.t(Self.start)
        #expect(TimeTicks.floor(t, to: CalendarStep(15, .minute), calendar: Self.utc) == Self.t("2024-03-07T09:30:00Z"))
        #expect(TimeTicks.ceil(t, to: CalendarStep(15, .minute), calendar: Self.utc) == Self.t("2024-03-07T09:45:00Z"))
        #expect(TimeTicks.floor(t, to: CalendarStep(1, .month), calendar: Self.utc) == Self.t("2024-03-01T00:00:00Z"))
        #expect(TimeTicks.ceil(t, to: CalendarStep(1, .month), calendar: Self.utc) == Self.t("2024-04-01T00:00:00Z"))
        #expect(TimeTicks.floor(t, to: CalendarStep(10, .year), calendar: Self.utc) == Self.t("2020-01-01T00:00:00Z"))
        #expect(TimeTicks.floor(t, to: CalendarStep(1, .week), calendar: Self.utc) == Self.t("2024-03-03T00:00:00Z"))
        #expect(TimeTicks.floor(t, to: CalendarStep(1, .day), calendar: Self.newYork) == Self.t("2024-03-07T00:00:00-05:00"))
        #expect(TimeTicks.floor(Self.t("2024-03-10T10:00:00Z"), to: CalendarStep(6, .hour), calendar: Self.newYork)
            == Self.t("2024-03-10T06:00:00-04:00"))
        #expect(TimeTicks.floor(Self.t("2024-03-10T03:30:00-04:00"), to: CalendarStep(2, .hour), calendar: Self.newYork)
            == Self.t("2024-03-10T00:00:00-05:00"))
        let ceilOnBoundary = Self.t("2024-04-01T00:00:00Z")
        #expect(TimeTicks.ceil(ceilOnBoundary, to: CalendarStep(1, .month), calendar: Self.utc) == ceilOnBoundary)

        #expect(TimeTicks.nice(t...Self.t("2024-05-07T09:41:13Z"), step: CalendarStep(1, .month), calendar: Self.utc)
            == Self.t("2024-03-01T00:00:00Z")...Self.t("2024-06-01T00:00:00Z"))
        let midnight = Self.t("2024-03-07T00:00:00Z")
        #expect(TimeTicks.nice(midnight...midnight, step: CalendarStep(1, .day), calendar: Self.utc)
            == midnight...Self.t("2024-03-08T00:00:00Z"))
    }

    @Test func degenerate() {
        let t = Self.t(Self.start)
        #expect(TimeTicks.ticks(from: .nan, to: t, count: 5, calendar: Self.utc).values == [])
        #expect(TimeTicks.ticks(from: t, to: .infinity, step: CalendarStep(1, .day), calendar: Self.utc) == [])
        let single = TimeTicks.ticks(from: t, to: t, count: 5, calendar: Self.utc)
        #expect(single.values == [t])
        #expect(single.step == CalendarStep(1, .second))
        let newYear = Self.t("2024-01-01T00:00:00Z")
        #expect(TimeTicks.ticks(from: newYear, to: newYear, count: 5, calendar: Self.utc).step == CalendarStep(1, .year))
        // Reversed input gives ticks in the input's direction.
        let reversed = TimeTicks.ticks(from: Self.t("2024-03-08T09:41:13Z"), to: t, count: 5, calendar: Self.utc)
        #expect(reversed.values == ["2024-03-08T06:00:00Z", "2024-03-08T00:00:00Z", "2024-03-07T18:00:00Z", "2024-03-07T12:00:00Z"].map(Self.t))
        // Far outside years 1...9999, and absurd explicit strides, give no ticks rather than hanging.
        #expect(TimeTicks.ticks(from: -1e300, to: 1e300, count: 5, calendar: Self.utc).values == [])
        #expect(TimeTicks.ticks(from: 0, to: 1e9, step: CalendarStep(1, .second), calendar: Self.utc) == [])
        #expect(TimeTicks.floor(.nan, to: CalendarStep(1, .day), calendar: Self.utc).isNaN)
        #expect(TimeTicks.floor(1e300, to: CalendarStep(1, .day), calendar: Self.utc) == 1e300)
        // A zero or negative step count is treated as 1.
        #expect(TimeTicks.ticks(from: Self.t("2024-01-01T00:00:00Z"), to: Self.t("2024-01-03T00:00:00Z"),
                                step: CalendarStep(0, .day), calendar: Self.utc).count == 3)
    }

    /// Before October 1582 ticks sit where the data's dates are read: on January 1 of the proleptic Gregorian
    /// calendar (as ISO 8601 counts), not of Foundation's Julian one, which put "1400" eight days late.
    @Test func ticksBeforeTheReformAreProlepticGregorian() throws {
        func year(_ y: Int, _ month: Int = 1) -> Double { Double(ISODate.days(year: y, month: month, day: 1)) * 86_400 }
        let (step, values) = TimeTicks.ticks(from: year(1400), to: year(1700), count: 6, calendar: Self.utc)
        #expect(step == CalendarStep(50, .year))
        #expect(values == stride(from: 1400, through: 1700, by: 50).map { year($0) })
        #expect(values.map(ISODate.string) == ["1400-01-01", "1450-01-01", "1500-01-01", "1550-01-01", "1600-01-01",
                                              "1650-01-01", "1700-01-01"])
        // Months and a floor of an instant between boundaries, in a year of the Julian era.
        let months = TimeTicks.ticks(from: year(1500, 2), to: year(1500, 5), step: CalendarStep(1, .month), calendar: Self.utc)
        #expect(months.map(ISODate.string) == ["1500-02-01", "1500-03-01", "1500-04-01", "1500-05-01"])
        #expect(TimeTicks.floor(year(1500, 3) + 86_400 * 10, to: CalendarStep(1, .month), calendar: Self.utc) == year(1500, 3))
        #expect(TimeTicks.nice(year(1512) + 1...year(1514) - 1, step: CalendarStep(1, .year), calendar: Self.utc)
            == year(1512)...year(1514))
        // A step whose years do not divide 400 stays on its multiples (1,000-year steps: 0, 1000, 2000).
        let millennia = TimeTicks.ticks(from: year(900), to: year(2100), step: CalendarStep(1000, .year), calendar: Self.utc)
        #expect(millennia.map(ISODate.string) == ["1000-01-01", "2000-01-01"])
    }
}
