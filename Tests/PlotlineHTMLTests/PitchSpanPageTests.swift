import Foundation
import Plotline
import PlotlineAudio
import PlotlineGallery
import PlotlineHTML
@testable import ScenePage
import Testing

/// The page's pitch-span control (issue 17): each view carries its audio graph over the other two spans, tone
/// for tone the schedule the WAV made with `--pitch-span` plays, and each point's pitch under each span.
@Suite struct PitchSpanPageTests {
    @Test func theOtherSpansAreTheWAVsSchedules() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "05-blood-pressure" })
        let chart = try entry.chart.resolve()
        let view = HTMLPage.View.make(id: "v0", chart: chart, audio: AudioGraphOptions())
        #expect(view.pitchSpan == "axis")
        #expect(Set(view.spanSounds.keys) == ["data", "series"])
        for span in [AudioGraphOptions.PitchSpan.data, .series] {
            var options = AudioGraphOptions()
            options.pitchSpan = span
            let graph = try AudioGraph(descriptor: chart.accessibility.descriptor, options: options)
            let sound = try #require(view.spanSounds[span.rawValue])
            #expect(sound.tones == graph.toneSchedule())
            #expect(sound.duration == graph.duration && sound.mixGain == graph.mixGain())
            // Each point's pitch under the span: its series' own mapping of its value.
            for (s, series) in view.nav.series.enumerated() {
                let frequencies = try #require(series.spanF[span.rawValue])
                #expect(frequencies.count == series.points.count)
                let mapping = graph.seriesPitch[s]
                let ys = chart.accessibility.descriptor.series[s].dataPoints.compactMap(\.y)
                #expect(frequencies.compactMap { $0 } == ys.map { NavigationModel.round(mapping.frequency(for: $0)) })
            }
        }
        // Over each series' own range the two series each reach the top note, unlike over the axis.
        let own = try #require(view.spanSounds["series"]).tones.filter { $0.kind == .data }
        let axis = try #require(view.sound).tones.filter { $0.kind == .data }
        let top = PitchMapping.frequency(note: 84)
        for s in [0, 1] {
            let highest = own.filter { $0.series == s }.flatMap { $0.pitch.map(\.frequency) }.max() ?? 0
            #expect(abs(highest - top) < 0.01, "series \(s) reaches \(highest) Hz")
            let onAxis = axis.filter { $0.series == s }.flatMap { $0.pitch.map(\.frequency) }.max() ?? 0
            #expect(onAxis < top - 1)
        }
    }

    @Test func theButtonSaysTheSpan() throws {
        let chart = try Chart([("a", 1.0)], id: \.0) { r in BarMark(x: .value("Name", r.0), y: .value("Value", r.1)) }.resolve()
        let view = HTMLPage.View.make(id: "v0", chart: chart, audio: AudioGraphOptions())
        #expect(view.sound != nil)
        #expect(view.spanSounds.count == 2)
        let html = HTMLPage.render(chart)
        #expect(html.contains("<button type=\"button\" id=\"pitch-span\">Pitch spans the axis</button>"))
    }
}
