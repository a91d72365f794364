import Foundation
import PlotlineScene

/// Durations spelled out in words (AX5: `60 minutes`, never `60m`).
public enum DurationFormat {
    /// `1 hour, 30 minutes`, `45 seconds`, `2 days`; ko-KR `1시간 30분`; tr-TR `1 saat 30 dakika`.
    ///
    /// Uses Foundation's `Duration.UnitsFormatStyle` with wide units from days down to seconds, so
    /// 3,600 seconds is `1 hour` and zero units are left out (`1 hour, 1 second`).
    /// Durations of a minute or more are rounded to whole seconds; shorter ones keep up to two
    /// fraction digits of a second (`1.5 seconds`, `0.25 seconds`). Negative durations carry the
    /// locale's minus on the largest unit (`-1 hour, 30 minutes`). NaN and infinities give the number
    /// alone (`∞`), as Foundation cannot name a unit for them; durations beyond about 290 billion
    /// years are given in days.
    public static func spelledOut(seconds: Double, locale: Locale) -> String {
        guard seconds.isFinite else { return seconds.formatted(.number.locale(locale)) }
        let magnitude = abs(seconds)
        let text: String
        let isZero: Bool
        if magnitude < 59.995 {
            let milliseconds = Int64((magnitude * 1_000).rounded())
            text = Duration.UnitsFormatStyle.units(
                allowed: [.seconds], width: .wide, fractionalPart: .init(lengthLimits: 0...2)
            ).locale(locale).format(.milliseconds(milliseconds))
            isZero = milliseconds < 5
        } else if magnitude < 9e18 {
            text = Duration.UnitsFormatStyle.units(
                allowed: [.days, .hours, .minutes, .seconds], width: .wide
            ).locale(locale).format(.seconds(Int64(magnitude.rounded())))
            isZero = false
        } else {
            // Beyond Int64 seconds: Foundation's "2 days" with the number replaced.
            let days = (magnitude / 86_400).formatted(.number.precision(.significantDigits(1...6)).locale(locale))
            let pattern = Duration.UnitsFormatStyle.units(allowed: [.days], width: .wide).locale(locale)
                .format(.seconds(2 * 86_400))
            text = pattern.replacingOccurrences(of: 2.formatted(.number.locale(locale)), with: days)
            isZero = false
        }
        return seconds < 0 && !isZero ? minus(locale) + text : text
    }

    /// The locale's minus sign, as Foundation prints it before a negative number.
    static func minus(_ locale: Locale) -> String {
        let text = (-1.0).formatted(.number.locale(locale))
        let one = 1.0.formatted(.number.locale(locale))
        return text.hasSuffix(one) ? String(text.dropLast(one.count)) : "-"
    }
}
