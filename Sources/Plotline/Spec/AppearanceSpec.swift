import PlotlineScene
/// A chart's own look: colors that carry a brand (C1), pattern fills that tell series apart without color
/// (C2), and the gap that separates contiguous areas of color (C3).
///
/// JSON: `{"appearance": {"accent": "#ff2d55", "patterns": true, "separator": 2}}`.
public struct AppearanceSpec: Codable, Sendable, Equatable {
    /// Series colors in legend order, as CSS colors; the theme's palette when omitted. A palette that
    /// fails the readability checks is used anyway and reported (`PaletteReport`).
    public var palette: [String]?
    /// One brand color for the first (or only) series; the rest of the palette follows.
    public var accent: String?
    /// Fills bars, areas and sectors of the second and later series with a pattern as well as a color (C2).
    /// By default on wherever color alone separates parts of a whole: stacked bars and areas, sectors
    /// (``ResolvedChart/usesPatterns``); `false` turns them off, `true` on for every chart.
    public var patterns: Bool?
    /// The gap, in points, in the background color between stacked segments and between sectors (C3);
    /// 0 for none. Default 1.5.
    public var separator: Double?

    public init(palette: [String]? = nil, accent: String? = nil, patterns: Bool? = nil, separator: Double? = nil) {
        self.palette = palette
        self.accent = accent
        self.patterns = patterns
        self.separator = separator
    }

    public static let defaultSeparator = 1.5
}
