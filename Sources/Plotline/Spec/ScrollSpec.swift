import PlotlineScene
/// A chart that shows part of its domain and scrolls over the rest (Swift Charts' `chartScrollableAxes`,
/// `chartXVisibleDomain(length:)` and `chartScrollPosition(initialX:)`). A picture drawn once shows the
/// visible window; the interactive page scrolls over the whole domain.
///
/// JSON: `{"scroll": {"axes": ["x"], "xVisibleLength": 2592000, "initialX": "2024-06-01"}}`: a length in
/// the axis's units (numbers, seconds for dates, a count of categories) and the value at the window's
/// leading edge (the bottom of a number axis, the top of a category axis).
public struct ScrollSpec: Codable, Sendable, Equatable {
    public enum Axis: String, Codable, Sendable, CaseIterable { case x, y }

    /// The axes that scroll; a visible length on an axis that does not scroll is kept but not used, as in
    /// Swift Charts.
    public var axes: [Axis]
    public var xVisibleLength: Double?
    public var yVisibleLength: Double?
    /// The value at the window's leading edge when the chart is first shown: the domain's start when omitted.
    public var initialX: JSONScalar?
    public var initialY: JSONScalar?

    public init(axes: [Axis] = [], xVisibleLength: Double? = nil, yVisibleLength: Double? = nil,
                initialX: JSONScalar? = nil, initialY: JSONScalar? = nil) {
        self.axes = axes
        self.xVisibleLength = xVisibleLength
        self.yVisibleLength = yVisibleLength
        self.initialX = initialX
        self.initialY = initialY
    }

    /// The visible length of an axis that scrolls, when it has one.
    func length(_ axis: Axis) -> Double? {
        guard axes.contains(axis) else { return nil }
        return axis == .x ? xVisibleLength : yVisibleLength
    }

    func initial(_ axis: Axis) -> JSONScalar? { axis == .x ? initialX : initialY }

    func validate(at path: String) throws(PlotlineError) {
        for (name, length) in [("xVisibleLength", xVisibleLength), ("yVisibleLength", yVisibleLength)] {
            if let length, !(length.isFinite && length > 0) {
                throw PlotlineError.invalidSpec(path: path + "." + name, reason: "expected a length above 0, found \(length)")
            }
        }
        for (name, value) in [("initialX", initialX), ("initialY", initialY)] {
            if case .number(let v)? = value, !v.isFinite {
                throw PlotlineError.invalidSpec(path: path + "." + name, reason: "expected a finite number")
            }
        }
    }
}
