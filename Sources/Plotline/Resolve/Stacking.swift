import PlotlineScene
/// Stacks values that share a position (bars or areas of several series at one x), as Swift Charts does:
/// `standard` from zero with positives up and negatives down, `normalized` so each stack spans 0 to 1,
/// `center` around zero, `unstacked` each from zero.
enum Stacking {
    /// For each item (position key, value), its (base, end) in the stack, items taken in the given order.
    static func stack(keys: [Double], values: [Double], method: MarkStackingMethod) -> [(Double, Double)] {
        if method == .unstacked { return values.map { (0, $0) } }
        var up: [Double: Double] = [:], down: [Double: Double] = [:], totals: [Double: Double] = [:]
        for (key, value) in zip(keys, values) { totals[key, default: 0] += abs(value) }
        var result: [(Double, Double)] = []
        result.reserveCapacity(values.count)
        for (key, value) in zip(keys, values) {
            var base: Double
            if value >= 0 {
                base = up[key, default: 0]
                up[key] = base + value
            } else {
                base = down[key, default: 0]
                down[key] = base + value
            }
            var end = base + value
            switch method {
            case .normalized:
                let total = totals[key, default: 0]
                if total > 0 { base /= total; end /= total } else { base = 0; end = 0 }
            case .center:
                let shift = (totals[key, default: 0]) / 2
                base -= shift
                end -= shift
            case .standard, .unstacked:
                break
            }
            result.append((base, end))
        }
        return result
    }
}
