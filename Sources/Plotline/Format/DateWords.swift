import Foundation

/// Writes dates at their data's granularity, in the proleptic Gregorian calendar: years as "1565", months
/// as "January 2000", days without a time unless the readings carry one. One writer for the words (an
/// axis's places, the summary, labels) and for series named by dates (a date column on color is a series
/// per date, "2001", not "2001-01-01"), so a date reads the same wherever it is said.
struct DateWords: Sendable {
    enum Style: Sendable { case year, monthYear, monthDay, monthDayYear, time, monthDayTime, full }

    let style: Style
    let locale: Locale
    let calendar: Calendar

    /// The writer for `values`, at their granularity.
    init(values: [Double], unit: TimeUnit?, locale: Locale, calendar: Calendar) {
        self.init(style: Self.style(values: values, unit: unit, calendar: calendar), locale: locale, calendar: calendar)
    }

    init(style: Style, locale: Locale, calendar: Calendar) {
        self.style = style
        self.locale = locale
        self.calendar = calendar
    }

    /// What a date shows: its data's granularity. Years as "1565", months as "January 2000",
    /// days at midnight without a time. Monthly or yearly values that all fall at one time of day, within the
    /// hour summer time moves it (stamped 08:00 UTC, or 07:00 in summer: midnight in California), are months
    /// or years: their shared time says nothing.
    static func style(values: [Double], unit: TimeUnit?, calendar: Calendar) -> Style {
        let finite = values.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return .full }
        let bounds = [lo, hi].map { ProlepticGregorian.components([.year, .month, .day], $0, calendar: calendar) }
        let sameYear = bounds[0].year == bounds[1].year
        let sameDay = sameYear && bounds[0].month == bounds[1].month && bounds[0].day == bounds[1].day
        switch unit {
        case .year?: return .year
        case .month?, .quarter?: return .monthYear
        case .day?, .week?: return sameYear ? .monthDay : .monthDayYear
        default: break
        }
        let fields = finite.prefix(5_000).map {
            ProlepticGregorian.components([.month, .day, .hour, .minute, .second, .nanosecond], $0, calendar: calendar)
        }
        let allMidnight = fields.allSatisfy { $0.hour == 0 && $0.minute == 0 && $0.second == 0 && ($0.nanosecond ?? 0) < 1_000_000 }
        // One local time of day, give or take the hour a zone's summer time moves it: months stamped at
        // midnight in California are 08:00 UTC in winter and 07:00 in summer (unemployment across industries).
        let secondsOfDay = fields.map { ($0.hour ?? 0) * 3_600 + ($0.minute ?? 0) * 60 + ($0.second ?? 0) }
        let oneTimeOfDay = allMidnight
            || (!sameDay && (secondsOfDay.max() ?? 0) - (secondsOfDay.min() ?? 0) <= 3_600)
        if oneTimeOfDay && finite.count > 1 && !sameDay {
            // Dates that all fall on the first of a month stand for their month, and on January 1 for their
            // year: "2001", "January 2006", not "January 1, 2001" (a yearly or monthly table).
            if fields.allSatisfy({ $0.day == 1 }) {
                return fields.allSatisfy({ $0.month == 1 }) && !sameYear ? .year : .monthYear
            }
        }
        // Daily readings at one time (7:30 AM each morning) keep it: it is when they were taken.
        if allMidnight { return sameYear ? .monthDay : .monthDayYear }
        if sameDay { return .time }
        return sameYear ? .monthDayTime : .full
    }

    /// A date at the data's granularity: "1565", "January 2000", "August 6", "August 6, 2024 at 8:40 AM".
    func string(_ t: Double) -> String {
        var format = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        switch style {
        case .year: format = format.year()
        case .monthYear: format = format.month(.wide).year()
        case .monthDay: format = format.month(.wide).day()
        case .monthDayYear: return DateFormat.long(t, calendar: calendar, locale: locale)
        // Times from the fields, as in `monthDayTime`, so every time of a chart has one form: tr-TR
        // "08:40" and "00:00" (the locale's short time style gives "8:40"); en-US and ko-KR are the same
        // either way ("8:40 AM", "오전 8:40").
        case .time: format = format.hour().minute()
        case .monthDayTime: format = format.month(.wide).day().hour().minute()
        case .full: return longDateTime(t)
        }
        return ProlepticGregorian.format(t, format)
    }

    /// The writer for a chart's dates before their granularity is known: a language and a calendar, from
    /// which each column of dates gets its own writer (`names(_:)`).
    struct Writer: Sendable {
        let locale: Locale
        let calendar: Calendar

        /// Each date as its column's granularity writes it (nil where missing): the names of dates made
        /// categories (`--x year:N`, `top` by a date column), written once per distinct date.
        func names(_ values: [Double]) -> [String?] {
            let words = DateWords(values: values, unit: nil, locale: locale, calendar: calendar)
            var written: [Double: String] = [:]
            return values.map { t in
                guard t.isFinite else { return nil }
                if let known = written[t] { return known }
                let name = words.string(t)
                written[t] = name
                return name
            }
        }
    }

    /// A date as data (the table's CSV download), at the same granularity as the words: ISO 8601's "2001",
    /// "2001-01", "2001-01-15" for years, months and days, the instant ("2001-01-15T08:40:00Z") where the
    /// readings carry a time; so a spreadsheet reads the date the words say.
    func data(_ t: Double) -> String {
        guard t.isFinite else { return "" }
        func pad(_ n: Int?, _ width: Int) -> String {
            let digits = String(abs(n ?? 0))
            return ((n ?? 0) < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let c = ProlepticGregorian.components([.year, .month, .day], t, calendar: calendar)
        switch style {
        case .year: return pad(c.year, 4)
        case .monthYear: return pad(c.year, 4) + "-" + pad(c.month, 2)
        case .monthDay, .monthDayYear: return pad(c.year, 4) + "-" + pad(c.month, 2) + "-" + pad(c.day, 2)
        case .time, .monthDayTime, .full: return ISODate.string(t)
        }
    }

    /// "August 1, 2024 at 8:40 AM", "2024년 8월 1일 오전 8:40", "1 Ağustos 2024 08:40".
    func longDateTime(_ t: Double) -> String {
        let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        return ProlepticGregorian.format(t, style.month(.wide).day().year().hour().minute())
    }
}
