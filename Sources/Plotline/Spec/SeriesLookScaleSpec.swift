import PlotlineScene
/// A chart's symbol scale for categories (`chartSymbolScale(["Apple": .circle, "Pear": .triangle])`): the
/// values in `domain` take the shapes of `range` in turn; values outside the domain take the shapes from
/// where the domain's leave off.
///
/// JSON: `{"symbolScale": {"domain": ["Apple", "Pear"], "range": ["circle", "triangle"]}}`.
public struct SymbolScaleSpec: Codable, Sendable, Equatable {
    /// The values, in the legend's order; the data's order of appearance when omitted.
    public var domain: [JSONScalar]?
    /// One shape per domain value; the series' shapes in turn when omitted.
    public var range: [SymbolShape]?

    public init(domain: [JSONScalar]? = nil, range: [SymbolShape]? = nil) {
        self.domain = domain
        self.range = range
    }
}

/// A chart's line style scale for categories (`chartLineStyleScale(["Apple": StrokeStyle(dash: [4, 2])])`):
/// each value's line width and dash, in points.
///
/// JSON: `{"lineStyleScale": {"domain": ["Apple"], "range": [{"lineWidth": 2, "dash": [4, 2]}]}}`.
public struct LineStyleScaleSpec: Codable, Sendable, Equatable {
    /// One line's look: its width and dash (solid when the dash is empty or omitted), in points.
    public struct Look: Codable, Sendable, Equatable {
        public var lineWidth: Double?
        public var dash: [Double]?

        public init(lineWidth: Double? = nil, dash: [Double]? = nil) {
            self.lineWidth = lineWidth
            self.dash = dash
        }
    }

    public var domain: [JSONScalar]?
    /// One look per domain value; the series' dashes in turn when omitted.
    public var range: [Look]?

    public init(domain: [JSONScalar]? = nil, range: [Look]? = nil) {
        self.domain = domain
        self.range = range
    }
}

extension SymbolScaleSpec {
    func validate(at path: String) throws(PlotlineError) {
        if domain == nil && range == nil { throw PlotlineError.invalidSpec(path: path, reason: "needs a domain, a range or both") }
        try SeriesLookScale.checkPairs(domain: domain, rangeCount: range?.count, noun: "shapes", at: path)
    }
}

extension LineStyleScaleSpec {
    func validate(at path: String) throws(PlotlineError) {
        if domain == nil && range == nil { throw PlotlineError.invalidSpec(path: path, reason: "needs a domain, a range or both") }
        try SeriesLookScale.checkPairs(domain: domain, rangeCount: range?.count, noun: "line styles", at: path)
        for (i, look) in (range ?? []).enumerated() {
            if let w = look.lineWidth, !(w.isFinite && w > 0) {
                throw PlotlineError.invalidSpec(path: "\(path).range[\(i)].lineWidth", reason: "must be a positive number, not \(w)")
            }
            if let dash = look.dash, dash.contains(where: { !($0.isFinite && $0 >= 0) }) || (!dash.isEmpty && dash.allSatisfy { $0 == 0 }) {
                throw PlotlineError.invalidSpec(path: "\(path).range[\(i)].dash",
                                                reason: "needs lengths of zero or more, not all zero, or an empty list for a solid line")
            }
        }
    }
}

/// What the symbol and line style scales share: pairing a domain with a range, and each value's place.
enum SeriesLookScale {
    static func checkPairs(domain: [JSONScalar]?, rangeCount: Int?, noun: String, at path: String) throws(PlotlineError) {
        guard let rangeCount else { return }
        if rangeCount == 0 { throw PlotlineError.invalidSpec(path: path + ".range", reason: "needs at least one of the \(noun)") }
        if let domain, domain.count != rangeCount {
            throw PlotlineError.invalidSpec(path: path + ".range",
                                            reason: "has \(rangeCount) \(noun) for \(domain.count) domain values; give one per value")
        }
    }

    /// The place in the range of each of `names`: a domain value's own, the others the range's from where
    /// the domain's leave off; nil for every name when there is no range.
    static func places(of names: [String], domain: [JSONScalar]?, rangeCount: Int) -> [Int?] {
        guard rangeCount > 0 else { return names.map { _ in nil } }
        let domainNames = StyleScaleSpec(domain: domain).names
        var extra = domainNames.count
        return names.map { name in
            if let k = domainNames.firstIndex(of: name) { return k % rangeCount }
            defer { extra += 1 }
            return extra % rangeCount
        }
    }
}
