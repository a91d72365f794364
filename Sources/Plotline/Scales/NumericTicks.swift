import Foundation
import PlotlineScene

/// Tick values for a numeric axis in familiar sequences (0, 5, 10 or 0, 25, 50; never 1, 6, 11).
///
/// Steps are 1, 2, 2.5 or 5 times a power of ten. Every tick is a whole multiple of the step and is
/// the `Double` nearest to its exact decimal value, so `"\(tick)"` prints `0.3`, never `0.30000000000000004`.
///
/// Degenerate input never traps:
/// - NaN or infinite bounds give no ticks (`[]`), a step of 0 and an unchanged `nice` domain.
/// - A zero-width domain gives the single value as its only tick and a step of 0.
/// - `count <= 0` is treated as 1; counts above 10,000 are treated as 10,000.
public enum NumericTicks {
    /// The familiar multipliers of a power of ten.
    public static let steps: [Double] = [1, 2, 2.5, 5, 10]

    /// The largest tick count honoured; larger requests are clamped to it.
    static let maximumCount = 10_000

    /// The familiar step (1, 2, 2.5 or 5 times a power of ten) dividing the domain into the number of
    /// intervals closest to `count` (as d3's tickIncrement: a domain ending on ticks gets `count + 1`
    /// ticks, so [0, 100] with count 5 steps by 20). A 2.5 step is chosen only when clearly closer than
    /// the best 1, 2 or 5 step. Returns 0 when there is no step: zero-width or non-finite domains.
    public static func step(_ start: Double, _ stop: Double, count: Int) -> Double {
        guard let step = bestStep(min(start, stop), max(start, stop), count: count) else { return 0 }
        return step.value
    }

    /// Ticks over the domain, in the direction of the input (`ticks(10, 0, ...)` descends).
    public static func ticks(_ start: Double, _ stop: Double, count: Int) -> [Double] {
        guard start.isFinite, stop.isFinite else { return [] }
        if start == stop { return [start] }
        let lo = min(start, stop), hi = max(start, stop)
        guard let step = bestStep(lo, hi, count: count) else { return [] }
        let ascending = step.multiples(from: lo, through: hi)
        return start <= stop ? ascending : ascending.reversed()
    }

    /// The domain extended outward to whole multiples of a step, chosen so that `ticks` over the result
    /// starts and ends on its bounds: [0, 97] becomes [0, 100] (ticks by 20), [58, 172] becomes
    /// [50, 175] (ticks by 25). Among such domains the one balancing an interval count close to `count`
    /// against little growth wins (d3's iterate-until-stable can oscillate between 20 and 25 here). When none is consistent (count 1 across zero) the domain
    /// is rounded outward once to its own step; a bound whose rounding would overflow stays as it is.
    ///
    /// A zero-width domain v...v is first widened to the multiples of its leading digit's place value
    /// just outside it: 5...5 becomes 4...6, 50...50 becomes 40...60, 0.3...0.3 becomes 0.2...0.4,
    /// 5.3...5.3 becomes 4...7, -5...-5 becomes -6...-4; 0...0 becomes 0...1. A bound whose rounded value would overflow to infinity stays as it is.
    /// Non-finite domains are returned unchanged.
    public static func nice(_ domain: ClosedRange<Double>, count: Int) -> ClosedRange<Double> {
        var lo = domain.lowerBound, hi = domain.upperBound
        guard lo.isFinite, hi.isFinite, lo <= hi else { return domain }
        if lo == hi {
            if lo == 0 { return 0...1 }
            let unit = DecimalStep(mantissa: 1, exponent: leadingExponent(of: lo))
            if let i = unit.floorIndex(lo), let j = unit.ceilIndex(hi) {
                lo = unit.multiple(i - 1)
                hi = unit.multiple(j + 1)
            }
            if !lo.isFinite { lo = -Double.greatestFiniteMagnitude }
            if !hi.isFinite { hi = Double.greatestFiniteMagnitude }
        }
        if let (niceLo, niceHi) = consistentNice(lo, hi, count: count) {
            return niceLo...niceHi
        }
        // Fallback (as with count 1 across zero, where no step is consistent): round outward once to
        // the domain's own step, keeping it tight rather than growing it step after step.
        if let step = bestStep(lo, hi, count: count) {
            let newLo = step.floorMultiple(lo)
            let newHi = step.ceilMultiple(hi)
            if newLo.isFinite { lo = newLo }
            if newHi.isFinite { hi = newHi }
        }
        return lo...hi
    }

