import Foundation
import Plotline
@testable import PlotlineAudio
import PlotlineGallery
import Testing

/// The WAV's spoken introduction says the title and summary, then how to listen: x is time, y is pitch,
/// and with several series how they play; in the voice's language.
@Suite struct SpokenIntroductionTests {
    static func graph(_ slug: String, together: Bool = false) throws -> AudioGraph {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        var options = AudioGraphOptions()
        if together { options.seriesPlayback = .together }
        return try AudioGraph(descriptor: entry.chart.resolve().accessibility.descriptor, options: options)
    }

    @Test func oneSeriesSaysTimeAndPitch() throws {
        let steps = try Self.graph("01-steps")
        #expect(steps.spokenIntroduction(voice: "en") == steps.spokenText
                + " In this sound, x is time and y is pitch: higher values sound higher.")
        #expect(steps.spokenIntroduction(voice: "ko").hasSuffix("이 소리에서 x축은 시간, y축은 음높이이며, 값이 클수록 높은 음입니다."))
        #expect(steps.spokenIntroduction(voice: "tr-TR").hasSuffix("Bu seste x ekseni zaman, y ekseni perdedir; büyük değerler daha tiz duyulur."))
    }

    @Test func severalSeriesSayHowTheyPlay() throws {
        let one = try Self.graph("05-blood-pressure")
        #expect(one.spokenIntroduction(voice: "en-us").hasSuffix(
            "higher values sound higher. The series play one after another, with a short hiss between them, each with its own timbre."))
        let together = try Self.graph("05-blood-pressure", together: true)
        #expect(together.spokenIntroduction(voice: "en").hasSuffix(
            "The series play together, spread from left to right, each with its own timbre."))
        #expect(one.spokenIntroduction(voice: "en").hasPrefix(one.spokenText))
    }
}
