import Foundation

/// The level the tones are mixed at, one number for the WAV and for a page that plays the same schedule.
///
/// A tone's waveform is a sum of harmonics of one phase, so however its pitch glides its peak is its
/// timbre's (``Timbre/peak``) times its gain. Where tones sound together, their peaks can add. The mix
/// gain is 1 unless the largest sum of the peaks of the tones sounding at one instant would pass
/// ``AudioGraph/mixPeak``; then it is what brings that sum down to it. The sum is a bound, worked out
/// from the schedule alone (no synthesis, so a half-hour graph costs no more than a short one), and never
/// below the real peak, so nothing clips.
extension AudioGraph {
    /// The loudest the mix may peak: a little under full scale.
    public static let mixPeak = 0.89

    /// What the mixed tones are multiplied by: 1, or less where tones sounding together could pass
    /// ``mixPeak``.
    public func mixGain() -> Double { Self.mixGain(of: tones) }

    /// The mix gain of any tones.
    static func mixGain(of tones: [Tone]) -> Double {
        // Starts and ends, ends first at one instant (a tone that ends as another starts never sounds with it).
        var events: [(time: Double, change: Double)] = []
        events.reserveCapacity(tones.count * 2)
        for tone in tones where tone.duration > 0 {
            let peak = tone.gain * tone.timbre.peak
            events.append((tone.start, peak))
            events.append((tone.start + tone.duration, -peak))
        }
        events.sort { $0.time < $1.time || ($0.time == $1.time && $0.change < $1.change) }
        var sounding = 0.0, loudest = 0.0
        for event in events {
            sounding += event.change
            loudest = max(loudest, sounding)
        }
        return loudest > Self.mixPeak ? Self.mixPeak / loudest : 1
    }
}

extension Timbre {
    /// The largest magnitude one period of the timbre's waveform can reach (its harmonics in phase, as the
    /// synthesizer sums them), with a thousandth to spare for the sampling of the period; noise's is its
    /// scale, 0.7.
    ///
    /// The synthesizer fades out harmonics above a limit, each by a weight from 1 down to 0 that never
    /// grows with the harmonic's number. At each point of the period the waveform is linear in every
    /// weight, so its largest magnitude over all such weights is reached with the first K harmonics whole
    /// and the rest gone, for some K: the peak is the largest over every K. (A square wave cut short
    /// peaks about 8 % above the whole one.)
    public var peak: Double { Self.peaks[self] ?? 1 }

    private static let peaks: [Timbre: Double] = Dictionary(uniqueKeysWithValues: allCases.map { timbre in
        guard timbre != .noise else { return (timbre, 0.7) }
        let harmonics = timbre.harmonics
        let steps = 16_384
        var largest = 0.0
        for i in 0..<steps {
            let theta = 2 * Double.pi * Double(i) / Double(steps)
            var value = 0.0
            for (k, a) in harmonics.enumerated() where a != 0 {
                value += a * sin(Double(k + 1) * theta)
                largest = max(largest, abs(value))
            }
        }
        return (timbre, largest * 1.001)
    })
}
