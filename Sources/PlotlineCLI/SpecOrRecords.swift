import Foundation
import Plotline

/// Whether input that starts with `{` is a chart spec or records: JSON Lines (by name, or more than one
/// object), or one object that holds an array and no `marks` (`{"data": [...]}`). A spec always has marks.
enum SpecOrRecords {
    static func isRecords(_ bytes: [UInt8], path: String?) -> Bool {
        let ext = path.map { URL(fileURLWithPath: $0).pathExtension.lowercased() } ?? ""
        if ext == "jsonl" || ext == "ndjson" { return true }
        if let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] {
            return object["marks"] == nil && object.values.contains { $0 is [Any] }
        }
        return JSONTableReader.holdsSeveralValues(bytes)
    }
}
