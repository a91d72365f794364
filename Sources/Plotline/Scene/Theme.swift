import PlotlineScene
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
    /// The ramps of a color scale for numbers (`docs/color-ramps.md`).
    public var sequentialRamp: ColorRamp = .sequential
    public var divergingRamp: ColorRamp = .diverging
    /// The color of a missing value on a color scale.
    public var noDataColor: Color = ColorRamp.noData

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

    /// The light theme. Its palette (blue, orange, green, crimson, indigo, brown, teal, grey) was chosen by
    /// `scripts/search-palette.py`: every pair of colors at least 10 apart (CIEDE2000) in normal vision and
    /// under simulated protanopia, deuteranopia and tritanopia, every color at least 3:1 against white (C1).
    public static let light = Theme(
        background: Color(hex: 0xffffff), titleColor: Color(hex: 0x1d1d1f), subtitleColor: Color(hex: 0x515154),
        axisTextColor: Color(hex: 0x6e6e73), axisLineColor: Color(hex: 0xb0b0b5), gridColor: Color(hex: 0xd8d8dc),
        ruleColor: Color(hex: 0x3a3a3c),
        palette: [0x3f82f7, 0xeb5a0f, 0x33a04f, 0xbf215b, 0x6543e1, 0x6f5500, 0x00758b, 0x696f6f].map(Color.init(hex:)))

    /// The dark theme: the same sizes and hierarchy (B1) on a near-black background, with lighter
    /// series colors so marks keep their contrast.
    public static let dark = Theme(
        background: Color(hex: 0x1c1c1e), titleColor: Color(hex: 0xf5f5f7), subtitleColor: Color(hex: 0xc7c7cc),
        axisTextColor: Color(hex: 0x98989d), axisLineColor: Color(hex: 0x636366), gridColor: Color(hex: 0x3a3a3c),
        ruleColor: Color(hex: 0xd1d1d6),
        palette: [0x5ba5ff, 0xff4b00, 0x7bb76f, 0xf8699d, 0x786bec, 0xe7bc30, 0x4ddbf2, 0xa5aeb8].map(Color.init(hex:)),
        sequentialRamp: .sequentialDark, divergingRamp: .divergingDark)

    /// A theme by name: `light` or `dark`.
    public static func named(_ name: String) -> Theme? {
        switch name.lowercased() {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }

    /// Whether the palette stays readable in this theme: differences under color-vision deficiencies and
    /// contrast against the background (C1).
    public var paletteReport: PaletteReport { PaletteReport(palette: palette, background: background) }

    /// This theme with a chart's own colors: a custom palette, or a brand accent as the first color (C1).
    public func applying(_ appearance: AppearanceSpec?) -> Theme {
        var theme = withRoles()
        guard let appearance else { return theme }
        if let colors = appearance.palette?.compactMap(color(css:)), !colors.isEmpty { theme.palette = colors }
        if let accent = appearance.accent.flatMap(color(css:)) {
            theme.palette = [accent] + theme.palette.filter { $0 != accent }
        }
        return theme
    }

    /// This theme with each of its colors naming what it paints (`ColorRole`), so a scene drawn in it can
    /// be drawn in another theme's colors by role.
    func withRoles() -> Theme {
        var theme = self
        theme.background = background.role(.background)
        theme.titleColor = titleColor.role(.title)
        theme.subtitleColor = subtitleColor.role(.subtitle)
        theme.axisTextColor = axisTextColor.role(.axisText)
        theme.axisLineColor = axisLineColor.role(.axisLine)
        theme.gridColor = gridColor.role(.grid)
        theme.ruleColor = ruleColor.role(.rule)
        theme.noDataColor = noDataColor.role(.noData)
        return theme
    }

    /// The ramp of a color scale of this kind.
    public func ramp(_ kind: ColorRamp.Kind) -> ColorRamp {
        kind == .diverging ? divergingRamp : sequentialRamp
    }

    /// The ramp a color scale is drawn with: its own colors when the chart gives them (sequential
    /// positions, the scale placing its middle), else the theme's ramp of its kind.
    public func ramp(for scale: ColorScale) -> ColorRamp {
        guard let css = scale.colors else { return ramp(scale.kind) }
        let colors = css.compactMap(color(css:))
        switch colors.count {
        case 0: return ramp(scale.kind)
        case 1: return ColorRamp([colors[0], colors[0]])
        default: return ColorRamp(colors)
        }
    }

    /// The color of a color scale's value at `t` (0 to 1) on the ramp it is drawn with; a theme's own ramp
    /// names its role, so it follows the chart into another theme (the chart's own colors stay).
    public func rampColor(for scale: ColorScale, at t: Double) -> Color {
        let color = ramp(for: scale).color(at: t)
        guard scale.colors == nil else { return color }
        return color.role(scale.kind == .diverging ? .diverging(t) : .sequential(t))
    }

    /// The color this theme gives a role (`ColorRole`): what a scene drawn in another theme paints there
    /// when it follows this one.
    public func color(for role: ColorRole) -> Color {
        switch role {
        case .background: background
        case .title: titleColor
        case .subtitle: subtitleColor
        case .axisText: axisTextColor
        case .axisLine: axisLineColor
        case .grid: gridColor
        case .rule: ruleColor
        case .series(let k): color(forSeries: k)
        case .ink(let k): Color.ink(on: color(forSeries: k))
        case .readable(let rgb): readsAsText(Color(hex: rgb)) ? Color(hex: rgb) : subtitleColor
        case .readableAxisText(let rgb): readsAsText(Color(hex: rgb)) ? Color(hex: rgb) : axisTextColor
        case .sequential(let t): ramp(.sequential).color(at: t)
        case .diverging(let t): ramp(.diverging).color(at: t)
        case .noData: noDataColor
        }
    }

    /// The one rule for text in an author's color (an annotation in its mark's color, an axis label's
    /// `foregroundStyle`): it is drawn where it reads as text on this theme's background, a contrast of at
    /// least 4.5:1 (WCAG 2's rule for text of this size), a translucent color judged as it shows over the
    /// background; else the theme's own text color for that place is drawn.
    public func readsAsText(_ color: Color) -> Bool {
        func over(_ v: Double, _ b: Double) -> Double { v * color.alpha + b * (1 - color.alpha) }
        let shown = color.alpha >= 1 ? color : Color(red: over(color.red, background.red),
                                                     green: over(color.green, background.green),
                                                     blue: over(color.blue, background.blue))
        return ColorScience.contrast(shown, background) >= 4.5
    }

    /// The color of series `index` (cycling when there are more series than colors).
    public func color(forSeries index: Int) -> Color {
        guard index >= 0, !palette.isEmpty else { return ruleColor }
        return palette[index % palette.count].role(.series(index % palette.count))
    }
}
