import Foundation
import Testing
import Plotline
import PlotlineHTML
import PlotlineGallery

/// The heat map's page carries the ramp key and the words that read the numbers.
@Suite struct ColorScaleHTMLTests {
    @Test func thePageHasTheRampKeyAndTheWords() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "13-contributions" })
        let html = try entry.chart.html()
        #expect(html.contains("class=\"legend-ramp\" data-title=\"Commits\""))
        #expect(html.components(separatedBy: "class=\"ramp-stripe\"").count - 1 >= 40)
        #expect(html.contains("The lowest value is 0 commits ("))
        #expect(html.contains(" times, first week of "))
    }
}
