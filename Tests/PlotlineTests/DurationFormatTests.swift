import Foundation
import Testing
@testable import Plotline

/// Foundation's tr-TR day unit is joined with U+202F ("2\u{202F}gün"); its other units use a space.
@Suite struct DurationFormatTests {
    @Test(arguments: [
        // seconds, en-US, ko-KR, tr-TR
        (3_600.0, "1 hour", "1시간", "1 saat"),
        (5_400, "1 hour, 30 minutes", "1시간 30분", "1 saat 30 dakika"),
        (45, "45 seconds", "45초", "45 saniye"),
        (172_800, "2 days", "2일", "2\u{202F}gün"),
        (0, "0 seconds", "0초", "0 saniye"),
        (3_661, "1 hour, 1 minute, 1 second", "1시간 1분 1초", "1 saat 1 dakika 1 saniye"),
        (1.5, "1.5 seconds", "1.5초", "1,5 saniye"),
        (0.25, "0.25 seconds", "0.25초", "0,25 saniye"),
        (-300, "-5 minutes", "-5분", "-5 dakika"),
    ])
    func spelledOut(seconds: Double, en: String, ko: String, tr: String) {
        #expect(DurationFormat.spelledOut(seconds: seconds, locale: enUS) == en)
        #expect(DurationFormat.spelledOut(seconds: seconds, locale: koKR) == ko)
        #expect(DurationFormat.spelledOut(seconds: seconds, locale: trTR) == tr)
    }

    @Test func neverAbbreviates() {
        #expect(DurationFormat.spelledOut(seconds: 60 * 60, locale: enUS) != "60m")
        #expect(DurationFormat.spelledOut(seconds: 60, locale: enUS) == "1 minute")
        #expect(DurationFormat.spelledOut(seconds: 120, locale: enUS) == "2 minutes")
    }

    @Test func rounding() {
        // A minute or more: whole seconds. Less: up to 2 fraction digits.
        #expect(DurationFormat.spelledOut(seconds: 90.4, locale: enUS) == "1 minute, 30 seconds")
        #expect(DurationFormat.spelledOut(seconds: 59.999, locale: enUS) == "1 minute")
        #expect(DurationFormat.spelledOut(seconds: 1.234, locale: enUS) == "1.23 seconds")
        #expect(DurationFormat.spelledOut(seconds: -0.001, locale: enUS) == "0 seconds")
        #expect(DurationFormat.spelledOut(seconds: -5_400, locale: enUS) == "-1 hour, 30 minutes")
    }

    @Test func extremesDoNotTrap() {
        #expect(DurationFormat.spelledOut(seconds: .infinity, locale: enUS) == "∞")
        #expect(DurationFormat.spelledOut(seconds: .nan, locale: enUS) == "NaN")
        #expect(DurationFormat.spelledOut(seconds: 1e20, locale: enUS) == "1,157,410,000,000,000 days")
        #expect(DurationFormat.spelledOut(seconds: -1e20, locale: trTR) == "-1.157.410.000.000.000\u{202F}gün")
        #expect(DurationFormat.spelledOut(seconds: 8e18, locale: enUS).hasSuffix("seconds"))
    }
}
