import Foundation
import Testing
@testable import Plotline

/// The chart descriptor (AG1..AG4) against the data it came from, its JSON, and the author's overrides.
@Suite struct DescriptorTests {
    // MARK: Axes

    @Test func stepsAxes() throws {
        let chart = try Fixtures.steps().resolve()
        let d = chart.accessibility.descriptor
        #expect(d.title == "Steps")
        guard case .numeric(let x) = d.xAxis else { Issue.record("x is not numeric"); return }
        #expect(x.title == "Day")
        #expect(x.isDate)
        #expect(x.scaleType == .linear)
        // Grid lines are the ticks, and the range is the scale's domain.
        #expect(x.gridlinePositions == chart.x.ticks.map(\.value))
        #expect(x.range == chart.x.scale.domain)
        #expect(x.range.contains(Fixtures.august1) && x.range.contains(Fixtures.august1 + 4 * 86_400))
        #expect(x.valueDescription(Fixtures.august1 + 5 * 86_400) == "August 6")
        #expect(d.yAxis.title == "Steps")
        #expect(d.yAxis.range == 0...12_500)
        #expect(d.yAxis.gridlinePositions == [0, 2_500, 5_000, 7_500, 10_000, 12_500])
        #expect(d.yAxis.gridlinePositions == chart.y.ticks.map(\.value))
        #expect(d.yAxis.valueDescription(8_214) == "8,214")  // the title is not a unit
        #expect(!d.yAxis.isDate)
        #expect(d.additionalAxes.isEmpty)
    }

    @Test func unitAwareValueDescriptions() throws {
        let cars = try Fixtures.carsChart().resolve().accessibility.descriptor
        #expect(cars.xAxis.numeric?.valueDescription(2.5) == "2.50 tons")
        #expect(cars.yAxis.valueDescription(31) == "31 miles per gallon")
        let ko = try Fixtures.carsChart().chartLocale("ko-KR").resolve().accessibility.descriptor
        #expect(ko.yAxis.valueDescription(8_214) == "8,214 miles per gallon")
        let tr = try Fixtures.steps(day: "Gün", steps: "Adım").chartLocale("tr-TR").resolve().accessibility.descriptor
        #expect(tr.yAxis.valueDescription(8_214) == "8.214")
        #expect(tr.xAxis.numeric?.valueDescription(Fixtures.august1) == "1 Ağustos")
    }

    @Test func categoricalAxisKeepsTheOrder() throws {
        struct Day { let name: String; let hours: Double }
        let days = [Day(name: "Wed", hours: 8), Day(name: "Mon", hours: 7), Day(name: "Tue", hours: 6.5)]
        let chart = Chart(days) { d in BarMark(x: .value("Day", d.name), y: .value("Sleep", d.hours, unit: "hours")) }
            .chartXScale(domain: ["Mon", "Tue", "Wed"])
        let d = try chart.resolve().accessibility.descriptor
        #expect(d.xAxis.categorical == CategoricalAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue", "Wed"]))
        // Points in the axis's order, whatever the data's.
        #expect(d.series[0].dataPoints.map(\.x) == [.category("Mon"), .category("Tue"), .category("Wed")])
        #expect(d.series[0].dataPoints.map(\.y) == [7, 6.5, 8])
    }

    @Test func logScale() throws {
        struct P { let x: Double; let y: Double }
        let chart = Chart([P(x: 1, y: 10), P(x: 2, y: 1_000)]) { p in LineMark(x: .value("x", p.x), y: .value("Count", p.y)) }
            .chartYScale(type: .log)
        #expect(try chart.resolve().accessibility.descriptor.yAxis.scaleType == .log10)
    }

    // MARK: Series and points

    @Test func stepsSeriesAndPoints() throws {
        let a = try Fixtures.steps().resolve().accessibility
        let d = a.descriptor
        #expect(d.series.count == 1)
        #expect(!d.series[0].isContinuous)
        let points = d.series[0].dataPoints
        #expect(points.map(\.x) == (0..<5).map { .number(Fixtures.august1 + Double($0) * 86_400) })
        #expect(points.map(\.y) == Fixtures.stepValues.map(Double.init))
        #expect(points.allSatisfy { $0.additionalValues.isEmpty })
        // Each point carries its mark's label.
        #expect(points.map(\.label) == a.labels.map(\.text))
        #expect(points[3].label == "August 4: 7,100")
    }

