/// The words the page's navigation and sound controls speak, in the chart's language: each level's name,
/// where the cursor is ("value 3 of 31"), the ends of a level, the lowest and highest jumps, and what P, S,
/// the speed keys, the pitch-span key, search and Escape did. `{level}`, `{n}`, `{count}`, `{from}`, `{speed}`,
/// `{span}` and `{query}` are filled in by the
/// page's script; everything else is said as written.
struct NavigationWords: Encodable {
    /// Names of the levels: the chart, a series, a group along x, a value, a rule or band, an axis, the legend.
    var levels: [String: String]
    /// "value 3 of 31".
    var position: String
    /// A series in the tree: "Steps, 31 values".
    var seriesCount: String
    /// Said at the ends of a level instead of the same label again: "Last value", "First series".
    var first: String
    var last: String
    /// Up from the chart, and down from a point.
    var top: String
    var bottom: String
    var lowest: String
    var highest: String
    /// S: "Tones while moving on".
    var tonesOn: String
    var tonesOff: String
    /// P from the start, from a point, and Escape or P again.
    var playingFromStart: String
    var playingFrom: String
    var stopped: String
    /// The three speeds, slow to fast, and the announcement of a change.
    var speeds: [String]
    var speed: String
    /// The sound's mapping, said on the page and by the help key.
    var soundMapping: String
    /// Said after the chart's name and summary when it takes focus.
    var hint: String
    /// The pitch-span control (R, and its button): "Pitch spans {span}", with each span's name.
    var pitchSpan: String
    var pitchSpans: [String: String]
    /// Search (/ or F): the box's label, a match ("Match {n} of {count}", before the match's label), and
    /// no match ("No match for {query}").
    var find: String
    var match: String
    var noMatch: String

    static let english = NavigationWords(
        levels: ["chart": "chart", "series": "series", "group": "group", "point": "value", "total": "total", "reference": "reference",
                 "axis": "axis", "legend": "legend"],
        position: "{level} {n} of {count}", seriesCount: "{count} values", first: "First {level}", last: "Last {level}",
        top: "Top level, the whole chart", bottom: "Lowest level", lowest: "Lowest", highest: "Highest",
        tonesOn: "Tones while moving on", tonesOff: "Tones while moving off",
        playingFromStart: "Playing from the start, {speed} speed. Escape stops.",
        playingFrom: "Playing from {from}, {speed} speed. Escape stops.", stopped: "Sound stopped",
        speeds: ["slow", "normal", "fast"], speed: "Speed {speed}",
        soundMapping: "In the sound, x is time, y is pitch (higher values sound higher), and each series has its own timbre.",
        hint: "Press question mark for the keys.",
        pitchSpan: "Pitch spans {span}",
        pitchSpans: ["axis": "the axis", "data": "the data", "series": "each series' own range"],
        find: "Find", match: "Match {n} of {count}", noMatch: "No match for {query}")

    static let korean = NavigationWords(
        levels: ["chart": "차트", "series": "계열", "group": "그룹", "point": "값", "total": "합계", "reference": "기준",
                 "axis": "축", "legend": "범례"],
        position: "{level} {count}개 중 {n}번째", seriesCount: "값 {count}개", first: "첫 {level}", last: "마지막 {level}",
        top: "최상위 단계, 차트 전체", bottom: "가장 아래 단계", lowest: "최저", highest: "최고",
        tonesOn: "이동할 때 소리 켬", tonesOff: "이동할 때 소리 끔",
        playingFromStart: "처음부터 재생, 속도 {speed}. Escape로 멈춥니다.",
        playingFrom: "{from}부터 재생, 속도 {speed}. Escape로 멈춥니다.", stopped: "소리 멈춤",
        speeds: ["느리게", "보통", "빠르게"], speed: "속도 {speed}",
        soundMapping: "소리에서 x축은 시간, y축은 음높이(값이 클수록 높은 음)이며, 계열마다 음색이 다릅니다.",
        hint: "물음표 키를 누르면 키 안내를 듣습니다.",
        pitchSpan: "음높이 범위: {span}",
        pitchSpans: ["axis": "축", "data": "데이터", "series": "계열별 범위"],
        find: "찾기", match: "찾은 항목 {count}개 중 {n}번째", noMatch: "{query}: 찾은 항목 없음")

    static let turkish = NavigationWords(
        levels: ["chart": "grafik", "series": "seri", "group": "grup", "point": "değer", "total": "toplam", "reference": "referans",
                 "axis": "eksen", "legend": "gösterge"],
        position: "{level} {n}/{count}", seriesCount: "{count} değer", first: "İlk {level}", last: "Son {level}",
        top: "En üst düzey, grafiğin tamamı", bottom: "En alt düzey", lowest: "En düşük", highest: "En yüksek",
        tonesOn: "Gezinirken ses açık", tonesOff: "Gezinirken ses kapalı",
        playingFromStart: "Baştan çalınıyor, hız: {speed}. Escape durdurur.",
        playingFrom: "{from} noktasından çalınıyor, hız: {speed}. Escape durdurur.", stopped: "Ses durduruldu",
        speeds: ["yavaş", "normal", "hızlı"], speed: "Hız: {speed}",
        soundMapping: "Seste x ekseni zaman, y ekseni perdedir (büyük değerler daha tizdir) ve her serinin kendi tınısı vardır.",
        hint: "Tuşlar için soru işaretine basın.",
        pitchSpan: "Perde aralığı: {span}",
        pitchSpans: ["axis": "eksen", "data": "veri", "series": "her serinin kendi aralığı"],
        find: "Bul", match: "Eşleşme {n}/{count}", noMatch: "{query} için eşleşme yok")
}
