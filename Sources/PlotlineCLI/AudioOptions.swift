import Foundation
import Plotline
import PlotlineAudio

/// How `render -o chart.wav` plays the chart (the audio graph).
struct AudioOptions {
    var speak, seriesTogether: Bool
    var duration: Double?
    var pitchRange, pitchSpan: String?

    static let options = OptionGroup(title: "Audio graph (.wav)", options: [
        .flag("speak", help: "In a .wav, speak the title and summary before the tones, and how the sound maps the chart (needs espeak-ng)."),
        .flag("series-together", help: "In a .wav, play all series at once, panned from left to right (stereo), instead of one after another."),
        // Taken whatever it starts with, so `--duration -5` reaches the check instead of reading as an option.
        .value("duration", takesAnything: true, help: "In a .wav, the seconds a dense series takes (default 5)."),
        .value("pitch-range", help: "In a .wav, the MIDI notes of the y axis, bottom to top (default 48,84)."),
        .value("pitch-span", help: "In a .wav and a page's sound, what the notes span: axis (the y axis, default), data "
               + "(the lowest to the highest value), or series (each series its own range)."),
    ])

    init(_ arguments: ParsedArguments) throws(UsageError) {
        speak = arguments.flag("speak")
        seriesTogether = arguments.flag("series-together")
        duration = try arguments.number("duration")
        pitchRange = arguments.value("pitch-range")
        pitchSpan = arguments.value("pitch-span")
    }

    var isDefault: Bool { !speak && !seriesTogether && duration == nil && pitchRange == nil && pitchSpan == nil }

    /// The options as the audio graph takes them, checked.
    func options() throws(PlotlineError) -> AudioGraphOptions {
        var options = AudioGraphOptions()
        options.speaksContext = speak
        options.seriesPlayback = seriesTogether ? .together : .sequential
        if let duration {
            guard duration.isFinite, duration > 0, duration <= 3_600 else {
                throw PlotlineError.invalidOption(name: "--duration", reason: "'\(duration)' is not a number of seconds from above 0 to 3600; use one like --duration 10")
            }
            options.duration = duration
        }
        if let pitchRange {
            let parts = pitchRange.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let low = parts[0], let high = parts[1], low >= 0, high <= 127, low < high else {
                throw PlotlineError.invalidOption(name: "--pitch-range",
                                                  reason: "'\(pitchRange)' is not two MIDI notes from 0 to 127, lowest first, like 48,84")
            }
            options.noteRange = low...high
        }
        if let pitchSpan {
            guard let span = AudioGraphOptions.PitchSpan(rawValue: pitchSpan) else {
                throw PlotlineError.invalidOption(name: "--pitch-span",
                                                  reason: "'\(pitchSpan)' is not axis, data or series")
            }
            options.pitchSpan = span
        }
        return options
    }
}
