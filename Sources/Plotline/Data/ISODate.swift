import Foundation
import PlotlineScene

/// Reads and writes ISO 8601 dates and date-times without Foundation's formatters
/// (`ISO8601DateFormatter` traps on some inputs on Linux, and is slow).
///
/// Accepted forms (surrounding spaces and tabs are ignored):
/// - `2024`, `2024-08`, `2024-08-06` — a year, a month or a day, starting at midnight;
/// - `2024-08-06T14:30`, `2024-08-06T14:30:15`, `2024-08-06T14:30:15.250` — `T`, `t` or a space
///   between date and time; the fraction may use `.` or `,`;
/// - any date-time followed by `Z`/`z` or an offset `+09:00`, `+0900`, `+09`, `-05:30`.
///
/// Values without an offset are local times in the given time zone. Months, days (including
/// February 29 in leap years only), hours 0–23, minutes and seconds 0–59 are checked.
public enum ISODate {
    /// Seconds since 1970-01-01T00:00:00Z for an ISO 8601 date or date-time, or `nil` if `text` is not one.
    public static func parse(_ text: some StringProtocol, timeZone: TimeZone = .gmt) -> Double? {
        if let result = text.utf8.withContiguousStorageIfAvailable({ parse(bytes: $0, timeZone: timeZone) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { parse(bytes: $0, timeZone: timeZone) }
    }

    /// Writes `seconds` as `2024-08-06` when it is midnight UTC, otherwise as `2024-08-06T14:30:15Z`
    /// (with milliseconds, like `14:30:15.25Z`, when there are any). Non-finite values give `""`.
    public static func string(_ seconds: Double) -> String { string(seconds, withTime: false) }

    /// The instant with its time and "Z" always written ("2024-08-01T00:00:00Z"), so it reads back as the
    /// same instant in any time zone: for specs, which may be read in a chart with another zone.
    public static func instant(_ seconds: Double) -> String { string(seconds, withTime: true) }

    static func string(_ seconds: Double, withTime: Bool) -> String {
        guard seconds.isFinite else { return "" }
        // About ±300,000 years; beyond that a date is not meaningful here, so write the plain number.
        guard abs(seconds) < 1e13 else { return String(seconds) }
        let totalMilliseconds = Int((seconds * 1000).rounded())
        let dayMilliseconds = 86_400_000
        let days = totalMilliseconds >= 0
            ? totalMilliseconds / dayMilliseconds
            : -((-totalMilliseconds + dayMilliseconds - 1) / dayMilliseconds)
        let millisecondOfDay = totalMilliseconds - days * dayMilliseconds
        let (year, month, day) = civilDate(days: days)
        var out = year < 0 ? "-" + pad(-year, 4) : pad(year, 4)
        out += "-" + pad(month, 2) + "-" + pad(day, 2)
        if millisecondOfDay == 0 && !withTime { return out }
        let second = millisecondOfDay / 1000
        out += "T" + pad(second / 3600, 2) + ":" + pad(second / 60 % 60, 2) + ":" + pad(second % 60, 2)
        var milliseconds = millisecondOfDay % 1000
        if milliseconds != 0 {
            var digits = 3
            while milliseconds % 10 == 0 { milliseconds /= 10; digits -= 1 }
            out += "." + pad(milliseconds, digits)
        }
        return out + "Z"
    }

    // MARK: - Internals

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Whether `timeZone` is always UTC, so local times need no conversion.
    static func isUTC(_ timeZone: TimeZone) -> Bool {
        timeZone.identifier == "GMT" || timeZone.identifier == "UTC" || timeZone == .gmt
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date for a number of days since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilDate(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Converts a local time (seconds since 1970 as if the zone were UTC) to UTC. A local time the clocks
    /// skip is read with the offset before the change, one they show twice with the offset after it, as
    /// PostgreSQL reads them: New York's skipped 2:30 is 7:30 UTC (3:30 summer time, after the skip, as
    /// JavaScript and Foundation's calendar also give), its repeated 1:30 the second showing (standard time).
    static func utc(fromLocal local: Double, timeZone: TimeZone) -> Double {
        if isUTC(timeZone) { return local }
        func offset(_ t: Double) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t)) }
        // The offsets a day either side; the same on nearly every day, and then the local time is plain.
        let before = offset(local - 86_400), after = offset(local + 86_400)
        if before == after {
            if offset(local - Double(before)) == before { return local - Double(before) }
            // A change and its return within two days: the offset where the guess lands.
            let guess = offset(local)
            return local - Double(offset(local - Double(guess)))
        }
        // After the change, or shown twice: the later offset; before it, or skipped: the earlier one.
        let late = local - Double(after)
        return offset(late) == after ? late : local - Double(before)
    }

    /// Parses the bytes of one cell; see the type's documentation for the accepted forms.
    static func parse(bytes: UnsafeBufferPointer<UInt8>, timeZone: TimeZone) -> Double? {
        parse(bytes: bytes, start: 0, end: bytes.count, timeZone: timeZone)
    }

    static func parse(bytes p: UnsafeBufferPointer<UInt8>, start: Int, end: Int, timeZone: TimeZone) -> Double? {
        var s = start, e = end
        while s < e, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
        while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
        var i = s

        func digits(_ count: Int) -> Int? {
            guard e - i >= count else { return nil }
            var value = 0
            for _ in 0..<count {
                let d = Int(p[i]) &- 0x30
                guard d >= 0, d <= 9 else { return nil }
                value = value * 10 + d
                i += 1
            }
            return value
        }
        func take(_ byte: UInt8) -> Bool {
            if i < e, p[i] == byte { i += 1; return true }
            return false
        }

        guard let year = digits(4) else { return nil }
        // A 4-digit year must not continue with more digits ("20240806" is not accepted).
        if i == e { return utc(fromLocal: Double(days(year: year, month: 1, day: 1)) * 86_400, timeZone: timeZone) }
        guard take(0x2D), let month = digits(2), (1...12).contains(month) else { return nil }
        if i == e { return utc(fromLocal: Double(days(year: year, month: month, day: 1)) * 86_400, timeZone: timeZone) }
        guard take(0x2D), let day = digits(2), day >= 1, day <= daysInMonth(month, year: year) else { return nil }
        let dayStart = Double(days(year: year, month: month, day: day)) * 86_400
        if i == e { return utc(fromLocal: dayStart, timeZone: timeZone) }

        guard i < e, p[i] == 0x54 || p[i] == 0x74 || p[i] == 0x20 else { return nil }  // T, t, space
        i += 1
        guard let hour = digits(2), hour <= 23, take(0x3A), let minute = digits(2), minute <= 59 else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        if take(0x3A) {
            guard let second = digits(2), second <= 59 else { return nil }
            seconds += Double(second)
            if i < e, p[i] == 0x2E || p[i] == 0x2C {  // . or ,
                i += 1
                var fraction = 0.0, scale = 1.0, count = 0
                while i < e, p[i] >= 0x30, p[i] <= 0x39 {
                    if count < 9 {  // nanoseconds are plenty; later digits are ignored
                        fraction = fraction * 10 + Double(p[i] - 0x30)
                        scale *= 10
                    }
                    count += 1
                    i += 1
                }
                guard count > 0 else { return nil }
                seconds += fraction / scale
            }
        }
        let local = dayStart + seconds
        if i == e { return utc(fromLocal: local, timeZone: timeZone) }

        if p[i] == 0x5A || p[i] == 0x7A {  // Z, z
            i += 1
            return i == e ? local : nil
        }
        guard p[i] == 0x2B || p[i] == 0x2D else { return nil }  // + or -
        let sign = p[i] == 0x2D ? -1.0 : 1.0
        i += 1
        guard let offsetHours = digits(2), offsetHours <= 23 else { return nil }
        var offsetMinutes = 0
        if i < e {
            _ = take(0x3A)
            guard let m = digits(2), m <= 59 else { return nil }
            offsetMinutes = m
        }
        guard i == e else { return nil }
        return local - sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    }
}
