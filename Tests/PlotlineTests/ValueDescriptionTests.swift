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
        let descriptions = [try ValueDescription(format: "%.2f tons"), ValueDescription(unit: "mpg"), .plain]
        for description in descriptions {
            let data = try JSONEncoder().encode(description)
            #expect(try JSONDecoder().decode(ValueDescription.self, from: data) == description)
        }
        let json = String(decoding: try JSONEncoder().encode(try ValueDescription(format: "%d%%")), as: UTF8.self)
        #expect(json == #"{"format":"%d%%"}"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ValueDescription.self, from: Data(#"{"format":"%q"}"#.utf8))
        }
    }
}
