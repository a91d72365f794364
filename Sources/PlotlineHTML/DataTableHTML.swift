import Foundation
import Plotline
import PlotlineSVG

/// The data table behind "Show data table": every data point of the descriptor, x first, then y, then
/// the additional values; a series column when there are several. Column headers have `scope="col"`, the
/// x cell of each row is its header with `scope="row"`.
enum DataTableHTML {
    static func table(_ d: ChartDescriptor, seriesHeader: String) -> String {
        let e = XMLText.escape
        let many = d.series.count > 1
        var header = [d.xAxis.title.isEmpty ? "X" : d.xAxis.title, d.yAxis.title.isEmpty ? "Y" : d.yAxis.title]
        header += d.additionalAxes.map(\.title)
        if many { header.insert(seriesHeader, at: 0) }
        var html = "<table>"
        if let title = d.title, !title.isEmpty { html += "<caption>\(e(title))</caption>" }
        html += "<thead><tr>" + header.map { "<th scope=\"col\">\(e($0))</th>" }.joined() + "</tr></thead><tbody>"
        for s in d.series {
            for p in s.dataPoints {
                html += "<tr>"
                if many { html += "<td>\(e(s.name))</td>" }
                html += "<th scope=\"row\">\(e(text(p.x, axis: d.xAxis)))</th>"
                html += "<td>\(e(p.y.map(d.yAxis.valueDescription) ?? ""))</td>"
                for (value, axis) in zip(p.additionalValues, d.additionalAxes) {
                    html += "<td>\(e(text(value, axis: axis)))</td>"
                }
                html += "</tr>"
            }
        }
        return html + "</tbody></table>"
    }

    static func text(_ value: DataPointValue, axis: AxisDescriptor) -> String {
        switch (value, axis) {
        case (.category(let c), _): c
        case (.number(let v), .numeric(let a)): v.isFinite ? a.valueDescription(v) : ""
        case (.number(let v), .categorical): v.isFinite ? NumberFormat.grouped(v, fractionDigits: 2, locale: Locale(identifier: "en_US")) : ""
        }
    }
}
