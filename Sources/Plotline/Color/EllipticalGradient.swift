import Foundation
import PlotlineScene

/// A gradient outward from a center on ellipses, as SwiftUI's `EllipticalGradient`: the radii are fractions
/// of each mark's box (or of the plot area), so with the center in the middle an `endRadiusFraction` of 0.5
/// reaches the box's edges, and a box wider than tall stretches the circles into ellipses.
public struct EllipticalGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: Double
    public var endRadiusFraction: Double

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = Double(startRadiusFraction)
        self.endRadiusFraction = Double(endRadiusFraction)
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public var cssColor: String { gradient.cssColor }

    /// The gradient with every color at `opacity` times its own.
    public func opacity(_ opacity: Double) -> EllipticalGradient {
        var faded = self
        faded.gradient = gradient.opacity(opacity)
        return faded
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// As SwiftUI's `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
