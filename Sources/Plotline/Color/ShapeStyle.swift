import Foundation
import PlotlineScene

/// What `foregroundStyle(_:)` takes, as in SwiftUI: a `Color`, a CSS string, a ``Gradient``, a
/// ``LinearGradient`` or a color's `.gradient`.
///
/// A gradient (`Gradient`, `LinearGradient`) is drawn as a gradient across each mark, or across the plot area
/// with `alignsMarkStylesWithPlotArea()`; where one color is needed (the key, the words) it is its middle
/// color, the color halfway along it. `Color.blue.gradient` is drawn in blue.
public protocol ShapeStyle: Sendable {
    /// The one CSS color of this style (a gradient's middle color), as a spec's `style.color`.
    var cssColor: String { get }
}

extension Color: ShapeStyle {
    public var cssColor: String { css }

    /// A gentle gradient made from this color, as SwiftUI's `Color.gradient`: drawn in the color itself.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self])) }
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

/// A gradient made by the system from one color (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public var cssColor: String { gradient.cssColor }
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
