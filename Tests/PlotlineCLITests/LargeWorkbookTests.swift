import Foundation
import Testing
import ZIPFoundation
@testable import PlotlineCLI

/// A workbook of a million rows meets the same limits as any other input (#33): the rows, and the bytes
/// its sheet unpacks to, each with one line naming the option that raises it, and nothing written.
@Suite struct LargeWorkbookTests {
    /// A workbook of `rows` rows of two numbers, written with ZIPFoundation (deflated, as Excel writes them).
    static func workbook(rows: Int, at path: String) throws {
        var sheet = #"<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c><c r="B1" t="inlineStr"><is><t>y</t></is></c></row>"#
        sheet.reserveCapacity(rows * 64)
        for r in 2...(rows + 1) {
            sheet += "<row r=\"\(r)\"><c r=\"A\(r)\"><v>\(r)</v></c><c r=\"B\(r)\"><v>\(r % 97)</v></c></row>"
        }
        sheet += "</sheetData></worksheet>"
        let parts: [(String, Data)] = [
            ("xl/workbook.xml", Data(#"<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="big" sheetId="1" r:id="rId1"/></sheets></workbook>"#.utf8)),
            ("xl/_rels/workbook.xml.rels", Data(#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#.utf8)),
            ("xl/worksheets/sheet1.xml", Data(sheet.utf8)),
        ]
        try write(parts, to: path)
    }

    /// A workbook of these parts (name in the archive, bytes), deflated as Excel writes them.
    static func write(_ parts: [(String, Data)], to path: String) throws {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        for (name, data) in parts {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }

    @Test func aMillionRowsMeetTheLimits() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("big.xlsx")
        try Self.workbook(rows: 1_000_000, at: path)
        let output = scratch.path("chart.svg")

        let rows = plotline(["render", path, "--x", "x", "--y", "y", "--max-rows", "500000", "-o", output])
        #expect(rows.status == 2)
        #expect(rows.stderrLines.map(String.init) == ["plotline: \(path): has more than 500000 data rows (--max-rows raises the limit)"])

        let bytes = plotline(["render", path, "--x", "x", "--y", "y", "--max-bytes", "16M", "-o", output])
        #expect(bytes.status == 2)
        #expect(bytes.stderrLines.map(String.init)
            == ["plotline: \(path): holds xl/worksheets/sheet1.xml, larger than 16 MB once unpacked (--max-bytes raises the limit)"])
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
