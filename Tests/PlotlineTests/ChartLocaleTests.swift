import Foundation
import Testing
@testable import Plotline

@Suite struct ChartLocaleTests {
    @Test func acceptsBCP47AndICUIdentifiers() throws {
        #expect(try ChartLocale.locale("en-US").identifier == "en-US")
        // The default, which is not checked again, is what the check makes of it.
        #expect(try ChartLocale.locale(ChartLocale.default) == ChartLocale.checked(ChartLocale.default))
        #expect(try ChartLocale.locale("en_US").identifier == "en-US")
        #expect(try ChartLocale.locale("ko-KR").identifier == "ko-KR")
        #expect(try ChartLocale.locale("tr-TR").identifier == "tr-TR")
        #expect(try ChartLocale.locale("tr").identifier == "tr")
        #expect(try ChartLocale.locale(ChartLocale.default).identifier == "en-US")
        #expect(try ChartLocale.locale("zh-Hans-CN").identifier == "zh-Hans-CN")
    }

    @Test func localesFormatInTheirLanguage() throws {
        let tr = try ChartLocale.locale("tr_TR")
        #expect(NumberFormat.grouped(12345.5, fractionDigits: 1, locale: tr) == "12.345,5")
    }

    @Test(arguments: ["xx-!!", "", "  ", "e", "english", "en--US", "en-US-", "xx-YY", "qq", "en US", "en-ÜS"])
    func rejectsGarbage(identifier: String) {
        #expect {
            try ChartLocale.locale(identifier)
        } throws: { error in
            guard case .invalidOption(let name, let reason) = error as? PlotlineError else { return false }
            return name == "locale" && reason.contains("'\(identifier)'")
        }
    }

    @Test func calendars() {
        let utc = TimeZone(identifier: "UTC")!
        let sunday = ChartLocale.calendar(timeZone: utc)
        #expect(sunday.identifier == .gregorian)
        #expect(sunday.timeZone == utc)
        #expect(sunday.firstWeekday == 1)
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        #expect(ChartLocale.calendar(timeZone: seoul).timeZone == seoul)
        #expect(ChartLocale.calendar(timeZone: utc, locale: Locale(identifier: "tr-TR")).firstWeekday == 2)
        #expect(ChartLocale.calendar(timeZone: utc, locale: Locale(identifier: "en-US")).firstWeekday == 1)
    }
}
