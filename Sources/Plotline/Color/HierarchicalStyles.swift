import Foundation
import PlotlineScene

/// SwiftUI's shape styles beyond colors and gradients, so the code that writes them compiles and draws
/// something close: the third to fifth levels of the foreground (`.tertiary`, `.quaternary`, `.quinary`), the
/// background (`.background`), materials (`.ultraThinMaterial` ...) and a style's `shadow(_:)`.
///
/// A level is the theme's text color at a lower opacity; the background is the chart's background color (each
/// following the theme, light or dark); a
/// material is that background, partly see-through (a static picture has nothing behind it to blur). A style's
/// shadow is in ``ShadowedStyle``.
extension ShapeStyle where Self == Color {
    /// The third level of the foreground: the theme's text color at 30% opacity.
    public static var tertiary: Color { Color.primary.opacity(0.3) }
    /// The fourth level of the foreground: the theme's text color at 18% opacity.
    public static var quaternary: Color { Color.primary.opacity(0.18) }
    /// The fifth level of the foreground: the theme's text color at 10% opacity.
    public static var quinary: Color { Color.primary.opacity(0.1) }
    /// The view's tint (`.foregroundStyle(.tint)`): the accent color, as an app that sets no tint has.
    public static var tint: Color { Color.accentColor }
}

/// The view's background as a style (`.background`): the chart's own background color, in whichever theme
/// draws it (white in the light theme, the dark theme's background in the dark), as SwiftUI's follows the
/// appearance.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var cssColor: String { Self.color.css }
    static let color = Color(semantic: .background)
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A material (`.regularMaterial`): the background, partly see-through, as nothing behind a static chart is blurred.
public struct Material: ShapeStyle, Hashable {
    let opacity: Double
    public var cssColor: String { BackgroundStyle.color.opacity(opacity).css }

    public static let ultraThin = Material(opacity: 0.45), thin = Material(opacity: 0.6),
                      regular = Material(opacity: 0.72), thick = Material(opacity: 0.85),
                      ultraThick = Material(opacity: 0.95), bar = Material(opacity: 0.85)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension Gradient {
    /// The gradient with every stop's color at `opacity` times its own.
    public func opacity(_ opacity: Double) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color.opacity($0.color.alpha * opacity), location: $0.location) })
    }
}

extension AnyGradient {
    /// The gradient with every color at `opacity` times its own.
    public func opacity(_ opacity: Double) -> AnyGradient {
        var faded = self
        faded.gradient = gradient.opacity(opacity)
        faded.standardColor = standardColor.map { $0.opacity($0.alpha * opacity) }
        return faded
    }
}

extension LinearGradient {
    /// The gradient with every color at `opacity` times its own: `LinearGradient(...).opacity(0.4)`.
    public func opacity(_ opacity: Double) -> LinearGradient {
        LinearGradient(gradient: gradient.opacity(opacity), startPoint: startPoint, endPoint: endPoint)
    }
}
