import Foundation

/// The sentences Plotline writes about a chart, in English, Korean and Turkish (AG5), chosen by the chart's
/// locale; other languages get English sentences with numbers and dates in their own format. Every
/// sentence states values; none uses a subjective word (AX5).
public struct Phrases: Sendable {
    public enum Language: String, Sendable { case english = "en", korean = "ko", turkish = "tr" }

    public let language: Language
    public let locale: Locale

    public init(locale: Locale) {
        self.locale = locale
        switch locale.language.languageCode?.identifier {
        case "ko": language = .korean
        case "tr": language = .turkish
        default: language = .english
        }
    }

    // MARK: Chart types and counts

    public func chartType(_ types: [MarkType], pointsWithNumericAxes: Bool) -> String {
        let main = ChartOverview.mainType(types)
        let words = main.definition.words.language(language)
        let name = pointsWithNumericAxes ? words.chartOfNumbers ?? words.chart : words.chart
        let withPoints = main != .point && types.contains(.point)
        guard withPoints else { return name }
        switch language {
        case .english: return name + " with points"
        case .korean: return "점이 표시된 " + name
        // Not "Noktalı çizgi grafik": "noktalı çizgi" is a dotted line.
        case .turkish: return "Noktaları işaretli " + name.lowercased(with: locale)
        }
    }

