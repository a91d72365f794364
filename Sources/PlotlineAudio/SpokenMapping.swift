import Foundation

/// The spoken explanation of how the chart became sound, read after the title and summary (with
/// `--speak`): x is time, y is pitch, a series is a timbre (and a cue between series), chirps mark
/// references crossed, and what the pitch spans. In English, Korean and Turkish; other languages hear the
/// English words.
///
/// The names of the axes are set apart (after a colon, or before a copula) so no grammatical ending has to
/// agree with them.
extension AudioGraph {
    /// The title and summary, then the explanation of the mapping, in `language` (such as "en", "ko-KR", "tr").
    public func spokenIntroduction(language: String) -> String {
        [spokenText, mappingExplanation(language: language)].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// How the sound maps the chart, in sentences.
    public func mappingExplanation(language: String) -> String {
        let code = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        let words = SpokenMappingWords.of(code)
        var sentences: [String] = [words.time(xTitle), words.pitch(yTitle)]
        switch options.pitchSpan {
        case .axis: break
        case .data: sentences.append(words.dataSpan)
        case .series: sentences.append(words.seriesSpan)
        }
        if seriesPitch.count > 1 {
            sentences.append(channels == 2 ? words.together : words.inTurn)
        }
        if tones.contains(where: { $0.kind == .earcon }) { sentences.append(words.earcon) }
        return sentences.joined(separator: " ")
    }
}

/// The sentences of the explanation in one language.
struct SpokenMappingWords {
    var time: (String) -> String
    var pitch: (String) -> String
    var dataSpan: String
    var seriesSpan: String
    var inTurn: String
    var together: String
    var earcon: String

    static func of(_ code: String) -> SpokenMappingWords {
        func named(_ title: String) -> String? {
            let t = title.trimmingCharacters(in: .whitespacesAndNewlines)
            return t.isEmpty ? nil : t
        }
        switch code {
        case "ko":
            return SpokenMappingWords(
                time: { named($0).map { "소리에서 시간은 가로축입니다: \($0)." } ?? "소리에서 시간은 가로축입니다." },
                pitch: { named($0).map { "음높이는 세로축입니다: \($0). 음이 높을수록 값이 큽니다." }
                    ?? "음높이는 세로축입니다. 음이 높을수록 값이 큽니다." },
                dataSpan: "음높이는 데이터의 최솟값부터 최댓값까지입니다.",
                seriesSpan: "각 계열의 음높이는 그 계열의 최솟값부터 최댓값까지입니다.",
                inTurn: "계열마다 음색이 다르고, 짧은 잡음 뒤에 차례로 재생됩니다.",
                together: "계열마다 음색이 다르고, 왼쪽부터 오른쪽까지 함께 재생됩니다.",
                earcon: "기준선을 지날 때 짧은 신호음이 납니다. 위로 지나면 올라가고, 아래로 지나면 내려갑니다.")
        case "tr":
            return SpokenMappingWords(
                time: { named($0).map { "Seste zaman yatay eksendir: \($0)." } ?? "Seste zaman yatay eksendir." },
                pitch: { named($0).map { "Perde dikey eksendir: \($0). Ses yükseldikçe değer artar." }
                    ?? "Perde dikey eksendir. Ses yükseldikçe değer artar." },
                dataSpan: "Perde, verinin en küçük değerinden en büyük değerine uzanır.",
                seriesSpan: "Her serinin perdesi, kendi en küçük değerinden en büyük değerine uzanır.",
                inTurn: "Her serinin kendi tınısı vardır; seriler kısa bir hışırtıdan sonra sırayla çalar.",
                together: "Her serinin kendi tınısı vardır; seriler soldan sağa yayılarak birlikte çalar.",
                earcon: "Bir referans geçildiğinde kısa bir sinyal duyulur: yukarı geçişte yükselir, aşağı geçişte alçalır.")
        default:
            return SpokenMappingWords(
                time: { named($0).map { "In the sound, time is the horizontal axis: \($0)." }
                    ?? "In the sound, time is the horizontal axis." },
                pitch: { named($0).map { "Pitch is the vertical axis: \($0). A higher note is a higher value." }
                    ?? "Pitch is the vertical axis. A higher note is a higher value." },
                dataSpan: "The notes span the data, from its lowest value to its highest.",
                seriesSpan: "Each series' notes span its own lowest to highest value.",
                inTurn: "Each series has its own timbre, and they play in turn, after a short hiss.",
                together: "Each series has its own timbre, and they play together, spread from left to right.",
                earcon: "A short chirp marks each reference crossed: rising when crossing upward, falling when crossing downward.")
        }
    }
}
