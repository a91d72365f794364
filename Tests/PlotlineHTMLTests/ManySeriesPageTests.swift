import Foundation
@testable import Plotline
import PlotlineHTML
@testable import ScenePage
import Testing

/// Past eight series (issue 30) the chart is described on focus by how many series there are and how to reach
/// them, not by every series' words; up to eight, by its summary. Either way the braille line follows.
@Suite struct ManySeriesPageTests {
    static func page(series n: Int, locale: String = "en-US") throws -> ParsedPage {
        try ParsedPage(HTMLPage.render(SoundGuideTests.chart(series: n, locale: locale)))
    }

    @Test func twentySeriesAreDescribedByHowManyAndHowToReachThem() throws {
        let page = try Self.page(series: 20)
        #expect(page.element(id: "chart")?.attributes["aria-describedby"] == "many-series chart-hint braille")
        #expect(page.element(id: "many-series")?.allText
            == "20 series. Page Up and Page Down go to the same place in the next series, L lists them all, and / finds one.")
        // The summary is still on the page, under its heading; it is no longer what focus reads.
        #expect(page.element(id: "summary") != nil)
    }

    @Test func eightSeriesAreDescribedByTheSummary() throws {
        let page = try Self.page(series: 8)
        #expect(page.element(id: "chart")?.attributes["aria-describedby"] == "summary chart-hint braille")
        #expect(page.element(id: "many-series") == nil)
    }

    @Test func inKoreanAndTurkish() throws {
        #expect(try Self.page(series: 9, locale: "ko-KR").element(id: "many-series")?.allText.hasPrefix("계열 9개.") == true)
        #expect(try Self.page(series: 9, locale: "tr-TR").element(id: "many-series")?.allText.hasPrefix("9 seri.") == true)
    }
}
