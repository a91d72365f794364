import Foundation
import PlotlineScene

/// The page's own words (buttons, the help line) in the chart's language, from its
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
    /// The key table (``KeyTable``) in this language: what the help panel lists.
    var keys: [KeyTable.Words]
    /// Every key press the chart answers, and the command it runs: what the script dispatches on.
    var keymap: [KeyTable.Binding]
    /// The help panel's column of chart2music's keys, the list of series, and the panels' Close button.
    var keyNoteHeading: String
    var seriesListHeading: String
    var closePanel: String
    /// "How to read the sound".
    var guideHeading: String
    /// Past eight series: "{n} series. Page Up and Page Down ...".
    var manySeries: String
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
    /// How the script writes the numbers it puts in those words ("value 3 of 1,461"): the text's rule.
    var digits: DigitGrouping

    enum CodingKeys: String, CodingKey {
        case lang, chartRole, play, stop, moveTones, all, showTable, hideTable, noSound, soundUnavailable,
             sortedAscending, sortedDescending, nav, digits, keymap, keysHeading
    }

    init(locale: Locale, digits: DigitGrouping) {
        let words = PhraseCatalogue.of(locale)
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
        keys = KeyTable.words(words)
        keymap = KeyTable.bindings
        keyNoteHeading = words.text(.keyNoteHeading)
        seriesListHeading = words.text(.seriesListHeading)
        closePanel = words.text(.closePanel)
        guideHeading = words.text(.guideHeading)
        manySeries = words.template(.manySeries)
        soundUnavailable = words.text(.soundUnavailable)
        noSound = words.text(.noSound)
        downloadCSV = words.text(.downloadCSV)
        allData = words.text(.allData)
        sortedAscending = words.text(.sortedAscending)
        sortedDescending = words.text(.sortedDescending)
        nav = NavigationWords(words)
        self.digits = digits
    }

    /// A count as the text writes it: "1,461", tr "1.461".
    func count(_ n: Int) -> String { digits.write(n) }
}
