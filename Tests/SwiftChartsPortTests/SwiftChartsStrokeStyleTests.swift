import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// `StrokeStyle` as SwiftUI declares it: an app keeps its dash as `[CGFloat]` (a property, a constant of its
/// theme) and passes it on; an array written in place stays a plain literal. Both draw the same dash.
@Suite struct SwiftChartsStrokeStyleTests {
    struct Sample: Identifiable { var id: Int { minute }; var minute: Int; var pace: Double }
    static let samples = [Sample(minute: 0, pace: 5.2), Sample(minute: 5, pace: 5.0), Sample(minute: 10, pace: 4.8)]

    /// The app's theme, written the way SwiftUI code keeps a dash.
    enum Theme {
        static let targetDash: [CGFloat] = [6, 3]
        static let targetWidth: CGFloat = 1.5
    }

    static func dash(of svg: ParsedSVG, _ kind: String) -> [String] {
        svg.elements("path", classes: "mark", kind).map { ($0.value("stroke-dasharray") ?? "solid") + "@" + ($0.value("stroke-width") ?? "?") }
            + svg.elements("line", classes: "mark", kind).map { ($0.value("stroke-dasharray") ?? "solid") + "@" + ($0.value("stroke-width") ?? "?") }
    }

    @Test func aDashKeptAsCGFloatsIsDrawn() throws {
        let chart = Chart {
            ForEach(Self.samples) { sample in
                LineMark(x: .value("Minute", sample.minute), y: .value("Pace", sample.pace))
                    .lineStyle(StrokeStyle(lineWidth: Theme.targetWidth, lineCap: .round, dash: Theme.targetDash))
            }
            RuleMark(y: .value("Target", 5.0))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        }
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.dash(of: svg, "line") == ["6 3@1.5"])
        #expect(Self.dash(of: svg, "rule") == ["4 2@1"])
    }
}
