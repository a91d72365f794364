import PlotlineScene

/// How a chart becomes sound. The defaults follow the Audio Graphs model (AG6): x is time, y is pitch over
/// MIDI notes 48 to 84 (about 131 Hz to 1047 Hz), about five seconds per dense series.
public struct AudioGraphOptions: Sendable, Equatable {
    /// How several series play.
    public enum SeriesPlayback: String, Sendable, Equatable {
        /// One after another in legend order, with a short cue between them (mono).
        case sequential
        /// All at once, each at its own place between left and right (stereo).
        case together
    }

    /// What the note range spans.
    public enum PitchSpan: String, Sendable, Equatable, CaseIterable {
        /// The y axis's range: the same value is the same pitch in every series and every chart on that axis.
        case axis
        /// The lowest to the highest value of the data, so the data fills the note range.
        case data
        /// Each series' own lowest to highest value: a series of small values beside one of large values
        /// still rises and falls over the whole note range. The same pitch no longer means the same value
        /// across series.
        case series
    }

    /// What the note range spans: the axis (default), the data, or each series' own range.
    public var pitchSpan: PitchSpan = .axis
    /// The MIDI notes the y axis spans, bottom to top (60 is middle C, 69 is 440 Hz).
    public var noteRange: ClosedRange<Double> = 48...84
    /// The time a dense series takes, in seconds. Short series take less (see `longestStep`); a series
    /// too dense to play in about this time is reduced (per-bucket lowest and highest values).
    public var duration: Double = 5
    /// The most time one x position gets, in seconds, so a 7-point chart is not 5 seconds of slow notes.
    public var longestStep: Double = 0.25
    /// The shortest tone of a discrete series (bars, points), in seconds.
    public var shortestTone: Double = 0.1
    /// The silence between two discrete tones, in seconds.
    public var gap: Double = 0.02
    /// The shortest time between two points of a gliding (continuous) series, in seconds.
    public var shortestGlideStep: Double = 0.04
    /// Tone lengths for a numeric additional axis (a size): its smallest value is the shortest tone.
    public var toneLengthRange: ClosedRange<Double> = 0.1...0.4
    public var seriesPlayback: SeriesPlayback = .sequential
    /// Speaks the title and summary before the tones, then how the sound maps the chart (x is time, y is
    /// pitch, a series is a timbre), with espeak-ng.
    public var speaksContext: Bool = false
    /// The espeak-ng voice, such as "en-us" or "ko"; by default the chart's language.
    public var voice: String?
    /// The speech program: a name looked up on PATH, or a path.
    public var speechProgram: String = "espeak-ng"
    /// Samples per second of the WAV.
    public var sampleRate: Int = 44_100

    public init() {}

    /// The options with every number checked: a clear error for one that cannot make sound.
    func validated() throws(PlotlineError) -> AudioGraphOptions {
        func check(_ ok: Bool, _ name: String, _ reason: String) throws(PlotlineError) {
            if !ok { throw PlotlineError.invalidOption(name: name, reason: reason) }
        }
        try check(noteRange.lowerBound.isFinite && noteRange.upperBound.isFinite && noteRange.lowerBound >= 0
                  && noteRange.upperBound <= 127 && noteRange.lowerBound < noteRange.upperBound,
                  "pitch range", "MIDI notes must lie from 0 to 127, lowest first (the default is 48,84)")
        try check(duration.isFinite && duration > 0 && duration <= 3_600, "duration",
                  "\(duration) is not a number of seconds from above 0 to 3600")
        try check(longestStep.isFinite && longestStep > 0 && longestStep <= 10, "longest step",
                  "must be from above 0 to 10 seconds")
        try check(shortestTone.isFinite && shortestTone >= 0.01 && shortestTone <= 10, "shortest tone",
                  "must be from 0.01 to 10 seconds")
        try check(gap.isFinite && gap >= 0 && gap <= 10, "gap", "must be from 0 to 10 seconds")
        try check(shortestGlideStep.isFinite && shortestGlideStep >= 0.005 && shortestGlideStep <= 10,
                  "shortest glide step", "must be from 0.005 to 10 seconds")
        try check(toneLengthRange.lowerBound.isFinite && toneLengthRange.upperBound.isFinite
                  && toneLengthRange.lowerBound >= 0.01 && toneLengthRange.upperBound <= 10,
                  "tone length range", "must lie from 0.01 to 10 seconds")
        try check([8_000, 11_025, 16_000, 22_050, 32_000, 44_100, 48_000, 96_000].contains(sampleRate),
                  "sample rate", "\(sampleRate) is not one of 8000, 11025, 16000, 22050, 32000, 44100, 48000, 96000")
        return self
    }
}
