import Foundation
import PlotlineScene

/// The spoken explanation of how the chart became sound, read after the title and summary (with
/// `--speak`): x is time, y is pitch, a series is a timbre (and a cue between series), chirps mark
/// references crossed, and what the pitch spans. In each language with a phrase catalogue (English, Korean
/// and Turkish); other languages hear the English words.
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

    /// The sentences of the language `code` ("ko") names, from its phrase catalogue; English for a language
    /// without one.
    static func of(_ code: String) -> SpokenMappingWords {
        let words = PhraseCatalogue.of(languageCode: code)
        func named(_ title: String) -> String? {
            let t = title.trimmingCharacters(in: .whitespacesAndNewlines)
            return t.isEmpty ? nil : t
        }
        return SpokenMappingWords(
            time: { named($0).map { words.text(.spokenTimeNamed, ["title": $0]) } ?? words.text(.spokenTime) },
            pitch: { named($0).map { words.text(.spokenPitchNamed, ["title": $0]) } ?? words.text(.spokenPitch) },
            dataSpan: words.text(.spokenDataSpan),
            seriesSpan: words.text(.spokenSeriesSpan),
            inTurn: words.text(.spokenInTurn),
            together: words.text(.spokenTogether),
            earcon: words.text(.spokenEarcon))
    }
}
