import Foundation
import PlotlineScene

/// A gradient outward from a center, as SwiftUI's `RadialGradient`: the first color within `startRadius`
/// points of `center` (a point in the unit square of each mark's box, or of the plot area with
/// `alignsMarkStylesWithPlotArea()`), the last beyond `endRadius` points, on circles between.
public struct RadialGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = Double(startRadius)
        self.endRadius = Double(endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var cssColor: String { gradient.cssColor }

    /// The gradient with every color at `opacity` times its own.
    public func opacity(_ opacity: Double) -> RadialGradient {
        var faded = self
        faded.gradient = gradient.opacity(opacity)
        return faded
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// As SwiftUI's `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A color's standard gradient drawn outward (`.radialGradient(Color.blue.gradient, endRadius: 80)`).
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
