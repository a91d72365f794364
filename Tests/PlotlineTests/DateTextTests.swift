import Foundation
import Testing
@testable import Plotline

/// The written forms of dates the readers know besides ISO 8601, and the author's own patterns.
@Suite struct DateTextTests {
    /// Seconds since 1970 for a UTC date and time.
    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Double {
        Double(ISODate.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second)
    }

    func parse(_ text: String, dayFirst: Bool = false, timeZone: TimeZone = .gmt) -> Double? {
        var numeric: DateText.Numeric?
        return Array(text.utf8).withUnsafeBufferPointer {
            DateText.parse($0, start: 0, end: $0.count, dayFirst: dayFirst, timeZone: timeZone, numeric: &numeric)
        }
    }

    func pattern(_ pattern: String, _ text: String, timeZone: TimeZone = .gmt) throws -> Double? {
        let p = try DatePattern(pattern)
        return Array(text.utf8).withUnsafeBufferPointer { p.parse($0, start: 0, end: $0.count, timeZone: timeZone) }
    }

    @Test func commonForms() {
        #expect(parse("2012/01/31") == utc(2012, 1, 31))
        #expect(parse("Jan 1 2000") == utc(2000, 1, 1))
        #expect(parse("Jan 31, 2000") == utc(2000, 1, 31))
        #expect(parse("January 1, 2000") == utc(2000, 1, 1))
        #expect(parse("Sept. 3 2000") == utc(2000, 9, 3))
        #expect(parse("1 January 2000") == utc(2000, 1, 1))
        #expect(parse("31 Dec 1999") == utc(1999, 12, 31))
        #expect(parse("01-Jan-2000") == utc(2000, 1, 1))
        #expect(parse("31.01.2012") == utc(2012, 1, 31))
        #expect(parse("2012/01/31 14:30") == utc(2012, 1, 31, 14, 30))
        #expect(parse("Jan 1 2000 08:05:09") == utc(2000, 1, 1, 8, 5, 9))
    }

    @Test func numericOrderFollowsDayFirst() {
        #expect(parse("01/02/2012") == utc(2012, 1, 2))
        #expect(parse("01/02/2012", dayFirst: true) == utc(2012, 2, 1))
        #expect(parse("13/02/2012") == nil)
        #expect(parse("13/02/2012", dayFirst: true) == utc(2012, 2, 13))
    }

    @Test(arguments: ["Feb 30 2001", "2012/13/01", "Jan 1", "Foo 1 2000", "1 2000", "2012/1", "Jan 1 20000",
                      "01/02/12", "Jan 1 2000 25:00", "2012/01/31x", "January"])
    func notDates(_ text: String) {
        #expect(parse(text) == nil)
    }

    @Test func timeZoneAppliesToLocalTimes() {
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        #expect(parse("2012/01/31 09:00", timeZone: seoul) == utc(2012, 1, 31))
    }

    @Test func strftimePatterns() throws {
        #expect(try pattern("%d/%m/%Y", "01/02/2012") == utc(2012, 2, 1))
        #expect(try pattern("%Y%m%d", "20240806") == utc(2024, 8, 6))
        #expect(try pattern("%d %b %y", "5 Aug 24") == utc(2024, 8, 5))
        #expect(try pattern("%d %b %y", "5 Aug 70") == utc(1970, 8, 5))
        #expect(try pattern("%B %d, %Y", "August 6, 2024") == utc(2024, 8, 6))
        #expect(try pattern("%Y-%j", "2024-366") == utc(2024, 12, 31))
        #expect(try pattern("%Y-%j", "2023-366") == nil)
        #expect(try pattern("%m/%d/%Y %I:%M %p", "08/06/2024 02:15 PM") == utc(2024, 8, 6, 14, 15))
        #expect(try pattern("%m/%d/%Y %I:%M %p", "08/06/2024 12:15 am") == utc(2024, 8, 6, 0, 15))
        #expect(try pattern("%Y-%m-%d %H:%M:%S %z", "2024-08-06 09:00:00 +0900") == utc(2024, 8, 6))
        #expect(try pattern("%Y-%m-%dT%H:%M:%S%z", "2024-08-06T09:00:00+09:00") == utc(2024, 8, 6))
        #expect(try pattern("%Y-%m-%d %H:%M:%S", "2024-08-06 01:02:03.5")! == utc(2024, 8, 6, 1, 2, 3) + 0.5)
        #expect(try pattern("100%% %Y", "100% 2024") == utc(2024, 1, 1))
        #expect(try pattern("%d/%m/%Y", "2012-01-01") == nil)
        #expect(try pattern("%d/%m/%Y", "31/02/2012") == nil)
    }

    @Test func unixTime() throws {
        #expect(try pattern("unix", "1700000000") == 1_700_000_000)
        #expect(try pattern("unix-ms", "1700000000500") == 1_700_000_000.5)
        #expect(try pattern("unix", "soon") == nil)
    }

    @Test func badPatternsAreOneLineErrors() {
        #expect(throws: PlotlineError.invalidOption(name: "date format",
            reason: "'%d/%Q/%Y': %Q is not a directive Plotline reads; use %Y %y %m %d %j %H %I %p %M %S %b %B %z or %%")) {
            try DatePattern("%d/%Q/%Y")
        }
        #expect(throws: PlotlineError.invalidOption(name: "date format", reason: "'%d/%m': has no year (%Y or %y)")) {
            try DatePattern("%d/%m")
        }
        #expect(throws: PlotlineError.invalidOption(name: "date format",
                                                    reason: "'%Y %I:%M': needs both %I and %p for a 12-hour clock (or %H alone)")) {
            try DatePattern("%Y %I:%M")
        }
    }

    @Test func dayFirstByLocale() {
        #expect(ReadContext.dayFirst(locale: "en-US") == false)
        #expect(ReadContext.dayFirst(locale: "en") == false)
        #expect(ReadContext.dayFirst(locale: "en-GB") == true)
        #expect(ReadContext.dayFirst(locale: "tr-TR") == true)
        #expect(ReadContext.dayFirst(locale: "ko-KR") == true)
        #expect(ReadContext.dayFirst(locale: "es-US") == false)
    }
}
