import PlotlineScene
/// Where a mark lies along one axis, in data units, before the scale maps it.
enum MarkExtent: Equatable {
    /// At a value (a point, a line's vertex, a rule); for bands, a category index.
    case at(Double)
    /// From one value to another (a bar's base to its end, a range).
    case span(Double, Double)
    /// Filling a category's band.
    case band(Int)
    /// Across the whole axis (a rule or a bar without this channel).
    case full

    /// The data values the extent covers, for fitting a domain.
    var values: [Double] {
        switch self {
        case .at(let v): [v]
        case .span(let a, let b): [a, b]
        case .band, .full: []
        }
    }
}

/// A mark's extents on both axes, with its row, series and group (for grouped bars).
struct PlacedMark {
    var row: Int
    var series: Int
    var x: MarkExtent
    var y: MarkExtent
    /// For `position(by:)`: the index of this mark's slot within its band, and the number of slots.
    var slot: (index: Int, count: Int)?
    /// A bar or area drawn from an implicit zero base: the base does not count when fitting a domain
    /// that need not include zero.
    var implicitBase = false
    /// A missing value in a line or area: where it breaks.
    var isGap = false
    /// A bar or area segment of a stack (its base is the top of the segment below).
    var isStacked = false
    var xValue: DataValue?
    var yValue: DataValue?
    /// For a mark that stands for many rows (a box plot's box): how their values spread.
    var distribution: Distribution? = nil
}

/// A grouped bar's slot within its band (`position(by:)`): its index and the number of slots.
public struct MarkSlot: Sendable, Hashable {
    public var index: Int
    public var count: Int
}
