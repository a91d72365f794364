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
    /// days at midnight without a time. Monthly or yearly values that all fall at one time of day (stamped
    /// 08:00 UTC, midnight in California) are months or years: their shared time says nothing.
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
        let oneTimeOfDay = allMidnight || (!sameDay && fields.allSatisfy {
            $0.hour == fields[0].hour && $0.minute == fields[0].minute && $0.second == fields[0].second
        })
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

    /// "August 1, 2024 at 8:40 AM", "2024년 8월 1일 오전 8:40", "1 Ağustos 2024 08:40".
    func longDateTime(_ t: Double) -> String {
        let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        return ProlepticGregorian.format(t, style.month(.wide).day().year().hour().minute())
    }
}
