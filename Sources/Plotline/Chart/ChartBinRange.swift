import Foundation
import PlotlineScene

/// One bin of ``NumberBins`` or ``DateBins``: the values from `lowerBound` up to `upperBound`, as in Swift
/// Charts. On a mark's x or y (`.value("Range", bins[i])`) it spans the bin: a histogram's bar covers its
/// bin from edge to edge.
public struct ChartBinRange<Bound: Comparable & Plottable>: Sendable, Hashable where Bound: Hashable {
    public let lowerBound: Bound
    public let upperBound: Bound

    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

extension PlottableValue where Value: Comparable & Hashable {
    /// A bin on a channel: the mark spans from the bin's lower to its upper bound
    /// (`BarMark(x: .value("Weight", bins[i]), y: .value("Count", counts[i]))`).
    public static func value(_ label: String, _ range: ChartBinRange<Value>) -> PlottableValue {
        PlottableValue(label: label, value: range.lowerBound, unit: nil, description: nil, upperBound: range.upperBound)
    }

    /// A range on a channel, spanned as a bin is.
    public static func value(_ label: String, _ range: Range<Value>) -> PlottableValue {
        PlottableValue(label: label, value: range.lowerBound, unit: nil, description: nil, upperBound: range.upperBound)
    }
}
