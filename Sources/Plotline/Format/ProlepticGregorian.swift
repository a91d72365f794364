import Foundation
import PlotlineScene

/// Dates before the Gregorian reform written in the proleptic Gregorian calendar, as they are read.
///
/// Every reader here (ISO 8601, the written forms, Excel serials, databases) counts days proleptically:
/// "1565" is January 1, 1565 of the Gregorian calendar extended backwards, as ISO 8601, Python, JavaScript
/// and PostgreSQL count. Foundation's Gregorian calendar switches to the Julian calendar before October 15,
/// 1582, so that instant would be written "December 22, 1564". A date before 1600 is therefore moved forward
/// by whole 400-year cycles (146,097 days, after which the Gregorian calendar repeats exactly, weekdays
/// included) before Foundation sees it, and its year is moved back in what comes out.
enum ProlepticGregorian {
    /// 400 Gregorian years in seconds.
    static let cycle: Double = 146_097 * 86_400
    /// 1600-01-01T00:00:00Z, with a day to spare for time zones: from here on both calendars agree.
    static let safeStart: Double = Double(ISODate.days(year: 1600, month: 1, day: 2)) * 86_400

    /// How many 400-year cycles `t` is moved forward by (0 from 1600 on, and for non-finite times).
    static func cycles(_ t: Double) -> Int {
        guard t.isFinite, t < safeStart else { return 0 }
        return Int(((safeStart - t) / cycle).rounded(.up))
    }

    /// The fields of `t` in `calendar`'s time zone, counted proleptically.
    static func components(_ set: Set<Calendar.Component>, _ t: Double, calendar: Calendar) -> DateComponents {
        let k = cycles(t)
        var fields = calendar.dateComponents(set, from: Date(timeIntervalSince1970: t + Double(k) * cycle))
        if k > 0, let year = fields.year { fields.year = year - 400 * k }
        return fields
    }

    /// `t` formatted by `style` (its locale, calendar and zone already set), written proleptically.
    static func format(_ t: Double, _ style: Date.FormatStyle) -> String {
        let k = cycles(t)
        guard k > 0 else { return style.format(Date(timeIntervalSince1970: t)) }
        let shifted = t + Double(k) * cycle
        let text = style.format(Date(timeIntervalSince1970: shifted))
        // Years before 1 AD keep Foundation's own text (an era is written there, not a signed year).
        guard let year = style.calendar.dateComponents([.year], from: Date(timeIntervalSince1970: shifted)).year,
              year - 400 * k >= 1 else { return text }
        return text.replacingOccurrences(of: String(year), with: String(year - 400 * k))
    }
}
