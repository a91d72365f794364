import Foundation
import PlotlineScene

/// SwiftUI's color names, so chart code written for Swift Charts compiles unchanged. The system colors are
/// Apple's documented light-mode sRGB values (Human Interface Guidelines, "Color"); they stay the same in the
/// dark theme, as an explicit color does. `.primary`, `.secondary` and `.accentColor` follow the theme: its
/// title text, its secondary text and its first series color (the chart's accent when it has one); so does the
/// background style (`.background`, a material, UIKit's `systemBackground`): the chart's background.
extension Color {
    /// The theme's text color (the title's).
    public static let primary = Color(semantic: .primary)
    /// The theme's secondary text color (the subtitle's).
    public static let secondary = Color(semantic: .secondary)
    /// The theme's accent: the chart's accent color, or its first series color.
    public static let accentColor = Color(semantic: .accentColor)

    init(semantic: SemanticColor) {
        let light = semantic.color(in: .light)
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: 1)
        self.semantic = semantic
        role = switch semantic {
        case .primary: .title
        case .secondary: .subtitle
        case .accentColor: .series(0)
        case .background: .background
        }
    }

    /// A gray, as SwiftUI's `Color(white:opacity:)`: 0 is black, 1 is white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: opacity)
    }

    /// As SwiftUI's `Color(hue:saturation:brightness:opacity:)`, every component from 0 to 1 (HSB, also
    /// called HSV).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: opacity)
    }

    /// The color as a CSS string for a spec: `#rrggbb`; `#rrggbbaa` when not opaque and the opacity is a
    /// whole byte, else `rgba(r, g, b, a)` so the opacity is kept exactly; or a semantic name (`primary`,
    /// `primary / 0.5`) that the theme resolves when drawing.
    public var css: String {
        let a = min(max(alpha, 0), 1)
        if let semantic {
            return a >= 1 ? semantic.rawValue : semantic.rawValue + " / " + SemanticColor.number(a)
        }
        guard a < 1 else { return hex }
        let byte = (a * 255).rounded()
        if abs(byte - a * 255) < 1e-9 { return hex + String(Int(byte), radix: 16).leftPadded(to: 2) }
        func channel(_ v: Double) -> String { String(Int((min(max(v, 0), 1) * 255).rounded())) }
        return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(SemanticColor.number(a)))"
    }

    /// This color as the theme draws it: a semantic color becomes the theme's, with its opacity.
    public func resolved(in theme: Theme) -> Color {
        guard let semantic else { return self }
        return semantic.color(in: theme).opacity(alpha)
    }
}

extension SemanticColor {
    func color(in theme: Theme) -> Color {
        switch self {
        case .primary: theme.titleColor
        case .secondary: theme.subtitleColor
        case .accentColor: theme.palette.isEmpty ? theme.titleColor : theme.color(forSeries: 0)
        case .background: theme.background
        }
    }
}

extension Theme {
    /// A CSS color from a spec as this theme draws it: semantic names (`primary`, `secondary`,
    /// `accentColor`, `background`) become the theme's colors, with the role that recolors them in another
    /// theme; nil if it cannot be read. Every color a chart names is drawn through here: a mark's, a
    /// gradient stop's, an annotation run's and every color in a view (`ViewLayout`).
    public func color(css: String) -> Color? { Color(css: css)?.resolved(in: self) }
}


/// SwiftUI's color names where a ``ShapeStyle`` is expected (`foregroundStyle(.blue)`).
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
}
