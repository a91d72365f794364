import Foundation
import Plotline
@_exported import SceneAudio

extension ResolvedChart {
    /// The chart as an audio graph (a WAV file), played from its descriptor: x is time, y is pitch, a size is
    /// tone length, the series (a color) is timbre. Throws only for speech that cannot be made, an option out
    /// of range, or a chart with no value to play.
    public func audioGraph(options: AudioGraphOptions = AudioGraphOptions()) throws(PlotlineError) -> Data {
        try sonification(options: options).wav(voice: speechVoice)
    }

    /// The chart's audio graph as a tone schedule (``AudioGraph``), before synthesis.
    public func sonification(options: AudioGraphOptions = AudioGraphOptions()) throws(PlotlineError) -> AudioGraph {
        try AudioGraph(descriptor: accessibility.descriptor, options: options)
    }

    /// The espeak-ng voice for the chart's language ("en", "ko", "tr").
    var speechVoice: String { locale.language.languageCode?.identifier ?? "en" }
}

extension Chart {
    /// The chart as an audio graph (a WAV file); throws when the chart cannot be resolved or played.
    public func audioGraph(options: AudioGraphOptions = AudioGraphOptions()) throws(PlotlineError) -> Data {
        try resolve().audioGraph(options: options)
    }
}
