import Plotline

/// CSS that lets a light SVG follow `prefers-color-scheme: dark` where a page embeds it: the scene's dark
/// colors (``Scene/alternateColors``) by class. Marks with their author's own color keep it.
enum ColorSchemeStyle {
    /// `semantic`: the scene has marks in a color named by its role (`.primary`, `.secondary`,
    /// `.accentColor`), which take the dark theme's text, secondary text and first series color.
    static func css(_ colors: SchemeColors, semantic: Bool = false) -> String {
        var rules: [String] = [
            ".plotline .background{fill:\(colors.background.hex)}",
            ".plotline .title{fill:\(colors.title.hex)}",
            ".plotline .subtitle,.plotline .legend-label,.plotline .annotation{fill:\(colors.subtitle.hex)}",
            ".plotline .tick-label,.plotline .axis-title{fill:\(colors.axisText.hex)}",
            ".plotline .grid-line{stroke:\(colors.grid.hex)}",
            ".plotline .domain,.plotline .tick-line{stroke:\(colors.axisLine.hex)}",
            ".plotline .marks .mark.rule:not(.own){stroke:\(colors.rule.hex)}",
        ]
        for (index, series) in colors.series.enumerated() {
            let c = series.color.hex
            let s = ".plotline .s\(index)"
            rules.append("\(s) .mark.bar:not(.own),\(s) .mark.rect:not(.own),\(s) .mark.point:not(.own),"
                + "\(s) .mark.sector:not(.own),\(s) .mark.area:not(.own),\(s) .swatch.fill{fill:\(c)}")
            rules.append("\(s) .mark.line:not(.own),\(s) .mark.area-edge:not(.own),\(s) .mark.rule:not(.own),"
                + "\(s) .swatch.line{stroke:\(c)}")
            rules.append("\(s) .sector-label{fill:\(series.ink.hex)}")
        }
        if semantic {
            let roles: [(String, Color?)] = [("primary", colors.title), ("secondary", colors.subtitle),
                                              ("accentColor", colors.series.first?.color)]
            for case let (role, color?) in roles {
                let m = ".plotline .marks .mark.semantic-\(role)"
                rules.append("\(m).bar,\(m).rect,\(m).point,\(m).sector,\(m).area{fill:\(color.hex)}")
                rules.append("\(m).line,\(m).area-edge,\(m).rule,\(m).tick{stroke:\(color.hex)}")
            }
        }
        return "@media (prefers-color-scheme: dark){" + rules.joined() + "}"
    }
}
