import Foundation
import Testing
@testable import Plotline

/// A spec that cannot be read names the JSON path and what was wrong.
@Suite struct SpecDecodingTests {
    func problem(_ json: String) -> String {
        do {
            _ = try ChartSpec.decode(Data(json.utf8))
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func unknownNamesListTheNamesThereAre() {
        #expect(problem(#"{"marks": [{"type": "pie"}]}"#)
            == "invalid spec at $.marks[0].type: unknown value 'pie'; use one of: bar, line, point, area, rule, rectangle, sector, boxplot, tick")
        #expect(problem(#"{"marks": [], "xScale": {"type": "logarithmic"}}"#)
            == "invalid spec at $.xScale.type: unknown value 'logarithmic'; use one of: linear, log, date, category, point, squareRoot, symmetricLog")
        #expect(problem(#"{"marks": [{"type": "bar", "x": {"field": "d", "unit": "fortnight"}}]}"#)
            == "invalid spec at $.marks[0].x.unit: unknown value 'fortnight'; use one of: second, minute, hour, day, week, month, quarter, year")
    }

    @Test func wrongTypesAndMissingFields() {
        #expect(problem(#"{"marks": [{"type": "bar", "x": {"field": 3}}]}"#) == "invalid spec at $.marks[0].x.field: expected a string")
        #expect(problem(#"{"marks": [{"x": {"field": "a"}}]}"#) == "invalid spec at $.marks[0].type: is required")
        #expect(problem(#"{"title": "t"}"#) == "invalid spec at $.marks: is required")
        #expect(problem(#"{"marks": [], "data": {"rows": []}}"#)
            == #"invalid spec at $.data: data needs "values" (an array of objects) or "path" (a file)"#)
    }

    @Test func syntaxErrorsSayWhere() {
        #expect(problem(#"{"marks": [1, 2x]}"#) == "malformed JSON: invalid value at line 1, column 16")
        #expect(problem("{\"marks\": [\n") == "malformed JSON: unexpected end of file during JSON parse")
        #expect(problem("[1, 2]") == "invalid spec at $: expected an object")
    }
}
