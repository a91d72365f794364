/// The kind of a positional scale.
public enum ScaleType: String, Codable, Sendable, CaseIterable {
    case linear
    /// Base-10 logarithmic: equal ratios are equal distances.
    case log
    /// Calendar-aware time.
    case date
    /// Categories in bands.
    case category
    /// Categories at points, without bands: the first and last sit `pointPadding` steps from the ends.
    case point
    /// Square root (Swift Charts' `.squareRoot`): big values spread less.
    case squareRoot
    /// Symmetric log (Swift Charts' `.symmetricLog`): ratios on both sides of zero, linear near zero.
    case symmetricLog
}

/// Options of a chart's x or y scale.
///
/// JSON: `{"domain": [0, 100]}` (a fixed range, X1), `{"includesZero": false}`, `{"type": "log"}`,
/// `{"domain": ["Mon", "Tue", "Wed"]}` (category order), `{"domain": ["2024-01-01", "2024-12-31"]}`.
public struct ScaleSpec: Codable, Sendable, Equatable {
    public var type: ScaleType?
    /// A fixed domain: two numbers, two ISO 8601 dates, or the categories in order. Omit for a dynamic one.
    public var domain: [JSONScalar]?
    /// Whether a dynamic domain reaches zero. Default: yes for bars and areas, no for lines and points (X2).
    public var includesZero: Bool?
    /// Runs the scale from high to low.
    public var reversed: Bool?
    /// A category scale's share of each band left empty between bars, from 0 up to (not including) 1.
    /// Default 0.2.
    public var bandPadding: Double?
    /// A point scale's empty space before the first category and after the last, in steps between two
    /// categories. Default 0.5 (the points sit where band centres would); 0 puts them on the plot's edges.
    public var pointPadding: Double?

    public init(type: ScaleType? = nil, domain: [JSONScalar]? = nil, includesZero: Bool? = nil, reversed: Bool? = nil,
                bandPadding: Double? = nil, pointPadding: Double? = nil) {
        self.type = type
        self.domain = domain
        self.includesZero = includesZero
        self.reversed = reversed
        self.bandPadding = bandPadding
        self.pointPadding = pointPadding
    }
}

extension ScaleType {
    /// The scale's name in an error message: "a square root x scale needs numbers".
    var words: String {
        switch self {
        case .squareRoot: "square root"
        case .symmetricLog: "symmetric log"
        default: rawValue
        }
    }
}
