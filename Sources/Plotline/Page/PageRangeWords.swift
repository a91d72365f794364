import Foundation
import PlotlineScene

/// What the page says of its time ranges, in the chart's language from its phrase catalogue: a range's
/// name ("3 months"), the "All" button, and what a screen reader hears when a range is shown ("Showing
/// 3 months: from 171.20 US dollars to 189.90 US dollars, up 10.9 percent.").
struct PageRangeWords {
    let catalogue: PhraseCatalogue
    /// The "All" button's text, and what it shows inside a sentence: "Showing all the data".
    let all: String
    let allData: String
    /// A count as the text writes it: "1,461", tr "1.461".
    let digits: DigitGrouping

    init(locale: Locale) {
        catalogue = PhraseCatalogue.of(locale)
        digits = DigitGrouping(locale: locale)
        all = catalogue.text(.allRanges)
        allData = catalogue.text(.allData)
    }

    /// "3 months", "1 year", "2 weeks".
    func range(_ range: TimeRange) -> String {
        let id: PhraseID = switch range.unit {
        case .day: .rangeDays
        case .week: .rangeWeeks
        case .month: .rangeMonths
        case .year: .rangeYears
        }
        return catalogue.text(id, ["n": digits.write(range.count)], count: range.count)
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
