import Foundation
import Testing
@testable import Plotline

@Suite struct ValueDescriptionTests {
    @Test func printfFormats() throws {
        let tons = try ValueDescription(format: "%.2f tons")
        #expect(tons.describe(2.5, locale: enUS) == "2.50 tons")
        #expect(tons.describe(2.5, locale: koKR) == "2.50 tons")
        #expect(tons.describe(2.5, locale: trTR) == "2,50 tons")
        #expect(tons.describe(12345.5, locale: enUS) == "12,345.50 tons")
        #expect(tons.describe(12345.5, locale: trTR) == "12.345,50 tons")
        #expect(tons.describe(-0.001, locale: enUS) == "0.00 tons")

        #expect(try ValueDescription(format: "%d people").describe(41.5, locale: enUS) == "42 people")
        #expect(try ValueDescription(format: "%d people").describe(-41.5, locale: enUS) == "-42 people")
        #expect(try ValueDescription(format: "%d%%").describe(-0.4, locale: enUS) == "0%")
        #expect(try ValueDescription(format: "%i").describe(1234, locale: trTR) == "1.234")
        #expect(try ValueDescription(format: "%f s").describe(.pi, locale: enUS) == "3.141593 s")
        #expect(try ValueDescription(format: "%.0f°").describe(21.6, locale: enUS) == "22°")
        #expect(try ValueDescription(format: "up %.1f%% this year").describe(12.34, locale: enUS) == "up 12.3% this year")
    }

    @Test func generalFormat() throws {
        let g = try ValueDescription(format: "%g")
        #expect(g.describe(0.5, locale: enUS) == "0.5")
        #expect(g.describe(123456, locale: enUS) == "123,456")
        #expect(g.describe(0.0001234, locale: enUS) == "0.0001234")
        // Scientific like printf, but in Foundation's localised notation.
        #expect(g.describe(1234567, locale: enUS) == "1.23457E6")
        #expect(g.describe(0.00001234, locale: enUS) == "1.234E-5")
        #expect(g.describe(0.00001234, locale: trTR) == "1,234E-5")
        #expect(try ValueDescription(format: "%.3g").describe(3.14159, locale: enUS) == "3.14")
        #expect(g.describe(0, locale: enUS) == "0")
    }

    @Test func unitNames() {
        let mpg = ValueDescription(unit: "miles per gallon")
        #expect(mpg.describe(31, locale: enUS) == "31 miles per gallon")
        #expect(mpg.describe(31.25, locale: enUS) == "31.25 miles per gallon")
        #expect(mpg.describe(31.25, locale: trTR) == "31,25 miles per gallon")
        #expect(mpg.describe(12345, locale: enUS) == "12,345 miles per gallon")
        #expect(mpg.describe(12345, locale: koKR) == "12,345 miles per gallon")
        #expect(mpg.describe(-0.0, locale: enUS) == "0 miles per gallon")
        #expect(ValueDescription(unit: "  ") == .plain)
    }

    static let bpm = ValueDescription(unit: "beats per minute", one: "beat per minute")

