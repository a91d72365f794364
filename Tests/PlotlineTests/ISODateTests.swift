import Foundation
import Testing
@testable import Plotline

@Suite struct ISODateTests {
    let day = 1_722_902_400.0  // 2024-08-06T00:00:00Z

    @Test func datesAndDateTimes() {
        #expect(ISODate.parse("2024-08-06") == day)
        #expect(ISODate.parse("1970-01-01") == 0)
        #expect(ISODate.parse("1969-12-31") == -86_400)
        #expect(ISODate.parse("2024-08-06T14:30") == day + 14 * 3600 + 30 * 60)
        #expect(ISODate.parse("2024-08-06T14:30:15") == day + 52_215)
        #expect(ISODate.parse("2024-08-06 14:30:15") == day + 52_215)
        #expect(ISODate.parse("2024-08-06t14:30:15z") == day + 52_215)
        #expect(ISODate.parse("2024-08-06T14:30:15Z") == day + 52_215)
        #expect(ISODate.parse("2024-08-06T14:30:15.25Z") == day + 52_215.25)
        #expect(ISODate.parse("2024-08-06T14:30:15,5") == day + 52_215.5)
        #expect(ISODate.parse("  2024-08-06  ") == day)
        #expect(ISODate.parse("2024-08") == 1_722_470_400)
        #expect(ISODate.parse("2024") == 1_704_067_200)
    }

    @Test func offsets() {
        #expect(ISODate.parse("2024-08-06T09:00:00+09:00") == day)
        #expect(ISODate.parse("2024-08-06T09:00+0900") == day)
        #expect(ISODate.parse("2024-08-06T09:00:00+09") == day)
        #expect(ISODate.parse("2024-08-05T18:30:00-05:30") == day)
        #expect(ISODate.parse("2024-08-06T00:00:00+00:00") == day)
    }

    @Test func timeZoneAppliesOnlyWithoutOffset() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        #expect(ISODate.parse("2024-08-06T09:00", timeZone: seoul) == day)
        #expect(ISODate.parse("2024-08-06", timeZone: seoul) == day - 9 * 3600)
        #expect(ISODate.parse("2024-08-06T09:00Z", timeZone: seoul) == day + 9 * 3600)
        // New York is on daylight saving time (UTC-4) in August and standard time (UTC-5) in January.
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(ISODate.parse("2024-08-05T20:00", timeZone: newYork) == day)
        #expect(ISODate.parse("2024-01-01T00:00", timeZone: newYork) == 1_704_085_200)  // 05:00Z
    }

    /// Local times the clocks skip or show twice are read as standard time, as PostgreSQL reads them, so a
    /// chart from a CSV file and from a database agree: New York's skipped 2:30 is 7:30 UTC (after the skip),
    /// its repeated 1:30 the second showing (6:30 UTC); the hours around them are plain. Sydney (south, where
    /// summer time starts in October) likewise.
    @Test func skippedAndRepeatedLocalTimesAreStandardTime() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(ISODate.parse("2024-03-10 01:30", timeZone: newYork) == 1_710_052_200)   // 06:30Z, EST
        #expect(ISODate.parse("2024-03-10 02:30", timeZone: newYork) == 1_710_055_800)   // 07:30Z
        #expect(ISODate.parse("2024-03-10 03:30", timeZone: newYork) == 1_710_055_800)   // 07:30Z, EDT
        #expect(ISODate.parse("2024-11-03 00:30", timeZone: newYork) == 1_730_608_200)   // 04:30Z, EDT
        #expect(ISODate.parse("2024-11-03 01:30", timeZone: newYork) == 1_730_615_400)   // 06:30Z, EST
        #expect(ISODate.parse("2024-11-03 02:30", timeZone: newYork) == 1_730_619_000)   // 07:30Z, EST
        let sydney = try #require(TimeZone(identifier: "Australia/Sydney"))
        #expect(ISODate.parse("2024-10-06 02:30", timeZone: sydney) == 1_728_145_800)    // skipped: 16:30Z the day before (+10)
        #expect(ISODate.parse("2024-04-07 02:30", timeZone: sydney) == 1_712_421_000)    // twice: 16:30Z (+10, standard)
        // Moscow moved from +4 to +3 for good in October 2014 (no summer time either side): the repeated
        // 1:30 is read with the offset after the change, as PostgreSQL reads it.
        let moscow = try #require(TimeZone(identifier: "Europe/Moscow"))
        #expect(ISODate.parse("2014-10-26 01:30", timeZone: moscow) == ISODate.parse("2014-10-25T22:30:00Z"))
        #expect(ISODate.parse("2014-10-26 00:30", timeZone: moscow) == ISODate.parse("2014-10-25T20:30:00Z"))
        #expect(ISODate.parse("2014-10-26 03:30", timeZone: moscow) == ISODate.parse("2014-10-26T00:30:00Z"))
    }

    @Test func leapYears() {
        #expect(ISODate.parse("2024-02-29") == 1_709_164_800)
        #expect(ISODate.parse("2000-02-29") != nil)
        #expect(ISODate.parse("2023-02-29") == nil)
        #expect(ISODate.parse("1900-02-29") == nil)
        #expect(ISODate.parse("2024-02-30") == nil)
        #expect(ISODate.parse("2024-03-01")! - ISODate.parse("2024-02-28")! == 2 * 86_400)
    }

    @Test(arguments: [
        "", "2024-13-01", "2024-00-10", "2024-04-31", "2024-08-00", "2024-8-6", "24-08-06", "20240806",
        "2024-08-06T", "2024-08-06T24:00", "2024-08-06T14:60", "2024-08-06T14:30:60", "2024-08-06T14",
        "2024-08-06T14:30:15.", "2024-08-06T14:30+25:00", "2024-08-06T14:30Zx", "2024-08-06x",
        "2024/08/06", "Aug 6 2024", "1.5", "-2024-08-06", "2024-08-06T14:30:15 Z",
    ])
    func notDates(_ text: String) {
        #expect(ISODate.parse(text) == nil)
    }

    @Test func writing() {
        #expect(ISODate.string(day) == "2024-08-06")
        #expect(ISODate.string(day + 52_215) == "2024-08-06T14:30:15Z")
        #expect(ISODate.string(day + 52_215.25) == "2024-08-06T14:30:15.25Z")
        #expect(ISODate.string(0) == "1970-01-01")
        #expect(ISODate.string(-1) == "1969-12-31T23:59:59Z")
        #expect(ISODate.string(1_709_164_800) == "2024-02-29")
        #expect(ISODate.string(.nan) == "")
        #expect(ISODate.string(.infinity) == "")
    }

    @Test func roundTripsEveryDayOfFourCenturies() {
        var seconds = ISODate.parse("1900-01-01")!
        for _ in 0..<(400 * 366) where seconds < ISODate.parse("2300-01-01")! {
            let text = ISODate.string(seconds)
            #expect(ISODate.parse(text) == seconds)
            seconds += 86_400
        }
    }
}
