import Foundation
import PlotlineScene

/// Reads the common written forms of a date that are not ISO 8601 (``ISODate`` reads those), straight
/// from UTF-8 bytes:
/// - `2012/01/31` — year, month, day with slashes;
/// - `Jan 31 2000`, `Jan 31, 2000`, `January 31, 2000`, `Sept. 3 2000` — an English month name first;
/// - `31 January 2000`, `31 Jan 2000`, `31-Jan-2000` — the day first;
/// - `01/31/2012` or `31/01/2012` — numbers with slashes, the year last: which of the first two is the
///   month is the reader's `dayFirst` (`TypeInference` decides it per column, from the values and
///   the locale); `31.01.2012` (dots) is always day first.
///
/// Any of these may be followed by a space and a time, `14:30` or `14:30:15` (24-hour), read in the
/// given time zone. Days are checked against their month (February 29 only in leap years).
enum DateText {
    /// How the numeric form `a/b/yyyy` was written: its two leading numbers, for choosing the order.
    struct Numeric {
        var first: Int
        var second: Int
    }

    /// English month names and their usual abbreviations (lowercase), with the month's number.
    private static let months: [(String, Int)] = [
        ("january", 1), ("february", 2), ("march", 3), ("april", 4), ("may", 5), ("june", 6), ("july", 7),
        ("august", 8), ("september", 9), ("october", 10), ("november", 11), ("december", 12), ("sept", 9),
    ]

    /// The month a word names: a whole month name or its first three letters ("sept" too), any case.
    static func month(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int? {
        let count = end - start
        guard count >= 3, count <= 9 else { return nil }
        var word: [UInt8] = []
        word.reserveCapacity(count)
        for i in start..<end {
            let b = p[i] | 0x20  // lowercase ASCII letters
            guard b >= 0x61, b <= 0x7A else { return nil }
            word.append(b)
        }
        for (name, number) in months {
            let bytes = Array(name.utf8)
            if word == bytes || (count == 3 && bytes.starts(with: word)) { return number }
        }
        return nil
    }

    /// Seconds since 1970 for the date in `p[start..<end]`, or nil. `numeric` is set when the value was
    /// written `a/b/yyyy` (so the caller can check the order it chose against every value).
    static func parse(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int, dayFirst: Bool, timeZone: TimeZone,
                      numeric: inout Numeric?) -> Double? {
        var s = start, e = end
        while s < e, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
        while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
        guard e - s >= 6 else { return nil }
        var i = s

        func number(maxDigits: Int) -> (value: Int, digits: Int)? {
            var value = 0, digits = 0
            while i < e, digits < maxDigits, p[i] &- 0x30 < 10 {
                value = value * 10 + Int(p[i] &- 0x30)
                digits += 1
                i += 1
            }
            if digits == 0 || (i < e && p[i] &- 0x30 < 10) { return nil }
            return (value, digits)
        }
        func word() -> Int? {
            let w = i
            while i < e, (p[i] | 0x20) >= 0x61, (p[i] | 0x20) <= 0x7A { i += 1 }
            return Self.month(p, start: w, end: i)
        }
        func take(_ byte: UInt8) -> Bool {
            if i < e, p[i] == byte { i += 1; return true }
            return false
        }
        func spaces() -> Bool {
            let w = i
            while i < e, p[i] == 0x20 { i += 1 }
            return i > w
        }

        var year = 0, month = 0, day = 0
        let firstByte = p[i]
        if firstByte &- 0x30 < 10 {
            guard let a = number(maxDigits: 4) else { return nil }
            if a.digits == 4 {
                // 2012/01/31
                guard take(0x2F), let m = number(maxDigits: 2), take(0x2F), let d = number(maxDigits: 2) else { return nil }
                (year, month, day) = (a.value, m.value, d.value)
            } else if take(0x2F) || (i < e && p[i] == 0x2E) {
                let dots = take(0x2E)
                guard let b = number(maxDigits: 2), take(dots ? 0x2E : 0x2F), let y = number(maxDigits: 4), y.digits == 4
                else { return nil }
                year = y.value
                if dots {
                    (day, month) = (a.value, b.value)
                } else {
                    numeric = Numeric(first: a.value, second: b.value)
                    (month, day) = dayFirst ? (b.value, a.value) : (a.value, b.value)
                }
            } else {
                // 31 January 2000, 31-Jan-2000
                let dash = take(0x2D)
                guard dash || spaces(), let m = word() else { return nil }
                guard dash ? take(0x2D) : spaces(), let y = number(maxDigits: 4), y.digits == 4 else { return nil }
                (year, month, day) = (y.value, m, a.value)
            }
        } else {
            // Jan 31 2000, January 31, 2000, Sept. 3 2000
            guard let m = word() else { return nil }
            _ = take(0x2E)
            guard spaces(), let d = number(maxDigits: 2) else { return nil }
            _ = take(0x2C)
            guard spaces(), let y = number(maxDigits: 4), y.digits == 4 else { return nil }
            (year, month, day) = (y.value, m, d.value)
        }
        guard (1...12).contains(month), day >= 1, day <= ISODate.daysInMonth(month, year: year) else { return nil }
        var local = Double(ISODate.days(year: year, month: month, day: day)) * 86_400
        if i < e {
            guard spaces(), let h = number(maxDigits: 2), h.value <= 23, take(0x3A),
                  let mm = number(maxDigits: 2), mm.digits == 2, mm.value <= 59 else { return nil }
            local += Double(h.value * 3600 + mm.value * 60)
            if take(0x3A) {
                guard let ss = number(maxDigits: 2), ss.digits == 2, ss.value <= 59 else { return nil }
                local += Double(ss.value)
            }
            guard i == e else { return nil }
        }
        return ISODate.utc(fromLocal: local, timeZone: timeZone)
    }
}
