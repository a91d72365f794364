import Foundation
import PlotlineScene

/// Tick values and nice bounds for a symmetric log axis (sign(v) · ln(1 + |v|)): zero, then powers of ten
/// on each side (±1, ±10, ±100, ...), with their 2 and 5 multiples where there is room, and only every
/// 2nd, 3rd, ... power over many decades, so about `count` remain (X3).
public enum SymmetricLogTicks {
    /// The domain with each bound taken away from zero to the enclosing power of ten (-3...450 becomes
    /// -10...1000); zero stays zero, and a domain of one value spreads to the next power.
    public static func nice(_ domain: ClosedRange<Double>) -> ClosedRange<Double> {
        func away(_ v: Double) -> Double {
            guard v != 0, v.isFinite else { return v }
            let p = Foundation.pow(10, Foundation.ceil(Foundation.log10(abs(v)) - 1e-12))
            return p.isFinite ? (v < 0 ? -p : p) : v
        }
        var lo = away(domain.lowerBound), hi = away(domain.upperBound)
        if lo == hi { if hi >= 0 { lo = min(lo, 0); hi = hi == 0 ? 1 : hi * 10 } else { hi = 0 } }
        return lo...hi
    }

    /// Ticks from `lo` to `hi`, ascending: zero first, then powers of ten from the largest down, then their
    /// 5 and 2 multiples, each kept only where it sits at least a fair share of the axis from every tick
    /// kept before it. Near zero the axis is nearly linear and 0, 1 and 10 crowd together: the far powers
    /// are the ones worth reading.
    public static func ticks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard lo.isFinite, hi.isFinite, lo <= hi else { return [] }
        let wanted = min(max(count, 1), NumericTicks.maximumCount)
        let f = PositionScale.symmetricLog
        let span = f(hi) - f(lo)
        guard span > 0 else { return [lo] }
        func powers(upTo limit: Double) -> [Double] {
            guard limit >= 1 else { return [] }
            let top = Int(Foundation.floor(Foundation.log10(limit) + 1e-12))
            return (0...max(top, 0)).reversed().map { Foundation.pow(10, Double($0)) }.filter { $0 <= limit * (1 + 1e-12) }
        }
        let positive = powers(upTo: hi), negative = powers(upTo: -lo).map { -$0 }
        var candidates: [Double] = lo <= 0 && hi >= 0 ? [0] : []
        // Largest magnitudes first, alternating sides.
        for i in 0..<max(positive.count, negative.count) {
            if i < positive.count { candidates.append(positive[i]) }
            if i < negative.count { candidates.append(negative[i]) }
        }
        for multiple in [5.0, 2.0] {
            candidates += positive.map { $0 * multiple }.filter { $0 <= hi }
            candidates += negative.map { $0 * multiple }.filter { $0 >= lo }
        }
        let gap = span / Double(wanted + 1) * 0.8
        var kept: [Double] = []
        for value in candidates where kept.allSatisfy({ abs(f($0) - f(value)) >= gap }) {
            kept.append(value)
        }
        return kept.sorted()
    }
}
