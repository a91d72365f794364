import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
import PlotlineAudio

/// The accessibility modifiers in every place Swift Charts allows them (issue 32): on a mark, on `ForEach`,
/// on `Plot { }`, on the app's own `ChartContent` and on what a `@ChartContentBuilder` function returns. A label
/// and a value replace the generated words; a hidden mark is drawn but leaves the words and the sound.
@Suite struct SwiftChartsAccessibilityModifierTests {
    struct Swim: Identifiable { var id: String { weekday }; var weekday: String; var laps: Int }
    static let week = [Swim(weekday: "Mon", laps: 24), Swim(weekday: "Tue", laps: 0), Swim(weekday: "Wed", laps: 31),
                       Swim(weekday: "Thu", laps: 18)]

    /// A goal line of the app's own, as Swift Charts' custom content is written.
    struct LapGoal: ChartContent {
        var laps: Int
        var body: some ChartContent {
            RuleMark(y: .value("Goal", laps))
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 2]))
        }
    }

    @ChartContentBuilder static func swimBars(_ week: [Swim]) -> some ChartContent {
        ForEach(week) { swim in
            BarMark(x: .value("Weekday", swim.weekday), y: .value("Laps", swim.laps))
        }
    }

    static func labelled() -> Chart {
        Chart {
            ForEach(week) { swim in
                BarMark(x: .value("Weekday", swim.weekday), y: .value("Laps", swim.laps))
                    .accessibilityLabel(swim.laps == 0 ? "Rest day" : swim.weekday)
                    .accessibilityValue("\(swim.laps) laps")
            }
            LapGoal(laps: 20)
                .accessibilityHidden(true)
        }
    }

    @Test func aMarksLabelAndValueReplaceTheGeneratedWords() throws {
        let access = try Self.labelled().resolve().accessibility
        #expect(access.markLabels.map(\.text) == ["Mon: 24 laps", "Rest day: 0 laps", "Wed: 31 laps", "Thu: 18 laps"])
        let points = access.descriptor.series.flatMap(\.dataPoints)
        #expect(points.count == 4)
        #expect(points.compactMap(\.label).contains { $0.contains("Rest day") })
    }

    @Test func aHiddenGoalIsDrawnButNotSpokenOrSounded() throws {
        let resolved = try Self.labelled().resolve()
        #expect(resolved.accessibility.descriptor.series.count == 1)
        #expect(resolved.accessibility.descriptor.references.isEmpty)
        #expect(!resolved.accessibility.plainText().contains("Goal"))
        let audio = try AudioGraph(descriptor: resolved.accessibility.descriptor)
        #expect(audio.tones.count == 4)
        // The picture keeps the goal: a dashed orange rule at 20 laps.
        let svg = try ParsedSVG(Self.labelled().svg())
        let rules = svg.elements("line", classes: "mark", "rule")
        #expect(rules.count == 1)
        #expect(rules.first?.value("stroke-dasharray") != nil)
        #expect(svg.elements("rect", classes: "mark", "bar").count == 4)
    }

    @Test func theModifiersFollowForEachPlotAndABuilderFunction() throws {
        let onForEach = Chart {
            ForEach(Self.week) { swim in
                BarMark(x: .value("Weekday", swim.weekday), y: .value("Laps", swim.laps))
            }
            .accessibilityValue(Text("a swim"))
        }
        #expect(try onForEach.resolve().accessibility.markLabels.map(\.text)
                == ["Mon: a swim", "Tue: a swim", "Wed: a swim", "Thu: a swim"])

        // A mark's own words win over its group's.
        let onPlot = Chart {
            ForEach(Self.week) { swim in
                Plot {
                    BarMark(x: .value("Weekday", swim.weekday), y: .value("Laps", swim.laps))
                        .accessibilityLabel(Text(swim.weekday))
                }
                .accessibilityLabel("Pool")
                .accessibilityValue("\(swim.laps) lengths")
            }
        }
        #expect(try onPlot.resolve().accessibility.markLabels.first?.text == "Mon: 24 lengths")

        let fromFunction = Chart {
            Self.swimBars(Self.week)
                .accessibilityHidden(false)
                .foregroundStyle(.teal)
            LapGoal(laps: 25).accessibilityHidden(true)
        }
        let resolved = try fromFunction.resolve()
        #expect(resolved.accessibility.markLabels.count == 4)
        let svg = try ParsedSVG(fromFunction.svg())
        let fills = Set(svg.elements("rect", classes: "mark", "bar").compactMap { $0.value("fill") })
        #expect(fills.count == 1 && fills.first != nil)
        #expect(svg.elements("line", classes: "mark", "rule").count == 1)
    }

    @Test func everyMarkOfAHiddenPlotIsLeftOut() throws {
        let chart = Chart {
            Plot {
                ForEach(Self.week) { swim in
                    PointMark(x: .value("Weekday", swim.weekday), y: .value("Laps", swim.laps))
                }
            }
            .accessibilityHidden(true)
            ForEach(Self.week) { swim in
                LineMark(x: .value("Weekday", swim.weekday), y: .value("Laps", swim.laps))
                    .accessibilityIdentifier("laps-\(swim.weekday)")
            }
        }
        let resolved = try chart.resolve()
        #expect(resolved.accessibility.descriptor.series.count == 1)
        #expect(resolved.accessibility.markLabels.allSatisfy { $0.layer == 1 })
        let svg = try ParsedSVG(chart.svg())
        #expect(svg.elements("path", classes: "mark", "line").count == 1)
        #expect(!svg.root.all.filter { $0.classes.contains("point") }.isEmpty)
    }
}
