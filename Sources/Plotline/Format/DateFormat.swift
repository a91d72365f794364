import Foundation
import PlotlineScene

/// Locale-aware date text. Every function takes a time as seconds since 1970 and a `Calendar`
/// (Gregorian, with the chart's time zone) and formats in that calendar's time zone.
///
/// Formats are unambiguous (AX5): months are named (`Aug 6`, never `8/6`), and in locales whose hour
/// alone is a bare number (tr-TR `15`) hours are shown with minutes (`15:00`).
/// A non-finite time gives an empty string.
public enum DateFormat {
    /// `August 6, 2024`; ko-KR `2024년 8월 6일`; tr-TR `6 Ağustos 2024`.
    public static func long(_ t: Double, calendar: Calendar, locale: Locale) -> String {
        format(t, Date.FormatStyle(date: .long, time: .omitted), calendar, locale)
    }

    /// `August 6, 2024 at 3:15 PM` (Foundation puts U+202F before AM/PM); ko-KR `2024년 8월 6일 오후 3:15`;
    /// tr-TR `6 Ağustos 2024 15:15`.
    public static func longDateTime(_ t: Double, calendar: Calendar, locale: Locale) -> String {
        format(t, Date.FormatStyle(date: .long, time: .shortened), calendar, locale)
    }

    /// `August 2024`; ko-KR `2024년 8월`; tr-TR `Ağustos 2024`.
    public static func monthYear(_ t: Double, calendar: Calendar, locale: Locale) -> String {
        format(t, Date.FormatStyle().month(.wide).year(), calendar, locale)
    }

    /// `3:15 PM`; ko-KR `오후 3:15`; tr-TR `15:15`.
    public static func time(_ t: Double, calendar: Calendar, locale: Locale) -> String {
        format(t, Date.FormatStyle(date: .omitted, time: .shortened), calendar, locale)
    }

    /// The unambiguous description of a time taken at `unit` (for tooltips and accessibility labels):
    /// - year: `2024` (ko-KR `2024년`)
    /// - quarter: `Q3 2024` (ko-KR `2024년 3분기`, tr-TR `2024 Ç3`)
    /// - month: `August 2024`
    /// - week: the week containing `t`, from the calendar's first weekday: `Week of August 4, 2024`
    ///   in English; other languages get Foundation's date range, as Foundation has no "week of"
    ///   phrase (ko-KR `2024년 8월 4일~10일`, tr-TR `4–10 Ağustos 2024`)
    /// - day: `August 6, 2024`
    /// - hour: the hour containing `t`: `August 6, 2024 at 3 PM` (tr-TR `6 Ağustos 2024 15:00`); minute: `August 6, 2024 at 3:15 PM`;
    ///   second: `August 6, 2024 at 3:15:30 PM`
    /// - nil: `day` at midnight, `second` when the seconds are not zero, else `minute`.
    public static func description(_ t: Double, unit: TimeUnit?, calendar: Calendar, locale: Locale) -> String {
        guard t.isFinite else { return "" }
        let date = Date(timeIntervalSince1970: t)
        let fields = ProlepticGregorian.components([.hour, .minute, .second], t, calendar: calendar)
        let resolved: TimeUnit = unit ?? {
            if fields.hour == 0, fields.minute == 0, fields.second == 0 { return .day }
            return fields.second == 0 ? .minute : .second
        }()
        let day = Date.FormatStyle().year().month(.wide).day()
        switch resolved {
        case .year:
            return format(t, Date.FormatStyle().year(), calendar, locale)
        case .quarter:
            return format(t, Date.FormatStyle().quarter(.abbreviated).year(), calendar, locale)
        case .month:
            return monthYear(t, calendar: calendar, locale: locale)
        case .week:
            let start = calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date
            if locale.language.languageCode == .english {
                return "Week of " + long(start.timeIntervalSince1970, calendar: calendar, locale: locale)
            }
            let last = calendar.date(byAdding: .day, value: 6, to: start) ?? start
            var style = Date.IntervalFormatStyle(date: .long, time: .omitted)
            style.locale = locale
            style.calendar = calendar
            style.timeZone = calendar.timeZone
            return style.format(start..<max(start, last))
        case .day:
            return long(t, calendar: calendar, locale: locale)
        case .hour:
            let start = calendar.dateInterval(of: .hour, for: date)?.start.timeIntervalSince1970 ?? t
            return format(start, hour(day, calendar: calendar, locale: locale), calendar, locale)
        case .minute:
            return format(t, day.hour().minute(), calendar, locale)
        case .second:
            return format(t, day.hour().minute().second(), calendar, locale)
        }
    }

