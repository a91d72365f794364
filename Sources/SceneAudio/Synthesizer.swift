import Foundation

/// Turns a tone schedule into samples: each tone by additive synthesis of its timbre's harmonics below
/// the Nyquist frequency, its phase carried from sample to sample (so a glide never jumps), shaped by
/// raised-cosine attack and release ramps (so no tone starts or ends with a click).
enum Synthesizer {
    /// Harmonics fade out between these frequencies, so a glide that carries one across the limit does not
    /// switch it on or off abruptly, and nothing reaches the Nyquist frequency of 22.05 kHz.
    static let harmonicFadeStart = 14_000.0, harmonicLimit = 16_000.0

    /// Mixes `tones` into `channels` buffers of `length` samples, starting `offset` samples in.
    static func mix(_ tones: [Tone], into buffers: inout [[Double]], offset: Int, sampleRate: Int) {
        let rate = Double(sampleRate)
        let limit = min(harmonicLimit, rate * 0.45), fadeStart = min(harmonicFadeStart, limit * 0.875)
        for tone in tones {
            let first = offset + Int((tone.start * rate).rounded())
            let count = Int((tone.duration * rate).rounded())
            guard count > 0 else { continue }
            let (left, right) = gains(pan: tone.pan)
            let attack = max(1, Int((tone.attack * rate).rounded())), release = max(1, Int((tone.release * rate).rounded()))
            // A tone shorter than its ramps gets proportionally shorter ramps.
            let scale = attack + release > count ? Double(count) / Double(attack + release) : 1
            let a = max(1, Int(Double(attack) * scale)), r = max(1, Int(Double(release) * scale))
            let harmonics = tone.timbre.harmonics
            var noise = NoiseSource(seed: UInt64(truncatingIfNeeded: first) &+ 0x9E37_79B9_7F4A_7C15)
            var phase = 0.0
            var contourIndex = 0
            for n in 0..<count {
                let index = first + n
                guard index >= 0, index < buffers[0].count else { continue }
                let envelope = Self.envelope(n, count: count, attack: a, release: r)
                var value: Double
                if tone.timbre == .noise {
                    value = noise.next() * 0.7
                } else {
                    let t = Double(n) / rate
                    while contourIndex + 1 < tone.pitch.count, tone.pitch[contourIndex + 1].time <= t { contourIndex += 1 }
                    let frequency = Self.frequency(tone.pitch, at: t, from: contourIndex)
                    // sin(kθ) by the Chebyshev recurrence: sin(kθ) = 2cosθ·sin((k-1)θ) - sin((k-2)θ).
                    let s1 = sin(phase), c2 = 2 * cos(phase)
                    var previous = 0.0, current = s1
                    value = 0
                    // By index: an enumerated sequence per sample was most of the time in a debug build.
                    for k in harmonics.indices {
                        let amplitude = harmonics[k]
                        if k > 0 {
                            let next = c2 * current - previous
                            previous = current
                            current = next
                        }
                        let partial = Double(k + 1) * frequency
                        if partial >= limit { break }
                        if amplitude == 0 { continue }
                        let fade = partial > fadeStart ? (limit - partial) / (limit - fadeStart) : 1
                        value += amplitude * fade * current
                    }
                    phase += 2 * Double.pi * frequency / rate
                    if phase > 2 * Double.pi { phase -= 2 * Double.pi }
                }
                value *= tone.gain * envelope
                if buffers.count == 1 {
                    buffers[0][index] += value
                } else {
                    buffers[0][index] += value * left
                    buffers[1][index] += value * right
                }
            }
        }
    }

    /// Equal-power panning: the centre is 3 dB down on each side; -1 is all left.
    static func gains(pan: Double) -> (Double, Double) {
        let angle = (min(1, max(-1, pan)) + 1) * Double.pi / 4
        return (cos(angle), sin(angle))
    }

    /// 0 to 1: a raised-cosine rise over `attack` samples, a hold, and a raised-cosine fall over `release`.
    static func envelope(_ n: Int, count: Int, attack: Int, release: Int) -> Double {
        var e = 1.0
        if n < attack { e = 0.5 - 0.5 * cos(Double.pi * Double(n) / Double(attack)) }
        let fromEnd = count - 1 - n
        if fromEnd < release { e = min(e, 0.5 - 0.5 * cos(Double.pi * Double(fromEnd) / Double(release))) }
        return e
    }

    /// The contour's frequency at `t`, between point `i` and the next (log-linear), or held after the last.
    static func frequency(_ contour: [PitchPoint], at t: Double, from i: Int) -> Double {
        let a = contour[i]
        guard i + 1 < contour.count, t > a.time else { return a.frequency }
        let b = contour[i + 1]
        let span = b.time - a.time
        guard span > 0 else { return b.frequency }
        return a.frequency * pow(b.frequency / a.frequency, min(1, (t - a.time) / span))
    }
}

/// Deterministic white noise (xorshift64*), -1 to 1, for the cue.
struct NoiseSource {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }
    mutating func next() -> Double {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        let value = state &* 0x2545_F491_4F6C_DD1D
        return Double(value >> 11) / Double(1 << 52) - 1
    }
}
