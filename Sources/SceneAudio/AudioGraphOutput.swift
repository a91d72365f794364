import Foundation
import PlotlineScene

extension AudioGraph {
    /// Seconds of silence between the spoken context and the tones.
    static let speechPause = 0.5

    /// The audio graph as samples: the spoken title, summary and how to listen first if asked for
    /// (``spokenIntroduction(language:)``), then the tones. The mix
    /// is scaled down only where tones sounding together could clip (``mixGain()``).
    public func audio(voice: String? = nil) throws(PlotlineError) -> WAVFile.Audio {
        // Each tone is synthesized sample by sample: tens of thousands of series together add up to hours
        // of sound to make (50,000 took most of an hour in a debug build), however short the graph.
        let toneSeconds = tones.reduce(0) { $0 + max($1.duration, 0) }
        guard toneSeconds <= Self.longestGraph else {
            let minutes = Int((toneSeconds / 60).rounded(.up))
            throw PlotlineError.invalidData("the audio graph's tones add up to \(minutes) minutes of sound "
                + "(\(seriesTimes.count) series), more than the hour a graph may hold; play fewer series or shorten --duration")
        }
        let rate = options.sampleRate
        var speech: [Double] = []
        if options.speaksContext {
            // The title and summary, then how the sound maps the chart, in the voice's language.
            let voice = options.voice ?? voice ?? "en"
            speech = try Speech.speak(spokenIntroduction(language: voice), voice: voice, program: options.speechProgram,
                                      sampleRate: rate)
        }
        let toneOffset = speech.isEmpty ? 0 : speech.count + Int(Self.speechPause * Double(rate))
        let length = toneOffset + Int((duration * Double(rate)).rounded(.up))
        var buffers = [[Double]](repeating: [Double](repeating: 0, count: length), count: channels)
        Synthesizer.mix(tones, into: &buffers, offset: toneOffset, sampleRate: rate)
        let scale = mixGain()
        if scale != 1 {
            for c in buffers.indices { for i in buffers[c].indices { buffers[c][i] *= scale } }
        }
        for c in buffers.indices {
            for (i, s) in speech.enumerated() { buffers[c][i] = s }
        }
        return WAVFile.Audio(sampleRate: rate, channels: buffers)
    }

    /// The audio graph as a WAV file: PCM 16-bit, mono (stereo when series play together). The same
    /// chart and options give the same bytes.
    public func wav(voice: String? = nil) throws(PlotlineError) -> Data {
        WAVFile.encode(try audio(voice: voice))
    }

    /// The tone schedule as JSON, for a page that plays the same mapping as the WAV (same pitches and
    /// timing, times measured from the first tone).
    public func scheduleJSON() throws(PlotlineError) -> Data {
        let document = ScheduleDocument(sampleRate: options.sampleRate, channels: channels, duration: duration,
                                        step: step, reduced: isReduced, spokenText: spokenText,
                                        noteRange: [options.noteRange.lowerBound, options.noteRange.upperBound],
                                        pitch: .init(lowerValue: pitch.lowerValue, upperValue: pitch.upperValue,
                                                     logarithmic: pitch.isLogarithmic),
                                        timbres: Dictionary(uniqueKeysWithValues: Timbre.allCases.map { ($0.rawValue, $0.harmonics) }),
                                        mixGain: mixGain(), tones: tones)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do { return try encoder.encode(document) } catch {
            throw PlotlineError.invalidData("the tone schedule cannot be written as JSON: \(error)")
        }
    }

    struct ScheduleDocument: Encodable {
        struct Pitch: Encodable { var lowerValue: Double; var upperValue: Double; var logarithmic: Bool }
        var sampleRate: Int
        var channels: Int
        var duration: Double
        var step: Double
        var reduced: Bool
        var spokenText: String
        var noteRange: [Double]
        var pitch: Pitch
        /// Harmonic amplitudes of each timbre (harmonic n at index n - 1).
        var timbres: [String: [Double]]
        /// What the mixed tones are multiplied by (``AudioGraph/mixGain()``).
        var mixGain: Double
        var tones: [Tone]
    }
}
