import Foundation
import PlotlineScene

/// Earcons: a short chirp where a series crosses a reference (a rule, a threshold, either edge of a band),
/// so a listener hears when the data passes a goal or leaves a normal range. The chirp rises a fifth when
/// the series crosses upward and falls a fifth when it crosses downward. It sits an octave above the note
/// range (so it is never taken for a value), a sine for a rule and an organ tone for a band's edge.
///
/// A continuous series (one gliding tone) chirps at the moment its glide passes the value; a discrete one
/// (bars, points) as the first tone on the other side starts.
enum Earcons {
    /// How long a chirp lasts, in seconds, and how loud it is beside a data tone (0.45).
    static let length = 0.08, gain = 0.3
    /// Chirps of one series closer together than this are one chirp: a series wavering about a rule does
    /// not become a rattle.
    static let shortestGap = 0.12

    /// The chirp's lower and upper MIDI notes: an octave above the note range, a fifth apart, kept under a
    /// fifth of the sample rate.
    static func notes(_ options: AudioGraphOptions) -> (low: Double, high: Double) {
        let ceiling = 69 + 12 * log2(0.2 * Double(options.sampleRate) / 440)
        let high = min(options.noteRange.upperBound + 12, ceiling)
        return (high - 7, high)
    }

    /// The earcons of one series, from its events (times from the series' start), `offset` seconds in.
    static func tones(events: [Event], continuous: Bool, mapping: PitchMapping, references: [ReferenceDescriptor],
                      offset: Double, series: Int, pan: Double, options: AudioGraphOptions) -> [Tone] {
        guard !references.isEmpty else { return [] }
        let (lowNote, highNote) = notes(options)
        let low = PitchMapping.frequency(note: lowNote), high = PitchMapping.frequency(note: highNote)
        var crossings: [(time: Double, rising: Bool, reference: Int)] = []
        var previous: Event?
        for event in events {
            guard let y = event.y else {
                // A gap breaks a glide; discrete tones are compared across it.
                if continuous { previous = nil }
                continue
            }
            defer { previous = event }
            guard let before = previous, let y0 = before.y else { continue }
            for (r, reference) in references.enumerated() {
                for edge in reference.edges where (y0 < edge) != (y < edge) {
                    var time = event.time
                    if continuous {
                        // The glide moves evenly in notes, so it passes the edge where its note is the edge's.
                        let a = mapping.note(for: y0), b = mapping.note(for: y), e = mapping.note(for: edge)
                        let f = b != a ? (e - a) / (b - a) : 1
                        time = before.time + min(1, max(0, f)) * (event.time - before.time)
                    }
                    crossings.append((time, y >= edge, r))
                }
            }
        }
        crossings.sort { $0.time < $1.time }
        var result: [Tone] = []
        var last = -Double.infinity
        for crossing in crossings where crossing.time - last >= shortestGap {
            last = crossing.time
            let (from, to) = crossing.rising ? (low, high) : (high, low)
            let timbre: Timbre = references[crossing.reference].kind == .rule ? .sine : .organ
            result.append(Tone(kind: .earcon, start: offset + crossing.time, duration: length,
                               pitch: [PitchPoint(time: 0, frequency: from), PitchPoint(time: length - 0.015, frequency: to)],
                               timbre: timbre, pan: pan, gain: gain, attack: 0.005, release: 0.01,
                               series: nil, points: [], reference: crossing.reference))
        }
        return result
    }
}
