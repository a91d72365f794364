import Foundation
import Testing
import Plotline
@testable import PlotlineAudio
@testable import SceneAudio

/// The mapping from data to tones (AG6), checked on the schedule.
@Suite struct MappingTests {
    @Test func axisEndsAreTheEndsOfTheNoteRange() throws {
        let graph = try AudioGraph(descriptor: descriptor([0, 50, 100]))
        let f = graph.tones.map { $0.frequencies[0] }
        #expect(abs(f[0] - 130.8128) < 0.001)     // MIDI 48
        #expect(abs(f[2] - 1046.502) < 0.001)     // MIDI 84
        #expect(abs(graph.pitch.note(for: 50) - 66) < 1e-9)
    }

    @Test func equalStepsAreEqualIntervals() throws {
        let graph = try AudioGraph(descriptor: descriptor([10, 20, 30, 40]))
        let f = graph.tones.map { $0.frequencies[0] }
        let ratios = zip(f, f.dropFirst()).map { $1 / $0 }
        for r in ratios { #expect(abs(r - ratios[0]) < 1e-9) }
    }

    @Test func onALogAxisEqualRatiosAreEqualSteps() throws {
        let graph = try AudioGraph(descriptor: descriptor([1, 10, 100, 1_000], range: 1...1_000, scale: .log10))
        let notes = [1.0, 10, 100, 1_000].map(graph.pitch.note(for:))
        #expect(notes.map { ($0 * 1e6).rounded() / 1e6 } == [48, 60, 72, 84])
    }

    @Test func aFixedAxisSetsThePitchNotTheData() throws {
        let days = (0..<5).map { Date(timeIntervalSince1970: 1_722_470_400 + Double($0) * 86_400) }
        let chart = Chart(Array(zip(days, [20.0, 25, 30, 35, 40])), id: \.0) { item in
            LineMark(x: .value("Time", item.0), y: .value("Charge", item.1, unit: "percent"))
        }.chartYScale(domain: 0...100)
        let graph = try chart.resolve().sonification()
        #expect(graph.pitch.lowerValue == 0 && graph.pitch.upperValue == 100)
        let contour = try #require(graph.tones.first).frequencies
        #expect(abs(contour[0] - expectedFrequency(20)) < 1e-6)
        #expect(abs(contour[4] - expectedFrequency(40)) < 1e-6)
    }

    @Test func aConfiguredNoteRange() throws {
        var options = AudioGraphOptions()
        options.noteRange = 60...72
        let graph = try AudioGraph(descriptor: descriptor([0, 100]), options: options)
        #expect(abs(graph.tones[0].frequencies[0] - 261.6256) < 0.001)
        #expect(abs(graph.tones[1].frequencies[0] - 523.2511) < 0.001)
    }

    @Test func aShortSeriesIsNotStretchedToFiveSeconds() throws {
        let graph = try AudioGraph(descriptor: descriptor([1, 2, 3, 4, 5, 6, 7]))
        #expect(graph.step == 0.25)
        #expect(graph.tones.map(\.start) == (0..<7).map { Double($0) * 0.25 })
        #expect(graph.tones.allSatisfy { abs($0.duration - 0.23) < 1e-9 })
        #expect(graph.duration < 2)
    }

    @Test func aDenseSeriesTakesAboutFiveSeconds() throws {
        let graph = try AudioGraph(descriptor: descriptor((0..<100).map { Double($0 % 50) }, continuous: true))
        #expect(abs(graph.seriesTimes[0].upperBound - 5) < 1e-9)
        #expect(abs(graph.step - 0.05) < 1e-12)
    }

    @Test func discreteTonesAreAtLeastATenthOfASecondWithGaps() throws {
        let graph = try AudioGraph(descriptor: descriptor((0..<40).map { Double($0) }))
        #expect(graph.tones.allSatisfy { $0.duration >= 0.1 - 1e-12 })
        for (a, b) in zip(graph.tones, graph.tones.dropFirst()) { #expect(b.start - a.end >= 0.02 - 1e-9) }
    }

    @Test func aContinuousSeriesIsOneGlideAndMissingValuesBreakIt() throws {
        let graph = try AudioGraph(descriptor: descriptor([10, 20, 30, nil, 50, 60], continuous: true))
        #expect(graph.tones.count == 2)
        #expect(graph.tones[0].points == [0, 1, 2] && graph.tones[1].points == [4, 5])
        #expect(graph.tones[0].pitch.map(\.time) == [0, 0.25, 0.5])
        #expect(graph.tones[1].start == 1.0)
    }

    @Test func aNumericAdditionalAxisSetsToneLength() throws {
        let size = NumericAxisDescriptor(title: "Price", range: 0...100) { "\($0)" }
        let d = descriptor([50, 50, 50], additionalAxes: [size], extra: [[.number(0)], [.number(50)], [.number(100)]])
        let lengths = try AudioGraph(descriptor: d).tones.map(\.duration)
        #expect(lengths.map { ($0 * 1e9).rounded() / 1e9 } == [0.1, 0.25, 0.4])
    }

    @Test func aCategoricalAdditionalAxisPicksTimbresInCategoryOrder() throws {
        let origin = CategoricalAxisDescriptor(title: "Origin", categoryOrder: ["USA", "Europe", "Japan", "Korea", "India", "Brazil"])
        let names = ["Japan", "USA", "Brazil", "Europe", "India", "Korea"]
        let d = descriptor([1, 2, 3, 4, 5, 6], additionalAxes: [origin], extra: names.map { [.category($0)] })
        let timbres = try AudioGraph(descriptor: d).tones.map(\.timbre)
        #expect(timbres == [.sawtooth, .sine, .sine, .square, .chime, .organ])
    }

    @Test func seriesPlayInLegendOrderWithACueBetween() throws {
        let a = DataSeriesDescriptor(name: "A", isContinuous: false, dataPoints: [DataPoint(x: 0, y: 10), DataPoint(x: 1, y: 20)])
        let b = DataSeriesDescriptor(name: "B", isContinuous: false, dataPoints: [DataPoint(x: 0, y: 30), DataPoint(x: 1, y: 40)])
        var d = descriptor([1])
        d.series = [a, b]
        let graph = try AudioGraph(descriptor: d)
        #expect(graph.channels == 1)
        #expect(graph.tones.map(\.kind) == [.data, .data, .cue, .data, .data])
        #expect(graph.tones.compactMap(\.series) == [0, 0, 1, 1])
        let cue = graph.tones[2]
        #expect(cue.start > graph.seriesTimes[0].upperBound && cue.end < graph.seriesTimes[1].lowerBound)

        var options = AudioGraphOptions()
        options.seriesPlayback = .together
        let together = try AudioGraph(descriptor: d, options: options)
        #expect(together.channels == 2)
        #expect(!together.tones.contains { $0.kind == .cue })
        #expect(together.tones.filter { $0.series == 0 }.allSatisfy { $0.pan == -0.8 })
        #expect(together.tones.filter { $0.series == 1 }.allSatisfy { $0.pan == 0.8 })
        #expect(together.tones.filter { $0.series == 1 }.map(\.start) == [0, 0.25])
    }

    @Test func gapsInXAreSilence() throws {
        // Daily values with a missing week in the middle: days 0-4, then 12-16.
        let days = [0.0, 1, 2, 3, 4, 12, 13, 14, 15, 16].map { 1_722_470_400 + $0 * 86_400 }
        let graph = try AudioGraph(descriptor: descriptor(Array(repeating: 40, count: 10), xs: days))
        let starts = graph.tones.map(\.start)
        // Ten positions over 16 days: the week without data is the silence between the fifth and sixth tone.
        let perDay = 9 * graph.step / 16
        for (start, day) in zip(starts, [0.0, 1, 2, 3, 4, 12, 13, 14, 15, 16]) { #expect(abs(start - day * perDay) < 1e-9) }
        // Seven days without data: eight days from tone to tone, less the tone itself.
        #expect(abs(starts[5] - graph.tones[4].end - (8 * perDay - 0.23)) < 1e-9 && starts[5] - graph.tones[4].end > 0.8)
    }

    @Test func aMillionPointsTakeAboutFiveSecondsAndKeepPeaks() throws {
        let n = 1_000_000
        var ys = (0..<n).map { 50 + 20 * sin(Double($0) / 40_000) }
        ys[123_457] = 99.5   // one spike
        ys[765_432] = 0.5    // one trough
        let graph = try AudioGraph(descriptor: descriptor(ys, continuous: true))
        #expect(graph.isReduced)
        #expect(abs(graph.seriesTimes[0].upperBound - 5) < 0.1)
        let tone = try #require(graph.tones.first)
        #expect(graph.tones.count == 1)
        let steps = zip(tone.pitch, tone.pitch.dropFirst()).map { $1.time - $0.time }
        #expect(steps.allSatisfy { $0 >= 0.04 - 1e-9 })
        #expect(abs((tone.frequencies.max() ?? 0) - expectedFrequency(99.5)) < 1e-6)
        #expect(abs((tone.frequencies.min() ?? 0) - expectedFrequency(0.5)) < 1e-6)
    }

    @Test func manyDiscretePointsAreReducedToTonesOfATenthOfASecond() throws {
        let graph = try AudioGraph(descriptor: descriptor((0..<5_000).map { Double($0 % 97) }))
        #expect(graph.isReduced)
        #expect(graph.tones.allSatisfy { $0.duration >= 0.1 - 1e-12 })
        #expect(graph.duration < 5.2)
    }

    @Test func theScheduleAsJSON() throws {
        let graph = try AudioGraph(descriptor: descriptor([10, 90], continuous: true))
        let json = try JSONSerialization.jsonObject(with: try graph.scheduleJSON()) as? [String: Any]
        let tones = try #require(json?["tones"] as? [[String: Any]])
        #expect(tones.count == 1)
        let pitch = try #require(tones[0]["pitch"] as? [[String: Double]])
        #expect(pitch.count == 2 && pitch[1]["time"] == 0.25)
        #expect((json?["timbres"] as? [String: [Double]])?["sine"] == [1])
        #expect(json?["spokenText"] as? String == "Test. A test chart.")
    }
}