    /// "31 bars", "막대 31개", "31 çubuk".
    public func count(_ n: Int, of type: MarkType) -> String {
        let number = NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale)
        let words = type.definition.words.language(language)
        switch language {
        case .english: return "\(number) \(n == 1 ? words.one : words.many)"
        case .korean: return "\(words.one) \(number)개"
        case .turkish: return "\(number) \(words.one)"
        }
    }

    /// "1 stacked bar, 5 segments".
    public func stacks(_ stacks: Int, segments: Int) -> String {
        let s = NumberFormat.grouped(Double(stacks), fractionDigits: 0, locale: locale)
        let n = NumberFormat.grouped(Double(segments), fractionDigits: 0, locale: locale)
        switch language {
        case .english: return "\(s) stacked \(stacks == 1 ? "bar" : "bars"), \(n) \(segments == 1 ? "segment" : "segments")"
        case .korean: return "누적 막대 \(s)개, 구간 \(n)개"
        case .turkish: return "\(s) yığılmış çubuk, \(n) bölüm"
        }
    }

    // MARK: Overview (AX3)
    //
    // Korean and Turkish sentences never put a particle or suffix right after an inserted value or name,
    // since its form would depend on how the value is read (은/는, 이/가, 을/를, (으)로; -dan/-den/-tan/-ten,
    // -a/-e, the apostrophe): ranges are "A부터 B까지" (부터 and 까지 take any word) and "A ile B arası",
    // and a change names its ends ("첫 값 …, 마지막 값 …", "ilk değer …, son değer …") instead of using
    // an arrow, which a screen reader would read as "right arrow".

    /// "X axis: Day, August 1 to August 31, 2024."
    public func axis(_ name: String, title: String, from: String, to: String) -> String {
        switch language {
        case .english: "\(name) axis: \(titled(title))\(from) to \(to)."
        case .korean: "\(name)축: \(titled(title))\(from)부터 \(to)까지."
        case .turkish: "\(name) ekseni: \(titled(title))\(from) ile \(to) arası."
        }
    }

    /// An axis with nothing on it (a chart without data): what it shows, no bounds. "X axis: Day."
    public func axis(_ name: String, title: String) -> String {
        switch language {
        case .english: "\(name) axis: \(title)."
        case .korean: "\(name)축: \(title)."
        case .turkish: "\(name) ekseni: \(title)."
        }
    }

    public func categoryAxis(_ name: String, title: String, count: Int, first: String, last: String) -> String {
        let n = NumberFormat.grouped(Double(count), fractionDigits: 0, locale: locale)
        let head = titled(title)
        switch language {
        case .english:
            return count == 1 ? "\(name) axis: \(head)1 category: \(first)."
                : "\(name) axis: \(head)\(n) categories from \(first) to \(last)."
        case .korean:
            return count == 1 ? "\(name)축: \(head)항목 1개: \(first)." : "\(name)축: \(head)항목 \(n)개, \(first)부터 \(last)까지."
        case .turkish:
            return count == 1 ? "\(name) ekseni: \(head)1 kategori: \(first)."
                : "\(name) ekseni: \(head)\(n) kategori; ilki \(first), sonuncusu \(last)."
        }
    }

    /// What a channel other than position shows, as an axis is told: "Color: Commits, 0 to 22."
    public func encoding(_ channel: Channel, title: String, from: String, to: String) -> String {
        let name: String
        switch (channel, language) {
        case (.color, .english): name = "Color"
        case (.color, .korean): name = "색"
        case (.color, .turkish): name = "Renk"
        case (.size, .english): name = "Size"
        case (.size, .korean): name = "크기"
        case (.size, .turkish): name = "Boyut"
        case (_, .english): name = "Opacity"
        case (_, .korean): name = "불투명도"
        case (_, .turkish): name = "Opaklık"
        }
        let range = from == to ? from : span(from: from, to: to)
        return "\(name): \(titled(title))\(range)."
    }

    /// An axis title followed by a comma, or nothing when the axis has no title.
    private func titled(_ title: String) -> String { title.isEmpty ? "" : "\(title), " }

    public func seriesList(_ names: [String]) -> String {
        let n = NumberFormat.grouped(Double(names.count), fractionDigits: 0, locale: locale)
        let list = names.joined(separator: ", ")
        switch language {
        case .english: return "\(n) series: \(list)."
        case .korean: return "계열 \(n)개: \(list)."
        case .turkish: return "\(n) seri: \(list)."
        }
    }

    public func rule(_ name: String, value: String) -> String {
        switch language {
        case .english: name.isEmpty ? "A rule marks \(value)." : "A rule marks \(name): \(value)."
        case .korean: name.isEmpty ? "기준선: \(value)." : "기준선 \(name): \(value)."
        case .turkish: name.isEmpty ? "Referans çizgisi: \(value)." : "Referans çizgisi \(name): \(value)."
        }
    }

    /// A mark's value that runs from one value to another (a task's dates, a candle's open and close):
    /// "September 14 to September 28".
    public func span(from: String, to: String) -> String {
        switch language {
        case .english: "\(from) to \(to)"
        case .korean: "\(from)부터 \(to)까지"
        case .turkish: "\(from) ile \(to) arası"
        }
    }

    public func band(_ name: String, from: String, to: String) -> String {
        switch language {
        case .english: name.isEmpty ? "A band marks \(from) to \(to)." : "A band marks \(name): \(from) to \(to)."
        case .korean: name.isEmpty ? "범위: \(from)부터 \(to)까지." : "범위 \(name): \(from)부터 \(to)까지."
        case .turkish: name.isEmpty ? "Aralık: \(from) ile \(to) arası." : "Aralık \(name): \(from) ile \(to) arası."
        }
    }

    // MARK: Summary (D2)

    /// A week by its first day: "week of March 24", "3월 24일 주", "24 Mart haftası".
    public func week(of day: String) -> String {
        switch language {
        case .english: "week of \(day)"
        case .korean: "\(day) 주"
        case .turkish: "\(day) haftası"
        }
    }

    /// The last entry of a key too long for its chart, counting the series it leaves out: "and 944 more",
    /// "외 944개", "ve 944 tane daha". Those series are still named in the words, the table and the descriptor.
    public func moreKeyEntries(_ count: Int) -> String {
        let n = NumberFormat.grouped(Double(count), fractionDigits: 0, locale: locale)
        switch language {
        case .english: return "and \(n) more"
        case .korean: return "외 \(n)개"
        case .turkish: return "ve \(n) tane daha"
        }
    }

    /// The key's name for the color of a missing value: "No data".
    public func noDataKey() -> String {
        switch language {
        case .english: "No data"
        case .korean: "데이터 없음"
        case .turkish: "Veri yok"
        }
    }

    public func noData() -> String {
        switch language {
        case .english: "There is no data."
        case .korean: "데이터가 없습니다."
        case .turkish: "Veri yok."
        }
    }

    public func single(_ value: String, at x: String) -> String {
        switch language {
        case .english: "One value: \(value) (\(x))."
        case .korean: "값이 1개입니다: \(value)(\(x))."
        case .turkish: "Tek değer: \(value) (\(x))."
        }
    }

    public func range(low: String, lowAt: String, high: String, highAt: String) -> String {
        switch language {
        case .english: "The lowest value is \(low) (\(lowAt)), the highest \(high) (\(highAt))."
        // 입니다 (the copula) is right after any word.
        case .korean: "가장 낮은 값은 \(low)(\(lowAt)), 가장 높은 값은 \(high)(\(highAt))입니다."
        case .turkish: "En düşük değer \(low) (\(lowAt)), en yüksek değer \(high) (\(highAt))."
        }
    }

    /// The range of the stacks' totals (bars whose segments stack): "The lowest total is 3 cups (Tue), the
    /// highest 8 cups (Mon)."
    public func totalsRange(low: String, lowAt: String, high: String, highAt: String) -> String {
        switch language {
        case .english: "The lowest total is \(low) (\(lowAt)), the highest \(high) (\(highAt))."
        // 합계 (total) ends in a vowel, so it takes 는.
        case .korean: "가장 낮은 합계는 \(low)(\(lowAt)), 가장 높은 합계는 \(high)(\(highAt))입니다."
        case .turkish: "En düşük toplam \(low) (\(lowAt)), en yüksek toplam \(high) (\(highAt))."
        }
    }

    /// One stack's total: "Total at Mon: 8 cups", or "Total: 136.0 gigabytes" for a stack without a place.
    public func stackTotal(at position: String?, total: String) -> String {
        switch language {
        case .english: position.map { "Total at \($0): \(total)" } ?? "Total: \(total)"
        case .korean: position.map { "\($0) 합계: \(total)" } ?? "합계: \(total)"
        case .turkish: position.map { "Toplam, \($0): \(total)" } ?? "Toplam: \(total)"
        }
    }

    /// "From August 1 to August 31: 9,521 steps to 7,530 steps, down 1,991 steps (20.9%)."
    public func change(from x0: String, to x1: String, first: String, last: String, difference: String?,
                       rising: Bool, percent: String?) -> String {
        switch language {
        case .english:
            let pct = percent.map { " (\($0))" } ?? ""
            guard let difference else { return "From \(x0) to \(x1): \(first) to \(last), no change." }
            return "From \(x0) to \(x1): \(first) to \(last), \(rising ? "up" : "down") \(difference)\(pct)."
        case .korean:
            let pct = percent.map { "(\($0))" } ?? ""
            let head = "\(x0)부터 \(x1)까지: 첫 값은 \(first), 마지막 값은 \(last)이며"
            guard let difference else { return "\(head), 변화가 없습니다." }
            return "\(head), \(difference)\(pct) \(rising ? "증가했습니다" : "감소했습니다")."
        case .turkish:
            let pct = percent.map { " (\($0))" } ?? ""
            let head = "\(x0) ile \(x1) arası: ilk değer \(first), son değer \(last)"
            guard let difference else { return "\(head); değişim yok." }
            return "\(head); \(rising ? "artış" : "azalış") \(difference)\(pct)."
        }
    }

    /// How a band or range runs from its first place to its last, both its ends at each: "From January 1 to
    /// December 31: −3.2 °C to 5.0 °C first, 2.8 °C to 11.1 °C last."
    public func spanChange(from x0: String, to x1: String, first: String, last: String) -> String {
        switch language {
        case .english: "From \(x0) to \(x1): \(first) first, \(last) last."
        case .korean: "\(x0)부터 \(x1)까지: 첫 값은 \(first), 마지막 값은 \(last)입니다."
        case .turkish: "\(x0) ile \(x1) arası: ilk değer \(first), son değer \(last)."
        }
    }

    /// The direction and strength of a relationship between two numeric axes, from Pearson's r.
    public func relationship(x: String, y: String, r: Double) -> String {
        let value = NumberFormat.grouped(r, fractionDigits: 2, locale: locale)
        let magnitude = abs(r)
        let strength = magnitude >= 0.7 ? 2 : magnitude >= 0.4 ? 1 : magnitude >= 0.2 ? 0 : -1
        switch language {
        case .english:
            if strength < 0 { return "\(x) and \(y): Pearson r = \(value), no clear linear relationship." }
            let s = ["weak", "moderate", "strong"][strength], d = r > 0 ? "positive" : "negative"
            let trend = r > 0 ? "\(y) is higher where \(x) is higher" : "\(y) is lower where \(x) is higher"
            return "\(x) and \(y): Pearson r = \(value), a \(s) \(d) relationship; \(trend)."
        case .korean:
            // 및 ("and") takes any word, unlike 와/과.
            if strength < 0 { return "\(x) 및 \(y): 피어슨 r = \(value), 뚜렷한 선형 관계가 없습니다." }
            let s = ["약한", "중간 정도의", "강한"][strength], d = r > 0 ? "양의" : "음의"
            let trend = r > 0 ? "\(x) 값이 클수록 \(y) 값이 큰 경향이 있습니다"
                : "\(x) 값이 클수록 \(y) 값이 작은 경향이 있습니다"
            return "\(x) 및 \(y): 피어슨 r = \(value), \(s) \(d) 상관관계입니다. \(trend)."
        case .turkish:
            if strength < 0 { return "\(x) ve \(y): Pearson r = \(value), belirgin bir doğrusal ilişki yok." }
            let s = ["zayıf", "orta düzeyde", "güçlü"][strength], d = r > 0 ? "pozitif" : "negatif"
            let trend = r > 0 ? "\(x) değeri daha yüksek olduğunda \(y) değeri de daha yüksek"
                : "\(x) değeri daha yüksek olduğunda \(y) değeri daha düşük"
            return "\(x) ve \(y): Pearson r = \(value), \(s) \(d) bir ilişki; \(trend)."
        }
    }

    public func missing(_ n: Int) -> String {
        let number = NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale)
        switch language {
        case .english: return n == 1 ? "1 value is missing." : "\(number) values are missing."
        case .korean: return "값 \(number)개가 누락되었습니다."
        case .turkish: return "\(number) değer eksik."
        }
    }

    /// Where a line has no value (a function's undefined stretch, rows missing a value): "No value at
    /// x = 0." for one place, "No values from x = −4 to −0.002." for a stretch.
    public func gap(from: String, to: String, title: String) -> String {
        let at = title.isEmpty ? "" : "\(title) = "
        switch language {
        case .english: return from == to ? "No value at \(at)\(from)." : "No values from \(at)\(from) to \(to)."
        case .korean: return from == to ? "\(at)\(from)에서 값이 없습니다." : "\(at)\(from)부터 \(to)까지 값이 없습니다."
        case .turkish: return from == to ? "\(at)\(from) için değer yok." : "\(at)\(from) ile \(to) arası değer yok."
        }
    }

    /// A series' sentences, named when there are several: "Systolic: ...".
    public func forSeries(_ name: String, _ sentences: String) -> String { "\(name): \(sentences)" }

    /// What assistive technology calls a chart and a series (`aria-roledescription`), in the chart's language.
    public var chartRole: String {
        switch language {
        case .english: "chart"
        case .korean: "차트"
        case .turkish: "grafik"
        }
    }

    public var seriesRole: String {
        switch language {
        case .english: "series"
        case .korean: "계열"
        case .turkish: "seri"
        }
    }

    /// A scrolling chart's window: "Scrolls horizontally: shows June 1 to June 30, 2024, of January 1 to
    /// December 31, 2024."
    public func scrolls(horizontally: Bool, shown: (String, String), whole: (String, String)) -> String {
        switch language {
        case .english:
            return "Scrolls \(horizontally ? "horizontally" : "vertically"): shows \(shown.0) to \(shown.1), of \(whole.0) to \(whole.1)."
        case .korean:
            return "\(horizontally ? "가로로" : "세로로") 스크롤됩니다: 전체 \(whole.0)~\(whole.1) 중 \(shown.0)~\(shown.1)을 표시합니다."
        case .turkish:
            return "\(horizontally ? "Yatay" : "Dikey") kaydırılır: \(whole.0)–\(whole.1) aralığının \(shown.0)–\(shown.1) kısmı gösterilir."
        }
    }

    // MARK: Labels (AX1, AX4)

    /// "August 6: 8,214 steps" — context first, then the value.
    public func label(context: [String], value: String) -> String {
        let head = context.filter { !$0.isEmpty }.joined(separator: ", ")
        return head.isEmpty ? value : "\(head): \(value)"
    }

    /// "From 0.4 miles to 0.7 miles: 612 feet to 682 feet, up 70 feet".
    /// A group's label. `lowest` and `highest` are given when a value inside the group goes beyond its
    /// first and last, so a peak in the middle is never hidden (AX4).
    /// A group whose marks all sit at one position (rows of one category) names it once: "Mon: 2 cups to
    /// 6 cups, up 4 cups", not "From Mon to Mon".
    public func group(from x0: String, to x1: String, first: String, last: String, difference: String?,
                      rising: Bool, lowest: String? = nil, highest: String? = nil) -> String {
        let one = x0 == x1
        switch language {
        case .english:
            let change = difference.map { ", \(rising ? "up" : "down") \($0)" } ?? ", no change"
            let extremes = [lowest.map { "lowest \($0)" }, highest.map { "highest \($0)" }].compactMap { $0 }
            let head = one ? x0 : "From \(x0) to \(x1)"
            return "\(head): \(first) to \(last)\(change)" + extremes.map { "; " + $0 }.joined()
        case .korean:
            let change = difference.map { ", \($0) \(rising ? "증가" : "감소")" } ?? ", 변화 없음"
            let extremes = [lowest.map { "최저값 \($0)" }, highest.map { "최고값 \($0)" }].compactMap { $0 }
            let head = one ? x0 : "\(x0)부터 \(x1)까지"
            return "\(head): 첫 값 \(first), 마지막 값 \(last)\(change)" + extremes.map { "; " + $0 }.joined()
        case .turkish:
            let change = difference.map { ", \(rising ? "artış" : "azalış") \($0)" } ?? ", değişim yok"
            let extremes = [lowest.map { "en düşük \($0)" }, highest.map { "en yüksek \($0)" }].compactMap { $0 }
            let head = one ? x0 : "\(x0) ile \(x1) arası"
            return "\(head): ilk değer \(first), son değer \(last)\(change)" + extremes.map { "; " + $0 }.joined()
        }
    }

    /// A run of a band's marks: "From May 26 to October 18: 12.2 to 22.2 first, 8.3 to 17.8 last; lowest 6.1;
    /// highest 34.4".
    public func spanGroup(from x0: String, to x1: String, first: String, last: String, lowest: String, highest: String) -> String {
        switch language {
        case .english: "From \(x0) to \(x1): \(first) first, \(last) last; lowest \(lowest); highest \(highest)"
        case .korean: "\(x0)부터 \(x1)까지: 첫 값 \(first), 마지막 값 \(last); 최저값 \(lowest); 최고값 \(highest)"
        case .turkish: "\(x0) ile \(x1) arası: ilk değer \(first), son değer \(last); en düşük \(lowest); en yüksek \(highest)"
        }
    }

    /// A run of bars over categories, which have no order to rise or fall along: "From apple to fig:
    /// 3 values, lowest 1, highest 9".
    public func categoryGroup(from x0: String, to x1: String, count: Int, lowest: String, highest: String) -> String {
        let n = NumberFormat.grouped(Double(count), fractionDigits: 0, locale: locale)
        // Marks of one category (stacked segments, points at one place) name it once: "Manchuria: 6 values".
        let one = x0 == x1
        switch language {
        case .english: return "\(one ? x0 : "From \(x0) to \(x1)"): \(n) values, lowest \(lowest), highest \(highest)"
        case .korean: return "\(one ? x0 : "\(x0)부터 \(x1)까지"): 값 \(n)개, 최저값 \(lowest), 최고값 \(highest)"
        case .turkish: return "\(one ? x0 : "\(x0) ile \(x1) arası"): \(n) değer, en düşük \(lowest), en yüksek \(highest)"
        }
    }

    /// A chart's name from what it shows, when it has none: "price by date", "price by date for each symbol";
    /// nil without a value title.
    public func derivedTitle(value: String, position: String?, series: String?) -> String? {
        guard !value.isEmpty else { return nil }
        let position = position.flatMap { $0.isEmpty ? nil : $0 }, series = series.flatMap { $0.isEmpty ? nil : $0 }
        switch language {
        case .english:
            return value + (position.map { " by \($0)" } ?? "") + (series.map { " for each \($0)" } ?? "")
        case .korean:
            // "symbol별 date별 price": 별 (per) follows any word.
            return [series, position].compactMap { $0 }.map { "\($0)별 " }.joined() + value
        case .turkish:
            // "bazında" (on the basis of) takes no suffix, so it follows any name.
            let basis = [position, series].compactMap { $0 }.joined(separator: " ve ")
            return basis.isEmpty ? value : "\(value), \(basis) bazında"
        }
    }

    /// Where several marks share the highest (or lowest) value, one after another: "from 2:00 PM to 2:15 PM".
    public func placeSpan(from first: String, to last: String) -> String {
        switch language {
        case .english: "from \(first) to \(last)"
        case .korean: "\(first)부터 \(last)까지"
        case .turkish: "\(first) ile \(last) arası"
        }
    }

    /// Where a few marks share it, apart: "Mon, Wed and Fri".
    public func placeList(_ places: [String]) -> String {
        guard let last = places.last, places.count > 1 else { return places.first ?? "" }
        let head = places.dropLast().joined(separator: ", ")
        switch language {
        case .english: return "\(head) and \(last)"
        case .korean: return places.joined(separator: ", ")
        case .turkish: return "\(head) ve \(last)"
        }
    }

    /// Where many share it: "5 times, first January 3, last May 9".
    public func placeCount(_ n: Int, first: String, last: String) -> String {
        let number = NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale)
        switch language {
        case .english: return "\(number) times, first \(first), last \(last)"
        case .korean: return "\(number)번, 처음 \(first), 마지막 \(last)"
        case .turkish: return "\(number) kez, ilki \(first), sonuncusu \(last)"
        }
    }

    /// Where many marks at one place share it (points at one x): "7 times, at 3.0".
    public func placeRepeated(_ n: Int, at place: String) -> String {
        let number = NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale)
        switch language {
        case .english: return "\(number) times, at \(place)"
        case .korean: return "\(number)번, 모두 \(place)"
        case .turkish: return "\(number) kez, hepsi \(place)"
        }
    }

    /// Missing values when some rows also miss their position: "Missing: 8 values of temp max and 6 of date;
    /// 14 rows are not drawn."
    public func missing(values: Int, valueTitle: String, positions: Int, positionTitle: String, rows: Int) -> String {
        let v = NumberFormat.grouped(Double(values), fractionDigits: 0, locale: locale)
        let p = NumberFormat.grouped(Double(positions), fractionDigits: 0, locale: locale)
        let r = NumberFormat.grouped(Double(rows), fractionDigits: 0, locale: locale)
        switch language {
        case .english:
            let rowWords = rows == 1 ? "1 row is" : "\(r) rows are"
            let position = values == 0 ? "\(p) \(positions == 1 ? "value" : "values") of \(positionTitle)" : "\(p) of \(positionTitle)"
            let value = values == 0 ? "" : "\(v) \(values == 1 ? "value" : "values") of \(valueTitle) and "
            return "Missing: \(value)\(position); \(rowWords) not drawn."
        case .korean:
            let value = values == 0 ? "" : "\(valueTitle) 값 \(v)개, "
            return "누락: \(value)\(positionTitle) 값 \(p)개이며, 행 \(r)개를 그리지 않았습니다."
        case .turkish:
            let value = values == 0 ? "" : "\(valueTitle) için \(v) değer, "
            return "Eksik: \(value)\(positionTitle) için \(p) değer; \(r) satır çizilmedi."
        }
    }
}
