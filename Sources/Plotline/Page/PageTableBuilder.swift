import Foundation
import PlotlineScene

extension PageTable {
    /// The page's data table, made from the descriptor: every data point is in it. With several series,
    /// nothing else per point and at most one point per x in each series, it is wide: one row per x value,
    /// one column per series (as a reader compares them); otherwise one row per data point, x first, then y,
    /// then the additional values. Each cell keeps its raw value for the CSV and its number for sorting.
    init(_ d: ChartDescriptor, seriesHeader: String) {
        let xTitle = d.xAxis.title.isEmpty ? "X" : d.xAxis.title
        let yTitle = d.yAxis.title.isEmpty ? "Y" : d.yAxis.title
        let many = d.series.count > 1
        // The series' own categorical axis repeats the series column: left out.
        let extra = d.additionalAxes.enumerated().filter { _, axis in
            if case .categorical(let c) = axis, many, c.categoryOrder == d.series.map(\.name) { return false }
            return true
        }
        func y(_ v: Double?) -> Cell {
            guard let v, v.isFinite else { return Cell(text: "", raw: "", sortKey: nil) }
            let exact = NumberFormat.exact(v)
            return Cell(text: d.yAxis.valueDescription(v), raw: exact, sortKey: exact)
        }
        // Wide only when each series has at most one point per x: a scatter with repeated x (cars' 398 at 369
        // places) keeps every point, one row each.
        if many && extra.isEmpty && d.span == nil && d.series.allSatisfy({ Set($0.dataPoints.map(\.x)).count == $0.dataPoints.count }) {
            var order: [DataPointValue] = []
            var rowOf: [DataPointValue: Int] = [:]
            var values: [[Double?]] = []
            for (s, series) in d.series.enumerated() {
                for p in series.dataPoints {
                    let row: Int
                    if let known = rowOf[p.x] { row = known } else {
                        row = order.count
                        rowOf[p.x] = row
                        order.append(p.x)
                        values.append(Array(repeating: nil, count: d.series.count))
                    }
                    values[row][s] = p.y
                }
            }
            var rows = order.indices.map { (x: Self.cell(order[$0], axis: d.xAxis), cells: values[$0].map(y)) }
            if case .numeric = d.xAxis { rows.sort { ($0.x.number ?? .infinity) < ($1.x.number ?? .infinity) } }
            let header = [xTitle] + d.series.map(\.name)
            self.init(header: header, rows: rows.map { [$0.x.cell] + $0.cells }, rowHeader: Self.rowHeader(header, many: many, seriesHeader: seriesHeader))
            return
        }
        var rows: [[Cell]] = []
        for s in d.series {
            for p in s.dataPoints {
                var row: [Cell] = many ? [Cell(text: s.name, raw: s.name, sortKey: nil)] : []
                row.append(Self.cell(p.x, axis: d.xAxis).cell)
                // A band's lower edge, then its upper: both columns of the data.
                if d.span != nil { row.append(y(p.yStart)) }
                row.append(y(p.y))
                for (i, axis) in extra where i < p.additionalValues.count { row.append(Self.cell(p.additionalValues[i], axis: axis).cell) }
                rows.append(row)
            }
        }
        let yTitles = d.span.map { [$0.start, $0.end] } ?? [yTitle]
        let header = (many ? [seriesHeader] : []) + [xTitle] + yTitles + extra.map(\.element.title)
        self.init(header: header, rows: rows, rowHeader: Self.rowHeader(header, many: many, seriesHeader: seriesHeader))
    }

    /// The x column, each row's header: the second after a series column, else the first.
    static func rowHeader(_ header: [String], many: Bool, seriesHeader: String) -> Int {
        many && header.first == seriesHeader ? 1 : 0
    }

    /// A value's cell, and the number it sorts by.
    static func cell(_ value: DataPointValue, axis: AxisDescriptor) -> (cell: Cell, number: Double?) {
        switch (value, axis) {
        case (.category(let c), _): return (Cell(text: c, raw: c, sortKey: nil), nil)
        case (.number(let v), .numeric(let a)):
            guard v.isFinite else { return (Cell(text: "", raw: "", sortKey: nil), nil) }
            let exact = NumberFormat.exact(v)
            return (Cell(text: a.valueDescription(v), raw: a.dataText?(v) ?? (a.isDate ? ISODate.string(v) : exact), sortKey: exact), v)
        case (.number(let v), .categorical):
            guard v.isFinite else { return (Cell(text: "", raw: "", sortKey: nil), nil) }
            let exact = NumberFormat.exact(v)
            return (Cell(text: NumberFormat.grouped(v, fractionDigits: 2, locale: Locale(identifier: "en_US")),
                         raw: exact, sortKey: exact), v)
        }
    }
}
