import Foundation
import Testing
import Plotline
import PlotlineSVG

/// The pictures of DocC's "Before and after" article are what Plotline draws for the article's code (the
/// bodies of `SwiftChartsStyleBodiesTests`), so the article cannot show a picture Plotline no longer draws.
/// Run with `PLOTLINE_WRITE_DOCC_PICTURES=1` to draw them again after a change meant to change them.
@Suite struct DocCBeforeAndAfterPicturesTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Plotline/Plotline.docc/Resources")

    typealias Bodies = SwiftChartsStyleBodiesTests

    static var pictures: [(name: String, chart: Chart)] {
        [("before-after-heart-rate", Bodies.WorkoutHeartRateChart(samples: Bodies.workout, selectedDate: Bodies.workout[7].date).chart),
         ("before-after-steps", Bodies.stepsByMonth(Bodies.months)),
         ("before-after-donut", Bodies.donut(Bodies.slices)),
         ("before-after-gradient-area", Bodies.gradientArea(Bodies.prices)),
         ("before-after-capsules", Bodies.capsuleBars(Bodies.sales))]
    }

    @Test func theArticlesPicturesAreWhatPlotlineDraws() throws {
        let write = ProcessInfo.processInfo.environment["PLOTLINE_WRITE_DOCC_PICTURES"] != nil
        for (name, chart) in Self.pictures {
            let svg = try chart.frame(width: 400, height: 260).svg()
            let url = Self.resources.appendingPathComponent(name + ".svg")
            if write { try svg.write(to: url, atomically: true, encoding: .utf8) }
            let stored = try String(contentsOf: url, encoding: .utf8)
            #expect(stored == svg, "\(name).svg is not what Plotline draws for the article's code")
        }
    }
}
