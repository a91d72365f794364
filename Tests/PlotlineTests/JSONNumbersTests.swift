import Foundation
@testable import Plotline
import Testing

/// A number no float holds, anywhere in a spec, is one message naming it and where it is (issue 34): it
/// used to be "not representable in Swift", "expected a number, a string, true, false or null" or "the
/// spec is not a JSON object", depending on where it stood.
@Suite struct JSONNumbersTests {
    static let base = #"{"data":{"values":[{"a":1,"b":2}]},"marks":[{"type":"bar","x":{"field":"a"},"y":{"field":"b"}}]"#

    func message(_ json: String) -> String? {
        do { _ = try ChartSpec.decode(Data(json.utf8)); return nil } catch { return error.description }
    }

    @Test func outOfRangeNumbersAreOneMessage() {
        let large = "is out of range: beyond ±1.8e308, the largest a number can be"
        let small = "is out of range: nearer 0 than 5e-324, the smallest a number can be"
        let cases: [(String, String)] = [
            (Self.base + #","width":1e309}"#, "the number 1e309 at line 1, column 105 \(large)"),
            (#"{"data":{"values":[{"a":1e309,"b":2}]},"marks":[]}"#, "the number 1e309 at line 1, column 25 \(large)"),
            (Self.base + ",\n\"yScale\":{\"domain\":[0,-2E+400]}}", "the number -2E+400 at line 2, column 23 \(large)"),
            (#"{"transform":[{"bin":{"field":"a","step":1e-400}}],"marks":[]}"#, "the number 1e-400 at line 1, column 42 \(small)"),
        ]
        for (json, expected) in cases {
            #expect(message(json) == "malformed JSON: " + expected, "\(json)")
        }
        // Text that looks like such a number, 0 written long, and the smallest float are not.
        #expect(JSONNumbers.problem(in: Array(#"{"t":"1e999","e":true,"z":0.000e-999,"m":5e-324,"n":-0.0}"#.utf8)) == nil)
        #expect(message(Self.base + #","title":"1e999"}"#) == nil)
    }
}
