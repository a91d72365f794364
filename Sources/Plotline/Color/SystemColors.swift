import Foundation

/// SwiftUI's color names, so chart code written for Swift Charts compiles unchanged. The system colors are
/// Apple's documented light-mode sRGB values (Human Interface Guidelines, "Color"); they stay the same in the
/// dark theme, as an explicit color does. `.primary`, `.secondary` and `.accentColor` follow the theme: its
/// title text, its secondary text and its first series color (the chart's accent when it has one).
extension Color {
    public static let red = Color(hex: 0xff3b30)
    public static let orange = Color(hex: 0xff9500)
    public static let yellow = Color(hex: 0xffcc00)
    public static let green = Color(hex: 0x34c759)
    public static let mint = Color(hex: 0x00c7be)
    public static let teal = Color(hex: 0x30b0c7)
    public static let cyan = Color(hex: 0x32ade6)
    public static let blue = Color(hex: 0x007aff)
    public static let indigo = Color(hex: 0x5856d6)
    public static let purple = Color(hex: 0xaf52de)
    public static let pink = Color(hex: 0xff2d55)
    public static let brown = Color(hex: 0xa2845e)
    public static let gray = Color(hex: 0x8e8e93)
    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xffffff)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
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

/// A color named by its role, resolved by the theme it is drawn in.
public enum SemanticColor: String, Sendable, Hashable, CaseIterable {
    case primary, secondary, accentColor

    func color(in theme: Theme) -> Color {
        switch self {
        case .primary: theme.titleColor
        case .secondary: theme.subtitleColor
        case .accentColor: theme.palette.first ?? theme.titleColor
        }
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }

    /// Reads `primary`, `secondary`, `accentColor`, optionally with `/ opacity`.
    static func parse(_ css: String) -> (SemanticColor, Double)? {
        let parts = css.split(separator: "/", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let semantic = SemanticColor.allCases.first(where: { $0.rawValue.lowercased() == first.lowercased() })
        else { return nil }
        guard parts.count == 2 else { return (semantic, 1) }
        guard let alpha = Double(parts[1]), (0...1).contains(alpha) else { return nil }
        return (semantic, alpha)
    }
}

extension Theme {
    /// A CSS color from a spec as this theme draws it: semantic names (`primary`, `secondary`,
    /// `accentColor`) become the theme's colors; nil if it cannot be read.
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
