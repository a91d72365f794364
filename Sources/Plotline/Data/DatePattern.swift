import Foundation
import PlotlineScene

/// How dates are written when the author says so (`--date-format`, a data source's `dateFormat`):
/// Unix time, or a strftime pattern.
///
/// - `unix`: seconds since 1970-01-01T00:00:00Z; `unix-ms`: milliseconds. Numbers are numbers unless
///   asked, so these apply to the columns read as dates by their type (`--x-type date`, an encoding's
///   `"type": "date"`; the command makes `--x` a date column when it is given no `--x-type`).
/// - A strftime pattern, like `%d/%m/%Y` or `%Y%m%d %H%M`: every column whose values (but for a few,
///   see `TypeInference`) match it holds dates, before any other type is tried. Directives:
///   `%Y` year (4 digits), `%y` year (2 digits: 69–99 are 1969–1999, 00–68 are 2000–2068), `%m` month,
///   `%d` day, `%j` day of the year, `%H` hour (0–23), `%I` hour (1–12) with `%p` (AM or PM),
///   `%M` minute, `%S` second (a fraction may follow), `%b` and `%B` an English month name or its
///   abbreviation, `%z` an offset (`Z`, `+0900`, `+09:00`), `%%` a percent sign. Numbers take one or
///   two digits (`%j` up to three); a space matches one or more spaces; any other character matches itself.
///   Values without `%z` are local times in the chart's time zone.
public struct DatePattern: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case unixSeconds
        case unixMilliseconds
        case pattern([Piece])
    }

    enum Piece: Sendable, Equatable {
        case year4, year2, month, day, dayOfYear, hour24, hour12, minute, second, monthName, amPm, offset
        case space
        case literal(UInt8)
    }

    let kind: Kind
    /// The text given, for messages.
    public let text: String

    /// Reads `unix`, `unix-ms` or a strftime pattern; an unknown directive or a pattern without a year
    /// (or day of the year without a year) is an error naming it.
    public init(_ text: String) throws(PlotlineError) {
        self.text = text
        switch text.lowercased() {
        case "unix", "unix-s", "epoch": kind = .unixSeconds; return
        case "unix-ms", "epoch-ms": kind = .unixMilliseconds; return
        default: break
        }
        var pieces: [Piece] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x25 {  // %
                guard i + 1 < bytes.count else {
                    throw Self.problem(text, "ends with a lone %; write %% for a percent sign")
                }
                let piece: Piece
                switch bytes[i + 1] {
                case UInt8(ascii: "Y"): piece = .year4
                case UInt8(ascii: "y"): piece = .year2
                case UInt8(ascii: "m"): piece = .month
                case UInt8(ascii: "d"), UInt8(ascii: "e"): piece = .day
                case UInt8(ascii: "j"): piece = .dayOfYear
                case UInt8(ascii: "H"): piece = .hour24
                case UInt8(ascii: "I"): piece = .hour12
                case UInt8(ascii: "M"): piece = .minute
                case UInt8(ascii: "S"): piece = .second
                case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"): piece = .monthName
                case UInt8(ascii: "p"): piece = .amPm
                case UInt8(ascii: "z"): piece = .offset
                case UInt8(ascii: "%"): piece = .literal(0x25)
                default:
                    let directive = String(decoding: bytes[i...min(i + 1, bytes.count - 1)], as: UTF8.self)
                    throw Self.problem(text, "\(directive) is not a directive Plotline reads; use %Y %y %m %d %j %H %I %p %M %S %b %B %z or %%")
                }
                pieces.append(piece)
                i += 2
            } else if b == 0x20 {
                if pieces.last != .space { pieces.append(.space) }
                i += 1
            } else {
                pieces.append(.literal(b))
                i += 1
            }
        }
        guard pieces.contains(.year4) || pieces.contains(.year2) else {
            throw Self.problem(text, "has no year (%Y or %y)")
        }
        if pieces.contains(.hour12) != pieces.contains(.amPm) {
            throw Self.problem(text, "needs both %I and %p for a 12-hour clock (or %H alone)")
        }
        kind = .pattern(pieces)
    }

    private static func problem(_ text: String, _ reason: String) -> PlotlineError {
        .invalidOption(name: "date format", reason: "'\(Excerpt.quote(text))': \(reason)")
    }

    /// Whether the pattern reads text (rather than numbers as Unix time).
    public var isPattern: Bool { if case .pattern = kind { true } else { false } }

    /// For Unix time, how many of its units make a second (1, or 1000 for milliseconds); nil for a pattern.
    public var unitsPerSecond: Double? {
        switch kind {
        case .unixSeconds: 1
        case .unixMilliseconds: 1000
        case .pattern: nil
        }
    }

    /// Seconds since 1970 for the value in `p[start..<end]`, or nil when it does not match.
    func parse(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int, timeZone: TimeZone) -> Double? {
        switch kind {
        case .unixSeconds:
            return NumberText.parse(p, start: start, end: end)
        case .unixMilliseconds:
            return NumberText.parse(p, start: start, end: end).map { $0 / 1000 }
        case .pattern(let pieces):
            return Self.match(pieces, p, start: start, end: end, timeZone: timeZone)
        }
    }

    private static func match(_ pieces: [Piece], _ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int,
                              timeZone: TimeZone) -> Double? {
        var s = start, e = end
        while s < e, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
        while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
        var i = s
        var year: Int?, month = 1, day = 1, dayOfYear: Int?, hour = 0, minute = 0, seconds = 0.0
        var pm: Bool?, offset: Int?

        func number(_ maxDigits: Int) -> Int? {
            var value = 0, digits = 0
            while i < e, digits < maxDigits, p[i] &- 0x30 < 10 {
                value = value * 10 + Int(p[i] &- 0x30)
                digits += 1
                i += 1
            }
            return digits == 0 ? nil : value
        }

        for piece in pieces {
            switch piece {
            case .year4:
                guard let v = number(4) else { return nil }
                year = v
            case .year2:
                guard let v = number(2) else { return nil }
                year = v < 69 ? 2000 + v : 1900 + v
            case .month:
                guard let v = number(2), (1...12).contains(v) else { return nil }
                month = v
            case .day:
                guard let v = number(2), v >= 1 else { return nil }
                day = v
            case .dayOfYear:
                guard let v = number(3), (1...366).contains(v) else { return nil }
                dayOfYear = v
            case .hour24:
                guard let v = number(2), v <= 23 else { return nil }
                hour = v
            case .hour12:
                guard let v = number(2), (1...12).contains(v) else { return nil }
                hour = v
            case .minute:
                guard let v = number(2), v <= 59 else { return nil }
                minute = v
            case .second:
                guard let v = number(2), v <= 60 else { return nil }
                seconds = Double(min(v, 59))
                if i < e, p[i] == 0x2E || p[i] == 0x2C, i + 1 < e, p[i + 1] &- 0x30 < 10 {
                    i += 1
                    var scale = 0.1
                    while i < e, p[i] &- 0x30 < 10 {
                        seconds += Double(p[i] &- 0x30) * scale
                        scale /= 10
                        i += 1
                    }
                }
            case .monthName:
                let w = i
                while i < e, (p[i] | 0x20) >= 0x61, (p[i] | 0x20) <= 0x7A { i += 1 }
                guard let m = DateText.month(p, start: w, end: i) else { return nil }
                month = m
                if i < e, p[i] == 0x2E, w + 3 <= i, i - w < 5 { i += 1 }  // "Sept."
            case .amPm:
                guard i + 1 < e, p[i + 1] | 0x20 == 0x6D else { return nil }  // m
                switch p[i] | 0x20 {
                case 0x61: pm = false
                case 0x70: pm = true
                default: return nil
                }
                i += 2
            case .offset:
                guard i < e else { return nil }
                if p[i] | 0x20 == 0x7A { i += 1; offset = 0; continue }
                guard p[i] == 0x2B || p[i] == 0x2D else { return nil }
                let sign = p[i] == 0x2D ? -1 : 1
                i += 1
                guard let h = number(2), h <= 23 else { return nil }
                if i < e, p[i] == 0x3A { i += 1 }
                let m = number(2) ?? 0
                guard m <= 59 else { return nil }
                offset = sign * (h * 3600 + m * 60)
            case .space:
                let w = i
                while i < e, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
                if i == w { return nil }
            case .literal(let byte):
                guard i < e, p[i] == byte else { return nil }
                i += 1
            }
        }
        guard i == e, let year else { return nil }
        if let pm { hour = hour % 12 + (pm ? 12 : 0) }
        let dayNumber: Int
        if let dayOfYear {
            guard dayOfYear <= (ISODate.isLeapYear(year) ? 366 : 365) else { return nil }
            dayNumber = ISODate.days(year: year, month: 1, day: 1) + dayOfYear - 1
        } else {
            guard day <= ISODate.daysInMonth(month, year: year) else { return nil }
            dayNumber = ISODate.days(year: year, month: month, day: day)
        }
        let local = Double(dayNumber) * 86_400 + Double(hour * 3600 + minute * 60) + seconds
        if let offset { return local - Double(offset) }
        return ISODate.utc(fromLocal: local, timeZone: timeZone)
    }
}
