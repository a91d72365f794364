import Foundation
import Plotline

/// The page's own words (buttons, the help line, range announcements) in the chart's language, from its
/// phrase catalogue (`Plotline/Access/Catalogue/Languages/`). The chart's words (labels, summary, overview)
/// come from its accessibility, never from here.
struct PageWords: Encodable {
    var lang: String
    var chartRole: String
    var play: String
    var stop: String
    var moveTones: String
    var all: String
    var showTable: String
    var hideTable: String
    var timeRange: String
    var series: String
    var summaryHeading: String
    var help: String
    var keysHeading: String
    var keys: [(key: String, action: String)]
    var soundUnavailable: String
    var noSound: String
    /// What the "All" button shows, inside a sentence: "Showing all the data".
    var allData: String
    /// The link to the table as a CSV file.
    var downloadCSV: String
    /// Announced when a column is sorted: "Sorted by Price, ascending".
    var sortedAscending: String
    var sortedDescending: String
    /// The navigation's words (``NavigationWords``): levels, "3 of 31", ends, controls that speak.
    var nav: NavigationWords

    enum CodingKeys: String, CodingKey {
        case lang, chartRole, play, stop, moveTones, all, showTable, hideTable, noSound, soundUnavailable,
             sortedAscending, sortedDescending, nav, keysSpoken
    }

    /// The key help as one sentence, and the sound's mapping: the help key's announcement.
    var keysSpoken = ""

    /// The language's phrases, which every word here comes from.
    private let catalogue: PhraseCatalogue

    /// The keys the help lists, in order, each with what it does.
    private static let keyPhrases: [(key: PhraseID, action: PhraseID)] = [
        (.keyAcross, .keyAcrossAction), (.keyDown, .keyDownAction), (.keyUp, .keyUpAction), (.keyEnds, .keyEndsAction),
        (.keyPages, .keyPagesAction), (.keyExtremes, .keyExtremesAction), (.keyPlay, .keyPlayAction),
        (.keyEscape, .keyEscapeAction), (.keySpeed, .keySpeedAction), (.keyPitchSpan, .keyPitchSpanAction),
        (.keyTones, .keyTonesAction), (.keyFind, .keyFindAction), (.keyHelp, .keyHelpAction),
    ]

    init(locale: Locale) {
        let words = PhraseCatalogue.of(locale)
        catalogue = words
        lang = words.language
        chartRole = words.text(.pageRole)
        play = words.text(.playSound)
        stop = words.text(.stopSound)
        moveTones = words.text(.tonesWhileMoving)
        all = words.text(.allRanges)
        showTable = words.text(.showTable)
        hideTable = words.text(.hideTable)
        timeRange = words.text(.timeRange)
        series = words.text(.seriesHeading)
        summaryHeading = words.text(.summaryHeading)
        help = words.text(.pageHelp)
        keysHeading = words.text(.keysHeading)
        keys = Self.keyPhrases.map { (words.text($0.key), words.text($0.action)) }
        soundUnavailable = words.text(.soundUnavailable)
        noSound = words.text(.noSound)
        downloadCSV = words.text(.downloadCSV)
        allData = words.text(.allData)
        sortedAscending = words.text(.sortedAscending)
        sortedDescending = words.text(.sortedDescending)
        nav = NavigationWords(words)
        keysSpoken = keys.map { "\($0.key): \($0.action)" }.joined(separator: "; ") + ". " + nav.soundMapping
    }

    /// "3 months", "1 year", "2 weeks".
    func range(_ range: TimeRange) -> String {
        let id: PhraseID = switch range.unit {
        case .day: .rangeDays
        case .week: .rangeWeeks
        case .month: .rangeMonths
        case .year: .rangeYears
        }
        return catalogue.text(id, ["n": String(range.count)], count: range.count)
    }

    /// "Showing 3 months: from 171.20 US dollars to 189.90 US dollars, up 10.9 percent."
    func showing(_ span: String, changes: [String]) -> String {
        let body = changes.joined(separator: catalogue.text(.rangeChangesSeparator))
        return body.isEmpty ? catalogue.text(.showing, ["span": span])
            : catalogue.text(.showingChanges, ["span": span, "changes": body])
    }

    /// "from 171.20 US dollars to 189.90 US dollars, up 10.9 percent" (the percent left out from zero).
    func change(first: String, last: String, rising: Bool?, percent: String?) -> String {
        let ends = ["first": first, "last": last]
        guard let rising else { return catalogue.text(.rangeNoChange, ends) }
        guard let percent else { return catalogue.text(.rangeChange, ends) }
        return catalogue.text(rising ? .rangeUp : .rangeDown, ends.merging(["percent": percent]) { $1 })
    }
}