    @Test func groupedLabelsAreNotPointLabels() throws {
        let d = try Fixtures.elevation().resolve().accessibility.descriptor
        #expect(d.series[0].dataPoints.count == 60)
        #expect(d.series[0].dataPoints.allSatisfy { $0.label == nil })
        #expect(d.series[0].dataPoints[29] == DataPoint(x: 2.9, y: 690))
    }

    @Test func twoSeries() throws {
        let d = try Fixtures.bloodPressure().resolve().accessibility.descriptor
        #expect(d.series.map(\.name) == ["Systolic", "Diastolic"])
        #expect(d.series.allSatisfy { !$0.isContinuous })
        #expect(d.series[0].dataPoints.map(\.y) == [122, 118, 126])
        #expect(d.series[1].dataPoints.map(\.y) == [85, 80, 82])
        #expect(d.series[1].dataPoints.map(\.x) == (1...3).map { .number(Fixtures.day($0, hour: 7.5).timeIntervalSince1970) })
        // Color by category is an additional axis, and each point carries its category.
        #expect(d.additionalAxes.count == 1)
        #expect(d.additionalAxes[0].categorical == CategoricalAxisDescriptor(title: "Reading", categoryOrder: ["Systolic", "Diastolic"]))
        #expect(d.series[1].dataPoints.allSatisfy { $0.additionalValues == [.category("Diastolic")] })
        #expect(d.series[0].dataPoints[0].label == "Systolic, August 1 at 7:30\u{202F}AM: 122 mmHg")
    }

    @Test func linesAndAreasAreContinuous() throws {
        struct P { let t: Date; let v: Double }
        let data = (1...3).map { P(t: Fixtures.day($0), v: Double($0)) }
        let line = try Chart(data) { p in LineMark(x: .value("Day", p.t), y: .value("V", p.v)) }.resolve().accessibility.descriptor
        let area = try Chart(data) { p in AreaMark(x: .value("Day", p.t), y: .value("V", p.v)) }.resolve().accessibility.descriptor
        let points = try Chart(data) { p in PointMark(x: .value("Day", p.t), y: .value("V", p.v)) }.resolve().accessibility.descriptor
        #expect(line.series.map(\.isContinuous) == [true])
        #expect(area.series.map(\.isContinuous) == [true])
        #expect(points.series.map(\.isContinuous) == [false])
        #expect(line.series[0].dataPoints.map(\.y) == [1, 2, 3])
    }

    struct Car { let weight: Double; let mpg: Double; let engine: Double; let origin: String }
    static let cars = [Car(weight: 1.0, mpg: 34, engine: 1.2, origin: "Japan"), Car(weight: 2.0, mpg: 22, engine: 3.5, origin: "USA"),
                       Car(weight: 1.5, mpg: 30, engine: 1.8, origin: "Japan"), Car(weight: 2.5, mpg: 18, engine: 5.0, origin: "USA")]

    static func bubbles() -> Chart {
        Chart(cars) { c in
            PointMark(x: .value("Weight", c.weight, format: "%.2f tons"), y: .value("Efficiency", c.mpg, unit: "miles per gallon"))
                .symbolSize(by: .value("Engine", c.engine, unit: "litres"))
                .foregroundStyle(by: .value("Origin", c.origin))
        }
    }

