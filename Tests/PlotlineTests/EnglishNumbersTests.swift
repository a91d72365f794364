import Foundation
import Testing
@testable import Plotline

/// English numbers are written by `EnglishNumbers`, not ICU (issues 29 and 31): each style here against the
/// text ICU (Foundation's format styles) writes for the same value, over values chosen to catch rounding
/// (ties at every place, 2.675 whose double is below the tie, carries into a new short name), grouping and
/// signs, and thousands of pseudo-random values across twenty powers of ten.
@Suite struct EnglishNumbersTests {
    static let english = Locale(identifier: "en-US")

    /// Values with known traps, then seeded pseudo-random ones from 1e-7 to 1e14, each also negative.
    static let values: [Double] = {
        var values: [Double] = [0, 1, 2.5, 3.5, 0.5, 1.5, 0.125, 0.375, 2.675, 1.005, 1.0049999, 9.995, 99.95, 999.5,
                                999.95, 9_999.5, 999_999, 999_950, 999_500, 999_499, 1_000, 1_234.5, 12_345.678,
                                999_999_999, 1e12 - 1, 123_456_789_012, 0.001, 0.0004, 0.00005, 1e-7, 5e-324,
                                0.1 + 0.2, 1 / 3, 2 / 3, 100, 1e14, 45_678.9, 0.995, 0.9995, 19.5, 20.5, 0.045]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        for _ in 0..<3_000 {
            let mantissa = Double(next() % 1_000_000_000) / 1e9 + 1
            let exponent = Int(next() % 22) - 7
            var value = mantissa * pow(10, Double(exponent))
            // Some rounded to a few digits, as data is (ties then occur at the place cut).
            switch next() % 3 {
            case 0: value = (value * 1000).rounded() / 1000
            case 1: value = (value * 10).rounded() / 10
            default: break
            }
            values.append(value)
        }
        return values + values.map { -$0 }
    }()

    @Test func fixedFractionDigitsAreICUs() {
        for digits in [0, 1, 2, 3, 6] {
            let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(digits)).locale(Self.english)
            let ranged = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...digits)).locale(Self.english)
            let ungrouped = ranged.grouping(.never)
            for value in Self.values {
                #expect(EnglishNumbers.fixed(value, fraction: digits...digits) == Self.icu(value, style), "\(value) \(digits)")
                #expect(EnglishNumbers.fixed(value, fraction: 0...digits) == Self.icu(value, ranged), "\(value) 0...\(digits)")
                #expect(EnglishNumbers.fixed(value, fraction: 0...digits, grouping: false) == Self.icu(value, ungrouped))
            }
        }
    }

    @Test func significantDigitsAreICUs() {
        for digits in [1, 2, 3, 6] {
            let style = FloatingPointFormatStyle<Double>.number.precision(.significantDigits(1...digits)).locale(Self.english)
            for value in Self.values where abs(value) >= 1e-4 && abs(value) < 1e14 {
                #expect(EnglishNumbers.significant(value, significant: digits) == Self.icu(value, style), "\(value) \(digits)")
            }
        }
    }

    @Test func percentIsICUs() {
        for digits in [0, 1, 2, 3] {
            let style = FloatingPointFormatStyle<Double>.Percent.percent.precision(.fractionLength(digits)).locale(Self.english)
            for value in Self.values where abs(value) < 1e12 {
                let icu = NumberFormat.withoutNegativeZero(value) { style.format($0) }
                #expect(NumberFormat.withoutNegativeZero(value) { EnglishNumbers.percent($0, fraction: digits) } == icu, "\(value) \(digits)")
            }
        }
    }

    @Test func shortNamesAreICUs() {
        let base = FloatingPointFormatStyle<Double>.number.notation(.compactName).locale(Self.english)
        for value in Self.values where abs(value) < EnglishNumbers.compactLimit {
            for digits in [0, 1, 2] {
                let icu = Self.icu(value, base.precision(.fractionLength(0...digits)))
                #expect(EnglishNumbers.compact(value, fraction: digits, significant: nil) == icu, "\(value) \(digits)")
            }
            let icu = Self.icu(value, base.precision(.significantDigits(1...3)))
            #expect(EnglishNumbers.compact(value, fraction: nil, significant: 3) == icu, "\(value) sig 3")
        }
    }

    /// What the library writes in English is what it wrote through ICU: axis labels and value words.
    @Test func numberFormatInEnglishIsUnchanged() {
        let other = Locale(identifier: "en-US@numbers=latn")   // not handled here: goes through ICU
        #expect(!EnglishNumbers.handles(other))
        for ticks in [[0.0, 2_500, 5_000, 7_500, 10_000], [0, 0.25, 0.5, 0.75, 1], [-1_000_000, 0, 1_000_000, 2_000_000],
                      [0.001, 0.002, 0.003], [999_000, 999_500, 1_000_000]] {
            #expect(NumberFormat.axisLabels(ticks, step: 0, locale: Self.english) == NumberFormat.axisLabels(ticks, step: 0, locale: other))
        }
        for value in Self.values.prefix(400) {
            #expect(NumberFormat.grouped(value, fractionDigits: 2, locale: Self.english)
                    == NumberFormat.grouped(value, fractionDigits: 2, locale: other))
            if abs(value) < 1e15 {
                #expect(NumberFormat.compact(value, fractionDigits: nil, locale: Self.english)
                        == NumberFormat.compact(value, fractionDigits: nil, locale: other))
            }
        }
    }

    static func icu<S: FormatStyle>(_ value: Double, _ style: S) -> String where S.FormatInput == Double, S.FormatOutput == String {
        NumberFormat.withoutNegativeZero(value) { style.format($0) }
    }
}
