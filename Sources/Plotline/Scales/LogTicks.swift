import Foundation
import PlotlineScene

/// Tick values for a base-10 logarithmic axis.
///
/// Ticks are powers of ten; over few decades the 2 and 5 multiples are added (1, 2, 5, 10, 20, 50, ...),
/// and within about one decade every digit (2, 3, ..., 9) or, failing that, linear ticks; over many
/// decades only every 2nd, 3rd, 5th, 10th... power is kept so that about `count` remain.
/// Every value is the Double nearest its decimal (1e-3 is exactly `0.001`).
///
/// Non-positive or non-finite bounds give no ticks; use `validate` to tell the user why.
public enum LogTicks {
    /// Ticks over the domain, in the direction of the input. `count <= 0` is treated as 1.
    public static func ticks(_ start: Double, _ stop: Double, count: Int) -> [Double] {
        guard start.isFinite, stop.isFinite, start > 0, stop > 0 else { return [] }
        if start == stop { return [start] }
        let lo = min(start, stop), hi = max(start, stop)
        let wanted = min(max(count, 1), NumericTicks.maximumCount)
        let ascending = ascendingTicks(lo, hi, wanted: wanted)
        return start <= stop ? ascending : ascending.reversed()
    }

    /// The domain extended to the enclosing powers of ten: 3...450 becomes 1...1000.
    /// A domain that is a single power, like 100...100, becomes that power to the next (100...1000).
    /// A bound that cannot be rounded without overflow stays; non-positive or non-finite domains are
    /// returned unchanged (see `validate`).
    public static func nice(_ domain: ClosedRange<Double>) -> ClosedRange<Double> {
        let lo = domain.lowerBound, hi = domain.upperBound
        guard lo.isFinite, hi.isFinite, lo > 0, lo <= hi else { return domain }
        let kLo = floorExponent(lo)
        let kHi = ceilExponent(hi)
        var niceLo = power(kLo), niceHi = power(kHi)
        if !(niceLo > 0) { niceLo = lo }
        if !niceHi.isFinite { niceHi = hi }
        if niceLo == niceHi {
            let above = power(kLo + 1)
            if above.isFinite { niceHi = above } else { niceLo = power(kLo - 1) }
        }
        return niceLo...niceHi
    }

    /// Throws `.invalidScale` when a log scale cannot show the domain: values at or below zero,
    /// NaN or infinity.
    public static func validate(_ domain: ClosedRange<Double>, column: String) throws(PlotlineError) {
        let lo = domain.lowerBound, hi = domain.upperBound
        if lo.isNaN || hi.isNaN {
            throw .invalidScale(column: column, reason: "a log scale needs numbers; the data has NaN")
        }
        if lo <= 0 {
            throw .invalidScale(column: column,
                                reason: "a log scale needs values above zero; the smallest is \(format(lo))")
        }
        if !hi.isFinite {
            throw .invalidScale(column: column,
                                reason: "a log scale needs finite values; the largest is \(format(hi))")
        }
    }

    // MARK: - Internals

    static func ascendingTicks(_ lo: Double, _ hi: Double, wanted: Int) -> [Double] {
        let kLo = ceilExponent(lo)      // the first power at or above lo
        let kHi = floorExponent(hi)     // the last power at or below hi
        let powers = kHi - kLo + 1

        if powers > wanted {
            return thinnedPowers(kLo, kHi, wanted: wanted)
        }
        // Few decades: powers alone, with 2 and 5 multiples, or with every digit; closest to `wanted`,
        // the richer set on ties.
        var best: [Double] = []
        var bestDistance = Int.max
        for digits in [[1], [1, 2, 5], [1, 2, 3, 4, 5, 6, 7, 8, 9]] {
            let values = multiples(of: digits, lo, hi)
            let distance = abs(values.count - wanted)
            if distance <= bestDistance {
                best = values
                bestDistance = distance
            }
        }
        // Inside about one decade even every digit is too few: linear ticks read better.
        if best.count * 2 < wanted || best.count < 2 {
            let linear = NumericTicks.ticks(lo, hi, count: wanted)
            if linear.count > best.count { return linear }
        }
        return best
    }

    /// Every m-th power of ten in [10^kLo, 10^kHi], on exponents that are multiples of m, with m from
    /// 1, 2, 3, 5, 10, 20, 30, 50, ... giving a count closest to `wanted` in ratio (the sparser on ties).
    static func thinnedPowers(_ kLo: Int, _ kHi: Int, wanted: Int) -> [Double] {
        var bestStride = 1
        var bestDistance = Double.infinity
        var scale = 1
        search: while true {
            for m in [1, 2, 3, 5].map({ $0 * scale }) {
                let n = floorDiv(kHi, m) - ceilDiv(kLo, m) + 1
                let distance = n > 0 ? abs(log(Double(n) / Double(wanted))) : Double.infinity
                if distance <= bestDistance {
                    bestStride = m
                    bestDistance = distance
                }
                if n <= 1 { break search }
            }
            scale *= 10
        }
        var result: [Double] = []
        var k = ceilDiv(kLo, bestStride) * bestStride
        while k <= kHi {
            result.append(power(k))
            k += bestStride
        }
        return result
    }

    /// d × 10^k for each digit d and every k, within [lo, hi], ascending.
    static func multiples(of digits: [Int], _ lo: Double, _ hi: Double) -> [Double] {
        var result: [Double] = []
        for k in (floorExponent(lo))...(floorExponent(hi)) {
            for d in digits {
                let value = NumericTicks.decimal(d, k)
                if value >= lo && value <= hi { result.append(value) }
            }
        }
        return result
    }

    /// 10^k as the Double nearest the decimal.
    static func power(_ k: Int) -> Double { NumericTicks.decimal(1, k) }

    /// The largest k with 10^k <= x (x > 0, finite).
    static func floorExponent(_ x: Double) -> Int { NumericTicks.leadingExponent(of: x) }

    /// The smallest k with 10^k >= x (x > 0, finite).
    static func ceilExponent(_ x: Double) -> Int {
        let k = floorExponent(x)
        return power(k) == x ? k : k + 1
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }

    /// A number as a person would write it: -3 rather than -3.0.
    static func format(_ x: Double) -> String {
        if x.isFinite, x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return "\(x)"
    }
}