    @Test func sizeAndColorAreAdditionalAxes() throws {
        let d = try Self.bubbles().resolve().accessibility.descriptor
        #expect(d.additionalAxes.map(\.title) == ["Engine", "Origin"])
        guard case .numeric(let size) = d.additionalAxes[0] else { Issue.record("size is not numeric"); return }
        #expect(size.range == 1.2...5.0)
        #expect(size.valueDescription(3.5) == "3.5 litres")
        #expect(d.additionalAxes[1].categorical?.categoryOrder == ["Japan", "USA"])
        #expect(d.series.map(\.name) == ["Japan", "USA"])
        let japan = d.series[0].dataPoints, usa = d.series[1].dataPoints
        #expect(japan == [
            DataPoint(x: 1.0, y: 34, additionalValues: [.number(1.2), .category("Japan")], label: "Japan, 1.00 tons: 34 miles per gallon"),
            DataPoint(x: 1.5, y: 30, additionalValues: [.number(1.8), .category("Japan")], label: "Japan, 1.50 tons: 30 miles per gallon"),
        ])
        #expect(usa.map(\.additionalValues) == [[.number(3.5), .category("USA")], [.number(5.0), .category("USA")]])
    }

    @Test func partsOfOneBarAreCategories() throws {
        let d = try Fixtures.storage().resolve().accessibility.descriptor
        #expect(d.xAxis.categorical == CategoricalAxisDescriptor(title: "Category", categoryOrder: ["Photos", "Apps", "iOS"]))
        #expect(d.yAxis.title == "Size")
        #expect(d.yAxis.range == 0...256)
        // One series of parts, heard as one run of tones in category order.
        #expect(d.series.map(\.name) == ["Category"])
        #expect(d.series.map { $0.dataPoints.map(\.y) } == [[61.5, 38.2, 9.8]])
        #expect(d.series[0].dataPoints[2] == DataPoint(x: "iOS", y: 9.8, label: "iOS: 9.8 gigabytes"))
    }

    // MARK: JSON

    static func json(_ chart: Chart) throws -> [String: Any] {
        let data = try chart.resolve().accessibility.descriptorJSON()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func stepsJSONMatchesTheData() throws {
        let a = try Fixtures.steps().resolve().accessibility
        let json = try Self.json(Fixtures.steps())
        #expect(json["title"] as? String == "Steps")
        #expect(json["summary"] as? String == a.summary)
        #expect(json["overview"] as? String == a.overview)
        #expect(json["labels"] as? [String] == a.labels.map(\.text))
        let x = try #require(json["xAxis"] as? [String: Any])
        #expect(x["kind"] as? String == "numeric")
        #expect(x["title"] as? String == "Day")
        #expect(x["isDate"] as? Bool == true)
        let y = try #require(json["yAxis"] as? [String: Any])
        #expect(y["range"] as? [Double] == [0, 12_500])
        #expect(y["gridlinePositions"] as? [Double] == [0, 2_500, 5_000, 7_500, 10_000, 12_500])
        #expect(y["gridlineLabels"] as? [String] == ["0", "2,500", "5,000", "7,500", "10,000", "12,500"])
        #expect(y["scaleType"] as? String == "linear")
        let series = try #require(json["series"] as? [[String: Any]])
        #expect(series.count == 1)
        #expect(series[0]["isContinuous"] as? Bool == false)
        let points = try #require(series[0]["dataPoints"] as? [[String: Any]])
        #expect(points.compactMap { $0["y"] as? Double } == Fixtures.stepValues.map(Double.init))
        #expect(points.compactMap { $0["x"] as? Double } == (0..<5).map { Fixtures.august1 + Double($0) * 86_400 })
        #expect(points.compactMap { $0["xDescription"] as? String } == (1...5).map { "August \($0)" })
        #expect(points.compactMap { $0["yDescription"] as? String } == ["4,200", "9,800", "12,400", "7,100", "8,214"])
        #expect(points.compactMap { $0["label"] as? String } == a.labels.map(\.text))
    }

    @Test func bubblesJSONMatchesTheData() throws {
        let json = try Self.json(Self.bubbles().chartLocale("tr-TR"))
        let axes = try #require(json["additionalAxes"] as? [[String: Any]])
        #expect(axes.map { $0["kind"] as? String } == ["numeric", "categorical"])
        #expect(axes[1]["categoryOrder"] as? [String] == ["Japan", "USA"])
        let series = try #require(json["series"] as? [[String: Any]])
        var rows: [[String]] = []
        for s in series {
            for p in try #require(s["dataPoints"] as? [[String: Any]]) {
                let extra = try #require(p["additionalValues"] as? [Any])
                rows.append(["\(s["name"]!)", "\(p["x"]!)", "\(p["y"]!)", "\(extra[0])", "\(extra[1])", "\(p["xDescription"]!)"])
            }
        }
        #expect(rows == [["Japan", "1", "34", "1.2", "Japan", "1,00 tons"], ["Japan", "1.5", "30", "1.8", "Japan", "1,50 tons"],
                         ["USA", "2", "22", "3.5", "USA", "2,00 tons"], ["USA", "2.5", "18", "5", "USA", "2,50 tons"]])
        // Every car of the data is there once.
        #expect(rows.count == Self.cars.count)
    }

    /// What the other outputs read from the descriptor is in its JSON too (issue 17): the rules and bands
    /// the earcons mark, each series' braille cells, and the page's navigation nodes besides the series.
    @Test func jsonCarriesReferencesBrailleAndNavigation() throws {
        let goal = Fixtures.steps()
        let a = try goal.resolve().accessibility
        let json = try Self.json(goal)
        let references = try #require(json["references"] as? [[String: Any]])
        #expect(references.count == a.descriptor.references.count)
        for (r, d) in zip(references, a.descriptor.references) {
            #expect(r["kind"] as? String == d.kind.rawValue && r["name"] as? String == d.name)
            #expect(r["range"] as? [Double] == [d.range.lowerBound, d.range.upperBound])
        }
        let series = try #require(json["series"] as? [[String: Any]])
        let range = BrailleGraph.range(of: a.descriptor)
        for (s, d) in zip(series, a.descriptor.series) {
            let cells = try #require(s["braille"] as? String)
            #expect(cells == String(d.dataPoints.map { BrailleGraph.cell($0.y, range: range) }))
            #expect(cells.count == d.dataPoints.count)
        }
        let navigation = try #require(json["navigation"] as? [String: Any])
        #expect(navigation["references"] as? [String] == a.referenceTexts)
        #expect(navigation["stackTotals"] as? [String] == a.stackTotalTexts)
        let axes = try #require(navigation["axes"] as? [[String: String]])
        #expect(axes.map { $0["axis"] } == ["x", "y"])
        #expect(axes.map { $0["text"] } == a.axisTexts)
    }

    @Test func aRuleIsAReferenceInTheJSON() throws {
        let spec = #"{"locale": "en-US", "marks": [{"data": {"values": [{"d": "Mon", "v": 3}, {"d": "Tue", "v": 7}]}, "type": "bar", "x": {"field": "d", "type": "category"}, "y": {"field": "v", "type": "number"}}, {"data": {"values": [{"Goal": 5}]}, "type": "rule", "y": {"field": "Goal", "type": "number"}}]}"#
        let resolved = try ChartResolver.resolve(try ChartSpec.decode(Data(spec.utf8)))
        let json = try #require(try JSONSerialization.jsonObject(with: resolved.accessibility.descriptorJSON()) as? [String: Any])
        let references = try #require(json["references"] as? [[String: Any]])
        #expect(references.count == 1)
        #expect(references.first?["kind"] as? String == "rule")
        #expect(references.first?["range"] as? [Double] == [5, 5])
        #expect((json["navigation"] as? [String: Any])?["references"] as? [String] == ["A rule marks Goal: 5."])
    }

    @Test func missingValuesAreLeftOutOfTheJSON() throws {
        var spec = try ChartSpec.decode(Data(AccessibilityEdgeCaseTests.withNulls.utf8))
        spec.locale = "en-US"
        let data = try ChartResolver.resolve(spec).accessibility.descriptorJSON()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let points = try #require((json["series"] as? [[String: Any]])?.first?["dataPoints"] as? [[String: Any]])
        #expect(points.compactMap { $0["y"] as? Double } == [4_200, 9_800, 7_100])
        #expect((json["summary"] as? String)?.hasSuffix("3 values are missing.") == true)
    }

    // MARK: Overrides

    @Test func customSummaryEverywhere() throws {
        for locale in ["en-US", "ko-KR", "tr-TR"] {
            let chart = Fixtures.steps().chartLocale(locale).accessibilityChartDescriptor { d in var d = d; d.summary = "Custom"; return d }
            let a = try chart.resolve().accessibility
            #expect(a.summary == "Custom")
            #expect(a.descriptor.summary == "Custom")
            #expect(a.plainText().contains("\n\nCustom\n"))
            #expect(try #require(try JSONSerialization.jsonObject(with: a.descriptorJSON()) as? [String: Any])["summary"] as? String == "Custom")
            // The rest is still derived.
            #expect(a.labels.count == 5)
        }
    }

    @Test func customTitleAndSeries() throws {
        let chart = Fixtures.steps().accessibilityChartDescriptor { d in
            var d = d
            d.title = "Daily steps"
            d.series[0].name = "My steps"
            return d
        }
        let a = try chart.resolve().accessibility
        #expect(a.descriptor.title == "Daily steps")
        #expect(a.descriptor.series[0].name == "My steps")
        #expect(a.plainText().hasPrefix("Daily steps\n"))
        // A second override sees the first one's result.
        let twice = try chart.accessibilityChartDescriptor { d in var d = d; d.summary = (d.title ?? "") + "!"; return d }
            .resolve().accessibility
        #expect(twice.summary == "Daily steps!")
    }

    @Test func wholeDescriptorReplaced() throws {
        let custom = ChartDescriptor(title: "Mine", summary: "All mine",
                                     xAxis: CategoricalAxisDescriptor(title: "A", categoryOrder: ["a"]),
                                     yAxis: NumericAxisDescriptor(title: "B", range: 0...1, valueDescription: { "\($0)" }),
                                     series: [DataSeriesDescriptor(name: "S", isContinuous: false, dataPoints: [DataPoint(x: "a", y: 1)])])
        let a = try Fixtures.steps().accessibilityChartDescriptor(custom).resolve().accessibility
        #expect(a.descriptor.title == "Mine")
        #expect(a.summary == "All mine")
        #expect(a.descriptor.series == custom.series)
    }

    struct Day { let date: Date; let steps: Int; let goal: Bool; let decoration: Bool }

    @Test func perMarkLabelValueAndHidden() throws {
        let days = [Day(date: Fixtures.day(1), steps: 4_200, goal: false, decoration: false),
                    Day(date: Fixtures.day(2), steps: 12_400, goal: true, decoration: false),
                    Day(date: Fixtures.day(3), steps: 1_000, goal: false, decoration: true),
                    Day(date: Fixtures.day(4), steps: 7_100, goal: false, decoration: false)]
        let chart = Chart(days) { d in
            BarMark(x: .value("Day", d.date, unit: .day), y: .value("Steps", d.steps))
                .accessibilityLabel(d.goal ? "Goal day" : "")
                .accessibilityValue(d.goal ? "over the goal" : "")
                .accessibilityHidden(d.decoration)
        }
        for locale in ["en-US", "ko-KR", "tr-TR"] {
            let a = try chart.chartLocale(locale).resolve().accessibility
            #expect(a.labels.count == 3)
            #expect(a.labels[1].text == "Goal day: over the goal")
            // The hidden mark is in no label, point or sentence.
            #expect(a.labels.map(\.marks) == [[0], [1], [3]])
            #expect(a.descriptor.series[0].dataPoints.map(\.y) == [4_200, 12_400, 7_100])
            #expect(a.descriptor.series[0].dataPoints[1].label == "Goal day: over the goal")
            #expect(!a.summary.contains("1,000") && !a.summary.contains("1.000"))
        }
        let en = try chart.resolve().accessibility
        #expect(en.labels.map(\.text) == ["August 1: 4,200", "Goal day: over the goal", "August 4: 7,100"])
        // The summary states actual values (D2); the author's words are for the mark's own label.
        #expect(en.summary == "The lowest value is 4,200 (August 1). The highest is 12,400 (August 2). "
            + "From August 1 to August 4: 4,200 to 7,100, up 2,900 (69.0%).")
        let grouped = try chart.accessibilityMarkLabels(.grouped, groupSize: 3).resolve().accessibility
        // The peak inside the group is named, so a group never hides it (AX4).
        #expect(grouped.labels.map(\.text)
            == ["From August 1 to August 4: 4,200 to 7,100, up 2,900; highest 12,400"])
        let ko = try chart.chartLocale("ko-KR").resolve().accessibility
        #expect(ko.labels.map(\.text) == ["8월 1일: 4,200", "Goal day: over the goal", "8월 4일: 7,100"])
    }

    @Test func specTitleAndSummary() throws {
        let json = """
        {"title": "Steps", "marks": [{"type": "bar", "data": {"values": [{"d": "2024-08-01", "s": 4200}, {"d": "2024-08-02", "s": 9800}]},
                    "x": {"field": "d", "type": "date", "unit": "day"}, "y": {"field": "s", "type": "number", "label": "Steps"}}],
         "accessibility": {"title": "Steps per day", "summary": "More steps on the second day."}}
        """
        for locale in ["en-US", "ko-KR", "tr-TR"] {
            var spec = try ChartSpec.decode(Data(json.utf8))
            spec.locale = locale
            let a = try ChartResolver.resolve(spec).accessibility
            #expect(a.descriptor.title == "Steps per day")
            #expect(a.summary == "More steps on the second day.")
            #expect(a.descriptor.summary == "More steps on the second day.")
            #expect(a.labels.count == 2)
        }
    }
}