    /// The number of decimals needed to label ticks of this step exactly:
    /// 0.25 -> 2, 2.5 -> 1, 20 -> 0, 0.002 -> 3. Zero and non-finite steps need 0.
    public static func fractionDigits(forStep step: Double) -> Int {
        guard step.isFinite, step != 0 else { return 0 }
        // The shortest round-trip text of the step is its decimal value, e.g. "0.002", "2.5e-05", "1e+16".
        let text = "\(abs(step))".lowercased()
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first.map(String.init) ?? text
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var fraction = ""
        if let dot = mantissa.firstIndex(of: ".") {
            fraction = String(mantissa[mantissa.index(after: dot)...])
        }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return max(0, fraction.count - exponent)
    }

    // MARK: - Internals

    /// A step written exactly as `mantissa × 10^exponent`, with mantissa 1, 2, 25 or 5
    /// (2.5 × 10^k is kept as 25 × 10^(k-1) so every multiple is an integer times a power of ten).
    struct DecimalStep: Equatable {
        var mantissa: Int
        var exponent: Int

        var value: Double { NumericTicks.decimal(mantissa, exponent) }
        var isTwoAndAHalf: Bool { mantissa == 25 }

        /// The `index`-th multiple, as the Double nearest its exact decimal value.
        func multiple(_ index: Int) -> Double {
            let (product, overflow) = index.multipliedReportingOverflow(by: mantissa)
            if overflow { return Double(index) * value }
            return NumericTicks.decimal(product, exponent)
        }

        /// Multiples within [lo, hi], ascending. Indices are found approximately by division and then
        /// corrected against the exact multiples, so a bound that is itself a multiple is included.
        func multiples(from lo: Double, through hi: Double) -> [Double] {
            let step = value
            let first = lo / step, last = hi / step
            guard step > 0, first.isFinite, last.isFinite,
                  abs(first) < 9e15, abs(last) < 9e15 else { return [lo, hi] }
            var i = Int(first.rounded())
            if multiple(i) < lo { i += 1 }
            var j = Int(last.rounded())
            if multiple(j) > hi { j -= 1 }
            guard i <= j else { return [] }
            var result: [Double] = []
            result.reserveCapacity(j - i + 1)
            for k in i...j {
                let tick = multiple(k)
                if result.last != tick { result.append(tick) }
            }
            return result
        }

        /// The index of the largest multiple at or below `x`, or nil when it is out of integer range.
        func floorIndex(_ x: Double) -> Int? {
            let q = x / value
            guard q.isFinite, abs(q) < 9e15 else { return nil }
            var i = Int(q.rounded(.down))
            if multiple(i + 1) <= x { i += 1 }
            if multiple(i) > x { i -= 1 }
            return i
        }

        /// The index of the smallest multiple at or above `x`, or nil when it is out of integer range.
        func ceilIndex(_ x: Double) -> Int? {
            let q = x / value
            guard q.isFinite, abs(q) < 9e15 else { return nil }
            var i = Int(q.rounded(.up))
            if multiple(i - 1) >= x { i -= 1 }
            if multiple(i) < x { i += 1 }
            return i
        }

        /// The largest multiple at or below `x` (`x` itself when out of range).
        func floorMultiple(_ x: Double) -> Double { floorIndex(x).map(multiple) ?? x }

        /// The smallest multiple at or above `x` (`x` itself when out of range).
        func ceilMultiple(_ x: Double) -> Double { ceilIndex(x).map(multiple) ?? x }
    }

    /// `mantissa × 10^exponent` correctly rounded, by parsing its decimal text (no `pow` drift).
    static func decimal(_ mantissa: Int, _ exponent: Int) -> Double {
        if let value = Double("\(mantissa)e\(exponent)") { return value }
        return Double(mantissa) * pow(10, Double(exponent))
    }

    /// floor(log10(|x|)) for a non-zero finite `x`, exact at powers of ten: the place of its leading digit.
    static func leadingExponent(of x: Double) -> Int {
        let magnitude = abs(x)
        var k = Int(log10(magnitude).rounded(.down))
        if decimal(1, k) > magnitude { k -= 1 }
        if decimal(1, k + 1) <= magnitude { k += 1 }
        return k
    }

