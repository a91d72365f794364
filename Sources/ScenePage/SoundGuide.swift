import Foundation
import PlotlineScene
import SceneAudio

/// "How to read the sound": a sentence for each cue the chart's audio graph uses, and only those, in the
/// page's language: time along x, pitch for value, what the pitch spans, how series are told apart (in
/// turn after a hiss, or together across from left to right; their timbres, and past the five distinct
/// ones how else), each reference's chirp, and a tone's length where it carries a size.
///
/// Read from the audio graph the page plays (its tones, channels and options) and the descriptor's axis
/// titles, so it says what is heard.
enum SoundGuide {
    static func sentences(_ graph: AudioGraph, descriptor: ChartDescriptor, locale: Locale, digits: DigitGrouping) -> [String] {
        let words = PhraseCatalogue.of(locale)
        func named(_ title: String) -> String? {
            let t = title.trimmingCharacters(in: .whitespacesAndNewlines)
            return t.isEmpty ? nil : t
        }
        var out: [String] = []
        out.append(named(descriptor.xAxis.title).map { words.text(.spokenTimeNamed, ["title": $0]) } ?? words.text(.spokenTime))
        out.append(named(descriptor.yAxis.title).map { words.text(.spokenPitchNamed, ["title": $0]) } ?? words.text(.spokenPitch))
        switch graph.options.pitchSpan {
        case .axis: break
        case .data: out.append(words.text(.spokenDataSpan))
        case .series: out.append(words.text(.spokenSeriesSpan))
        }
        let data = graph.tones.filter { $0.kind == .data }
        let seriesCount = Set(data.compactMap(\.series)).count
        let together = graph.channels == 2
        if seriesCount > 1 {
            out.append(words.text(together ? .guideTogether : .guideInTurn))
        }
        // Timbres: by category; five distinct ones, then they repeat.
        let distinct = Timbre.categoryPalette.count
        let timbresPerSeries = Dictionary(grouping: data.filter { $0.series != nil }, by: { $0.series! })
            .mapValues { Set($0.map(\.timbre)) }
        let timbres = Set(data.map(\.timbre))
        if timbres.count > 1 {
            let oneEach = timbresPerSeries.values.allSatisfy { $0.count == 1 }
            if seriesCount > 1 && oneEach {
                if seriesCount > distinct {
                    out.append(words.text(together ? .guideTimbresRepeatTogether : .guideTimbresRepeat, ["n": digits.write(seriesCount)]))
                } else {
                    out.append(words.text(.guideTimbres))
                }
            } else {
                out.append(words.text(.guideCategoryTimbres))
            }
        }
        if graph.tones.contains(where: { $0.kind == .earcon }) { out.append(words.text(.spokenEarcon)) }
        // A size channel: single tones of different lengths (a glide's length is its run's, not a size).
        let single = data.filter { $0.pitch.count == 1 && $0.points.count == 1 }
        if let lo = single.map(\.duration).min(), let hi = single.map(\.duration).max(), hi - lo > 1e-6 {
            out.append(words.text(.guideLength))
        }
        return out
    }
}
