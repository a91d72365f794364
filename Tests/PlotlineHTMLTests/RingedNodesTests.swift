import Foundation
import Plotline
import PlotlineAudio
import PlotlineGallery
import PlotlineHTML
@testable import ScenePage
import Testing

/// What the page rings when the cursor reaches a node that is not a data point (issue 17): a rule's or band's
/// box, read back against where the page's own SVG draws it; which axis each axis node is; and a sector's ring
/// clear of its percent.
@Suite struct RingedNodesTests {
    static func view(_ slug: String) throws -> HTMLPage.View {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        return HTMLPage.View.make(id: "v0", chart: try entry.chart.resolve(), audio: AudioGraphOptions())
    }

    /// A number attribute of the first element of the SVG that matches `element`.
    static func attribute(_ name: String, of element: String, in svg: String) throws -> Double {
        let tag = try #require(svg.firstRange(of: element).map { svg[$0.lowerBound...].prefix { $0 != ">" } })
        let match = try #require(tag.firstMatch(of: Regex("\\s\(name)=\"([-0-9.]+)\"")))
        return try #require(Double(String(match.output[1].substring ?? "")))
    }

    @Test func aRuleIsRingedWhereItIsDrawn() throws {
        let steps = try Self.view("01-steps")
        #expect(steps.nav.referenceBoxes.count == 1)
        let box = try #require(steps.nav.referenceBoxes.first)
        #expect(box.count == 4)
        // The goal's line in the page's own picture.
        let y = try Self.attribute("y1", of: "class=\"mark rule reference\" data-y=\"10000\"", in: steps.svgLight)
        #expect(abs(box[1] + box[3] / 2 - y) < 0.02, "ring centred at \(box[1] + box[3] / 2), line at \(y)")
        let plot = steps.nav.plot
        #expect(box[2] > plot[2] * 0.95, "the ring spans the rule's length: \(box[2]) of \(plot[2])")
    }

    @Test func aBandIsRingedOverItsArea() throws {
        let heart = try Self.view("03-heart-rate")
        let box = try #require(heart.nav.referenceBoxes.first)
        let element = "class=\"mark rect own reference\" data-y=\"100\""
        let y = try Self.attribute("y", of: element, in: heart.svgLight)
        let height = try Self.attribute("height", of: element, in: heart.svgLight)
        #expect(abs(box[1] - y) < 0.02 && abs(box[3] - height) < 0.02, "ring \(box), band at \(y) + \(height)")
    }

    @Test func aStackTotalRingsTheWholeStack() throws {
        let storage = try Self.view("06-storage")
        #expect(storage.nav.totals.count == 1 && storage.nav.totalBoxes.count == 1)
        let box = try #require(storage.nav.totalBoxes.first)
        // The five segments, each its own one-point series, lie side by side inside it, end to end.
        let segments = storage.nav.series.compactMap { $0.points.first?.box }
        #expect(segments.count == 5)
        for s in segments {
            #expect(s[0] >= box[0] - 0.01 && s[1] >= box[1] - 0.01 && s[0] + s[2] <= box[0] + box[2] + 0.02 && s[1] + s[3] <= box[1] + box[3] + 0.02)
        }
        #expect(abs(box[0] - (segments.map { $0[0] }.min() ?? 0)) < 0.02)
        #expect(abs(box[0] + box[2] - (segments.map { $0[0] + $0[2] }.max() ?? 0)) < 0.02)
    }

    @Test func axisNodesKnowTheirAxis() throws {
        #expect(try Self.view("01-steps").nav.axisSides == ["x", "y"])
        let storage = try Self.view("06-storage")
        #expect(storage.nav.axisSides == ["x"] && storage.nav.axes.count == 1)
        #expect(try Self.view("12-activity").nav.axisSides.isEmpty)
        for side in ["x", "y"] { #expect(try Self.view("01-steps").svgLight.contains("<g class=\"axis \(side)\"")) }
    }

    @Test func aSectorsRingIsClearOfItsPercent() throws {
        let donut = try Self.view("12-activity")
        let dot = try #require(donut.nav.series.first?.points.first?.dot)
        let svg = donut.svgLight
        let label = try #require(svg.firstMatch(of: /<text class="sector-label"[^>]* x="([0-9.]+)" y="([0-9.]+)"[^>]*>43%<\/text>/))
        let x = try #require(Double(String(label.output.1))), y = try #require(Double(String(label.output.2)))
        // The ring's radius is 6; the label is about 11 points tall, its baseline at y.
        let distance = hypot(dot[0] - x, dot[1] - (y - 4))
        #expect(distance >= 14, "the ring at \(dot) is \(distance) from the 43% at \(x), \(y)")
    }
}
