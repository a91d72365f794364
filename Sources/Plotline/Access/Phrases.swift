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
        let set = Set(types)
        let main: MarkType = set.contains(.sector) ? .sector : set.contains(.bar) ? .bar : set.contains(.area) ? .area : set.contains(.line) ? .line
            : set.contains(.point) ? .point : set.contains(.rectangle) ? .rectangle : .rule
        let withPoints = main != .point && set.contains(.point)
        switch language {
        case .english:
            let name = switch main {
            case .bar: "Bar chart"
            case .line: "Line chart"
            case .area: "Area chart"
            case .point: pointsWithNumericAxes ? "Scatter plot" : "Point chart"
            case .rectangle: "Rectangle chart"
            case .rule: "Rule chart"
            case .sector: "Pie chart"
            }
            return withPoints ? name + " with points" : name
        case .korean:
            let name = switch main {
            case .bar: "막대 차트"
            case .line: "선 차트"
            case .area: "영역 차트"
            case .point: pointsWithNumericAxes ? "산점도" : "점 차트"
            case .rectangle: "사각형 차트"
            case .rule: "기준선 차트"
            case .sector: "원형 차트"
            }
            return withPoints ? "점이 있는 " + name : name
        case .turkish:
            let name = switch main {
            case .bar: "Çubuk grafik"
            case .line: "Çizgi grafik"
            case .area: "Alan grafiği"
            case .point: pointsWithNumericAxes ? "Saçılım grafiği" : "Nokta grafiği"
            case .rectangle: "Dikdörtgen grafiği"
            case .rule: "Çizgi işaretli grafik"
            case .sector: "Pasta grafik"
            }
            return withPoints ? "Noktalı " + name.lowercased(with: locale) : name
        }
    }

    /// "31 bars", "막대 31개", "31 çubuk".
    public func count(_ n: Int, of type: MarkType) -> String {
        let number = NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale)
        switch language {
        case .english:
            let noun = switch type {
            case .bar: n == 1 ? "bar" : "bars"
            case .point: n == 1 ? "point" : "points"
            case .rectangle: n == 1 ? "rectangle" : "rectangles"
            case .rule: n == 1 ? "rule" : "rules"
            case .sector: n == 1 ? "sector" : "sectors"
            case .line, .area: n == 1 ? "value" : "values"
            }
            return "\(number) \(noun)"
        case .korean:
            let noun = switch type {
            case .bar: "막대"
            case .point: "점"
            case .rectangle: "사각형"
            case .rule: "기준선"
            case .sector: "부채꼴"
            case .line, .area: "값"
            }
            return "\(noun) \(number)개"
        case .turkish:
            let noun = switch type {
            case .bar: "çubuk"
            case .point: "nokta"
            case .rectangle: "dikdörtgen"
            case .rule: "çizgi"
            case .sector: "dilim"
            case .line, .area: "değer"
            }
            return "\(number) \(noun)"
        }
    }

    // MARK: Overview (AX3)

    public func axis(_ name: String, title: String, from: String, to: String) -> String {
        switch language {
        case .english: "\(name) axis: \(title), \(from) to \(to)."
        case .korean: "\(name)축: \(title), \(from)~\(to)."
        case .turkish: "\(name) ekseni: \(title), \(from) – \(to)."
        }
    }

    public func categoryAxis(_ name: String, title: String, count: Int, first: String, last: String) -> String {
        let n = NumberFormat.grouped(Double(count), fractionDigits: 0, locale: locale)
        switch language {
        case .english:
            return count == 1 ? "\(name) axis: \(title), 1 category: \(first)."
                : "\(name) axis: \(title), \(n) categories from \(first) to \(last)."
        case .korean:
            return count == 1 ? "\(name)축: \(title), 항목 1개: \(first)." : "\(name)축: \(title), 항목 \(n)개(\(first)~\(last))."
        case .turkish:
            return count == 1 ? "\(name) ekseni: \(title), 1 kategori: \(first)."
                : "\(name) ekseni: \(title), \(n) kategori (\(first) – \(last))."
        }
    }

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
        case .english: "A rule marks \(name): \(value)."
        case .korean: "기준선 \(name): \(value)."
        case .turkish: "Referans çizgisi \(name): \(value)."
        }
    }

    // MARK: Summary (D2)

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
        case .korean: "값 1개: \(value)(\(x))."
        case .turkish: "Tek değer: \(value) (\(x))."
        }
    }

    public func range(low: String, lowAt: String, high: String, highAt: String) -> String {
        switch language {
        case .english: "The lowest value is \(low) (\(lowAt)), the highest \(high) (\(highAt))."
        case .korean: "가장 낮은 값은 \(low)(\(lowAt)), 가장 높은 값은 \(high)(\(highAt))입니다."
        case .turkish: "En düşük değer \(low) (\(lowAt)), en yüksek değer \(high) (\(highAt))."
        }
    }

    /// "From August 1 to August 31: 9,521 steps to 7,530 steps, down 1,991 steps (20.9%)."
    public func change(from x0: String, to x1: String, first: String, last: String, difference: String?,
                       rising: Bool, percent: String?) -> String {
        let pct = percent.map { " (\($0))" } ?? ""
        switch language {
        case .english:
            guard let difference else { return "From \(x0) to \(x1): \(first) to \(last), no change." }
            return "From \(x0) to \(x1): \(first) to \(last), \(rising ? "up" : "down") \(difference)\(pct)."
        case .korean:
            guard let difference else { return "\(x0)~\(x1): \(first) → \(last), 변화 없음." }
            return "\(x0)~\(x1): \(first) → \(last), \(difference) \(rising ? "증가" : "감소")\(pct)."
        case .turkish:
            guard let difference else { return "\(x0) – \(x1): \(first) → \(last), değişim yok." }
            return "\(x0) – \(x1): \(first) → \(last), \(difference) \(rising ? "artış" : "azalış")\(pct)."
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
            if strength < 0 { return "\(x)·\(y): 피어슨 r = \(value), 뚜렷한 선형 관계 없음." }
            let s = ["약한", "중간 정도의", "강한"][strength], d = r > 0 ? "양의" : "음의"
            return "\(x)·\(y): 피어슨 r = \(value), \(s) \(d) 상관관계."
        case .turkish:
            if strength < 0 { return "\(x) ve \(y): Pearson r = \(value), belirgin doğrusal ilişki yok." }
            let s = ["zayıf", "orta düzeyde", "güçlü"][strength], d = r > 0 ? "pozitif" : "negatif"
            return "\(x) ve \(y): Pearson r = \(value), \(s) \(d) ilişki."
        }
    }

    public func missing(_ n: Int) -> String {
        let number = NumberFormat.grouped(Double(n), fractionDigits: 0, locale: locale)
        switch language {
        case .english: return n == 1 ? "1 value is missing." : "\(number) values are missing."
        case .korean: return "값 \(number)개가 없습니다."
        case .turkish: return "\(number) değer eksik."
        }
    }

    /// A series' sentences, named when there are several: "Systolic: ...".
    public func forSeries(_ name: String, _ sentences: String) -> String { "\(name): \(sentences)" }

    // MARK: Labels (AX1, AX4)

    /// "August 6: 8,214 steps" — context first, then the value.
    public func label(context: [String], value: String) -> String {
        let head = context.filter { !$0.isEmpty }.joined(separator: ", ")
        return head.isEmpty ? value : "\(head): \(value)"
    }

    /// "From 0.4 miles to 0.7 miles: 612 feet to 682 feet, up 70 feet".
    public func group(from x0: String, to x1: String, first: String, last: String, difference: String?,
                      rising: Bool) -> String {
        switch language {
        case .english:
            let change = difference.map { ", \(rising ? "up" : "down") \($0)" } ?? ", no change"
            return "From \(x0) to \(x1): \(first) to \(last)\(change)"
        case .korean:
            let change = difference.map { ", \($0) \(rising ? "증가" : "감소")" } ?? ", 변화 없음"
            return "\(x0)~\(x1): \(first) → \(last)\(change)"
        case .turkish:
            let change = difference.map { ", \($0) \(rising ? "artış" : "azalış")" } ?? ", değişim yok"
            return "\(x0) – \(x1): \(first) → \(last)\(change)"
        }
    }

    /// A number with the axis title as its unit where the chart gives none: "8,214 steps".
    public func valueWithTitle(_ number: String, title: String) -> String {
        guard !title.isEmpty else { return number }
        switch language {
        case .english: return "\(number) \(title.lowercased(with: locale))"
        case .korean: return "\(title) \(number)"
        case .turkish: return "\(number) \(title.lowercased(with: locale))"
        }
    }
}