    /// Axis tick labels that say what they are and are never ambiguous (AX5), in the style of
    /// d3's multi-scale time format.
    ///
    /// Each label shows the field the step counts; a label also shows the next larger field (its
    /// context) on the first tick and wherever that context changes from the previous tick:
    /// - year steps: `2020`, `2021`
    /// - quarter steps: `Q2`, `Q3`; context is the year: `Q2 2024` first, and `2025` (alone) at a
    ///   year's first quarter
    /// - month steps: `Feb`, `Mar`; context is the year: `Mar 2024` on a first tick that is not
    ///   January, `2025` (alone) for January, `Jun 2025` for a new year's first tick that is not January
    /// - week and day steps: `Aug 8` (abbreviated month and day, always); context is the year:
    ///   `Aug 1, 2024` on the first tick and on the first tick of a new year
    /// - hour steps: `6 AM` (tr-TR `06:00`); minute steps: `3:15 PM`; second steps: `3:15:30 PM`;
    ///   context is the day: a tick at midnight shows only the day (`Aug 7`), the first tick and the
    ///   first tick of a new day not at midnight show both (`Aug 6 at 6 AM`).
    ///
    /// Non-finite ticks get empty labels and are skipped as context.
    public static func tickLabels(_ ticks: [Double], step: CalendarStep, calendar: Calendar, locale: Locale) -> [String] {
        let monthDay = Date.FormatStyle().month(.abbreviated).day()
        let timeStyle: Date.FormatStyle = switch step.unit {
        case .hour: hour(Date.FormatStyle(), calendar: calendar, locale: locale)
        case .minute: Date.FormatStyle().hour().minute()
        default: Date.FormatStyle().hour().minute().second()
        }
        var previous: DateComponents?
        return ticks.map { t -> String in
            guard t.isFinite else { return "" }
            let fields = ProlepticGregorian.components([.year, .month, .day, .hour, .minute, .second], t, calendar: calendar)
            defer { previous = fields }
            let newYear = previous?.year != fields.year
            let newDay = newYear || previous?.month != fields.month || previous?.day != fields.day
            let month = fields.month ?? 1
            switch step.unit {
            case .year:
                return format(t, Date.FormatStyle().year(), calendar, locale)
            case .quarter:
                let quarter = Date.FormatStyle().quarter(.abbreviated)
                if !newYear { return format(t, quarter, calendar, locale) }
                return format(t, month <= 3 ? Date.FormatStyle().year() : quarter.year(), calendar, locale)
            case .month:
                let name = Date.FormatStyle().month(.abbreviated)
                if !newYear { return format(t, name, calendar, locale) }
                return format(t, month == 1 ? Date.FormatStyle().year() : name.year(), calendar, locale)
            case .week, .day:
                return format(t, newYear ? monthDay.year() : monthDay, calendar, locale)
            case .hour, .minute, .second:
                if fields.hour == 0, fields.minute == 0, fields.second == 0 {
                    return format(t, monthDay, calendar, locale)
                }
                let style = newDay ? withTime(monthDay, step.unit, calendar: calendar, locale: locale) : timeStyle
                return format(t, style, calendar, locale)
            }
        }
    }

    // MARK: - Helpers

    static func format(_ t: Double, _ style: Date.FormatStyle, _ calendar: Calendar, _ locale: Locale) -> String {
        guard t.isFinite else { return "" }
        var style = style
        style.locale = locale
        style.calendar = calendar
        style.timeZone = calendar.timeZone
        return ProlepticGregorian.format(t, style)
    }

    /// `style` with the hour added: just the hour where the locale names it (`3 PM`, `오후 3시`),
    /// hour and minute where the hour alone would be a bare number (tr-TR `15:00`).
    static func hour(_ style: Date.FormatStyle, calendar: Calendar, locale: Locale) -> Date.FormatStyle {
        let sample = format(15 * 3_600, Date.FormatStyle().hour(), calendar, locale)
        return sample.contains(where: \.isLetter) ? style.hour() : style.hour().minute()
    }

    /// `day` with the time fields of a sub-day step (one Foundation pattern, so
    /// the locale orders them: `Aug 6 at 3 PM`, `8월 6일 오후 3시`, `6 Ağu 15:00`).
    static func withTime(_ day: Date.FormatStyle, _ unit: TimeUnit, calendar: Calendar, locale: Locale) -> Date.FormatStyle {
        switch unit {
        case .hour: hour(day, calendar: calendar, locale: locale)
        case .minute: day.hour().minute()
        default: day.hour().minute().second()
        }
    }
}
