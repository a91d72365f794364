import Foundation
@testable import Plotline
import PlotlineAudio
import PlotlineGallery
import PlotlineHTML
@testable import ScenePage
import Testing

/// "How to read the sound" (issue 30) names each cue the chart's own sound uses, and no other: time and pitch
/// always; the series in turn after a hiss, or together across from left to right; their timbres, and past
/// the five distinct ones how else to tell them apart; a chirp where there are references; a longer tone where
/// a size sets length. In each language.
@Suite struct SoundGuideTests {
    /// A line chart of `n` series of 6 monthly values each.
    static func chart(series n: Int, locale: String = "en-US") throws -> ResolvedChart {
        var csv = "date,name,value"
        for s in 0..<n {
            for m in 1...6 { csv += "\n2020-0\(m)-01,S\(s + 1),\(10 + s + m)" }
        }
        let table = try CSVReader.read(csv, source: "t.csv")
        var channels: [Channel: EncodingSpec] = [.x: EncodingSpec(field: "date"), .y: EncodingSpec(field: "value")]
        if n > 1 { channels[.color] = EncodingSpec(field: "name") }
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: channels)])
        spec.locale = locale
        return try ChartResolver.resolve(spec)
    }

    static func guide(_ chart: ResolvedChart, _ options: AudioGraphOptions = AudioGraphOptions()) throws -> String {
        let graph = try AudioGraph(descriptor: chart.accessibility.descriptor, options: options)
        return SoundGuide.sentences(graph, descriptor: chart.accessibility.descriptor, locale: chart.locale,
                                    digits: DigitGrouping(locale: chart.locale)).joined(separator: " ")
    }

    static let timeAndPitch = "In the sound, time is the horizontal axis: date. Pitch is the vertical axis: value. A higher note is a higher value."

    @Test func oneSeriesIsTimeAndPitchAlone() throws {
        #expect(try Self.guide(Self.chart(series: 1)) == Self.timeAndPitch)
    }

    @Test func threeSeriesPlayInTurnEachWithItsTimbre() throws {
        #expect(try Self.guide(Self.chart(series: 3)) == Self.timeAndPitch
            + " The series play one after another in the legend’s order, each after a short hiss. Each series has its own timbre.")
        var together = AudioGraphOptions()
        together.seriesPlayback = .together
        #expect(try Self.guide(Self.chart(series: 3), together) == Self.timeAndPitch
            + " The series play together, spread from left to right in the legend’s order. Each series has its own timbre.")
    }

    @Test func pastFiveSeriesTheWordsSayTheTimbresRepeatAndHowElseToTellThem() throws {
        #expect(try Self.guide(Self.chart(series: 20)) == Self.timeAndPitch
            + " The series play one after another in the legend’s order, each after a short hiss."
            + " The 20 series share five timbres, which repeat from the sixth: tell them apart by their order and the hiss before each.")
        var together = AudioGraphOptions()
        together.seriesPlayback = .together
        #expect(try Self.guide(Self.chart(series: 20), together).hasSuffix(
            "The 20 series share five timbres, which repeat from the sixth: tell them apart by where each sounds, from left to right."))
    }

    @Test func aChirpWhereThereAreReferencesAndLengthWhereASizeSetsIt() throws {
        let steps = try #require(Gallery.entries.first { $0.slug == "01-steps" }).chart.resolve()
        #expect(try Self.guide(steps).hasSuffix("A short chirp marks each reference crossed: rising when crossing upward, falling when crossing downward."))
        let cars = try #require(Gallery.entries.first { $0.slug == "09-cars" }).chart.resolve()
        #expect(try Self.guide(cars).hasSuffix("Each series has its own timbre. A longer tone is a larger size."))
        #expect(try !Self.guide(Self.chart(series: 3)).contains("chirp"))
        #expect(try !Self.guide(Self.chart(series: 3)).contains("longer tone"))
    }

    @Test func inKoreanAndTurkish() throws {
        #expect(try Self.guide(Self.chart(series: 20, locale: "ko-KR")).contains("계열 20개가 음색 다섯 가지를 나누어 쓰며"))
        #expect(try Self.guide(Self.chart(series: 20, locale: "tr-TR")).contains("20 seri beş tınıyı paylaşır"))
    }
}
