import Foundation
import PlotlineTestSupport
import Testing
import Plotline
@testable import PlotlineAudio
@testable import SceneAudio

/// The sound options of issue 17, measured from the WAV: what the notes span (axis, data, each series),
/// earcons where a series crosses a rule or a band's edge, and timbres whose spectra stay apart.
@Suite struct SoundOptionsTests {
    let rate = 44_100

    /// Two series on one axis from 0 to 700: a stock from 15.81 to 43.22 beside one that reaches 700.
    func twoSeries() -> ChartDescriptor {
        let a = DataSeriesDescriptor(name: "A", isContinuous: false,
                                     dataPoints: [15.81, 30, 43.22].enumerated().map { DataPoint(x: Double($0), y: $1) })
        let b = DataSeriesDescriptor(name: "B", isContinuous: false,
                                     dataPoints: [100, 700, 400].enumerated().map { DataPoint(x: Double($0), y: $1) })
        var d = descriptor([1], range: 0...700)
        d.series = [a, b]
        return d
    }

    /// The steady pitch of each tone, in order, measured (the cue between series is noise, left out).
    func measuredPitches(_ d: ChartDescriptor, span: AudioGraphOptions.PitchSpan) throws -> [Double] {
        var options = AudioGraphOptions()
        options.pitchSpan = span
        let samples = try decoded(try AudioGraph(descriptor: d, options: options)).channels[0]
        let sounds = Measure.sounds(samples, rate: rate)
        try #require(sounds.count == 7, "six tones and a cue, not \(sounds.count) sounds")
        return sounds.enumerated().filter { $0.offset != 3 }
            .map { Measure.fundamental(samples, ($0.element.0 + 600)..<($0.element.1 - 800), rate: rate) }
    }

    func note(_ f: Double) -> Double { 69 + 12 * log2(f / 440) }

    @Test func pitchSpansTheAxisTheDataOrEachSeries() throws {
        let d = twoSeries()
        let values = [15.81, 30, 43.22, 100, 700, 400]
        // Each expected note worked out here: 48 + 36 × the value's place between the span's ends.
        func expected(_ v: Double, _ low: Double, _ high: Double) -> Double { 48 + 36 * (v - low) / (high - low) }
        let axis = try measuredPitches(d, span: .axis)
        for (v, f) in zip(values, axis) {
            #expect(abs(note(f) - expected(v, 0, 700)) < 0.15, "axis: \(v) sounds at note \(note(f))")
        }
        // Over the axis the stock fits in under 1.5 semitones.
        #expect(note(axis[2]) - note(axis[0]) < 1.5)
        let data = try measuredPitches(d, span: .data)
        for (v, f) in zip(values, data) {
            #expect(abs(note(f) - expected(v, 15.81, 700)) < 0.15, "data: \(v) sounds at note \(note(f))")
        }
        let series = try measuredPitches(d, span: .series)
        for (i, (v, f)) in zip(values, series).enumerated() {
            let (low, high) = i < 3 ? (15.81, 43.22) : (100.0, 700.0)
            #expect(abs(note(f) - expected(v, low, high)) < 0.15, "series: \(v) sounds at note \(note(f))")
        }
        // Each series over its own range: both reach from the lowest note to the highest.
        #expect(abs(note(series[0]) - 48) < 0.15 && abs(note(series[2]) - 84) < 0.15)
        #expect(abs(note(series[3]) - 48) < 0.15 && abs(note(series[4]) - 84) < 0.15)
    }

    // MARK: Earcons

