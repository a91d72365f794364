import Foundation
import PlotlineTestSupport
import Testing
import Plotline
import PlotlineGallery
@testable import PlotlineAudio
@testable import SceneAudio

/// The WAV itself, decoded and measured: pitches, onsets, lengths, glides, clicks and timbres.
@Suite struct MeasuredSoundTests {
    let rate = 44_100
    let ys: [Double] = [10, 80, 35, 60, 0, 100, 50]

    @Test func theFileIsPCM16MonoAt44100() throws {
        let wav = try AudioGraph(descriptor: descriptor(ys)).wav()
        let bytes = [UInt8](wav)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func u32(_ i: Int) -> Int { u16(i) | u16(i + 2) << 16 }
        #expect(u16(20) == 1 && u16(22) == 1 && u32(24) == 44_100 && u16(34) == 16)
        #expect(u32(4) == bytes.count - 8 && u32(40) == bytes.count - 44)
    }

    @Test func eachToneIsWithinOnePercentOfItsPitchInEveryTimbre() throws {
        let origin = CategoricalAxisDescriptor(title: "Kind", categoryOrder: ["a", "b", "c", "d", "e"])
        for (k, name) in origin.categoryOrder.enumerated() {
            let d = descriptor(ys, additionalAxes: [origin], extra: ys.map { _ in [.category(name)] })
            let audio = try decoded(try AudioGraph(descriptor: d))
            let sounds = Measure.sounds(audio.channels[0], rate: rate)
            try #require(sounds.count == ys.count, "timbre \(k)")
            for (y, sound) in zip(ys, sounds) {
                // The steady part: past the attack, before the release.
                let f = Measure.fundamental(audio.channels[0], (sound.0 + 600)..<(sound.1 - 800), rate: rate)
                let expected = expectedFrequency(y)
                #expect(abs(f - expected) / expected < 0.01, "y \(y), timbre \(name): \(f) Hz, expected \(expected) Hz")
            }
        }
    }

    @Test func onsetsAndLengthsAreWithinFiveMilliseconds() throws {
        let audio = try decoded(try AudioGraph(descriptor: descriptor(ys)))
        let sounds = Measure.sounds(audio.channels[0], rate: rate)
        try #require(sounds.count == ys.count)
        // Seven points: a quarter of a second each, tones 20 ms shorter than that.
        for (i, sound) in sounds.enumerated() {
            let onset = Double(sound.0) / Double(rate), length = Double(sound.1 - sound.0) / Double(rate)
            #expect(abs(onset - Double(i) * 0.25) < 0.005, "tone \(i) starts at \(onset) s")
            #expect(abs(length - 0.23) < 0.005, "tone \(i) lasts \(length) s")
        }
    }

