import Foundation
import PlotlineScene

/// Where a scale draws its domain along the plot, as Swift Charts' `range:` of `chartXScale` takes it: a
/// ``PositionScaleRange`` (`.plotDimension(padding: 20)`), or a range of points (`20...300`).
public protocol ScaleRange: Sendable {
    /// The range as a spec writes it; nil for the whole plot dimension.
    var rangeSpec: ScaleRangeSpec? { get }
}

/// The plot dimension with padding at its ends, or all of it.
public struct PositionScaleRange: ScaleRange {
    public let rangeSpec: ScaleRangeSpec?

    /// The same padding, in points, at both ends.
    public static func plotDimension(padding: CGFloat) -> PositionScaleRange {
        PositionScaleRange(rangeSpec: ScaleRangeSpec(startPadding: Double(padding), endPadding: Double(padding)))
    }

    /// Padding in points at the start (the leading or bottom end) and at the end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(rangeSpec: ScaleRangeSpec(startPadding: Double(startPadding), endPadding: Double(endPadding)))
    }

    /// The whole plot dimension.
    public static var automatic: PositionScaleRange { PositionScaleRange(rangeSpec: nil) }
}

extension ScaleRange where Self == PositionScaleRange {
    public static func plotDimension(padding: CGFloat) -> PositionScaleRange { PositionScaleRange.plotDimension(padding: padding) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange.plotDimension(startPadding: startPadding, endPadding: endPadding)
    }
    public static var automatic: PositionScaleRange { PositionScaleRange.automatic }
}

/// The domain drawn from one point to another, counted from the plot's leading or bottom edge.
extension ClosedRange: ScaleRange where Bound == CGFloat {
    public var rangeSpec: ScaleRangeSpec? { ScaleRangeSpec(start: Double(lowerBound), end: Double(upperBound)) }
}

extension Chart {
    /// The x scale's domain, where it is drawn along the plot, and its type:
    /// `.chartXScale(domain: 0...100, range: .plotDimension(padding: 20))`.
    public func chartXScale(domain: some ScaleDomain, range: some ScaleRange, type: ScaleType? = nil) -> Chart {
        chartXScale(domain: domain, type: type).ranging(\.xScale, range)
    }

    /// Where the x scale's domain is drawn along the plot: `.chartXScale(range: .plotDimension(startPadding: 10))`.
    public func chartXScale(range: some ScaleRange, type: ScaleType? = nil) -> Chart {
        (type.map { chartXScale(type: $0) } ?? self).ranging(\.xScale, range)
    }

    public func chartYScale(domain: some ScaleDomain, range: some ScaleRange, type: ScaleType? = nil) -> Chart {
        chartYScale(domain: domain, type: type).ranging(\.yScale, range)
    }

    public func chartYScale(range: some ScaleRange, type: ScaleType? = nil) -> Chart {
        (type.map { chartYScale(type: $0) } ?? self).ranging(\.yScale, range)
    }

    private func ranging(_ key: WritableKeyPath<ChartSpec, ScaleSpec?>, _ range: some ScaleRange) -> Chart {
        with { spec in
            var scale = spec[keyPath: key] ?? ScaleSpec()
            scale.range = range.rangeSpec
            spec[keyPath: key] = scale
        }
    }
}
