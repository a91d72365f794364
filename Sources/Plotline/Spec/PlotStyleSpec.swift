import PlotlineScene
/// How the plot area itself looks (Swift Charts' `chartPlotStyle { plotArea in ... }`): a fill behind the
/// marks, a border around them, and the plot area's own size, the picture growing around it.
///
/// JSON: `{"plotStyle": {"background": "#f2f2f7", "border": {"color": "#0a84ff", "width": 1}, "height": 200}}`.
public struct PlotStyleSpec: Codable, Sendable, Equatable {
    /// A border drawn over the plot area's edge.
    public struct Border: Codable, Sendable, Equatable {
        public var color: String
        /// The line's width in points; 1 when omitted, as SwiftUI's `border(_:width:)`.
        public var width: Double?

        public init(color: String, width: Double? = nil) {
            self.color = color
            self.width = width
        }
    }

    /// The fill behind the grid and the marks: a CSS color (a gradient's middle color, where one color is needed).
    public var background: String?
    /// The fill as a gradient over the plot area (`.background(LinearGradient(...))`), in place of `background`.
    public var backgroundGradient: MarkGradient?
    public var border: Border?
    /// The plot area's width and height in points: the chart's size becomes what the axes, titles and
    /// legend need around a plot area of this size.
    public var width: Double?
    public var height: Double?
    /// The radius of the plot area's corners, in points (`chartPlotStyle { $0.cornerRadius(8) }`).
    public var cornerRadius: Double?
    /// The plot area's width over its height (`chartPlotStyle { $0.aspectRatio(1, contentMode: .fit) }`): the
    /// largest plot area of these proportions that fits the chart, centred where the room is. Not used when
    /// the plot area has a size of its own (`width`, `height`).
    public var aspectRatio: Double?
    /// Whether every mark is cut at the plot area's edge (`chartPlotStyle { $0.clipped() }`): points'
    /// symbols too, where lines, areas, bars and rules are cut already.
    public var clipsMarks: Bool?

    public init(background: String? = nil, border: Border? = nil, width: Double? = nil, height: Double? = nil) {
        self.background = background
        self.border = border
        self.width = width
        self.height = height
    }

    func validate(at path: String) throws(PlotlineError) {
        if let background { try ChartSpec.checkColor(background, at: path + ".background") }
        for (i, stop) in (backgroundGradient?.stops ?? []).enumerated() {
            try ChartSpec.checkColor(stop.color, at: path + ".backgroundGradient.stops[\(i)].color")
        }
        if let border {
            try ChartSpec.checkColor(border.color, at: path + ".border.color")
            if let w = border.width, !(w.isFinite && w >= 0 && w <= 100) {
                throw PlotlineError.invalidSpec(path: path + ".border.width", reason: "expected a width from 0 to 100 points, found \(w)")
            }
        }
        if let cornerRadius, !(cornerRadius.isFinite && cornerRadius >= 0 && cornerRadius <= 1000) {
            throw PlotlineError.invalidSpec(path: path + ".cornerRadius", reason: "expected a radius from 0 to 1000 points, found \(cornerRadius)")
        }
        if let aspectRatio, !(aspectRatio.isFinite && aspectRatio >= 0.01 && aspectRatio <= 100) {
            throw PlotlineError.invalidSpec(path: path + ".aspectRatio", reason: "expected a ratio from 0.01 to 100, found \(aspectRatio)")
        }
        for (name, side) in [("width", width), ("height", height)] {
            if let side, !(side.isFinite && side >= 16 && side <= 20_000) {
                throw PlotlineError.invalidSpec(path: path + "." + name, reason: "expected a plot size from 16 to 20000 points, found \(side)")
            }
        }
    }
}
