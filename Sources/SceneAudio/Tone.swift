import Foundation

/// One sound of an audio graph: a data tone (a point, or a gliding run of points of a continuous series),
/// or the cue between series. Times are in seconds from the start of the tones (after any spoken context).
///
/// The schedule of tones is the audio graph: the WAV is synthesised from it, and an interactive page can
/// play the same schedule (``AudioGraph/scheduleJSON()``) to sound the same.
public struct Tone: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// A data point, or a continuous run of points.
        case data
        /// The short sound between two series played one after another.
        case cue
        /// A short chirp where a series crosses a reference (a rule, a threshold, a band's edge): rising when
        /// it crosses upward, falling when downward (``AudioGraph/earconLength``).
        case earcon
    }

    public var kind: Kind
    /// When the tone starts (the start of its attack), in seconds.
    public var start: Double
    /// How long it sounds, attack and release included, in seconds.
    public var duration: Double
    /// The pitch contour: the frequency at each time (seconds after `start`). One point for a steady tone;
    /// several for a glide, which moves between them evenly in pitch (linearly in log frequency) and holds
    /// the last frequency to the end.
    public var pitch: [PitchPoint]
    public var timbre: Timbre
    /// Stereo position, -1 (left) to 1 (right); 0 in a mono audio graph.
    public var pan: Double
    /// Peak amplitude, 0 to 1, before the mix is scaled to fit.
    public var gain: Double
    /// The rise from silence and the fall back to it, in seconds (raised-cosine ramps, so no clicks).
    public var attack: Double
    public var release: Double
    /// The series (its index in the descriptor), for data tones.
    public var series: Int?
    /// The data points the tone plays (indexes into the series' points), in the order it plays them.
    public var points: [Int]
    /// The reference an earcon marks (its index in the descriptor's references).
    public var reference: Int? = nil

    /// The frequencies of the pitch contour, in order.
    public var frequencies: [Double] { pitch.map(\.frequency) }

    public var end: Double { start + duration }

    /// The frequency `offset` seconds after the start: log-linear between contour points.
    public func frequency(at offset: Double) -> Double {
        guard let first = pitch.first else { return 0 }
        if offset <= first.time { return first.frequency }
        for (a, b) in zip(pitch, pitch.dropFirst()) where offset < b.time {
            let span = b.time - a.time
            guard span > 0 else { return b.frequency }
            let f = (offset - a.time) / span
            return a.frequency * pow(b.frequency / a.frequency, f)
        }
        return pitch[pitch.count - 1].frequency
    }
}

/// A frequency at a time in a tone's pitch contour.
public struct PitchPoint: Sendable, Equatable, Codable {
    /// Seconds after the tone's start.
    public var time: Double
    /// Hertz.
    public var frequency: Double

    public init(time: Double, frequency: Double) {
        self.time = time
        self.frequency = frequency
    }
}

/// The tone colour of a sound: a categorical additional axis picks one per category, in category order.
/// Every waveform is built from harmonics below the Nyquist frequency (band-limited), so none aliases.
public enum Timbre: String, Sendable, Codable, CaseIterable {
    /// The fundamental alone.
    case sine
    /// Odd harmonics falling as 1/n²: soft, close to a sine (too close to tell apart beside one, so it is not
    /// in the category palette).
    case triangle
    /// Odd harmonics falling as 1/n: hollow, like a clarinet.
    case square
    /// Every harmonic falling as 1/n: bright, like brass.
    case sawtooth
    /// The fundamental with octaves above it (2, 4, 8): like an organ.
    case organ
    /// The fundamental with a strong third and a faint thirteenth harmonic: glassy, like a chime.
    case chime
    /// Noise: the cue between series, unlike any data tone.
    case noise

    /// The timbres for categories (series), in order; the sixth category starts again at the first. Chosen so
    /// any two stay apart: the spectral distance (``spectralDistance(to:)``) of every pair is at least 0.4
    /// (a triangle beside a sine is 0.12, and was replaced by the chime).
    public static let categoryPalette: [Timbre] = [.sine, .square, .sawtooth, .organ, .chime]

    /// How far apart two timbres sound, by their spectra: the Euclidean distance between their harmonic
    /// amplitudes (the first 16, each set scaled to unit length), from 0 (the same) to about 1.4 (no
    /// harmonic in common). Noise has no harmonics, and is as far from every timbre as can be.
    public func spectralDistance(to other: Timbre) -> Double {
        func shape(_ t: Timbre) -> [Double] {
            let h = (t.harmonics + [Double](repeating: 0, count: 16)).prefix(16).map(abs)
            let norm = h.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return norm > 0 ? h.map { $0 / norm } : h
        }
        if self == .noise || other == .noise { return self == other ? 0 : 2.0.squareRoot() }
        return zip(shape(self), shape(other)).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// The amplitude of harmonic n at index n - 1, scaled so every timbre is equally loud (unit RMS sum).
    /// Empty for noise.
    public var harmonics: [Double] {
        let raw: [Double]
        switch self {
        case .sine: raw = [1]
        case .triangle:
            raw = (1...15).map { (n: Int) -> Double in
                guard n % 2 == 1 else { return 0 }
                let sign: Double = ((n - 1) / 2) % 2 == 0 ? 1 : -1
                return sign / Double(n * n)
            }
        case .square: raw = (1...31).map { (n: Int) -> Double in n % 2 == 1 ? 1 / Double(n) : 0 }
        case .sawtooth: raw = (1...31).map { (n: Int) -> Double in 1 / Double(n) }
        case .organ: raw = [1, 0.6, 0, 0.45, 0, 0, 0, 0.3]
        case .chime: raw = [1, 0, 0.9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5]
        case .noise: return []
        }
        let norm = sqrt(raw.reduce(0) { $0 + $1 * $1 })
        return raw.map { $0 / norm }
    }
}
