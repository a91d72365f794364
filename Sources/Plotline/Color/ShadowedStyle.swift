import Foundation
import PlotlineScene

/// A shadow written on a style, as SwiftUI's `ShadowStyle`: `.blue.shadow(.drop(radius: 2))`.
public struct ShadowStyle: Sendable, Hashable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public var isInner: Bool

    public static func drop(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: Double(radius), x: Double(x), y: Double(y), isInner: false)
    }
    public static func inner(color: Color = .black.opacity(0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: Double(radius), x: Double(x), y: Double(y), isInner: true)
    }
}

/// A style with a shadow (`Color.blue.shadow(.drop(radius: 4, y: 2))`): painted as its style, and a mark in
/// it draws a drop shadow under itself (``MarkShadow``).
public struct ShadowedStyle<Base: ShapeStyle>: ShapeStyle {
    public var base: Base
    public var shadow: ShadowStyle
    public var cssColor: String { base.cssColor }
}

/// What the style's shadow is, and the style without it: read where a mark takes its style.
protocol ShadowedShapeStyle: ShapeStyle {
    var shadowStyle: ShadowStyle { get }
    var unshadowed: any ShapeStyle { get }
}

extension ShadowedStyle: ShadowedShapeStyle {
    var shadowStyle: ShadowStyle { shadow }
    var unshadowed: any ShapeStyle { base }
}

extension ShapeStyle {
    /// The style with a shadow, as SwiftUI writes it: a mark in it casts a drop shadow; in a view's shape the
    /// style is drawn and the shadow is not (a view's `shadow(color:radius:x:y:)` is).
    public func shadow(_ style: ShadowStyle) -> ShadowedStyle<Self> { ShadowedStyle(base: self, shadow: style) }
}
