import PlotlineScene
/// Samples a function of one number for a function plot, finely where it bends and coarsely where it is
/// straight, so that the line through the samples looks smooth at any width a chart is drawn at.
///
/// The domain is first cut into ``initialIntervals`` even steps. An interval is then halved, up to
/// ``maximumDepth`` times, while the function's value at its middle lies farther than ``tolerance`` of the
/// outputs' range from the straight line between its ends (its chord), or while one end is defined and the
/// other is not, so a gap's edges are found to 1/4096 of the domain. At most ``budget`` samples are taken,
/// fewer than a line of the chart's width is reduced at, so every sample is drawn.
///
/// An undefined value (`.nan`) or an infinite one is kept as undefined: the line or area leaves a gap
/// there, and it is not joined across nor drawn at zero.
enum FunctionSampling {
    static let initialIntervals = 128
    static let maximumDepth = 5
    /// A share of each output's range: a chord off by less is drawn as straight (a third of a point on a
    /// chart 300 points high).
    static let tolerance = 1.0 / 1000
    static let budget = 4000

    struct Sample {
        var t: Double
        var values: [Double]

        var isDefined: Bool { values.allSatisfy(\.isFinite) }
    }

    /// The samples of `function` (with `outputs` numbers for each input) over `domain`, in order of the input.
    static func sample(_ domain: ClosedRange<Double>, outputs: Int,
                       _ function: (Double) -> [Double]) -> [Sample] {
        let lo = domain.lowerBound, hi = domain.upperBound
        func evaluate(_ t: Double) -> Sample {
            Sample(t: t, values: function(t).map { $0.isFinite ? $0 : .nan })
        }
        guard hi > lo else { return [evaluate(lo)] }
        let first = (0...initialIntervals).map { i in
            evaluate(i == initialIntervals ? hi : lo + (hi - lo) * Double(i) / Double(initialIntervals))
        }
        // Each output's range over the first samples; a flat output gets its size (or 1) instead.
        let ranges = (0..<outputs).map { k -> Double in
            let defined = first.map { $0.values[k] }.filter(\.isFinite)
            guard let low = defined.min(), let high = defined.max() else { return 1 }
            return high > low ? high - low : max(abs(high), 1)
        }
        var samples = [first[0]]
        var count = first.count
        func refine(_ a: Sample, _ b: Sample, depth: Int) {
            guard depth < maximumDepth, count < budget else { return }
            let middle = evaluate((a.t + b.t) / 2)
            let split: Bool
            if a.isDefined != b.isDefined {
                split = true
            } else if a.isDefined && middle.isDefined {
                split = (0..<outputs).contains { k in
                    abs(middle.values[k] - (a.values[k] + b.values[k]) / 2) > tolerance * ranges[k]
                }
            } else {
                // Undefined at both ends: a defined middle is a piece that the even steps missed.
                split = middle.isDefined
            }
            guard split else { return }
            count += 1
            refine(a, middle, depth: depth + 1)
            samples.append(middle)
            refine(middle, b, depth: depth + 1)
        }
        for (a, b) in zip(first, first.dropFirst()) {
            refine(a, b, depth: 0)
            samples.append(b)
        }
        return samples
    }
}