    /// Energy between 1.3 and 2.2 kHz (the earcons' band, above every data note of the default range) in
    /// 10 ms frames every 2.5 ms: the times where it rises over a level a chirp passes many times over and a
    /// sine data tone's leakage never reaches.
    func chirps(_ samples: [Double]) -> [Double] {
        let frame = 441, hop = 110
        var energies: [(time: Double, e: Double)] = []
        var start = 0
        while start + frame <= samples.count {
            let spectrum = Measure.magnitudes(samples, start..<(start + frame))
            let binHz = Double(rate) / Double(spectrum.count * 2)
            let e = spectrum[Int(1_300 / binHz)...Int(2_200 / binHz)].reduce(0) { $0 + $1 * $1 }
            energies.append((Double(start) / Double(rate), e))
            start += hop
        }
        let level = 10.0
        var onsets: [Double] = []
        var inside = false
        for (t, e) in energies {
            if e > level && !inside { onsets.append(t + Double(frame) / Double(rate)) }
            inside = e > level
        }
        return onsets
    }

    func graph(_ ys: [Double], continuous: Bool, references: [ReferenceDescriptor], step: Double = 1) throws -> AudioGraph {
        var d = descriptor(ys, continuous: continuous)
        d.references = references
        var options = AudioGraphOptions()
        options.longestStep = step
        return try AudioGraph(descriptor: d, options: options)
    }

    /// The chirp's direction from its samples: the frequency of its first and its last 25 ms.
    func direction(_ samples: [Double], at time: Double) -> (Double, Double) {
        let i = Int(time * Double(rate))
        let first = Measure.fundamental(samples, i..<(i + 1_100), rate: rate, low: 1_200, high: 2_600)
        let last = Measure.fundamental(samples, (i + 2_200)..<(i + 3_300), rate: rate, low: 1_200, high: 2_600)
        return (first, last)
    }

    @Test func aGlideCrossingARuleChirpsWhereItPassesTheValue() throws {
        let rule = ReferenceDescriptor(kind: .rule, name: "Goal", range: 50...50)
        // 20 to 80 over one second, evenly in notes: it passes 50 at half a second.
        let up = try graph([20, 80], continuous: true, references: [rule])
        let upSamples = try decoded(up).channels[0]
        let upChirps = chirps(upSamples)
        try #require(upChirps.count == 1, "\(upChirps)")
        #expect(abs(upChirps[0] - 0.5) < 0.01, "chirp at \(upChirps[0]) s")
        let (a, b) = direction(upSamples, at: 0.5)
        #expect(a < b, "crossing upward rises: \(a) Hz then \(b) Hz")
        #expect(abs(note(b) - 96) < 1.5, "it ends an octave above the top note (96): \(note(b))")

        let down = try decoded(try graph([80, 20], continuous: true, references: [rule])).channels[0]
        let downChirps = chirps(down)
        try #require(downChirps.count == 1)
        #expect(abs(downChirps[0] - 0.5) < 0.01)
        let (c, e) = direction(down, at: 0.5)
        #expect(c > e, "crossing downward falls: \(c) Hz then \(e) Hz")

        // Without a reference, or with one the series never reaches, there is no chirp.
        #expect(chirps(try decoded(try graph([20, 80], continuous: true, references: [])).channels[0]).isEmpty)
        let far = ReferenceDescriptor(kind: .rule, name: "Far", range: 95...95)
        #expect(chirps(try decoded(try graph([20, 80], continuous: true, references: [far])).channels[0]).isEmpty)
    }

    @Test func aBandChirpsAtBothEdges() throws {
        let band = ReferenceDescriptor(kind: .band, name: "Normal", range: 30...60)
        let samples = try decoded(try graph([20, 80], continuous: true, references: [band])).channels[0]
        let found = chirps(samples)
        try #require(found.count == 2, "\(found)")
        // 30 is a sixth of the way from 20 to 80, 60 two thirds.
        #expect(abs(found[0] - 1.0 / 6) < 0.01 && abs(found[1] - 2.0 / 3) < 0.01, "\(found)")
    }

