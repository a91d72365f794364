import Foundation
import Plotline
import PlotlineSVG

/// The data table behind "Show data table", made from the descriptor: every data point is in it. With several
/// series, nothing else per point and at most one point per x in each series, it is wide: one row per x value,
/// one column per series (as a reader compares them); otherwise one row per data point, x first, then y, then the additional values. Column headers have
/// `scope="col"` and a button that sorts by the column (`aria-sort` says how); the x cell of each row is its
/// header with `scope="row"`. Each cell keeps its raw value in `data-v` for sorting, and the same table
/// comes as a CSV file to download.
enum DataTableHTML {
    /// A cell: its words and its raw value (a number, an instant in seconds, or text; empty when missing).
    struct Cell { var text: String; var raw: String; var number: Double? }

    struct Grid {
        var header: [String]
        var rows: [[Cell]]
    }

    static func grid(_ d: ChartDescriptor, seriesHeader: String) -> Grid {
        let xTitle = d.xAxis.title.isEmpty ? "X" : d.xAxis.title
        let yTitle = d.yAxis.title.isEmpty ? "Y" : d.yAxis.title
        let many = d.series.count > 1
        // The series' own categorical axis repeats the series column: left out.
        let extra = d.additionalAxes.enumerated().filter { _, axis in
            if case .categorical(let c) = axis, many, c.categoryOrder == d.series.map(\.name) { return false }
            return true
        }
        func y(_ v: Double?) -> Cell {
            guard let v, v.isFinite else { return Cell(text: "", raw: "", number: nil) }
            return Cell(text: d.yAxis.valueDescription(v), raw: NumberFormat.exact(v), number: v)
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
            var rows = order.indices.map { [cell(order[$0], axis: d.xAxis)] + values[$0].map(y) }
            if case .numeric = d.xAxis { rows.sort { ($0[0].number ?? .infinity) < ($1[0].number ?? .infinity) } }
            return Grid(header: [xTitle] + d.series.map(\.name), rows: rows)
        }
        var rows: [[Cell]] = []
        for s in d.series {
            for p in s.dataPoints {
                var row: [Cell] = many ? [Cell(text: s.name, raw: s.name, number: nil)] : []
                row.append(cell(p.x, axis: d.xAxis))
                // A band's lower edge, then its upper: both columns of the data.
                if d.span != nil { row.append(y(p.yStart)) }
                row.append(y(p.y))
                for (i, axis) in extra where i < p.additionalValues.count { row.append(cell(p.additionalValues[i], axis: axis)) }
                rows.append(row)
            }
        }
        let yTitles = d.span.map { [$0.start, $0.end] } ?? [yTitle]
        return Grid(header: (many ? [seriesHeader] : []) + [xTitle] + yTitles + extra.map(\.element.title), rows: rows)
    }

    /// The table and the link to its CSV, from one grid (made once: 100,000 rows cost a second each time).
    static func tableAndLink(_ d: ChartDescriptor, seriesHeader: String, label: String, fileName: String) -> String {
        let grid = grid(d, seriesHeader: seriesHeader)
        return table(d, grid: grid, seriesHeader: seriesHeader) + csvLink(grid: grid, label: label, fileName: fileName)
    }

    static func table(_ d: ChartDescriptor, seriesHeader: String) -> String {
        table(d, grid: grid(d, seriesHeader: seriesHeader), seriesHeader: seriesHeader)
    }

    static func table(_ d: ChartDescriptor, grid: Grid, seriesHeader: String) -> String {
        let e = XMLText.escape
        let many = d.series.count > 1
        let rowHeader = many && grid.header.first == seriesHeader ? 1 : 0   // the x column
        var html = "<table>"
        if let title = d.title, !title.isEmpty { html += "<caption>\(e(title))</caption>" }
        html += "<thead><tr>" + grid.header.enumerated().map { i, name in
            "<th scope=\"col\" aria-sort=\"none\"><button type=\"button\" class=\"sort\" data-col=\"\(i)\">\(e(name))</button></th>"
        }.joined() + "</tr></thead><tbody>"
        for row in grid.rows {
            html += "<tr>"
            for (i, cell) in row.enumerated() {
                let tag = i == rowHeader ? "th" : "td"
                let scope = i == rowHeader ? " scope=\"row\"" : ""
                let raw = cell.number.map { " data-v=\"\(NumberFormat.exact($0))\"" } ?? ""
                html += "<\(tag)\(scope)\(raw)>\(e(cell.text))</\(tag)>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table>"
    }

    /// The table as CSV (RFC 4180): raw values (numbers as written, instants in ISO 8601), a header row.
    static func csv(_ d: ChartDescriptor, seriesHeader: String) -> String {
        csv(grid: grid(d, seriesHeader: seriesHeader))
    }

    static func csv(grid: Grid) -> String {
        func field(_ s: String) -> String {
            // A leading =, +, - or @ would be a formula in a spreadsheet: quoted and prefixed (OWASP).
            var s = s
            if let first = s.first, "=+@".contains(first) || (first == "-" && Double(s) == nil) { s = "'" + s }
            return s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
        }
        var lines = [grid.header.map(field).joined(separator: ",")]
        for row in grid.rows { lines.append(row.map { field($0.raw) }.joined(separator: ",")) }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The CSV as a `data:` link the page offers for download.
    static func csvLink(_ d: ChartDescriptor, seriesHeader: String, label: String, fileName: String) -> String {
        csvLink(grid: grid(d, seriesHeader: seriesHeader), label: label, fileName: fileName)
    }

    static func csvLink(grid: Grid, label: String, fileName: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_.~")
        let body = csv(grid: grid).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return "<p class=\"download\"><a id=\"table-csv\" download=\"\(XMLText.escape(fileName))\" "
            + "href=\"data:text/csv;charset=utf-8,\(body)\">\(XMLText.escape(label))</a></p>"
    }

    static func cell(_ value: DataPointValue, axis: AxisDescriptor) -> Cell {
        switch (value, axis) {
        case (.category(let c), _): return Cell(text: c, raw: c, number: nil)
        case (.number(let v), .numeric(let a)):
            guard v.isFinite else { return Cell(text: "", raw: "", number: nil) }
            return Cell(text: a.valueDescription(v), raw: a.isDate ? ISODate.string(v) : NumberFormat.exact(v), number: v)
        case (.number(let v), .categorical):
            guard v.isFinite else { return Cell(text: "", raw: "", number: nil) }
            return Cell(text: NumberFormat.grouped(v, fractionDigits: 2, locale: Locale(identifier: "en_US")),
                        raw: NumberFormat.exact(v), number: v)
        }
    }
}
