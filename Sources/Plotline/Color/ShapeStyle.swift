import Foundation
import PlotlineScene

/// What `foregroundStyle(_:)` takes, as in SwiftUI: a `Color`, a CSS string, a ``Gradient``, a
/// ``LinearGradient``, a ``RadialGradient``, an ``EllipticalGradient`` or a color's `.gradient`.
///
/// A gradient is drawn as a gradient across each mark, or across the plot area with
/// `alignsMarkStylesWithPlotArea()`; where one color is needed (the key, the words) it is its middle color,
/// the color halfway along it. `Color.blue.gradient` is a gentle gradient from a lighter blue at the top to
/// blue at the bottom, and stands for blue where one color is needed.
public protocol ShapeStyle: Sendable {
    /// The one CSS color of this style (a gradient's middle color), as a spec's `style.color`.
    var cssColor: String { get }
}

extension Color: ShapeStyle {
    public var cssColor: String { css }

    /// The standard gradient for this color, as SwiftUI's `Color.gradient`: from top to bottom, as SwiftUI
    /// draws an ``AnyGradient``, starting at the color mixed a fifth of the way to white and ending at the color
    /// itself (SwiftUI does not document its shades; this is Plotline's rule). The key and the words name the
    /// color itself. A color that follows the theme (`.primary`) stays one color.
    public var gradient: AnyGradient {
        guard semantic == nil else { return AnyGradient(Gradient(colors: [self, self]), standardFor: self) }
        func lighter(_ v: Double) -> Double { v + (1 - v) * AnyGradient.standardLightening }
        let top = Color(red: lighter(red), green: lighter(green), blue: lighter(blue), alpha: alpha)
        return AnyGradient(Gradient(colors: [top, self]), standardFor: self)
    }
}

extension String: ShapeStyle {
    public var cssColor: String { self }
}

/// Colors along a line from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: ShapeStyle, Hashable {
    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? Double($0.offset) / Double(n - 1) : 0) }
    }

    /// The color at `location` (0 to 1): the stops on either side mixed in sRGB, as SVG and CSS mix them.
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let after = stops.firstIndex { $0.location >= location }!
        let a = stops[after - 1], b = stops[after]
        let span = b.location - a.location
        let t = span > 0 ? (location - a.location) / span : 0
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        // Semantic colors mix as the light theme draws them.
        return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                     blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    public var cssColor: String {
        if let only = Set(stops.map(\.color)).first, Set(stops.map(\.color)).count == 1 { return only.css }
        return color(at: 0.5).css
    }
}

/// A gradient made by the system from one color (`Color.blue.gradient`), or any `Gradient`: drawn from the
/// top of each mark's box to its bottom, as SwiftUI draws it.
public struct AnyGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    /// The color a standard gradient was made from (`Color.blue.gradient`), which the key and the words name.
    var standardColor: Color?

    public init(_ gradient: Gradient) { self.gradient = gradient }

    init(_ gradient: Gradient, standardFor color: Color) {
        self.gradient = gradient
        standardColor = color
    }

    /// How far toward white a color's standard gradient starts.
    static let standardLightening = 0.2

    public var cssColor: String { standardColor?.css ?? gradient.cssColor }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`: from `startPoint` to `endPoint` of each mark's box.
public struct LinearGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var cssColor: String { gradient.cssColor }
}

extension ShapeStyle where Self == LinearGradient {
    /// As SwiftUI's `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