    @Test func barsChirpAsTheFirstToneOnTheOtherSideStarts() throws {
        let rule = ReferenceDescriptor(kind: .rule, name: "Goal", range: 50...50)
        let g = try graph([20, 80, 40, 45], continuous: false, references: [rule], step: 0.25)
        let samples = try decoded(g).channels[0]
        let found = chirps(samples)
        try #require(found.count == 2, "\(found)")
        #expect(abs(found[0] - 0.25) < 0.01 && abs(found[1] - 0.5) < 0.01, "\(found)")
        let (a, b) = direction(samples, at: 0.25), (c, e) = direction(samples, at: 0.5)
        #expect(a < b && c > e)
        #expect(g.tones.filter { $0.kind == .earcon }.map(\.reference) == [0, 0])
    }

    @Test func aChartsRulesAndBandsReachTheDescriptorAndTheSound() throws {
        let spec = try JSONDecoder().decode(ChartSpec.self, from: Data("""
        {"marks": [
          {"type": "line", "data": {"values": [{"d": 1, "v": 20}, {"d": 2, "v": 80}, {"d": 3, "v": 40}]},
           "x": {"field": "d", "type": "number"}, "y": {"field": "v", "type": "number"}},
          {"type": "rule", "data": {"values": [{"goal": 50}]}, "y": {"field": "goal", "type": "number"}},
          {"type": "rectangle", "data": {"values": [{"lo": 60, "hi": 70}]},
           "yStart": {"field": "lo", "type": "number"}, "yEnd": {"field": "hi", "type": "number"}}]}
        """.utf8))
        let chart = try Chart(spec: spec).resolve()
        let references = chart.accessibility.descriptor.references
        #expect(references.map(\.kind) == [.rule, .band])
        #expect(references.map(\.range) == [50...50, 60...70])
        let tones = try chart.sonification().tones.filter { $0.kind == .earcon }
        // 20 → 80 crosses 50, 60 and 70 within a quarter of a second, and 80 → 40 crosses them back: chirps
        // closer than 0.12 s are one, so the rise chirps for the rule (50, at 0.125 s), and the fall for the
        // band's top (70, at 0.3125 s) and the rule (50, at 0.4375 s).
        #expect(tones.map(\.reference) == [0, 1, 0])
        #expect(tones.map { ($0.start * 1e6).rounded() / 1e6 } == [0.125, 0.3125, 0.4375])
    }

    // MARK: Timbres

    /// A tone of one timbre at 220 Hz, synthesized, and its first 16 harmonics measured, as a unit vector.
    func measuredSpectrum(_ timbre: Timbre) -> [Double] {
        let tone = Tone(kind: .data, start: 0, duration: 0.5, pitch: [PitchPoint(time: 0, frequency: 220)], timbre: timbre,
                        pan: 0, gain: 0.45, attack: 0.01, release: 0.015, points: [])
        var buffers = [[Double]](repeating: [Double](repeating: 0, count: rate / 2), count: 1)
        Synthesizer.mix([tone], into: &buffers, offset: 0, sampleRate: rate)
        let h = Measure.harmonics(buffers[0], 2_000..<20_000, rate: rate, fundamental: 220, count: 16)
        let norm = h.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return h.map { $0 / norm }
    }

