import Foundation
import Testing
import Plotline
import PlotlineSVG

/// The box plot, the eighth kind of mark: quartiles interpolated as NumPy and pandas do, whiskers at the
/// furthest values within 1.5 interquartile ranges, outliers beyond, drawn where the value axis puts them
/// and said in words that give the five numbers.
@Suite struct BoxPlotTests {
    struct Reading { var group: String; var value: Double }
    static let readings = (2...10).map { Reading(group: "a", value: Double($0)) } + [Reading(group: "a", value: 100)]
        + [10, 12, 14].map { Reading(group: "b", value: $0) }

    static func chart(horizontal: Bool = false) -> Chart {
        Chart(readings, id: \.value) { r in
            if horizontal {
                BoxPlotMark(x: .value("Time", r.value, unit: "minutes"), y: .value("Group", r.group))
            } else {
                BoxPlotMark(x: .value("Group", r.group), y: .value("Time", r.value, unit: "minutes"))
            }
        }
    }

    @Test func fiveNumbersAsNumPyGivesThem() throws {
        let spread = try #require(Distribution((1...9).map(Double.init) + [100]))
        // numpy.percentile([1..9, 100], [25, 50, 75]) == [3.25, 5.5, 7.75]
        #expect(spread.firstQuartile == 3.25 && spread.median == 5.5 && spread.thirdQuartile == 7.75)
        // Fences at 3.25 - 6.75 and 7.75 + 6.75: everything but 100 is inside.
        #expect(spread.lowWhisker == 1 && spread.highWhisker == 9 && spread.outliers == [100])
        #expect(spread.lowest == 1 && spread.highest == 100 && spread.count == 10)
        #expect(Distribution([.nan, .infinity]) == nil)
        let one = try #require(Distribution([4]))
        #expect(one.firstQuartile == 4 && one.median == 4 && one.thirdQuartile == 4 && one.outliers.isEmpty)
    }

    @Test func oneBoxPerCategoryAtItsNumbers() throws {
        let resolved = try Self.chart().resolve()
        let marks = resolved.layers[0].marks
        #expect(marks.count == 2)
        #expect(marks.map(\.xValue) == [.category("a"), .category("b")])
        #expect(marks.map(\.yValue) == [.number(6.5), .number(12)])
        // The value axis holds the outlier.
        #expect(resolved.y.scale.domain.upperBound >= 100 && resolved.y.scale.domain.lowerBound <= 2)

        let scene = Scene(resolved)
        let y = { (v: Double) in scene.plotArea.maxY - resolved.y.scale.position(v) * scene.plotArea.height }
        let boxes = scene.shapes.filter { $0.classes == "box" }.compactMap { s -> Rect? in
            if case .rect(let r, _) = s.geometry { r } else { nil }
        }
        #expect(boxes.count == 2)
        // Box a from the first quartile (4.25) up to the third (8.75).
        #expect(abs(boxes[0].y - y(8.75)) < 1e-6 && abs(boxes[0].maxY - y(4.25)) < 1e-6)
        let medians = scene.shapes.filter { $0.classes == "median" }.compactMap { s -> Double? in
            if case .line(_, let y1, _, let y2) = s.geometry, y1 == y2 { y1 } else { nil }
        }
        #expect(medians.count == 2 && abs(medians[0] - y(6.5)) < 1e-6 && abs(medians[1] - y(12)) < 1e-6)
        let outliers = scene.shapes.filter { $0.classes == "outlier" }.compactMap { s -> Double? in
            if case .circle(_, let cy, _) = s.geometry { cy } else { nil }
        }
        #expect(outliers.count == 1 && abs(outliers[0] - y(100)) < 1e-6)
        #expect(scene.shapes.filter { $0.classes == "whisker-cap" }.count == 4)
    }

    @Test func wordsGiveTheFiveNumbers() throws {
        let access = try Self.chart().chartTitle("Times").resolve().accessibility
        #expect(access.labels.map(\.text) == [
            "a: median 6.5 minutes, quartiles 4.25 minutes to 8.75 minutes, whiskers 2 minutes to 10 minutes, 1 outlier: 100 minutes",
            "b: median 12 minutes, quartiles 11 minutes to 13 minutes, whiskers 10 minutes to 14 minutes",
        ])
        #expect(access.overview.hasPrefix("Box plot."))
        let svg = try Self.chart().svg()
        #expect(svg.contains("aria-label=\"b: median 12 minutes, quartiles 11 minutes to 13 minutes, whiskers 10 minutes to 14 minutes\""))
        let korean = try Self.chart().chartLocale("ko").resolve().accessibility.labels.map(\.text)
        #expect(korean[1] == "b: 중앙값 12 minutes, 사분위 11 minutes~13 minutes, 수염 10 minutes~14 minutes")
    }

    @Test func horizontalWhenYHoldsTheCategories() throws {
        let resolved = try Self.chart(horizontal: true).resolve()
        #expect(resolved.layers[0].isHorizontal)
        let scene = Scene(resolved)
        let x = { (v: Double) in scene.plotArea.x + resolved.x.scale.position(v) * scene.plotArea.width }
        let box = try #require(scene.shapes.first { $0.classes == "box" })
        guard case .rect(let r, _) = box.geometry else { Issue.record("box is not a rectangle"); return }
        #expect(abs(r.x - x(4.25)) < 1e-6 && abs(r.maxX - x(8.75)) < 1e-6)
    }

    @Test func needsBothAxes() throws {
        let chart = Chart(Self.readings, id: \.value) { r in BoxPlotMark(x: .value("Group", r.group), y: .value("Time", r.value)) }
        var spec = chart.spec
        spec.marks[0].y = nil
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0]", reason: "a boxplot mark takes x and y; it has x")) {
            try ChartResolver.resolve(spec)
        }
    }
}
