/// The chart as text (`plotline describe`, `-o chart.txt`, `-o chart.md`): title, overview, summary and
/// the mark or group labels; the Markdown form adds a data table with a header row.
extension ChartAccessibility {
    public func plainText(subtitle: String? = nil) -> String {
        var lines: [String] = []
        if let title = descriptor.title { lines.append(title) }
        if let subtitle { lines.append(subtitle) }
        if !lines.isEmpty { lines.append("") }
        lines.append(overview)
        lines.append("")
        lines.append(summary)
        let labelTexts = chartLabel.map { [$0] } ?? labels.map(\.text)
        if !labelTexts.isEmpty {
            lines.append("")
            lines += labelTexts.map { "- " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func markdown(subtitle: String? = nil) -> String {
        var out = ""
        if let title = descriptor.title { out += "# \(Self.inline(title))\n\n" }
        if let subtitle { out += "\(Self.inline(subtitle))\n\n" }
        out += "\(Self.inline(overview))\n\n\(Self.inline(summary))\n"
        let labelTexts = chartLabel.map { [$0] } ?? labels.map(\.text)
        if !labelTexts.isEmpty {
            out += "\n" + labelTexts.map { "- " + Self.inline($0) }.joined(separator: "\n") + "\n"
        }
        out += "\n" + dataTable()
        return out
    }

    /// Every data point: x, y, the additional values, and the series when there are several.
    func dataTable() -> String {
        let d = descriptor
        let many = d.series.count > 1
        var header = [d.xAxis.title.isEmpty ? "X" : d.xAxis.title]
        // A band's two edges are two columns of the data: both are in the table.
        header += d.span.map { [$0.start, $0.end] } ?? [d.yAxis.title.isEmpty ? "Y" : d.yAxis.title]
        header += d.additionalAxes.map(\.title)
        if many { header.insert("Series", at: 0) }
        var rows = ["| " + header.map(Self.cell).joined(separator: " | ") + " |",
                    "|" + header.map { _ in " --- |" }.joined()]
        for s in d.series {
            for p in s.dataPoints {
                var cells: [String] = []
                if many { cells.append(s.name) }
                switch (p.x, d.xAxis) {
                case (.category(let c), _): cells.append(c)
                case (.number(let v), .numeric(let axis)): cells.append(axis.valueDescription(v))
                case (.number(let v), .categorical): cells.append("\(v)")
                }
                if d.span != nil { cells.append(p.yStart.map(d.yAxis.valueDescription) ?? "") }
                cells.append(p.y.map(d.yAxis.valueDescription) ?? "")
                for (value, axis) in zip(p.additionalValues, d.additionalAxes) {
                    switch (value, axis) {
                    case (.category(let c), _): cells.append(c)
                    case (.number(let v), .numeric(let a)): cells.append(v.isFinite ? a.valueDescription(v) : "")
                    case (.number(let v), .categorical): cells.append("\(v)")
                    }
                }
                rows.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Text for a Markdown table cell: pipes escaped, line breaks as spaces.
    static func cell(_ s: String) -> String {
        inline(s).replacingOccurrences(of: "|", with: "\\|")
    }

    /// Text for Markdown prose: no line breaks, and characters that would start markup escaped.
    static func inline(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "\n", "\r": out.append(" ")
            case "*", "_", "`", "[", "]", "<", ">", "#", "\\": out.append("\\"); out.append(ch)
            default: out.append(ch)
            }
        }
        return out
    }
}


import Foundation
import PlotlineScene
