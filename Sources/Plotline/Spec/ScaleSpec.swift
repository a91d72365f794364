import Foundation
import PlotlineScene

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

/// Where a scale's domain sits along the plot (Swift Charts' `range:` of `chartXScale`): padding at the
/// start and end, or explicit start and end, in points.
///
/// JSON: `{"startPadding": 20, "endPadding": 20}`, `{"start": 0, "end": 300}`.
public struct ScaleRangeSpec: Codable, Sendable, Equatable {
    public var startPadding: Double?
    public var endPadding: Double?
    public var start: Double?
    public var end: Double?

    public init(startPadding: Double? = nil, endPadding: Double? = nil, start: Double? = nil, end: Double? = nil) {
        self.startPadding = startPadding
        self.endPadding = endPadding
        self.start = start
        self.end = end
    }

    /// The range as the layout draws it: shares of a plot dimension `length` points long, as resolving checked
    /// them; the whole dimension where, at this output's size, the padding would leave no room.
    func layoutShares(length: Double) -> ClosedRange<Double> {
        (try? shares(length: length, path: "")) ?? 0...1
    }

    /// The range as shares of a plot dimension `length` points long.
    func shares(length: Double, path: String) throws(PlotlineError) -> ClosedRange<Double> {
        for (name, value) in [("startPadding", startPadding), ("endPadding", endPadding), ("start", start), ("end", end)] {
            if let value, !(value.isFinite && value >= 0) {
                throw .invalidSpec(path: path + "." + name, reason: "expected 0 or more points, found \(value)")
            }
        }
        guard length > 0 else { return 0...1 }
        let lo = start ?? startPadding ?? 0
        let hi = end ?? (length - (endPadding ?? 0))
        guard hi > lo else {
            throw .invalidSpec(path: path, reason: "leaves no room: the range runs from \(LayerBinding.plain(lo)) to \(LayerBinding.plain(hi)) points of a \(Int(length.rounded()))-point plot")
        }
        return (lo / length)...(hi / length)
    }
}

/// The closure of `.automatic(dataType:modifyInferredDomain:)`, kept to change the domain fitted to the data:
/// the categories in order, or a continuous domain's low and high ends (numbers, or dates as seconds). Two
/// modifiers are equal only when they are the same closure.
/// The closure is the author's, as Swift Charts takes it (not `@Sendable`): it is called only while the chart
/// is resolved, on the resolving thread.
public struct DomainModifier: @unchecked Sendable, Equatable {
    let id = UUID()
    let modify: ([DataValue]) -> [DataValue]

    public init(_ modify: @escaping ([DataValue]) -> [DataValue]) { self.modify = modify }

    public static func == (a: DomainModifier, b: DomainModifier) -> Bool { a.id == b.id }
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
    /// Where on the plot the domain is drawn (`chartXScale(range: .plotDimension(padding: 20))`): padding in
    /// points at the start (leading or bottom) and end, or the start and end in points from the plot's
    /// leading or bottom edge. The whole plot dimension when omitted.
    public var range: ScaleRangeSpec? = nil
    /// A change to the domain fitted to the data (`.automatic(dataType:modifyInferredDomain:)`): Swift only.
    public var domainModifier: DomainModifier? = nil

    private enum CodingKeys: String, CodingKey {
        case type, domain, includesZero, reversed, bandPadding, pointPadding, range
    }

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
