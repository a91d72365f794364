import Foundation
import Plotline
@_exported import ScenePNG

extension ResolvedChart {
    /// The chart as a PNG, with its title and description as text chunks, and the characters no font
    /// could draw.
    public func pngResult(scale: Double = 1, transparent: Bool = false, theme: Theme = .light,
                          fontFallback: FontFallback = .system) throws(PlotlineError) -> PNGResult {
        do {
            return try PNGRenderer.render(Scene(self, theme: theme),
                                          options: PNGOptions(scale: scale, transparent: transparent, fontFallback: fontFallback),
                                          metadata: PNGMetadata(chart: self))
        } catch {
            throw PlotlineError(error)
        }
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

extension PNGMetadata {
    /// The metadata of a chart. The one place that decides what the `Description` says: today the
    /// subtitle (often the chart's main message, D2); the accessibility summary replaces it here.
    public init(chart: ResolvedChart) {
        self.init(title: chart.title, description: chart.subtitle)
    }
}

extension PlotlineError {
    /// The renderer's reason in Plotline's words: an option out of range, or the PNG that could not be encoded.
    public init(_ error: PNGError) {
        switch error {
        case .invalidOption(let name, let reason): self = .invalidOption(name: name, reason: reason)
        case .encoding(let message): self = .invalidData("cannot encode the PNG: \(message)")
        }
    }
}
