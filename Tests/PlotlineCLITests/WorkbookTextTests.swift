import Foundation
import Testing
@testable import PlotlineCLI

/// A workbook's text reaches the chart as its XML writes it (entities, character references, CDATA,
/// whitespace Excel preserves), and a part that is not well-formed or not UTF-8 stops with one line.
@Suite struct WorkbookTextTests {
    static let workbookXML = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="pets" sheetId="1" r:id="rId1"/></sheets></workbook>"#
    static let relationshipsXML = #"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#

    static let sharedStringsXML = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6">\
        <si><t>name</t></si><si><t>count</t></si>\
        <si><t>Tom &amp; Jerry</t></si>\
        <si><t>smile &#x1F600;</t></si>\
        <si><t><![CDATA[a <b> c]]></t></si>\
        <si><r><t xml:space="preserve">  padded</t></r><r><t xml:space="preserve"> &amp; kept  </t></r></si>\
        </sst>
        """

    static func sheetXML(rows: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#
            + rows + "</sheetData></worksheet>"
    }

    static let rows = #"<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>"#
        + (2...5).map { #"<row r="\#($0)"><c r="A\#($0)" t="s"><v>\#($0)</v></c><c r="B\#($0)"><v>\#($0 * 10)</v></c></row>"# }.joined()

    static func write(_ scratch: Scratch, sheet: String = sheetXML(rows: rows), sharedStrings: Data = Data(sharedStringsXML.utf8),
                      name: String = "pets.xlsx") throws -> String {
        let path = scratch.path(name)
        try LargeWorkbookTests.write([
            ("xl/workbook.xml", Data(workbookXML.utf8)),
            ("xl/_rels/workbook.xml.rels", Data(relationshipsXML.utf8)),
            ("xl/sharedStrings.xml", sharedStrings),
            ("xl/worksheets/sheet1.xml", Data(sheet.utf8)),
        ], to: path)
        return path
    }

    /// The names as the chart has them: `&amp;` is `&`, `&#x1F600;` the emoji, the CDATA section its text as
    /// written, and the spaces Excel preserves around a string of two runs are kept; the chart is the one the
    /// same rows draw from JSON, byte for byte.
    @Test func sharedStringsReachTheChart() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let book = try Self.write(scratch)
        let json = try scratch.write(#"""
            [{"name": "Tom & Jerry", "count": 20}, {"name": "smile 😀", "count": 30},
             {"name": "a <b> c", "count": 40}, {"name": "  padded & kept  ", "count": 50}]
            """#, to: "pets.json")
        let arguments = ["--x", "name", "--y", "count", "--mark", "bar", "--title", "Pets", "-o", "-"]
        let fromBook = plotline(["render", book] + arguments)
        #expect(fromBook.status == 0, "\(fromBook.stderr)")
        #expect(fromBook.stderr.isEmpty)
        let fromJSON = plotline(["render", json] + arguments)
        #expect(fromBook.stdout == fromJSON.stdout, "the workbook draws another chart than its JSON")

        let svg = fromBook.stdoutText
        for label in [">Tom &amp; Jerry<", ">smile 😀<", ">a &lt;b&gt; c<"] {
            #expect(svg.contains(label), "\(label) is not in the SVG")
        }
        let words = plotline(["describe", book, "--x", "name", "--y", "count"]).stdoutText
        #expect(words.contains("\n- Tom & Jerry: 20\n- smile 😀: 30\n- a <b> c: 40\n-   padded & kept  : 50\n"), "\(words)")
    }

    /// A sheet that is not well-formed XML stops with the line the reading has always given, now saying
    /// where; one that is not UTF-8 names its part.
    @Test func brokenPartsStopWithOneLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let unclosed = try Self.write(scratch, sheet: Self.sheetXML(rows: Self.rows + #"<row r="6"><c r="A6"><v>1</v></row>"#),
                                      name: "unclosed.xlsx")
        let out = plotline(["render", unclosed, "--x", "name", "--y", "count", "-o", "-"])
        #expect(out.status == 2)
        // the sheet's XML up to the </row> that closes row 6's unclosed <c>
        let column = Self.sheetXML(rows: Self.rows).utf8.count - "</sheetData></worksheet>".utf8.count
            + #"<row r="6"><c r="A6"><v>1</v>"#.utf8.count + 1
        #expect(out.stderrLines.map(String.init) == [
            "plotline: \(unclosed): is not a readable workbook: its sheet is not well-formed XML (line 1, column "
                + "\(column): </row> closes <c>); save it again from the spreadsheet, or export it as CSV",
        ])

        let doctype = try Self.write(scratch, sheet: #"<?xml version="1.0"?><!DOCTYPE w [<!ENTITY e "e">]><worksheet/>"#,
                                     name: "doctype.xlsx")
        #expect(plotline(["render", doctype, "--x", "name", "--y", "count", "-o", "-"]).stderrLines.map(String.init) == [
            "plotline: \(doctype): is not a readable workbook: its sheet is not well-formed XML (line 1, column 22: has a "
                + "DOCTYPE, which workbook parts never have (refused: no entity is ever expanded)); save it again from the "
                + "spreadsheet, or export it as CSV",
        ])

        var utf16 = Data([0xFF, 0xFE])
        for unit in Self.sharedStringsXML.replacingOccurrences(of: "UTF-8", with: "UTF-16").utf16 {
            utf16.append(UInt8(unit & 0xFF))
            utf16.append(UInt8(unit >> 8))
        }
        let wide = try Self.write(scratch, sharedStrings: utf16, name: "utf16.xlsx")
        let refused = plotline(["render", wide, "--x", "name", "--y", "count", "-o", "-"])
        #expect(refused.status == 2)
        #expect(refused.stderrLines.map(String.init) == [
            "plotline: \(wide): is not a readable .xlsx workbook: its part xl/sharedStrings.xml is encoded as UTF-16 or "
                + "UTF-32, not UTF-8; save it again from the spreadsheet as .xlsx, or export the sheet as CSV",
        ])
    }
}
