import Foundation
import Testing
@testable import Plotline

/// Foundation (ICU) puts a narrow no-break space (U+202F) before AM/PM in en-US.
private let nb = "\u{202F}"
private let utc = ChartLocale.calendar(timeZone: TimeZone(identifier: "UTC")!)
private let day = 86_400.0
/// 2024-08-06 15:15:00 UTC, a Tuesday.
private let afternoon = 1_722_957_300.0
/// 2024-08-06 00:00:00 UTC.
private let midnight = 1_722_902_400.0
/// 2024-08-01 00:00:00 UTC.
private let august1 = 1_722_470_400.0

private func labels(_ ticks: [Double], _ step: CalendarStep, _ locale: Locale) -> [String] {
    DateFormat.tickLabels(ticks, step: step, calendar: utc, locale: locale)
}

@Suite struct DateFormatTests {
    @Test func longDates() {
        #expect(DateFormat.long(afternoon, calendar: utc, locale: enUS) == "August 6, 2024")
        #expect(DateFormat.long(afternoon, calendar: utc, locale: koKR) == "2024년 8월 6일")
        #expect(DateFormat.long(afternoon, calendar: utc, locale: trTR) == "6 Ağustos 2024")
    }

    @Test func usesTheCalendarsTimeZone() {
        let seoul = ChartLocale.calendar(timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(DateFormat.long(afternoon, calendar: seoul, locale: enUS) == "August 7, 2024")
        #expect(DateFormat.time(afternoon, calendar: seoul, locale: enUS) == "12:15\(nb)AM")
    }

    @Test func dateTimeMonthYearAndTime() {
        #expect(DateFormat.longDateTime(afternoon, calendar: utc, locale: enUS) == "August 6, 2024 at 3:15\(nb)PM")
        #expect(DateFormat.longDateTime(afternoon, calendar: utc, locale: koKR) == "2024년 8월 6일 오후 3:15")
        #expect(DateFormat.longDateTime(afternoon, calendar: utc, locale: trTR) == "6 Ağustos 2024 15:15")
        #expect(DateFormat.monthYear(afternoon, calendar: utc, locale: enUS) == "August 2024")
        #expect(DateFormat.monthYear(afternoon, calendar: utc, locale: koKR) == "2024년 8월")
        #expect(DateFormat.monthYear(afternoon, calendar: utc, locale: trTR) == "Ağustos 2024")
        #expect(DateFormat.time(afternoon, calendar: utc, locale: enUS) == "3:15\(nb)PM")
        #expect(DateFormat.time(afternoon, calendar: utc, locale: koKR) == "오후 3:15")
        #expect(DateFormat.time(afternoon, calendar: utc, locale: trTR) == "15:15")
    }

    @Test func descriptionsInEnglish() {
        func describe(_ t: Double, _ unit: TimeUnit?) -> String {
            DateFormat.description(t, unit: unit, calendar: utc, locale: enUS)
        }
        #expect(describe(afternoon, .year) == "2024")
        #expect(describe(afternoon, .quarter) == "Q3 2024")
        #expect(describe(afternoon, .month) == "August 2024")
        #expect(describe(afternoon, .week) == "Week of August 4, 2024")
        #expect(describe(midnight - 2 * day, .week) == "Week of August 4, 2024")
        #expect(describe(afternoon, .day) == "August 6, 2024")
        #expect(describe(afternoon, .hour) == "August 6, 2024 at 3\(nb)PM")
        #expect(describe(afternoon, .minute) == "August 6, 2024 at 3:15\(nb)PM")
        #expect(describe(afternoon + 30, .second) == "August 6, 2024 at 3:15:30\(nb)PM")
        #expect(describe(midnight, nil) == "August 6, 2024")
        #expect(describe(afternoon, nil) == "August 6, 2024 at 3:15\(nb)PM")
        #expect(describe(afternoon + 30, nil) == "August 6, 2024 at 3:15:30\(nb)PM")
    }

    @Test func descriptionsInKoreanAndTurkish() {
        func describe(_ unit: TimeUnit?, _ locale: Locale) -> String {
            DateFormat.description(afternoon, unit: unit, calendar: utc, locale: locale)
        }
        #expect(describe(.year, koKR) == "2024년")
        #expect(describe(.quarter, koKR) == "2024년 3분기")
        #expect(describe(.month, koKR) == "2024년 8월")
        #expect(describe(.week, koKR) == "2024년 8월 4일~10일")
        #expect(describe(.day, koKR) == "2024년 8월 6일")
        #expect(describe(.hour, koKR) == "2024년 8월 6일 오후 3시")
        #expect(describe(nil, koKR) == "2024년 8월 6일 오후 3:15")
        #expect(describe(.year, trTR) == "2024")
        #expect(describe(.quarter, trTR) == "2024 Ç3")
        #expect(describe(.month, trTR) == "Ağustos 2024")
        #expect(describe(.week, trTR) == "4\u{2013}10 Ağustos 2024")
        #expect(describe(.day, trTR) == "6 Ağustos 2024")
        // Foundation's "6 Ağustos 2024 15" would be a bare number; minutes make it a time.
        #expect(describe(.hour, trTR) == "6 Ağustos 2024 15:00")
        #expect(describe(.minute, trTR) == "6 Ağustos 2024 15:15")
    }

    @Test func dayAndWeekTicks() {
        let weekly = (0..<5).map { august1 + Double($0) * 7 * day }
        #expect(labels(weekly, CalendarStep(7, .day), enUS) == ["Aug 1, 2024", "Aug 8", "Aug 15", "Aug 22", "Aug 29"])
        #expect(labels(weekly, CalendarStep(1, .week), koKR) == ["2024년 8월 1일", "8월 8일", "8월 15일", "8월 22일", "8월 29일"])
        #expect(labels(weekly, CalendarStep(1, .week), trTR) == ["1 Ağu 2024", "8 Ağu", "15 Ağu", "22 Ağu", "29 Ağu"])
        // A new year's first tick carries the year; a new month just shows its name.
        let december29 = 1_735_430_400.0
        let acrossYears = (0..<4).map { december29 + Double($0) * 2 * day }
        #expect(labels(acrossYears, CalendarStep(2, .day), enUS) == ["Dec 29, 2024", "Dec 31", "Jan 2, 2025", "Jan 4"])
        #expect(labels(acrossYears, CalendarStep(2, .day), koKR) == ["2024년 12월 29일", "12월 31일", "2025년 1월 2일", "1월 4일"])
        #expect(labels(acrossYears, CalendarStep(2, .day), trTR) == ["29 Ara 2024", "31 Ara", "2 Oca 2025", "4 Oca"])
    }

    @Test func monthQuarterAndYearTicks() {
        let marchToJune = [1_709_251_200, 1_711_929_600, 1_714_521_600, 1_717_200_000.0]
        #expect(labels(marchToJune, CalendarStep(1, .month), enUS) == ["Mar 2024", "Apr", "May", "Jun"])
        #expect(labels(marchToJune, CalendarStep(1, .month), koKR) == ["2024년 3월", "4월", "5월", "6월"])
        #expect(labels(marchToJune, CalendarStep(1, .month), trTR) == ["Mar 2024", "Nis", "May", "Haz"])
        let octoberToFebruary = [1_727_740_800, 1_730_419_200, 1_733_011_200, 1_735_689_600, 1_738_368_000.0]
        #expect(labels(octoberToFebruary, CalendarStep(1, .month), enUS) == ["Oct 2024", "Nov", "Dec", "2025", "Feb"])
        #expect(labels(octoberToFebruary, CalendarStep(1, .month), koKR) == ["2024년 10월", "11월", "12월", "2025년", "2월"])
        #expect(labels(octoberToFebruary, CalendarStep(1, .month), trTR) == ["Eki 2024", "Kas", "Ara", "2025", "Şub"])
        // A 5-month step misses January: the new year's first tick shows month and year.
        let fiveMonths = [1_704_067_200, 1_717_200_000, 1_730_419_200, 1_743_465_600.0]  // Jan, Jun, Nov 2024, Apr 2025
        #expect(labels(fiveMonths, CalendarStep(5, .month), enUS) == ["2024", "Jun", "Nov", "Apr 2025"])
        let quarters = [1_704_067_200, 1_711_929_600, 1_719_792_000, 1_727_740_800, 1_735_689_600.0]
        #expect(labels(quarters, CalendarStep(1, .quarter), enUS) == ["2024", "Q2", "Q3", "Q4", "2025"])
        #expect(labels(quarters, CalendarStep(1, .quarter), koKR) == ["2024년", "2분기", "3분기", "4분기", "2025년"])
        #expect(labels(quarters, CalendarStep(1, .quarter), trTR) == ["2024", "Ç2", "Ç3", "Ç4", "2025"])
        #expect(labels(Array(quarters.dropFirst()), CalendarStep(1, .quarter), enUS) == ["Q2 2024", "Q3", "Q4", "2025"])
        let years = [1_577_836_800, 1_609_459_200, 1_640_995_200.0]
        #expect(labels(years, CalendarStep(1, .year), enUS) == ["2020", "2021", "2022"])
        #expect(labels(years, CalendarStep(1, .year), koKR) == ["2020년", "2021년", "2022년"])
        #expect(labels(years, CalendarStep(1, .year), trTR) == ["2020", "2021", "2022"])
    }

    @Test func hourTicks() {
        let sixHours = (0..<6).map { midnight + 12 * 3_600 + Double($0) * 6 * 3_600 }
        #expect(labels(sixHours, CalendarStep(6, .hour), enUS)
            == ["Aug 6 at 12\(nb)PM", "6\(nb)PM", "Aug 7", "6\(nb)AM", "12\(nb)PM", "6\(nb)PM"])
        #expect(labels(sixHours, CalendarStep(6, .hour), koKR)
            == ["8월 6일 오후 12시", "오후 6시", "8월 7일", "오전 6시", "오후 12시", "오후 6시"])
        // tr-TR's hour alone is a bare "18"; ticks show "18:00".
        #expect(labels(sixHours, CalendarStep(6, .hour), trTR)
            == ["6 Ağu 12:00", "18:00", "7 Ağu", "06:00", "12:00", "18:00"])
        let fromMidnight = [midnight, midnight + 3_600]
        #expect(labels(fromMidnight, CalendarStep(1, .hour), enUS) == ["Aug 6", "1\(nb)AM"])
        // A 5-hour step misses midnight: the new day's first tick shows the day.
        let fiveHours = [midnight + 20 * 3_600, midnight + 25 * 3_600]
        #expect(labels(fiveHours, CalendarStep(5, .hour), enUS) == ["Aug 6 at 8\(nb)PM", "Aug 7 at 1\(nb)AM"])
    }

    @Test func minuteAndSecondTicks() {
        let quarterHours = (0..<4).map { afternoon + Double($0) * 15 * 60 }
        #expect(labels(quarterHours, CalendarStep(15, .minute), enUS)
            == ["Aug 6 at 3:15\(nb)PM", "3:30\(nb)PM", "3:45\(nb)PM", "4:00\(nb)PM"])
        #expect(labels(quarterHours, CalendarStep(15, .minute), koKR) == ["8월 6일 오후 3:15", "오후 3:30", "오후 3:45", "오후 4:00"])
        #expect(labels(quarterHours, CalendarStep(15, .minute), trTR) == ["6 Ağu 15:15", "15:30", "15:45", "16:00"])
        let halfMinutes = (0..<3).map { afternoon + 30 + Double($0) * 30 }
        #expect(labels(halfMinutes, CalendarStep(30, .second), enUS)
            == ["Aug 6 at 3:15:30\(nb)PM", "3:16:00\(nb)PM", "3:16:30\(nb)PM"])
        #expect(labels(halfMinutes, CalendarStep(30, .second), trTR) == ["6 Ağu 15:15:30", "15:16:00", "15:16:30"])
    }

    @Test func nonFiniteTimesGiveEmptyText() {
        #expect(DateFormat.long(.nan, calendar: utc, locale: enUS) == "")
        #expect(DateFormat.description(.infinity, unit: nil, calendar: utc, locale: enUS) == "")
        #expect(labels([.nan, august1], CalendarStep(1, .day), enUS) == ["", "Aug 1, 2024"])
        #expect(labels([], CalendarStep(1, .day), enUS) == [])
    }
}
