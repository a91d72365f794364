/// The colors, sizes and weights a chart is drawn with. Data comes first (B1): marks are saturated and
/// thick; grid lines and axis text are lighter and thinner.
public struct Theme: Sendable, Hashable {
    public var background: Color
    public var titleColor: Color
    public var subtitleColor: Color
    /// Tick labels and axis titles: quieter than the title (B1).
    public var axisTextColor: Color
    public var axisLineColor: Color
    public var gridColor: Color
    /// Rules without a series (goals, averages).
    public var ruleColor: Color
    /// Series colors, in legend order.
    public var palette: [Color]

    public var titleSize: Double = 17
    public var subtitleSize: Double = 13
    public var tickLabelSize: Double = 11
    public var axisTitleSize: Double = 11
    public var legendSize: Double = 12
    public var gridLineWidth: Double = 0.5
    public var axisLineWidth: Double = 1
    public var lineWidth: Double = 2
    /// Area of a point symbol in square points.
    public var symbolSize: Double = 36

    /// The light theme: a categorical palette in the spirit of the Okabe–Ito and Tableau sets
    /// (the color issue replaces it with one checked for color blindness and contrast).
    public static let light = Theme(
        background: Color(hex: 0xffffff), titleColor: Color(hex: 0x1d1d1f), subtitleColor: Color(hex: 0x515154),
        axisTextColor: Color(hex: 0x6e6e73), axisLineColor: Color(hex: 0xb0b0b5), gridColor: Color(hex: 0xd8d8dc),
        ruleColor: Color(hex: 0x3a3a3c),
        palette: [0x0a6fd6, 0xe8590c, 0x2b8a3e, 0xc2255c, 0x7048e8, 0x8a6d00, 0x0b7285, 0x5c5f66].map(Color.init(hex:)))

    /// The dark theme: the same sizes and hierarchy (B1) on a near-black background, with lighter
    /// series colors so marks keep their contrast.
    public static let dark = Theme(
        background: Color(hex: 0x1c1c1e), titleColor: Color(hex: 0xf5f5f7), subtitleColor: Color(hex: 0xc7c7cc),
        axisTextColor: Color(hex: 0x98989d), axisLineColor: Color(hex: 0x636366), gridColor: Color(hex: 0x3a3a3c),
        ruleColor: Color(hex: 0xd1d1d6),
        palette: [0x4da3ff, 0xff8c42, 0x51cf66, 0xf06595, 0x9775fa, 0xfcc419, 0x3bc9db, 0xadb5bd].map(Color.init(hex:)))

    /// A theme by name: `light` or `dark`.
    public static func named(_ name: String) -> Theme? {
        switch name.lowercased() {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }

    /// The color of series `index` (cycling when there are more series than colors).
    public func color(forSeries index: Int) -> Color {
        guard index >= 0, !palette.isEmpty else { return ruleColor }
        return palette[index % palette.count]
    }
}
