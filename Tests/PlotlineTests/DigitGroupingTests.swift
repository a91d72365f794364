import Foundation
import Plotline
import Testing

/// The rule the page's script writes numbers by is the text's own (issue 29): read from
/// `NumberFormat.grouped`, it writes every whole number as that does, in each language the words have and in
/// locales that group otherwise (from five digits, in twos, with a narrow space).
@Suite struct DigitGroupingTests {
    static let numbers = [0, 7, 42, 999, 1_000, 1_461, 9_999, 10_000, 12_345, 99_999, 100_000, 999_999, 1_000_000,
                          1_234_567, 12_345_678, 987_654_321, 1_234_567_890, -1, -1_461, -1_234_567]

    @Test(arguments: ["en_US", "ko_KR", "tr_TR", "en_IN", "es_ES", "fr_FR", "de_CH"])
    func writesEveryNumberAsTheTextDoes(_ identifier: String) {
        let locale = Locale(identifier: identifier)
        let grouping = DigitGrouping(locale: locale)
        for n in Self.numbers {
            #expect(grouping.write(n) == NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale), "\(identifier) \(n)")
        }
    }

    @Test func theLanguagesOfTheWords() {
        #expect(DigitGrouping(locale: Locale(identifier: "en_US")).write(1_461) == "1,461")
        #expect(DigitGrouping(locale: Locale(identifier: "ko_KR")).write(1_461) == "1,461")
        #expect(DigitGrouping(locale: Locale(identifier: "tr_TR")).write(1_461) == "1.461")
        #expect(DigitGrouping(locale: Locale(identifier: "tr_TR")).separator == ".")
        #expect(DigitGrouping(locale: Locale(identifier: "en_US")).minimumDigits == 4)
        #expect(DigitGrouping(locale: Locale(identifier: "en_IN")).write(1_234_567) == "12,34,567")
    }
}
