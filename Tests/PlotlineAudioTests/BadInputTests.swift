import Foundation
import Testing
import Plotline
@testable import PlotlineAudio
@testable import SceneAudio

/// Input that cannot be played well still gives meaningful sound or a clear error, and a well-formed file.
@Suite struct BadInputTests {
    @Test func everyValueMissingIsAClearError() {
        #expect(throws: PlotlineError.invalidData("nothing to play: every y value is missing, so there is no pitch to sound")) {
            try AudioGraph(descriptor: descriptor([nil, nil, .nan]))
        }
    }

    @Test func noSeriesIsAClearError() {
        var d = descriptor([1])
        d.series = []
        #expect(throws: PlotlineError.invalidData("nothing to play: the chart has no series")) { try AudioGraph(descriptor: d) }
    }

    @Test func onePointIsOneTone() throws {
        for continuous in [false, true] {
            let graph = try AudioGraph(descriptor: descriptor([42], continuous: continuous))
            #expect(graph.tones.count == 1)
            #expect(graph.tones[0].duration >= 0.1)
            let audio = try decoded(graph)
            #expect(Measure.sounds(audio.channels[0], rate: 44_100).count == 1)
        }
    }

    @Test func equalValuesAreOneSteadyPitch() throws {
        // Through the chart, so the axis range is the one the resolver picks for equal values.
        let chart = Chart(Array(0..<8), id: \.self) { i in LineMark(x: .value("X", i), y: .value("Y", 7)) }
        let graph = try chart.resolve().sonification()
        #expect(graph.tones.count == 1)
        #expect(Set(graph.tones[0].frequencies).count == 1)
        // A range of one value: the middle note.
        let flat = try AudioGraph(descriptor: descriptor([5, 5, 5], range: 5...5))
        #expect(flat.tones.allSatisfy { abs($0.frequencies[0] - PitchMapping.frequency(note: 66)) < 1e-9 })
    }

    @Test func notANumberIsSilenceOrLeftOut() throws {
        let graph = try AudioGraph(descriptor: descriptor([10, .nan, 30, .infinity, 50]))
        #expect(graph.tones.map(\.points) == [[0], [2], [4]])
        // An x that is not a number cannot be placed in time: that point is left out.
        let x = try AudioGraph(descriptor: descriptor([10, 20, 30], xs: [0, .nan, 2]))
        #expect(x.tones.map(\.points) == [[0], [2]])
        // An axis range that is not numbers: the data's extremes.
        let range = try AudioGraph(descriptor: descriptor([10, 20], range: -Double.infinity...Double.infinity))
        #expect(range.pitch.lowerValue == 10 && range.pitch.upperValue == 20)
    }

    @Test func valuesOutsideTheAxisWidenIt() throws {
        let graph = try AudioGraph(descriptor: descriptor([-50, 150]))
        #expect(graph.pitch.lowerValue == -50 && graph.pitch.upperValue == 150)
    }

    @Test func aLogAxisWithoutPositiveNumbersFallsBackToLinear() throws {
        let graph = try AudioGraph(descriptor: descriptor([-1, 0, 10], range: 0...10, scale: .log10))
        #expect(!graph.pitch.isLogarithmic)
    }

    @Test func optionsOutOfRangeAreClearErrors() {
        var options = AudioGraphOptions()
        options.duration = 0
        #expect(throws: PlotlineError.invalidOption(name: "duration", reason: "0.0 is not a number of seconds from above 0 to 3600")) {
            try AudioGraph(descriptor: descriptor([1, 2]), options: options)
        }
        options = AudioGraphOptions()
        options.noteRange = 84...84
        #expect(throws: PlotlineError.self) { try AudioGraph(descriptor: descriptor([1, 2]), options: options) }
    }

    @Test func speechWithoutTheProgramNamesIt() {
        var options = AudioGraphOptions()
        options.speaksContext = true
        options.speechProgram = "/nonexistent/espeak-ng"
        #expect(throws: PlotlineError.io(path: "/nonexistent/espeak-ng", reason: "not installed; speaking the title and summary "
                                         + "(--speak) needs it (on Debian or Ubuntu: apt-get install espeak-ng)")) {
            try AudioGraph(descriptor: descriptor([1, 2]), options: options).wav()
        }
    }

    @Test func malformedWAVIsAnError() {
        #expect(throws: PlotlineError.self) { try WAVFile.decode(Data("RIFF....WAVEfmt ".utf8)) }
        #expect(throws: PlotlineError.self) { try WAVFile.decode(Data()) }
    }
}
