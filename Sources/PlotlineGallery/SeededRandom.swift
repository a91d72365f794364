/// A small deterministic random generator (SplitMix64), so built-in data is the same on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A normally distributed number (Box–Muller).
    mutating func normal(mean: Double = 0, deviation: Double = 1) -> Double {
        let u1 = max(unit(), 1e-12), u2 = unit()
        return mean + deviation * (-2 * _log(u1)).squareRoot() * _cos(2 * Double.pi * u2)
    }
}

import Foundation
private func _log(_ x: Double) -> Double { Foundation.log(x) }
private func _cos(_ x: Double) -> Double { Foundation.cos(x) }
