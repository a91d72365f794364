import Foundation
import PlotlineScene

/// Locales and calendars for chart text. Charts name locales with BCP-47 identifiers (`en-US`,
/// `ko-KR`, `tr-TR`); ICU-style underscores (`en_US`) are accepted too.
public enum ChartLocale {
    /// The locale used when a chart names none.
    public static let `default` = "en-US"

    /// The locale for a BCP-47 (or ICU) identifier, normalised to BCP-47 (`en_US` -> `en-US`).
    ///
    /// The identifier must be subtags of letters and digits separated by `-` or `_`, starting with a
    /// 2- or 3-letter ISO 639 language (`en`, `ko`, `tr`); a 2-letter or 3-digit region, if present,
    /// must be an ISO region. Anything else (`xx-!!`, `xx-YY`, empty) throws `.invalidOption(name: "locale")`.
    public static func locale(_ identifier: String) throws(PlotlineError) -> Locale {
        // The default is Plotline's own, not the author's: it needs no check (which loads ICU's region table,
        // a tenth of a small chart's work). ChartLocaleTests checks it passes the check all the same.
        if identifier == Self.default { return defaultLocale }
        return try checked(identifier)
    }

    /// The locale of ``default``.
    private static let defaultLocale = Locale(identifier: Locale.identifier(.bcp47, from: Self.default))

    /// The locale for an identifier, checked as ``locale(_:)`` says.
    static func checked(_ identifier: String) throws(PlotlineError) -> Locale {
        let text = identifier.trimmingCharacters(in: .whitespaces)
        let subtags = text.split(separator: /[-_]/, omittingEmptySubsequences: false)
        let wellFormed = !subtags.isEmpty && subtags.allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        guard wellFormed, let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter) else {
            throw .invalidOption(
                name: "locale",
                reason: "'\(identifier)' is not a locale identifier; use a language and region like en-US, ko-KR or tr-TR")
        }
        guard Locale.LanguageCode(String(first).lowercased()).isISOLanguage else {
            throw .invalidOption(name: "locale", reason: "'\(identifier)' has unknown language '\(first)'")
        }
        let bcp47 = Locale.identifier(.bcp47, from: text)
        let locale = Locale(identifier: bcp47)
        if let region = locale.region, !region.isISORegion {
            throw .invalidOption(name: "locale", reason: "'\(identifier)' has unknown region '\(region.identifier)'")
        }
        return locale
    }

    /// A Gregorian calendar in `timeZone` whose weeks start on Sunday (`firstWeekday == 1`), whatever
    /// the locale: week ticks and week bins are then the same for every language.
    public static func calendar(timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 1
        return calendar
    }

    /// A Gregorian calendar in `timeZone` whose first weekday is the locale's (Monday in tr-TR,
    /// Sunday in en-US and ko-KR), for charts that ask for locale-specific weeks.
    public static func calendar(timeZone: TimeZone, locale: Locale) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
