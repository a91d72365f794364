import Foundation
import PlotlineScene

/// The sentences Plotline writes about a chart, in the chart's language: each is a phrase of the
/// language's catalogue (`PhraseCatalogue`, one file per language under `Access/Catalogue/Languages/`:
/// English, Korean and Turkish, AG5), asked for by id. Other languages get English sentences with numbers
/// and dates in their own format. Numbers are written here (``NumberFormat``); the catalogue only puts them
/// in. Every sentence states values; none uses a subjective word (AX5).
public struct Phrases: Sendable {
    public let locale: Locale
    /// The phrases of the locale's language.
    let catalogue: PhraseCatalogue

    public init(locale: Locale) {
        self.locale = locale
        catalogue = PhraseCatalogue.of(locale)
    }

    private func text(_ id: PhraseID, _ values: [String: String] = [:], count: Int? = nil) -> String {
        catalogue.text(id, values, count: count)
    }

    /// A count, grouped as the locale writes it.
    private func whole(_ n: Int) -> String { NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale) }

    // MARK: Chart types and counts

    public func chartType(_ types: [MarkType], pointsWithNumericAxes: Bool) -> String {
        let main = ChartOverview.mainType(types)
        let words = main.definition.words
        let name = text(pointsWithNumericAxes ? words.chartOfNumbers ?? words.chart : words.chart)
        let withPoints = main != .point && types.contains(.point)
        return withPoints ? text(.chartWithPoints, ["chart": name]) : name
    }

    /// "31 bars", "막대 31개", "31 çubuk".
    public func count(_ n: Int, of type: MarkType) -> String {
        text(.markCount, ["n": whole(n), "marks": text(type.definition.words.counted, count: n)])
    }

    /// "1 stacked bar, 5 segments".
    public func stacks(_ stacks: Int, segments: Int) -> String {
        text(.stacksAndSegments, ["stacks": text(.stackedBars, ["n": whole(stacks)], count: stacks),
                                  "segments": text(.segments, ["n": whole(segments)], count: segments)])
    }

    // MARK: Overview (AX3)
    //
    // Korean and Turkish sentences never put a particle or suffix right after an inserted value or name
    // (see their catalogues): what the code passes in is always set apart by the templates.

    /// "X axis: Day, August 1 to August 31, 2024."
    public func axis(_ name: String, title: String, from: String, to: String) -> String {
        text(.axis, ["axis": name, "title": titled(title), "from": from, "to": to])
    }

    /// An axis with nothing on it (a chart without data): what it shows, no bounds. "X axis: Day."
    public func axis(_ name: String, title: String) -> String {
        text(.axisUnbounded, ["axis": name, "title": title])
    }

    public func categoryAxis(_ name: String, title: String, count: Int, first: String, last: String) -> String {
        count == 1 ? text(.categoryAxisOne, ["axis": name, "title": titled(title), "first": first])
            : text(.categoryAxis, ["axis": name, "title": titled(title), "n": whole(count), "first": first, "last": last])
    }

    /// What a channel other than position shows, as an axis is told: "Color: Commits, 0 to 22."
    public func encoding(_ channel: Channel, title: String, from: String, to: String) -> String {
        let name: PhraseID = switch channel {
        case .color: .colorChannel
        case .size: .sizeChannel
        default: .opacityChannel
        }
        let range = from == to ? from : span(from: from, to: to)
        return text(.encoding, ["channel": text(name), "title": titled(title), "range": range])
    }

    /// An axis title followed by a comma, or nothing when the axis has no title.
    private func titled(_ title: String) -> String { title.isEmpty ? "" : text(.titled, ["title": title]) }

    public func seriesList(_ names: [String]) -> String {
        text(.seriesList, ["n": whole(names.count), "list": names.joined(separator: text(.listSeparator))])
    }

    public func rule(_ name: String, value: String) -> String {
        name.isEmpty ? text(.rule, ["value": value]) : text(.namedRule, ["name": name, "value": value])
    }

    /// A mark's value that runs from one value to another (a task's dates, a candle's open and close):
    /// "September 14 to September 28".
    public func span(from: String, to: String) -> String { text(.span, ["from": from, "to": to]) }

    /// A candlestick's day by its direction, as a series name: "Up" (closes at or above its open) or "Down".
    public func candleDirection(up: Bool) -> String { text(up ? .candleUp : .candleDown) }

    /// The title of a candlestick's key of directions: "Day".
    public var candleDay: String { text(.candleDay) }

    public func band(_ name: String, from: String, to: String) -> String {
        name.isEmpty ? text(.band, ["from": from, "to": to]) : text(.namedBand, ["name": name, "from": from, "to": to])
    }

    // MARK: Summary (D2)

    /// A week by its first day: "week of March 24", "3월 24일 주", "24 Mart haftası".
    public func week(of day: String) -> String { text(.week, ["day": day]) }

    /// The last entry of a key too long for its chart, counting the series it leaves out: "and 944 more",
    /// "외 944개", "ve 944 tane daha". Those series are still named in the words, the table and the descriptor.
    public func moreKeyEntries(_ count: Int) -> String { text(.moreKeyEntries, ["n": whole(count)]) }

    /// The key's name for the color of a missing value: "No data".
    public func noDataKey() -> String { text(.noDataKey) }

    public func noData() -> String { text(.noData) }

    public func single(_ value: String, at x: String) -> String { text(.single, ["value": value, "at": x]) }

    public func range(low: String, lowAt: String, high: String, highAt: String) -> String {
        text(.range, ["low": low, "lowAt": lowAt, "high": high, "highAt": highAt])
    }

    /// The range of one channel of spans that run both ways (a candle's close): "The lowest close is 24.28
    /// (July 27). The highest is 32.68 (June 16)."
    public func channelRange(_ channel: String, low: String, lowAt: String, high: String, highAt: String) -> String {
        text(.channelRange, ["channel": channel, "low": low, "lowAt": lowAt, "high": high, "highAt": highAt])
    }

    /// The range of the stacks' totals (bars whose segments stack): "The lowest total is 3 cups (Tue), the
    /// highest 8 cups (Mon)."
    public func totalsRange(low: String, lowAt: String, high: String, highAt: String) -> String {
        text(.totalsRange, ["low": low, "lowAt": lowAt, "high": high, "highAt": highAt])
    }

    /// One stack's total: "Total at Mon: 8 cups", or "Total: 136.0 gigabytes" for a stack without a place.
    public func stackTotal(at position: String?, total: String) -> String {
        position.map { text(.stackTotalAt, ["at": $0, "total": total]) } ?? text(.stackTotal, ["total": total])
    }

    /// "From August 1 to August 31: 9,521 steps to 7,530 steps, down 1,991 steps (20.9%)."
    public func change(from x0: String, to x1: String, first: String, last: String, difference: String?,
                       rising: Bool, percent: String?) -> String {
        var values = ["from": x0, "to": x1, "first": first, "last": last]
        guard let difference else { return text(.noChange, values) }
        values["difference"] = difference
        values["percent"] = percent.map { text(.changePercent, ["percent": $0]) } ?? ""
        return text(rising ? .changeUp : .changeDown, values)
    }

    /// How a band or range runs from its first place to its last, both its ends at each: "From January 1 to
    /// December 31: −3.2 °C to 5.0 °C first, 2.8 °C to 11.1 °C last."
    public func spanChange(from x0: String, to x1: String, first: String, last: String) -> String {
        text(.spanChange, ["from": x0, "to": x1, "first": first, "last": last])
    }

    /// The direction and strength of a relationship between two numeric axes, from Pearson's r.
    public func relationship(x: String, y: String, r: Double) -> String {
        var values = ["x": x, "y": y, "r": NumberFormat.grouped(r, fractionDigits: 2, locale: locale)]
        let magnitude = abs(r)
        let strength: PhraseID? = magnitude >= 0.7 ? .strongRelationship : magnitude >= 0.4 ? .moderateRelationship
            : magnitude >= 0.2 ? .weakRelationship : nil
        guard let strength else { return text(.noRelationship, values) }
        values["strength"] = text(strength)
        return text(r > 0 ? .positiveRelationship : .negativeRelationship, values)
    }

    public func missing(_ n: Int) -> String { text(.missing, ["n": whole(n)], count: n) }

    /// Where a line has no value (a function's undefined stretch, rows missing a value): "No value at
    /// x = 0." for one place, "No values from x = −4 to −0.002." for a stretch.
    public func gap(from: String, to: String, title: String) -> String {
        let variable = title.isEmpty ? "" : text(.gapVariable, ["title": title])
        return from == to ? text(.gapAt, ["variable": variable, "place": from])
            : text(.gapStretch, ["variable": variable, "from": from, "to": to])
    }

    /// How many series the summary speaks of, before it names them: "There are 20 series.".
    public func summarySeriesCount(_ n: Int) -> String { text(.summarySeriesCount, ["n": whole(n)], count: n) }

    /// A series' sentences, named when there are several: "Systolic: ...".
    public func forSeries(_ name: String, _ sentences: String) -> String {
        text(.forSeries, ["series": name, "sentences": sentences])
    }

    /// What assistive technology calls a chart and a series (`aria-roledescription`), in the chart's language.
    public var chartRole: String { text(.chartRole) }

    public var seriesRole: String { text(.seriesRole) }

    /// A scrolling chart's window: "Scrolls horizontally: shows June 1 to June 30, 2024, of January 1 to
    /// December 31, 2024."
    public func scrolls(horizontally: Bool, shown: (String, String), whole: (String, String)) -> String {
        text(horizontally ? .scrollsHorizontally : .scrollsVertically,
             ["shownFrom": shown.0, "shownTo": shown.1, "wholeFrom": whole.0, "wholeTo": whole.1])
    }

    // MARK: Labels (AX1, AX4)

    /// "August 6: 8,214 steps" — context first, then the value.
    public func label(context: [String], value: String) -> String {
        let head = context.filter { !$0.isEmpty }.joined(separator: text(.listSeparator))
        return head.isEmpty ? value : text(.label, ["context": head, "value": value])
    }

    /// "From 0.4 miles to 0.7 miles: 612 feet to 682 feet, up 70 feet".
    /// A group's label. `lowest` and `highest` are given when a value inside the group goes beyond its
    /// first and last, so a peak in the middle is never hidden (AX4).
    /// A group whose marks all sit at one position (rows of one category) names it once: "Mon: 2 cups to
    /// 6 cups, up 4 cups", not "From Mon to Mon".
    public func group(from x0: String, to x1: String, first: String, last: String, difference: String?,
                      rising: Bool, lowest: String? = nil, highest: String? = nil) -> String {
        var values = ["places": places(x0, x1), "first": first, "last": last]
        let head: String
        if let difference {
            values["difference"] = difference
            head = text(rising ? .groupUp : .groupDown, values)
        } else {
            head = text(.groupNoChange, values)
        }
        return head + (lowest.map { text(.groupLowest, ["value": $0]) } ?? "")
            + (highest.map { text(.groupHighest, ["value": $0]) } ?? "")
    }

    /// The places a group runs over; marks of one place (stacked segments, points at one x) name it once.
    private func places(_ x0: String, _ x1: String) -> String {
        x0 == x1 ? x0 : text(.groupPlaces, ["from": x0, "to": x1])
    }

    /// A run of a band's marks: "From May 26 to October 18: 12.2 to 22.2 first, 8.3 to 17.8 last; lowest 6.1;
    /// highest 34.4".
    public func spanGroup(from x0: String, to x1: String, first: String, last: String, lowest: String, highest: String) -> String {
        text(.spanGroup, ["places": text(.groupPlaces, ["from": x0, "to": x1]), "first": first, "last": last,
                          "lowest": lowest, "highest": highest])
    }

    /// A run of bars over categories, which have no order to rise or fall along: "From apple to fig:
    /// 3 values, lowest 1, highest 9".
    public func categoryGroup(from x0: String, to x1: String, count: Int, lowest: String, highest: String) -> String {
        // Marks of one category (stacked segments, points at one place) name it once: "Manchuria: 6 values".
        text(.categoryGroup, ["places": places(x0, x1), "n": whole(count), "lowest": lowest, "highest": highest])
    }

    /// A chart's name from what it shows, when it has none: "price by date", "price by date for each symbol";
    /// nil without a value title.
    public func derivedTitle(value: String, position: String?, series: String?) -> String? {
        guard !value.isEmpty else { return nil }
        let position = position.flatMap { $0.isEmpty ? nil : $0 }, series = series.flatMap { $0.isEmpty ? nil : $0 }
        switch (position, series) {
        case let (position?, series?):
            return text(.titleByPositionForEachSeries, ["value": value, "position": position, "series": series])
        case let (position?, nil): return text(.titleByPosition, ["value": value, "position": position])
        case let (nil, series?): return text(.titleForEachSeries, ["value": value, "series": series])
        case (nil, nil): return value
        }
    }

    /// Where several marks share the highest (or lowest) value, one after another: "from 2:00 PM to 2:15 PM".
    public func placeSpan(from first: String, to last: String) -> String {
        text(.placeSpan, ["first": first, "last": last])
    }

    /// Where a few marks share it, apart: "Mon, Wed and Fri".
    public func placeList(_ places: [String]) -> String {
        guard let last = places.last, places.count > 1 else { return places.first ?? "" }
        return text(.placeList, ["head": places.dropLast().joined(separator: text(.listSeparator)), "last": last])
    }

    /// Numbers in a list (a box's outliers): "9 and 46", "9, 46", "9; 46".
    func numberList(_ numbers: [String]) -> String {
        guard let last = numbers.last, numbers.count > 1 else { return numbers.first ?? "" }
        return text(.numberList, ["head": numbers.dropLast().joined(separator: text(.numberListSeparator)), "last": last])
    }

    /// Where many share it: "5 times, first January 3, last May 9".
    public func placeCount(_ n: Int, first: String, last: String) -> String {
        text(.placeCount, ["n": whole(n), "first": first, "last": last])
    }

    /// Where many marks at one place share it (points at one x): "7 times, at 3.0".
    public func placeRepeated(_ n: Int, at place: String) -> String {
        text(.placeRepeated, ["n": whole(n), "place": place])
    }

    /// Missing values when some rows also miss their position: "Missing: 8 values of temp max and 6 of date;
    /// 14 rows are not drawn."
    public func missing(values: Int, valueTitle: String, positions: Int, positionTitle: String, rows: Int) -> String {
        let rowsText = text(.rowsNotDrawn, ["n": whole(rows)], count: rows)
        guard values != 0 else {
            let positionsText = text(.missingValuesOf, ["n": whole(positions), "title": positionTitle], count: positions)
            return text(.missingPositions, ["positions": positionsText, "rows": rowsText])
        }
        return text(.missingValuesAndPositions, [
            "values": text(.missingValuesOf, ["n": whole(values), "title": valueTitle], count: values),
            "positions": text(.missingMoreOf, ["n": whole(positions), "title": positionTitle]),
            "rows": rowsText,
        ])
    }
}
