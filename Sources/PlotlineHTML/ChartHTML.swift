import Plotline
@_exported import ScenePage
import SceneAudio

extension HTMLPage {
    /// The page for a chart and the charts of its time ranges (``ResolvedChart/timeRanges``): the core makes
    /// the page's model (``PageModel``), and the page is written from it. Never fails: a chart with nothing
    /// to play gets a page without sound.
    public static func render(_ chart: ResolvedChart, audio: AudioGraphOptions = AudioGraphOptions()) -> String {
        render(PageModel(chart), audio: audio)
    }
}

extension ResolvedChart {
    /// The chart as one self-contained interactive HTML page, with a button for each of its time ranges.
    public func html(audio: AudioGraphOptions = AudioGraphOptions()) -> String {
        HTMLPage.render(self, audio: audio)
    }
}

extension Chart {
    /// The chart as one self-contained interactive HTML page, with the time ranges it offers.
    public func html(audio: AudioGraphOptions = AudioGraphOptions()) throws(PlotlineError) -> String {
        try resolve().html(audio: audio)
    }
}
