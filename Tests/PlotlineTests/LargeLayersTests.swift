import Foundation
import Testing
@testable import Plotline

/// Large layers are placed from fewer rows (LargeLayers); what the chart says must be what every row says.
@Suite struct LargeLayersTests {
    static func table(_ count: Int, gaps: Bool = false, series: Bool = false, shuffled: Bool = false) -> DataTable {
        var state: UInt64 = 3
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var x = [Double](), y = [Double](), s = [String?]()
        var v = 0.0
        for i in 0..<count {
            v += next() - 0.5
            x.append(Double(i) / 10)
            y.append(gaps && i % 9_973 == 5 ? .nan : v)
            s.append(series ? (i % 3 == 0 ? "a" : "b") : "a")
        }
        if shuffled {
            for i in stride(from: count - 1, to: 0, by: -1) {
                let j = Int(next() * Double(i + 1))
                x.swapAt(i, j); y.swapAt(i, j); s.swapAt(i, j)
            }
        }
        var columns = [Column(name: "x", values: .numbers(x)), Column(name: "y", values: .numbers(y))]
        if series { columns.append(Column(name: "s", values: .categories(s))) }
        return try! DataTable(columns: columns)
    }

    static func both(_ table: DataTable, _ type: MarkType, series: Bool = false) throws -> (ResolvedChart, ResolvedChart) {
        var channels: [Channel: EncodingSpec] = [.x: EncodingSpec(field: "x", type: .number),
                                                 .y: EncodingSpec(field: "y", type: .number)]
        if series { channels[.color] = EncodingSpec(field: "s", type: .category) }
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: type, channels: channels)])
        spec.title = "Walk"
        return (try ChartResolver.resolve(spec, baseDirectory: nil, reducingLargeLayers: true),
                try ChartResolver.resolve(spec, baseDirectory: nil, reducingLargeLayers: false))
    }

    /// A dense line on a reversed x axis runs along it without doubling back: each bucket is entered from
    /// the one before it (its rows drawn in the axis's direction), reduced or not.
    @Test func reversedAxisLineDoesNotDoubleBack() throws {
        let n = 40_000
        let xs = (0..<n).map(Double.init)
        let table = try DataTable(columns: [Column(name: "x", values: .numbers(xs)), Column(name: "y", values: .numbers(xs))])
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "x", type: .number), .y: EncodingSpec(field: "y", type: .number)])])
        spec.xScale = ScaleSpec(reversed: true)
        for reducing in [true, false] {
            let marks = try ChartResolver.resolve(spec, baseDirectory: nil, reducingLargeLayers: reducing).layers[0].marks
            let ys = marks.map(\.y1)
            let turns = zip(zip(ys, ys.dropFirst()), ys.dropFirst(2)).filter { pair, c in
                (pair.1 - pair.0) * (c - pair.1) < 0
            }.count
            #expect(turns == 0, "reducing: \(reducing)")
            #expect(marks.first?.xValue == .number(Double(n - 1)) && marks.last?.xValue == .number(0))
        }
    }

    @Test(arguments: [(false, false, false), (true, false, false), (false, true, false), (true, true, true)])
    func lineSaysWhatEveryRowSays(gaps: Bool, series: Bool, shuffled: Bool) throws {
        let table = Self.table(120_000, gaps: gaps, series: series, shuffled: shuffled)
        let (reduced, full) = try Self.both(table, .line, series: series)
        #expect(reduced.layers[0].reduction != nil)
        #expect(reduced.layers[0].marks.count < full.layers[0].marks.count / 4)
        #expect(reduced.x.scale.domain == full.x.scale.domain)
        #expect(reduced.y.scale.domain == full.y.scale.domain)
        #expect(reduced.series == full.series)
        let a = reduced.accessibility, b = full.accessibility
        // Range with the lowest and highest and where, first to last, missing values, mark count: exact.
        #expect(a.summary == b.summary)
        #expect(a.overview == b.overview)
        // Every kept mark is a row of the full data, with its own values.
        for mark in reduced.layers[0].marks {
            guard case .numbers(let ys) = table.columns[1].values else { continue }
            #expect(mark.yValue == .number(ys[mark.row]))
        }
        // A missing value still breaks the line as often.
        #expect(reduced.layers[0].marks.filter(\.startsSegment).count == full.layers[0].marks.filter(\.startsSegment).count)
    }

    @Test func pointsSayWhatEveryRowSays() throws {
        let (reduced, full) = try Self.both(Self.table(60_000, shuffled: true), .point)
        #expect(reduced.layers[0].marks.count < full.layers[0].marks.count)
        let a = reduced.accessibility, b = full.accessibility
        #expect(a.summary == b.summary)   // range, and Pearson's r over every point
        #expect(a.overview == b.overview)
    }

    /// Values on a few levels: each bucket of a reduced line holds dozens of rows of the lowest value and
    /// keeps one, each cell of a reduced scatter many. The words count the ties over every row ("0 (66,667
    /// times, ...)"), not over the marks kept (it said 3,419).
    @Test(arguments: [(MarkType.line, false, false), (.line, true, true), (.point, false, true), (.point, true, false)])
    func tiesAreCountedOverEveryRow(type: MarkType, series: Bool, shuffled: Bool) throws {
        let count = 150_000
        var x = (0..<count).map(Double.init), y = (0..<count).map { Double($0 % 3) }
        var s = (0..<count).map { $0 % 7 == 0 ? "a" : "b" }
        if shuffled {
            var state: UInt64 = 11
            for i in stride(from: count - 1, to: 0, by: -1) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let j = Int(state >> 33) % (i + 1)
                x.swapAt(i, j); y.swapAt(i, j); s.swapAt(i, j)
            }
        }
        var columns = [Column(name: "x", values: .numbers(x)), Column(name: "y", values: .numbers(y))]
        if series { columns.append(Column(name: "s", values: .categories(s))) }
        let (reduced, full) = try Self.both(try DataTable(columns: columns), type, series: series)
        #expect(reduced.layers[0].reduction != nil)
        #expect(reduced.layers[0].marks.count < full.layers[0].marks.count / 4)
        #expect(reduced.accessibility.summary == full.accessibility.summary)
        if !series {
            #expect(full.accessibility.summary.hasPrefix("The lowest value is 0 (50,000 times, first 0, last 149,997). "
                                                         + "The highest is 2 (50,000 times, first 2, last 149,999)."))
        }
    }

    /// The words of a large line (#29): no label is written for a row until something reads it, and the
    /// statistics read every row once (the reduction's pass over the rows) and the marks drawn once, for the
    /// series and its grouped labels together, never the rows again.
    @Test func wordsOfALargeLineReadEachRowOnceAndWriteNoLabelUntilRead() throws {
        let count = 200_000
        var spec = ChartSpec(data: .table(Self.table(count)), marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "x", type: .number), .y: EncodingSpec(field: "y", type: .number)])])
        spec.title = "Walk"
        var chart: ResolvedChart?
        var text = ""
        let work = try WorkCount.counting {
            chart = try ChartResolver.resolve(spec)
            text = chart!.accessibility.plainText()
            _ = chart!.accessibility.descriptor
        }
        let resolved = try #require(chart)
        let marks = resolved.layers[0].marks.count
        #expect(resolved.layers[0].reduction != nil && marks < count / 20)
        #expect(text.contains("The lowest value is"))
        #expect(work[.labels] == 0)
        #expect(work[.statisticsRows] == count + marks)
        // Read, every mark drawn gets its label, made then: one per mark drawn, not per row.
        let read = WorkCount.counting { _ = resolved.accessibility.markLabels }
        #expect(read[.labels] == marks)
        #expect(read[.statisticsRows] == 0)
    }

    @Test func smallAndCurvedLayersAreLeftWhole() throws {
        let (small, _) = try Self.both(Self.table(2_000), .line)
        #expect(small.layers[0].reduction == nil)
        var spec = ChartSpec(data: .table(Self.table(100_000)), marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "x", type: .number), .y: EncodingSpec(field: "y", type: .number)],
            interpolation: .monotone)])
        spec.width = 300
        #expect(try ChartResolver.resolve(spec).layers[0].reduction == nil)
    }
}
