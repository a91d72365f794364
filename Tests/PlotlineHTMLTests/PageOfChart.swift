import Foundation
@testable import Plotline
import PlotlineScene
import SceneAudio
@testable import ScenePage

// The tests make a page's parts from a chart as the page does: the core's model of the chart (PageModel,
// PageView, PageNavigation, PageTable), handed to the page's writer.

extension HTMLPage.View {
    /// A chart's view as the page writes it.
    static func make(id: String, chart: ResolvedChart, audio: AudioGraphOptions, narrowLayouts: Bool = true) -> HTMLPage.View {
        make(id: id, view: PageView(chart, narrowLayouts: narrowLayouts), locale: chart.locale,
             digits: DigitGrouping(locale: chart.locale), audio: audio)
    }
}

extension HTMLPage {
    /// The page's themes: no text below 12 points.
    static func readable(_ theme: Theme) -> Theme { PageModel.readable(theme) }
}

extension NavigationModel {
    /// A chart's navigation on a plot area, with its sound's part from `graph` (whose pitch mapping is `pitch`).
    init(chart: ResolvedChart, plotArea: Rect, pitch: PitchMapping?, graph: AudioGraph? = nil) {
        self.init(PageNavigation(chart: chart, plotArea: plotArea), descriptor: chart.accessibility.descriptor, graph: graph)
    }
}

extension DataTableHTML {
    static func grid(_ d: ChartDescriptor, seriesHeader: String) -> PageTable { PageTable(d, seriesHeader: seriesHeader) }
    static func csv(_ d: ChartDescriptor, seriesHeader: String) -> String { csv(PageTable(d, seriesHeader: seriesHeader)) }
    static func table(_ d: ChartDescriptor, seriesHeader: String) -> String { table(PageTable(d, seriesHeader: seriesHeader), title: d.title) }
    static func csvLink(_ d: ChartDescriptor, seriesHeader: String, label: String, fileName: String) -> String {
        csvLink(PageTable(d, seriesHeader: seriesHeader), label: label, fileName: fileName)
    }
}
