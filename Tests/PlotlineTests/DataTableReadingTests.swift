import Foundation
import PlotlineTestSupport
import Testing
@testable import Plotline

@Suite struct DataTableReadingTests {
    /// Writes `text` to a new temporary file and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try ScratchFiles.write(Array(text.utf8), name: name)
    }

    @Test func choosesTheFormatByExtension() throws {
        let csv = try DataTable.read(contentsOf: try file("a.CSV", "x,y\n1,2\n"))
        #expect(csv.columnNames == ["x", "y"])
        let json = try DataTable.read(contentsOf: try file("a.json", #"[{"x": 1}]"#))
        #expect(json.columnNames == ["x"])
    }

    @Test func sniffsOtherExtensions() throws {
        #expect(try DataTable.read(contentsOf: try file("a.txt", "\n  [{\"k\": \"v\"}]")).columnNames == ["k"])
        #expect(try DataTable.read(contentsOf: try file("data", "k,v\n1,2\n")).columnNames == ["k", "v"])
    }

    @Test func passesTypesAndTimeZone() throws {
        let path = try file("t.csv", "when,n\n2024-08-06T09:00,1\n")
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let table = try DataTable.read(contentsOf: path, types: ["n": .category], timeZone: seoul)
        #expect(try table.column(named: "when").values == .dates([1_722_902_400]))
        #expect(try table.column(named: "n").values == .categories(["1"]))
    }

    @Test func errorsNameThePath() throws {
        let path = try file("empty.csv", "a,b\n")
        #expect(throws: PlotlineError.emptyData(source: path)) { try DataTable.read(contentsOf: path) }
        #expect(throws: PlotlineError.io(path: "/nonexistent/steps.csv", reason: "no such file")) {
            try DataTable.read(contentsOf: "/nonexistent/steps.csv")
        }
        #expect(PlotlineError.io(path: "steps.csv", reason: "no such file").description == "steps.csv: no such file")
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: PlotlineError.io(path: directory, reason: "is a directory, not a file")) {
            try DataTable.read(contentsOf: directory)
        }
    }
}
