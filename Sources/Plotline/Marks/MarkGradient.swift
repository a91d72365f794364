import PlotlineScene
/// A gradient a mark is painted with (`foregroundStyle(.linearGradient(...))`, a `Gradient`): its stops and
/// the line it runs along, in the unit square of each mark's box, or of the plot area when the marks are
/// aligned to it (`alignsMarkStylesWithPlotArea()`). The style's `color` stays the gradient's middle color,
/// for the key, the words and any output that paints one color.
public struct MarkGradient: Codable, Sendable, Hashable {
    public struct Stop: Codable, Sendable, Hashable {
        /// A CSS color.
        public var color: String
        /// Where along the line, 0 to 1.
        public var location: Double
        public init(color: String, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    /// Where the gradient starts and ends, in the unit square (0, 0 top leading; 1, 1 bottom trailing).
    public var startX: Double
    public var startY: Double
    public var endX: Double
    public var endY: Double

    public init(stops: [Stop], startX: Double = 0.5, startY: Double = 0, endX: Double = 0.5, endY: Double = 1) {
        self.stops = stops
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
    }

    /// The gradient a style paints, nil for one color (a color, or `Color.blue.gradient` made of one color).
    /// A bare `Gradient` runs from top to bottom, as SwiftUI draws it.
    init?(_ style: some ShapeStyle) {
        let gradient: Gradient, start: UnitPoint, end: UnitPoint
        switch style {
        case let g as LinearGradient: (gradient, start, end) = (g.gradient, g.startPoint, g.endPoint)
        case let g as Gradient: (gradient, start, end) = (g, .top, .bottom)
        case let g as AnyGradient: (gradient, start, end) = (g.gradient, .top, .bottom)
        default: return nil
        }
        guard Set(gradient.stops.map(\.color)).count > 1 else { return nil }
        self.init(stops: gradient.stops.map { Stop(color: $0.color.css, location: $0.location) },
                  startX: start.x, startY: start.y, endX: end.x, endY: end.y)
    }
}
