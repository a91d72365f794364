import Foundation
import Testing
import Plotline
import PlotlineGallery
@testable import PlotlineAudio
@testable import SceneAudio

/// The cars chart plays as the Audio Graphs document describes: weight as time, fuel efficiency as pitch,
/// price as tone length and origin as timbre.
@Suite struct GalleryAudioTests {
    struct Car: Hashable { var origin: String; var weight: Double; var mpg: Double; var price: Double }

    @Test func carsPlayWeightEfficiencyPriceAndOrigin() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "09-cars" })
        let resolved = try entry.chart.resolve()
        let descriptor = resolved.accessibility.descriptor
        let graph = try resolved.sonification()
        let origins = descriptor.series.map(\.name)
        #expect(Set(origins) == ["USA", "Europe", "Japan"])
        #expect(descriptor.additionalAxes.map(\.title) == ["Price", "Origin"])
        let data = graph.tones.filter { $0.kind == .data }
        // Each tone, read back through the descriptor point it plays.
        let played = try data.map { tone -> Car in
            let series = try #require(tone.series)
            let point = descriptor.series[series].dataPoints[try #require(tone.points.first)]
            return Car(origin: origins[series], weight: point.x.number ?? .nan, mpg: point.y ?? .nan,
                       price: point.additionalValues.first?.number ?? .nan)
        }
        #expect(Set(played) == Set(GalleryData.cars.map { Car(origin: $0.origin, weight: $0.weight, mpg: $0.mpg, price: $0.price) }))
        let (cheapest, dearest) = (played.map(\.price).min() ?? 0, played.map(\.price).max() ?? 0)
        for (tone, car) in zip(data, played) {
            // Origin: one timbre per origin, in legend order.
            #expect(tone.timbre == Timbre.categoryPalette[origins.firstIndex(of: car.origin) ?? 0])
            // Efficiency: the pitch.
            #expect(abs(tone.frequencies[0] - graph.pitch.frequency(for: car.mpg)) < 1e-9)
            // Price: the tone length, from 0.1 s for the cheapest to 0.4 s for the dearest.
            let expected = 0.1 + 0.3 * (car.price - cheapest) / (dearest - cheapest)
            #expect(abs(tone.duration - expected) < 0.3 * 0.2, "price range is the size axis range, near the data's")
        }
        #expect(abs((data.map(\.duration).min() ?? 0) - 0.1) < 0.03 && abs((data.map(\.duration).max() ?? 0) - 0.4) < 0.03)
        // Weight: the time within each series, in proportion.
        for origin in origins {
            let pairs = zip(data, played).filter { $0.1.origin == origin }
            let first = try #require(pairs.first), last = try #require(pairs.last)
            #expect(pairs.map(\.1.weight) == pairs.map(\.1.weight).sorted())
            let perTon = (last.0.start - first.0.start) / (last.1.weight - first.1.weight)
            for (tone, car) in pairs { #expect(abs(tone.start - first.0.start - (car.weight - first.1.weight) * perTon) < 1e-9) }
        }
    }
}

/// The WAV and the page mix at one level: the schedule carries the gain the WAV applies, 1 where no tones
/// sound together loud enough to clip, less where they do (the cars chart's overlapping prices).
@Suite struct MixGainTests {
    static func graph(_ slug: String) throws -> AudioGraph {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        return try entry.chart.resolve().sonification()
    }

    @Test func theScheduleCarriesTheWAVsMixGain() throws {
        for slug in ["01-steps", "09-cars"] {
            let graph = try Self.graph(slug)
            let gain = graph.mixGain()
            let json = try #require(try JSONSerialization.jsonObject(with: try graph.scheduleJSON()) as? [String: Any])
            #expect(abs((json["mixGain"] as? Double ?? -1) - gain) < 1e-15)
            // The WAV's samples never pass 0.89 of full scale; scaled down, they still use most of it.
            let audio = try graph.audio()
            let peak = audio.channels.map { $0.map(abs).max() ?? 0 }.max() ?? 0
            #expect(peak <= AudioGraph.mixPeak)
            if gain < 1 { #expect(peak > 0.5 * AudioGraph.mixPeak, "\(slug)") }
        }
        #expect(try Self.graph("01-steps").mixGain() == 1)
        #expect(try Self.graph("09-cars").mixGain() < 0.6)
    }

    /// A timbre's peak bounds the synthesizer's own output at every pitch and sample rate, including high
    /// tones whose upper harmonics are cut (a square wave cut short peaks higher than a whole one), and is
    /// reached by some pitch: it is not a loose bound.
    @Test func timbrePeaksBoundTheirWaveforms() throws {
        for timbre in Timbre.allCases where timbre != .noise {
            var loudest = 0.0
            for (rate, frequencies) in [(44_100, [110.0, 220, 1_000, 3_000, 5_400, 9_000]), (8_000, [453.0, 1_209, 2_000])] {
                for frequency in frequencies {
                    let tone = Tone(kind: .data, start: 0, duration: 0.2, pitch: [PitchPoint(time: 0, frequency: frequency)],
                                    timbre: timbre, pan: 0, gain: 1, attack: 0.01, release: 0.01, points: [])
                    var buffers = [[Double]](repeating: [Double](repeating: 0, count: rate / 5), count: 1)
                    Synthesizer.mix([tone], into: &buffers, offset: 0, sampleRate: rate)
                    let measured = buffers[0].map(abs).max() ?? 0
                    #expect(measured <= timbre.peak, "\(timbre) at \(frequency) Hz, \(rate) Hz: \(measured) > \(timbre.peak)")
                    loudest = max(loudest, measured)
                }
            }
            #expect(loudest > 0.95 * timbre.peak, "\(timbre): \(loudest) against \(timbre.peak)")
        }
    }

    /// The level comes from the schedule alone: tones one after another keep 1 (half an hour of them costs
    /// no synthesis), and tones that sound together bring the sum of their peaks down to 0.89.
    @Test func theLevelComesFromTheSchedule() throws {
        func tone(_ start: Double, _ duration: Double) -> Tone {
            Tone(kind: .data, start: start, duration: duration, pitch: [PitchPoint(time: 0, frequency: 440)],
                 timbre: .sawtooth, pan: 0, gain: 0.45, attack: 0.01, release: 0.01, points: [])
        }
        #expect(AudioGraph.mixGain(of: (0..<4_000).map { tone(Double($0) * 0.5, 0.5) }) == 1)
        let three = AudioGraph.mixGain(of: [tone(0, 1), tone(0.5, 1), tone(0.9, 1)])
        #expect(abs(three - 0.89 / (3 * 0.45 * Timbre.sawtooth.peak)) < 1e-12)
        #expect(AudioGraph.mixGain(of: []) == 1)
    }
}