    /// Nice bounds for [lo, hi] on which `ticks` starts and ends, or nil when no candidate has that.
    ///
    /// Each candidate step s rounds the domain outward to multiples of s; the result qualifies when its
    /// own best step t (the one `ticks` will use) also has both bounds as multiples. Among those, the
    /// smallest sum of |log(intervals / count)| and log(growth of the span) wins.
    static func consistentNice(_ lo: Double, _ hi: Double, count: Int) -> (Double, Double)? {
        guard let first = bestStep(lo, hi, count: count) else { return nil }
        let wanted = Double(min(max(count, 1), maximumCount))
        let span = hi / 2 - lo / 2
        let decade = first.exponent + (first.isTwoAndAHalf ? 1 : 0)
        var best: (bounds: (Double, Double), score: Double)?
        for exponent in (decade - 1)...(decade + 2) {
            for (mantissa, shift) in [(1, 0), (2, 0), (25, -1), (5, 0)] {
                let step = DecimalStep(mantissa: mantissa, exponent: exponent + shift)
                guard let i = step.floorIndex(lo), let j = step.ceilIndex(hi), i < j else { continue }
                let niceLo = step.multiple(i), niceHi = step.multiple(j)
                guard niceLo.isFinite, niceHi.isFinite,
                      let tickStep = bestStep(niceLo, niceHi, count: count),
                      let first = tickStep.floorIndex(niceLo), tickStep.multiple(first) == niceLo,
                      let last = tickStep.floorIndex(niceHi), tickStep.multiple(last) == niceHi,
                      last > first else { continue }
                let niceSpan = niceHi / 2 - niceLo / 2
                let score = abs(log(Double(last - first) / wanted)) + log(niceSpan / span)
                if let current = best, !(score < current.score) { continue }
                best = ((niceLo, niceHi), score)
            }
        }
        return best?.bounds
    }

    /// How much closer (in log10 of the interval count) a 2.5 step must come than the best 1, 2 or 5
    /// step before it is chosen: half the distance between 2 and 2.5.
    static let twoAndAHalfMargin = log10(1.25) / 2

    /// The familiar step for [lo, hi] (lo < hi, both finite), or nil when there is none.
    ///
    /// Like d3's tickIncrement, `count` is the wanted number of intervals between ticks, so a domain
    /// that ends on ticks gets about `count + 1` of them (ticks(0, 100, 5) is 0, 20, ..., 100).
    /// The step whose interval count span/step is closest to `count` in ratio wins; a 2.5 step must
    /// be closer by `twoAndAHalfMargin`; exact ties go to the larger step.
    static func bestStep(_ lo: Double, _ hi: Double, count: Int) -> DecimalStep? {
        guard lo.isFinite, hi.isFinite, lo < hi else { return nil }
        let wanted = Double(min(max(count, 1), maximumCount))
        let span = hi - lo
        // For [-1e308, 1e308] the span overflows; use halves.
        let logSpan = span.isFinite ? log10(span) : log10(hi / 2 - lo / 2) + log10(2.0)
        let logRaw = logSpan - log10(wanted)
        // Steps finer than the spacing of Doubles near the bounds would repeat values.
        let resolution = max(abs(lo), abs(hi)).ulp
        let minimumExponent = Int(log10(resolution).rounded(.down))
        let base = Int(logRaw.rounded(.down))
        let lowest = max(base - 1, minimumExponent)
        let highest = max(base + 2, minimumExponent + 3)

        var best: (step: DecimalStep, score: (Double, Int, Double))?
        for exponent in lowest...highest {
            for (mantissa, shift) in [(1, 0), (2, 0), (25, -1), (5, 0)] {
                let step = DecimalStep(mantissa: mantissa, exponent: exponent + shift)
                let value = step.value
                guard value.isFinite, value > 0, value >= resolution else { continue }
                let logValue = log10(value)
                let distance = abs(logRaw - logValue) + (step.isTwoAndAHalf ? twoAndAHalfMargin : 0)
                let score = (distance, step.isTwoAndAHalf ? 1 : 0, -logValue)
                if let current = best, !(score < current.score) { continue }
                best = (step, score)
            }
        }
        return best?.step
    }
}
