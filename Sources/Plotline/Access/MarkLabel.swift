import PlotlineScene
/// An accessibility label (AX1, AX4): for one mark ("August 6: 8,214 steps") or for a run of marks along x
/// ("From 0.4 miles to 0.7 miles: 612 feet to 682 feet, up 70 feet").
public struct MarkLabel: Sendable, Equatable {
    public var text: String
    /// The layer of the marks.
    public var layer: Int
    /// Indices into the layer's `marks`.
    public var marks: [Int]
    /// Index into the chart's series, or -1 for marks without a series.
    public var series: Int
    /// Whether the label speaks for a group of marks rather than one.
    public var isGroup: Bool
}
