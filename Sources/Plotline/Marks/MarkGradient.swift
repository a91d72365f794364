import PlotlineScene
/// A gradient a mark is painted with (`foregroundStyle(.linearGradient(...))`, a `Gradient`,
/// `.radialGradient(...)`, `Color.blue.gradient`): its stops, and the line it runs along or the circles it
/// runs out on, in the unit square of each mark's box, or of the plot area when the marks are aligned to it
/// (`alignsMarkStylesWithPlotArea()`). The style's `color` stays the gradient's middle color, for the key,
/// the words and any output that paints one color.
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

    /// A radial gradient's center and radii: `RadialGradient`'s radii in points, or, `elliptical`,
    /// `EllipticalGradient`'s fractions of the box's width and height.
    public struct Radial: Codable, Sendable, Hashable {
        /// The center in the unit square (0, 0 top leading; 1, 1 bottom trailing).
        public var centerX: Double
        public var centerY: Double
        /// Where the first and the last color are: points from the center, or fractions of the box.
        public var startRadius: Double
        public var endRadius: Double
        /// The radii are fractions of the box (0.5 from the middle reaches its edges), on ellipses as wide
        /// and tall as the box is; nil or false: points, on circles.
        public var elliptical: Bool?

        public init(centerX: Double = 0.5, centerY: Double = 0.5, startRadius: Double = 0, endRadius: Double,
                    elliptical: Bool? = nil) {
            self.centerX = centerX
            self.centerY = centerY
            self.startRadius = startRadius
            self.endRadius = endRadius
            self.elliptical = elliptical
        }
    }

    public var stops: [Stop]
    /// Where a linear gradient starts and ends, in the unit square (0, 0 top leading; 1, 1 bottom trailing);
    /// top to bottom unless given.
    public var startX: Double
    public var startY: Double
    public var endX: Double
    public var endY: Double
    /// A radial gradient instead of a linear one (the line is then not used).
    public var radial: Radial?

    public init(stops: [Stop], startX: Double = 0.5, startY: Double = 0, endX: Double = 0.5, endY: Double = 1,
                radial: Radial? = nil) {
        self.stops = stops
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
        self.radial = radial
    }

    /// A radial gradient.
    public init(stops: [Stop], radial: Radial) {
        self.init(stops: stops, startX: 0.5, startY: 0, endX: 0.5, endY: 1, radial: radial)
    }

    enum CodingKeys: String, CodingKey { case stops, startX, startY, endX, endY, radial }

    /// A spec may leave out the line (a radial gradient, or top to bottom).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        stops = try c.decode([Stop].self, forKey: .stops)
        startX = try c.decodeIfPresent(Double.self, forKey: .startX) ?? 0.5
        startY = try c.decodeIfPresent(Double.self, forKey: .startY) ?? 0
        endX = try c.decodeIfPresent(Double.self, forKey: .endX) ?? 0.5
        endY = try c.decodeIfPresent(Double.self, forKey: .endY) ?? 1
        radial = try c.decodeIfPresent(Radial.self, forKey: .radial)
    }

    /// The gradient a style paints, nil for one color (a color, or a gradient of one color).
    init?(_ style: some ShapeStyle) {
        let plain: any ShapeStyle = (style.unerased as? any ShadowedShapeStyle)?.unshadowed.unerased ?? style.unerased
        guard let style = plain as? any GradientStyle else { return nil }
        let gradient = style.colorGradient
        guard Set(gradient.stops.map(\.color)).count > 1 else { return nil }
        self = style.markGradient(stops: gradient.stops.map { Stop(color: $0.color.css, location: $0.location) })
    }
}

/// A style that paints a gradient: its colors, and how they lie over a mark's box.
protocol GradientStyle: ShapeStyle {
    var colorGradient: Gradient { get }
    func markGradient(stops: [MarkGradient.Stop]) -> MarkGradient
}

/// A bare `Gradient` runs from top to bottom, as SwiftUI draws it.
extension Gradient: GradientStyle {
    var colorGradient: Gradient { self }
    func markGradient(stops: [MarkGradient.Stop]) -> MarkGradient { MarkGradient(stops: stops) }
}

extension AnyGradient: GradientStyle {
    var colorGradient: Gradient { gradient }
    func markGradient(stops: [MarkGradient.Stop]) -> MarkGradient { MarkGradient(stops: stops) }
}

extension LinearGradient: GradientStyle {
    var colorGradient: Gradient { gradient }
    func markGradient(stops: [MarkGradient.Stop]) -> MarkGradient {
        MarkGradient(stops: stops, startX: startPoint.x, startY: startPoint.y, endX: endPoint.x, endY: endPoint.y)
    }
}

extension RadialGradient: GradientStyle {
    var colorGradient: Gradient { gradient }
    func markGradient(stops: [MarkGradient.Stop]) -> MarkGradient {
        MarkGradient(stops: stops, radial: .init(centerX: center.x, centerY: center.y, startRadius: startRadius,
                                                 endRadius: endRadius))
    }
}

extension EllipticalGradient: GradientStyle {
    var colorGradient: Gradient { gradient }
    func markGradient(stops: [MarkGradient.Stop]) -> MarkGradient {
        MarkGradient(stops: stops, radial: .init(centerX: center.x, centerY: center.y, startRadius: startRadiusFraction,
                                                 endRadius: endRadiusFraction, elliptical: true))
    }
}
