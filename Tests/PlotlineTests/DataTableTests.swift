import Testing
@testable import Plotline

@Suite struct DataTableTests {
    @Test func missingColumnNamesTheColumnsThereAre() throws {
        let table = try DataTable(columns: [
            Column(name: "date", values: .dates([0])),
            Column(name: "steps", values: .numbers([1])),
        ])
        #expect(throws: PlotlineError.columnNotFound("stepz", available: ["date", "steps"])) {
            try table.column(named: "stepz")
        }
        #expect(PlotlineError.columnNotFound("stepz", available: ["date", "steps"]).description
            == "column 'stepz' not found; did you mean 'steps'? columns are: date, steps")
    }

    @Test func columnsMustHaveEqualLengths() {
        #expect(throws: PlotlineError.self) {
            try DataTable(columns: [Column(name: "a", values: .numbers([1, 2])), Column(name: "b", values: .numbers([1]))])
        }
    }
}