    @Test func toneLengthsFollowASize() throws {
        let size = NumericAxisDescriptor(title: "Price", range: 0...100) { "\($0)" }
        let sizes = [100.0, 0, 50]
        let d = descriptor([50, 50, 50], additionalAxes: [size], extra: sizes.map { [.number($0)] })
        var options = AudioGraphOptions()
        options.longestStep = 0.5   // room for the longest tone
        let audio = try decoded(try AudioGraph(descriptor: d, options: options))
        let lengths = Measure.sounds(audio.channels[0], rate: rate).map { Double($0.1 - $0.0) / Double(rate) }
        try #require(lengths.count == 3)
        for (length, expected) in zip(lengths, [0.4, 0.1, 0.25]) { #expect(abs(length - expected) < 0.005) }
    }

    @Test func pitchOrderFollowsValueOrder() throws {
        let values: [Double] = [42, 7, 93, 18, 66, 55, 3, 88]
        let audio = try decoded(try AudioGraph(descriptor: descriptor(values)))
        let sounds = Measure.sounds(audio.channels[0], rate: rate)
        try #require(sounds.count == values.count)
        let pitches = sounds.map { Measure.fundamental(audio.channels[0], ($0.0 + 600)..<($0.1 - 800), rate: rate) }
        let byValue = values.indices.sorted { values[$0] < values[$1] }
        let byPitch = pitches.indices.sorted { pitches[$0] < pitches[$1] }
        #expect(byValue == byPitch)
    }

    @Test func aContinuousSeriesGlidesMonotonicallyBetweenTwoPoints() throws {
        var options = AudioGraphOptions()
        options.longestStep = 1
        for (a, b) in [(20.0, 80.0), (90.0, 5.0)] {
            let audio = try decoded(try AudioGraph(descriptor: descriptor([a, b], continuous: true), options: options))
            let samples = audio.channels[0]
            // 20 ms frames across the glide (0 to 1 s); each frame's frequency from its zero crossings,
            // and the glide's frequency at the frame's middle: evenly from note to note.
            var frames: [Double] = []
            let noteA = 48 + a / 100 * 36, noteB = 48 + b / 100 * 36
            for start in stride(from: 0.02, to: 0.98, by: 0.02) {
                let range = Int(start * Double(rate))..<Int((start + 0.02) * Double(rate))
                let crossings = Measure.upwardCrossings(samples, range)
                guard let first = crossings.first, let last = crossings.last, crossings.count > 1 else { continue }
                let measured = Double(crossings.count - 1) * Double(rate) / (last - first)
                frames.append(measured)
                let middle = (first + last) / 2 / Double(rate)
                let expected = 440 * pow(2, (noteA + (noteB - noteA) * middle - 69) / 12)
                #expect(abs(measured - expected) / expected < 0.01, "at \(middle) s: \(measured) Hz, expected \(expected) Hz")
            }
            #expect(frames.count > 40)
            let steps = zip(frames, frames.dropFirst()).map { $1 - $0 }
            #expect(a < b ? steps.allSatisfy { $0 > 0 } : steps.allSatisfy { $0 < 0 }, "\(a) to \(b): \(frames)")
            // The glide ends at the second point's pitch, and holds it.
            let held = Measure.fundamental(samples, Int(1.05 * Double(rate))..<Int(1.9 * Double(rate)), rate: rate)
            #expect(abs(held - expectedFrequency(b)) / expectedFrequency(b) < 0.01)
        }
    }

    /// A step between neighbouring samples can be no larger than a full-scale sine at the highest frequency
    /// makes; at a tone's edges the steps are tiny (the ramps), so nothing clicks.
    @Test func noClicksAtToneEdges() throws {
        let values: [Double?] = [10, 100, nil, 0, 100, 40, nil, nil, 95, 5]
        for continuous in [false, true] {
            let graph = try AudioGraph(descriptor: descriptor(values, continuous: continuous))
            let samples = try decoded(graph).channels[0]
            let highest = graph.tones.flatMap(\.frequencies).max() ?? 0
            let bound = AudioGraph.toneGain * 2 * Double.pi * highest / Double(rate) * 1.05
            #expect(Measure.largestStep(samples, 0..<samples.count) <= bound)
            for sound in Measure.sounds(samples, rate: rate, threshold: 0) {
                let edge = 44   // the first and last millisecond
                #expect(abs(samples[sound.0]) < 0.001 && abs(samples[sound.1]) < 0.001)
                #expect(Measure.largestStep(samples, sound.0..<(sound.0 + edge)) < 0.01)
                #expect(Measure.largestStep(samples, (sound.1 - edge)..<(sound.1 + 2)) < 0.01)
            }
        }
        // Rich timbres too: tiny steps at every edge.
        let kinds = CategoricalAxisDescriptor(title: "Kind", categoryOrder: ["a", "b", "c", "d", "e"])
        let d = descriptor([100, 90, 80, 70, 60], additionalAxes: [kinds], extra: kinds.categoryOrder.map { [.category($0)] })
        let samples = try decoded(try AudioGraph(descriptor: d)).channels[0]
        for sound in Measure.sounds(samples, rate: rate, threshold: 0) {
            #expect(Measure.largestStep(samples, sound.0..<(sound.0 + 44)) < 0.01)
            #expect(Measure.largestStep(samples, (sound.1 - 44)..<(sound.1 + 2)) < 0.01)
        }
    }

    @Test func categoricalTimbresDifferInHarmonicContent() throws {
        let kinds = CategoricalAxisDescriptor(title: "Kind", categoryOrder: ["a", "b", "c", "d", "e"])
        let d = descriptor([30, 30, 30, 30, 30], additionalAxes: [kinds], extra: kinds.categoryOrder.map { [.category($0)] })
        let samples = try decoded(try AudioGraph(descriptor: d)).channels[0]
        let sounds = Measure.sounds(samples, rate: rate)
        try #require(sounds.count == 5)
        let f = expectedFrequency(30)
        let spectra = sounds.map { Measure.harmonics(samples, ($0.0 + 600)..<($0.1 - 800), rate: rate, fundamental: f, count: 4) }
        // Harmonics 2, 3 and 4 relative to the first: sine none; square 1/3 at 3; sawtooth 1/2, 1/3, 1/4;
        // organ 0.6 at 2 and 0.45 at 4; chime 0.9 at 3.
        let expected: [[Double]] = [[0, 0, 0], [0, 1.0 / 3, 0], [0.5, 1.0 / 3, 0.25], [0.6, 0, 0.45], [0, 0.9, 0]]
        for (measured, wanted) in zip(spectra, expected) {
            for (m, w) in zip(measured.dropFirst(), wanted) { #expect(abs(m - w) < 0.03, "\(measured) vs \(wanted)") }
        }
        for i in spectra.indices {
            for j in spectra.indices where j > i {
                let distance = zip(spectra[i], spectra[j]).map { abs($0 - $1) }.max() ?? 0
                #expect(distance > 0.1)
            }
        }
    }

    @Test func missingValuesAreSilence() throws {
        let graph = try AudioGraph(descriptor: descriptor([40, nil, 60], continuous: true))
        let samples = try decoded(graph).channels[0]
        // The middle step (from the first tone's end to the second's start) is digital silence.
        let quiet = Int((graph.tones[0].end + 0.001) * Double(rate))..<Int((graph.tones[1].start - 0.001) * Double(rate))
        #expect(quiet.count > 400 && quiet.allSatisfy { samples[$0] == 0 })
        #expect(Measure.sounds(samples, rate: rate).count == 2)
    }

    @Test func seriesTogetherArePannedInStereo() throws {
        let a = DataSeriesDescriptor(name: "A", isContinuous: true, dataPoints: [DataPoint(x: 0, y: 10), DataPoint(x: 1, y: 10)])
        let b = DataSeriesDescriptor(name: "B", isContinuous: true, dataPoints: [DataPoint(x: 0, y: 90), DataPoint(x: 1, y: 90)])
        var d = descriptor([1])
        d.series = [a, b]
        var options = AudioGraphOptions()
        options.seriesPlayback = .together
        let audio = try decoded(try AudioGraph(descriptor: d, options: options))
        #expect(audio.channels.count == 2)
        let range = 2_000..<15_000
        let low = expectedFrequency(10), high = expectedFrequency(90)
        let left = Measure.fundamental(audio.channels[0], range, rate: rate)
        let right = Measure.fundamental(audio.channels[1], range, rate: rate)
        // The first series (low) is loudest on the left, the second (high) on the right.
        #expect(abs(left - low) / low < 0.01 && abs(right - high) / high < 0.01)
    }

    @Test func theSameChartGivesTheSameBytes() throws {
        let d = descriptor((0..<200).map { 50 + 40 * sin(Double($0) / 9) }, continuous: true)
        #expect(try AudioGraph(descriptor: d).wav() == AudioGraph(descriptor: d).wav())
        let cars = try #require(Gallery.entries.first { $0.slug == "09-cars" })
        #expect(try cars.chart.audioGraph() == cars.chart.audioGraph())
    }

    @Test func everyGalleryChartPlays() throws {
        for entry in Gallery.entries {
            let wav = try entry.chart.audioGraph()
            let audio = try WAVFile.decode(wav)
            #expect(audio.sampleRate == 44_100 && audio.channels.count == 1, "\(entry.slug)")
            #expect(audio.duration > 0.2 && audio.duration < 25, "\(entry.slug): \(audio.duration) s")
            let peak = audio.channels[0].map(abs).max() ?? 0
            #expect(peak > 0.2 && peak < 0.9, "\(entry.slug): peak \(peak)")
        }
    }

    @Test func speechComesBeforeTheTones() throws {
        guard Tools.available("espeak-ng") else { return }
        var options = AudioGraphOptions()
        options.speaksContext = true
        let graph = try AudioGraph(descriptor: descriptor([10, 90]), options: options)
        let spoken = try decoded(graph)
        var plain = options
        plain.speaksContext = false
        let tones = try decoded(try AudioGraph(descriptor: descriptor([10, 90]), options: plain))
        let speechLength = spoken.channels[0].count - tones.channels[0].count
        #expect(speechLength > Int(0.8 * Double(rate)))
        // The tones follow the speech unchanged.
        #expect(Array(spoken.channels[0][speechLength...]) == tones.channels[0])
        #expect(try graph.wav() == graph.wav())
    }
}
