import Foundation
import Plotline

extension ResolvedChart {
    /// The chart as a PNG, with its title and description as text chunks, and the characters no font
    /// could draw.
    public func pngResult(scale: Double = 1, transparent: Bool = false, theme: Theme = .light,
                          fontFallback: FontFallback = .system) throws(PlotlineError) -> PNGResult {
        try PNGRenderer.render(Scene(self, theme: theme),
                               options: PNGOptions(scale: scale, transparent: transparent, fontFallback: fontFallback),
                               metadata: PNGMetadata(chart: self))
    }

    /// The chart as a PNG. Characters no installed font can draw are named in a warning on standard error.
    public func png(scale: Double = 1, transparent: Bool = false, theme: Theme = .light) throws(PlotlineError) -> Data {
        let result = try pngResult(scale: scale, transparent: transparent, theme: theme)
        if let warning = result.warning {
            FileHandle.standardError.write(Data("plotline: warning: \(warning)\n".utf8))
        }
        return result.data
    }
}

extension Chart {
    /// The chart as a PNG at `scale` pixels per point (2 for dense screens); throws when the chart's data
    /// or options cannot be drawn.
    public func png(scale: Double = 1, transparent: Bool = false, theme: Theme = .light) throws(PlotlineError) -> Data {
        try resolve().png(scale: scale, transparent: transparent, theme: theme)
    }
}
