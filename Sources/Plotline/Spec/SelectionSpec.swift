import PlotlineScene
/// A selection shown as the chart is drawn, as Swift Charts' `chartXSelection(value:)`,
/// `chartYSelection(value:)` and `chartAngleSelection(value:)` with a constant binding show one: a rule at
/// the selected place and the value of every series there, as the interactive page's scrubber draws them.
///
/// JSON: `{"selection": {"x": "2024-08-06"}}`, `{"selection": {"y": "Tokyo"}}`, `{"selection": {"angle": 42}}`:
/// a number, an ISO 8601 date, or a category.
public struct SelectionSpec: Codable, Sendable, Hashable {
    public var x: JSONScalar?
    public var y: JSONScalar?
    public var angle: JSONScalar?

    public init(x: JSONScalar? = nil, y: JSONScalar? = nil, angle: JSONScalar? = nil) {
        self.x = x
        self.y = y
        self.angle = angle
    }
}
