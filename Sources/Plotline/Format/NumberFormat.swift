import Foundation
import PlotlineScene

/// Locale-aware number text for axis labels, tooltips and value descriptions, built on Foundation's
/// format styles.
///
/// Rules shared by every function here:
/// - A value that shows as zero never shows a minus sign: `-0`, `-0.001` with 2 digits and `-1e-17`
///   all print `0` (or `0.00`), never `-0`.
/// - NaN and infinities print as Foundation prints them (`NaN`, `∞`, `-∞`); they never trap.
/// - Fraction digits are clamped to `0...maximumFractionDigits`.
public enum NumberFormat {
    /// A number as its shortest exact decimal, for data rather than reading: "0.002", "175", "1e+300".
    public static func exact(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// The most fraction digits any function here will print.
    public static let maximumFractionDigits = 17

    /// The most fraction digits a compact axis label may need before the axis falls back to
    /// grouped labels (`12,345` rather than `12.345K`).
    public static let maximumCompactFractionDigits = 2

    /// A grouped number with exactly `fractionDigits` digits after the decimal separator:
    /// `12,345`, `12,345.50`, tr-TR `12.345,50`, `-1,234`.
    ///
    /// From ``scientificThreshold`` on, the number is written in scientific notation instead
    /// (``scientific(_:significantDigits:locale:)``, 6 significant digits at most): `1.5×10³⁰⁸`, not 309 digits.
    public static func grouped(_ value: Double, fractionDigits: Int, locale: Locale) -> String {
        if value.isFinite, abs(value) >= scientificThreshold { return scientific(value, significantDigits: 6, locale: locale) }
        let digits = clampDigits(fractionDigits)
        return withoutNegativeZero(value) { fixed($0, fraction: digits...digits, locale: locale) }
    }

    /// A short form for axis labels: `12K`, `1.2M`, `2.5B`; ko-KR `1.2만`, `25억`; tr-TR `12 B`, `1,2 Mn`.
    ///
    /// With `fractionDigits` the mantissa shows at most that many fraction digits, trailing zeros
    /// dropped (short forms stay short: `12K`, not `12.0K`). With `nil` it is rounded to 3 significant
    /// digits, trailing zeros dropped (`12,345` -> `12.3K`, `12,000` -> `12K`).
    /// Foundation chooses the unit (K, M, 만, 억 ...) from the value's magnitude.
    public static func compact(_ value: Double, fractionDigits: Int?, locale: Locale) -> String {
        if value.isFinite, abs(value) < EnglishNumbers.compactLimit, EnglishNumbers.handles(locale) {
            return withoutNegativeZero(value) {
                EnglishNumbers.compact($0, fraction: fractionDigits.map(clampDigits), significant: fractionDigits == nil ? 3 : nil)
            }
        }
        let base = FloatingPointFormatStyle<Double>.number.notation(.compactName).locale(locale)
        let style = if let fractionDigits {
            base.precision(.fractionLength(0...clampDigits(fractionDigits)))
        } else {
            base.precision(.significantDigits(1...3))
        }
        return withoutNegativeZero(value) { style.format($0) }
    }

    /// Labels for a whole numeric axis: as short as possible while every label is exact.
    ///
    /// Rule:
    /// 1. A tick within a millionth of a step of zero (float error like `1e-17`) is zero.
    /// 2. If the largest |tick| is at least `compactThreshold`, labels are compact. Foundation picks
    ///    each label's unit from its magnitude (so `500K`, `1M`, `1.5M` on one axis); the whole axis
    ///    shares one maximum number of fraction digits `d`, the fewest (0, 1 or 2) with which every
    ///    tick is exact; trailing zeros are dropped (`0`, `2.5K`, `5K`, `7.5K`, `10K`). If no `d` up to
    ///    ``maximumCompactFractionDigits`` is exact, the axis uses grouped labels instead.
    /// 3. Otherwise labels are grouped, with the fewest fraction digits that make every tick exact
    ///    (what the step needs: step 0.25 -> up to 2, 0.002 -> up to 3), trailing zeros dropped:
    ///    `0`, `0.25`, `0.5`, `0.75`, `1`.
    ///
    /// "Exact" means the number the label shows is the tick to within a millionth of the step
    /// (or a few ulps of the tick, whichever is larger). A non-positive or non-finite `step` is
    /// replaced by the smallest gap between ticks.
    public static func axisLabels(
        _ ticks: [Double], step: Double, locale: Locale, compactThreshold: Double = 10_000
    ) -> [String] {
        let resolution = axisResolution(ticks, step: step)
        let snapped = ticks.map { $0.isFinite && abs($0) <= resolution * 1e-6 ? 0 : $0 }
        let finite = snapped.filter(\.isFinite)
        func tolerance(_ v: Double) -> Double { max(resolution * 1e-6, 4 * v.ulp) }

        let largest = finite.map(abs).max() ?? 0
        // Past a thousand trillion no short name is left: scientific notation, as few digits as exact.
        if largest >= scientificAxisThreshold {
            for digits in 1...17 {
                let labels = snapped.map { scientific($0, significantDigits: digits, locale: locale) }
                let exact = finite.allSatisfy { v in
                    guard v != 0 else { return true }
                    let exponent = Self.exponent(of: v)
                    let power = pow(10, Double(exponent))
                    let mantissa = v / power
                    return isExact(mantissa, digits: digits - 1, scale: power, tolerance: tolerance(v))
                }
                if exact || digits == 17 { return labels }
            }
        }
        if largest >= compactThreshold {
            let divisors = finite.map { compactDivisor(for: $0, locale: locale) }
            if !divisors.contains(where: { $0 == nil }) {
                for digits in 0...maximumCompactFractionDigits {
                    let exact = zip(finite, divisors).allSatisfy { value, divisor in
                        guard let divisor else { return false }
                        return isExact(value / divisor, digits: digits, scale: divisor, tolerance: tolerance(value))
                    }
                    if exact {
                        return snapped.map { compact($0, fractionDigits: digits, locale: locale) }
                    }
                }
            }
        }

        var digits = maximumFractionDigits
        for candidate in 0...maximumFractionDigits
        where finite.allSatisfy({ isExact($0, digits: candidate, scale: 1, tolerance: tolerance($0)) }) {
            digits = candidate
            break
        }
        return snapped.map { value in withoutNegativeZero(value) { fixed($0, fraction: 0...digits, locale: locale) } }
    }

    /// A percentage of a fraction (0.256 -> `25.6%` with 1 digit), with exactly `fractionDigits`
    /// fraction digits; tr-TR puts the sign first: `%25,6`.
    public static func percent(_ fraction: Double, fractionDigits: Int, locale: Locale) -> String {
        if fraction.isFinite, EnglishNumbers.handles(locale) {
            return withoutNegativeZero(fraction) { EnglishNumbers.percent($0, fraction: clampDigits(fractionDigits)) }
        }
        let style = FloatingPointFormatStyle<Double>.Percent.percent
            .precision(.fractionLength(clampDigits(fractionDigits))).locale(locale)
        return withoutNegativeZero(fraction) { style.format($0) }
    }

    /// The fraction digits of a change in percent: one, or as many more (up to six) as keep it from reading
    /// 100.0% where something is left (a fall of 99.997%: "99.997%", not "100.0%", which says it fell to
    /// nothing) or 0.0% where something changed ("0.04%").
    public static func percentChangeDigits(_ fraction: Double) -> Int {
        let p = abs(fraction) * 100
        guard p.isFinite else { return 1 }
        var digits = 1
        while digits < 6 {
            let scale = pow(10, Double(digits))
            let shown = (p * scale).rounded() / scale
            guard (shown == 100 && p != 100) || (shown == 0 && p != 0) else { break }
            digits += 1
        }
        return digits
    }

    /// Where ``grouped(_:fractionDigits:locale:)`` turns to scientific notation: 10²¹, past which a number
    /// written out is a row of zeros no one reads.
    public static let scientificThreshold = 1e21

    /// Where axis labels turn to scientific notation: 10¹⁵, past the largest short name (T).
    public static let scientificAxisThreshold = 1e15

    /// A number in scientific notation with at most `significantDigits` digits, trailing zeros dropped,
    /// the mantissa in the locale's digits: `1×10³⁰⁸`, `-2.5×10¹⁸`, `1.5×10⁻²⁰`; `0` for zero.
    public static func scientific(_ value: Double, significantDigits: Int, locale: Locale) -> String {
        guard value.isFinite, value != 0 else { return grouped(value.isFinite ? 0 : value, fractionDigits: 0, locale: locale) }
        let digits = max(1, min(significantDigits, 17))
        var exponent = Self.exponent(of: value)
        var mantissa = value / pow(10, Double(exponent))
        let power = pow(10, Double(digits - 1))
        mantissa = (mantissa * power).rounded() / power
        if abs(mantissa) >= 10 {  // 9.99 rounded up
            mantissa /= 10
            exponent += 1
        }
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        let power10 = (exponent < 0 ? "⁻" : "") + String(String(abs(exponent)).map { superscripts[Int(String($0))!] })
        return fixed(mantissa, fraction: 0...(digits - 1), grouping: false, locale: locale) + "×10" + power10
    }

    /// The power of ten of a finite, non-zero value's leading digit.
    static func exponent(of value: Double) -> Int {
        var exponent = Int(log10(abs(value)).rounded(.down))
        // log10 can land a hair below a power of ten.
        if abs(value) / pow(10, Double(exponent)) >= 10 { exponent += 1 }
        if abs(value) / pow(10, Double(exponent)) < 1 { exponent -= 1 }
        return exponent
    }

    // MARK: - Helpers

    /// `value` with `fraction` fraction digits (at least the lower bound, at most the upper), as `locale`
    /// writes it: by ``EnglishNumbers`` in English, by ICU (Foundation's format style) otherwise.
    static func fixed(_ value: Double, fraction: ClosedRange<Int>, grouping: Bool = true, locale: Locale) -> String {
        if value.isFinite, EnglishNumbers.handles(locale) {
            return EnglishNumbers.fixed(value, fraction: fraction, grouping: grouping)
        }
        let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(fraction)).locale(locale)
        return (grouping ? style : style.grouping(.never)).format(value)
    }

