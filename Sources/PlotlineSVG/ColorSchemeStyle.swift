import Plotline

/// CSS that lets a light SVG follow `prefers-color-scheme: dark` where a page embeds it: the dark theme's
/// background, text, grid and series colors, by class. Marks with their author's own color keep it.
enum ColorSchemeStyle {
    static func css(chart: ResolvedChart, dark: Theme) -> String {
        let theme = dark.applying(chart.appearance)
        var rules: [String] = [
            ".plotline .background{fill:\(theme.background.hex)}",
            ".plotline .title{fill:\(theme.titleColor.hex)}",
            ".plotline .subtitle,.plotline .legend-label,.plotline .annotation{fill:\(theme.subtitleColor.hex)}",
            ".plotline .tick-label,.plotline .axis-title{fill:\(theme.axisTextColor.hex)}",
            ".plotline .grid-line{stroke:\(theme.gridColor.hex)}",
            ".plotline .domain,.plotline .tick-line{stroke:\(theme.axisLineColor.hex)}",
            ".plotline .marks .mark.rule:not(.own){stroke:\(theme.ruleColor.hex)}",
        ]
        for index in 0..<max(chart.series.count, 1) {
            let c = theme.color(forSeries: index).hex
            let s = ".plotline .s\(index)"
            rules.append("\(s) .mark.bar:not(.own),\(s) .mark.rect:not(.own),\(s) .mark.point:not(.own),"
                + "\(s) .mark.sector:not(.own),\(s) .mark.area:not(.own),\(s) .swatch.fill{fill:\(c)}")
            rules.append("\(s) .mark.line:not(.own),\(s) .mark.area-edge:not(.own),\(s) .mark.rule:not(.own),"
                + "\(s) .swatch.line{stroke:\(c)}")
            // A sector's percent: black or white, whichever reads better on the dark color.
            let color = theme.color(forSeries: index)
            let white = Color(hex: 0xffffff), black = Color(hex: 0x000000)
            let ink = ColorScience.contrast(white, color) >= ColorScience.contrast(black, color) ? white : black
            rules.append("\(s) .sector-label{fill:\(ink.hex)}")
        }
        return "@media (prefers-color-scheme: dark){" + rules.joined() + "}"
    }
}
