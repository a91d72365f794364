/// Which values an axis marks: automatic with a desired count, or a fixed stride.
public struct AxisMarkValues: Sendable, Hashable {
    var tickCount: Int?
    var stride: AxisStride?

    /// As many familiar ticks as fit, near `desiredCount` when given.
    public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues { AxisMarkValues(tickCount: desiredCount) }
    public static var automatic: AxisMarkValues { AxisMarkValues() }
    /// A tick every `component` (`.stride(by: .month)`) or every `count` of them.
    public static func stride(by unit: TimeUnit, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(stride: AxisStride(unit: unit, count: count))
    }
    /// A tick every `step` (`.stride(by: 5)`).
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(stride: AxisStride(step: step)) }
}

/// The marks of one axis, as in Swift Charts: `.chartYAxis { AxisMarks(position: .trailing) }`.
public struct AxisMarks: Sendable, Hashable {
    var position: AxisPosition
    var values: AxisMarkValues
    var grid: Bool?

    public init(position: AxisPosition = .automatic, values: AxisMarkValues = .automatic, grid: Bool? = nil) {
        self.position = position
        self.values = values
        self.grid = grid
    }

    func apply(to axis: inout AxisSpec) {
        axis.position = position == .automatic ? nil : position
        axis.tickCount = values.tickCount
        axis.stride = values.stride
        axis.grid = grid
        axis.hidden = nil
    }
}

/// Shown or hidden, for axes and legends.
public enum Visibility: Sendable {
    case automatic, visible, hidden
}
