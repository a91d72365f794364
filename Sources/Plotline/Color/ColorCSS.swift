import Foundation
import PlotlineScene

/// Colors as specs and CSS write them.
extension Color {
    /// A color from `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(...)`, `rgba(...)`, a few CSS names or a semantic name (`primary`,
    /// `secondary`, `accentColor`, with an optional `/ opacity`); nil if it cannot be read.
    public init?(css: String) {
        let text = css.trimmingCharacters(in: .whitespaces).lowercased()
        if let named = Color.named[text] { self = named; return }
        if let (semantic, alpha) = SemanticColor.parse(text) { self = Color(semantic: semantic).opacity(alpha); return }
        if let rgba = Color.rgba(text) { self = rgba; return }
        guard text.hasPrefix("#") else { return nil }
        var hex = Array(text.dropFirst())
        if hex.count == 3 { hex = hex.flatMap { [$0, $0] } }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(String(hex), radix: 16) else { return nil }
        let bytes = hex.count == 8 ? value : value << 8 | 0xff
        self.init(red: Double(bytes >> 24 & 0xff) / 255, green: Double(bytes >> 16 & 0xff) / 255,
                  blue: Double(bytes >> 8 & 0xff) / 255, alpha: Double(bytes & 0xff) / 255)
    }

    /// `rgb(r, g, b)` or `rgba(r, g, b, a)`: channels 0 to 255, opacity 0 to 1.
    private static func rgba(_ text: String) -> Color? {
        let name = text.prefix { $0 != "(" }
        guard name == "rgb" || name == "rgba", text.hasSuffix(")") else { return nil }
        let inside = text.dropFirst(name.count + 1).dropLast()
        let numbers = inside.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == (name == "rgb" ? 3 : 4), numbers.allSatisfy({ $0 != nil }) else { return nil }
        let v = numbers.map { $0! }
        guard v.prefix(3).allSatisfy({ (0...255).contains($0) }), v.count == 3 || (0...1).contains(v[3]) else { return nil }
        return Color(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, alpha: v.count == 4 ? v[3] : 1)
    }

    static let named: [String: Color] = [
        "black": Color(hex: 0x000000), "white": Color(hex: 0xffffff), "red": Color(hex: 0xff0000),
        "green": Color(hex: 0x008000), "blue": Color(hex: 0x0000ff), "gray": Color(hex: 0x808080),
        "grey": Color(hex: 0x808080), "orange": Color(hex: 0xffa500), "purple": Color(hex: 0x800080),
        "transparent": Color(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}
