import PlotlineScene
/// The order a line's points are joined in, within each series.
///
/// Lines join their points in order of x by default, so rows given in any order draw one line from left
/// to right. A curve that doubles back on itself (a circle, a Lissajous figure: `LinePlot(x:y:t:domain:)`)
/// is joined in the order of its rows instead: `.data`.
///
/// JSON: `{"type": "line", "pathOrder": "data", ...}`. Only lines and areas have a path; on another mark
/// it is an error.
public enum PathOrder: String, Sendable, Hashable, CaseIterable {
    /// Joined from the lowest x to the highest (rows with the same x in their own order).
    case x
    /// Joined in the order of the rows, as a parametric curve is traced.
    case data
}

extension PathOrder: NamedCases {}

extension PathOrder {
    /// The problem with `pathOrder` on a mark of `type`, or nil: only marks drawn as one path have an order.
    static func problem(on type: MarkType, _ order: PathOrder?) -> String? {
        guard let order, !type.definition.isContinuous else { return nil }
        return "pathOrder '\(order.rawValue)' is for line and area marks, not \(type.rawValue)"
    }
}
