import Foundation
import PlotlineScene

/// A resolved positional scale: maps a data value to a position from 0 (leading or bottom edge of the plot
/// area) to 1 (trailing or top edge). Numbers and dates map by value; categories by their index, in bands
/// or, on a point scale, at points.
public struct PositionScale: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case linear, log, time, band
        /// Square root: areas and counts whose big values would crowd the small ones (signed for negatives).
        case squareRoot
        /// Symmetric log: ratios on both sides of zero, linear near it (d3's symlog with constant 1).
        case symmetricLog

        /// Whether the axis holds plain numbers (not dates, not categories).
        public var isNumeric: Bool {
            switch self {
            case .linear, .log, .squareRoot, .symmetricLog: true
            case .time, .band: false
            }
        }
    }

    public var kind: Kind
    /// The domain in data units: numbers, seconds since 1970, or `0...count` for bands.
    public var domain: ClosedRange<Double>
    /// The categories of a band scale, in order.
    public var categories: [String]
    /// Whether the domain was given (X1: a fixed range) rather than fitted to the data.
    public var isFixed: Bool
    /// Runs from high to low.
    public var reversed: Bool
    /// The share of each band left empty between bars, 0 to 1.
    public var bandPadding: Double
    /// Set on a point scale: categories sit at points one step apart, with this many steps of empty space
    /// before the first and after the last (d3's and Vega-Lite's point scale). Nil on a band scale.
    public var pointPadding: Double?

    public init(kind: Kind, domain: ClosedRange<Double>, categories: [String] = [], isFixed: Bool = false,
                reversed: Bool = false, bandPadding: Double = 0.2, pointPadding: Double? = nil) {
        self.kind = kind
        self.domain = domain
        self.categories = categories
        self.isFixed = isFixed
        self.reversed = reversed
        self.bandPadding = bandPadding
        self.pointPadding = pointPadding
    }

    /// A band scale over categories; a point scale when `pointPadding` is given.
    public static func band(_ categories: [String], reversed: Bool = false, isFixed: Bool = false,
                            bandPadding: Double = 0.2, pointPadding: Double? = nil) -> PositionScale {
        PositionScale(kind: .band, domain: 0...Double(max(categories.count, 1)), categories: categories,
                      isFixed: isFixed, reversed: reversed, bandPadding: bandPadding, pointPadding: pointPadding)
    }

    /// The distance from one category to the next, from 0 to 1: a band's width with its padding, or the
    /// gap between two points.
    public var step: Double {
        let n = Double(max(categories.count, 1))
        guard let p = pointPadding else { return 1 / n }
        let span = n - 1 + 2 * p
        return span > 0 ? 1 / span : 1
    }

    /// The position of `value` from 0 to 1 (outside that range when the value is outside the domain).
    /// For bands, `value` is a category index and the position is the band's centre.
    public func position(_ value: Double) -> Double {
        let t: Double
        switch kind {
        case .linear, .time:
            let span = domain.upperBound - domain.lowerBound
            t = span > 0 ? (value - domain.lowerBound) / span : 0.5
        case .log:
            let lo = Foundation.log10(domain.lowerBound), hi = Foundation.log10(domain.upperBound)
            t = hi > lo && value > 0 ? (Foundation.log10(value) - lo) / (hi - lo) : (value > 0 ? 0.5 : -.infinity)
        case .band:
            if let p = pointPadding {
                t = categories.count <= 1 && p == 0 ? 0.5 : (value + p) * step
            } else {
                t = (value + 0.5) * step
            }
        case .squareRoot, .symmetricLog:
            let f = kind == .squareRoot ? Self.signedSquareRoot : Self.symmetricLog
            let lo = f(domain.lowerBound), hi = f(domain.upperBound)
            t = hi > lo ? (f(value) - lo) / (hi - lo) : 0.5
        }
        return reversed ? 1 - t : t
    }

    /// √|v| with the sign of v.
    static func signedSquareRoot(_ v: Double) -> Double { v < 0 ? -(-v).squareRoot() : v.squareRoot() }

    /// sign(v) · ln(1 + |v|): linear near zero, logarithmic far from it, defined for every number.
    static func symmetricLog(_ v: Double) -> Double { v < 0 ? -Foundation.log1p(-v) : Foundation.log1p(v) }

    /// The extent of a category's band, from 0 to 1, without the padding between bars.
    public func band(_ index: Int) -> ClosedRange<Double> {
        let width = (1 - bandPadding) * step
        let centre = position(Double(index))
        return (centre - width / 2)...(centre + width / 2)
    }

    /// The index of a category, if it is one of the scale's.
    public func index(of category: String) -> Int? { categories.firstIndex(of: category) }
}
