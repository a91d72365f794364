/// SwiftUI's color names, so chart code written for Swift Charts compiles unchanged: Apple's documented
/// light-mode sRGB values (Human Interface Guidelines, "Color"). They stay the same in the dark theme, as an
/// explicit color does. (`.primary`, `.secondary` and `.accentColor`, which follow the theme, are the core's.)
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
}