    func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    @Test func everyTwoSeriesTimbresAreSpectrallyApart() throws {
        let palette = Timbre.categoryPalette
        let spectra = palette.map(measuredSpectrum)
        var closest = Double.infinity
        for i in palette.indices {
            for j in palette.indices where j > i {
                let measured = distance(spectra[i], spectra[j])
                closest = min(closest, measured)
                #expect(measured >= 0.4, "\(palette[i]) and \(palette[j]) are only \(measured) apart")
                // The measured distance is the one the palette was chosen by.
                #expect(abs(measured - palette[i].spectralDistance(to: palette[j])) < 0.03,
                        "\(palette[i]), \(palette[j]): measured \(measured), computed \(palette[i].spectralDistance(to: palette[j]))")
            }
        }
        #expect(Set(palette).count == palette.count)
        // A triangle beside a sine, as the palette had it, is too close: the measure tells them apart from
        // the palette's pairs.
        let triangle = distance(measuredSpectrum(.sine), measuredSpectrum(.triangle))
        #expect(triangle < 0.2, "sine and triangle: \(triangle)")
        #expect(!palette.contains(.triangle))
    }

    // MARK: The spoken explanation

    @Test func theMappingIsExplainedInEachLanguage() throws {
        var d = twoSeries()
        d.xAxis = .numeric(NumericAxisDescriptor(title: "Date", range: 0...2) { "\($0)" })
        d.yAxis = NumericAxisDescriptor(title: "Price", range: 0...700) { "\($0)" }
        d.references = [ReferenceDescriptor(kind: .rule, name: "Goal", range: 350...350)]
        var options = AudioGraphOptions()
        options.pitchSpan = .series
        let g = try AudioGraph(descriptor: d, options: options)
        #expect(g.mappingExplanation(language: "en-us") == "In the sound, time is the horizontal axis: Date. "
            + "Pitch is the vertical axis: Price. A higher note is a higher value. "
            + "Each series' notes span its own lowest to highest value. "
            + "Each series has its own timbre, and they play in turn, after a short hiss. "
            + "A short chirp marks each reference crossed: rising when crossing upward, falling when crossing downward.")
        #expect(g.mappingExplanation(language: "ko") == "소리에서 시간은 가로축입니다: Date. 음높이는 세로축입니다: Price. "
            + "음이 높을수록 값이 큽니다. 각 계열의 음높이는 그 계열의 최솟값부터 최댓값까지입니다. "
            + "계열마다 음색이 다르고, 짧은 잡음 뒤에 차례로 재생됩니다. "
            + "기준선을 지날 때 짧은 신호음이 납니다. 위로 지나면 올라가고, 아래로 지나면 내려갑니다.")
        #expect(g.mappingExplanation(language: "tr") == "Seste zaman yatay eksendir: Date. Perde dikey eksendir: Price. "
            + "Ses yükseldikçe değer artar. Her serinin perdesi, kendi en küçük değerinden en büyük değerine uzanır. "
            + "Her serinin kendi tınısı vardır; seriler kısa bir hışırtıdan sonra sırayla çalar. "
            + "Bir referans geçildiğinde kısa bir sinyal duyulur: yukarı geçişte yükselir, aşağı geçişte alçalır.")
        // One series on its axis, nothing crossed: only time and pitch.
        let one = try AudioGraph(descriptor: descriptor([10, 20]))
        #expect(one.mappingExplanation(language: "en") == "In the sound, time is the horizontal axis: X. "
            + "Pitch is the vertical axis: Y. A higher note is a higher value.")
        #expect(one.spokenIntroduction(language: "en") == "Test. A test chart. " + one.mappingExplanation(language: "en"))
    }

    /// The WAV speaks the explanation: the tones start after the speech of the title, summary and mapping.
    @Test func theWAVSpeaksTheMapping() throws {
        guard Tools.find("espeak-ng") != nil else { return }
        var options = AudioGraphOptions()
        options.speaksContext = true
        let g = try AudioGraph(descriptor: descriptor([10, 90]), options: options)
        let audio = try decoded(g)
        let speech = try Speech.speak(g.spokenIntroduction(language: "en"), voice: "en", program: "espeak-ng", sampleRate: rate)
        let titleOnly = try Speech.speak(g.spokenText, voice: "en", program: "espeak-ng", sampleRate: rate)
        #expect(speech.count > titleOnly.count + rate, "the explanation adds more than a second of speech")
        let expected = speech.count + Int(AudioGraph.speechPause * Double(rate)) + Int((g.duration * Double(rate)).rounded(.up))
        #expect(audio.channels[0].count == expected)
        // The first tone starts where the speech and the pause end.
        let first = speech.count + Int(AudioGraph.speechPause * Double(rate))
        let f = Measure.fundamental(audio.channels[0], (first + 600)..<(first + 8_000), rate: rate)
        #expect(abs(f - expectedFrequency(10)) / expectedFrequency(10) < 0.01)
    }
}
