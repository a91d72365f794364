import Foundation
import PlotlineScene
import SceneSVG

/// The data table behind "Show data table", written from the page model's table (``PageTable``, made by the
/// core from the descriptor: every data point is in it, wide with one column per series where that reads
/// best). Column headers have `scope="col"` and a button that sorts by the column (`aria-sort` says how);
/// the x cell of each row is its header with `scope="row"`. Each cell keeps its raw value in `data-v` for
/// sorting, and the same table comes as a CSV file to download.
enum DataTableHTML {
    /// The table and the link to its CSV.
    static func tableAndLink(_ table: PageTable, title: String?, label: String, fileName: String) -> String {
        self.table(table, title: title) + csvLink(table, label: label, fileName: fileName)
    }

    static func table(_ table: PageTable, title: String?) -> String {
        let e = XMLText.escape
        var html = "<table>"
        if let title, !title.isEmpty { html += "<caption>\(e(title))</caption>" }
        html += "<thead><tr>" + table.header.enumerated().map { i, name in
            "<th scope=\"col\" aria-sort=\"none\"><button type=\"button\" class=\"sort\" data-col=\"\(i)\">\(e(name))</button></th>"
        }.joined() + "</tr></thead><tbody>"
        for row in table.rows {
            html += "<tr>"
            for (i, cell) in row.enumerated() {
                let tag = i == table.rowHeader ? "th" : "td"
                let scope = i == table.rowHeader ? " scope=\"row\"" : ""
                let raw = cell.sortKey.map { " data-v=\"\($0)\"" } ?? ""
                html += "<\(tag)\(scope)\(raw)>\(e(cell.text))</\(tag)>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table>"
    }

    /// The table as CSV (RFC 4180): raw values (numbers as written, instants in ISO 8601), a header row.
    static func csv(_ table: PageTable) -> String {
        func field(_ s: String) -> String {
            // A leading =, +, - or @ would be a formula in a spreadsheet: quoted and prefixed (OWASP).
            var s = s
            if let first = s.first, "=+@".contains(first) || (first == "-" && Double(s) == nil) { s = "'" + s }
            return s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
        }
        var lines = [table.header.map(field).joined(separator: ",")]
        for row in table.rows { lines.append(row.map { field($0.raw) }.joined(separator: ",")) }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The CSV as a `data:` link the page offers for download.
    static func csvLink(_ table: PageTable, label: String, fileName: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_.~")
        let body = csv(table).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return "<p class=\"download\"><a id=\"table-csv\" download=\"\(XMLText.escape(fileName))\" "
            + "href=\"data:text/csv;charset=utf-8,\(body)\">\(XMLText.escape(label))</a></p>"
    }
}
