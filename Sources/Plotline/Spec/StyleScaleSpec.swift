import PlotlineScene
/// A chart's foreground style scale for categories (`chartForegroundStyleScale(["Apple": .red, ...])`):
/// the values in `domain` take the colors of `range` in turn, and the legend lists them in the domain's
/// order. Values outside the domain come after them, in order of appearance, taking the range's colors
/// from where the domain's leave off.
///
/// JSON: `{"foregroundStyleScale": {"domain": ["Apple", "Pear"], "range": ["#ff3b30", "#34c759"]}}`.
/// (Numbers on `color` take a gradient range in `colorScale.range`.)
public struct StyleScaleSpec: Codable, Sendable, Equatable {
    /// The values, in the legend's order; the data's order of appearance when omitted.
    public var domain: [JSONScalar]?
    /// CSS colors, one per domain value; the theme's palette, in the domain's order, when omitted.
    public var range: [String]?

    public init(domain: [JSONScalar]? = nil, range: [String]? = nil) {
        self.domain = domain
        self.range = range
    }
}

extension StyleScaleSpec {
    /// Checks the colors and that domain and range pair up.
    func validate(at path: String) throws(PlotlineError) {
        guard let range else {
            if domain == nil { throw PlotlineError.invalidSpec(path: path, reason: "needs a domain, a range or both") }
            return
        }
        if range.isEmpty { throw PlotlineError.invalidSpec(path: path + ".range", reason: "needs at least one color") }
        for (i, color) in range.enumerated() { try ChartSpec.checkColor(color, at: "\(path).range[\(i)]") }
        if let domain, domain.count != range.count {
            throw PlotlineError.invalidSpec(path: path + ".range",
                                            reason: "has \(range.count) colors for \(domain.count) domain values; give one color per value")
        }
    }

    /// The domain's values as series names.
    var names: [String] {
        (domain ?? []).map { scalar in
            switch scalar {
            case .string(let s): s
            case .number(let n): LayerBinding.plain(n)
            case .bool(let b): b ? "true" : "false"
            case .null: "–"
            }
        }
    }

    /// The colors for series named `names` (in legend order): each domain value's own range color, the
    /// others the range's colors from where the domain's leave off.
    func palette(for names: [String]) -> [String] {
        guard let range, !range.isEmpty else { return [] }
        let domain = self.names
        var extra = domain.count
        return names.map { name in
            if let k = domain.firstIndex(of: name) { return range[k % range.count] }
            defer { extra += 1 }
            return range[extra % range.count]
        }
    }
}