    static func clampDigits(_ digits: Int) -> Int { min(max(digits, 0), maximumFractionDigits) }

    /// Formats `value`; if the text shows a negative zero (a sign but only zero digits), formats +0.
    static func withoutNegativeZero(_ value: Double, _ format: (Double) -> String) -> String {
        let text = format(value)
        guard value.isFinite, value.sign == .minus else { return text }
        let digits = text.unicodeScalars.filter { $0.properties.numericType == .decimal }
        if digits.allSatisfy({ $0.properties.numericValue == 0 }) { return format(0) }
        return text
    }

    /// Whether `mantissa` shown with `digits` fraction digits, times `scale`, is within `tolerance` of
    /// `mantissa * scale`.
    static func isExact(_ mantissa: Double, digits: Int, scale: Double, tolerance: Double) -> Bool {
        guard mantissa.isFinite, let power = powerOfTen(digits) else { return false }
        let shown = (mantissa * power).rounded(.toNearestOrEven) / power
        return abs(shown - mantissa) * scale <= tolerance
    }

    /// The step the labels must resolve: `step` when usable, else the smallest gap between ticks.
    static func axisResolution(_ ticks: [Double], step: Double) -> Double {
        if step.isFinite, step != 0 { return abs(step) }
        let sorted = Set(ticks.filter(\.isFinite)).sorted()
        let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0 && $0.isFinite }
        if let gap = gaps.min() { return gap }
        let largest = sorted.map(abs).max() ?? 0
        return largest > 0 ? largest : 1
    }

    /// The number Foundation divides `value` by in compact notation for `locale` (1 for `500`,
    /// 1,000 for `12K`, 10,000 for `1.2만`), found by formatting the power of ten below |value| and
    /// counting the digits it keeps. `nil` when that cannot be read (non-decimal digits, huge values).
    static func compactDivisor(for value: Double, locale: Locale) -> Double? {
        let magnitude = abs(value)
        guard magnitude.isFinite else { return nil }
        guard magnitude >= 1 else { return 1 }
        var exponent = 0
        while let next = powerOfTen(exponent + 1), next <= magnitude { exponent += 1 }
        guard exponent < powersOfTen.count - 1, let power = powerOfTen(exponent) else { return nil }
        if EnglishNumbers.handles(locale) { return powerOfTen(EnglishNumbers.shortName(magnitude: exponent).power) }
        let text = FloatingPointFormatStyle<Double>.number.notation(.compactName)
            .precision(.fractionLength(0)).grouping(.never).locale(locale).format(power)
        let kept = text.unicodeScalars.filter { $0.properties.numericType == .decimal }.count
        guard kept >= 1, kept <= exponent + 1 else { return nil }
        return powerOfTen(exponent - kept + 1)
    }

    /// Powers of ten that are exact doubles.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    static func powerOfTen(_ exponent: Int) -> Double? {
        powersOfTen.indices.contains(exponent) ? powersOfTen[exponent] : nil
    }
}
