import Foundation

/// An sRGB color with opacity, written as CSS (`#1f77b4`, or `rgba(...)` when not opaque).
///
/// Two colors are equal when they look the same: the role a theme gave one (``role``) is not compared.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// A color that follows the theme (`.primary`, `.secondary`, `.accentColor`); its red, green and blue
    /// are the light theme's.
    public package(set) var semantic: SemanticColor?
    /// What the color paints when a theme chose it (the grid, series 2's marks); nil for an author's own
    /// color. A scene's other theme (``Scene/alternateColors``) gives each role its color there.
    public var role: ColorRole?

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// As SwiftUI's `Color(red:green:blue:opacity:)`: sRGB components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    public init(hex: UInt32) {
        self.init(red: Double(hex >> 16 & 0xff) / 255, green: Double(hex >> 8 & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255)
    }

    /// This color with the given opacity, as SwiftUI's `opacity(_:)` (a semantic color stays semantic).
    public func opacity(_ alpha: Double) -> Color {
        var color = self
        color.alpha = alpha
        return color
    }

    /// `#rrggbb` (the opacity is written separately, as SVG's fill-opacity).
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16).leftPadded(to: 2)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var description: String { hex }

    /// This color, painting `role`.
    public func role(_ role: ColorRole?) -> Color {
        var color = self
        color.role = role
        return color
    }

    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha && a.semantic == b.semantic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(semantic)
    }
}

extension String {
    package func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
