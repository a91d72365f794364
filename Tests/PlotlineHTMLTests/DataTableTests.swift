import Foundation
import Plotline
import PlotlineHTML
@testable import ScenePage
import Testing

/// The page's data table: wide (x by series) when series carry nothing else, every header a sort button,
/// raw values kept for sorting, and the same table as a CSV file to download.
struct DataTableTests {
    struct Reading { var day: String; var kind: String; var value: Double }
    static let readings = [Reading(day: "Mon", kind: "Systolic", value: 120), Reading(day: "Tue", kind: "Systolic", value: 118),
                           Reading(day: "Mon", kind: "Diastolic", value: 80), Reading(day: "Wed", kind: "Diastolic", value: 78)]

    static func descriptor(_ rows: [Reading], title: String = "Pressure") throws -> ChartDescriptor {
        try Chart(rows, id: \.value) { r in
            PointMark(x: .value("Day", r.day), y: .value("Pressure", r.value, unit: "mmHg")).foregroundStyle(by: .value("Kind", r.kind))
        }.chartTitle(title).resolve().accessibility.descriptor
    }

    @Test func severalSeriesMakeAWideTable() throws {
        let grid = DataTableHTML.grid(try Self.descriptor(Self.readings), seriesHeader: "Series")
        #expect(grid.header == ["Day", "Systolic", "Diastolic"])
        #expect(grid.rows.map { $0.map(\.text) } == [["Mon", "120 mmHg", "80 mmHg"], ["Tue", "118 mmHg", ""], ["Wed", "", "78 mmHg"]])
        let html = DataTableHTML.table(try Self.descriptor(Self.readings), seriesHeader: "Series")
        #expect(html.contains("<th scope=\"col\" aria-sort=\"none\"><button type=\"button\" class=\"sort\" data-col=\"1\">Systolic</button></th>"))
        #expect(html.contains("<tr><th scope=\"row\">Mon</th><td data-v=\"120\">120 mmHg</td><td data-v=\"80\">80 mmHg</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">Tue</th><td data-v=\"118\">118 mmHg</td><td></td></tr>"))
    }

    @Test func repeatedPlacesKeepEveryPoint() throws {
        // Two readings of one kind on Monday (cars with the same horsepower): a row each, in the table and the CSV.
        let rows = Self.readings + [Reading(day: "Mon", kind: "Systolic", value: 131)]
        let grid = DataTableHTML.grid(try Self.descriptor(rows), seriesHeader: "Series")
        #expect(grid.header == ["Series", "Day", "Pressure"])
        #expect(grid.rows.count == 5)
        #expect(grid.rows.map { $0.map(\.text) }.contains(["Systolic", "Mon", "131 mmHg"]))
        #expect(grid.rows.map { $0.map(\.text) }.contains(["Systolic", "Mon", "120 mmHg"]))
        let csv = DataTableHTML.csv(try Self.descriptor(rows), seriesHeader: "Series")
        #expect(csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 6)
    }

    @Test func theCSVHoldsTheRawValues() throws {
        let csv = DataTableHTML.csv(try Self.descriptor(Self.readings), seriesHeader: "Series")
        #expect(csv == "Day,Systolic,Diastolic\r\nMon,120,80\r\nTue,118,\r\nWed,,78\r\n")
        // Text that a spreadsheet would run as a formula is quoted; commas and quotes are escaped.
        let hostile = [Reading(day: "=HYPERLINK(\"x\")", kind: "A", value: 1), Reading(day: "a,b", kind: "A", value: -2)]
        let lines = DataTableHTML.csv(try Self.descriptor(hostile), seriesHeader: "Series").components(separatedBy: "\r\n")
        #expect(lines[1] == "\"'=HYPERLINK(\"\"x\"\")\",1")
        #expect(lines[2] == "\"a,b\",-2")
        let link = DataTableHTML.csvLink(try Self.descriptor(Self.readings), seriesHeader: "Series", label: "Download", fileName: "pressure.csv")
        #expect(link.hasPrefix("<p class=\"download\"><a id=\"table-csv\" download=\"pressure.csv\" href=\"data:text/csv;charset=utf-8,Day%2CSystolic"))
    }

    @Test func oneSeriesIsOneRowPerPoint() throws {
        let one = Self.readings.filter { $0.kind == "Systolic" }
        let grid = DataTableHTML.grid(try Self.descriptor(one), seriesHeader: "Series")
        #expect(grid.header == ["Day", "Pressure"])
        #expect(grid.rows.map { $0.map(\.raw) } == [["Mon", "120"], ["Tue", "118"]])
        #expect(HTMLPage.View.fileName("River level: 2024!") == "river-level-2024.csv")
        #expect(HTMLPage.View.fileName(nil) == "chart.csv")
    }
}
