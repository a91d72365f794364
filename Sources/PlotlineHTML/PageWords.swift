import Foundation
import Plotline

/// The page's own words (buttons, the help line, range announcements) in the chart's language. The chart's
/// words (labels, summary, overview) come from its accessibility, never from here.
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
    var allData = "all the data"
    /// The link to the table as a CSV file.
    var downloadCSV = "Download the data (CSV)"
    /// Announced when a column is sorted: "Sorted by Price, ascending".
    var sortedAscending = "Sorted by %@, ascending"
    var sortedDescending = "Sorted by %@, descending"
    /// The navigation's words (``NavigationWords``): levels, "3 of 31", ends, controls that speak.
    var nav: NavigationWords

    enum CodingKeys: String, CodingKey {
        case lang, chartRole, play, stop, moveTones, all, showTable, hideTable, noSound, soundUnavailable,
             sortedAscending, sortedDescending, nav, keysSpoken
    }

    /// The key help as one sentence, and the sound's mapping: the help key's announcement.
    var keysSpoken = ""

    init(locale: Locale) {
        switch locale.language.languageCode?.identifier {
        case "ko":
            lang = "ko"
            chartRole = "대화형 차트"
            play = "소리로 듣기"
            stop = "소리 멈추기"
            moveTones = "이동할 때 소리"
            all = "전체"
            showTable = "데이터 표 보기"
            hideTable = "데이터 표 숨기기"
            timeRange = "기간"
            series = "계열"
            summaryHeading = "요약"
            help = "차트를 선택한 뒤 키보드로 이동할 수 있습니다."
            keysHeading = "키"
            keys = [("←, →", "같은 단계에서 이전, 다음"), ("↓, Enter", "한 단계 아래로"), ("↑", "한 단계 위로"),
                    ("Home, End", "처음, 마지막"), ("Page Up, Page Down", "10분의 1씩 뒤로, 앞으로"),
                    ("L, H", "가장 낮은 값, 가장 높은 값"), ("P", "현재 위치부터 소리로 듣기, 멈추기"), ("Escape", "소리 멈추기, 없으면 한 단계 위로"),
                    (",, .", "소리 느리게, 빠르게"), ("R", "음높이 범위: 축, 데이터, 계열별"), ("S", "이동할 때 소리 켜기, 끄기"),
                    ("/, F", "값이나 항목 찾기(Enter 다음, Escape 차트로)"), ("?", "키 안내 듣기")]
            soundUnavailable = "이 브라우저에서는 소리를 낼 수 없습니다."
            noSound = "이 차트에는 소리로 낼 값이 없습니다."
            downloadCSV = "데이터 내려받기(CSV)"
            allData = "전체 데이터"
            sortedAscending = "%@ 기준 오름차순 정렬"
            sortedDescending = "%@ 기준 내림차순 정렬"
            nav = .korean
        case "tr":
            lang = "tr"
            chartRole = "etkileşimli grafik"
            play = "Sesli dinle"
            stop = "Sesi durdur"
            moveTones = "Gezinirken ses"
            all = "Tümü"
            showTable = "Veri tablosunu göster"
            hideTable = "Veri tablosunu gizle"
            timeRange = "Zaman aralığı"
            series = "Seri"
            summaryHeading = "Özet"
            help = "Grafiği seçin, sonra klavyeyle gezinin."
            keysHeading = "Tuşlar"
            keys = [("←, →", "aynı düzeyde önceki, sonraki"), ("↓, Enter", "bir düzey aşağı"), ("↑", "bir düzey yukarı"),
                    ("Home, End", "ilk, son"), ("Page Up, Page Down", "onda bir geri, ileri"),
                    ("L, H", "en düşük, en yüksek değer"), ("P", "bulunulan yerden sesli dinle, durdur"), ("Escape", "sesi durdur, yoksa bir düzey yukarı"),
                    (",, .", "sesi yavaşlat, hızlandır"), ("R", "perde aralığı: eksen, veri, her seri"), ("S", "gezinirken sesi aç, kapat"),
                    ("/, F", "değer ya da kategori bul (Enter sonraki, Escape grafiğe dön)"), ("?", "tuşları dinle")]
            soundUnavailable = "Bu tarayıcı ses çalamıyor."
            noSound = "Bu grafikte çalınacak değer yok."
            downloadCSV = "Verileri indir (CSV)"
            allData = "tüm veriler"
            sortedAscending = "%@ sütununa göre artan sıralandı"
            sortedDescending = "%@ sütununa göre azalan sıralandı"
            nav = .turkish
        default:
            lang = "en"
            chartRole = "interactive chart"
            play = "Play sound"
            stop = "Stop sound"
            moveTones = "Tones while moving"
            all = "All"
            showTable = "Show data table"
            hideTable = "Hide data table"
            timeRange = "Time range"
            series = "Series"
            summaryHeading = "Summary"
            help = "Select the chart, then move through it with the keyboard."
            keysHeading = "Keys"
            keys = [("Left, Right", "previous or next at this level"), ("Down, Enter", "down a level"), ("Up", "up a level"),
                    ("Home, End", "first or last"), ("Page Up, Page Down", "back or forward a tenth"),
                    ("L, H", "lowest or highest value"), ("P", "play from here or stop"), ("Escape", "stop the sound, or up a level"),
                    (", and .", "slower or faster sound"), ("R", "pitch over the axis, the data or each series"),
                    ("S", "tones while moving on or off"),
                    ("/, F", "find a value or category (Enter for the next, Escape back to the chart)"), ("?", "hear the keys")]
            soundUnavailable = "This browser cannot play sound."
            noSound = "This chart has no values to play."
            nav = .english
        }
        keysSpoken = keys.map { "\($0.key): \($0.action)" }.joined(separator: "; ") + ". " + nav.soundMapping
    }

    /// "3 months", "1 year", "2 weeks".
    func range(_ range: TimeRange) -> String {
        let n = range.count
        switch lang {
        case "ko":
            let unit = switch range.unit { case .day: "일"; case .week: "주"; case .month: "개월"; case .year: "년" }
            return "\(n)\(unit)"
        case "tr":
            let unit = switch range.unit { case .day: "gün"; case .week: "hafta"; case .month: "ay"; case .year: "yıl" }
            return "\(n) \(unit)"
        default:
            let unit = switch range.unit { case .day: "day"; case .week: "week"; case .month: "month"; case .year: "year" }
            return "\(n) \(unit)\(n == 1 ? "" : "s")"
        }
    }

    /// "Showing 3 months: from 171.20 US dollars to 189.90 US dollars, up 10.9 percent."
    func showing(_ span: String, changes: [String]) -> String {
        let body = changes.joined(separator: "; ")
        switch lang {
        case "ko": return body.isEmpty ? "\(span) 표시" : "\(span) 표시: \(body)"
        case "tr": return body.isEmpty ? "\(span) gösteriliyor" : "\(span) gösteriliyor: \(body)"
        default: return body.isEmpty ? "Showing \(span)" : "Showing \(span): \(body)"
        }
    }

    /// "from 171.20 US dollars to 189.90 US dollars, up 10.9 percent" (the percent left out from zero).
    func change(first: String, last: String, rising: Bool?, percent: String?) -> String {
        switch lang {
        case "ko":
            let head = "\(first)에서 \(last)"
            guard let rising else { return "\(head), 변화 없음" }
            return percent.map { "\(head), \($0)퍼센트 \(rising ? "상승" : "하락")" } ?? head
        case "tr":
            guard let rising else { return "\(first) ile \(last) arası, değişim yok" }
            return percent.map { "\(first) ile \(last) arası, yüzde \($0) \(rising ? "artış" : "azalış")" } ?? "\(first) ile \(last) arası"
        default:
            let head = "from \(first) to \(last)"
            guard let rising else { return "\(head), no change" }
            return percent.map { "\(head), \(rising ? "up" : "down") \($0) percent" } ?? head
        }
    }
}
