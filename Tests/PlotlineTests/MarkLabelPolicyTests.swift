import Foundation
import Testing
@testable import Plotline

/// When marks get a label each, grouped labels, or one label for the whole chart (AX4).
@Suite struct MarkLabelPolicyTests {
    struct Bar { let x: Int; let y: Int }

    /// `n` bars at x = 1...n, y = 10 * x.
    static func bars(_ n: Int) -> Chart {
        Chart((1...n).map { Bar(x: $0, y: 10 * $0) }) { b in
            BarMark(x: .value("Kilometre", b.x, unit: "km"), y: .value("Height", b.y, unit: "metres"))
        }
        .chartTitle("Climb")
    }

    static func labels(_ chart: Chart) throws -> [MarkLabel] { try chart.resolve().accessibility.labels }

    @Test func fiftyMarksGetALabelEach() throws {
        let labels = try Self.labels(Self.bars(50))
        #expect(labels.count == 50)
        #expect(labels.allSatisfy { !$0.isGroup && $0.marks.count == 1 })
        #expect(labels.first?.text == "1 km: 10 metres")
        #expect(labels.last?.text == "50 km: 500 metres")
    }

    @Test func fiftyOneMarksGetTenGroups() throws {
        let labels = try Self.labels(Self.bars(51))
        #expect(labels.count == 10)
        #expect(labels.allSatisfy { $0.isGroup })
        // Sizes differ by at most one, every mark in exactly one group, in order along x.
        #expect(labels.map(\.marks.count) == [5, 5, 5, 5, 5, 5, 5, 5, 5, 6])
        #expect(labels.flatMap(\.marks) == Array(0..<51))
        #expect(labels[0].text == "From 1 km to 5 km: 10 metres to 50 metres, up 40 metres")
        #expect(labels[9].text == "From 46 km to 51 km: 460 metres to 510 metres, up 50 metres")
    }

    @Test(arguments: [11, 19, 60, 99, 121])
    func groupCountIsKept(marks: Int) throws {
        let labels = try Self.labels(Self.bars(marks).accessibilityMarkLabels(.grouped))
        #expect(labels.count == 10)
        let sizes = labels.map(\.marks.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
        #expect(labels.flatMap(\.marks) == Array(0..<marks))
    }

    @Test func fewerMarksThanGroups() throws {
        let labels = try Self.labels(Self.bars(3).accessibilityMarkLabels(.grouped))
        // A group of one mark is labelled like the mark.
        #expect(labels.map(\.text) == ["1 km: 10 metres", "2 km: 20 metres", "3 km: 30 metres"])
        #expect(labels.allSatisfy { $0.isGroup })
    }

    @Test func thresholdAndGroupCountAreOptions() throws {
        let labels = try Self.labels(Self.bars(12).accessibilityMarkLabels(.automatic, groupCount: 3, threshold: 10))
        #expect(labels.map(\.text) == [
            "From 1 km to 4 km: 10 metres to 40 metres, up 30 metres",
            "From 5 km to 8 km: 50 metres to 80 metres, up 30 metres",
            "From 9 km to 12 km: 90 metres to 120 metres, up 30 metres",
        ])
        #expect(try Self.labels(Self.bars(10).accessibilityMarkLabels(.automatic, threshold: 10)).count == 10)
    }

    @Test func groupSize() throws {
        let labels = try Self.labels(Self.bars(12).accessibilityMarkLabels(.grouped, groupSize: 5))
        #expect(labels.map(\.marks) == [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11]])
        #expect(labels.map(\.text) == [
            "From 1 km to 5 km: 10 metres to 50 metres, up 40 metres",
            "From 6 km to 10 km: 60 metres to 100 metres, up 40 metres",
            "From 11 km to 12 km: 110 metres to 120 metres, up 10 metres",
        ])
    }

    @Test func groupedLabelsInEveryLanguage() throws {
        let chart = Self.bars(12).accessibilityMarkLabels(.grouped, groupSize: 6)
        let ko = try chart.chartLocale("ko-KR").resolve().accessibility.labels.map(\.text)
        #expect(ko == ["1 km부터 6 km까지: 첫 값 10 metres, 마지막 값 60 metres, 50 metres 증가",
                       "7 km부터 12 km까지: 첫 값 70 metres, 마지막 값 120 metres, 50 metres 증가"])
        let tr = try chart.chartLocale("tr-TR").resolve().accessibility.labels.map(\.text)
        #expect(tr == ["1 km ile 6 km arası: ilk değer 10 metres, son değer 60 metres, artış 50 metres",
                       "7 km ile 12 km arası: ilk değer 70 metres, son değer 120 metres, artış 50 metres"])
    }

    @Test func perMarkEvenForManyMarks() throws {
        let labels = try Self.labels(Self.bars(120).accessibilityMarkLabels(.perMark))
        #expect(labels.count == 120)
        #expect(labels.allSatisfy { !$0.isGroup })
        #expect(labels[119].text == "120 km: 1,200 metres")
    }

    @Test func oneLabelForTheWholeChart() throws {
        let access = try Self.bars(4).accessibilityMarkLabels(.chart).resolve().accessibility
        #expect(access.labels.isEmpty)
        #expect(access.chartLabel == "Climb. The lowest value is 10 metres (1 km). The highest is 40 metres (4 km). "
            + "From 1 km to 4 km: 10 metres to 40 metres, up 30 metres (300.0%).")
        #expect(access.plainText().contains("- Climb. The lowest value"))
        // Without the policy there is no chart label.
        #expect(try Self.bars(4).resolve().accessibility.chartLabel == nil)
    }

    @Test func policyFromJSON() throws {
        let json = """
        {"marks": [{"type": "bar", "data": {"values": [{"a": 1, "b": 2}, {"a": 2, "b": 4}, {"a": 3, "b": 6}]},
                    "x": {"field": "a", "type": "number"}, "y": {"field": "b", "type": "number"}}],
         "accessibility": {"labels": "grouped", "groupSize": 2}}
        """
        let labels = try ChartResolver.resolve(try ChartSpec.decode(Data(json.utf8))).accessibility.labels
        #expect(labels.map(\.marks) == [[0, 1], [2]])
        #expect(labels.map(\.text) == ["From 1 to 2: 2 to 4, up 2", "3: 6"])
    }
}