    @Test func unitNameOneIsSaidForOneInEnglish() {
        #expect(Self.bpm.describe(1, locale: enUS) == "1 beat per minute")
        #expect(Self.bpm.describe(-1, locale: enUS) == "-1 beat per minute")
        #expect(Self.bpm.describe(0, locale: enUS) == "0 beats per minute")
        #expect(Self.bpm.describe(-0.0, locale: enUS) == "0 beats per minute")
        #expect(Self.bpm.describe(2, locale: enUS) == "2 beats per minute")
        #expect(Self.bpm.describe(1.5, locale: enUS) == "1.5 beats per minute")
        #expect(Self.bpm.describe(-1.5, locale: enUS) == "-1.5 beats per minute")
        #expect(Self.bpm.describe(1001, locale: enUS) == "1,001 beats per minute")
        #expect(Self.bpm.describe(11, locale: enUS) == "11 beats per minute")
        // The words follow the digits shown: 1.0000001 shows as "1".
        #expect(Self.bpm.describe(1.000_000_1, locale: enUS) == "1 beat per minute")
        #expect(Self.bpm.describe(1, locale: Locale(identifier: "en-GB")) == "1 beat per minute")
        // A 1 shown with fraction digits is plural (CLDR: one is i = 1 and v = 0).
        #expect(ValueDescription.withUnit("1.0", other: "beats per minute", one: "beat per minute", locale: enUS)
                == "1.0 beats per minute")
        #expect(ValueDescription.withUnit("-1.00", other: "beats per minute", one: "beat per minute", locale: enUS)
                == "-1.00 beats per minute")
    }

    @Test func koreanAndTurkishSayTheUnitNameAsGiven() {
        for value in [1.0, -1, 0, 2, 1.5] {
            let shown = ValueDescription.plain.describe(value, locale: koKR)
            #expect(Self.bpm.describe(value, locale: koKR) == shown + " beats per minute")
            #expect(ValueDescription(unit: "회/분").describe(value, locale: koKR) == shown + " 회/분")
        }
        #expect(Self.bpm.describe(1, locale: trTR) == "1 beats per minute")
        #expect(Self.bpm.describe(-1, locale: trTR) == "-1 beats per minute")
        #expect(Self.bpm.describe(1.5, locale: trTR) == "1,5 beats per minute")
        #expect(ValueDescription(unit: "atım/dakika", one: "atım/dakika").describe(1, locale: trTR) == "1 atım/dakika")
        #expect(ValueDescription(unit: "saat").describe(2, locale: trTR) == "2 saat")
    }

    @Test func withoutAFormForOneTheUnitNameIsNotGuessed() {
        #expect(ValueDescription(unit: "beats per minute").describe(1, locale: enUS) == "1 beats per minute")
        #expect(ValueDescription(unit: "miles").describe(1, locale: enUS) == "1 miles")
        #expect(ValueDescription(unit: "miles", one: "  ") == ValueDescription(unit: "miles"))
        #expect(ValueDescription(unit: "miles", one: nil) == ValueDescription(unit: "miles"))
        #expect(ValueDescription(unit: " ", one: "mile") == .plain)
    }

    @Test(arguments: [
        ("1", PluralCategory.one), ("-1", .one), ("\u{2212}1", .one), ("+1", .one), ("01", .one),
        ("0", .other), ("2", .other), ("11", .other), ("1.5", .other), ("1.0", .other), ("-1.0", .other),
        ("1,001", .other), ("1,000", .other), ("0.1", .other), ("1E0", .other), ("∞", .other), ("NaN", .other), ("", .other),
    ])
    func englishPluralCategoryOfShownNumbers(shown: String, category: PluralCategory) {
        #expect(PluralCategory(formatted: shown, locale: enUS) == category)
    }

    @Test func koreanAndTurkishNumbersAreAlwaysOther() {
        for shown in ["1", "-1", "0", "2", "1,5", "1,0"] {
            #expect(PluralCategory(formatted: shown, locale: koKR) == .other)
            #expect(PluralCategory(formatted: shown, locale: trTR) == .other)
        }
        #expect(PluralCategory(formatted: "1", locale: Locale(identifier: "fr-FR")) == .other)
    }

    @Test func plainShowsOnlyNeededDigits() {
        #expect(ValueDescription.plain.describe(31.0, locale: enUS) == "31")
        #expect(ValueDescription.plain.describe(0.1 + 0.2, locale: enUS) == "0.3")
        #expect(ValueDescription.plain.describe(1.0 / 3, locale: enUS) == "0.333333")
        #expect(ValueDescription.plain.describe(1_234_567.891, locale: enUS) == "1,234,568")
        #expect(ValueDescription.plain.describe(1_234_567.891, locale: trTR) == "1.234.568")
    }

    @Test func nonFiniteValuesDoNotTrap() throws {
        #expect(try ValueDescription(format: "%d").describe(.nan, locale: enUS) == "NaN")
        #expect(try ValueDescription(format: "%g").describe(.infinity, locale: enUS) == "∞")
        #expect(ValueDescription(unit: "m").describe(-.infinity, locale: enUS) == "-∞ m")
    }

    @Test(arguments: [
        ("%q", "unsupported conversion '%q'"),
        ("%", "'%' at the end"),
        ("50%", "'%' at the end"),
        ("%.f", "'%.' must be followed by a precision"),
        ("%.2", "'%.2' at the end"),
        ("%.99f", "precision 99 is more than 15"),
        ("%.123456789012345678901234567890f", "is more than 15"),
        ("%.2d", "%d takes no precision"),
        ("%5d", "unsupported conversion '%5d'"),
        ("%s", "unsupported conversion '%s'"),
        ("tons", "no value placeholder"),
        ("", "no value placeholder"),
        ("%d of %d", "2 value placeholders"),
    ])
    func malformedFormatsThrow(format: String, problem: String) {
        #expect {
            try ValueDescription(format: format)
        } throws: { error in
            guard case .invalidOption(let name, let reason) = error as? PlotlineError else { return false }
            return name == "format" && reason.contains(problem)
        }
    }

    @Test func codableRoundTrip() throws {
        let descriptions = [try ValueDescription(format: "%.2f tons"), ValueDescription(unit: "mpg"), Self.bpm, .plain]
        for description in descriptions {
            let data = try JSONEncoder().encode(description)
            #expect(try JSONDecoder().decode(ValueDescription.self, from: data) == description)
        }
        let json = String(decoding: try JSONEncoder().encode(try ValueDescription(format: "%d%%")), as: UTF8.self)
        #expect(json == #"{"format":"%d%%"}"#)
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(String(decoding: try sorted.encode(Self.bpm), as: UTF8.self)
                == #"{"unit":"beats per minute","unitOne":"beat per minute"}"#)
        #expect(String(decoding: try sorted.encode(ValueDescription(unit: "mpg")), as: UTF8.self) == #"{"unit":"mpg"}"#)
        // The old form, a unit alone, still reads as one form for every number.
        let old = try JSONDecoder().decode(ValueDescription.self, from: Data(#"{"unit":"beats per minute"}"#.utf8))
        #expect(old == ValueDescription(unit: "beats per minute"))
        #expect(old.describe(1, locale: enUS) == "1 beats per minute")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ValueDescription.self, from: Data(#"{"format":"%q"}"#.utf8))
        }
    }
}
